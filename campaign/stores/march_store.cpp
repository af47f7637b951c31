#include "campaign/stores/march_store.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>

#include "base/errors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/stores/army_store.hpp"
#include "campaign/stores/pending_battle_store.hpp"
#include "campaign/stores/place_store.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/unit_store.hpp"
#include "campaign/strategy/mounted.hpp"

namespace seneschal::campaign {

using strategy::MarchingArmy;
using strategy::MarchState;
using strategy::PlaceControl;

std::int64_t MarchKeys::routeKey(const std::string& a, const std::string& b) const {
    const auto it = routes.find({a, b});
    if (it == routes.end()) throw UserError("no route leads from " + a + " to " + b);
    return it->second;
}

namespace {

std::optional<std::string> text(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getString();
}

std::optional<std::int64_t> marchKeyOf(const std::map<std::string, std::int64_t, std::less<>>& keys,
                                       const std::optional<std::string>& slug) {
    if (!slug || slug->empty()) return std::nullopt;
    const auto it = keys.find(*slug);
    if (it == keys.end()) throw UserError("unknown id '" + *slug + "' in the march state");
    return it->second;
}

void readKeys(SQLite::Database& db, const char* table,
              std::map<std::string, std::int64_t, std::less<>>& into) {
    sql::Query query(db, std::string("SELECT slug, id FROM ") + table);
    while (query->executeStep()) {
        into.emplace(query->getColumn(0).getString(), query->getColumn(1).getInt64());
    }
}

const MarchingArmy* armyIn(const MarchState& state, const std::string& id) {
    for (const MarchingArmy& army : state.armies) {
        if (army.id == id) return &army;
    }
    return nullptr;
}

std::string position(const MarchingArmy& army) {
    return army.onRoute()
               ? army.routeFrom + ">" + army.routeTo + ":" + std::to_string(army.daysLeft)
               : army.place;
}

ArmyPosition positionRow(const MarchKeys& keys, const MarchingArmy& army) {
    if (!army.onRoute()) return {keys.places.at(army.place), {}, {}, {}};
    return {{},
            keys.routeKey(army.routeFrom, army.routeTo),
            keys.places.at(army.routeTo),
            army.daysLeft};
}

std::string movedText(const MarchingArmy& army, const MarchingArmy& was,
                      const strategy::RouteGraph& graph) {
    auto name = [&](const std::string& id) {
        const strategy::MapPlace* place = graph.findPlace(id);
        return place ? place->name : id;
    };
    auto describe = [&](const MarchingArmy& a) {
        return a.onRoute() ? "road " + name(a.routeFrom) + " -> " + name(a.routeTo) + " (" +
                                 std::to_string(a.daysLeft) + " days to go)"
                           : name(a.place);
    };
    return describe(was) + " -> " + describe(army);
}

ArmyMarchRow marchRow(const MarchKeys& keys, const MarchingArmy& army) {
    return {army.forced, army.lastForcedMarch, marchKeyOf(keys.places, army.cameFrom)};
}

std::vector<std::int64_t> orderStops(const MarchKeys& keys, const MarchingArmy& army) {
    std::vector<std::int64_t> stops;
    for (const std::string& stop : army.orders) stops.push_back(keys.places.at(stop));
    return stops;
}

bool samePending(const std::vector<strategy::PendingBattle>& a,
                 const std::vector<strategy::PendingBattle>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].place != b[i].place || a[i].since != b[i].since || a[i].armies != b[i].armies) {
            return false;
        }
    }
    return true;
}

}  // namespace

strategy::RouteGraph loadRouteGraph(SQLite::Database& db) {
    std::vector<strategy::MapPlace> places;
    sql::Query place(db, "SELECT slug, name, kind FROM place ORDER BY id");
    while (place->executeStep()) {
        places.push_back({place->getColumn(0).getString(), place->getColumn(1).getString(),
                          place->getColumn(2).getString()});
    }
    std::vector<strategy::MapRoute> routes;
    sql::Query route(db, R"SQL(
        SELECT a.slug, b.slug, route.kind, route.foot_days, route.mounted_days FROM route
        JOIN place AS a ON a.id = route.from_place_id JOIN place AS b ON b.id = route.to_place_id
        ORDER BY route.id)SQL");
    while (route->executeStep()) {
        routes.push_back({route->getColumn(0).getString(), route->getColumn(1).getString(),
                          route->getColumn(2).getString(), route->getColumn(3).getInt64(),
                          route->getColumn(4).getInt64()});
    }
    return strategy::RouteGraph(std::move(places), std::move(routes));
}

LoadedMarch loadMarch(SQLite::Database& db) {
    LoadedMarch loaded{loadRouteGraph(db), {}, {}};
    MarchKeys& keys = loaded.keys;
    readKeys(db, "army", keys.armies);
    readKeys(db, "place", keys.places);
    readKeys(db, "side", keys.sides);
    readKeys(db, "unit", keys.units);
    sql::Query routes(db, R"SQL(
        SELECT route.id, a.slug, b.slug FROM route JOIN place AS a ON a.id = route.from_place_id
        JOIN place AS b ON b.id = route.to_place_id)SQL");
    while (routes->executeStep()) {
        const std::string a = routes->getColumn(1).getString();
        const std::string b = routes->getColumn(2).getString();
        keys.routes[{a, b}] = routes->getColumn(0).getInt64();
        keys.routes[{b, a}] = routes->getColumn(0).getInt64();
    }

    MarchState& state = loaded.state;
    const battle::Rulebook& rulebook = rulebookFor(readCampaignInfo(db).rules);
    sql::Query armies(db, R"SQL(
        SELECT army.slug, army.name, side.slug, here.slug, a.slug, b.slug, heading.slug,
               army.days_left, coalesce(m.forced, 0), m.last_forced_day, came.slug
        FROM army JOIN side ON side.id = army.side_id
        LEFT JOIN place AS here ON here.id = army.place_id
        LEFT JOIN route ON route.id = army.route_id
        LEFT JOIN place AS a ON a.id = route.from_place_id
        LEFT JOIN place AS b ON b.id = route.to_place_id
        LEFT JOIN place AS heading ON heading.id = army.heading_place_id
        LEFT JOIN army_march AS m ON m.army_id = army.id
        LEFT JOIN place AS came ON came.id = m.came_from_place_id
        WHERE army.id NOT IN (SELECT army_id FROM army_merged UNION ALL
                           SELECT army_id FROM army_disbanded)
        ORDER BY army.id)SQL");
    while (armies->executeStep()) {
        MarchingArmy army;
        army.id = armies->getColumn(0).getString();
        army.name = armies->getColumn(1).getString();
        army.side = armies->getColumn(2).getString();
        if (const auto here = text(armies->getColumn(3))) {
            army.place = *here;
        } else {
            army.routeTo = armies->getColumn(6).getString();
            const std::string a = armies->getColumn(4).getString();
            army.routeFrom = a == army.routeTo ? armies->getColumn(5).getString() : a;
            army.daysLeft = armies->getColumn(7).getInt64();
        }
        army.forced = armies->getColumn(8).getInt() != 0;
        army.lastForcedMarch = sql::optionalDay(armies->getColumn(9));
        army.cameFrom = text(armies->getColumn(10));
        state.armies.push_back(std::move(army));
    }
    sql::Query units(db, R"SQL(
        SELECT army.slug, unit.slug, battal.slug, unit.present, unit.troop_type, unit.name
        FROM unit JOIN battal ON battal.id = unit.battal_id JOIN army ON army.id = battal.army_id
        WHERE army.id NOT IN (SELECT army_id FROM army_merged UNION ALL
                           SELECT army_id FROM army_disbanded)
        ORDER BY army.id, battal.id, unit.id)SQL");
    while (units->executeStep()) {
        MarchingArmy& army = state.army(units->getColumn(0).getString());
        army.units.push_back({units->getColumn(1).getString(), units->getColumn(2).getString(),
                              units->getColumn(3).getInt64(),
                              isMountedType(rulebook, units->getColumn(4).getString()),
                              units->getColumn(5).getString()});
    }
    sql::Query orders(db, R"SQL(
        SELECT army.slug, place.slug FROM army_order_stop AS o JOIN army ON army.id = o.army_id
        JOIN place ON place.id = o.place_id ORDER BY o.army_id, o.seq)SQL");
    while (orders->executeStep()) {
        state.army(orders->getColumn(0).getString())
            .orders.push_back(orders->getColumn(1).getString());
    }
    sql::Query places(db, R"SQL(
        SELECT place.slug, owner.slug, holder.slug, h.since_day FROM place
        LEFT JOIN side AS owner ON owner.id = place.owner_side_id
        LEFT JOIN place_holding AS h ON h.place_id = place.id
        LEFT JOIN side AS holder ON holder.id = h.side_id ORDER BY place.id)SQL");
    while (places->executeStep()) {
        state.places.push_back({places->getColumn(0).getString(), text(places->getColumn(1)),
                                text(places->getColumn(2)),
                                sql::optionalDay(places->getColumn(3))});
    }
    state.pending = readPendingBattles(db);
    sql::Query sides(db, "SELECT slug, name FROM side");
    while (sides->executeStep()) {
        state.sideNames.emplace(sides->getColumn(0).getString(), sides->getColumn(1).getString());
    }
    return loaded;
}

void saveMarch(ActionContext& context, const MarchKeys& keys, const MarchState& before,
               const MarchState& after) {
    SQLite::Database& db = context.db();
    const strategy::RouteGraph graph = loadRouteGraph(db);
    for (const MarchingArmy& army : after.armies) {
        const MarchingArmy* was = armyIn(before, army.id);
        if (!was) throw UserError("army '" + army.id + "' is not in the campaign file");
        const std::int64_t key = keys.armies.at(army.id);
        if (position(army) != position(*was)) {
            moveArmy(context, key, positionRow(keys, army), movedText(army, *was, graph));
        }
        if (army.forced != was->forced || army.lastForcedMarch != was->lastForcedMarch ||
            army.cameFrom != was->cameFrom) {
            writeArmyMarch(db, key, marchRow(keys, army));
        }
        if (army.orders != was->orders) writeArmyOrders(db, key, orderStops(keys, army));
    }
    for (const PlaceControl& control : after.places) {
        PlaceControl old{control.place, std::nullopt, std::nullopt, std::nullopt};
        for (const PlaceControl& c : before.places) {
            if (c.place == control.place) old = c;
        }
        const std::int64_t place = keys.places.at(control.place);
        if (control.owner != old.owner) {
            setPlaceOwner(context, place, marchKeyOf(keys.sides, control.owner),
                          graph.place(control.place).name + ": " + old.owner.value_or("nobody") +
                              " -> " + control.owner.value_or("nobody"));
        }
        if (control.heldBy != old.heldBy || control.heldSince != old.heldSince) {
            std::optional<PlaceHoldingRow> holding;
            if (control.heldBy && control.heldSince) {
                holding = PlaceHoldingRow{keys.sides.at(*control.heldBy), *control.heldSince};
            }
            writePlaceHolding(db, place, holding);
        }
    }
    if (!samePending(before.pending, after.pending)) {
        replacePendingBattles(db, keys.places, keys.armies, after.pending);
    }
}

void recordStragglers(ActionContext& context, std::int64_t unitKey, std::int64_t men,
                      const std::string& why) {
    sendMenHome(context, unitKey, men, why, Cause::March);
}

}  // namespace seneschal::campaign
