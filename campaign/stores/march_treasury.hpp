#pragma once
// A side's money in pence. `side.treasury` holds whole pounds (what the scenario file, ransoms
// and listings use); `side_purse.pence` the odd pence below a pound (0..239) that daily pay in
// pence leaves. Together they are exact: pence = treasury × 240 + purse. This file is the one
// writer of both tables.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/stores/model.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign {

// A side's money in pence: its treasury's pounds at `perPound` (the campaign's strategy rules)
// and its purse's odd pence.
strategy::Pence sidePence(SQLite::Database& db, std::int64_t sideKey, strategy::Pence perPound);

// Sets the side's money to `pence` (>= 0), with a ledger line for the pounds and one for the
// odd pence that changed, each carrying `why`.
void setSidePence(ActionContext& context, std::int64_t sideKey, strategy::Pence pence,
                  const std::string& why);

// The umpire's edit of a side (issue 34): its name and colour; a "side" ledger line noted
// `ledgerText`. Its money changes through setSidePence.
void updateSide(ActionContext& context, std::int64_t sideKey, const Side& side,
                const std::string& ledgerText);

// Moves whole pounds from one side's treasury to another's (a ransom paid), with a ledger line
// for each side: the payer's noted `paidNote`, the receiver's `receivedNote`, both naming the
// leader or unit paid for.
struct PoundsTransfer {
    std::int64_t from = 0, to = 0;
    std::int64_t pounds = 0;
    std::string paidNote, receivedNote;
    std::optional<std::int64_t> leader, unit;
};
void transferPounds(ActionContext& context, const PoundsTransfer& transfer);

// A new campaign's sides and their odd pence, row by row with the keys the import gives.
class SideImport {
  public:
    explicit SideImport(SQLite::Database& db);
    void add(std::int64_t key, const Side& side);

  private:
    SQLite::Statement insert_;
};
class PurseImport {
  public:
    explicit PurseImport(SQLite::Database& db);
    void add(std::int64_t side, strategy::Pence pence);

  private:
    SQLite::Statement insert_;
};

// A side's name and its treasury in whole pounds.
struct SideTreasury {
    std::string name;
    std::int64_t pounds = 0;
};
SideTreasury readSideTreasury(SQLite::Database& db, std::int64_t sideKey);

// Every side's odd pence, by side key in order.
std::vector<std::pair<std::int64_t, strategy::Pence>> readPurses(SQLite::Database& db);

}  // namespace seneschal::campaign
