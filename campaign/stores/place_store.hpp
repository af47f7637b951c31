#pragma once
// The owner of who holds each place as the campaign runs: its owner (place.owner_side_id) and
// the side holding it unopposed since a day (place_holding), the two steps of a place changing
// hands (campaign/strategy/march.cpp). The import of a whole campaign writes the first place
// rows (stores/repository.cpp).
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>

#include "campaign/actions/action.hpp"
#include "campaign/calendar/calendar.hpp"

namespace seneschal::campaign {

// The place changes hands (to nobody when `sideKey` is none); records the "owner" ledger line.
void setPlaceOwner(ActionContext& context, std::int64_t placeKey,
                   std::optional<std::int64_t> sideKey, const std::string& ledgerText);

// The side holding the place unopposed since `since`, or nobody.
struct PlaceHoldingRow {
    std::int64_t side = 0;
    DayNumber since;
};
void writePlaceHolding(SQLite::Database& db, std::int64_t placeKey,
                       const std::optional<PlaceHoldingRow>& holding);

}  // namespace seneschal::campaign
