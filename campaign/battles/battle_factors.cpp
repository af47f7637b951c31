#include "campaign/battles/battle_factors.hpp"

#include <SQLiteCpp/Statement.h>

#include "base/errors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_store.hpp"
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
    const strategy::CampaignFactorRules& rules = strategyRules().factors;
    SQLite::Statement owner(db,
                            "SELECT side.slug FROM place JOIN side ON side.id = "
                            "place.owner_side_id WHERE place.id = ?");
    owner.bind(1, place.key);
    std::optional<std::string> placeOwner;
    if (owner.executeStep()) placeOwner = owner.getColumn(0).getString();

    // The armies in the battle pending here, else every army standing here.
    SQLite::Statement units(db, R"SQL(
        SELECT unit.id, unit.slug, unit.name, unit.troop_type, army.name, side.slug,
               m.last_forced_day, coalesce(u.arrears_days, 0),
               ul.name, ul.status, bl.name, bl.status, al.name, al.status
        FROM army JOIN side ON side.id = army.side_id
        JOIN battal ON battal.army_id = army.id JOIN unit ON unit.battal_id = battal.id
        LEFT JOIN army_march AS m ON m.army_id = army.id
        LEFT JOIN unit_upkeep AS u ON u.unit_id = unit.id
        LEFT JOIN leader AS ul ON ul.id = unit.leader_id
        LEFT JOIN leader AS bl ON bl.id = battal.leader_id
        LEFT JOIN leader AS al ON al.id = army.leader_id
        WHERE army.id NOT IN (SELECT army_id FROM army_merged) AND CASE
            WHEN EXISTS (SELECT 1 FROM pending_battle WHERE place_id = ?1)
            THEN army.id IN (SELECT pa.army_id FROM pending_battle_army AS pa
                             JOIN pending_battle AS p ON p.id = pa.battle_id
                             WHERE p.place_id = ?1)
            ELSE army.place_id = ?1 END
        ORDER BY army.id, battal.id, unit.id)SQL");
    units.bind(1, place.key);
    SQLite::Statement battles(db, R"SQL(
        SELECT r.day, r.result, place.name FROM unit_battle_result AS r
        JOIN place ON place.id = r.place_id WHERE r.unit_id = ? ORDER BY r.day, r.id)SQL");
    // Wounded coming back to duty are ledger lines of the advance: the wounded count falls.
    SQLite::Statement healed(db, R"SQL(
        SELECT DISTINCT day FROM ledger_entry
        WHERE unit_id = ? AND what = 'wounded' AND change < 0 AND cause = 'advance')SQL");

    std::vector<UnitBattleFactors> out;
    while (units.executeStep()) {
        const std::int64_t unitKey = units.getColumn(0).getInt64();
        strategy::UnitCampaignRecord record;
        record.unit = units.getColumn(1).getString();
        record.side = units.getColumn(5).getString();
        record.background = rulebook.troopType(units.getColumn(3).getString()).background;
        if (!units.getColumn(6).isNull())
            record.lastForcedMarch = DayNumber{units.getColumn(6).getInt64()};
        record.arrearsDays = units.getColumn(7).getInt64();
        for (int column : {8, 10, 12}) {
            if (units.getColumn(column).isNull()) continue;
            const std::string status = units.getColumn(column + 1).getString();
            if (status == "captive" || status == "dead") {
                record.lostLeaders.push_back(
                    {units.getColumn(column).getString(), status == "dead"});
            }
        }
        battles.bind(1, unitKey);
        while (battles.executeStep()) {
            record.battles.push_back({DayNumber{battles.getColumn(0).getInt64()},
                                      resultFrom(battles.getColumn(1).getString()),
                                      battles.getColumn(2).getString()});
        }
        battles.reset();
        healed.bind(1, unitKey);
        while (healed.executeStep()) {
            record.woundedReturned.push_back(DayNumber{healed.getColumn(0).getInt64()});
        }
        healed.reset();
        out.push_back({record.unit, units.getColumn(2).getString(), units.getColumn(4).getString(),
                       record.side,
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
