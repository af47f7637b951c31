#pragma once
// What the roster, leaders and ledger listings show, read in one query each (the roster of a
// ten-thousand-unit campaign must come back in well under 100 ms). reports/ turns these into
// tables.
#include <SQLiteCpp/Database.h>

#include <optional>
#include <string>
#include <vector>

#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

struct RosterLine {
    std::string side, army, battal, unit, type, troopClass;
    Men present = 0, wounded = 0, captive = 0, dead = 0, deserted = 0;
    std::string nextReturn;  // ISO date the first of its wounded return; empty when none
    std::string heldBy;      // the sides holding its captive men, by name; empty when none
    std::string sideId, armyId, battalId, unitId;  // for a spreadsheet's keys
};

// Every unit in army, battal and unit order; only one army's when `army` (id or name) is given.
std::vector<RosterLine> readRoster(SQLite::Database& db, const std::optional<std::string>& army);

struct LeaderLine {
    std::string side, id, name, rank;
    std::int64_t cv = 0;
    std::string character;  // empty when none
    std::string leads;      // "army Host of Arden", or empty
    std::string status;     // "active", "wounded until 1350-05-20", "captive of Arden", "dead"
};

std::vector<LeaderLine> readLeaders(SQLite::Database& db);

struct LedgerLine {
    std::int64_t action = 0;
    std::string date, cause, description, subject, what;
    std::int64_t change = 0;
    std::string note;
};

// Every entry of every action still done, oldest first.
std::vector<LedgerLine> readLedger(SQLite::Database& db);

}  // namespace seneschal::campaign
