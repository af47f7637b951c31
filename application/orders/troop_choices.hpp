#pragma once
// The troop types a new unit may be raised as (campaign > Recruit a new unit), from the
// campaign's rules: what `seneschal-cli recruit --new NAME --type ID --class X` takes. A type
// fixes the unit's background, arm, order and protection (GA-CLASSIFY); only the class is
// chosen, among those the type allows.
#include <string>
#include <vector>

#include "battle/rulebook.hpp"

namespace seneschal::application {

struct TroopTypeChoice {
    std::string id;                    // the rules' troop type id, as Recruit takes it
    std::string name;                  // "Longbowmen"
    std::vector<std::string> classes;  // "A".."D", those the type may be
    std::string description;           // "Regular infantry, loose order, protection PI"
};

// Every troop type of the rules, by name.
std::vector<TroopTypeChoice> troopTypeChoices(const battle::Rulebook& rules);

}  // namespace seneschal::application
