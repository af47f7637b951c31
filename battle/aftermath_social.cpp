#include "battle/aftermath_social.hpp"

namespace seneschal::battle {

int socialRank(Background background, TroopClass troopClass) {
    // GA-SOCIAL, in the seed's order.
    if (background == Background::Knightly) return 0;
    const bool feudal = background == Background::Feudal;
    switch (troopClass) {
        case TroopClass::A:
            return feudal ? 1 : 2;
        case TroopClass::B:
            return 3;
        case TroopClass::C:
            return feudal ? 5 : 4;
        case TroopClass::D:
            return feudal ? 6 : 5;
    }
    return 6;
}

bool isSocialSuperior(Background captorBackground, TroopClass captorClass,
                      Background captiveBackground, TroopClass captiveClass) {
    return socialRank(captorBackground, captorClass) < socialRank(captiveBackground, captiveClass);
}

}  // namespace seneschal::battle
