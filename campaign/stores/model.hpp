#pragma once
// A whole campaign at one moment, in memory: what a scenario file describes and what the
// campaign file stores. Elements refer to each other by id (slug), as in the scenario file;
// the database's integer keys never leave the repository. Men are the unit of account.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/calendar/calendar.hpp"
#include "campaign/stores/model_enums.hpp"

namespace seneschal::campaign {

using Men = std::int64_t;

struct CampaignInfo {
    std::string id;
    std::string name;
    std::string description;
    std::string rules = "godsacre";
    Reckoning reckoning = Reckoning::Julian;
    DayNumber start;
    DayNumber date;  // the campaign's current date
    std::string currency;
    std::vector<std::string> options;  // optional rules switched on, by id
    std::int64_t mapWidth = 1000;
    std::int64_t mapHeight = 1000;
    std::optional<std::string> mapBackground;
    // The map's scale (for its scale bar) and how it was projected from latitude and longitude.
    std::optional<double> mapMilesPerUnit;
    std::optional<std::string> mapProjection;
    std::optional<std::string> mapSource;  // where the terrain layer comes from, its licence
};

// A point of the map, in map units (x to the right, y downwards).
struct MapPoint {
    double x = 0;
    double y = 0;
    friend bool operator==(const MapPoint&, const MapPoint&) = default;
};

// One feature of the map's terrain layer, drawn under places and routes: an area (land, wood,
// marsh: a closed polygon) or a line (coast, river).
struct TerrainFeature {
    std::string kind;  // vocabulary::kTerrainFeatures
    std::optional<std::string> name;
    std::vector<MapPoint> points;
    friend bool operator==(const TerrainFeature&, const TerrainFeature&) = default;
};

struct Side {
    std::string id;
    std::string name;
    std::optional<std::string> colour;
    std::int64_t treasury = 0;
    // Played by the programmed opponent (issue 36), with its character: "cautious" or "bold".
    bool programmed = false;
    std::string character = "cautious";
};

struct Place {
    std::string id;
    std::string name;
    std::string kind;  // town, castle, ford, bridge, abbey, field
    std::int64_t x = 0;
    std::int64_t y = 0;
    std::optional<std::string> owner;  // side id
    std::string terrain;
};

struct Route {
    std::string from;  // place ids
    std::string to;
    std::string kind;  // road, track, river-crossing
    std::int64_t footDays = 1;
    std::int64_t mountedDays = 1;
};

struct Leader {
    std::string id;
    std::string name;
    std::string side;
    std::string rank;
    std::int64_t cv = 1;
    std::optional<std::string> character;
    LeaderStatus status = LeaderStatus::Active;
    std::optional<DayNumber> woundedUntil;
    std::optional<std::string> captor;  // side id
};

struct WoundedBatch {
    Men men = 0;
    DayNumber returns;
};

struct CaptiveBatch {
    Men men = 0;
    std::string captor;  // side id
};

struct Unit {
    std::string id;
    std::string name;
    std::string type;                       // troop type id of the rules
    TroopClass troopClass = TroopClass::C;  // set by whoever reads the unit
    std::optional<std::string> protection;  // overrides of the troop type
    std::optional<std::string> formation;
    std::optional<std::vector<std::string>> weapons;
    std::optional<std::string> leader;
    Men present = 0;
    Men mustered = 0;
    Men recruited = 0;
    Men dead = 0;
    Men deserted = 0;
    std::vector<WoundedBatch> wounded;
    std::vector<CaptiveBatch> captives;

    Men woundedTotal() const;
    Men captiveTotal() const;
    // Conservation: every man mustered or recruited is present, wounded, captive, dead or
    // deserted.
    bool balances() const;
};

struct Battal {
    std::string id;
    std::string name;
    std::optional<std::string> leader;
    BattalOrders orders = BattalOrders::Hold;
    std::vector<Unit> units;
};

struct Army {
    std::string id;
    std::string name;
    std::string side;
    std::optional<std::string> leader;
    std::optional<std::string> place;      // at a place, or on the route from `routeFrom` to
    std::optional<std::string> routeFrom;  // `routeTo` with `daysLeft` days to go
    std::optional<std::string> routeTo;
    std::optional<std::int64_t> daysLeft;
    std::vector<Battal> battals;
    // The army it was merged into (army_merged): gone from the field and from every list a
    // person reads, kept in the file for the ledger, the chronicle and undo.
    std::optional<std::string> mergedInto;
    bool mergedAway() const { return mergedInto.has_value(); }
    // Disbanded by the umpire once nothing of it was left (army_disbanded): gone like a merged
    // army, into no other.
    bool disbanded = false;
    // Merged away or disbanded: no longer on the field.
    bool gone() const { return mergedAway() || disbanded; }
};

struct CampaignSnapshot {
    CampaignInfo info;
    std::vector<Side> sides;
    std::vector<Place> places;
    std::vector<Route> routes;
    std::vector<TerrainFeature> terrain;
    std::vector<Leader> leaders;
    std::vector<Army> armies;

    const Army* findArmy(const std::string& id) const;  // none when no army has the id
};

std::string joinIds(const std::vector<std::string>& ids);  // "lance,sword"
std::vector<std::string> splitIds(const std::string& text);

}  // namespace seneschal::campaign
