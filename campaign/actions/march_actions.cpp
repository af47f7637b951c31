#include "campaign/actions/march_actions.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <map>

#include "battle/errors.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/strategy/avoid_battle.hpp"
#include "campaign/strategy/orders.hpp"

namespace seneschal::campaign {

namespace {

// Orders the march in `loaded`'s state (the order is set there) and works out its forecast.
MarchForecast orderInState(SQLite::Database& db, LoadedMarch& loaded, const Found& army,
                           const Found& place, bool forced) {
    MarchForecast f;
    f.armyName = army.name;
    f.placeName = place.name;
    f.rate = loaded.state.army(army.id).rate();
    f.path = strategy::orderMarch(loaded.state, loaded.graph, army.id, place.id, forced);
    for (const std::string& stop : f.path.places())
        f.stops.push_back(loaded.graph.place(stop).name);
    // A forced march makes forcedSteps route-days a day: the arrival comes sooner.
    const strategy::Days steps =
        forced ? std::max<strategy::Days>(1, strategyRules().march.forcedSteps) : 1;
    f.days = (f.path.totalDays + steps - 1) / steps;
    const CampaignInfo info = readCampaignInfo(db);
    f.arrival = info.date.plusDays(f.days);
    f.arrivalText = formatLongDate(info.reckoning, f.arrival);
    return f;
}

}  // namespace

MarchForecast forecastMarch(SQLite::Database& db, const std::string& army, const std::string& place,
                            bool forced) {
    const Found foundArmy = find(db, Subject::Army, army);
    const Found foundPlace = find(db, Subject::Place, place);
    LoadedMarch loaded = loadMarch(db);
    return orderInState(db, loaded, foundArmy, foundPlace, forced);
}

void MarchOrder::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    const Found army = find(db, Subject::Army, army_);
    const Found place = find(db, Subject::Place, place_);
    LoadedMarch loaded = loadMarch(db);
    const strategy::MarchState before = loaded.state;
    const MarchForecast f = orderInState(db, loaded, army, place, forced_);
    armyName_ = f.armyName;
    placeName_ = f.placeName;
    stops_ = f.stops;
    days_ = f.days;
    arrival_ = f.arrival;
    arrivalText_ = f.arrivalText;
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

bool hasPendingBattle(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement query(db, "SELECT 1 FROM pending_battle WHERE place_id = ?");
    query.bind(1, placeKey);
    return query.executeStep();
}

namespace {

struct ArmyAtField {
    std::int64_t key;
    std::string name;
    std::int64_t side;
    std::int64_t men;
    std::optional<std::int64_t> cameFrom;
};

std::vector<ArmyAtField> armiesAt(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement query(db, R"SQL(
        SELECT army.id, army.name, army.side_id,
               (SELECT coalesce(sum(unit.present), 0) FROM battal JOIN unit
                  ON unit.battal_id = battal.id WHERE battal.army_id = army.id),
               army_march.came_from_place_id
        FROM army LEFT JOIN army_march ON army_march.army_id = army.id
        WHERE army.place_id = ? ORDER BY army.id)SQL");
    query.bind(1, placeKey);
    std::vector<ArmyAtField> armies;
    while (query.executeStep()) {
        ArmyAtField a{query.getColumn(0).getInt64(),
                      query.getColumn(1).getString(),
                      query.getColumn(2).getInt64(),
                      query.getColumn(3).getInt64(),
                      {}};
        if (!query.getColumn(4).isNull()) a.cameFrom = query.getColumn(4).getInt64();
        armies.push_back(a);
    }
    return armies;
}

// The side that leaves the field after a draw: the one with fewer men, the later on a tie.
std::optional<std::int64_t> drawLoser(const std::vector<ArmyAtField>& armies) {
    std::map<std::int64_t, std::int64_t> menBySide;
    for (const auto& a : armies) menBySide[a.side] += a.men;
    if (menBySide.size() < 2) return std::nullopt;
    std::optional<std::int64_t> loser;
    std::int64_t fewest = 0;
    for (const auto& [side, men] : menBySide) {
        if (!loser || men <= fewest) {
            loser = side;
            fewest = men;
        }
    }
    return loser;
}

}  // namespace

std::vector<std::string> withdrawAfterBattle(ActionContext& context, std::int64_t placeKey,
                                             std::optional<std::int64_t> winnerSideKey) {
    SQLite::Database& db = context.db();
    const std::vector<ArmyAtField> armies = armiesAt(db, placeKey);
    std::optional<std::int64_t> loserSide;
    if (!winnerSideKey) loserSide = drawLoser(armies);
    std::vector<std::string> moved;
    for (const ArmyAtField& army : armies) {
        const bool beaten =
            winnerSideKey ? army.side != *winnerSideKey : (loserSide && army.side == *loserSide);
        if (!beaten) continue;
        // Neighbours by route, nearest first; a place holding an army of another side is barred.
        SQLite::Statement ways(db, R"SQL(
            SELECT other.id, other.name, coalesce(other.owner_side_id = ?2, 0) AS own
            FROM route
            JOIN place AS other ON other.id = CASE WHEN route.from_place_id = ?1
                                               THEN route.to_place_id ELSE route.from_place_id END
            WHERE (route.from_place_id = ?1 OR route.to_place_id = ?1)
              AND NOT EXISTS (SELECT 1 FROM army AS enemy WHERE enemy.place_id = other.id
                                AND enemy.side_id <> ?2)
            ORDER BY route.foot_days, other.id)SQL");
        ways.bind(1, placeKey);
        ways.bind(2, army.side);
        std::optional<std::int64_t> to;
        std::string toName;
        std::optional<std::int64_t> ownChoice, anyChoice;
        std::string ownName, anyName;
        while (ways.executeStep()) {
            const std::int64_t id = ways.getColumn(0).getInt64();
            const std::string name = ways.getColumn(1).getString();
            if (army.cameFrom && *army.cameFrom == id) {
                to = id;
                toName = name;
                break;
            }
            if (ways.getColumn(2).getInt64() != 0 && !ownChoice) {
                ownChoice = id;
                ownName = name;
            }
            if (!anyChoice) {
                anyChoice = id;
                anyName = name;
            }
        }
        if (!to && ownChoice) {
            to = ownChoice;
            toName = ownName;
        }
        if (!to && anyChoice) {
            to = anyChoice;
            toName = anyName;
        }
        if (!to) continue;
        SQLite::Statement move(db, "UPDATE army SET place_id = ? WHERE id = ?");
        move.bind(1, *to);
        move.bind(2, army.key);
        move.exec();
        SQLite::Statement orders(db, "DELETE FROM army_order_stop WHERE army_id = ?");
        orders.bind(1, army.key);
        orders.exec();
        SQLite::Statement from(db, "SELECT name FROM place WHERE id = ?");
        from.bind(1, placeKey);
        from.executeStep();
        const std::string sentence =
            army.name + " withdraws from " + from.getColumn(0).getString() + " to " + toName;
        // The beaten leave the field they lost (GA-RES-LOSE: the winner holds it).
        context.record(LedgerEntry("place", 0, "[GA-RES-LOSE] " + sentence).forArmy(army.key));
        moved.push_back(sentence);
    }
    return moved;
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
