#include "application/orders/troop_choices.hpp"

#include <algorithm>
#include <utility>

#include "base/errors.hpp"
#include "campaign/stores/name_folding.hpp"

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

std::string troopTypeNamed(const battle::Rulebook& rules, const std::string& typed) {
    if (rules.findTroopType(typed)) return typed;
    const std::string folded = campaign::foldName(typed);
    std::vector<TroopTypeChoice> types = troopTypeChoices(rules);
    for (const TroopTypeChoice& type : types)
        if (campaign::foldName(type.name) == folded || campaign::foldName(type.id) == folded)
            return type.id;
    // The nearest ids and names within a slip of the hand, nearest first.
    const std::size_t limit = std::clamp<std::size_t>(folded.size() / 3, 1, 3);
    std::vector<std::pair<std::size_t, std::string>> near;
    for (const TroopTypeChoice& type : types) {
        const std::size_t distance =
            std::min(campaign::editDistance(folded, type.id),
                     campaign::editDistance(folded, campaign::foldName(type.name)));
        if (distance <= limit) near.emplace_back(distance, type.id);
    }
    std::stable_sort(near.begin(), near.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::string message = "no troop type '" + typed + "' in the rules";
    if (!near.empty()) {
        near.resize(std::min<std::size_t>(near.size(), 3));
        message += "; did you mean " + near.front().second;
        for (std::size_t i = 1; i < near.size(); ++i)
            message += (i + 1 == near.size() ? " or " : ", ") + near[i].second;
        message += "?";
    }
    std::sort(types.begin(), types.end(),
              [](const TroopTypeChoice& a, const TroopTypeChoice& b) { return a.id < b.id; });
    message += " The types are: ";
    for (std::size_t i = 0; i < types.size(); ++i) message += (i ? ", " : "") + types[i].id;
    throw UserError(message + ".");
}

}  // namespace seneschal::application
