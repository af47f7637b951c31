#pragma once
// The owner of the armies' rows as the campaign runs (army, army_march, army_order_stop,
// army_merged, army_disbanded): where an army stands or marches, its forced march and the place it
// came from, its orders, and the armies folded into another. Every change an action makes here is
// written with its ledger line by the same call; the import of a new campaign writes its first rows
// through ArmyImport.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/calendar/calendar.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

// Where an army is: at a place, or on a route heading for one with days to go.
struct ArmyPosition {
    std::optional<std::int64_t> place;
    std::optional<std::int64_t> route;
    std::optional<std::int64_t> heading;
    std::optional<std::int64_t> daysLeft;
};

// Moves the army and records the move ("place" ledger line, `ledgerText`).
void moveArmy(ActionContext& context, std::int64_t armyKey, const ArmyPosition& to,
              const std::string& ledgerText);

// GA-RES-LOSE: a beaten army leaves the field for `placeKey` and its march orders end; the
// ledger line (cause battle) is the sentence.
void withdrawArmy(ActionContext& context, std::int64_t armyKey, std::int64_t placeKey,
                  const std::string& sentence);

// An army's forced march, the day it last marched forced and the place it came from.
struct ArmyMarchRow {
    bool forced = false;
    std::optional<DayNumber> lastForced;
    std::optional<std::int64_t> cameFrom;
};
void writeArmyMarch(SQLite::Database& db, std::int64_t armyKey, const ArmyMarchRow& row);

// The army's orders: the places still to reach, in order (empty: halted).
void writeArmyOrders(SQLite::Database& db, std::int64_t armyKey,
                     const std::vector<std::int64_t>& stops);

// A new army split from `fromKey`: of its side, where it stands, with its march and orders,
// no leader. Returns the new army's key; records "split from <from>".
std::int64_t insertSplitArmy(ActionContext& context, std::int64_t fromKey,
                             const std::string& fromName, const std::string& slug,
                             const std::string& name);

// `armyKey` is folded into `keeperKey` today: its march and orders end; records
// "merged into <keeper>".
void markArmyMerged(ActionContext& context, std::int64_t armyKey, std::int64_t keeperKey,
                    const std::string& keeperName);

// The umpire disbands `armyKey` today (issue 34), nothing of it being left: its march and orders
// end, its commander is free; records "disbanded: <reason>".
void markArmyDisbanded(ActionContext& context, std::int64_t armyKey, const std::string& reason);

// A new campaign's armies, written once by the import (stores/repository.cpp), rows numbered
// in document order.
// The umpire's edit of an army (issue 34): its name and commander (none: no one); an "army"
// ledger line noted `ledgerText`.
void updateArmy(ActionContext& context, std::int64_t armyKey, const std::string& name,
                std::optional<std::int64_t> leaderKey, const std::string& ledgerText);

class ArmyImport {
  public:
    explicit ArmyImport(SQLite::Database& db);
    void add(std::int64_t key, const Army& army, std::int64_t sideKey,
             std::optional<std::int64_t> leaderKey, const ArmyPosition& at);

  private:
    SQLite::Statement insert_;
};

// A scenario's armies' march state, written into a new campaign (scenarios/scenario_state.cpp).
void insertArmyMerged(SQLite::Database& db, std::int64_t armyKey, std::int64_t keeperKey,
                      DayNumber day);
void insertArmyDisbanded(SQLite::Database& db, std::int64_t armyKey, DayNumber day,
                         const std::string& reason);

// --- Reads.
// An army as a recruit or a split sees it: its name and id, where it stands (none: on the
// march) and its side.
struct ArmyFacts {
    std::string id, name;
    std::optional<std::int64_t> place;
    std::int64_t side = 0;
    std::string sideName;
};
std::optional<ArmyFacts> readArmy(SQLite::Database& db, std::int64_t armyKey);

// Whether an army is called `name` exactly (a new army's name must be its own).
bool armyNameTaken(SQLite::Database& db, const std::string& name);

// Where the army with this id stands: its place's id, or none while it marches.
std::optional<std::string> readArmyPlaceId(SQLite::Database& db, const std::string& armyId);
// Whether the army with this id has places still to reach.
bool armyHasOrders(SQLite::Database& db, const std::string& armyId);

// The march rows by army key, every army's orders as (army, place) in order, and the armies
// folded into others (scenarios/scenario_state.cpp writes them back out).
std::map<std::int64_t, ArmyMarchRow> readArmyMarches(SQLite::Database& db);
std::vector<std::pair<std::int64_t, std::int64_t>> readArmyOrderStops(SQLite::Database& db);
struct ArmyMergedRow {
    std::int64_t army = 0, into = 0;
    DayNumber day;
};
std::vector<ArmyMergedRow> readArmyMergedRows(SQLite::Database& db);
struct ArmyDisbandedRow {
    std::int64_t army = 0;
    DayNumber day;
    std::string reason;
};
std::vector<ArmyDisbandedRow> readArmyDisbandedRows(SQLite::Database& db);

// What is left of an army, which must be nothing for the umpire to disband it: men present in
// its units, wounded returning to them, held captive who may be ransomed back to them, gathered
// at a depot for them; and the place of a pending battle it stands at (empty: none).
struct ArmyRemains {
    Men present = 0, wounded = 0, captive = 0, depot = 0;
    std::string pendingBattleAt;
    Men men() const { return present + wounded + captive + depot; }
};
ArmyRemains readArmyRemains(SQLite::Database& db, std::int64_t armyKey);

}  // namespace seneschal::campaign
