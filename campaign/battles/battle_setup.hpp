#pragma once
// From the campaign to the table and back: the hostile armies at one place become a
// battle::BattleSetup any resolver fights (resolvers.hpp), and the names in the outcome it
// returns are matched back to the roster's units and leaders for the aftermath.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "battle/battle_file.hpp"
#include "campaign/stores/battle_roster.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

struct BattleSetupOptions {
    battle::BattleType type = battle::BattleType::Campaign;
    std::vector<std::string> options;  // optional rules switched on (GA-OPT-*)
};

// Both sides' armies at the place (id or name), their battals, every unit with men present
// (fielding them all) and the leaders who are active. Throws UserError when fewer or more than
// two sides have an army there, or two units at the place share a name (the outcome matches
// units by name).
battle::BattleSetup buildBattleSetup(SQLite::Database& db, const std::string& place,
                                     const BattleSetupOptions& options = {});

// The unit as a battle fights it: its troop type's background, arm, protection, order and
// weapons, with the roster's own protection code, formation and weapons (comma-separated ids)
// where it has them (empty: the troop type's). Throws UserError naming an unknown troop type.
battle::UnitSpec unitAsFought(const battle::Rulebook& rules, const std::string& type,
                              battle::TroopClass troopClass, const std::string& protection,
                              const std::string& formation, const std::string& weapons);

// The unit of `side` called `name`, found as find() finds one (lookup.hpp): by id, by name,
// then by name folded for case and accents; with a place, units of armies there win over others
// of the same name elsewhere. Throws UserError naming the unit and the field when there is none,
// or more than one.
RosterUnit findRosterUnit(SQLite::Database& db, const std::string& name, const std::string& side,
                          std::optional<std::int64_t> placeKey);
// The leader called `name`, found the same way; none, or more than one, is a UserError naming
// the leader and the field.
RosterLeader findRosterLeader(SQLite::Database& db, const std::string& name);

}  // namespace seneschal::campaign
