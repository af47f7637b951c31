#pragma once
// The campaign's own row, its optional rules and the routes of its map: the one writer of
// `campaign`, `campaign_option` and `route` (docs/architecture.md, "Who writes each table"). All
// are set by the import; afterwards only the date moves (AdvanceCalendar), routes are added and
// removed by hand, and an older file's map picture path is forgotten.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <string>

#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

// The campaign's row and options, once, into a file holding the empty schema.
void insertCampaignInfo(SQLite::Database& db, const CampaignInfo& info);

// Today's date. Advance writes its ledger line once for all the days it moves.
void setCampaignDay(SQLite::Database& db, DayNumber day);

// An older file's map picture, a path beside it (campaign.map_background), forgotten: the
// umpire took the map's picture away (map_store.hpp removeMapPicture).
void forgetMapBackground(SQLite::Database& db);

// A new campaign's routes, row by row with the keys the import gives.
class RouteImport {
  public:
    explicit RouteImport(SQLite::Database& db);
    void add(std::int64_t key, std::int64_t from, std::int64_t to, const Route& route);

  private:
    SQLite::Statement insert_;
};

// The key a new route takes (issue 34: routes are added and removed by hand): one past the
// highest.
std::int64_t nextRouteKey(SQLite::Database& db);
// Every route to or from the place, removed with it (place_store.hpp removePlace).
void removeRoutesOf(SQLite::Database& db, std::int64_t placeKey);

// Today's date alone.
DayNumber readCampaignDay(SQLite::Database& db);

// The id of the rule set the campaign is played with (its `rules`): "godsacre".
std::string readCampaignRulesId(SQLite::Database& db);

}  // namespace seneschal::campaign
