#include "campaign/actions/march_actions.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <map>
#include <optional>

#include "base/errors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/stores/army_store.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/pending_battle_store.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/strategy/avoid_battle.hpp"
#include "campaign/strategy/orders.hpp"
#include "campaign/strategy/withdrawal.hpp"

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
    f.days = strategy::marchDays(f.path.totalDays, forced, rulesOf(db).strategy.march);
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
    const auto happened =
        strategy::avoidBattle(loaded.state, loaded.graph, context.rules().strategy, place.id,
                              side.id, toward.id, context.date());
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

namespace {

std::string slugWithKey(const sql::KeysBySlug& keys, std::int64_t key) {
    for (const auto& [slug, k] : keys) {
        if (k == key) return slug;
    }
    throw UserError("no row " + std::to_string(key) + " in the march state");
}

// The sides by their place in the campaign (a draw's tie goes against the one listed later).
std::vector<std::string> sidesInCampaignOrder(const MarchKeys& keys) {
    std::vector<std::pair<std::int64_t, std::string>> byKey;
    for (const auto& [slug, key] : keys.sides) byKey.emplace_back(key, slug);
    std::sort(byKey.begin(), byKey.end());
    std::vector<std::string> sides;
    for (const auto& side : byKey) sides.push_back(side.second);
    return sides;
}

}  // namespace

std::vector<std::string> withdrawAfterBattle(ActionContext& context, std::int64_t placeKey,
                                             std::optional<std::int64_t> winnerSideKey) {
    const LoadedMarch loaded = loadMarch(context.db());
    const std::string field = slugWithKey(loaded.keys.places, placeKey);
    std::optional<std::string> winner;
    if (winnerSideKey) winner = slugWithKey(loaded.keys.sides, *winnerSideKey);
    std::vector<std::string> moved;
    for (const strategy::Withdrawal& move : strategy::withdrawalsAfterBattle(
             loaded.state, loaded.graph, context.rules().strategy.withdrawal, field, winner,
             sidesInCampaignOrder(loaded.keys))) {
        const std::string sentence = loaded.state.army(move.army).name + " withdraws from " +
                                     loaded.graph.place(field).name + " to " +
                                     loaded.graph.place(move.to).name;
        withdrawArmy(context, loaded.keys.armies.at(move.army), loaded.keys.places.at(move.to),
                     sentence);
        moved.push_back(sentence);
    }
    return moved;
}

std::vector<std::string> resumeMarchesAfterBattle(ActionContext& context, std::int64_t placeKey,
                                                  std::optional<std::int64_t> winnerSideKey) {
    SQLite::Database& db = context.db();
    const LoadedMarch loaded = loadMarch(db);
    const std::string field = slugWithKey(loaded.keys.places, placeKey);
    const std::string& fieldName = loaded.graph.place(field).name;
    std::optional<std::string> winner;
    if (winnerSideKey) winner = slugWithKey(loaded.keys.sides, *winnerSideKey);
    const CampaignInfo info = readCampaignInfo(db);
    std::vector<std::string> lines;
    for (const strategy::MarchingArmy& army : loaded.state.armies) {
        if (army.onRoute() || army.place != field) continue;
        const std::int64_t key = loaded.keys.armies.at(army.id);
        const bool won = winner && army.side == *winner;
        std::string sentence;
        if (army.orders.empty()) {
            if (!won) continue;
            sentence = army.name + " holds the field at " + fieldName +
                       "; it has no march orders and waits for new ones";
        } else {
            const std::string& goal = loaded.graph.place(army.orders.back()).name;
            std::string why;
            if (!winner) {
                why = "the battle at " + fieldName + " was drawn";
            } else if (!won) {
                why = "it lost the battle at " + fieldName;
            } else if (army.men() == 0) {
                why = "no man of it is left standing after the battle at " + fieldName;
            }
            // Orders whose first stop has no road from the field (a campaign kept before a
            // march halted back where it set out lost the stop it had not reached): the march
            // ends, and the battle is still applied.
            std::optional<strategy::Days> toGo;
            if (why.empty()) {
                try {
                    toGo = strategy::routeDaysToGo(army, loaded.graph);
                } catch (const DataError&) {
                    throw;
                } catch (const UserError&) {
                    why = "no road leads on from " + fieldName + " to " +
                          loaded.graph.place(army.orders.front()).name;
                }
            }
            if (why.empty()) {
                const strategy::Days days =
                    strategy::marchDays(*toGo, army.forced, context.rules().strategy.march);
                sentence = army.name + " resumes its march to " + goal + ", arriving " +
                           formatLongDate(info.reckoning, info.date.plusDays(days));
            } else {
                sentence = army.name + "'s march to " + goal + " ends: " + why;
                writeArmyOrders(db, key, {});
            }
        }
        // The rule of the battle's results that decides it: the winner holds the field (and on a
        // draw every side takes the winner's results); the beaten do not.
        const std::string rule = won || !winner ? "[GA-RES-WIN] " : "[GA-RES-LOSE] ";
        context.record(LedgerEntry("orders", 0, rule + sentence).forArmy(key));
        lines.push_back(sentence);
    }
    return lines;
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
