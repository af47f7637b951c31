#pragma once
// What the reports read (reports/*_report.cpp, issue 17), in one query each, keys kept so that
// the reports can join them: every unit with its place in the hierarchy and its men now, the
// roster's changes by day (the ledger's men), the wounded and when they return, the sides'
// money by day, which sides, armies and units each action touched (the chronicle's filters).
// Only actions still done are read: what was undone never happened.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "campaign/stores/lookup.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

struct UnitRow {
    std::int64_t key = 0, sideKey = 0, armyKey = 0, battalKey = 0;
    std::string side, army, battal, unit, type, troopClass;
    std::string armyLeader, battalLeader, unitLeader;  // names, empty when none
    Men present = 0, wounded = 0, captive = 0, dead = 0, deserted = 0;
};

// Every unit, by side, army, battal and unit.
std::vector<UnitRow> readUnitRows(SQLite::Database& db);

// One change to a unit's men: `what` is present, wounded, captive, dead or deserted.
struct UnitChange {
    DayNumber day;
    std::int64_t unit = 0;
    std::string what;
    Men change = 0;
};

// In the order they were made; only those of `what` (wounded, ...) when given.
std::vector<UnitChange> readUnitChanges(SQLite::Database& db, const std::string& what = {});

// A unit's men in each state (or their changes), summed.
struct MenByState {
    Men present = 0, wounded = 0, captive = 0, dead = 0, deserted = 0;
};

// Each unit's changes made after `day`, summed by state (the muster roll of a past day: a
// campaign of ten years holds hundreds of thousands of changes, summed by SQLite, not here).
std::map<std::int64_t, MenByState> readUnitChangesAfter(SQLite::Database& db, DayNumber day);
// Each unit's losses: its men who became dead, wounded, captive or deserted, summed (every
// increase counted, however many came back).
std::map<std::int64_t, MenByState> readUnitLosses(SQLite::Database& db);

// Men present gained or lost by a side on a day.
struct SideDayChange {
    DayNumber day;
    std::int64_t side = 0;
    Men change = 0;
};

// By day, then side.
std::vector<SideDayChange> readPresentChangesBySide(SQLite::Database& db);

struct WoundedRow {
    std::int64_t unit = 0;
    Men men = 0;
    DayNumber returns;
};

std::vector<WoundedRow> readWoundedRows(SQLite::Database& db);

struct SideRow {
    std::int64_t key = 0;
    std::string id, name;
    std::int64_t treasury = 0;          // pounds now
    std::optional<std::string> colour;  // "#rrggbb", as the scenario gives it
};

std::vector<SideRow> readSideRows(SQLite::Database& db);

// A change to a side's treasury (whole pounds), with the action's cause and what it said.
struct MoneyChange {
    DayNumber day;
    std::int64_t side = 0;
    std::string cause;  // recruit, advance, ransom, ...
    std::int64_t change = 0;
    std::string note;
};

std::vector<MoneyChange> readMoneyChanges(SQLite::Database& db);
// Each side's treasury changes made after `day`, summed by SQLite.
std::map<std::int64_t, std::int64_t> readTreasuryChangesAfter(SQLite::Database& db, DayNumber day);

// A leader's status change: the ledger's "was -> now ..." note, by day.
struct LeaderChange {
    DayNumber day;
    std::int64_t leader = 0;
    LeaderStatus was = LeaderStatus::Active;  // the status before the change
};

struct LeaderRow {
    std::int64_t key = 0, sideKey = 0;
    std::string name, rank;
    LeaderStatus status = LeaderStatus::Active;
    std::int64_t cv = 0;
    std::string captor;  // side name when captive
};

std::vector<LeaderRow> readLeaderRows(SQLite::Database& db);
std::vector<LeaderChange> readLeaderChanges(SQLite::Database& db);

// The name of a side, army or place by its key (empty when there is none), for what a report
// says it shows.
std::string readNameByKey(SQLite::Database& db, Subject subject, std::int64_t key);

// Who each action touched, for the chronicle's filters: its sides, armies and places (by key).
struct ActionSubjects {
    std::set<std::int64_t> sides, armies, places;
};

std::map<std::int64_t, ActionSubjects> readActionSubjects(SQLite::Database& db);

}  // namespace seneschal::campaign
