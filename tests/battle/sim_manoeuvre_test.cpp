// The simulator's manoeuvres, rear charges and routers among their friends, each on a small
// table with the units placed by hand: wheels and about-faces cost what the GA-MANOEUVRE table
// says, a charge into a unit's back is a rear attack (GA-TF-MELEE) that distracts its target
// (GA-DISTRACT), and routers go round, burst through or are stopped by friends in their path
// (GA-BROKEN, GA-INTERPEN); shooters engage the enemy they may shoot at, not one outside their
// arc (GA-TARGET, GA-SHOOT-ARC).
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <iterator>

#include "base/data_dir.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/policy.hpp"
#include "battle/sim/setup.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

int manoeuvreCost(Manoeuvre m, const SimUnit& u) {
    return defaultRulebook().tables().manoeuvres[static_cast<std::size_t>(m)][idx(u.st.arm)]
                                                [idx(u.st.order)];
}

// North's spearmen advance under attack orders on south's spearmen, far off.
BattleSetup advance() {
    return simtest::duel({"spearmen:C:300"}, "attack", {"spearmen:C:300"}, "hold");
}

TEST(GA_MANOEUVRE, AnEnemyStraightAheadIsApproachedWithAFullMove) {
    ScriptedDice dice;
    Table t(advance(), dice);
    t.place(0, 900, 200);
    t.place(1, 900, 1000);
    moveTroops(t.b);
    EXPECT_DOUBLE_EQ(unitAt(t.b, 0).moved, unitAt(t.b, 0).normalMove);
}

TEST(GA_MANOEUVRE, AnEnemyOffToTheSideCostsAWheelFromTheTable) {
    ScriptedDice dice;
    Table t(advance(), dice);
    const SimUnit& u = unitAt(t.b, 0);
    const double halfWidths = (u.width + unitAt(t.b, 1).width) / 2;
    t.place(0, 300, 200);
    t.place(1, 300 + halfWidths + 600, 200 + 600);  // 45 degrees off its front
    const int wheel = manoeuvreCost(Manoeuvre::Wheel45, u);
    ASSERT_GT(wheel, 0) << "close-order foot pay for a wheel";
    moveTroops(t.b);
    EXPECT_DOUBLE_EQ(unitAt(t.b, 0).moved, u.normalMove - wheel);
}

TEST(GA_MANOEUVRE, AWheelCostsWhatTheGameMasterWritesInTheTable) {
    std::ifstream in(rulesDir() / "godsacre.xml");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string shipped = "<manoeuvre id=\"wheel-45\" ic=\"";
    const auto at = text.find(shipped);
    ASSERT_NE(at, std::string::npos);
    const auto end = text.find('"', at + shipped.size());
    text.replace(at + shipped.size(), end - at - shipped.size(), "60");  // close-order foot
    const Rulebook edited = loadRulebookFromString(text, "edited.xml");
    ScriptedDice dice;
    DefaultPolicy policy;
    Battle b(edited, dice);
    b.policy = &policy;
    const BattleSetup setup = advance();  // the battle keeps a pointer to it
    setUpBattle(b, setup);
    b.move = 1;
    SimUnit& u = unitAt(b, 0);
    const double halfWidths = (u.width + unitAt(b, 1).width) / 2;
    u.x = 300;
    u.y = 200;
    unitAt(b, 1).x = 300 + halfWidths + 600;
    unitAt(b, 1).y = 800;
    moveTroops(b);
    EXPECT_DOUBLE_EQ(u.moved, u.normalMove - 60);
}

TEST(GA_MANOEUVRE, EvadersWhoTurnBackToFaceTheEnemyPayAnAboutFace) {
    ScriptedDice dice{1};  // GA-SEQ: who acts first
    Table t(advance(), dice);
    SimUnit& u = unitAt(t.b, 0);
    t.place(0, 900, 400);
    t.place(1, 900, 1100);
    turnAbout(u);  // it evaded last move and faces home
    u.act = Activity::Evading;
    u.target = 1;
    startMove(t.b);
    EXPECT_TRUE(u.turnedAbout);
    EXPECT_EQ(u.dir, 1) << "it faces the enemy again";
    moveTroops(t.b);
    EXPECT_DOUBLE_EQ(u.moved, u.normalMove - manoeuvreCost(Manoeuvre::AboutFace, u));
}

TEST(GA_TF_MELEE, AChargeIntoTheBackOfAUnitIsARearAttackThatDistractsIt) {
    ScriptedDice dice;
    Table t(simtest::duel({"knights:B:200"}, "attack", {"spearmen:C:300"}, "hold"), dice);
    SimUnit& knights = unitAt(t.b, 0);
    SimUnit& foot = unitAt(t.b, 1);
    t.place(0, 900, 300);
    t.place(1, 900, 450);
    turnAbout(foot);  // withdrawing: its back is to the knights
    foot.act = Activity::Withdrawing;
    knights.act = Activity::Charging;
    knights.target = 1;
    listStanding(t.b);
    moveTroops(t.b);
    ASSERT_TRUE(knights.contact);
    EXPECT_TRUE(knights.rearAttack);
    EXPECT_FALSE(knights.flankAttack);
    EXPECT_TRUE(foot.takenInRear);
    EXPECT_FALSE(foot.takenInFlank);
    EXPECT_TRUE(t.logged("GA-CHARGE", "in its rear"));
    EXPECT_EQ(distractionsOf(t.b, 1)[static_cast<std::size_t>(Distraction::ChargedInRear)], 1);
    EXPECT_EQ(distractionsOf(t.b, 0)[static_cast<std::size_t>(Distraction::ChargedInRear)], 0)
        << "the charger is not the one taken in the rear";
}

// GA-DISTRACT: a unit charged in the rear counts the table's "charged in the rear" factor
// (-3 in the shipped file), not the flank's (-2); a copy of the file with another value for
// the rear changes the unit's distraction by the difference.
TEST(GA_DISTRACT, AUnitChargedInTheRearCountsTheTablesRearFactor) {
    std::ifstream in(rulesDir() / "godsacre.xml");
    std::string xml((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string shipped = R"(<factor id="charged-in-rear" value="-3"/>)";
    const auto at = xml.find(shipped);
    ASSERT_NE(at, std::string::npos);
    xml.replace(at, shipped.size(), R"(<factor id="charged-in-rear" value="-5"/>)");
    const Rulebook edited = loadRulebookFromString(xml, "godsacre-rear-5.xml");
    auto rearCharged = [](const Rulebook& book) {
        ScriptedDice dice;
        Table t(simtest::duel({"knights:B:200"}, "attack", {"spearmen:C:300"}, "hold"), dice, book);
        t.place(0, 900, 300);
        t.place(1, 900, 450);
        turnAbout(unitAt(t.b, 1));  // withdrawing: its back is to the knights
        unitAt(t.b, 1).act = Activity::Withdrawing;
        unitAt(t.b, 0).act = Activity::Charging;
        unitAt(t.b, 0).target = 1;
        listStanding(t.b);
        moveTroops(t.b);
        EXPECT_TRUE(unitAt(t.b, 0).rearAttack);
        const DistractionCounts counts = distractionsOf(t.b, 1);
        EXPECT_EQ(counts[static_cast<std::size_t>(Distraction::ChargedInRear)], 1);
        EXPECT_EQ(counts[static_cast<std::size_t>(Distraction::ChargedInFlank)], 0);
        return distractionOf(t.b, 1);
    };
    const int shippedTotal = rearCharged(defaultRulebook());
    EXPECT_EQ(shippedTotal, -3) << "a formed unit at full strength, charged in the rear only";
    EXPECT_EQ(rearCharged(edited), shippedTotal - 2);
}

TEST(GA_TF_MELEE, AChargeIntoTheFaceOfAUnitIsNeitherFlankNorRear) {
    ScriptedDice dice;
    Table t(simtest::duel({"knights:B:200"}, "attack", {"spearmen:C:300"}, "hold"), dice);
    t.place(0, 900, 300);
    t.place(1, 900, 450);
    unitAt(t.b, 0).act = Activity::Charging;
    unitAt(t.b, 0).target = 1;
    listStanding(t.b);
    moveTroops(t.b);
    ASSERT_TRUE(unitAt(t.b, 0).contact);
    EXPECT_FALSE(unitAt(t.b, 0).rearAttack);
    EXPECT_FALSE(unitAt(t.b, 1).takenInFlank);
    EXPECT_FALSE(unitAt(t.b, 1).takenInRear);
}

// North: a routed unit (0) running home towards a friend (1) standing behind it.
struct Rout {
    Rout(const std::string& router, const std::string& friendly, double offset)
        : t(simtest::duel({router, friendly}, "hold", {"spearmen:C:300"}, "hold"), dice) {
        t.place(2, 900, 1100);
        t.place(0, 900, 500);
        t.place(1, 900 + offset, 350);  // faces the enemy, 150 mm behind the router's front
        breakUnit(t.b, 0, "test");      // turns about: faces home
        listStanding(t.b);
    }
    ScriptedDice dice;
    Table t;
};

TEST(GA_INTERPEN, RoutersBurstThroughFriendsNoHeavierThanThemselves) {
    Rout r("knights:B:200", "javelinmen:C:200", 0);
    const double y = unitAt(r.t.b, 0).y;
    moveTroops(r.t.b);
    const SimUnit& u = unitAt(r.t.b, 0);
    EXPECT_GT(y - u.y, 150) << "it runs on through its friends";
    EXPECT_TRUE(r.t.logged("GA-INTERPEN", "bursts through"));
}

TEST(GA_INTERPEN, LighterRoutersAreStoppedByHeavierFriends) {
    Rout r("javelinmen:C:200", "knights:B:200", 0);
    const SimUnit& u = unitAt(r.t.b, 0);
    const SimUnit& f = unitAt(r.t.b, 1);
    const double friendsFront = f.y;  // the knights face the enemy: their front is nearest
    moveTroops(r.t.b);
    EXPECT_DOUBLE_EQ(u.y, friendsFront) << "stopped against the knights";
    EXPECT_TRUE(r.t.logged("GA-INTERPEN", "stopped"));
}

TEST(GA_BROKEN, RoutersGoRoundFriendsWhenAGapLiesWithinAQuarterMove) {
    ScriptedDice probe;
    Table sizes(
        simtest::duel({"javelinmen:C:200", "knights:B:200"}, "hold", {"spearmen:C:300"}, "hold"),
        probe);
    const double halfWidths = (unitAt(sizes.b, 0).width + unitAt(sizes.b, 1).width) / 2;
    // The friend overlaps the router's path by 10 mm only: a few steps aside clear it.
    Rout r("javelinmen:C:200", "knights:B:200", halfWidths - 10);
    const double y = unitAt(r.t.b, 0).y;
    moveTroops(r.t.b);
    const SimUnit& u = unitAt(r.t.b, 0);
    EXPECT_GT(y - u.y, 150) << "not stopped by the knights";
    EXPECT_LT(u.x, 900) << "it stepped aside, away from them";
    EXPECT_TRUE(r.t.logged("GA-BROKEN", "goes round"));
}

TEST(GA_SHOOT_ARC, ShootersEngageTheNearestEnemyInTheirArcNotANearerOneOutsideIt) {
    SeededDice dice(5);
    Table t(
        simtest::duel({"crossbowmen:C:300"}, "hold", {"spearmen:C:300", "spearmen:C:300"}, "hold"),
        dice);
    const SimUnit& bows = unitAt(t.b, 0);
    const double beside = (bows.width + unitAt(t.b, 1).width) / 2;
    t.place(0, 600, 300);
    t.place(1, 600 + beside + 150, 380);  // 80 mm ahead, 150 mm aside: 62 degrees off the front
    t.place(2, 600, 300 + 200);           // 200 mm straight ahead
    ASSERT_LT(frontGap(bows, unitAt(t.b, 1)), frontGap(bows, unitAt(t.b, 2)));
    ASSERT_GT(angleOffFront(bows, unitAt(t.b, 1)), defaultRulebook().tables().shooting.arcDegrees);
    ASSERT_LE(frontGap(bows, unitAt(t.b, 2)), bows.longRange);
    shoot(t.b);
    EXPECT_FALSE(unitAt(t.b, 1).shotAt);
    EXPECT_TRUE(unitAt(t.b, 2).shotAt);
}

TEST(GA_SHOOT_ARC, TheAngleOffTheFrontIsJudgedInWholeDegrees) {
    ScriptedDice dice;
    Table t(simtest::duel({"crossbowmen:C:300"}, "hold", {"spearmen:C:300"}, "hold"), dice);
    const SimUnit& bows = unitAt(t.b, 0);
    const double beside = (bows.width + unitAt(t.b, 1).width) / 2;
    t.place(0, 600, 300);
    for (const double degrees : {10.5, 30.5, 44.5, 45.5, 60.5, 80.5}) {
        const double ahead = 200;
        t.place(1, 600 + beside + ahead * std::tan(degrees / 57.29577951308232), 300 + ahead);
        EXPECT_EQ(angleOffFront(bows, unitAt(t.b, 1)), static_cast<int>(degrees)) << degrees;
    }
}

// GA-SHOOT-MOVE: missile troops closing on an enemy within long range move no further than
// their weapon lets them and still shoot: windlass crossbowmen (0 of a move) stand and shoot,
// and the other foot's fraction is the table's <shooting infantryMoveFraction> (half in the
// shipped file), so that a copy of the file with a quarter moves longbowmen a quarter.
TEST(GA_SHOOT_MOVE, ShootersWithinLongRangeMoveOnlyAsFarAsTheirWeaponAllows) {
    const auto closing = [](const Rulebook& book, const std::string& shooters) {
        ScriptedDice dice;
        Table t(simtest::duel({shooters}, "attack", {"spearmen:C:400"}, "hold"), dice, book);
        t.place(0, 900, 300);
        t.place(1, 900, 300 + 400);  // within long range (500 mm), beyond effective
        moveTroops(t.b);
        return std::pair{unitAt(t.b, 0).moved, static_cast<double>(unitAt(t.b, 0).normalMove)};
    };
    EXPECT_EQ(closing(defaultRulebook(), "pavise-crossbowmen:C:300").first, 0.0)
        << "windlass crossbowmen may not move and shoot: they stand and shoot";
    const auto [halfMoved, normal] = closing(defaultRulebook(), "longbowmen:C:300");
    EXPECT_DOUBLE_EQ(halfMoved, normal * 0.5);

    std::ifstream in(rulesDir() / "godsacre.xml");
    std::string xml((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string shipped = R"(infantryMoveFraction="0.5")";
    const auto at = xml.find(shipped);
    ASSERT_NE(at, std::string::npos);
    xml.replace(at, shipped.size(), R"(infantryMoveFraction="0.25")");
    const Rulebook edited = loadRulebookFromString(xml, "godsacre-quarter.xml");
    EXPECT_DOUBLE_EQ(closing(edited, "longbowmen:C:300").first, normal * 0.25)
        << "the game master's edit changes play";
}

// GA-DISTRACT: shot at and unable to reply. Spearmen shot by longbowmen cannot shoot back;
// crossbowmen within their own long range of the longbowmen can.
TEST(GA_DISTRACT, AUnitShotAtThatCannotReplyCountsTheDistraction) {
    const auto unanswered = [](const std::string& target) {
        SeededDice dice(5);
        Table t(simtest::duel({"longbowmen:C:300"}, "hold", {target}, "hold"), dice);
        t.place(0, 900, 300);
        t.place(1, 900, 300 + 400);
        shoot(t.b);
        EXPECT_TRUE(unitAt(t.b, 1).shotAt) << target;
        return distractionsOf(t.b, 1)[static_cast<std::size_t>(Distraction::ShotAtCannotReply)];
    };
    EXPECT_EQ(unanswered("spearmen:C:400"), 1);
    EXPECT_EQ(unanswered("crossbowmen:C:300"), 0) << "400 mm is within the crossbow's 450";
}

// GA-DISTRACT: an enemy threatening a flank. Knights off the spearmen's front, within their
// charge move, threaten its flank; straight ahead they do not.
TEST(GA_DISTRACT, AnEnemyOffTheFrontWithinChargeMoveThreatensAFlank) {
    const auto threatened = [](double x, double y) {
        ScriptedDice dice;
        Table t(simtest::duel({"spearmen:C:400"}, "hold", {"knights:B:200"}, "hold"), dice);
        t.place(0, 900, 500);
        t.place(1, x, y);
        refreshStanding(t.b);
        return distractionsOf(t.b, 0)[static_cast<std::size_t>(Distraction::EnemyThreatensFlank)];
    };
    EXPECT_EQ(threatened(900, 700), 0) << "in front";
    EXPECT_EQ(threatened(1250, 520), 1) << "off the right flank, within a charge";
    EXPECT_EQ(threatened(1700, 520), 0) << "off the flank but beyond a charge";
}

}  // namespace
}  // namespace seneschal::battle::sim
