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

// The id of the troop type `typed` names: its id, or its name however it is spelt. An unknown
// type throws UserError listing the ids the rules know, the nearest first when one is close
// ("no troop type 'longbowman'; did you mean longbowmen? The types are: ...").
std::string troopTypeNamed(const battle::Rulebook& rules, const std::string& typed);

}  // namespace seneschal::application
