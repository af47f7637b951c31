#include "application/orders/troop_choices.hpp"

#include <algorithm>

namespace seneschal::application {

std::vector<TroopTypeChoice> troopTypeChoices(const battle::Rulebook& rules) {
    std::vector<TroopTypeChoice> choices;
    for (const auto& [id, type] : rules.troopTypes()) {
        TroopTypeChoice choice;
        choice.id = id;
        choice.name = type.name;
        for (const battle::TroopClass c : {battle::TroopClass::A, battle::TroopClass::B,
                                           battle::TroopClass::C, battle::TroopClass::D}) {
            if (type.allowedClasses.empty() ||
                std::find(type.allowedClasses.begin(), type.allowedClasses.end(), c) !=
                    type.allowedClasses.end())
                choice.classes.emplace_back(battle::toString(c));
        }
        choice.description = std::string(battle::toString(type.background)) + " " +
                             std::string(battle::toString(type.arm)) + ", " +
                             std::string(battle::toString(type.order)) + " order, protection " +
                             std::string(battle::protectionCode(type.protection, type.arm));
        choices.push_back(std::move(choice));
    }
    std::sort(choices.begin(), choices.end(),
              [](const TroopTypeChoice& a, const TroopTypeChoice& b) { return a.name < b.name; });
    return choices;
}

}  // namespace seneschal::application
