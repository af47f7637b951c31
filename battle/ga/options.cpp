#include "battle/ga/options.hpp"

namespace seneschal::battle {

bool setOption(RuleOptions& o, std::string_view id) {
    if (id == "reaction")
        o.reaction = true;
    else if (id == "campaign-factors")
        o.campaignFactors = true;
    else if (id == "mantlets")
        o.mantlets = true;
    else if (id == "leader-character")
        o.leaderCharacter = true;
    else if (id == "elephants")
        o.elephants = true;
    else if (id == "camels")
        o.camels = true;
    else if (id == "caltrops")
        o.caltrops = true;
    else if (id == "stakes")
        o.stakes = true;
    else if (id == "pottes")
        o.pottes = true;
    else if (id == "confusion")
        o.confusion = true;
    else if (id == "casualties-as-dice")
        o.casualtyReading = CasualtyReading::Dice;
    else
        return false;
    return true;
}

}  // namespace seneschal::battle
