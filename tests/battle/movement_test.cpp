#include "battle/ga/movement.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "battle/rulebook_loader.hpp"
#include "tests/battle/rules_test_support.hpp"

namespace seneschal::battle {
namespace {

TEST(GA_MOVE_DIST, NormalChargeAndRallyMovesByArmAndOrder) {
    const RuleOptions o;
    MoveRequest r;
    EXPECT_EQ(moveAllowance(book(), o, unitOf("spearmen"), r).distance, 100);
    EXPECT_EQ(moveAllowance(book(), o, unitOf("light-horse"), r).distance, 300);
    r.pace = Pace::Charge;
    EXPECT_EQ(moveAllowance(book(), o, unitOf("knights"), r).distance, 300);
    r.pace = Pace::Rally;
    EXPECT_EQ(moveAllowance(book(), o, unitOf("knights"), r).distance, 100);
}

TEST(GA_MOVE_DIST, OpenOrderInfantryDoubleEveryOtherMoveAndAreWinded) {
    const RuleOptions o;
    MoveRequest r;
    r.doubling = true;
    MoveAllowance a = moveAllowance(book(), o, unitOf("javelinmen"), r);
    EXPECT_TRUE(a.allowed);
    EXPECT_EQ(a.distance, 200);
    EXPECT_TRUE(a.winded);
    r.doubledLastMove = true;
    EXPECT_FALSE(moveAllowance(book(), o, unitOf("javelinmen"), r).allowed);
    EXPECT_FALSE(
        moveAllowance(
            book(), o, unitOf("spearmen"),
            MoveRequest{Pace::Normal, Mount::Ordinary, {}, Ground::Open, 0, false, true, false})
            .allowed);
    MoveRequest after;
    after.doubledLastMove = true;
    EXPECT_TRUE(moveAllowance(book(), o, unitOf("javelinmen"), after).winded);
}

TEST(GA_MANOEUVRE, WheelsAndFormationChangesAreDeducted) {
    const std::vector<Manoeuvre> m{Manoeuvre::Wheel45, Manoeuvre::Wheel45};
    MoveRequest r;
    r.manoeuvres = m;
    EXPECT_EQ(moveAllowance(book(), {}, unitOf("spearmen"), r).distance, 50);
    EXPECT_EQ(moveAllowance(book(), {}, unitOf("javelinmen"), r).distance, 150);
}

TEST(GA_TERRAIN, WoodsSlowAndUnformCloseOrderAndCavalry) {
    MoveRequest r;
    r.ground = Ground::ThickWoods;
    MoveAllowance a = moveAllowance(book(), {}, unitOf("spearmen"), r);
    EXPECT_EQ(a.distance, 50);
    EXPECT_TRUE(a.unformed);
    a = moveAllowance(book(), {}, unitOf("javelinmen"), r);
    EXPECT_FALSE(a.unformed);
    EXPECT_EQ(moveAllowance(book(), {}, unitOf("knights"), r).distance, 50);
    MoveRequest hedge;
    hedge.linearObstaclesCrossed = 1;
    a = moveAllowance(book(), {}, unitOf("knights"), hedge);
    EXPECT_EQ(a.distance, 150);
    EXPECT_TRUE(a.unformed);
}

TEST(GA_UNFORMED, TheSixCausesAndHalfRateManoeuvre) {
    const RuleOptions o;
    FormationSituation s;
    EXPECT_FALSE(isUnformed(book(), o, unitOf("spearmen"), s));
    s.infantryChargedByCavalryWhileMoving = true;
    EXPECT_TRUE(isUnformed(book(), o, unitOf("spearmen"), s));
    EXPECT_FALSE(isUnformed(book(), o, unitOf("knights"), s));
    s = {};
    s.cavalryChargedWhileStationary = true;
    EXPECT_TRUE(isUnformed(book(), o, unitOf("knights"), s));
    s = {};
    s.unrallied = true;
    EXPECT_TRUE(isUnformed(book(), o, unitOf("billmen"), s));
    s = {};
    s.crossingObstacleWadingSwimmingClimbing = true;
    EXPECT_TRUE(isUnformed(book(), o, unitOf("javelinmen"), s));
    s = {};
    s.chargedInFlankOrRearWhileEngagedOrChanging = true;
    EXPECT_TRUE(isUnformed(book(), o, unitOf("billmen"), s));
    s = {};
    s.ground = Ground::Marsh;
    EXPECT_TRUE(isUnformed(book(), o, unitOf("billmen"), s));
    EXPECT_FALSE(isUnformed(book(), o, unitOf("longbowmen"), s));  // loose order foot
    s.pikemen = true;
    EXPECT_TRUE(isUnformed(book(), o, unitOf("longbowmen"), s));
    UnitState ragged = unitOf("spearmen");
    ragged.formed = false;
    const std::vector<Manoeuvre> wheel{Manoeuvre::Wheel45};
    MoveRequest r;
    r.manoeuvres = wheel;
    EXPECT_EQ(moveAllowance(book(), o, ragged, r).distance, 50);  // 25 mm wheel costs 50
}

TEST(GA_UNIT, SubUnitsStayWithinANormalMoveOfTheirParent) {
    EXPECT_TRUE(subUnitInReach(book(), unitOf("spearmen"), 100));
    EXPECT_FALSE(subUnitInReach(book(), unitOf("spearmen"), 101));
}

TEST(GA_INTERPEN, SubUnitsFreeOthersOnlyInvoluntaryAndNotLighterThroughHeavier) {
    const UnitState skirm = unitOf("javelinmen"), pikes = unitOf("pikemen");
    EXPECT_EQ(interpenetration(skirm, pikes, true, false), Interpenetration::Free);
    EXPECT_EQ(interpenetration(pikes, skirm, false, false), Interpenetration::Refused);
    EXPECT_EQ(interpenetration(skirm, pikes, false, true), Interpenetration::Refused);
    EXPECT_EQ(interpenetration(pikes, skirm, false, true), Interpenetration::Allowed);
}

TEST(GA_BASE, PublishedFrontages) {
    EXPECT_EQ(figureFrontage(book(), unitOf("spearmen")), 15);
    EXPECT_EQ(figureFrontage(book(), unitOf("longbowmen")), 20);
    EXPECT_EQ(figureFrontage(book(), unitOf("knights")), 20);
    EXPECT_EQ(figureFrontage(book(), unitOf("light-horse")), 30);
    EXPECT_EQ(figureFrontage(book(), unitOf("knights"), true), 40);  // an elephant
}

TEST(GA_SMALL_SCALE, HalveMovesAndRangesOrTenToFifteenMenAFigure) {
    EXPECT_EQ(smallScaleDistance(book(), 250), 125);
    EXPECT_TRUE(smallScaleMenPerFigureAllowed(book(), 10));
    EXPECT_TRUE(smallScaleMenPerFigureAllowed(book(), 15));
    EXPECT_FALSE(smallScaleMenPerFigureAllowed(book(), 20));
}

TEST(GA_OPT_MANTLET, CarryingMantletsCostsFiftyMillimetresWithTheOption) {
    MoveRequest r;
    r.carryingMantlets = true;
    RuleOptions on;
    on.mantlets = true;
    EXPECT_EQ(moveAllowance(book(), {}, unitOf("crossbowmen"), r).distance, 120);
    EXPECT_EQ(moveAllowance(book(), on, unitOf("crossbowmen"), r).distance, 70);
}

TEST(GA_OPT_ELEPHANT, ElephantsMoveAsLooseFootButPayTerrainAsCloseHorse) {
    RuleOptions on;
    on.elephants = true;
    MoveRequest r;
    r.mount = Mount::Elephant;
    EXPECT_EQ(moveAllowance(book(), on, unitOf("men-at-arms"), r).distance, 120);
    r.ground = Ground::OpenWoods;  // cavalry half rate
    EXPECT_EQ(moveAllowance(book(), on, unitOf("men-at-arms"), r).distance, 60);
}

TEST(GA_OPT_CAMEL, CamelsDoubleManoeuvrePenaltiesAndAvoidBadGround) {
    RuleOptions on;
    on.camels = true;
    const std::vector<Manoeuvre> wheel{Manoeuvre::Wheel45};
    MoveRequest r;
    r.mount = Mount::Camel;
    r.manoeuvres = wheel;
    EXPECT_EQ(moveAllowance(book(), on, unitOf("hobilars"), r).distance, 250 - 80);
    r.ground = Ground::Marsh;
    EXPECT_FALSE(moveAllowance(book(), on, unitOf("hobilars"), r).allowed);
}

}  // namespace
}  // namespace seneschal::battle
