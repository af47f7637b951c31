#include "campaign/stores/repository.hpp"

#include <SQLiteCpp/Statement.h>

#include <map>

#include "base/errors.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/stores/army_store.hpp"
#include "campaign/stores/campaign_store.hpp"
#include "campaign/stores/leader_store.hpp"
#include "campaign/stores/map_store.hpp"
#include "campaign/stores/march_treasury.hpp"
#include "campaign/stores/opponent_store.hpp"
#include "campaign/stores/place_store.hpp"
#include "campaign/stores/stored_words.hpp"
#include "campaign/stores/unit_store.hpp"

namespace seneschal::campaign {

namespace {
using IdMap = sql::KeysBySlug;
}  // namespace

void writeSnapshot(SQLite::Database& db, const CampaignSnapshot& snapshot) {
    try {
        insertCampaignInfo(db, snapshot.info);

        IdMap sides;
        SideImport side(db);
        for (const Side& s : snapshot.sides) {
            const auto key = static_cast<std::int64_t>(sides.size() + 1);
            sides.emplace(s.id, key);
            side.add(key, s);
            if (s.programmed) importProgrammedSide(db, key, s.character);
        }

        IdMap places;
        PlaceImport place(db);
        for (const Place& p : snapshot.places) {
            const auto key = static_cast<std::int64_t>(places.size() + 1);
            places.emplace(p.id, key);
            place.add(key, p, sql::keyOf(sides, p.owner));
        }

        std::map<std::pair<std::int64_t, std::int64_t>, std::int64_t> routes;
        RouteImport route(db);
        for (const Route& r : snapshot.routes) {
            const auto key = static_cast<std::int64_t>(routes.size() + 1);
            const std::int64_t from = sql::keyOf(places, r.from);
            const std::int64_t to = sql::keyOf(places, r.to);
            routes.emplace(std::pair{from, to}, key);
            routes.emplace(std::pair{to, from}, key);
            route.add(key, from, to, r);
        }
        writeMapGeography(db, snapshot);

        IdMap leaders;
        LeaderImport leader(db);
        for (const Leader& l : snapshot.leaders) {
            const auto key = static_cast<std::int64_t>(leaders.size() + 1);
            leaders.emplace(l.id, key);
            const std::int64_t sideKey = sql::keyOf(sides, l.side);  // before the captor's
            leader.add(key, l, sideKey, sql::keyOf(sides, l.captor));
        }

        ArmyImport army(db);
        RosterImport roster(db);
        std::int64_t armyKey = 0, battalKey = 0, unitKey = 0;
        for (const Army& a : snapshot.armies) {
            ArmyPosition at{sql::keyOf(places, a.place), {}, {}, a.daysLeft};
            if (a.routeFrom && a.routeTo) {
                at.route =
                    routes.at({sql::keyOf(places, *a.routeFrom), sql::keyOf(places, *a.routeTo)});
                at.heading = sql::keyOf(places, *a.routeTo);
            }
            army.add(++armyKey, a, sql::keyOf(sides, a.side), sql::keyOf(leaders, a.leader), at);
            for (const Battal& b : a.battals) {
                roster.battal(++battalKey, b, armyKey, sql::keyOf(leaders, b.leader));
                for (const Unit& u : b.units) {
                    roster.unit(++unitKey, u, battalKey, sql::keyOf(leaders, u.leader));
                    for (const WoundedBatch& w : u.wounded) roster.wounded(unitKey, w);
                    for (const CaptiveBatch& c : u.captives) {
                        roster.captives(unitKey, c.men, sql::keyOf(sides, c.captor));
                    }
                }
            }
        }
    } catch (const SQLite::Exception& e) {
        throw UserError(std::string("the campaign could not be stored: ") + e.what());
    }
}

CampaignInfo readCampaignInfo(SQLite::Database& db) {
    sql::Query query(db, R"SQL(
        SELECT scenario_id, name, description, rules, reckoning, start_day, current_day,
               currency, map_width, map_height, map_background FROM campaign WHERE id = 1)SQL");
    if (!query->executeStep()) throw UserError("the campaign file holds no campaign");
    CampaignInfo info;
    info.id = query->getColumn(0).getString();
    info.name = query->getColumn(1).getString();
    info.description = query->getColumn(2).getString();
    info.rules = query->getColumn(3).getString();
    info.reckoning = reckoningFromString(query->getColumn(4).getString()).value();
    info.start = {query->getColumn(5).getInt64()};
    info.date = {query->getColumn(6).getInt64()};
    info.currency = query->getColumn(7).getString();
    info.mapWidth = query->getColumn(8).getInt64();
    info.mapHeight = query->getColumn(9).getInt64();
    info.mapBackground = sql::optionalText(query->getColumn(10));
    sql::Query options(db, "SELECT option_id FROM campaign_option ORDER BY option_id");
    while (options->executeStep()) info.options.push_back(options->getColumn(0).getString());
    readMapScale(db, info);
    return info;
}

CampaignSnapshot readSnapshot(SQLite::Database& db) {
    CampaignSnapshot snapshot;
    snapshot.info = readCampaignInfo(db);

    std::map<std::int64_t, std::string> sides, places, leaders;
    SQLite::Statement side(db, "SELECT id, slug, name, colour, treasury FROM side ORDER BY id");
    while (side.executeStep()) {
        sides.emplace(side.getColumn(0).getInt64(), side.getColumn(1).getString());
        snapshot.sides.push_back({side.getColumn(1).getString(), side.getColumn(2).getString(),
                                  sql::optionalText(side.getColumn(3)),
                                  side.getColumn(4).getInt64()});
    }
    for (const ProgrammedSide& programmed : readProgrammedSides(db)) {
        for (Side& s : snapshot.sides) {
            if (s.id != programmed.sideId) continue;
            s.programmed = true;
            s.character = programmed.character;
        }
    }
    SQLite::Statement place(
        db, "SELECT id, slug, name, kind, x, y, owner_side_id, terrain FROM place ORDER BY id");
    while (place.executeStep()) {
        places.emplace(place.getColumn(0).getInt64(), place.getColumn(1).getString());
        snapshot.places.push_back({place.getColumn(1).getString(), place.getColumn(2).getString(),
                                   place.getColumn(3).getString(), place.getColumn(4).getInt64(),
                                   place.getColumn(5).getInt64(),
                                   sql::slugOf(sides, place.getColumn(6)),
                                   place.getColumn(7).getString()});
    }
    std::map<std::int64_t, std::pair<std::int64_t, std::int64_t>> routeEnds;
    SQLite::Statement route(db,
                            "SELECT id, from_place_id, to_place_id, kind, foot_days, mounted_days "
                            "FROM route ORDER BY id");
    while (route.executeStep()) {
        const std::int64_t from = route.getColumn(1).getInt64();
        const std::int64_t to = route.getColumn(2).getInt64();
        routeEnds.emplace(route.getColumn(0).getInt64(), std::pair{from, to});
        snapshot.routes.push_back({places.at(from), places.at(to), route.getColumn(3).getString(),
                                   route.getColumn(4).getInt64(), route.getColumn(5).getInt64()});
    }
    SQLite::Statement leader(db, R"SQL(
        SELECT id, slug, name, side_id, rank, cv, character, status, wounded_until, captor_side_id
        FROM leader ORDER BY id)SQL");
    while (leader.executeStep()) {
        leaders.emplace(leader.getColumn(0).getInt64(), leader.getColumn(1).getString());
        Leader l;
        l.id = leader.getColumn(1).getString();
        l.name = leader.getColumn(2).getString();
        l.side = sides.at(leader.getColumn(3).getInt64());
        l.rank = leader.getColumn(4).getString();
        l.cv = leader.getColumn(5).getInt64();
        l.character = sql::optionalText(leader.getColumn(6));
        l.status = storedLeaderStatus(db, leader.getColumn(7).getString(), l.name);
        if (const auto until = sql::optionalInt(leader.getColumn(8)))
            l.woundedUntil = DayNumber{*until};
        l.captor = sql::slugOf(sides, leader.getColumn(9));
        snapshot.leaders.push_back(std::move(l));
    }

    SQLite::Statement army(db, R"SQL(
        SELECT id, slug, name, side_id, leader_id, place_id, route_id, heading_place_id, days_left,
               (SELECT keeper.slug FROM army_merged AS m JOIN army AS keeper
                ON keeper.id = m.into_army_id WHERE m.army_id = army.id),
               EXISTS (SELECT 1 FROM army_disbanded WHERE army_id = army.id)
        FROM army ORDER BY id)SQL");
    std::map<std::int64_t, std::size_t> armyIndex;
    while (army.executeStep()) {
        Army a;
        a.id = army.getColumn(1).getString();
        a.name = army.getColumn(2).getString();
        a.side = sides.at(army.getColumn(3).getInt64());
        a.leader = sql::slugOf(leaders, army.getColumn(4));
        a.place = sql::slugOf(places, army.getColumn(5));
        if (const auto routeId = sql::optionalInt(army.getColumn(6))) {
            const auto [from, to] = routeEnds.at(*routeId);
            const std::int64_t heading = army.getColumn(7).getInt64();
            a.routeTo = places.at(heading);
            a.routeFrom = places.at(heading == to ? from : to);
            a.daysLeft = sql::optionalInt(army.getColumn(8));
        }
        a.mergedInto = sql::optionalText(army.getColumn(9));
        a.disbanded = army.getColumn(10).getInt() != 0;
        armyIndex.emplace(army.getColumn(0).getInt64(), snapshot.armies.size());
        snapshot.armies.push_back(std::move(a));
    }
    SQLite::Statement battal(db,
                             "SELECT id, slug, name, army_id, leader_id, orders FROM battal "
                             "ORDER BY id");
    std::map<std::int64_t, std::pair<std::size_t, std::size_t>> battalIndex;
    while (battal.executeStep()) {
        Army& a = snapshot.armies.at(armyIndex.at(battal.getColumn(3).getInt64()));
        battalIndex.emplace(
            battal.getColumn(0).getInt64(),
            std::pair{armyIndex.at(battal.getColumn(3).getInt64()), a.battals.size()});
        const std::string name = battal.getColumn(2).getString();
        a.battals.push_back({battal.getColumn(1).getString(),
                             name,
                             sql::slugOf(leaders, battal.getColumn(4)),
                             storedBattalOrders(db, battal.getColumn(5).getString(), name),
                             {}});
    }
    SQLite::Statement unit(db, R"SQL(
        SELECT id, slug, name, battal_id, leader_id, troop_type, class, protection, formation,
               weapons, present, mustered, recruited, dead, deserted
        FROM unit ORDER BY id)SQL");
    struct UnitAt {
        std::size_t army, battal, unit;
    };
    std::map<std::int64_t, UnitAt> unitIndex;
    while (unit.executeStep()) {
        const auto [armyAt, battalAt] = battalIndex.at(unit.getColumn(3).getInt64());
        Battal& b = snapshot.armies[armyAt].battals[battalAt];
        unitIndex.emplace(unit.getColumn(0).getInt64(), UnitAt{armyAt, battalAt, b.units.size()});
        Unit u;
        u.id = unit.getColumn(1).getString();
        u.name = unit.getColumn(2).getString();
        u.leader = sql::slugOf(leaders, unit.getColumn(4));
        u.type = unit.getColumn(5).getString();
        u.troopClass = storedTroopClass(db, unit.getColumn(6).getString(), u.name);
        u.protection = sql::optionalText(unit.getColumn(7));
        u.formation = sql::optionalText(unit.getColumn(8));
        if (const auto weapons = sql::optionalText(unit.getColumn(9)))
            u.weapons = splitIds(*weapons);
        u.present = unit.getColumn(10).getInt64();
        u.mustered = unit.getColumn(11).getInt64();
        u.recruited = unit.getColumn(12).getInt64();
        u.dead = unit.getColumn(13).getInt64();
        u.deserted = unit.getColumn(14).getInt64();
        b.units.push_back(std::move(u));
    }
    auto unitFor = [&](std::int64_t key) -> Unit& {
        const UnitAt at = unitIndex.at(key);
        return snapshot.armies[at.army].battals[at.battal].units[at.unit];
    };
    SQLite::Statement wounded(db,
                              "SELECT unit_id, men, returns_day FROM wounded_batch ORDER BY id");
    while (wounded.executeStep()) {
        unitFor(wounded.getColumn(0).getInt64())
            .wounded.push_back(
                {wounded.getColumn(1).getInt64(), {wounded.getColumn(2).getInt64()}});
    }
    SQLite::Statement captive(db,
                              "SELECT unit_id, men, captor_side_id FROM captive_batch ORDER BY id");
    while (captive.executeStep()) {
        unitFor(captive.getColumn(0).getInt64())
            .captives.push_back(
                {captive.getColumn(1).getInt64(), sides.at(captive.getColumn(2).getInt64())});
    }
    snapshot.terrain = readTerrain(db);
    return snapshot;
}

}  // namespace seneschal::campaign
