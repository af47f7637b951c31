// The programmed opponent's decisions of a day (issue 36), from a side's knowledge handed in as a
// plain struct, by the shipped data/rules/opponent.xml: it avoids a much stronger army, offers
// battle to a weaker one, relieves a threatened place it holds, pays its arrears before they tell
// on its men, draws its plan by the die, and a bold side offers battle where a cautious one will
// not. The numbers below are worked from opponent.xml's (docs/rules/opponent.md).
#include "campaign/strategy/opponent.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/errors.hpp"
#include "campaign/battles/rules.hpp"

namespace seneschal::campaign::strategy {
namespace {

const OpponentPolicy& policy() {
    return rulesFor("godsacre").opponent;
}

// Seven places in a line, a day's march apart: France holds the first four, England the last
// three.
OpponentView lineMap(const std::string& plan) {
    OpponentView view;
    view.sideId = "france";
    view.sideName = "Kingdom of France";
    view.plan = plan;
    for (int i = 1; i <= 7; ++i) {
        const std::string id = "w" + std::to_string(i);
        view.places.push_back({id, "Ward " + std::to_string(i), i <= 4 ? "france" : "england"});
        if (i > 1) view.routes.push_back({"w" + std::to_string(i - 1), id, 1});
    }
    return view;
}

KnownArmy army(const std::string& id, const std::string& place, std::int64_t men) {
    KnownArmy a;
    a.id = id;
    a.name = id == "french-army" ? "French royal army" : "English host";
    a.place = place;
    a.men = men;
    return a;
}

std::vector<OpponentDecision> decide(const OpponentView& view) {
    battle::ScriptedDice noDice;  // a plan in hand and no event: the die is not thrown
    return decideDay(view, policy(), noDice);
}

TEST(ProgrammedOpponent, AvoidsAMuchStrongerArmy) {
    OpponentView view = lineMap("defend-the-realm");
    view.own = {army("french-army", "w3", 5000)};
    view.enemies = {army("english-host", "w5", 15000)};
    const auto decisions = decide(view);
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].kind, "avoid");
    EXPECT_EQ(decisions[0].place, "w2") << "away from the enemy, one day";
    EXPECT_EQ(decisions[0].text,
              "French royal army falls back to Ward 2 to avoid battle: English host (c. 15,000 "
              "men) was seen 2 days from it, and a battle would be won 4% of the time; plan: "
              "defend the realm (offer battle at odds of 70% or better, avoid it below 45%)");
}

TEST(ProgrammedOpponent, OffersBattleToAWeakerOne) {
    OpponentView view = lineMap("seek-battle");
    view.own = {army("french-army", "w3", 15000)};
    view.enemies = {army("english-host", "w5", 5000)};
    const auto decisions = decide(view);
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].kind, "offer");
    EXPECT_EQ(decisions[0].army, "french-army");
    EXPECT_EQ(decisions[0].place, "w5");
    EXPECT_NE(decisions[0].text.find("marches to Ward 5 to offer battle"), std::string::npos)
        << decisions[0].text;
    EXPECT_NE(decisions[0].text.find("won 96% of the time"), std::string::npos);

    // Already bound there: no second order.
    view.own[0].destination = "w5";
    view.own[0].onTheMarch = true;
    EXPECT_TRUE(decide(view).empty());
}

TEST(ProgrammedOpponent, RelievesAThreatenedPlaceItHolds) {
    OpponentView view = lineMap("defend-the-realm");
    view.own = {army("french-army", "w1", 8000)};
    // Five days from the army (out of its reach), two from Ward 4.
    view.enemies = {army("english-host", "w6", 6000)};
    const auto decisions = decide(view);
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].kind, "relieve");
    EXPECT_EQ(decisions[0].place, "w4");
    EXPECT_NE(decisions[0].text.find("marches to relieve Ward 4: English host (c. 6,000 men) was "
                                     "seen 2 days from it"),
              std::string::npos)
        << decisions[0].text;

    // Too weak to relieve it (below the avoid threshold), it stays where it is.
    view.enemies[0].men = 20000;
    EXPECT_TRUE(decide(view).empty());
}

// Two places of its own threatened at once: it relieves the nearer, and keeps on to it the next
// day rather than turning for the one its going left uncovered (it went back and forth between
// Barfleur and Cherbourg every day of Crécy's first week, relieving neither).
TEST(ProgrammedOpponent, RelievesTheNearerOfTwoThreatenedPlacesAndKeepsOnToIt) {
    OpponentView view = lineMap("defend-the-realm");
    view.own = {army("french-army", "w1", 8000)};
    view.enemies = {army("english-host", "w5", 6000)};  // a day from Ward 4, two from Ward 3
    auto decisions = decide(view);
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].kind, "relieve");
    EXPECT_EQ(decisions[0].place, "w3") << "the nearer of the two to the army";

    view.own[0].destination = "w3";  // set out, still out of sight of the English host
    view.own[0].onTheMarch = true;
    EXPECT_TRUE(decide(view).empty()) << "on its way to relieve Ward 3, it keeps on";
}

// Defending the realm, an army marches to a threatened place of its own however far it is;
// following another plan, only within the reach it reacts to (opponent.xml sightDays).
TEST(ProgrammedOpponent, ADefenderRelievesItsPlacesHoweverFar) {
    OpponentView view = lineMap("defend-the-realm");
    view.routes[2].days = 5;  // Ward 3 to Ward 4: Ward 4 is 7 days from Ward 1
    view.own = {army("french-army", "w1", 8000)};
    view.enemies = {army("english-host", "w6", 6000)};  // 2 days from Ward 4
    auto decisions = decide(view);
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].kind, "relieve");
    EXPECT_EQ(decisions[0].place, "w4");

    view.plan = "seek-battle";
    decisions = decide(view);
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].kind, "march") << "it seeks the English host instead";
    EXPECT_EQ(decisions[0].place, "w6");
}

TEST(ProgrammedOpponent, PaysItsArrearsBeforeTheyTellOnItsMen) {
    OpponentView view = lineMap("defend-the-realm");
    view.treasuryPence = 24000;
    view.arrearsPence = 2400;
    view.arrearsDays = 3;  // strategy.xml: unpaid Mercenaries fight the worse beyond 7 days
    auto decisions = decide(view);
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].order, OpponentOrder::Pay);
    EXPECT_EQ(
        decisions[0].text.rfind("Kingdom of France pays £10 of arrears: its men are owed 3 days' "
                                "pay",
                                0),
        0u)
        << decisions[0].text;

    view.arrearsDays = 2;
    EXPECT_TRUE(decide(view).empty()) << "not yet";
    view.arrearsDays = 5;
    view.treasuryPence = 2399;
    EXPECT_TRUE(decide(view).empty()) << "the treasury does not cover them";
}

TEST(ProgrammedOpponent, DrawsItsPlanByTheDieAndRedrawsOnItsEvent) {
    OpponentView view = lineMap("");
    view.plan.reset();
    battle::ScriptedDice five{5};
    auto decisions = decideDay(view, policy(), five);
    ASSERT_FALSE(decisions.empty());
    EXPECT_EQ(decisions[0].order, OpponentOrder::Plan);
    EXPECT_EQ(decisions[0].place, "seek-battle");
    EXPECT_EQ(decisions[0].text, "Kingdom of France draws its plan: seek battle (a die of 5)");

    // Seeking battle, it finds itself outnumbered: the die is thrown again.
    view.plan = "seek-battle";
    view.own = {army("french-army", "w3", 5000)};
    view.enemies = {army("english-host", "w5", 15000)};
    battle::ScriptedDice one{1};
    decisions = decideDay(view, policy(), one);
    ASSERT_GE(decisions.size(), 2u);
    EXPECT_EQ(decisions[0].place, "defend-the-realm");
    EXPECT_EQ(
        decisions[0].text.rfind("Kingdom of France changes its plan to defend the realm (a die of "
                                "1): French royal army is outnumbered",
                                0),
        0u)
        << decisions[0].text;
    EXPECT_EQ(decisions[1].kind, "avoid");
}

TEST(ProgrammedOpponent, ABoldSideOffersBattleWhereACautiousOneWillNot) {
    OpponentView view = lineMap("seek-battle");
    view.own = {army("french-army", "w3", 10000)};
    view.enemies = {army("english-host", "w4", 8500)};
    ASSERT_EQ(winChancePercent(policy(), 10000, 8500), 62);
    view.character = "cautious";  // offers at 70% or better
    for (const OpponentDecision& d : decide(view)) EXPECT_NE(d.kind, "offer") << d.text;
    view.character = "bold";  // offers at 50% or better
    const auto decisions = decide(view);
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].kind, "offer");
}

// An army that fought yesterday rests and regroups (opponent.xml <rest afterBattleDays="3">): it
// does not march on the beaten enemy again, says so once, and offers battle again on the fourth
// day. It pursued the beaten English host every other day of the seeded Crécy runs.
TEST(ProgrammedOpponent, RestsAfterABattleInsteadOfPursuing) {
    ASSERT_EQ(policy().restAfterBattleDays, 3);
    OpponentView view = lineMap("seek-battle");
    view.own = {army("french-army", "w3", 15000)};
    view.enemies = {army("english-host", "w4", 5000)};
    view.own[0].daysSinceBattle = 1;
    auto decisions = decide(view);
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].kind, "rest");
    EXPECT_EQ(decisions[0].order, OpponentOrder::Rest);
    EXPECT_EQ(decisions[0].text,
              "French royal army rests and regroups at Ward 3: it fought a battle yesterday, and "
              "an army offers no battle, pursues no enemy and relieves no place for 3 days after "
              "one; plan: seek battle (offer battle at odds of 70% or better, avoid it below "
              "45%)");
    view.own[0].daysSinceBattle = 3;
    EXPECT_TRUE(decide(view).empty()) << "still resting, and said so already";
    view.own[0].daysSinceBattle = 4;
    decisions = decide(view);
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].kind, "offer");

    // Resting, it still falls back before a much stronger enemy (defending the realm, which an
    // outnumbered army does not redraw).
    view.plan = "defend-the-realm";
    view.own[0].daysSinceBattle = 2;
    view.enemies[0].men = 40000;
    decisions = decide(view);
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].kind, "avoid");
}

// A battle pending where its army stands at odds below its avoid threshold: it falls back by
// night by the campaign's avoid-battle order, to a place of its own first; at better odds, or
// where the rule does not let it go, it stands and fights.
TEST(ProgrammedOpponent, AvoidsAPendingBattleItWouldLose) {
    OpponentView view = lineMap("defend-the-realm");
    view.own = {army("french-army", "w4", 5000)};
    view.own[0].inBattle = true;
    view.enemies = {army("english-host", "w4", 15000)};
    view.battles = {{"w4", true, {"w3", "w5"}}};
    auto decisions = decidePendingBattles(view, policy());
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].order, OpponentOrder::AvoidBattle);
    EXPECT_EQ(decisions[0].place, "w4");
    EXPECT_EQ(decisions[0].toward, "w3") << "its own side's place";
    EXPECT_EQ(decisions[0].text,
              "French royal army avoids the battle at Ward 4, falling back by night to Ward 3: "
              "English host (c. 15,000 men) faces 5,000 men, and a battle would be won 4% of the "
              "time; plan: defend the realm (offer battle at odds of 70% or better, avoid it "
              "below 45%)");
    // No day's orders for an army in a battle pending.
    EXPECT_TRUE(decide(view).empty());

    view.battles[0].allowed = false;
    EXPECT_TRUE(decidePendingBattles(view, policy()).empty()) << "the rule does not let it";
    view.battles[0].allowed = true;
    view.enemies[0].men = 4000;
    EXPECT_TRUE(decidePendingBattles(view, policy()).empty()) << "it would win: it fights";
}

// Ransoms (opponent.xml <ransom>): as captor it demands, and paroles a captive half paid for; as
// the captive's side it pays within half its treasury and refuses beyond four times it; what it
// does not yet know (its own men's price before the demand) it does not act on.
KnownCaptive captive(std::int64_t id, bool ours, KnownCaptive::State state, std::int64_t ransom,
                     std::int64_t paid = 0) {
    KnownCaptive c;
    c.id = id;
    c.who = ours ? "20 men of French knights" : "Raoul, Count of Eu";
    c.ours = ours;
    c.other = "Kingdom of England";
    c.state = state;
    c.ransom = ransom;
    c.paid = paid;
    c.daysHeld = 2;
    c.daysSinceDemand = state == KnownCaptive::State::Held ? -1 : 1;
    return c;
}

std::vector<OpponentDecision> ransomsOf(const std::vector<OpponentDecision>& all) {
    std::vector<OpponentDecision> out;
    for (const OpponentDecision& d : all)
        if (d.kind == "ransom") out.push_back(d);
    return out;
}

TEST(ProgrammedOpponentRansoms, DemandsParolesPaysAndRefusesByThePolicy) {
    using State = KnownCaptive::State;
    OpponentView view = lineMap("defend-the-realm");
    view.treasuryPence = 1000 * 240;
    view.captives = {captive(1, false, State::Held, 8000),
                     captive(2, false, State::PartPaid, 8000, 4000),
                     captive(3, false, State::PartPaid, 8000, 3999),
                     captive(4, true, State::Demanded, 400),
                     captive(5, true, State::Demanded, 4001),
                     captive(6, true, State::Held, 0),
                     captive(7, false, State::Held, 0)};
    const auto decisions = ransomsOf(decide(view));
    ASSERT_EQ(decisions.size(), 4u);
    EXPECT_EQ(decisions[0].verb, "demand");
    EXPECT_EQ(decisions[0].captive, 1);
    EXPECT_EQ(decisions[1].verb, "parole");
    EXPECT_EQ(decisions[1].captive, 2);
    EXPECT_EQ(decisions[2].verb, "pay");
    EXPECT_EQ(decisions[2].captive, 4);
    EXPECT_FALSE(decisions[2].amount.has_value()) << "in full";
    EXPECT_EQ(decisions[3].verb, "refuse");
    EXPECT_EQ(decisions[3].captive, 5);
    EXPECT_EQ(decisions[3].text,
              "Kingdom of France refuses the £4,001 Kingdom of England demands for 20 men of "
              "French knights: more than 400% of the £600 in its treasury, beyond paying; plan: "
              "defend the realm (offer battle at odds of 70% or better, avoid it below 45%)");
}

// A captive worth no ransom (class D men) it holds is sent home after releaseWorthlessAfterDays
// (7) days held; its own worthless men held by another it leaves be.
TEST(ProgrammedOpponentRansoms, ACaptiveWorthNoRansomIsReleasedAfterAWeekHeld) {
    using State = KnownCaptive::State;
    OpponentView view = lineMap("defend-the-realm");
    view.captives = {captive(1, false, State::Held, 0), captive(2, true, State::Held, 0)};
    view.captives[0].who = "60 men of English bidowers";
    view.captives[0].daysHeld = 6;
    view.captives[1].daysHeld = 30;
    EXPECT_TRUE(ransomsOf(decide(view)).empty()) << "six days held: kept";
    view.captives[0].daysHeld = 7;
    const auto decisions = ransomsOf(decide(view));
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].verb, "release");
    EXPECT_EQ(decisions[0].captive, 1);
    EXPECT_EQ(decisions[0].text.rfind("Kingdom of France releases 60 men of English bidowers "
                                      "without ransom: worth none, and held 7 days at its cost; "
                                      "plan: ",
                                      0),
              0u)
        << decisions[0].text;
}

TEST(ProgrammedOpponentRansoms, AnInstalmentFallsDueEveryThirtyDaysAfterTheDemand) {
    using State = KnownCaptive::State;
    OpponentView view = lineMap("defend-the-realm");
    view.treasuryPence = 1000 * 240;
    view.captives = {captive(1, true, State::Demanded, 1600)};
    EXPECT_TRUE(ransomsOf(decide(view)).empty()) << "not an instalment day";
    view.captives[0].daysSinceDemand = 30;
    const auto decisions = ransomsOf(decide(view));
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].verb, "pay");
    ASSERT_TRUE(decisions[0].amount.has_value());
    EXPECT_EQ(*decisions[0].amount, 400);
    view.treasuryPence = 700 * 240;  // half of it, £350, cannot spare £400: left owing
    EXPECT_TRUE(ransomsOf(decide(view)).empty());
}

// opponent.xml <recruit reserveDays="30" spendPercent="50" mostPercentOfArmy="10">: the French
// at Ward 3, which they hold, see the English host two days off and could not offer it battle.
OpponentView recruitingView() {
    OpponentView view = lineMap("defend-the-realm");
    KnownArmy french = army("french-army", "w3", 5000);
    french.recruitAt = "w3";
    french.units = {{"genoese", "Genoese crossbowmen", 750, 1000, 50, 60},
                    {"levy", "Arrière-ban", 4200, 4200, 0, 24}};
    view.own = {french};
    view.enemies = {army("english-host", "w5", 5000)};  // won 50% of the time: no offer
    view.dailyPayPence = 24000;                         // £100 a day: £3,000 kept for 30 days
    view.treasuryPence = 240 * 5000;                    // £5,000: £1,000 of the £2,000 over
    return view;
}

std::vector<OpponentDecision> recruitsOf(const std::vector<OpponentDecision>& all) {
    std::vector<OpponentDecision> out;
    for (const OpponentDecision& d : all)
        if (d.order == OpponentOrder::Recruit) out.push_back(d);
    return out;
}

TEST(ProgrammedOpponent, RecruitsForItsUnitShortOfItsMusterWhenAnEnemyIsNear) {
    const auto decisions = recruitsOf(decide(recruitingView()));
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].kind, "recruit");
    EXPECT_EQ(decisions[0].army, "french-army");
    EXPECT_EQ(decisions[0].place, "w3");
    EXPECT_EQ(decisions[0].unit, "genoese")
        << "the unit furthest below its muster, its 50 wounded counted as back";
    EXPECT_EQ(decisions[0].amount, 200) << "its shortfall, within the day's tenth and the purse";
    EXPECT_EQ(decisions[0].text,
              "French royal army raises 200 men at Ward 3 for Genoese crossbowmen (£50): English "
              "host (c. 5,000 men) was seen 2 days from it, and a battle would be won 50% of the "
              "time; Genoese crossbowmen is 200 short of its muster, and the treasury keeps 30 "
              "days' wages (£3,000); plan: defend the realm (offer battle at odds of 70% or "
              "better, avoid it below 45%)");
}

TEST(ProgrammedOpponent, RecruitsForItsLargestUnitAtMostATenthOfTheArmyADay) {
    OpponentView view = recruitingView();
    view.own[0].units[0].present = 1000;  // nobody short: the largest unit
    const auto decisions = recruitsOf(decide(view));
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].unit, "levy");
    EXPECT_EQ(decisions[0].amount, 500) << "a tenth of 5,000 men";

    // Half of what the treasury holds over 30 days' wages: £1 over buys ten men at 24 pence.
    view.treasuryPence = 24000 * 30 + 480;
    const auto poor = recruitsOf(decide(view));
    ASSERT_EQ(poor.size(), 1u);
    EXPECT_EQ(poor[0].amount, 10);
    view.treasuryPence = 24000 * 30 + 47;  // 23 pence to spend: not a man
    EXPECT_TRUE(recruitsOf(decide(view)).empty());
    view.treasuryPence = 24000 * 30;
    EXPECT_TRUE(recruitsOf(decide(view)).empty()) << "the wages' reserve is not spent";
}

TEST(ProgrammedOpponent, RaisesNoMenWithNoEnemyNearOrStrongEnoughOrAwayFromItsOwnPlaces) {
    OpponentView far = recruitingView();
    far.enemies[0].place = "w7";  // 4 days: out of sight
    EXPECT_TRUE(recruitsOf(decide(far)).empty());
    OpponentView strong = recruitingView();
    strong.own[0].men = 9000;  // won 85% of the time: it offers battle instead
    EXPECT_TRUE(recruitsOf(decide(strong)).empty());
    OpponentView away = recruitingView();
    away.own[0].recruitAt.clear();  // not in a place its side holds
    EXPECT_TRUE(recruitsOf(decide(away)).empty());
    // Arrears paid first: what is left after them is under the reserve.
    OpponentView owing = recruitingView();
    owing.arrearsPence = 240 * 2000;
    owing.arrearsDays = 3;
    const auto decisions = decide(owing);
    ASSERT_FALSE(decisions.empty());
    EXPECT_EQ(decisions[0].order, OpponentOrder::Pay);
    EXPECT_TRUE(recruitsOf(decisions).empty());
}

std::vector<OpponentDecision> ofKind(const std::vector<OpponentDecision>& all,
                                     const std::string& kind) {
    std::vector<OpponentDecision> out;
    for (const OpponentDecision& d : all)
        if (d.kind == kind) out.push_back(d);
    return out;
}

// opponent.xml <concentrate withinDays="3">: two French armies a day apart, each too weak for the
// English host alone, strong enough together.
TEST(ProgrammedOpponent, TheSmallerArmyMarchesToJoinTheLargerWhenTogetherTheyCanStand) {
    OpponentView view = lineMap("defend-the-realm");
    KnownArmy garrison = army("french-army", "w2", 3000);
    garrison.id = "garrison";
    garrison.name = "Caen garrison";
    view.own = {army("french-army", "w3", 6000), garrison};
    view.enemies = {army("english-host", "w5", 9000)};  // 6,000 alone: 23%; 9,000 together: 50%
    const auto decisions = decide(view);
    const auto joins = ofKind(decisions, "concentrate");
    ASSERT_EQ(joins.size(), 1u) << ::testing::PrintToString(decisions.size());
    EXPECT_EQ(joins[0].army, "garrison") << "the smaller goes to the larger";
    EXPECT_EQ(joins[0].place, "w3");
    EXPECT_EQ(joins[0].text,
              "Caen garrison marches to join French royal army at Ward 3: English host (c. 9,000 "
              "men) was seen 3 days from it; alone a battle would be won 4% of the time, together "
              "50%; plan: defend the realm (offer battle at odds of 70% or better, avoid it below "
              "45%)");
    EXPECT_TRUE(ofKind(decisions, "avoid").empty()) << "the larger stands for it";

    // Too far apart (w1 is 2 days from w3, and 4 days is past withinDays from w7's host), or too
    // weak even together: each falls back as before.
    OpponentView hopeless = view;
    hopeless.enemies[0].men = 30000;
    EXPECT_TRUE(ofKind(decide(hopeless), "concentrate").empty());
    EXPECT_FALSE(ofKind(decide(hopeless), "avoid").empty());
}

TEST(ProgrammedOpponent, ArmiesAtOnePlaceAreMergedIntoTheLargest) {
    OpponentView view = lineMap("defend-the-realm");
    KnownArmy guard = army("french-army", "w3", 1200);
    guard.id = "somme-guard";
    guard.name = "Somme guard";
    KnownArmy marching = army("french-army", "w3", 500);
    marching.id = "riders";
    marching.name = "Riders";
    marching.onTheMarch = true;
    view.own = {guard, army("french-army", "w3", 8000), marching};
    const auto merges = ofKind(decide(view), "merge");
    ASSERT_EQ(merges.size(), 1u);
    EXPECT_EQ(merges[0].order, OpponentOrder::Merge);
    EXPECT_EQ(merges[0].army, "french-army");
    EXPECT_EQ(merges[0].merged, std::vector<std::string>{"somme-guard"}) << "not one on the road";
    EXPECT_EQ(merges[0].text.rfind("Somme guard joins French royal army at Ward 3, 9,200 men in "
                                   "one host: armies apart are beaten one by one; plan: ",
                                   0),
              0u)
        << merges[0].text;
}

// opponent.xml <shadow keepDays="1">: a French army able neither to offer battle nor wanting to
// fall back follows the English host, a day nearer each day, and stops a day from it.
TEST(ProgrammedOpponent, ShadowsAnEnemyItCanNeitherFightNorFleeKeepingADayFromIt) {
    OpponentView view = lineMap("seek-battle");
    for (KnownPlace& place : view.places)  // France holds Ward 1 alone: no place to relieve
        place.owner = place.id == "w1" ? "france" : "england";
    view.own = {army("french-army", "w2", 5000)};
    view.enemies = {army("english-host", "w5", 5000)};  // 3 days off; won 50% of the time
    auto decisions = decide(view);
    ASSERT_EQ(decisions.size(), 1u);
    EXPECT_EQ(decisions[0].kind, "shadow");
    EXPECT_EQ(decisions[0].place, "w3");
    EXPECT_EQ(decisions[0].text,
              "French royal army shadows English host, marching to Ward 3: English host (c. "
              "5,000 men) was seen 3 days from it, and a battle would be won 50% of the time, too "
              "few to offer it and too many to fall back; it keeps 1 day from it; plan: seek "
              "battle (offer battle at odds of 70% or better, avoid it below 45%)");

    view.own[0].place = "w4";  // a day from it: it stays
    EXPECT_TRUE(ofKind(decide(view), "shadow").empty());
    view.own[0].place = "w2";
    view.plan = "defend-the-realm";  // defenders keep to their places
    EXPECT_TRUE(ofKind(decide(view), "shadow").empty());
}

TEST(ProgrammedOpponentPolicy, AMisorderedThresholdIsRefusedNamingTheFieldAndLine) {
    std::string xml = R"(<opponent name="t">
  <plans rule="campaign" provenance="reconstructed">
    <plan id="defend-the-realm" words="defend the realm" from="1" to="6"/>
  </plans>
  <events rule="campaign" provenance="reconstructed" outnumberedPercent="150" weakPercent="50" threatDays="2"/>
  <odds rule="campaign" provenance="reconstructed" steepness="3"/>
  <thresholds rule="campaign" provenance="reconstructed" offerAtPercent="40" avoidBelowPercent="45" sightDays="3"/>
  <characters rule="campaign" provenance="reconstructed">
    <character id="cautious" offerShift="10" avoidShift="10"/>
    <character id="bold" offerShift="-10" avoidShift="-15"/>
  </characters>
  <pay rule="campaign" provenance="reconstructed" afterArrearsDays="3"/>
</opponent>)";
    try {
        loadOpponentPolicyFromString(xml, "opponent.xml");
        FAIL() << "loaded";
    } catch (const DataError& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find("opponent.xml"), std::string::npos) << what;
        EXPECT_NE(what.find(":7"), std::string::npos) << what;
        EXPECT_NE(what.find("avoidBelowPercent"), std::string::npos) << what;
    }
}

}  // namespace
}  // namespace seneschal::campaign::strategy
