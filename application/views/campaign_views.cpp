#include "application/views/campaign_views.hpp"

#include <algorithm>
#include <map>
#include <mutex>

#include "application/battles/pending_battles.hpp"
#include "application/orders/group_play.hpp"
#include "application/views/map_seen_by.hpp"
#include "application/views/side_knowledge.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "campaign/actions/ransom_actions.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/chronicle.hpp"
#include "campaign/stores/map_store.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/strategy/mounted.hpp"
#include "campaign/strategy/orders.hpp"
#include "campaign/strategy/route_graph.hpp"

namespace seneschal::application {

namespace {

using campaign::CampaignSnapshot;

const drawing::ViewColour kUnheld{150, 150, 150};

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

const campaign::Side* findSide(const CampaignSnapshot& snapshot, const std::string& id) {
    for (const campaign::Side& side : snapshot.sides)
        if (side.id == id) return &side;
    return nullptr;
}

const campaign::Leader* findLeader(const CampaignSnapshot& snapshot, const std::string& id) {
    for (const campaign::Leader& leader : snapshot.leaders)
        if (leader.id == id) return &leader;
    return nullptr;
}

const campaign::Route* findRoute(const CampaignSnapshot& snapshot, const std::string& a,
                                 const std::string& b) {
    for (const campaign::Route& route : snapshot.routes)
        if ((route.from == a && route.to == b) || (route.from == b && route.to == a)) return &route;
    return nullptr;
}

std::string sideName(const CampaignSnapshot& snapshot, const std::string& id) {
    const campaign::Side* side = findSide(snapshot, id);
    return side ? side->name : id;
}

map::PlaceKind placeKind(const std::string& kind) {
    if (kind == "castle") return map::PlaceKind::Castle;
    if (kind == "ford") return map::PlaceKind::Ford;
    if (kind == "bridge") return map::PlaceKind::Bridge;
    if (kind == "abbey") return map::PlaceKind::Abbey;
    if (kind == "field") return map::PlaceKind::Field;
    if (kind == "city") return map::PlaceKind::City;
    if (kind == "village") return map::PlaceKind::Village;
    if (kind == "port") return map::PlaceKind::Port;
    return map::PlaceKind::Town;
}

// GA-SCALE: a unit fields its men / men per figure, rounded down.
int figuresOf(campaign::Men men, const battle::Rulebook& rules) {
    return static_cast<int>(men / std::max(1, rules.menPerFigure()));
}

LeaderState leaderState(campaign::LeaderStatus status) {
    switch (status) {
        case campaign::LeaderStatus::Active:
            return LeaderState::Present;
        case campaign::LeaderStatus::Wounded:
            return LeaderState::Wounded;
        case campaign::LeaderStatus::Captive:
            return LeaderState::Captive;
        case campaign::LeaderStatus::Dead:
            return LeaderState::Dead;
    }
    return LeaderState::Present;
}

RosterLeader rosterLeader(const CampaignSnapshot& snapshot, const std::string& id) {
    const campaign::Leader* leader = findLeader(snapshot, id);
    if (!leader) return {id, id, {}, {}, LeaderState::Present, {}, 0};
    RosterLeader out{leader->id,
                     leader->name,
                     leader->rank,
                     leader->character.value_or(""),
                     leaderState(leader->status),
                     {},
                     leader->cv};
    if (leader->woundedUntil)
        out.returnDate = campaign::formatDate(snapshot.info.reckoning, *leader->woundedUntil);
    return out;
}

RosterUnit rosterUnit(const CampaignSnapshot& snapshot, const campaign::Unit& unit,
                      const battle::Rulebook& rules) {
    RosterUnit out;
    out.id = unit.id;
    out.name = unit.name;
    const battle::TroopType* type = rules.findTroopType(unit.type);
    out.troopType = type ? type->name : unit.type;
    out.troopClass = campaign::textOf(unit.troopClass);
    out.counts.present = static_cast<int>(unit.present);
    out.counts.wounded = static_cast<int>(unit.woundedTotal());
    out.counts.captive = static_cast<int>(unit.captiveTotal());
    out.counts.dead = static_cast<int>(unit.dead);
    out.counts.deserted = static_cast<int>(unit.deserted);
    out.counts.figures = figuresOf(unit.present, rules);
    std::optional<campaign::DayNumber> next;
    for (const campaign::WoundedBatch& batch : unit.wounded)
        if (batch.men > 0 && (!next || batch.returns < *next)) next = batch.returns;
    if (next) out.woundedReturn = campaign::formatDate(snapshot.info.reckoning, *next);
    return out;
}

}  // namespace

drawing::ViewColour parseColour(const std::optional<std::string>& hex) {
    if (!hex || hex->size() != 7 || (*hex)[0] != '#') return kUnheld;
    int parts[3];
    for (int i = 0; i < 3; ++i) {
        const int high = hexDigit((*hex)[static_cast<std::size_t>(1 + 2 * i)]);
        const int low = hexDigit((*hex)[static_cast<std::size_t>(2 + 2 * i)]);
        if (high < 0 || low < 0) return kUnheld;
        parts[i] = high * 16 + low;
    }
    return {static_cast<std::uint8_t>(parts[0]), static_cast<std::uint8_t>(parts[1]),
            static_cast<std::uint8_t>(parts[2])};
}

std::string formatMoney(std::int64_t amount, const std::string& currency) {
    return currency.empty() ? groupedNumber(amount) : groupedNumber(amount) + " " + currency;
}

namespace {

// The scenario's words for the route kinds (campaign/stores/vocabulary.hpp).
map::RouteKind routeKindOf(const std::string& kind) {
    if (kind == "track") return map::RouteKind::Track;
    if (kind == "river-crossing") return map::RouteKind::RiverCrossing;
    return map::RouteKind::Road;
}

// The places the army still has to reach, and the day it reaches the last, by its orders in
// the march state; nothing for a halted army, nor for one held by a pending battle (its orders
// wait for the battle: only the winner marches on, on a day after it).
void fillOrderedPath(map::ArmyWhereabouts& where, const campaign::CampaignInfo& info,
                     const campaign::LoadedMarch& march, const std::string& armyId) {
    const campaign::strategy::MarchingArmy* army = march.state.findArmy(armyId);
    if (!army || march.state.pendingFor(army->id)) return;
    std::vector<std::string> stops = army->orders;
    if (army->onRoute() && (stops.empty() || stops.front() != army->routeTo))
        stops.insert(stops.begin(), army->routeTo);  // the march goes on to the route's end
    if (army->onRoute()) {
        // At the end of this route: a forced march covers it sooner too.
        const campaign::strategy::Days left = campaign::strategy::marchDays(
            army->daysLeft, army->forced, campaign::rulesFor(info.rules).strategy.march);
        where.arrivalDate = campaign::formatDate(info.reckoning, info.date.plusDays(left));
        where.daysToRouteEnd = static_cast<int>(left);
    }
    if (stops.empty()) return;
    const campaign::strategy::Days days =
        campaign::strategy::marchDays(campaign::strategy::routeDaysToGo(*army, march.graph),
                                      army->forced, campaign::rulesFor(info.rules).strategy.march);
    where.stops = std::move(stops);
    where.destinationDate = campaign::formatLongDate(info.reckoning, info.date.plusDays(days));
}

// The scenario's words for the layer's features (campaign/stores/vocabulary.hpp).
map::TerrainKind terrainKind(const std::string& kind) {
    if (kind == "land") return map::TerrainKind::Land;
    if (kind == "wood") return map::TerrainKind::Wood;
    if (kind == "marsh") return map::TerrainKind::Marsh;
    if (kind == "coast") return map::TerrainKind::Coast;
    return map::TerrainKind::River;
}

}  // namespace

map::MapView buildMapView(const CampaignSnapshot& snapshot, const battle::Rulebook& rules,
                          std::vector<map::PendingBattleMark> pending,
                          const campaign::LoadedMarch& march) {
    map::MapView view;
    view.campaignName = snapshot.info.name;
    view.dateText = campaign::formatLongDate(snapshot.info.reckoning, snapshot.info.date);
    for (const campaign::Side& side : snapshot.sides)
        view.sides.push_back({side.id, side.name, parseColour(side.colour)});
    view.width = static_cast<double>(snapshot.info.mapWidth);
    view.height = static_cast<double>(snapshot.info.mapHeight);
    view.backgroundImage = snapshot.info.mapBackground;
    view.milesPerUnit = snapshot.info.mapMilesPerUnit;
    for (const campaign::TerrainFeature& feature : snapshot.terrain) {
        map::MapFeature out;
        out.kind = terrainKind(feature.kind);
        out.name = feature.name.value_or("");
        for (const campaign::MapPoint& p : feature.points) out.points.push_back({p.x, p.y});
        view.terrain.push_back(std::move(out));
    }
    for (const campaign::Place& place : snapshot.places) {
        map::MapPlace out{place.id,
                          place.name,
                          placeKind(place.kind),
                          {static_cast<double>(place.x), static_cast<double>(place.y)},
                          {},
                          kUnheld};
        if (place.owner) {
            out.owner = sideName(snapshot, *place.owner);
            if (const campaign::Side* side = findSide(snapshot, *place.owner))
                out.ownerColour = parseColour(side->colour);
        }
        view.places.push_back(std::move(out));
    }
    for (const campaign::Route& route : snapshot.routes)
        view.routes.push_back({route.from + ":" + route.to, route.from, route.to,
                               static_cast<int>(route.footDays), routeKindOf(route.kind)});
    for (const campaign::Army& army : snapshot.armies) {
        if (army.gone()) continue;  // merged into another army or disbanded: not on the field
        map::MapArmy out;
        out.id = army.id;
        out.name = army.name;
        out.side = sideName(snapshot, army.side);
        if (const campaign::Side* side = findSide(snapshot, army.side))
            out.sideColour = parseColour(side->colour);
        for (const campaign::Battal& battal : army.battals) {
            for (const campaign::Unit& unit : battal.units) {
                out.men += static_cast<int>(unit.present);
                out.figures += figuresOf(unit.present, rules);
            }
        }
        if (army.place) {
            out.where.placeId = *army.place;
        } else if (army.routeFrom && army.routeTo) {
            const campaign::Route* route = findRoute(snapshot, *army.routeFrom, *army.routeTo);
            out.where.routeId = route ? route->from + ":" + route->to : std::string();
            out.where.towardPlace = *army.routeTo;
            out.where.fromPlace = *army.routeFrom;
            const std::int64_t left = army.daysLeft.value_or(0);
            if (route) {
                const bool mounted = campaign::marchRateOfArmy(army, rules) ==
                                     campaign::strategy::MarchRate::Mounted;
                const double total =
                    static_cast<double>(mounted ? route->mountedDays : route->footDays);
                const double done = 1.0 - static_cast<double>(left) / std::max(1.0, total);
                // The view measures from the end the army left, whichever way the route runs.
                out.where.fractionDone = std::clamp(done, 0.0, 1.0);
            }
        }
        // The arrival at the route's end and at the last stop, by the march state's orders.
        fillOrderedPath(out.where, snapshot.info, march, army.id);
        view.armies.push_back(std::move(out));
    }
    view.pendingBattles = std::move(pending);
    return view;
}

namespace {
// The army a merged army's men are in now, through any later merges; none for an army not
// merged away.
const campaign::Army* keeperOf(const CampaignSnapshot& snapshot, const campaign::Army& army) {
    const campaign::Army* at = &army;
    for (std::size_t step = 0; at->mergedInto && step <= snapshot.armies.size(); ++step) {
        const campaign::Army* next = nullptr;
        for (const campaign::Army& each : snapshot.armies)
            if (each.id == *at->mergedInto) next = &each;
        if (!next) return nullptr;
        at = next;
    }
    return at == &army || at->mergedInto ? nullptr : at;
}
}  // namespace

RosterView buildRosterView(const CampaignSnapshot& snapshot, const battle::Rulebook& rules) {
    RosterView view;
    for (const campaign::Side& side : snapshot.sides) {
        RosterSide out{side.id, side.name, parseColour(side.colour), {}};
        for (const campaign::Army& army : snapshot.armies) {
            if (army.side != side.id || army.gone()) continue;
            RosterArmy rosterArmy{army.id, army.name, {}, {}};
            if (army.leader) rosterArmy.leaders.push_back(rosterLeader(snapshot, *army.leader));
            // The leaders of the armies merged into this one ride with it.
            for (const campaign::Army& merged : snapshot.armies)
                if (merged.leader && keeperOf(snapshot, merged) == &army)
                    rosterArmy.leaders.push_back(rosterLeader(snapshot, *merged.leader));
            for (const campaign::Battal& battal : army.battals) {
                RosterBattal rosterBattal{battal.id, battal.name, {}, {}};
                if (battal.leader)
                    rosterBattal.leaders.push_back(rosterLeader(snapshot, *battal.leader));
                for (const campaign::Unit& unit : battal.units) {
                    // A unit's own leader is shown with its battal's: the tree has no level
                    // under a unit.
                    if (unit.leader)
                        rosterBattal.leaders.push_back(rosterLeader(snapshot, *unit.leader));
                    rosterBattal.units.push_back(rosterUnit(snapshot, unit, rules));
                }
                rosterArmy.battals.push_back(std::move(rosterBattal));
            }
            out.armies.push_back(std::move(rosterArmy));
        }
        view.sides.push_back(std::move(out));
    }
    return view;
}

ChronicleView buildChronicleView(campaign::CampaignFile& file) {
    SQLite::Database& db = file.db();
    ChronicleView view;
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    for (campaign::ChronicleLine& line : campaign::readChronicle(db)) {
        ChronicleEntry entry;
        entry.day = line.day;
        entry.sequence = static_cast<std::uint64_t>(line.id);
        // One date style in prose (issue 16): "20 July 1346"; the CSV keeps ISO.
        entry.date = campaign::formatLongDate(info.reckoning, line.day);
        entry.kind = std::move(line.kind);
        entry.text = std::move(line.text);
        // The day's lines are written as clauses ("the advance halts: …") for the CLI's
        // running text; the pane shows each as a sentence of its own.
        if (!entry.text.empty() && entry.text[0] >= 'a' && entry.text[0] <= 'z')
            entry.text[0] = static_cast<char>(entry.text[0] - 'a' + 'A');
        view.entries.push_back(std::move(entry));
    }
    const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(db);
    for (const campaign::Side& side : snapshot.sides) view.sides.push_back(side.name);
    for (const campaign::Army& army : snapshot.armies) view.armies.push_back(army.name);
    for (const campaign::Place& place : snapshot.places) view.places.push_back(place.name);
    return view;
}

namespace {

std::string captiveStatusText(campaign::CaptiveStatus status) {
    switch (status) {
        case campaign::CaptiveStatus::Demanded:
            return "ransom demanded";
        case campaign::CaptiveStatus::PartPaid:
            return "part paid";
        case campaign::CaptiveStatus::Refused:
            return "ransom refused";
        default:  // held, paid, paroled, released, executed, escaped: already words
            return campaign::textOf(status);
    }
}

// The next date that matters for a captive, in prose: the captor's last day to demand a
// ransom, then the captive's side's last day to pay it.
std::string captiveDueText(const campaign::CaptiveLine& line, campaign::Reckoning reckoning) {
    const auto prose = [reckoning](const std::string& iso) {
        return campaign::formatLongDate(reckoning, campaign::parseDate(reckoning, iso));
    };
    using campaign::CaptiveStatus;
    if (line.status == CaptiveStatus::Held && line.demanded.empty() && !line.demandBy.empty())
        return "demand by " + prose(line.demandBy);
    if ((line.status == CaptiveStatus::Demanded || line.status == CaptiveStatus::PartPaid) &&
        !line.deadline.empty())
        return "pay by " + prose(line.deadline);
    return {};
}

}  // namespace

PrisonerView buildPrisonerView(campaign::CampaignFile& file, const std::string& currency,
                               campaign::Reckoning reckoning) {
    SQLite::Database& db = file.db();
    PrisonerView view;
    for (const campaign::RansomVerb verb : campaign::ransomVerbs()) {
        RansomAction action;
        action.id = campaign::toString(verb);
        action.label = campaign::RansomCaptive(verb, 0).name();
        // These two ask something more before they act: an instalment, an executioner.
        if (verb == campaign::RansomVerb::Pay || verb == campaign::RansomVerb::Execute)
            action.label += "\u2026";
        view.actions.push_back(std::move(action));
    }
    view.actions.push_back({"release-all", "Release all", true, true});
    for (const campaign::CaptiveLine& line : campaign::readCaptives(db)) {
        CaptiveEntry entry;
        entry.id = std::to_string(line.id);
        entry.record = line.id;
        entry.name = line.who;
        entry.kind = line.kind;
        entry.side = line.sideName;
        entry.captor = line.captorName;
        entry.men = line.men;
        entry.ransom = formatMoney(line.ransom, currency);
        entry.paid = formatMoney(line.paid, currency);
        entry.owedAmount = line.ransom - line.paid;
        entry.owed = formatMoney(entry.owedAmount, currency);
        entry.demandBy = line.demandBy;
        entry.demanded = line.demanded;
        entry.deadline = line.deadline;
        entry.status = campaign::textOf(line.status);
        entry.statusText = captiveStatusText(line.status);
        entry.dueText = captiveDueText(line, reckoning);
        for (const campaign::Executioner& unit : campaign::executioners(db, line))
            entry.executioners.push_back({unit.unit, unit.name});
        for (const campaign::RansomVerb verb : campaign::ransomVerbs()) {
            if (!campaign::ransomVerbApplies(verb, line)) continue;
            // Men are executed by a unit of the captor's; with none that may, the verb waits.
            if (verb == campaign::RansomVerb::Execute && line.kind == "men" &&
                entry.executioners.empty())
                continue;
            entry.allowedActions.push_back(campaign::toString(verb));
        }
        if (campaign::isHeld(line.status)) view.anyHeld = true;
        view.captives.push_back(std::move(entry));
    }
    return view;
}

CampaignHeaderView buildHeader(const CampaignSnapshot& snapshot, const std::filesystem::path& file,
                               const std::string& preferred, int pendingBattles) {
    CampaignHeaderView header;
    header.campaignName = snapshot.info.name;
    header.filePath = file.string();
    header.date = campaign::formatLongDate(snapshot.info.reckoning, snapshot.info.date);
    const campaign::Side* side = findSide(snapshot, preferred);
    if (!side && !snapshot.sides.empty()) side = &snapshot.sides.front();
    if (side) {
        header.selectedSide = side->name;
        header.treasury = formatMoney(side->treasury, snapshot.info.currency);
    }
    header.pendingBattles = pendingBattles;
    return header;
}

void attachMapPicture(map::MapView& view, campaign::CampaignFile& file) {
    SQLite::Database& db = file.db();
    const auto info = campaign::readMapPictureInfo(db);
    if (!info) {
        view.picture.reset();
        return;
    }
    // The last picture read is kept: the desk builds its views after every action, and the
    // picture is megabytes that seldom change (its digest says whether it did).
    static std::mutex guard;
    static std::string keptDigest;
    static std::shared_ptr<const std::string> keptBytes;
    std::shared_ptr<const std::string> bytes;
    {
        const std::lock_guard lock(guard);
        if (keptDigest == info->digest) bytes = keptBytes;
    }
    if (!bytes) {
        auto picture = campaign::readMapPicture(db);
        if (!picture) return;
        bytes = std::make_shared<const std::string>(std::move(picture->bytes));
        const std::lock_guard lock(guard);
        keptDigest = info->digest;
        keptBytes = bytes;
    }
    view.picture = map::MapView::Picture{info->digest, bytes, info->width, info->height};
}

DeskViews buildDeskViews(campaign::CampaignFile& file, const std::string& selectedSide,
                         const std::optional<std::string>& mapSide) {
    SQLite::Database& db = file.db();
    const CampaignSnapshot snapshot = campaign::readSnapshot(db);
    const battle::Rulebook& rules = campaign::rulebookFor(snapshot.info.rules);
    DeskViews views;
    std::vector<map::PendingBattleMark> pending = pendingBattles(file);
    views.header =
        buildHeader(snapshot, file.path(), selectedSide, static_cast<int>(pending.size()));
    views.map = buildMapView(snapshot, rules, std::move(pending), campaign::loadMarch(db));
    attachMapPicture(views.map, file);
    views.roster = buildRosterView(snapshot, rules);
    views.chronicle = buildChronicleView(file);
    views.prisoners = buildPrisonerView(file, snapshot.info.currency, snapshot.info.reckoning);
    views.header.turnOrders = turnStatus(file).brief();
    if (mapSide) {
        // View > As seen by: the map, the roster and the prisoners hold what the side knows
        // (side_knowledge.hpp): its own armies and units, the captives it holds and its own men
        // held by others, and on the map the enemies its scouts report.
        const campaign::strategy::ScoutingRules& scouting = campaign::rulesOf(db).strategy.scouting;
        const std::string where = file.path().filename().string();
        const SideKnowledge knows = knowledgeOf(views.map, *mapSide, scouting, where);
        views.map = mapSeenBy(views.map, *mapSide, scouting, where);
        std::erase_if(views.roster.sides,
                      [&](const RosterSide& side) { return !knows.isOwnSide(side.id); });
        std::erase_if(views.prisoners.captives, [&](const CaptiveEntry& captive) {
            return !knows.isOwnSide(captive.side) && !knows.isOwnSide(captive.captor);
        });
        // The chronicle: the events the side hears of, as its dispatch gives them; its filters
        // offer only the armies it knows of.
        const ChronicleHearing hearing(file, knows);
        std::erase_if(views.chronicle.entries, [&](const ChronicleEntry& entry) {
            return !hearing.hears(entry.kind, entry.text);
        });
        std::erase_if(views.chronicle.armies, [&](const std::string& name) {
            return std::none_of(views.map.armies.begin(), views.map.armies.end(),
                                [&](const map::MapArmy& army) { return army.name == name; });
        });
    }
    return views;
}

DetailsView campaignDetails(const DeskViews& views, DetailSubject subject, const std::string& id) {
    DetailsView details = findDetails(views, subject, id);
    for (DetailField& field : details.fields)
        field.editable = subject == DetailSubject::Unit && field.key == "name";
    return details;
}

}  // namespace seneschal::application
