#pragma once
// The march actions of the strategic campaign (docs/rules/campaign.md): ordering an army to a
// place by the quickest path, the weaker side avoiding a pending battle, and settling a pending
// battle once it is fought (the aftermath calls settlePendingBattle). Each runs in one
// transaction through `perform` and is undoable.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/strategy/route_graph.hpp"

namespace seneschal::campaign {

// What ordering the army to the place would do, worked out without writing: the path at the
// army's own rate, the days on the road (a forced march covers strategy.xml's forcedSteps
// route-days a day) and the arrival. MarchOrder writes exactly this; the desk's march
// confirmation shows it. Throws UserError as MarchOrder does (unknown army or place, no road,
// already there, held by a pending battle).
struct MarchForecast {
    std::string armyName, placeName;
    strategy::Path path;             // legs by place id
    std::vector<std::string> stops;  // the places on the way, by name
    strategy::MarchRate rate = strategy::MarchRate::Foot;
    strategy::Days days = 0;
    DayNumber arrival;
    std::string arrivalText;  // the campaign's long date
};
MarchForecast forecastMarch(SQLite::Database& db, const std::string& army, const std::string& place,
                            bool forced);

// Orders an army to a place: the quickest path by days at the army's own rate, optionally
// forced. It moves when the calendar advances (march_steps.hpp).
class MarchOrder : public Action {
  public:
    MarchOrder(std::string army, std::string place, bool forced)
        : army_(std::move(army)), place_(std::move(place)), forced_(forced) {}
    std::string name() const override { return "March"; }
    Cause cause() const override { return Cause::March; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

    // After apply: the places on the way, by name, and the arrival date.
    const std::vector<std::string>& stops() const { return stops_; }
    strategy::Days days() const { return days_; }
    DayNumber arrival() const { return arrival_; }
    const std::string& arrivalText() const { return arrivalText_; }

  private:
    std::string army_;
    std::string place_;
    bool forced_;
    std::string armyName_, placeName_, arrivalText_;
    std::vector<std::string> stops_;
    strategy::Days days_ = 0;
    DayNumber arrival_;
};

// The weaker side at a pending battle falls back by night towards a neighbouring place.
class AvoidBattle : public Action {
  public:
    AvoidBattle(std::string place, std::string side, std::string toward)
        : place_(std::move(place)), side_(std::move(side)), toward_(std::move(toward)) {}
    std::string name() const override { return "Avoid battle"; }
    Cause cause() const override { return Cause::March; }
    void apply(ActionContext& context) override;
    std::string describe() const override;
    const std::vector<std::string>& events() const { return events_; }

  private:
    std::string place_, side_, toward_;
    std::string text_;
    std::vector<std::string> events_;
};

// After a battle at a place the beaten side's armies there withdraw one route, by the rule of
// strategy/withdrawal.hpp and data/rules/strategy.xml <withdrawal> (GA-RES-LOSE: the winner
// holds the field); their march orders end. Returns one sentence per army moved ("French host
// withdraws from Aubrey to Rue").
std::vector<std::string> withdrawAfterBattle(ActionContext& context, std::int64_t placeKey,
                                             std::optional<std::int64_t> winnerSideKey);

// After a battle at a place, once the beaten have withdrawn (withdrawAfterBattle): the march
// orders of the armies still on the field, which waited for the battle (strategy/march.hpp).
// The winner's armies take theirs up again from the field, by the rest of their path; every
// other army's orders end, and so do the winner's when it has no man left standing. Returns one
// sentence per army that had orders ("English host resumes its march to Crécy, arriving 28 July
// 1346", "French host's march to Paris ends: the battle at Caen was drawn") and one for each of
// the winner's armies left without orders; each is a ledger line of the army's (cause orders).
std::vector<std::string> resumeMarchesAfterBattle(ActionContext& context, std::int64_t placeKey,
                                                  std::optional<std::int64_t> winnerSideKey);

// settlePendingBattle (stores/pending_battle_store.hpp) as an action of its own, for a battle
// fought off the table or in tests.
class SettleBattle : public Action {
  public:
    SettleBattle(std::string place, std::optional<std::string> winner)
        : place_(std::move(place)), winner_(std::move(winner)) {}
    std::string name() const override { return "Settle battle"; }
    Cause cause() const override { return Cause::Battle; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

  private:
    std::string place_;
    std::optional<std::string> winner_;
    std::string text_;
};

}  // namespace seneschal::campaign
