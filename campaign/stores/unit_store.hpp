#pragma once
// The roster's units and where their men are: the one writer of `battal`, `unit`,
// `wounded_batch`, `captive_batch` and `depot_batch` (docs/architecture.md, "Who writes each
// table"). Men only move between these columns and batches (conservation,
// campaign/file/check.cpp), so they are moved here; and every move an action makes writes its
// ledger lines in the same call, so that no caller can move men the ledger does not show.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

// --- A battle's aftermath (campaign/battles/apply_outcome.cpp): the fate's ledger line, then
// "present", both with the aftermath's note.

// Present down, dead up.
void killMen(ActionContext& context, std::int64_t unit, Men men, const std::string& note);
// Present down into a wounded batch that returns on `returns`.
void woundMen(ActionContext& context, std::int64_t unit, Men men, DayNumber returns,
              const std::string& note);
// Present down, deserted up.
void desertInBattle(ActionContext& context, std::int64_t unit, Men men, const std::string& note);
// Present down into a batch held by `captor`; returns the batch's key.
std::int64_t captureMen(ActionContext& context, std::int64_t unit, Men men, std::int64_t captor,
                        const std::string& note);

// --- Men who leave between battles: "present" down, then "deserted" up, each with `why` and
// `cause` (the action's own cause unless given): feudal service over, stragglers of a march.
void sendMenHome(ActionContext& context, std::int64_t unit, Men men, const std::string& why,
                 std::optional<Cause> cause = std::nullopt);

// A wounded batch is healed: its men are present again ("wounded" down, "present" up).
void healWounded(ActionContext& context, std::int64_t batch, std::int64_t unit, Men men);

// --- Captives (campaign/stores/captives.cpp, the ransom record, says when).
// The batch is no longer held ("captive" down, noted `status`); the caller sends the men on.
void releaseCaptiveBatch(ActionContext& context, std::int64_t batch, std::int64_t unit, Men men,
                         CaptiveStatus status);
// Released men rejoin their unit's present.
void rejoinUnit(ActionContext& context, std::int64_t unit, Men men, const std::string& note);
// Released men whose unit is gone wait at their side's depot (`place`, or at home off the map).
void sendToDepot(ActionContext& context, std::int64_t unit, std::int64_t side,
                 std::optional<std::int64_t> place, Men men, const std::string& note);
// The batch is slaughtered (GA-QUARTER): "captive" down ("executed"), "dead" up with `note`.
void slaughterCaptiveBatch(ActionContext& context, std::int64_t batch, std::int64_t unit, Men men,
                           const std::string& note);

// --- Recruits and edits.
void renameUnit(ActionContext& context, std::int64_t unit, const std::string& oldName,
                const std::string& newName);
// Men recruited into an existing unit: present and recruited up.
void reinforceUnit(ActionContext& context, std::int64_t unit, Men men, const std::string& note);

// The umpire's correction (issue 34): the unit's men present become `men`, the difference
// booked as men mustered (more or fewer), so that every man is still accounted for; "present"
// and "mustered" lines, both noted `note`. Refuses a correction that would leave the unit
// having mustered fewer than none.
void correctUnitMen(ActionContext& context, std::int64_t unit, Men men, const std::string& note);

// The leader who leads the unit (issue 34, a leader added to lead it); a "leader" line noted
// `note`.
void setUnitLeader(ActionContext& context, std::int64_t unit, std::int64_t leader,
                   const std::string& note);

struct NewUnit {
    std::string slug, name;
    std::int64_t battal = 0;
    std::string type;
    TroopClass troopClass = TroopClass::C;
    Men men = 0;  // recruited, all present
};
// A unit raised by recruiting; returns its key.
std::int64_t raiseUnit(ActionContext& context, const NewUnit& unit, const std::string& note);

// --- Battals and the army a unit serves in (splitting and merging armies).
// A new battal with no leader; returns its key.
std::int64_t addBattal(SQLite::Database& db, const std::string& slug, const std::string& name,
                       std::int64_t army, BattalOrders orders);
// The battal joins `army`: an "army" line, noted `note`, for each of its units.
void moveBattal(ActionContext& context, std::int64_t battal, std::int64_t army,
                const std::string& note);
// The unit joins `battal` of `army`, with an "army" line noted `note`.
void moveUnit(ActionContext& context, std::int64_t unit, std::int64_t battal, std::int64_t army,
              const std::string& note);
// The battal joins `army` under `name` in a merge: no line of its own (the merge's ledger lines
// are the armies').
void mergeBattal(SQLite::Database& db, std::int64_t battal, std::int64_t army,
                 const std::string& name);

// --- Reads.
// The army's battals, and its units, in the file's order: key, id and name (for findAmong).
std::vector<Found> readBattalsOfArmy(SQLite::Database& db, std::int64_t army);
std::vector<Found> readUnitsOfArmy(SQLite::Database& db, std::int64_t army);

// Where a unit serves and what it is.
struct UnitFacts {
    std::int64_t battal = 0, army = 0, side = 0;
    std::string type;
    TroopClass troopClass = TroopClass::C;
    std::string placeName;  // where its army stands; "" when it is on the march
};
std::optional<UnitFacts> readUnitFacts(SQLite::Database& db, std::int64_t unit);

struct BattalFacts {
    std::string id, name;
    BattalOrders orders = BattalOrders::Hold;
    std::int64_t army = 0;
};
std::optional<BattalFacts> readBattal(SQLite::Database& db, std::int64_t battal);

// Whether the battal has a unit called `name`.
bool battalHasUnitNamed(SQLite::Database& db, std::int64_t battal, const std::string& name);

// Every unit of the side's armies, in the file's order.
struct SideUnit {
    std::string id, name, type;
    TroopClass troopClass = TroopClass::C;
};
std::vector<SideUnit> readUnitsOfSide(SQLite::Database& db, std::int64_t side);

// The wounded batches due back by `day` (one overdue in an imported file too), oldest first.
struct WoundedDue {
    std::int64_t batch = 0, unit = 0;
    Men men = 0;
    std::string unitName;
};
std::vector<WoundedDue> readWoundedDue(SQLite::Database& db, DayNumber day);

// The men waiting at depots, in the order they came (place none: at home, off the map).
struct DepotRow {
    std::int64_t unit = 0, side = 0;
    std::optional<std::int64_t> place;
    Men men = 0;
    DayNumber since;
};
std::vector<DepotRow> readDepotRows(SQLite::Database& db);

// --- A new campaign's roster, row by row with the keys the import gives (its statements are
// prepared once: an import writes thousands of rows).
class RosterImport {
  public:
    explicit RosterImport(SQLite::Database& db);
    void battal(std::int64_t key, const Battal& battal, std::int64_t army,
                std::optional<std::int64_t> leader);
    void unit(std::int64_t key, const Unit& unit, std::int64_t battal,
              std::optional<std::int64_t> leader);
    void wounded(std::int64_t unit, const WoundedBatch& batch);
    void captives(std::int64_t unit, Men men, std::int64_t captor);

  private:
    SQLite::Statement battal_, unit_, wounded_, captive_;
};

// Men waiting at a depot, as a scenario's state gives them.
class DepotImport {
  public:
    explicit DepotImport(SQLite::Database& db);
    void add(std::int64_t unit, std::int64_t side, std::optional<std::int64_t> place, Men men,
             DayNumber since);

  private:
    SQLite::Statement insert_;
};

}  // namespace seneschal::campaign
