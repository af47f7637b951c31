#pragma once
// The owner of who holds each place as the campaign runs: its owner (place.owner_side_id) and
// the side holding it unopposed since a day (place_holding), the two steps of a place changing
// hands (campaign/strategy/march.cpp); the import of a new campaign writes the places through
// PlaceImport.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/calendar/calendar.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

// A new campaign's places, written once by the import (stores/repository.cpp).
class PlaceImport {
  public:
    explicit PlaceImport(SQLite::Database& db);
    void add(std::int64_t key, const Place& place, std::optional<std::int64_t> ownerKey);

  private:
    SQLite::Statement insert_;
};

// The place changes hands (to nobody when `sideKey` is none); records the "owner" ledger line.
void setPlaceOwner(ActionContext& context, std::int64_t placeKey,
                   std::optional<std::int64_t> sideKey, const std::string& ledgerText);

// The umpire's edit of a place (issue 34): its name, kind, terrain and position become
// `place`'s (its id and owner stay); a "place" ledger line noted `ledgerText`.
void updatePlace(ActionContext& context, std::int64_t placeKey, const Place& place,
                 const std::string& ledgerText);
// The place taken off the map, with whoever held it unopposed (issue 34); a "place" ledger line
// noted `ledgerText`. Its routes are removed first (campaign_store.hpp removeRoutesOf); anything
// else that names it (an army, a march, a battle) the caller has refused.
void removePlace(ActionContext& context, std::int64_t placeKey, const std::string& ledgerText);

// The side holding the place unopposed since `since`, or nobody.
struct PlaceHoldingRow {
    std::int64_t side = 0;
    DayNumber since;
};
void writePlaceHolding(SQLite::Database& db, std::int64_t placeKey,
                       const std::optional<PlaceHoldingRow>& holding);

// --- Reads.
// The side that owns the place, if any: its id and name.
struct PlaceOwner {
    std::string id, name;
};
std::optional<PlaceOwner> readPlaceOwner(SQLite::Database& db, std::int64_t placeKey);

// Every place held unopposed, by place key in order.
std::vector<std::pair<std::int64_t, PlaceHoldingRow>> readPlaceHoldings(SQLite::Database& db);

}  // namespace seneschal::campaign
