// Issue 14, item 5, for the campaign library's rules file: every table of data/rules/strategy.xml,
// its first number changed in a copy, changes a result it feeds: money as written, a forced
// march's progress, whether a side may avoid battle, where the beaten withdraw, when a place
// changes hands, a new route's days, a unit's capped campaign factors, a day's pay, feudal service
// running out, the cost of recruits. The tables come from the file itself, so a new table nobody
// plays fails here by name.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "battle/dice.hpp"
#include "campaign/strategy/avoid_battle.hpp"
#include "campaign/strategy/campaign_factors.hpp"
#include "campaign/strategy/march.hpp"
#include "campaign/strategy/orders.hpp"
#include "campaign/strategy/route_days.hpp"
#include "campaign/strategy/scouting.hpp"
#include "campaign/strategy/strategy_rules.hpp"
#include "campaign/strategy/turns.hpp"
#include "campaign/strategy/upkeep.hpp"
#include "campaign/strategy/withdrawal.hpp"
#include "strategy_test_maps.hpp"
#include "tests/rules_tables_in_files.hpp"

namespace seneschal::campaign::strategy {
namespace {

using battle::Arm;
using battle::Background;
using battle::TroopClass;

const DayNumber kFirstDay = parseDate(Reckoning::Julian, "1346-08-01");

KeptUnit keptUnit(const std::string& id, Background b, Arm arm, TroopClass c, Men men) {
    KeptUnit u;
    u.id = id;
    u.background = b;
    u.arm = arm;
    u.troopClass = c;
    u.men = men;
    return u;
}

// A forced march of a foot army, a day's progress and its stragglers.
void marchResults(const StrategyRules& r, std::ostream& out) {
    const RouteGraph map = testmaps::crecyMarch();
    MarchState state;
    state.armies.push_back(testmaps::oneUnitArmy("english", "england", "saint-vaast", 1000, false));
    orderMarch(state, map, "english", "saint-lo", true);
    advanceDay(state, map, r, kFirstDay);
    out << state.army("english").where() << ' ' << state.army("english").men() << '\n';
}

// Scouts ride onto a field and foot into a town of the other side: who owns what, day by day.
void ownershipResults(const StrategyRules& r, std::ostream& out) {
    const RouteGraph map = testmaps::meetingMap();
    MarchState state;
    state.places = {
        {"field", "france", {}, {}}, {"doullens", "france", {}, {}}, {"amiens", "france", {}, {}}};
    state.armies.push_back(testmaps::oneUnitArmy("english", "england", "amiens", 1000, false));
    state.armies.push_back(testmaps::oneUnitArmy("scouts", "england", "amiens", 100, true));
    orderMarch(state, map, "english", "doullens", false);
    orderMarch(state, map, "scouts", "field", false);
    for (int day = 0; day < 4; ++day) {
        advanceDay(state, map, r, kFirstDay.plusDays(day));
        out << state.ownerOf("field").value_or("-") << ' '
            << state.ownerOf("doullens").value_or("-") << '\n';
    }
}

// The English, a little under two-thirds of the French, wait at Boves as the French come in.
void avoidBattleResults(const StrategyRules& r, std::ostream& out) {
    for (const Men english : {1950, 1980, 2000, 2010, 2020, 2040, 2060}) {
        const RouteGraph map = testmaps::meetingMap();
        MarchState state;
        state.armies.push_back(
            testmaps::oneUnitArmy("english", "england", "boves", english, false));
        state.armies.push_back(testmaps::oneUnitArmy("french", "france", "corbie", 3000, false));
        orderMarch(state, map, "french", "boves", false);
        advanceDay(state, map, r, kFirstDay);
        advanceDay(state, map, r, kFirstDay.plusDays(1));
        out << withdrawalOptions(state, map, r, "boves", "england").allowed;
    }
    out << '\n';
}

// Three minus-one factors and three plus-one factors, capped.
void campaignFactorResults(const StrategyRules& r, std::ostream& out) {
    UnitCampaignRecord beaten;
    beaten.unit = "genoese";
    beaten.side = "france";
    beaten.background = Background::Mercenary;
    beaten.lastForcedMarch = kFirstDay.plusDays(-1);
    beaten.arrearsDays = 20;
    beaten.battles = {{kFirstDay.plusDays(-3), BattleResult::Defeat, "Blanchetaque"}};
    beaten.lostLeaders = {{"Godemar du Fay", false}};
    UnitCampaignRecord victors;
    victors.unit = "archers";
    victors.side = "england";
    victors.background = Background::Regular;
    victors.battles = {{kFirstDay.plusDays(-3), BattleResult::Victory, "Caen"}};
    victors.woundedReturned = {kFirstDay.plusDays(-2)};
    for (const UnitCampaignRecord& u : {beaten, victors}) {
        const CampaignFactors f = campaignFactors(u, kFirstDay, std::string("england"), r.factors);
        out << f.sum << ' ' << f.total << ' ' << f.describe() << '\n';
    }
}

void upkeepResults(const StrategyRules& r, std::ostream& out) {
    out << formatMoney(5000, r.pencePerPound) << '\n';
    for (const Background b : {Background::Regular, Background::Mercenary}) {
        for (const Arm arm : {Arm::Infantry, Arm::Cavalry}) {
            for (const TroopClass c :
                 {TroopClass::A, TroopClass::B, TroopClass::C, TroopClass::D}) {
                out << dailyPay(keptUnit("u", b, arm, c, 100), r) << ' ';
            }
        }
    }
    out << '\n';
    // Feudal units at the end of their term, each throwing for going home.
    std::vector<KeptUnit> units;
    for (int served = 38; served <= 44; ++served) {
        KeptUnit u = keptUnit("levy-" + std::to_string(served), Background::Feudal, Arm::Infantry,
                              TroopClass::C, 1000);
        u.serviceFrom = kFirstDay.plusDays(-served);
        units.push_back(u);
    }
    battle::SeededDice dice(7);
    for (const ServiceLine& line : feudalServiceDay(units, kFirstDay, r, dice)) {
        out << line.unit << ' ' << line.daysServed << ' ' << line.roll << ' ' << line.goneHome
            << '\n';
    }
    for (const Background b :
         {Background::Knightly, Background::Feudal, Background::Mercenary, Background::Regular}) {
        for (const Arm arm : {Arm::Infantry, Arm::Cavalry}) {
            RecruitRequest request;
            request.side = "england";
            request.place = "caen";
            request.placeOwner = "england";
            request.background = b;
            request.arm = arm;
            request.troopClass = TroopClass::A;
            request.men = 10;
            out << recruitCost(request, 1'000'000'000, r).total << ' ';
        }
    }
    out << '\n';
}

// GA-RES-LOSE: after a draw at Crécy, and after a French defeat, who leaves and for where.
void withdrawalResults(const StrategyRules& r, std::ostream& out) {
    const RouteGraph map = testmaps::crecyMarch();
    MarchState state;
    state.armies.push_back(testmaps::oneUnitArmy("english", "england", "crecy", 12000, false));
    state.armies.push_back(testmaps::oneUnitArmy("french", "france", "crecy", 30000, true));
    state.armies[1].cameFrom = "abbeville";
    state.places = {{"calais", "france", {}, {}}};
    for (const auto& winner :
         {std::optional<std::string>{}, std::optional<std::string>{"england"}}) {
        for (const Withdrawal& w : withdrawalsAfterBattle(state, map, r.withdrawal, "crecy", winner,
                                                          {"england", "france"})) {
            out << w.army << '>' << w.to << ' ';
        }
        out << '\n';
    }
}

// The English at Airaines and their watch at Abbeville: which French armies they know of.
void scoutingResults(const StrategyRules& r, std::ostream& out) {
    const RouteGraph map = testmaps::crecyMarch();
    const std::vector<ScoutedArmy> french = {
        {"at-abbeville", ScoutPosition::at("abbeville"), false},
        {"at-crecy", ScoutPosition::at("crecy"), false},
        {"at-calais", ScoutPosition::at("calais"), false}};
    for (const std::string& id :
         scout(map, {ScoutPosition::at("airaines")}, {"abbeville"}, french, r.scouting).armies) {
        out << id << ' ';
    }
    out << scoutedStrength(11800, r.scouting) << '\n';
    out << "turn " << turnOf(20, r.turns).number << " from day " << turnOf(20, r.turns).firstDay
        << '\n';
}

// A new route's days proposed for every kind, from a mile to a hundred as the crow flies.
void routeDaysResults(const StrategyRules& r, std::ostream& out) {
    for (const char* kind : {"road", "track", "river-crossing"}) {
        for (int miles = 1; miles <= 100; miles += 3) {
            const ProposedRouteDays days = proposeRouteDays(r, kind, miles, 1.0);
            out << days.foot << '/' << days.mounted << ' ';
        }
        out << '\n';
    }
}

std::string strategyFingerprint(const std::string& text) {
    const StrategyRules r = loadStrategyRulesFromString(text, "copy.xml");
    std::ostringstream out;
    marchResults(r, out);
    ownershipResults(r, out);
    avoidBattleResults(r, out);
    withdrawalResults(r, out);
    scoutingResults(r, out);
    routeDaysResults(r, out);
    campaignFactorResults(r, out);
    upkeepResults(r, out);
    return out.str();
}

TEST(EveryTableMatters, ChangingTheFirstNumberOfEveryStrategyTableChangesAResult) {
    // <withdrawal> has no number: its first choice, what a draw does, is changed instead.
    rules_tables_in_files::expectEveryTableChangesAResult(
        "strategy.xml", strategyFingerprint,
        {{"withdrawal", {"afterDraw=\"fewer-men\"", "afterDraw=\"nobody\""}}}, {});
}

}  // namespace
}  // namespace seneschal::campaign::strategy
