#include "campaign/stores/march_store.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>

#include "battle/errors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/unit_store.hpp"
#include "campaign/strategy/mounted.hpp"

namespace seneschal::campaign {

using strategy::MarchingArmy;
using strategy::MarchState;
using strategy::PlaceControl;

const strategy::StrategyRules& strategyRules() {
    return strategy::defaultStrategyRules();
}

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
    SQLite::Statement query(db, std::string("SELECT slug, id FROM ") + table);
    while (query.executeStep()) {
        into.emplace(query.getColumn(0).getString(), query.getColumn(1).getInt64());
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

void writePosition(ActionContext& context, const MarchKeys& keys, const MarchingArmy& army,
                   const MarchingArmy& was, const strategy::RouteGraph* graph) {
    SQLite::Database& db = context.db();
    const std::int64_t key = keys.armies.at(army.id);
    SQLite::Statement update(db,
                             "UPDATE army SET place_id = ?1, route_id = ?2, heading_place_id = ?3, "
                             "days_left = ?4 WHERE id = ?5");
    if (army.onRoute()) {
        update.bind(1);
        update.bind(2, keys.routeKey(army.routeFrom, army.routeTo));
        update.bind(3, keys.places.at(army.routeTo));
        update.bind(4, army.daysLeft);
    } else {
        update.bind(1, keys.places.at(army.place));
        update.bind(2);
        update.bind(3);
        update.bind(4);
    }
    update.bind(5, key);
    update.exec();
    auto name = [&](const std::string& id) {
        const strategy::MapPlace* place = graph ? graph->findPlace(id) : nullptr;
        return place ? place->name : id;
    };
    auto describe = [&](const MarchingArmy& a) {
        return a.onRoute() ? "road " + name(a.routeFrom) + " -> " + name(a.routeTo) + " (" +
                                 std::to_string(a.daysLeft) + " days to go)"
                           : name(a.place);
    };
    context.record(LedgerEntry("place", 0, describe(was) + " -> " + describe(army)).forArmy(key));
}

void writeArmyMarch(SQLite::Database& db, std::int64_t key, const MarchingArmy& army,
                    const MarchKeys& keys) {
    SQLite::Statement upsert(db, R"SQL(
        INSERT INTO army_march (army_id, forced, last_forced_day, came_from_place_id)
        VALUES (?1, ?2, ?3, ?4)
        ON CONFLICT (army_id) DO UPDATE SET forced = ?2, last_forced_day = ?3,
                                            came_from_place_id = ?4)SQL");
    upsert.bind(1, key);
    upsert.bind(2, army.forced ? 1 : 0);
    sql::bindOptional(upsert, 3,
                      army.lastForcedMarch
                          ? std::optional<std::int64_t>(army.lastForcedMarch->value)
                          : std::nullopt);
    sql::bindOptional(upsert, 4, marchKeyOf(keys.places, army.cameFrom));
    upsert.exec();
}

void writeOrders(SQLite::Database& db, std::int64_t key, const MarchingArmy& army,
                 const MarchKeys& keys) {
    SQLite::Statement clear(db, "DELETE FROM army_order_stop WHERE army_id = ?");
    clear.bind(1, key);
    clear.exec();
    SQLite::Statement insert(
        db, "INSERT INTO army_order_stop (army_id, seq, place_id) VALUES (?, ?, ?)");
    std::int64_t seq = 1;
    for (const std::string& stop : army.orders) {
        insert.bind(1, key);
        insert.bind(2, seq++);
        insert.bind(3, keys.places.at(stop));
        insert.exec();
        insert.reset();
    }
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

void writePending(SQLite::Database& db, const MarchKeys& keys,
                  const std::vector<strategy::PendingBattle>& pending) {
    db.exec("DELETE FROM pending_battle_army");
    db.exec("DELETE FROM pending_battle");
    SQLite::Statement battle(db, "INSERT INTO pending_battle (place_id, since_day) VALUES (?, ?)");
    SQLite::Statement army(db,
                           "INSERT INTO pending_battle_army (battle_id, army_id) VALUES (?, ?)");
    for (const strategy::PendingBattle& p : pending) {
        battle.bind(1, keys.places.at(p.place));
        battle.bind(2, p.since.value);
        battle.exec();
        battle.reset();
        const std::int64_t id = db.getLastInsertRowid();
        for (const std::string& a : p.armies) {
            army.bind(1, id);
            army.bind(2, keys.armies.at(a));
            army.exec();
            army.reset();
        }
    }
}

}  // namespace

strategy::RouteGraph loadRouteGraph(SQLite::Database& db) {
    std::vector<strategy::MapPlace> places;
    SQLite::Statement place(db, "SELECT slug, name, kind FROM place ORDER BY id");
    while (place.executeStep()) {
        places.push_back({place.getColumn(0).getString(), place.getColumn(1).getString(),
                          place.getColumn(2).getString()});
    }
    std::vector<strategy::MapRoute> routes;
    SQLite::Statement route(db, R"SQL(
        SELECT a.slug, b.slug, route.kind, route.foot_days, route.mounted_days FROM route
        JOIN place AS a ON a.id = route.from_place_id JOIN place AS b ON b.id = route.to_place_id
        ORDER BY route.id)SQL");
    while (route.executeStep()) {
        routes.push_back({route.getColumn(0).getString(), route.getColumn(1).getString(),
                          route.getColumn(2).getString(), route.getColumn(3).getInt64(),
                          route.getColumn(4).getInt64()});
    }
    return strategy::RouteGraph(std::move(places), std::move(routes));
}

std::vector<strategy::PendingBattle> readPendingBattles(SQLite::Database& db) {
    std::vector<strategy::PendingBattle> battles;
    SQLite::Statement pending(db, R"SQL(
        SELECT p.id, place.slug, p.since_day, army.slug FROM pending_battle AS p
        JOIN place ON place.id = p.place_id
        JOIN pending_battle_army AS pa ON pa.battle_id = p.id JOIN army ON army.id = pa.army_id
        ORDER BY p.id, army.id)SQL");
    std::int64_t last = -1;
    while (pending.executeStep()) {
        if (pending.getColumn(0).getInt64() != last) {
            last = pending.getColumn(0).getInt64();
            battles.push_back(
                {pending.getColumn(1).getString(), {pending.getColumn(2).getInt64()}, {}});
        }
        battles.back().armies.push_back(pending.getColumn(3).getString());
    }
    return battles;
}

LoadedMarch loadMarch(SQLite::Database& db) {
    LoadedMarch loaded{loadRouteGraph(db), {}, {}};
    MarchKeys& keys = loaded.keys;
    readKeys(db, "army", keys.armies);
    readKeys(db, "place", keys.places);
    readKeys(db, "side", keys.sides);
    readKeys(db, "unit", keys.units);
    SQLite::Statement routes(db, R"SQL(
        SELECT route.id, a.slug, b.slug FROM route JOIN place AS a ON a.id = route.from_place_id
        JOIN place AS b ON b.id = route.to_place_id)SQL");
    while (routes.executeStep()) {
        const std::string a = routes.getColumn(1).getString();
        const std::string b = routes.getColumn(2).getString();
        keys.routes[{a, b}] = routes.getColumn(0).getInt64();
        keys.routes[{b, a}] = routes.getColumn(0).getInt64();
    }

    MarchState& state = loaded.state;
    const battle::Rulebook& rulebook = rulebookFor(readCampaignInfo(db).rules);
    SQLite::Statement armies(db, R"SQL(
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
        WHERE army.id NOT IN (SELECT army_id FROM army_merged)
        ORDER BY army.id)SQL");
    while (armies.executeStep()) {
        MarchingArmy army;
        army.id = armies.getColumn(0).getString();
        army.name = armies.getColumn(1).getString();
        army.side = armies.getColumn(2).getString();
        if (const auto here = text(armies.getColumn(3))) {
            army.place = *here;
        } else {
            army.routeTo = armies.getColumn(6).getString();
            const std::string a = armies.getColumn(4).getString();
            army.routeFrom = a == army.routeTo ? armies.getColumn(5).getString() : a;
            army.daysLeft = armies.getColumn(7).getInt64();
        }
        army.forced = armies.getColumn(8).getInt() != 0;
        army.lastForcedMarch = sql::optionalDay(armies.getColumn(9));
        army.cameFrom = text(armies.getColumn(10));
        state.armies.push_back(std::move(army));
    }
    SQLite::Statement units(db, R"SQL(
        SELECT army.slug, unit.slug, battal.slug, unit.present, unit.troop_type
        FROM unit JOIN battal ON battal.id = unit.battal_id JOIN army ON army.id = battal.army_id
        WHERE army.id NOT IN (SELECT army_id FROM army_merged)
        ORDER BY army.id, battal.id, unit.id)SQL");
    while (units.executeStep()) {
        MarchingArmy& army = state.army(units.getColumn(0).getString());
        army.units.push_back({units.getColumn(1).getString(), units.getColumn(2).getString(),
                              units.getColumn(3).getInt64(),
                              isMountedType(rulebook, units.getColumn(4).getString())});
    }
    SQLite::Statement orders(db, R"SQL(
        SELECT army.slug, place.slug FROM army_order_stop AS o JOIN army ON army.id = o.army_id
        JOIN place ON place.id = o.place_id ORDER BY o.army_id, o.seq)SQL");
    while (orders.executeStep()) {
        state.army(orders.getColumn(0).getString())
            .orders.push_back(orders.getColumn(1).getString());
    }
    SQLite::Statement places(db, R"SQL(
        SELECT place.slug, owner.slug, holder.slug, h.since_day FROM place
        LEFT JOIN side AS owner ON owner.id = place.owner_side_id
        LEFT JOIN place_holding AS h ON h.place_id = place.id
        LEFT JOIN side AS holder ON holder.id = h.side_id ORDER BY place.id)SQL");
    while (places.executeStep()) {
        state.places.push_back({places.getColumn(0).getString(), text(places.getColumn(1)),
                                text(places.getColumn(2)), sql::optionalDay(places.getColumn(3))});
    }
    state.pending = readPendingBattles(db);
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
        if (position(army) != position(*was)) writePosition(context, keys, army, *was, &graph);
        if (army.forced != was->forced || army.lastForcedMarch != was->lastForcedMarch ||
            army.cameFrom != was->cameFrom) {
            writeArmyMarch(db, key, army, keys);
        }
        if (army.orders != was->orders) writeOrders(db, key, army, keys);
    }
    for (const PlaceControl& control : after.places) {
        PlaceControl old{control.place, std::nullopt, std::nullopt, std::nullopt};
        for (const PlaceControl& c : before.places) {
            if (c.place == control.place) old = c;
        }
        const std::int64_t place = keys.places.at(control.place);
        if (control.owner != old.owner) {
            SQLite::Statement owner(db, "UPDATE place SET owner_side_id = ? WHERE id = ?");
            sql::bindOptional(owner, 1, marchKeyOf(keys.sides, control.owner));
            owner.bind(2, place);
            owner.exec();
            LedgerEntry entry("owner", 0,
                              graph.place(control.place).name + ": " +
                                  old.owner.value_or("nobody") + " -> " +
                                  control.owner.value_or("nobody"));
            if (const auto side = marchKeyOf(keys.sides, control.owner)) entry.forSide(*side);
            context.record(std::move(entry));
        }
        if (control.heldBy != old.heldBy || control.heldSince != old.heldSince) {
            SQLite::Statement clear(db, "DELETE FROM place_holding WHERE place_id = ?");
            clear.bind(1, place);
            clear.exec();
            if (control.heldBy && control.heldSince) {
                SQLite::Statement hold(
                    db,
                    "INSERT INTO place_holding (place_id, side_id, since_day) VALUES (?, ?, ?)");
                hold.bind(1, place);
                hold.bind(2, keys.sides.at(*control.heldBy));
                hold.bind(3, control.heldSince->value);
                hold.exec();
            }
        }
    }
    if (!samePending(before.pending, after.pending)) writePending(db, keys, after.pending);
}

void recordStragglers(ActionContext& context, std::int64_t unitKey, std::int64_t men,
                      const std::string& why) {
    sendMenHome(context, unitKey, men, why, Cause::March);
}

}  // namespace seneschal::campaign
