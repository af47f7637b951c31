#include "application/battles/battle_places.hpp"

#include <algorithm>

#include "application/views/campaign_session.hpp"
#include "base/errors.hpp"

namespace seneschal::application {

std::vector<BattlePlace> battlePlaces(const CampaignSession& session) {
    std::vector<BattlePlace> found;
    for (const map::PendingBattleMark& pending : session.pendingBattles()) {
        BattlePlace place{pending.placeId, pending.placeId, pending.armyIds};
        for (const campaign::Place& each : session.snapshot().places)
            if (each.id == pending.placeId) place.placeName = each.name;
        found.push_back(std::move(place));
    }
    return found;
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

}  // namespace seneschal::application
