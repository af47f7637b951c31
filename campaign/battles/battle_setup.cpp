#include "campaign/battles/battle_setup.hpp"

#include <algorithm>
#include <set>

#include "base/errors.hpp"
#include "base/plain_text.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/name_folding.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::campaign {

namespace {

// The leader id, when he can command: a wounded, captive or dead leader leaves his post empty.
std::string activeLeader(const std::set<std::string>& active, const std::string& id) {
    return active.count(id) ? id : std::string();
}

}  // namespace

battle::UnitSpec unitAsFought(const battle::Rulebook& rules, const std::string& type,
                              battle::TroopClass troopClass, const std::string& protection,
                              const std::string& formation, const std::string& weapons) {
    const battle::TroopType& troopType = rules.troopType(type);
    battle::UnitSpec unit;
    unit.type = type;
    // What the file holds is what the unit is: a value the rules do not know is refused, never
    // quietly read as a default (issue 31 item 10); the class was read by the store
    // (stored_words.hpp).
    unit.troopClass = troopClass;
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

    for (const SideAtPlace& side : readSidesAt(db, place.key))
        setup.sides.push_back({side.id, side.name, side.colour});
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
    for (const LeaderAtPlace& at : readActiveLeadersAt(db, place.key)) {
        battle::LeaderSpec leader;
        leader.id = at.id;
        leader.name = at.name;
        leader.side = at.side;
        leader.rank = at.rank;
        leader.cv = at.cv;
        leader.character = at.character;
        active.insert(leader.id);
        setup.leaders.push_back(std::move(leader));
    }

    std::set<std::string> names;
    for (const UnitAtPlace& row : readUnitsAt(db, place.key)) {
        if (setup.armies.empty() || setup.armies.back().id != row.armyId) {
            battle::ArmySpec army;
            army.id = row.armyId;
            army.name = row.armyName;
            army.side = row.side;
            army.leader = activeLeader(active, row.armyLeader);
            setup.armies.push_back(std::move(army));
        }
        battle::ArmySpec& army = setup.armies.back();
        if (army.battals.empty() || army.battals.back().id != row.battalId) {
            battle::BattalSpec battal;
            battal.id = row.battalId;
            battal.name = row.battalName;
            battal.orders = row.battalOrders;
            battal.leader = activeLeader(active, row.battalLeader);
            army.battals.push_back(std::move(battal));
        }
        battle::UnitSpec unit = unitAsFought(rules, row.type, row.troopClass, row.protection,
                                             row.formation, row.weapons);
        unit.id = row.id;
        unit.name = row.name;
        unit.men = static_cast<int>(row.present);
        unit.leader = activeLeader(active, row.leader);
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
                          std::optional<std::int64_t> placeKey) {
    const std::vector<RosterUnitAt> units = readRosterUnitsOfSide(db, side);
    std::vector<IdAndName> keys;
    for (const RosterUnitAt& each : units) keys.push_back({each.unit.id, each.unit.name});
    std::vector<RosterUnit> all, here;
    for (const std::size_t i : namedBy(keys, name)) {
        if (placeKey && units[i].place == placeKey) here.push_back(units[i].unit);
        all.push_back(units[i].unit);
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
    const std::vector<RosterLeader> leaders = readRosterLeaders(db);
    std::vector<IdAndName> keys;
    for (const RosterLeader& each : leaders) keys.push_back({each.id, each.name});
    const std::vector<std::size_t> named = namedBy(keys, name);
    if (named.empty()) {
        throw UserError("leader '" + name + "' (field 'name') is not in this campaign");
    }
    if (named.size() > 1) {
        std::string ids;
        for (const std::size_t i : named) ids += (ids.empty() ? "" : ", ") + leaders[i].id;
        throw UserError("leader '" + name +
                        "' (field 'name'): more than one leader has that name (" + ids +
                        "); rename one first");
    }
    return leaders[named.front()];
}

}  // namespace seneschal::campaign
