#pragma once
// A campaign action: one change the user makes (a march, a recruitment, a ransom, an edit),
// written as a plain command class. `perform` (action_log.hpp) runs it in one transaction,
// records its ledger entries and keeps what it changed for undo. The GUI wraps these for
// wxCommandProcessor; `describe()` gives its "Undo March to Crécy" text.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "campaign/calendar/calendar.hpp"

namespace seneschal::campaign {

struct RulesBundle;
class LedgerWriter;
namespace sql {
class QueryCache;
}  // namespace sql

// Why the roster changed. Every ledger entry carries one.
enum class Cause { Battle, March, Advance, Ransom, Edit, Recruit, Import };
const char* toString(Cause cause);

// One line of the ledger: what changed in one subject, and by how much.
struct LedgerEntry {
    LedgerEntry(std::string whatChanged, std::int64_t by, std::string why = {})
        : what(std::move(whatChanged)), change(by), note(std::move(why)) {}
    LedgerEntry& forSide(std::int64_t key) {
        side = key;
        return *this;
    }
    LedgerEntry& forArmy(std::int64_t key) {
        army = key;
        return *this;
    }
    LedgerEntry& forUnit(std::int64_t key) {
        unit = key;
        return *this;
    }
    LedgerEntry& forLeader(std::int64_t key) {
        leader = key;
        return *this;
    }

    std::string what;  // the quantity that changed: "present", "treasury", "status", ...
    std::int64_t change = 0;
    std::string note;                  // for a change that is not a number: "Caen -> Lisieux"
    std::optional<Cause> cause;        // the action's own cause unless given
    std::optional<std::int64_t> side;  // the subject, by database key
    std::optional<std::int64_t> army;
    std::optional<std::int64_t> unit;
    std::optional<std::int64_t> leader;
};

// What an action sees while it runs, inside its transaction.
class ActionContext {
  public:
    ActionContext(SQLite::Database& db, std::int64_t actionId, DayNumber date, Cause cause);
    ~ActionContext();
    ActionContext(const ActionContext&) = delete;
    ActionContext& operator=(const ActionContext&) = delete;

    SQLite::Database& db() { return db_; }
    DayNumber date() const { return date_; }
    Cause cause() const { return cause_; }
    std::int64_t actionId() const { return actionId_; }
    // What the campaign is played with (campaign/battles/rules.hpp): every rule an action applies
    // comes from here, never from the shipped files directly. Read on first use.
    const RulesBundle& rules();
    void record(LedgerEntry entry);  // entry.cause defaults to the action's cause
    // The day the ledger entries that follow happened, when an action spans several days (the
    // calendar's advance: a wounded man healed on its tenth day is in the ledger on that day, so
    // that a muster roll of any day reads the ledger right). The action's date by default.
    void setEntryDay(DayNumber day) { entryDay_ = day; }

  private:
    SQLite::Database& db_;
    std::int64_t actionId_;
    DayNumber date_;
    DayNumber entryDay_;
    Cause cause_;
    const RulesBundle* rules_ = nullptr;
    std::unique_ptr<LedgerWriter> ledger_;  // prepared on the first line recorded
    // Every statement the action runs through sql::Query or sql::execute, kept prepared while
    // it runs (campaign/file/sql_rows.hpp).
    std::unique_ptr<sql::QueryCache> queries_;
};

// Where the campaign's undo log stands: its newest action and the newest one done. Any action,
// undo or redo (by this program or another on the same file) changes it; a preview made on the
// campaign records it, so that what the preview showed is applied only to the campaign it was
// worked out on (issue 31).
struct CampaignStamp {
    std::int64_t newestAction = 0;
    std::int64_t newestDone = 0;
    friend bool operator==(const CampaignStamp&, const CampaignStamp&) = default;
};

class Action {
  public:
    virtual ~Action() = default;
    virtual std::string name() const = 0;  // "March"
    virtual Cause cause() const = 0;
    // Makes the change. Throws UserError to refuse; nothing is then written.
    virtual void apply(ActionContext& context) = 0;
    // What it did, with the names resolved by apply(): "March English host to Crécy".
    virtual std::string describe() const = 0;
    // Why the campaign must be backed up before this action ("before Battle at Caen"), for an
    // action hard to take back by hand; none for the rest, which are backed up only as the
    // first action of a campaign day (campaign/file/backup.hpp).
    virtual std::optional<std::string> backupReason() const { return std::nullopt; }
    // The campaign this action was worked out on (a preview's): perform refuses it, writing
    // nothing, when the campaign's undo log stands elsewhere by the time it runs.
    virtual std::optional<CampaignStamp> workedOutOn() const { return std::nullopt; }
};

}  // namespace seneschal::campaign
