#include "campaign/march_actions.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>

#include "battle/errors.hpp"
#include "campaign/lookup.hpp"
#include "campaign/march_store.hpp"
#include "campaign/repository.hpp"
#include "campaign/strategy/avoid_battle.hpp"
#include "campaign/strategy/orders.hpp"

namespace seneschal::campaign {

void MarchOrder::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    const Found army = find(db, Subject::Army, army_);
    const Found place = find(db, Subject::Place, place_);
    armyName_ = army.name;
    placeName_ = place.name;
    LoadedMarch loaded = loadMarch(db);
    const strategy::MarchState before = loaded.state;
    const strategy::Path path =
        strategy::orderMarch(loaded.state, loaded.graph, army.id, place.id, forced_);
    stops_.clear();
    for (const std::string& stop : path.places()) stops_.push_back(loaded.graph.place(stop).name);
    // A forced march makes forcedSteps route-days a day: the arrival comes sooner.
    const strategy::Days steps =
        forced_ ? std::max<strategy::Days>(1, strategyRules().march.forcedSteps) : 1;
    days_ = (path.totalDays + steps - 1) / steps;
    const CampaignInfo info = readCampaignInfo(db);
    arrival_ = info.date.plusDays(days_);
    arrivalText_ = formatLongDate(info.reckoning, arrival_);
    saveMarch(context, loaded.keys, before, loaded.state);
    std::string way;
    for (const std::string& stop : stops_) way += (way.empty() ? "" : ", ") + stop;
    context.record(LedgerEntry("orders", 0,
                               std::string(forced_ ? "forced march" : "march") + " to " +
                                   place.name + " by " + way + ", arriving " + arrivalText_)
                       .forArmy(army.key));
}

std::string MarchOrder::describe() const {
    return "March " + armyName_ + " to " + placeName_ + (forced_ ? " (forced)" : "");
}

void AvoidBattle::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    const Found place = find(db, Subject::Place, place_);
    const Found side = find(db, Subject::Side, side_);
    const Found toward = find(db, Subject::Place, toward_);
    LoadedMarch loaded = loadMarch(db);
    const strategy::MarchState before = loaded.state;
    const auto happened = strategy::avoidBattle(loaded.state, loaded.graph, strategyRules(),
                                                place.id, side.id, toward.id, context.date());
    saveMarch(context, loaded.keys, before, loaded.state);
    events_.clear();
    for (const strategy::MarchEvent& event : happened) {
        events_.push_back(event.text);
        if (event.kind == strategy::MarchEventKind::Stragglers) {
            recordStragglers(context, loaded.keys.units.at(event.unit), event.men,
                             "fell out on the night march from " + place.name);
        }
    }
    text_ = side.name + " avoids battle at " + place.name + ", falling back towards " + toward.name;
}

std::string AvoidBattle::describe() const {
    return text_;
}

void settlePendingBattle(ActionContext& context, std::int64_t placeKey,
                         std::optional<std::int64_t> winnerSideKey) {
    SQLite::Database& db = context.db();
    SQLite::Statement battle(db, "SELECT id FROM pending_battle WHERE place_id = ?");
    battle.bind(1, placeKey);
    if (!battle.executeStep()) {
        SQLite::Statement name(db, "SELECT name FROM place WHERE id = ?");
        name.bind(1, placeKey);
        name.executeStep();
        throw UserError("no battle is pending at " + name.getColumn(0).getString());
    }
    const std::int64_t battleId = battle.getColumn(0).getInt64();
    battle.reset();
    SQLite::Statement results(db, R"SQL(
        INSERT INTO unit_battle_result (unit_id, day, place_id, result)
        SELECT unit.id, ?1, ?2,
               CASE WHEN ?3 IS NULL THEN 'draw' WHEN army.side_id = ?3 THEN 'victory'
                    ELSE 'defeat' END
        FROM pending_battle_army AS pa JOIN army ON army.id = pa.army_id
        JOIN battal ON battal.army_id = army.id JOIN unit ON unit.battal_id = battal.id
        WHERE pa.battle_id = ?4 ORDER BY unit.id)SQL");
    results.bind(1, context.date().value);
    results.bind(2, placeKey);
    if (winnerSideKey) {
        results.bind(3, *winnerSideKey);
    } else {
        results.bind(3);
    }
    results.bind(4, battleId);
    results.exec();
    SQLite::Statement armies(db, "DELETE FROM pending_battle_army WHERE battle_id = ?");
    armies.bind(1, battleId);
    armies.exec();
    SQLite::Statement pending(db, "DELETE FROM pending_battle WHERE id = ?");
    pending.bind(1, battleId);
    pending.exec();
}

void SettleBattle::apply(ActionContext& context) {
    const Found place = find(context.db(), Subject::Place, place_);
    std::optional<std::int64_t> winner;
    std::string winnerName = "nobody";
    if (winner_) {
        const Found side = find(context.db(), Subject::Side, *winner_);
        winner = side.key;
        winnerName = side.name;
    }
    settlePendingBattle(context, place.key, winner);
    LedgerEntry entry("battle", 0, "battle at " + place.name + " won by " + winnerName);
    if (winner) entry.forSide(*winner);
    context.record(std::move(entry));
    text_ = "Settle the battle at " + place.name + " (won by " + winnerName + ")";
}

std::string SettleBattle::describe() const {
    return text_;
}

}  // namespace seneschal::campaign
