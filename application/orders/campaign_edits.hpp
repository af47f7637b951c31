#pragma once
// A game master's own campaign, made and edited by hand (issue 34): a blank campaign, then its
// places, routes, sides, armies, battals, units and leaders added one at a time, each an
// undoable action (campaign/actions/edit_actions.hpp) checked as a scenario's would be. Every
// refusal is a UserError that starts with the option at fault ("--x: ..."), and nothing is
// written.
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "application/files/campaign_files.hpp"
#include "application/orders/order_result.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/map_store.hpp"

namespace seneschal::application {

// The words a place, a route and a leader may take (campaign/stores/vocabulary.hpp), in the
// order a person is offered them, for the desk's editors.
std::vector<std::string> placeKinds();
std::vector<std::string> terrains();
std::vector<std::string> routeKinds();
std::vector<std::string> leaderRanks();
std::vector<std::string> leaderCharacters();  // GA-OPT-CHAR

// `new --blank`: a campaign with no sides, places, routes, leaders or armies, only its name,
// start date, reckoning, rule set, currency and the size of its map, made through the same
// import as a scenario file (docs/campaign-file.md, "A blank campaign").
struct BlankCampaignRequest {
    std::filesystem::path campaign;
    std::string name;
    std::string start;                     // YYYY-MM-DD
    std::optional<std::string> reckoning;  // julian or gregorian; by the year when not given
    std::string rules = "godsacre";
    std::string currency = "pounds";
    std::int64_t width = 1000;
    std::int64_t height = 1000;
    // The map's scale, for the scale bar and the days a new route is proposed; none: no scale.
    std::optional<double> milesPerUnit;
    bool replace = false;
    std::optional<std::uint64_t> seed = std::nullopt;  // the campaign's own seed; new when none
};
NewCampaignSummary newBlankCampaign(const BlankCampaignRequest& request);

struct AddPlaceRequest {
    std::string name;
    std::int64_t x = 0;
    std::int64_t y = 0;
    std::string kind = "town";
    std::string terrain = "open";
    std::optional<std::string> owner;  // side, id or name
};
OrderResult addPlace(campaign::CampaignFile& file, const AddPlaceRequest& request);

// `edit place set`: what is given changes, the rest stays.
struct SetPlaceRequest {
    std::string place;  // id or name
    std::optional<std::string> name, kind, terrain;
    std::optional<std::int64_t> x, y;
    std::optional<std::string> owner;  // a side, id or name
    bool noOwner = false;              // held by nobody
};
OrderResult setPlace(campaign::CampaignFile& file, const SetPlaceRequest& request);

// `edit place remove`: refused, naming them, while an army, a march, a battle or a depot is
// there.
OrderResult removePlace(campaign::CampaignFile& file, const std::string& place);

// The days a route between two places would take, proposed from the map (strategy.xml
// <routeDays>, campaign/strategy/route_days.hpp): the straight distance at the map's scale over
// the rate for the kind. Refused naming the option ("--from: ...", "--kind: ...") for an unknown
// place or kind, and, saying to give the days, on a map with no scale.
struct RouteDaysProposal {
    std::int64_t footDays = 1;
    std::int64_t mountedDays = 1;
    double miles = 0;  // as the crow flies
    // "21 miles as the crow flies: 2 days on foot, 1 mounted (road: 9 and 18 miles a day)"
    std::string reasoning;
};
RouteDaysProposal proposeRouteDays(campaign::CampaignFile& file, const std::string& from,
                                   const std::string& to, const std::string& kind);

// Days not given are proposed (proposeRouteDays); both given, the map needs no scale.
struct AddRouteRequest {
    std::string from;  // places, id or name
    std::string to;
    std::string kind = "road";
    std::optional<std::int64_t> footDays;
    std::optional<std::int64_t> mountedDays;
};
OrderResult addRoute(campaign::CampaignFile& file, const AddRouteRequest& request);

struct AddSideRequest {
    std::string name;
    std::optional<std::string> colour;  // #rrggbb
    std::int64_t treasury = 0;          // pounds
};
OrderResult addSide(campaign::CampaignFile& file, const AddSideRequest& request);

// `edit side set`: what is given changes; a new treasury is the umpire's correction, with its
// reason.
struct SetSideRequest {
    std::string side;  // id or name
    std::optional<std::string> name, colour;
    std::optional<std::int64_t> treasury;  // pounds
    std::optional<std::string> reason;
};
OrderResult setSide(campaign::CampaignFile& file, const SetSideRequest& request);

struct AddArmyRequest {
    std::string side;  // id or name
    std::string name;
    std::string at;                        // place, id or name
    std::optional<std::string> commander;  // leader, id or name
};
OrderResult addArmy(campaign::CampaignFile& file, const AddArmyRequest& request);

// `edit army set`: its name, its commander (or --no-commander).
struct SetArmyRequest {
    std::string army;  // id or name
    std::optional<std::string> name;
    std::optional<std::string> commander;  // leader, id or name
    bool noCommander = false;
};
OrderResult setArmy(campaign::CampaignFile& file, const SetArmyRequest& request);

// `edit army disband --army A --reason TEXT`: the umpire's correction that takes an army nothing
// is left of off the field (campaign/actions/edit_actions.hpp `DisbandArmy`).
struct DisbandArmyRequest {
    std::string army;  // id or name
    std::string reason;
};
OrderResult disbandArmy(campaign::CampaignFile& file, const DisbandArmyRequest& request);

struct AddBattalRequest {
    std::string army;  // id or name
    std::string name;
};
OrderResult addBattal(campaign::CampaignFile& file, const AddBattalRequest& request);

struct AddUnitRequest {
    std::string battal;  // id or name
    std::string name;
    std::string type;        // a troop type of the campaign's rule book
    std::string troopClass;  // A, B, C or D
    std::int64_t men = 0;
};
OrderResult addUnit(campaign::CampaignFile& file, const AddUnitRequest& request);

struct AddLeaderRequest {
    std::string side;  // id or name
    std::string name;
    std::string rank;
    std::int64_t cv = 1;
    std::optional<std::string> character;
    std::optional<std::string> leads;  // a unit of his side no one leads, id or name
};
OrderResult addLeader(campaign::CampaignFile& file, const AddLeaderRequest& request);

// `edit leader set`: his name, rank, CV, character.
struct SetLeaderRequest {
    std::string leader;  // id or name
    std::optional<std::string> name, rank, character;
    std::optional<std::int64_t> cv;
};
OrderResult setLeader(campaign::CampaignFile& file, const SetLeaderRequest& request);

// `edit unit set --men M --reason TEXT`: the umpire's correction of a unit's men present.
struct CorrectUnitRequest {
    std::string unit;  // id or name
    std::int64_t men = 0;
    std::string reason;
};
OrderResult correctUnit(campaign::CampaignFile& file, const CorrectUnitRequest& request);

// `edit check`: every army of the campaign as God's Acre's army builder sees it (battle/ga/army.hpp
// `checkArmy`, by the campaign's own rule book, its units' men as figures): its points (GA-POINTS,
// GA-CMD-COST) and each rule it breaks, by rule ID (GA-CMD-ARMY, GA-LEAD, GA-BATTAL-COMP, ...),
// side by side. Reads only. The lines to print, and how many rules are broken in all.
struct ArmiesChecked {
    std::vector<std::string> lines;
    std::size_t breaches = 0;
    // GA-POINTS: each unit's points (its figures, weapons included), by unit id; each side's
    // whole points (troops and command, GA-CMD-COST), by side id.
    std::map<std::string, int> unitPoints;
    std::map<std::string, int> sidePoints;
};
ArmiesChecked checkArmies(campaign::CampaignFile& file);

// `edit map picture`: the map's picture (PNG or JPEG), read from `picture` and kept in the
// campaign file, drawn over the map's whole extent. Refused, naming --file, for a file that
// cannot be read, is not a picture or is above drawing/picture.hpp's limits.
OrderResult setMapPicture(campaign::CampaignFile& file, const std::filesystem::path& picture);
// The picture file read and checked as setMapPicture does (also a scenario's <map background>
// when a campaign is made from it): throws UserError naming the file and saying why not.
campaign::MapPicture readMapPictureFile(const std::filesystem::path& picture);
// `edit map picture --remove`.
OrderResult removeMapPicture(campaign::CampaignFile& file);

// `edit map scale`: the map's scale from two points of the map and the miles between them
// (a scale bar's two ends on the picture, two towns a known distance apart).
struct MapScaleRequest {
    double fromX = 0, fromY = 0;
    double toX = 0, toY = 0;
    double miles = 0;  // 0.01 to 100,000
};
OrderResult setMapScale(campaign::CampaignFile& file, const MapScaleRequest& request);
// The same checks, before a campaign is opened: throws UserError naming the option.
void checkMapScale(const MapScaleRequest& request);
// The scale's fields as typed, at the command line or in the desk's dialog: "120,80" a point of
// the map (read as the scenario reads a terrain point), "40" or "12.5" the miles; none when the
// text is not one.
std::optional<std::pair<double, double>> typedMapPoint(const std::string& text);
std::optional<double> typedMiles(const std::string& text);

// The map's picture as the umpire's dialog shows it: its size and format, none without one.
struct MapPictureSummary {
    std::string format;  // "PNG" or "JPEG"
    std::int64_t width = 0, height = 0;
    std::int64_t bytes = 0;
};
std::optional<MapPictureSummary> mapPictureOf(campaign::CampaignFile& file);

}  // namespace seneschal::application
