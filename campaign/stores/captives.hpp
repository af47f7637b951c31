#pragma once
// Captives held for ransom (docs/rules/aftermath.md, "Applying the aftermath"): a leader, or a
// batch of men of one unit, held by a captor side. While held, a batch's men are counted in
// `captive_batch` (conservation); the `captive` record keeps the ransom, the payments, the
// dates and the status for good. This file is the one writer of `captive`; the men's batches
// and the leaders' status are written by their own stores (unit_store.hpp, leader_store.hpp).
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

struct NewCaptive {
    std::optional<std::int64_t> leader;  // a leader, or
    std::optional<std::int64_t> unit;    // men of a unit
    Men men = 1;
    std::int64_t side = 0;  // the captive's own side
    std::int64_t captor = 0;
    std::string rule;  // GA-RES-LOSE, GA-QUARTER, GA-LEADER-RISK
    DayNumber taken;
    DayNumber demandBy;
    DayNumber deadline;
    std::int64_t ransom = 0;
    LeaderStatus leaderWas = LeaderStatus::Active;  // until now, for the ledger
};

// Takes the men out of the unit's present (or makes the leader captive), with their ledger
// lines noted `note`, and opens the record.
std::int64_t takeCaptive(ActionContext& context, const NewCaptive& captive,
                         const std::string& note);

// A new campaign's captive records (a scenario's state), row by row.
class CaptiveImport {
  public:
    explicit CaptiveImport(SQLite::Database& db);
    struct Row {
        std::int64_t side = 0, captor = 0;
        std::optional<std::int64_t> leader, unit, batch;
        Men men = 1;
        std::string rule;
        DayNumber taken, demandBy;
        std::optional<DayNumber> demanded;
        DayNumber deadline;
        std::int64_t ransom = 0, paid = 0;
        CaptiveStatus status = CaptiveStatus::Held;
    };
    void add(const Row& row);
    // The first batch of `men` men of the unit held by `captor` that no record added yet
    // holds, if any.
    std::optional<std::int64_t> unclaimedBatch(std::int64_t unit, Men men, std::int64_t captor);

  private:
    SQLite::Statement insert_, batch_;
};

// Every captive record as stored, in the order taken (its batch left out).
std::vector<CaptiveImport::Row> readCaptiveRows(SQLite::Database& db);

struct CaptiveLine {
    std::int64_t id = 0;
    std::string who;                   // "Raoul, Count of Eu" or "40 men of Constable's knights"
    std::string kind;                  // "leader" or "men"
    std::string side, captor;          // side ids
    std::string sideName, captorName;  // as people say them: "Kingdom of France"
    Men men = 0;
    std::int64_t ransom = 0, paid = 0;
    std::string taken, demandBy, demanded, deadline;  // ISO dates; demanded empty if not yet
    CaptiveStatus status = CaptiveStatus::Held;
    std::int64_t leaderKey = 0, unitKey = 0, sideKey = 0, captorKey = 0;
    std::int64_t batchKey = 0;  // 0 once the men are no longer held
};

std::vector<CaptiveLine> readCaptives(SQLite::Database& db);
// Throws UserError naming the id when there is no such captive.
CaptiveLine readCaptive(SQLite::Database& db, std::int64_t id);

// The captive comes home: a leader is active again; men rejoin their unit if it still exists
// (it has men present or wounded to come back), otherwise wait at their side's depot. Sets the
// new status and returns a sentence for the chronicle.
std::string returnCaptiveHome(ActionContext& context, const CaptiveLine& captive,
                              CaptiveStatus status);

// --- The ransom's course (campaign/actions/ransom_actions.cpp). `captive` is as read before the
// change. Each writes the record and its ledger line, when the change has one.
// The captor demands `ransom` on `day`; the ledger line's note is `note`.
void demandRansom(ActionContext& context, const CaptiveLine& captive, DayNumber day,
                  std::int64_t ransom, const std::string& note);
// A paroled captive's debt is forgiven: released.
void forgiveParoleDebt(ActionContext& context, const CaptiveLine& captive);
// The captive's side refuses to pay.
void refuseRansom(ActionContext& context, const CaptiveLine& captive);
// A payment of `amount` towards the ransom (the treasuries' lines say who paid whom).
void addRansomPaid(SQLite::Database& db, std::int64_t captive, std::int64_t amount);
// The new status alone: paid, part-paid.
void setCaptiveStatus(SQLite::Database& db, std::int64_t captive, CaptiveStatus status);
// Executed: the record no longer holds a batch (the unit and leader stores write the deaths).
void markExecuted(SQLite::Database& db, std::int64_t captive);

// The depot of a side (docs/rules/aftermath.md): the place of its largest army standing at a
// place, else the first place it owns, else none (the men wait at home, off the map).
std::optional<std::int64_t> depotPlace(SQLite::Database& db, std::int64_t side);

struct TreasuryLine {
    std::string side, name;
    std::int64_t treasury = 0;
    std::int64_t ransomsOwed = 0;  // still unpaid on its men and leaders held by others
    std::int64_t ransomsDue = 0;   // still unpaid on the captives it holds
};
std::vector<TreasuryLine> readTreasury(SQLite::Database& db);

// The ransoms that fall due on `day`: a demand the captor should make today (a captive still
// only held), or the deadline of one not yet settled; in the order taken.
struct RansomDue {
    std::int64_t captive = 0;
    std::string who;  // the leader's name, or "40 men of Constable's knights"
    std::string captorName, sideName;
    std::int64_t owed = 0;
    bool demandDue = false, deadlineDue = false;
};
std::vector<RansomDue> readRansomsDue(SQLite::Database& db, DayNumber day);

}  // namespace seneschal::campaign
