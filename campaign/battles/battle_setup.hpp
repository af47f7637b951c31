#pragma once
// From the campaign to the table and back: the hostile armies at one place become a
// battle::BattleSetup any resolver fights (resolvers.hpp), and the names in the outcome it
// returns are matched back to the roster's units and leaders for the aftermath.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "battle/battle_file.hpp"
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

// A roster unit an outcome line refers to.
struct RosterUnit {
    std::int64_t key = 0;
    std::string id;
    std::string name;
    std::string side;  // side id
    std::string type;
    std::string troopClass;
    Men present = 0;
    // The roster's own overrides of the troop type ("" when none): a protection code ("AI") and
    // weapon ids, comma-separated, as the unit fights them (unitAsFought).
    std::string protection = {};
    std::string weapons = {};
};

// The unit as a battle fights it: its troop type's background, arm, protection, order and
// weapons, with the roster's own protection code, formation and weapons (comma-separated ids)
// where it has them (empty: the troop type's). Throws UserError naming an unknown troop type.
battle::UnitSpec unitAsFought(const battle::Rulebook& rules, const std::string& type,
                              const std::string& troopClass, const std::string& protection,
                              const std::string& formation, const std::string& weapons);

struct RosterLeader {
    std::int64_t key = 0;
    std::string id;
    std::string name;
    std::string side;
    std::string rank;
    std::string status;
};

// The unit of `side` called `name`; with a place, units of armies there win over others of the
// same name elsewhere. Throws UserError naming the unit and the field when there is none, or
// more than one.
RosterUnit findRosterUnit(SQLite::Database& db, const std::string& name, const std::string& side,
                          const std::string& place);
RosterLeader findRosterLeader(SQLite::Database& db, const std::string& name);

}  // namespace seneschal::campaign
