#pragma once
// The leaders: the one writer of `leader` (docs/architecture.md, "Who writes each table"). A
// leader's status (active, wounded, captive, dead) changes here with its "status" ledger line
// in the same call, so that no caller can change one without the other.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

// --- A battle's aftermath: each line reads "<was> -> <status> <note>".
void killLeader(ActionContext& context, std::int64_t leader, LeaderStatus was,
                const std::string& note);
void woundLeader(ActionContext& context, std::int64_t leader, DayNumber until, LeaderStatus was,
                 const std::string& note);
void captureLeader(ActionContext& context, std::int64_t leader, std::int64_t captor,
                   LeaderStatus was, const std::string& note);

// A wounded leader whose day has come is active again.
void healLeader(ActionContext& context, std::int64_t leader);
// A captive leader comes home (ransom `status`: paid, paroled, released, escaped).
void freeLeader(ActionContext& context, std::int64_t leader, CaptiveStatus status);
// A captive leader is executed by his captor.
void executeLeader(ActionContext& context, std::int64_t leader, const std::string& captorName);

// A new campaign's leaders, row by row with the keys the import gives.
// The umpire's edit of a leader (issue 34): his name, rank, CV and character become `leader`'s
// (his side and status stay); a "leader" ledger line noted `ledgerText`.
void updateLeader(ActionContext& context, std::int64_t leaderKey, const Leader& leader,
                  const std::string& ledgerText);

class LeaderImport {
  public:
    explicit LeaderImport(SQLite::Database& db);
    void add(std::int64_t key, const Leader& leader, std::int64_t side,
             std::optional<std::int64_t> captor);

  private:
    SQLite::Statement insert_;
};

// --- Reads.
// The wounded leaders whose day to recover has come by `day`, in the file's order.
struct RecoveringLeader {
    std::int64_t key = 0;
    std::string name;
};
std::vector<RecoveringLeader> readLeadersRecovering(SQLite::Database& db, DayNumber day);

}  // namespace seneschal::campaign
