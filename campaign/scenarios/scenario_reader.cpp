#include "campaign/scenarios/scenario_reader.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "base/count_range.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "base/plain_text.hpp"
#include "battle/ga/army.hpp"
#include "battle/troop_classification.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/limits.hpp"
#include "campaign/scenarios/scenario_state_xml.hpp"
#include "campaign/scenarios/scenario_words.hpp"
#include "campaign/stores/map_store.hpp"
#include "campaign/stores/vocabulary.hpp"

namespace seneschal::campaign {

namespace {

using pugi::xml_node;
namespace words = vocabulary;

class ScenarioReader {
  public:
    explicit ScenarioReader(const XmlSource& source) : src_(source) {}

    ScenarioContents read() {
        const xml_node root = src_.root("scenario");
        src_.onlyAttributes(
            root, {"format", "id", "name", "rules", "start", "date", "reckoning", "currency"});
        const auto format = src_.integer(root, "format", kOldestScenarioFormat, kScenarioFormat);
        if (format < 2) {
            for (std::string_view section : kStateSections) {
                if (const xml_node node = root.child(std::string(section).c_str())) {
                    src_.fail(node, "<" + std::string(section) +
                                        "> needs format=\"2\"; this file says format 1");
                }
            }
        }
        src_.onlyChildren(root,
                          {"description", "options", "sides", "map", "leaders", "army", "captives",
                           "depots", "marches", "holdings", "pay", "battles", "chronicle"});
        readInfo(root);
        for (xml_node side : root.child("sides").children()) readSide(side);
        readMap(root);
        for (xml_node leader : root.child("leaders").children()) readLeader(leader);
        for (xml_node army : root.children("army")) readArmy(army);
        for (const char* single : {"description", "options", "sides", "map", "leaders"}) {
            const auto all = root.children(single);
            if (std::distance(all.begin(), all.end()) > 1) {
                src_.fail(*std::next(all.begin()),
                          std::string("only one <") + single + "> allowed");
            }
        }
        ScenarioContents contents;
        contents.state = readStateSections(src_, root, s_);
        balanceUnits(contents.state);
        contents.campaign = std::move(s_);
        return contents;
    }

  private:
    std::string slug(xml_node node, const char* attribute, std::set<std::string>& seen,
                     const char* kind) {
        std::string id = src_.text(node, attribute);
        if (id.size() > kMaxIdLength) {
            src_.fail(node,
                      "the id is " + std::to_string(id.size()) + " characters long; at most " +
                          std::to_string(kMaxIdLength) + " are allowed",
                      attribute);
        }
        const bool ok =
            (std::isalnum(static_cast<unsigned char>(id[0])) != 0) &&
            id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos;
        if (!ok)
            src_.fail(node, "'" + id + "' is not an id (lowercase letters, digits, '-')",
                      attribute);
        if (!seen.insert(id).second)
            src_.fail(node, std::string("duplicate ") + kind + " id '" + id + "'", attribute);
        return id;
    }

    std::string uniqueName(xml_node node, std::set<std::string>& seen, const char* kind) {
        std::string name = src_.text(node, "name");
        if (const auto problem = nameProblem(name)) src_.fail(node, "no name: " + *problem, "name");
        if (!seen.insert(name).second)
            src_.fail(node, std::string("duplicate ") + kind + " name '" + name + "'", "name");
        return name;
    }

    std::optional<std::string> optionalText(xml_node node, const char* attribute) {
        if (!node.attribute(attribute)) return std::nullopt;
        return src_.text(node, attribute);
    }

    std::string sideRef(xml_node node, const char* attribute) {
        std::string id = src_.text(node, attribute);
        if (sideIds_.count(id) == 0) src_.fail(node, "unknown side '" + id + "'", attribute);
        return id;
    }

    std::string placeRef(xml_node node, const char* attribute) {
        std::string id = src_.text(node, attribute);
        if (placeIds_.count(id) == 0) src_.fail(node, "unknown place '" + id + "'", attribute);
        return id;
    }

    DayNumber date(xml_node node, const char* attribute) {
        return readDate(src_, node, attribute, s_.info.reckoning);
    }

    // A map's picture is a file beside the scenario (or in a folder below it): a scenario
    // passed around must not make the program read /etc/shadow or ../../secret.png. Refused
    // when absolute, when it climbs out lexically, or when a symbolic link takes it out.
    std::string background(xml_node map) {
        namespace fs = std::filesystem;
        const std::string value = src_.text(map, "background");
        const fs::path relative(value);
        auto refuse = [&](const std::string& why) {
            src_.fail(map,
                      "the background '" + value + "' " + why +
                          "; give a picture file in the scenario's folder",
                      "background");
        };
        if (relative.is_absolute() || relative.has_root_name() || relative.has_root_directory())
            refuse("is an absolute path");
        const fs::path normal = relative.lexically_normal();
        if (normal.empty() || *normal.begin() == ".." || normal == ".")
            refuse("is outside the scenario's folder");
        std::error_code ec;
        fs::path folder = fs::path(src_.name()).parent_path();
        if (folder.empty()) folder = ".";
        folder = fs::absolute(folder, ec);
        const fs::path realFolder = fs::weakly_canonical(folder, ec);
        const fs::path realPicture = fs::weakly_canonical(folder / normal, ec);
        if (ec) refuse("cannot be resolved (" + ec.message() + ")");
        const auto [folderEnd, pictureAt] = std::mismatch(realFolder.begin(), realFolder.end(),
                                                          realPicture.begin(), realPicture.end());
        if (folderEnd != realFolder.end() || pictureAt == realPicture.end())
            refuse("leads outside the scenario's folder through a symbolic link");
        return value;
    }

    void readInfo(xml_node root) {
        CampaignInfo& info = s_.info;
        std::set<std::string> ids;
        info.id = slug(root, "id", ids, "scenario");
        info.name = src_.text(root, "name");
        if (const auto problem = nameProblem(info.name))
            src_.fail(root, "no name: " + *problem, "name");
        info.rules = src_.text(root, "rules");
        try {
            rules_ = &rulebookFor(info.rules);
        } catch (const DataError&) {
            throw;
        } catch (const UserError& e) {
            src_.fail(root, e.what(), "rules");
        }
        if (root.attribute("reckoning")) {
            info.reckoning = *reckoningFromString(scenarioWord(
                src_, root, "reckoning", std::array<std::string_view, 2>{"julian", "gregorian"}));
        } else {
            // Julian before 1582 unless the scenario says otherwise.
            info.reckoning = Reckoning::Julian;
            const int year = fromDayNumber(Reckoning::Julian, date(root, "start")).year;
            info.reckoning = defaultReckoningFor(year);
        }
        info.start = date(root, "start");
        info.date = root.attribute("date") ? date(root, "date") : info.start;
        if (info.date < info.start) src_.fail(root, "the date is before the start", "date");
        info.currency = src_.text(root, "currency");
        const xml_node description = root.child("description");
        src_.onlyAttributes(description, {});
        src_.onlyChildren(description, {});  // text only: markup inside would be lost
        info.description = description.text().get();
        const xml_node options = root.child("options");
        src_.onlyAttributes(options, {});
        src_.onlyChildren(options, {"option"});
        std::set<std::string> optionIds;
        for (xml_node option : options.children("option")) {
            src_.onlyAttributes(option, {"id"});
            info.options.push_back(slug(option, "id", optionIds, "option"));
        }
        std::sort(info.options.begin(), info.options.end());
        const xml_node sides = root.child("sides");
        src_.onlyAttributes(sides, {});
        src_.onlyChildren(sides, {"side"});
        const xml_node leaders = root.child("leaders");
        src_.onlyAttributes(leaders, {});
        src_.onlyChildren(leaders, {"leader"});
    }

    void readSide(xml_node node) {
        src_.onlyAttributes(node, {"id", "name", "colour", "treasury", "programmed", "character"});
        src_.onlyChildren(node, {});
        Side side;
        const std::string programmed = node.attribute("programmed").as_string("no");
        if (programmed != "yes" && programmed != "no")
            src_.fail(node, "programmed must be 'yes' or 'no', not '" + programmed + "'",
                      "programmed");
        side.programmed = programmed == "yes";
        side.character = node.attribute("character").as_string("cautious");
        if (side.character != "cautious" && side.character != "bold")
            src_.fail(node, "character must be 'cautious' or 'bold', not '" + side.character + "'",
                      "character");
        side.id = slug(node, "id", sideIds_, "side");
        side.name = uniqueName(node, sideNames_, "side");
        side.colour = optionalText(node, "colour");
        side.treasury = src_.integer(node, "treasury", kTreasuryPounds.min, kTreasuryPounds.max, 0);
        s_.sides.push_back(std::move(side));
    }

    void readMap(xml_node root) {
        const xml_node map = root.child("map");
        if (!map) src_.fail(root, "a scenario needs a <map>");
        src_.onlyAttributes(map, {"width", "height", "background"});
        src_.onlyChildren(map, {"terrain", "place", "route"});
        s_.info.mapWidth = src_.integer(map, "width", 1, 100000);
        s_.info.mapHeight = src_.integer(map, "height", 1, 100000);
        if (map.attribute("background")) s_.info.mapBackground = background(map);
        if (const xml_node terrain = map.child("terrain")) readTerrain(terrain);
        std::set<std::string> names;
        for (xml_node node : map.children("place")) {
            src_.onlyAttributes(node, {"id", "name", "kind", "x", "y", "owner", "terrain"});
            src_.onlyChildren(node, {});
            Place place;
            place.id = slug(node, "id", placeIds_, "place");
            place.name = uniqueName(node, names, "place");
            place.kind = scenarioWord(src_, node, "kind", words::kPlaceKinds);
            place.x = src_.integer(node, "x", 0, s_.info.mapWidth);
            place.y = src_.integer(node, "y", 0, s_.info.mapHeight);
            if (node.attribute("owner")) place.owner = sideRef(node, "owner");
            place.terrain = scenarioWord(src_, node, "terrain", words::kTerrains);
            s_.places.push_back(std::move(place));
        }
        for (xml_node node : map.children("route")) {
            src_.onlyAttributes(node, {"from", "to", "kind", "footDays", "mountedDays"});
            src_.onlyChildren(node, {});
            Route route;
            route.from = placeRef(node, "from");
            route.to = placeRef(node, "to");
            if (route.from == route.to) src_.fail(node, "a route must join two places", "to");
            const auto ends = std::minmax(route.from, route.to);
            if (!routes_.insert({ends.first, ends.second}).second) {
                src_.fail(node,
                          "a second route between '" + route.from + "' and '" + route.to + "'");
            }
            route.kind = scenarioWord(src_, node, "kind", words::kRouteKinds);
            route.footDays = src_.integer(node, "footDays", kRouteDays.min, kRouteDays.max);
            route.mountedDays = src_.integer(node, "mountedDays", kRouteDays.min, kRouteDays.max);
            s_.routes.push_back(std::move(route));
        }
    }

    // The map's terrain layer (docs/formats.md): areas and lines in map units, inside the map.
    void readTerrain(xml_node terrain) {
        if (terrain.next_sibling("terrain")) {
            src_.fail(terrain.next_sibling("terrain"), "a second <terrain> in the map");
        }
        src_.onlyAttributes(terrain, {"milesPerUnit", "projection", "source"});
        src_.onlyChildren(terrain, {"land", "wood", "marsh", "coast", "river"});
        if (terrain.attribute("milesPerUnit")) {
            s_.info.mapMilesPerUnit = src_.number(terrain, "milesPerUnit", 1e-6, 1e6);
        }
        s_.info.mapProjection = optionalText(terrain, "projection");
        s_.info.mapSource = optionalText(terrain, "source");
        std::int64_t layerPoints = 0;
        for (xml_node node : terrain.children()) {
            if (node.type() != pugi::node_element) continue;
            src_.onlyAttributes(node, {"name", "points"});
            src_.onlyChildren(node, {});
            TerrainFeature feature;
            feature.kind = node.name();
            feature.name = optionalText(node, "name");
            try {
                feature.points = parsePoints(src_.text(node, "points"));
            } catch (const UserError& e) {
                src_.fail(node, e.what(), "points");
            }
            const bool area =
                std::find(vocabulary::kTerrainAreas.begin(), vocabulary::kTerrainAreas.end(),
                          feature.kind) != vocabulary::kTerrainAreas.end();
            const std::size_t least = area ? 3 : 2;
            if (feature.points.size() < least) {
                src_.fail(node,
                          "<" + feature.kind + "> needs at least " + std::to_string(least) +
                              " points, not " + std::to_string(feature.points.size()),
                          "points");
            }
            for (const MapPoint& p : feature.points) {
                if (p.x < 0 || p.y < 0 || p.x > static_cast<double>(s_.info.mapWidth) ||
                    p.y > static_cast<double>(s_.info.mapHeight)) {
                    src_.fail(node,
                              "the point " + pointsText({p}) + " lies outside the map (" +
                                  std::to_string(s_.info.mapWidth) + " by " +
                                  std::to_string(s_.info.mapHeight) + ")",
                              "points");
                }
            }
            layerPoints += static_cast<std::int64_t>(feature.points.size());
            if (layerPoints > kTerrainLayerPoints.max) {
                src_.fail(node,
                          "the terrain layer holds more than " +
                              groupedNumber(kTerrainLayerPoints.max) +
                              " points with this feature, the most a map's layer may hold",
                          "points");
            }
            s_.terrain.push_back(std::move(feature));
        }
    }

    void readLeader(xml_node node) {
        src_.onlyAttributes(
            node, {"id", "name", "side", "rank", "cv", "character", "status", "until", "captor"});
        src_.onlyChildren(node, {});
        Leader leader;
        leader.id = slug(node, "id", leaderIds_, "leader");
        leader.name = uniqueName(node, leaderNames_, "leader");
        leader.side = sideRef(node, "side");
        leader.rank = scenarioWord(src_, node, "rank", words::kRanks);
        leader.cv = src_.integer(node, "cv", 1, 6);
        if (node.attribute("character")) {
            leader.character = scenarioWord(src_, node, "character", words::kCharacters);
            // GA-OPT-CHAR: the highest CV of each character is the campaign's rule book's (the
            // seed: only CV 1 or 2 may be classed as Incompetent).
            if (const auto character = battle::kCharacters.find(*leader.character)) {
                if (const auto refusal = battle::characterCvRefusal(*rules_, *character,
                                                                    static_cast<int>(leader.cv))) {
                    src_.fail(node, *refusal, "character");
                }
            }
        }
        leader.status = node.attribute("status")
                            ? scenarioWordAs<LeaderStatus>(src_, node, "status", words::kStatuses)
                            : LeaderStatus::Active;
        if (leader.status == LeaderStatus::Wounded) {
            leader.woundedUntil = date(node, "until");
        } else if (node.attribute("until")) {
            src_.fail(node, "only a wounded leader has a date of return", "until");
        }
        if (leader.status == LeaderStatus::Captive) {
            leader.captor = sideRef(node, "captor");
            if (leader.captor == leader.side)
                src_.fail(node, "a leader cannot be captive of his own side", "captor");
        } else if (node.attribute("captor")) {
            src_.fail(node, "only a captive leader has a captor", "captor");
        }
        leaderSide_.emplace(leader.id, leader.side);
        s_.leaders.push_back(std::move(leader));
    }

    // A leader leads at most one army, battal or unit, and only troops of his own side.
    std::optional<std::string> leaderRef(xml_node node, const std::string& side,
                                         const std::string& what) {
        if (!node.attribute("leader")) return std::nullopt;
        std::string id = src_.text(node, "leader");
        const auto known = leaderSide_.find(id);
        if (known == leaderSide_.end()) src_.fail(node, "unknown leader '" + id + "'", "leader");
        if (known->second != side) {
            src_.fail(node,
                      "leader '" + id + "' is of side '" + known->second + "', not '" + side + "'",
                      "leader");
        }
        const auto [it, fresh] = leads_.emplace(id, what);
        if (!fresh)
            src_.fail(
                node,
                "leader '" + id + "' already leads " + it->second + "; a leader leads one thing",
                "leader");
        return id;
    }

    void readArmy(xml_node node) {
        src_.onlyAttributes(node, {"id", "name", "side", "leader", "place", "route", "daysLeft"});
        src_.onlyChildren(node, {"battal"});
        Army army;
        army.id = slug(node, "id", armyIds_, "army");
        army.name = uniqueName(node, armyNames_, "army");
        army.side = sideRef(node, "side");
        army.leader = leaderRef(node, army.side, "army '" + army.id + "'");
        if (node.attribute("place") && node.attribute("route")) {
            src_.fail(node, "an army is at a place or on a route, not both", "route");
        }
        if (node.attribute("route")) {
            const std::string route = src_.text(node, "route");
            const auto colon = route.find(':');
            if (colon == std::string::npos) src_.fail(node, "route must be FROM:TO", "route");
            army.routeFrom = route.substr(0, colon);
            army.routeTo = route.substr(colon + 1);
            if (routes_.count(std::minmax(*army.routeFrom, *army.routeTo)) == 0) {
                src_.fail(node,
                          "no route from '" + *army.routeFrom + "' to '" + *army.routeTo + "'",
                          "route");
            }
            army.daysLeft = src_.integer(node, "daysLeft", 0, 365);
        } else {
            army.place = placeRef(node, "place");
            if (node.attribute("daysLeft"))
                src_.fail(node, "daysLeft belongs to an army on a route", "daysLeft");
        }
        std::set<std::string> battalNames;
        for (xml_node battal : node.children("battal"))
            army.battals.push_back(readBattal(battal, army.side, battalNames));
        s_.armies.push_back(std::move(army));
    }

    Battal readBattal(xml_node node, const std::string& side, std::set<std::string>& names) {
        // A battle file's battal may stand at a place on the table (x, front, width); a
        // campaign battle deploys its battals itself, so a place here would do nothing.
        for (const char* placeField : {"x", "front", "width"}) {
            if (node.attribute(placeField)) {
                src_.fail(node,
                          std::string("a battal's place (x, front, width) is for a battle "
                                      "file: a campaign battle deploys its battals itself"),
                          placeField);
            }
        }
        // So is a battal coming onto the field later: a campaign's armies come by marching.
        if (node.attribute("arrives")) {
            src_.fail(node,
                      "a battal arriving later (arrives) is for a battle file: a campaign's "
                      "armies come to a battle by marching",
                      "arrives");
        }
        src_.onlyAttributes(node, {"id", "name", "leader", "orders"});
        src_.onlyChildren(node, {"unit"});
        Battal battal;
        battal.id = slug(node, "id", battalIds_, "battal");
        battal.name = uniqueName(node, names, "battal");
        battal.leader = leaderRef(node, side, "battal '" + battal.id + "'");
        if (node.attribute("orders"))
            battal.orders = scenarioWordAs<BattalOrders>(src_, node, "orders", words::kOrders);
        std::set<std::string> unitNames;
        for (xml_node unit : node.children("unit"))
            battal.units.push_back(readUnit(unit, side, unitNames));
        return battal;
    }

    Unit readUnit(xml_node node, const std::string& side, std::set<std::string>& names) {
        src_.onlyAttributes(
            node, {"id", "name", "type", "class", "men", "leader", "protection", "order", "weapons",
                   "dead", "deserted", "mustered", "recruited"});
        src_.onlyChildren(node, {"wounded", "captive"});
        Unit unit;
        unit.id = slug(node, "id", unitIds_, "unit");
        unit.name = uniqueName(node, names, "unit");
        unit.type = src_.text(node, "type");
        const battle::TroopType* type = rules_->findTroopType(unit.type);
        if (type == nullptr) src_.fail(node, "unknown troop type '" + unit.type + "'", "type");
        const std::string classText = src_.text(node, "class");
        const auto troopClass = enumFromText<TroopClass>(classText);
        if (!troopClass) src_.fail(node, "class '" + classText + "' is not A, B, C or D", "class");
        unit.troopClass = *troopClass;
        if (!type->allowedClasses.empty() &&
            std::find(type->allowedClasses.begin(), type->allowedClasses.end(), *troopClass) ==
                type->allowedClasses.end()) {
            src_.fail(node, type->name + " may not be of class " + classText, "class");
        }
        unit.leader = leaderRef(node, side, "unit '" + unit.id + "'");
        if (node.attribute("protection")) {
            unit.protection = src_.text(node, "protection");
            const auto code = battle::protectionFromCode(*unit.protection);
            if (!code)
                src_.fail(node, "unknown protection '" + *unit.protection + "'", "protection");
            if (code->arm != type->arm) {
                src_.fail(
                    node,
                    "protection '" + *unit.protection + "' is for the other arm than " + type->name,
                    "protection");
            }
        }
        if (node.attribute("order"))
            unit.formation = scenarioWord(src_, node, "order", words::kFormations);
        if (node.attribute("weapons")) {
            unit.weapons = splitIds(src_.text(node, "weapons"));
            for (const std::string& weapon : *unit.weapons) {
                if (rules_->findWeapon(weapon) == nullptr)
                    src_.fail(node, "unknown weapon '" + weapon + "'", "weapons");
            }
        }
        unit.present = src_.integer(node, "men", 0, kMaxCount);
        unit.dead = src_.integer(node, "dead", 0, kMaxCount, 0);
        unit.deserted = src_.integer(node, "deserted", 0, kMaxCount, 0);
        unit.recruited = src_.integer(node, "recruited", 0, kMaxCount, 0);
        for (xml_node wounded : node.children("wounded")) {
            src_.onlyAttributes(wounded, {"men", "returns"});
            src_.onlyChildren(wounded, {});
            unit.wounded.push_back(
                {src_.integer(wounded, "men", 1, kMaxCount), date(wounded, "returns")});
        }
        for (xml_node captive : node.children("captive")) {
            src_.onlyAttributes(captive, {"men", "captor"});
            src_.onlyChildren(captive, {});
            const Men men = src_.integer(captive, "men", 1, kMaxCount);
            const std::string captor = sideRef(captive, "captor");
            if (captor == side)
                src_.fail(captive, "men cannot be held captive by their own side", "captor");
            unit.captives.push_back({men, captor});
        }
        unitNodes_.emplace(unit.id, node);
        return unit;
    }

    // Conservation, once every place a man can be is known: present, wounded, captive (with
    // the men of held captive records), dead, deserted, or waiting at a depot.
    void balanceUnits(const CampaignState& state) {
        std::map<std::string, Men> atDepot;
        for (const DepotMen& depot : state.depots) atDepot[depot.unit] += depot.men;
        for (Army& army : s_.armies) {
            for (Battal& battal : army.battals) {
                for (Unit& unit : battal.units)
                    balance(unitNodes_.at(unit.id), unit, atDepot[unit.id]);
            }
        }
    }

    void balance(xml_node node, Unit& unit, Men atDepot) {
        const Men accounted = unit.present + unit.woundedTotal() + unit.captiveTotal() + unit.dead +
                              unit.deserted + atDepot;
        if (node.attribute("mustered")) {
            unit.mustered = src_.integer(node, "mustered", 0, kMaxCount);
            if (unit.mustered + unit.recruited != accounted) {
                src_.fail(node,
                          "mustered " + std::to_string(unit.mustered) + " + recruited " +
                              std::to_string(unit.recruited) + " does not equal the " +
                              std::to_string(accounted) +
                              " men present, wounded, captive, dead, deserted and at the depot",
                          "mustered");
            }
        } else {
            unit.mustered = accounted - unit.recruited;
            if (unit.mustered < 0)
                src_.fail(node, "more men recruited than the unit accounts for", "recruited");
        }
        if (unit.mustered + unit.recruited > kMenRaised.max) {
            src_.fail(node,
                      "mustered " + std::to_string(unit.mustered) + " + recruited " +
                          std::to_string(unit.recruited) + " is past " + kMenRaised.name + ": " +
                          rangeWords(kMenRaised),
                      "mustered");
        }
    }

    // Men in a unit and its batches (campaign/limits.hpp: the range the file keeps them in).
    static constexpr long long kMaxCount = kUnitMen.max;

    const XmlSource& src_;
    const battle::Rulebook* rules_ = nullptr;
    CampaignSnapshot s_;
    std::set<std::string> sideIds_, sideNames_, placeIds_, leaderIds_, leaderNames_, armyIds_,
        armyNames_, battalIds_, unitIds_;
    std::set<std::pair<std::string, std::string>> routes_;  // ends in sorted order
    std::map<std::string, std::string> leaderSide_;
    std::map<std::string, std::string> leads_;  // leader id -> what he leads
    std::map<std::string, xml_node> unitNodes_;
};

}  // namespace

ScenarioContents readScenarioContents(const XmlSource& source) {
    ScenarioContents contents = ScenarioReader(source).read();
    source.refuseUnknown(source.document().document_element());
    return contents;
}

ScenarioContents readScenarioContentsFile(const std::filesystem::path& path) {
    return readScenarioContents(XmlSource::fromFile(path));
}

CampaignSnapshot readScenario(const XmlSource& source) {
    return readScenarioContents(source).campaign;
}

CampaignSnapshot readScenarioFile(const std::filesystem::path& path) {
    return readScenario(XmlSource::fromFile(path));
}

}  // namespace seneschal::campaign
