#include "campaign/battles/battle_factors.hpp"

#include "base/errors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/battle_roster.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/place_store.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::campaign {

namespace {

strategy::BattleResult resultFrom(const std::string& text) {
    if (text == "victory") return strategy::BattleResult::Victory;
    if (text == "defeat") return strategy::BattleResult::Defeat;
    return strategy::BattleResult::Draw;
}

}  // namespace

std::vector<UnitBattleFactors> battleFactors(SQLite::Database& db, const std::string& placeName,
                                             DayNumber battleDay) {
    const Found place = find(db, Subject::Place, placeName);
    const battle::Rulebook& rulebook = rulebookFor(readCampaignInfo(db).rules);
    const strategy::CampaignFactorRules& rules = rulesOf(db).strategy.factors;
    std::optional<std::string> placeOwner;
    if (const auto owner = readPlaceOwner(db, place.key)) placeOwner = owner->id;

    // The armies in the battle pending here, else every army standing here.
    std::vector<UnitBattleFactors> out;
    for (const FactorUnit& unit : readFactorUnits(db, place.key)) {
        strategy::UnitCampaignRecord record;
        record.unit = unit.id;
        record.side = unit.side;
        record.background = rulebook.troopType(unit.type).background;
        record.lastForcedMarch = unit.lastForcedMarch;
        record.arrearsDays = unit.arrearsDays;
        for (const LeaderLost& leader : unit.leaders) {
            if (leader.status == LeaderStatus::Captive || leader.status == LeaderStatus::Dead)
                record.lostLeaders.push_back({leader.name, leader.status == LeaderStatus::Dead});
        }
        for (const PastBattle& fought : unit.battles)
            record.battles.push_back({fought.day, resultFrom(fought.result), fought.placeName});
        record.woundedReturned = unit.woundedReturned;
        out.push_back({record.unit, unit.name, unit.armyName, record.side,
                       strategy::campaignFactors(record, battleDay, placeOwner, rules)});
    }
    if (out.empty()) throw UserError("no army stands at " + place.name);
    return out;
}

std::map<std::string, int> factorsByUnit(const std::vector<UnitBattleFactors>& factors) {
    std::map<std::string, int> totals;
    for (const UnitBattleFactors& unit : factors) totals[unit.unit] = unit.factors.total;
    return totals;
}

}  // namespace seneschal::campaign
