#include "reports/battle_setup_builder.hpp"

#include <algorithm>
#include <set>

#include "battle/errors.hpp"

namespace seneschal::reports {

namespace {

const campaign::Leader* findLeader(const campaign::CampaignSnapshot& snapshot,
                                   const std::optional<std::string>& id) {
    if (!id) return nullptr;
    for (const campaign::Leader& leader : snapshot.leaders)
        if (leader.id == *id && leader.status == "active") return &leader;
    return nullptr;
}

battle::LeaderSpec leaderSpec(const campaign::Leader& leader) {
    battle::LeaderSpec spec;
    spec.id = leader.id;
    spec.name = leader.name;
    spec.side = leader.side;
    spec.rank = leader.rank;
    spec.cv = static_cast<int>(leader.cv);
    spec.character = leader.character.value_or("");
    return spec;
}

battle::UnitSpec unitSpec(const campaign::Unit& unit, const battle::Rulebook& rules) {
    const battle::TroopType& type = rules.troopType(unit.type);
    battle::UnitSpec spec;
    spec.id = unit.id;
    spec.name = unit.name;
    spec.type = unit.type;
    const auto cls = battle::troopClassFromString(unit.troopClass);
    if (!cls) throw UserError("unit " + unit.name + " has an unknown class '" + unit.troopClass + "'");
    spec.troopClass = *cls;
    spec.men = static_cast<int>(unit.present);
    spec.background = type.background;
    spec.arm = type.arm;
    spec.protection = type.protection;
    spec.order = type.order;
    spec.weapons = type.weapons;
    if (unit.protection)
        if (const auto code = battle::protectionFromCode(*unit.protection))
            spec.protection = code->protection;
    if (unit.formation)
        if (const auto order = battle::orderFromString(*unit.formation)) spec.order = *order;
    if (unit.weapons) spec.weapons = *unit.weapons;
    return spec;
}

}  // namespace

std::vector<BattlePlace> battlePlaces(const campaign::CampaignSnapshot& snapshot) {
    std::vector<BattlePlace> found;
    for (const campaign::Place& place : snapshot.places) {
        BattlePlace candidate{place.id, place.name, {}};
        std::set<std::string> sides;
        for (const campaign::Army& army : snapshot.armies) {
            if (army.place != place.id) continue;
            candidate.armyIds.push_back(army.id);
            sides.insert(army.side);
        }
        if (sides.size() == 2) found.push_back(std::move(candidate));
    }
    return found;
}

battle::BattleSetup battleSetupAt(const campaign::CampaignSnapshot& snapshot,
                                  const std::string& placeId, const battle::Rulebook& rules,
                                  battle::BattleType type, const std::string& rulesId) {
    const auto place = std::find_if(snapshot.places.begin(), snapshot.places.end(),
                                    [&](const campaign::Place& p) { return p.id == placeId; });
    if (place == snapshot.places.end()) throw UserError("no place '" + placeId + "' on the map");
    battle::BattleSetup setup;
    setup.id = "battle-" + place->id;
    setup.name = "Battle at " + place->name;
    setup.rules = rulesId;
    setup.type = type;
    std::set<std::string> sideIds;
    std::set<std::string> leaderIds;
    auto takeLeader = [&](const std::optional<std::string>& id) -> std::string {
        const campaign::Leader* leader = findLeader(snapshot, id);
        if (!leader) return {};
        if (leaderIds.insert(leader->id).second) setup.leaders.push_back(leaderSpec(*leader));
        return leader->id;
    };
    const int menPerFigure = std::max(1, rules.menPerFigure());
    for (const campaign::Army& army : snapshot.armies) {
        if (army.place != place->id) continue;
        battle::ArmySpec spec;
        spec.id = army.id;
        spec.name = army.name;
        spec.side = army.side;
        spec.leader = takeLeader(army.leader);
        for (const campaign::Battal& battal : army.battals) {
            battle::BattalSpec battalSpec;
            battalSpec.id = battal.id;
            battalSpec.name = battal.name;
            battalSpec.leader = takeLeader(battal.leader);
            battalSpec.orders =
                battle::battalOrdersFromString(battal.orders).value_or(battle::BattalOrders::Hold);
            for (const campaign::Unit& unit : battal.units) {
                if (unit.present < menPerFigure) continue;  // fields no figure (GA-SCALE)
                battle::UnitSpec unitSpecOut = unitSpec(unit, rules);
                unitSpecOut.leader = takeLeader(unit.leader);
                battalSpec.units.push_back(std::move(unitSpecOut));
            }
            if (!battalSpec.units.empty()) spec.battals.push_back(std::move(battalSpec));
        }
        if (spec.battals.empty()) continue;
        sideIds.insert(army.side);
        setup.armies.push_back(std::move(spec));
    }
    if (sideIds.size() != 2)
        throw UserError("a battle at " + place->name + " needs armies of two sides; " +
                        std::to_string(sideIds.size()) + " side(s) stand there");
    for (const campaign::Side& side : snapshot.sides)
        if (sideIds.count(side.id))
            setup.sides.push_back({side.id, side.name, side.colour.value_or("")});
    return setup;
}

battle::AftermathRoster aftermathRosterFor(const battle::BattleSetup& setup,
                                           const battle::Rulebook&) {
    battle::AftermathRoster roster;
    for (const battle::ArmySpec& army : setup.armies) {
        for (const battle::BattalSpec& battal : army.battals) {
            for (const battle::UnitSpec& unit : battal.units) {
                // Points per figure matter only to competition scoring, never to a campaign.
                roster.units.push_back({unit.name, unit.background, unit.troopClass,
                                        unit.arm == battle::Arm::Cavalry, 0.0});
            }
        }
    }
    for (const battle::LeaderSpec& leader : setup.leaders)
        roster.leaders.push_back({leader.name, leader.rank});
    return roster;
}

battle::BattleOutcome blankOutcome(const battle::BattleSetup& setup, const std::string& placeName,
                                   const std::string& date) {
    battle::BattleOutcome outcome;
    outcome.rules = setup.rules;
    outcome.type = setup.type;
    outcome.place = placeName;
    outcome.date = date;
    for (const battle::ArmySpec& army : setup.armies)
        for (const battle::BattalSpec& battal : army.battals)
            for (const battle::UnitSpec& unit : battal.units) {
                battle::UnitOutcome out;
                out.unit = unit.name;
                out.side = army.side;
                out.menAtStart = unit.men;
                outcome.units.push_back(std::move(out));
            }
    for (const battle::LeaderSpec& leader : setup.leaders)
        outcome.leaders.push_back({leader.name, leader.side, battle::LeaderFate::Unharmed, {}});
    return outcome;
}

}  // namespace seneschal::reports
