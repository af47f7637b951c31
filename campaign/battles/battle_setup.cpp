#include "campaign/battles/battle_setup.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <set>

#include "base/errors.hpp"
#include "base/plain_text.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::campaign {

namespace {

std::string optionalText(const SQLite::Column& column) {
    return column.isNull() ? std::string() : column.getString();
}

// The leader id, when he can command: a wounded, captive or dead leader leaves his post empty.
std::string activeLeader(const std::set<std::string>& active, const std::string& id) {
    return active.count(id) ? id : std::string();
}

}  // namespace

battle::UnitSpec unitAsFought(const battle::Rulebook& rules, const std::string& type,
                              const std::string& troopClass, const std::string& protection,
                              const std::string& formation, const std::string& weapons) {
    const battle::TroopType& troopType = rules.troopType(type);
    battle::UnitSpec unit;
    unit.type = type;
    // What the file holds is what the unit is: a value the rules do not know is refused, never
    // quietly read as a default (issue 31 item 10).
    const auto cls = battle::troopClassFromString(troopClass);
    if (!cls) {
        throw UserError("a unit of " + troopType.name + " has the class '" + printable(troopClass) +
                        "', which is none of A, B, C and D");
    }
    unit.troopClass = *cls;
    unit.background = troopType.background;
    unit.arm = troopType.arm;
    unit.protection = troopType.protection;
    unit.order = troopType.order;
    unit.weapons = troopType.weapons;
    if (!protection.empty()) {
        const auto p = battle::protectionFromCode(protection);
        if (!p) {
            throw UserError("a unit of " + troopType.name + " has the protection '" +
                            printable(protection) + "', which the rules do not know");
        }
        unit.protection = p->protection;
    }
    if (!formation.empty()) {
        const auto o = battle::orderFromString(formation);
        if (!o) {
            throw UserError("a unit of " + troopType.name + " has the formation '" +
                            printable(formation) + "', which is none of close, loose and open");
        }
        unit.order = *o;
    }
    if (!weapons.empty()) unit.weapons = splitIds(weapons);
    return unit;
}

battle::BattleSetup buildBattleSetup(SQLite::Database& db, const std::string& placeName,
                                     const BattleSetupOptions& options) {
    const Found place = find(db, Subject::Place, placeName);
    const CampaignInfo info = readCampaignInfo(db);
    const battle::Rulebook& rules = rulebookFor(info.rules);

    battle::BattleSetup setup;
    setup.id = "battle-of-" + place.id;
    setup.name = "Battle at " + place.name;
    setup.rules = info.rules;
    setup.type = options.type;
    setup.options = options.options;

    SQLite::Statement sides(db, R"SQL(
        SELECT DISTINCT side.slug, side.name, coalesce(side.colour, '') FROM army
        JOIN side ON side.id = army.side_id WHERE army.place_id = ? ORDER BY side.id)SQL");
    sides.bind(1, place.key);
    while (sides.executeStep()) {
        setup.sides.push_back({sides.getColumn(0).getString(), sides.getColumn(1).getString(),
                               sides.getColumn(2).getString()});
    }
    if (setup.sides.size() != 2) {
        throw UserError(
            "no battle at " + place.name + ": " +
            (setup.sides.size() < 2
                 ? std::string("the armies of two hostile sides must be there, "
                               "and ") +
                       (setup.sides.empty() ? std::string("no side has an army there")
                                            : std::string("only one side has an army there"))
                 : std::string("more than two sides are there")));
    }

    std::set<std::string> active;
    SQLite::Statement leaders(db, R"SQL(
        SELECT leader.slug, leader.name, side.slug, leader.rank, leader.cv,
               coalesce(leader.character, '')
        FROM leader JOIN side ON side.id = leader.side_id
        WHERE leader.status = 'active' AND leader.id IN (
            SELECT army.leader_id FROM army WHERE army.place_id = ?1
            UNION SELECT battal.leader_id FROM battal JOIN army ON army.id = battal.army_id
                  WHERE army.place_id = ?1
            UNION SELECT unit.leader_id FROM unit JOIN battal ON battal.id = unit.battal_id
                  JOIN army ON army.id = battal.army_id WHERE army.place_id = ?1 AND unit.present > 0)
        ORDER BY leader.id)SQL");
    leaders.bind(1, place.key);
    while (leaders.executeStep()) {
        battle::LeaderSpec leader;
        leader.id = leaders.getColumn(0).getString();
        leader.name = leaders.getColumn(1).getString();
        leader.side = leaders.getColumn(2).getString();
        leader.rank = leaders.getColumn(3).getString();
        leader.cv = leaders.getColumn(4).getInt();
        leader.character = leaders.getColumn(5).getString();
        active.insert(leader.id);
        setup.leaders.push_back(std::move(leader));
    }

    SQLite::Statement units(db, R"SQL(
        SELECT army.slug, army.name, side.slug, coalesce(al.slug, ''),
               battal.slug, battal.name, battal.orders, coalesce(bl.slug, ''),
               unit.slug, unit.name, unit.troop_type, unit.class, unit.present, unit.protection,
               unit.formation, unit.weapons, ul.slug
        FROM unit JOIN battal ON battal.id = unit.battal_id JOIN army ON army.id = battal.army_id
        JOIN side ON side.id = army.side_id
        LEFT JOIN leader AS al ON al.id = army.leader_id
        LEFT JOIN leader AS bl ON bl.id = battal.leader_id
        LEFT JOIN leader AS ul ON ul.id = unit.leader_id
        WHERE army.place_id = ? AND unit.present > 0
        ORDER BY army.id, battal.id, unit.id)SQL");
    units.bind(1, place.key);
    std::set<std::string> names;
    while (units.executeStep()) {
        const std::string armyId = units.getColumn(0).getString();
        if (setup.armies.empty() || setup.armies.back().id != armyId) {
            battle::ArmySpec army;
            army.id = armyId;
            army.name = units.getColumn(1).getString();
            army.side = units.getColumn(2).getString();
            army.leader = activeLeader(active, units.getColumn(3).getString());
            setup.armies.push_back(std::move(army));
        }
        battle::ArmySpec& army = setup.armies.back();
        const std::string battalId = units.getColumn(4).getString();
        if (army.battals.empty() || army.battals.back().id != battalId) {
            battle::BattalSpec battal;
            battal.id = battalId;
            battal.name = units.getColumn(5).getString();
            const std::string orders = units.getColumn(6).getString();
            const auto parsed = battle::battalOrdersFromString(orders);
            if (!parsed) {
                throw UserError("the battal " + battal.name + " has the orders '" +
                                printable(orders) + "', which the rules do not know");
            }
            battal.orders = *parsed;
            battal.leader = activeLeader(active, units.getColumn(7).getString());
            army.battals.push_back(std::move(battal));
        }
        SQLite::Statement& row = units;
        battle::UnitSpec unit =
            unitAsFought(rules, row.getColumn(10).getString(), row.getColumn(11).getString(),
                         optionalText(row.getColumn(13)), optionalText(row.getColumn(14)),
                         optionalText(row.getColumn(15)));
        unit.id = row.getColumn(8).getString();
        unit.name = row.getColumn(9).getString();
        unit.men = static_cast<int>(row.getColumn(12).getInt64());
        unit.leader = activeLeader(active, optionalText(row.getColumn(16)));
        if (!names.insert(unit.name).second) {
            throw UserError("two units at " + place.name + " are called '" + unit.name +
                            "': the battle's outcome names units, so rename one first");
        }
        army.battals.back().units.push_back(std::move(unit));
    }
    for (const battle::SideSpec& side : setup.sides) {
        const bool fields =
            std::any_of(setup.armies.begin(), setup.armies.end(),
                        [&](const battle::ArmySpec& a) { return a.side == side.id; });
        if (!fields) {
            throw UserError("no battle at " + place.name + ": " + side.name +
                            " has no men present there");
        }
    }
    return setup;
}

RosterUnit findRosterUnit(SQLite::Database& db, const std::string& name, const std::string& side,
                          const std::string& place) {
    SQLite::Statement query(db, R"SQL(
        SELECT unit.id, unit.slug, unit.name, side.slug, unit.troop_type, unit.class,
               unit.present, coalesce(place.name = ?3 OR place.slug = ?3, 0),
               coalesce(unit.protection, ''), coalesce(unit.weapons, '')
        FROM unit JOIN battal ON battal.id = unit.battal_id JOIN army ON army.id = battal.army_id
        JOIN side ON side.id = army.side_id LEFT JOIN place ON place.id = army.place_id
        WHERE unit.name = ?1 AND side.slug = ?2 ORDER BY unit.id)SQL");
    query.bind(1, name);
    query.bind(2, side);
    query.bind(3, place);
    std::vector<RosterUnit> all, here;
    while (query.executeStep()) {
        RosterUnit unit{query.getColumn(0).getInt64(),  query.getColumn(1).getString(),
                        query.getColumn(2).getString(), query.getColumn(3).getString(),
                        query.getColumn(4).getString(), query.getColumn(5).getString(),
                        query.getColumn(6).getInt64(),  query.getColumn(8).getString(),
                        query.getColumn(9).getString()};
        if (query.getColumn(7).getInt() != 0) here.push_back(unit);
        all.push_back(std::move(unit));
    }
    const std::vector<RosterUnit>& matches = here.empty() ? all : here;
    if (matches.empty()) {
        throw UserError("unit '" + name + "' (field 'name'): no unit of side '" + side +
                        "' has that name in this campaign");
    }
    if (matches.size() > 1) {
        std::string ids;
        for (const RosterUnit& u : matches) ids += (ids.empty() ? "" : ", ") + u.id;
        throw UserError("unit '" + name + "' (field 'name'): more than one unit of side '" + side +
                        "' has that name (" + ids + "); rename one first");
    }
    return matches.front();
}

RosterLeader findRosterLeader(SQLite::Database& db, const std::string& name) {
    SQLite::Statement query(db, R"SQL(
        SELECT leader.id, leader.slug, leader.name, side.slug, leader.rank, leader.status
        FROM leader JOIN side ON side.id = leader.side_id
        WHERE leader.name = ?1 OR leader.slug = ?1 ORDER BY leader.name = ?1 DESC LIMIT 1)SQL");
    query.bind(1, name);
    if (!query.executeStep()) {
        throw UserError("leader '" + name + "' (field 'name') is not in this campaign");
    }
    return {query.getColumn(0).getInt64(),  query.getColumn(1).getString(),
            query.getColumn(2).getString(), query.getColumn(3).getString(),
            query.getColumn(4).getString(), query.getColumn(5).getString()};
}

}  // namespace seneschal::campaign
