#pragma once
// The roster as a battle reads it (campaign/battles/): the sides, leaders and units at a place
// for its set-up, the units and leaders an outcome may name, where a leader's troops stand, and
// each unit's campaign record for the battle factors. Reads only, each a query over many tables;
// the rows are written by their owners (unit_store, leader_store, army_store, ...).
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

// --- The battle at a place (battles/battle_setup.cpp).
// The sides with an army at the place, in side order ("" when a side has no colour).
struct SideAtPlace {
    std::string id, name, colour;
};
std::vector<SideAtPlace> readSidesAt(SQLite::Database& db, std::int64_t placeKey);

// The active leaders of the armies at the place and of their battals and units with men
// present, in leader order.
struct LeaderAtPlace {
    std::string id, name, side, rank;
    int cv = 0;
    std::string character;  // "" when none
};
std::vector<LeaderAtPlace> readActiveLeadersAt(SQLite::Database& db, std::int64_t placeKey);

// Every unit with men present in the armies at the place, by army, battal and unit; each with
// its army and battal, and the ids of the leaders of all three ("" when none).
struct UnitAtPlace {
    std::string armyId, armyName, side, armyLeader;
    std::string battalId, battalName;
    BattalOrders battalOrders = BattalOrders::Hold;
    std::string battalLeader;
    std::string id, name, type;
    TroopClass troopClass = TroopClass::C;
    Men present = 0;
    // The roster's own overrides of the troop type, "" when none.
    std::string protection, formation, weapons;
    std::string leader;
};
std::vector<UnitAtPlace> readUnitsAt(SQLite::Database& db, std::int64_t placeKey);

// --- What an outcome names (battles/apply_outcome.cpp).
// A roster unit an outcome line refers to.
struct RosterUnit {
    std::int64_t key = 0;
    std::string id;
    std::string name;
    std::string side;  // side id
    std::string type;
    TroopClass troopClass = TroopClass::C;
    Men present = 0;
    // The roster's own overrides of the troop type ("" when none): a protection code ("AI") and
    // weapon ids, comma-separated, as the unit fights them (unitAsFought).
    std::string protection = {};
    std::string weapons = {};
};

// Every unit of the side (by id), in the file's order, with the place its army stands at
// (none: on the march).
struct RosterUnitAt {
    RosterUnit unit;
    std::optional<std::int64_t> place;
};
std::vector<RosterUnitAt> readRosterUnitsOfSide(SQLite::Database& db, const std::string& side);

struct RosterLeader {
    std::int64_t key = 0;
    std::string id;
    std::string name;
    std::string side;
    std::string rank;
    LeaderStatus status = LeaderStatus::Active;
};
// Every leader, in the file's order.
std::vector<RosterLeader> readRosterLeaders(SQLite::Database& db);

// The armies whose troops the leader leads (the army, or battals or units of it), in army
// order, each with its place's name ("" for an army on the march).
struct LedArmy {
    std::int64_t army = 0;
    std::string placeName;
};
std::vector<LedArmy> readArmiesLedBy(SQLite::Database& db, std::int64_t leaderKey);

// --- The campaign factors of the units at a battle (battles/battle_factors.cpp).
struct PastBattle {
    DayNumber day;
    std::string result;  // victory, defeat or draw
    std::string placeName;
};
struct LeaderLost {
    std::string name;
    LeaderStatus status = LeaderStatus::Active;
};
struct FactorUnit {
    std::string id, name, type, armyName, side;
    std::optional<DayNumber> lastForcedMarch;
    std::int64_t arrearsDays = 0;
    // The leaders of its unit, battal and army, in that order, when it has them.
    std::vector<LeaderLost> leaders;
    std::vector<PastBattle> battles;         // by day
    std::vector<DayNumber> woundedReturned;  // the days its wounded came back to duty
};
// The units of the armies in the battle pending at the place, else of every army standing there
// (none merged into another), by army, battal and unit.
std::vector<FactorUnit> readFactorUnits(SQLite::Database& db, std::int64_t placeKey);

}  // namespace seneschal::campaign
