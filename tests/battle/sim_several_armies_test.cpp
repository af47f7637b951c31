// A side may field more than one army: a campaign battle's armies met at one place, or a
// second army coming on, as the Constable Richemont's at Formigny. Each army's leader leads his
// own: his fall or his failed test for a battal driven off breaks his army ("his troops",
// GA-LEADER-KILLED-FEUDAL; "affects the whole army", GA-MT-ARMY), not the other army of his
// side, which fights on; the side is beaten once every army of it is (issue 32: at Formigny
// the fall of Clermont broke Richemont's Bretons, still off to the flank, with his own).
#include <gtest/gtest.h>

#include <string>

#include "battle/battle_file.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/battle_log.hpp"
#include "battle/sim/resolver.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

constexpr const char* kTwoArmies =
    R"(<battle format="1" id="two-armies" name="Two armies" type="historical" moves="40">
  <sides><side id="north" name="North"/><side id="south" name="South"/></sides>
  <leaders>
    <leader id="nk" name="North king" side="north" rank="king" cv="3"/>
    <leader id="nc" name="North constable" side="north" rank="duke" cv="3"/>
    <leader id="sk" name="South king" side="south" rank="king" cv="3"/>
  </leaders>
  <army id="n1" name="The king's army" side="north" leader="nk">
    <battal id="kb" name="The king's battle" orders="attack">
      <unit id="kk" name="The king's knights" type="knights" class="B" men="400"/>
    </battal>
  </army>
  <army id="n2" name="The constable's army" side="north" leader="nc">
    <battal id="cb" name="The constable's battle" orders="reserve">
      <unit id="cs" name="The constable's spearmen" type="spearmen" class="C" men="600"/>
    </battal>
  </army>
  <army id="s" name="South army" side="south" leader="sk">
    <battal id="sb" name="South host" orders="hold">
      <unit id="sm" name="South men-at-arms" type="dismounted-men-at-arms" class="B" men="800"/>
    </battal>
  </army>
</battle>)";

BattleSetup twoArmies() {
    return loadBattleFromString(kTwoArmies, "two-armies.xml", defaultRulebook());
}

TEST(GA_MT_ARMY, AnArmyThatRoutsBreaksItsOwnTroopsAndTheOtherArmyOfItsSideFightsOn) {
    const BattleSetup s = twoArmies();
    SeededDice dice(1);
    simtest::Table t(s, dice);
    ASSERT_EQ(t.b.armies.size(), 3u);
    const SimUnit& kings = unitAt(t.b, 0);
    const SimUnit& constables = unitAt(t.b, 1);
    ASSERT_TRUE(standing(kings) && standing(constables));

    armyBeaten(t.b, 0, /*routed=*/true);
    EXPECT_EQ(kings.act, Activity::Routed) << "the king's army breaks";
    EXPECT_TRUE(standing(constables)) << "the constable's army fights on";
    EXPECT_FALSE(t.b.sides[0].routed) << "the side is not beaten while an army stands";
    EXPECT_TRUE(t.logged("GA-BROKEN", "its army routed"));

    armyBeaten(t.b, 1, /*routed=*/true);
    EXPECT_TRUE(t.b.sides[0].routed) << "every army of the side routed: it is beaten";
}

TEST(GA_MT_ARMY, ASideOfOneArmyIsBeatenWhenItsArmyRouts) {
    const BattleSetup s = twoArmies();
    SeededDice dice(1);
    simtest::Table t(s, dice);
    armyBeaten(t.b, 2, /*routed=*/true);
    EXPECT_TRUE(t.b.sides[1].routed);
    armyBeaten(t.b, 1, /*routed=*/false);
    EXPECT_FALSE(t.b.sides[0].routed || t.b.sides[0].withdrawn);
}

// GA-LEADER-KILLED-FEUDAL, fought out: in every battle where the king falls and his knights
// break with him, the constable's spearmen are not broken by "the army leader fell".
TEST(GA_LEADER_KILLED_FEUDAL, AnArmyLeadersFallBreaksOnlyHisOwnArmy) {
    const BattleSetup s = twoArmies();
    int fell = 0;
    for (std::uint64_t seed = 1; seed <= 400 && fell < 5; ++seed) {
        BattleLog log;
        resolveGodsAcre(s, defaultRulebook(), seed, &log);
        bool kingFell = false;
        std::string lastFallen;  // the constable's own fall breaks his own army
        for (const LogEntry& e : log.entries()) {
            if (e.rule == "GA-LEADER-KILLED-FEUDAL") lastFallen = e.actor;
            if (e.rule == "GA-LEADER-KILLED-FEUDAL" && e.actor == "North king") kingFell = true;
            if (e.rule == "GA-BROKEN" && e.actor == "The constable's spearmen" &&
                lastFallen == "North king") {
                EXPECT_EQ(e.result.find("the army leader fell"), std::string::npos)
                    << "seed " << seed << ": " << e.result;
            }
        }
        fell += kingFell ? 1 : 0;
    }
    EXPECT_GT(fell, 0) << "the king falls in some battle of 400";
}

}  // namespace
}  // namespace seneschal::battle::sim
