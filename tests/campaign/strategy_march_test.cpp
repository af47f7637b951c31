#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "campaign/strategy/march.hpp"
#include "campaign/strategy/orders.hpp"
#include "strategy_test_maps.hpp"
#include "tests/campaign/shipped_strategy_rules.hpp"

namespace seneschal::campaign::strategy {
namespace {

const DayNumber kLanding = parseDate(Reckoning::Julian, "1346-07-12");

MarchingArmy army(std::string id, std::string side, std::string place, Men men, bool mounted) {
    MarchingArmy a;
    a.id = id;
    a.name = id + " host";
    a.side = std::move(side);
    a.place = std::move(place);
    a.units = {{id + "-1", "b1", men / 2, mounted, id + " first"},
               {id + "-2", "b2", men - men / 2, mounted, id + " second"}};
    return a;
}

int count(const DayReport& report, MarchEventKind kind) {
    int n = 0;
    for (const MarchEvent& e : report.events) n += e.kind == kind ? 1 : 0;
    return n;
}

TEST(StrategyMarch, AFootArmyMarchesDayByDayAndArrivesOnTheDayThePathSays) {
    const RouteGraph map = testmaps::crecyMarch();
    const StrategyRules r = shippedStrategyRules();
    MarchState state;
    state.armies.push_back(army("english", "england", "saint-vaast", 1000, false));
    const Path path = orderMarch(state, map, "english host", "Caen", false);
    EXPECT_EQ(path.totalDays, 7);
    advanceDay(state, map, r, kLanding.plusDays(1));
    EXPECT_EQ(state.army("english").where(), "at valognes");
    advanceDay(state, map, r, kLanding.plusDays(2));
    EXPECT_EQ(state.army("english").where(), "on the route valognes -> carentan, 1 day to go");
    for (int d = 3; d <= 6; ++d) advanceDay(state, map, r, kLanding.plusDays(d));
    EXPECT_TRUE(state.army("english").onRoute());
    const DayReport last = advanceDay(state, map, r, path.arrival(kLanding));
    EXPECT_EQ(state.army("english").where(), "at caen");
    EXPECT_TRUE(state.army("english").orders.empty());
    EXPECT_EQ(count(last, MarchEventKind::Arrived), 1);
    EXPECT_TRUE(last.contacts.empty());
}

TEST(StrategyMarch, AForcedMarchMakesTwoRouteDaysAndCostsTwoMenInAHundred) {
    const RouteGraph map = testmaps::crecyMarch();
    const StrategyRules r = shippedStrategyRules();
    MarchState state;
    state.armies.push_back(army("english", "england", "saint-vaast", 1000, false));
    orderMarch(state, map, "english", "carentan", true);
    const DayReport day1 = advanceDay(state, map, r, kLanding.plusDays(1));
    // Valognes reached and one day of the two-day Carentan road behind it.
    EXPECT_EQ(state.army("english").where(), "on the route valognes -> carentan, 1 day to go");
    EXPECT_EQ(state.army("english").lastForcedMarch, kLanding.plusDays(1));
    EXPECT_EQ(count(day1, MarchEventKind::ForcedMarch), 1);
    ASSERT_EQ(count(day1, MarchEventKind::Stragglers), 2);
    EXPECT_EQ(state.army("english").men(), 980);  // 500 - 10 twice
    // Arriving with the first step is no forced march.
    const DayReport day2 = advanceDay(state, map, r, kLanding.plusDays(2));
    EXPECT_EQ(state.army("english").where(), "at carentan");
    EXPECT_EQ(count(day2, MarchEventKind::ForcedMarch), 0);
    EXPECT_EQ(state.army("english").lastForcedMarch, kLanding.plusDays(1));
}

TEST(StrategyMarch, ArmiesMeetingHeadOnOnARouteFightAtTheNearerEnd) {
    // Amiens - Boves: 6 days on foot, 2 mounted. English foot leave Amiens, French horse Boves.
    // Day 2 the English go from 1/6 to 2/6 of the road, the French from 1/2 to Amiens: they
    // pass at 1/4 of the road from Amiens, so the battle is at Amiens.
    const RouteGraph map = testmaps::meetingMap();
    const StrategyRules r = shippedStrategyRules();
    MarchState state;
    state.armies.push_back(army("english", "england", "amiens", 1000, false));
    state.armies.push_back(army("french", "france", "boves", 1000, true));
    orderMarch(state, map, "english", "boves", false);
    orderMarch(state, map, "french", "amiens", false);
    EXPECT_TRUE(advanceDay(state, map, r, kLanding.plusDays(1)).contacts.empty());
    const DayReport day2 = advanceDay(state, map, r, kLanding.plusDays(2));
    ASSERT_EQ(day2.contacts.size(), 1u);
    EXPECT_EQ(day2.contacts[0].place, "amiens");
    EXPECT_EQ(day2.contacts[0].kind, ContactKind::CrossedOnRoute);
    EXPECT_EQ(state.army("english").where(), "at amiens");
    EXPECT_EQ(state.army("french").where(), "at amiens");
    EXPECT_EQ(state.army("french").cameFrom, "boves");
    ASSERT_EQ(state.pending.size(), 1u);
    EXPECT_EQ(state.pending[0].place, "amiens");
}

TEST(StrategyMarch, ArmiesMeetingExactlyHalfWayFightAtThePlaceWithTheSmallerId) {
    const RouteGraph map = testmaps::meetingMap();
    MarchState state;
    state.armies.push_back(army("english", "england", "amiens", 1000, false));
    state.armies.push_back(army("french", "france", "boves", 1000, false));
    orderMarch(state, map, "english", "boves", false);
    orderMarch(state, map, "french", "amiens", false);
    const StrategyRules r = shippedStrategyRules();
    advanceDay(state, map, r, kLanding.plusDays(1));
    advanceDay(state, map, r, kLanding.plusDays(2));
    const DayReport day3 = advanceDay(state, map, r, kLanding.plusDays(3));
    ASSERT_EQ(day3.contacts.size(), 1u);
    EXPECT_EQ(day3.contacts[0].place, "amiens");
}

// Crossing on a one-day road, each army reaches the far end within the step, and its stop there
// is taken off its orders; the contact then halts one of them back at the end it left. That stop
// is still ahead of it: the winner takes its march up again from there (a lost stop left the
// English host at Elbeuf with orders to Amiens, no road from Elbeuf, and the battle could not be
// applied).
TEST(StrategyMarch, AnArmyHaltedBackWhereItSetOutKeepsTheStopItHadNotReached) {
    const RouteGraph map = testmaps::meetingMap();
    MarchState state;
    state.armies.push_back(army("english", "england", "doullens", 1000, false));
    state.armies.push_back(army("french", "france", "amiens", 1000, false));
    orderMarch(state, map, "english", "field", false);  // by Amiens
    orderMarch(state, map, "french", "doullens", false);
    const DayReport day1 = advanceDay(state, map, shippedStrategyRules(), kLanding.plusDays(1));
    ASSERT_EQ(day1.contacts.size(), 1u);
    EXPECT_EQ(day1.contacts[0].place, "amiens") << "half-way: the smaller id";
    EXPECT_EQ(state.army("french").place, "amiens") << "halted back where it set out";
    EXPECT_EQ(state.army("french").orders, std::vector<std::string>{"doullens"});
    EXPECT_EQ(state.army("english").place, "amiens");
    EXPECT_EQ(state.army("english").orders, std::vector<std::string>{"field"});
}

TEST(StrategyMarch, MountedPursuersCatchAFootArmyOnTheRoad) {
    // English foot leave Amiens for Boves; French horse come in from Doullens the same day and
    // ride after them. Day 2 the English go 1/6 -> 2/6, the French 0 -> 1/2: caught at 1/4.
    const RouteGraph map = testmaps::meetingMap();
    const StrategyRules r = shippedStrategyRules();
    MarchState state;
    state.armies.push_back(army("english", "england", "amiens", 1000, false));
    state.armies.push_back(army("french", "france", "doullens", 1000, true));
    orderMarch(state, map, "english", "boves", false);
    orderMarch(state, map, "french", "boves", false);
    const DayReport day1 = advanceDay(state, map, r, kLanding.plusDays(1));
    EXPECT_TRUE(day1.contacts.empty());
    EXPECT_EQ(state.army("french").where(), "at amiens");
    const DayReport day2 = advanceDay(state, map, r, kLanding.plusDays(2));
    ASSERT_EQ(day2.contacts.size(), 1u);
    EXPECT_EQ(day2.contacts[0].kind, ContactKind::CaughtOnRoute);
    EXPECT_EQ(day2.contacts[0].place, "amiens");
    EXPECT_EQ(state.army("english").where(), "at amiens");
}

TEST(StrategyMarch, APendingBattleBlocksTheNextDayWithAClearMessage) {
    const RouteGraph map = testmaps::meetingMap();
    const StrategyRules r = shippedStrategyRules();
    MarchState state;
    state.armies.push_back(army("english", "england", "amiens", 1000, false));
    state.armies.push_back(army("french", "france", "doullens", 1000, false));
    orderMarch(state, map, "french", "amiens", false);
    const DayReport day1 = advanceDay(state, map, r, kLanding.plusDays(1));
    ASSERT_EQ(day1.contacts.size(), 1u);
    EXPECT_EQ(day1.contacts[0].kind, ContactKind::AtPlace);
    try {
        advanceDay(state, map, r, kLanding.plusDays(2));
        FAIL();
    } catch (const UserError& e) {
        EXPECT_STREQ(e.what(),
                     "a battle is pending at Amiens (english host against french host): fight it "
                     "or avoid it before advancing the campaign");
    }
    EXPECT_THROW(orderMarch(state, map, "english", "boves", false), UserError);
    // Once fought (the caller clears it), the campaign moves on.
    state.pending.clear();
    EXPECT_NO_THROW(advanceDay(state, map, r, kLanding.plusDays(2)));
}

TEST(StrategyMarch, AFieldChangesHandsAtOnceATownAfterTwoDaysUnopposed) {
    const RouteGraph map = testmaps::meetingMap();
    const StrategyRules r = shippedStrategyRules();
    MarchState state;
    state.places = {
        {"field", "france", {}, {}}, {"doullens", "france", {}, {}}, {"amiens", "france", {}, {}}};
    state.armies.push_back(army("english", "england", "amiens", 1000, false));
    state.armies.push_back(army("scouts", "england", "amiens", 100, true));
    orderMarch(state, map, "english", "doullens", false);
    orderMarch(state, map, "scouts", "field", false);
    const DayReport day1 = advanceDay(state, map, r, kLanding.plusDays(1));
    EXPECT_EQ(state.ownerOf("field"), "england");
    EXPECT_EQ(state.ownerOf("doullens"), "france");
    EXPECT_EQ(count(day1, MarchEventKind::OwnerChanged), 1);
    EXPECT_EQ(count(day1, MarchEventKind::Occupying), 1);
    advanceDay(state, map, r, kLanding.plusDays(2));
    EXPECT_EQ(state.ownerOf("doullens"), "france");
    const DayReport day3 = advanceDay(state, map, r, kLanding.plusDays(3));
    EXPECT_EQ(state.ownerOf("doullens"), "england");
    EXPECT_EQ(count(day3, MarchEventKind::OwnerChanged), 1);
}

std::vector<std::string> eventTexts(const DayReport& report) {
    std::vector<std::string> texts;
    for (const MarchEvent& e : report.events) texts.push_back(e.text);
    return texts;
}

// Names, never ids, in what a person reads: the chronicle prints these lines as they are.
TEST(StrategyMarch, TheDaysEventsNameSidesAndUnitsAsAPersonReadsThem) {
    const RouteGraph map = testmaps::meetingMap();
    const StrategyRules r = shippedStrategyRules();
    MarchState state;
    state.sideNames = {{"england", "England"}, {"france", "France"}};
    state.places = {
        {"field", "france", {}, {}}, {"doullens", "france", {}, {}}, {"amiens", "france", {}, {}}};
    state.armies.push_back(army("english", "england", "amiens", 1000, false));
    state.armies.push_back(army("scouts", "england", "amiens", 100, true));
    state.armies.push_back(army("garrison", "england", "amiens", 100, false));
    orderMarch(state, map, "english", "boves", true);
    orderMarch(state, map, "scouts", "field", false);
    orderMarch(state, map, "garrison", "doullens", false);
    const std::vector<std::string> texts = eventTexts(advanceDay(state, map, r, kLanding));
    auto has = [&](const std::string& text) {
        return std::find(texts.begin(), texts.end(), text) != texts.end();
    };
    EXPECT_TRUE(has("Le Champ passes to England")) << ::testing::PrintToString(texts);
    EXPECT_TRUE(has("garrison host holds Doullens; it is England's in 2 days if unopposed"));
    EXPECT_TRUE(has("10 men of english first fall out on the forced march"));
}

TEST(StrategyMarch, LeavingATownBeforeItsTimeLeavesItWithItsOwner) {
    const RouteGraph map = testmaps::meetingMap();
    const StrategyRules r = shippedStrategyRules();
    MarchState state;
    state.places = {{"doullens", "france", {}, {}}};
    state.armies.push_back(army("english", "england", "amiens", 1000, false));
    orderMarch(state, map, "english", "doullens", false);
    advanceDay(state, map, r, kLanding.plusDays(1));
    orderMarch(state, map, "english", "amiens", false);
    advanceDay(state, map, r, kLanding.plusDays(2));
    orderMarch(state, map, "english", "doullens", false);
    advanceDay(state, map, r, kLanding.plusDays(3));
    advanceDay(state, map, r, kLanding.plusDays(4));
    EXPECT_EQ(state.ownerOf("doullens"), "france");  // held 1 day, then again 1 day
}

TEST(StrategyMarch, SplittingABattalOffMakesAMountedArmyThatRidesAhead) {
    const RouteGraph map = testmaps::meetingMap();
    MarchState state;
    MarchingArmy english = army("english", "england", "amiens", 1000, false);
    english.units[1].mounted = true;
    state.armies.push_back(english);
    EXPECT_EQ(state.army("english").rate(), MarchRate::Foot);
    const MarchingArmy& horse = splitArmy(state, "english", {"b2"}, "horse", "English horse");
    EXPECT_EQ(horse.rate(), MarchRate::Mounted);
    EXPECT_EQ(horse.place, "amiens");
    EXPECT_EQ(state.army("english").men(), 500);
    EXPECT_EQ(orderMarch(state, map, "English horse", "boves", false).totalDays, 2);
    EXPECT_THROW(splitArmy(state, "english", {"b1"}, "x", "X"), UserError);  // nothing left
    EXPECT_THROW(splitArmy(state, "english", {"nobody"}, "x", "X"), UserError);
    EXPECT_THROW(splitArmy(state, "english", {"english-1"}, "horse", "English horse"), UserError);
}

TEST(StrategyMarch, ArmiesOfOneSideAtOnePlaceMergeAndOthersAreRefused) {
    const RouteGraph map = testmaps::meetingMap();
    MarchState state;
    state.armies.push_back(army("english", "england", "amiens", 1000, false));
    state.armies.push_back(army("welsh", "england", "amiens", 400, false));
    state.armies.push_back(army("gascons", "england", "boves", 300, false));
    state.armies.push_back(army("french", "france", "corbie", 300, false));
    state.armies.push_back(army("picards", "france", "amiens", 200, false));
    // What a merge dialog offers: only the armies the merge would accept.
    EXPECT_EQ(mayMergeInto(state, "english"), std::vector<std::string>{"welsh"});
    EXPECT_TRUE(mayMergeInto(state, "gascons").empty());
    EXPECT_THROW(mergeArmies(state, {"english", "gascons"}), UserError);
    EXPECT_THROW(mergeArmies(state, {"english", "french"}), UserError);
    EXPECT_THROW(mergeArmies(state, {"english", "picards"}), UserError);
    const MarchingArmy& merged = mergeArmies(state, {"english", "welsh"});
    EXPECT_EQ(merged.men(), 1400);
    EXPECT_EQ(state.findArmy("welsh"), nullptr);
    EXPECT_EQ(state.armies.size(), 4u);
}

}  // namespace
}  // namespace seneschal::campaign::strategy
