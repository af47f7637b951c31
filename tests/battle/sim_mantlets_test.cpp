// GA-OPT-MANTLET in a fought battle (issue 32 item 9): a battle file's infantry unit may carry
// mantlets or pavises (`mantlets="true"`). With the option on they cost it 50 mm of every move
// and, once it has stood the quarter move it takes to erect them, are cover from missiles shot
// at its front; with the option off they are carried and do nothing. Only infantry carry them:
// a mounted unit with mantlets is refused naming the line and the field.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "base/errors.hpp"
#include "battle/battle_file.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/sim_core.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle::sim {
namespace {

using simtest::Table;

// North: longbowmen (unit 0) shooting; south: crossbowmen (unit 1) with or without pavises.
std::string pavises(const std::string& option, const std::string& mantlets) {
    return R"(<battle format="1" id="pavises" name="Pavises" type="historical">
  <options>)" +
           option + R"(</options>
  <sides><side id="north" name="North"/><side id="south" name="South"/></sides>
  <army id="n" name="North army" side="north">
    <battal id="nb" name="North bows" orders="hold">
      <unit id="bows" name="North bowmen" type="longbowmen" class="B" men="400"/>
    </battal>
  </army>
  <army id="s" name="South army" side="south">
    <battal id="sb" name="South crossbows" orders="hold">
      <unit id="xbows" name="Genoese" type="crossbowmen" class="C" men="400" )" +
           mantlets + R"(/>
    </battal>
  </army>
</battle>)";
}

BattleSetup loadPavises(const std::string& text) {
    return loadBattleFromString(text, "pavises.xml", defaultRulebook());
}

// Shoots once with the crossbowmen 300 mm off, having moved `moved` mm this move.
Table* shootAtPavises(const BattleSetup& s, SeededDice& dice, double moved) {
    auto* t = new Table(s, dice);
    t->place(0, 900, 300);
    t->place(1, 900, 600);
    unitAt(t->b, 1).moved = moved;
    for (SimUnit& u : t->b.units) u.phaseFigures = u.st.figures;
    listStanding(t->b);
    listFireBoxes(t->b);
    shoot(t->b);
    return t;
}

TEST(GA_OPT_MANTLET, PavisesErectedBeforeAStandingUnitAreCoverFromShooting) {
    const BattleSetup s = loadPavises(pavises(R"(<option id="mantlets"/>)", R"(mantlets="true")"));
    SeededDice dice(1);
    std::unique_ptr<Table> t(shootAtPavises(s, dice, 0));
    EXPECT_TRUE(t->logged("GA-OPT-MANTLET", "behind its mantlets"));
}

TEST(GA_OPT_MANTLET, NoCoverWithoutTheOptionWithoutPavisesOrWhenTheUnitKeptMoving) {
    SeededDice dice(1);
    {
        const BattleSetup off = loadPavises(pavises("", R"(mantlets="true")"));
        std::unique_ptr<Table> t(shootAtPavises(off, dice, 0));
        EXPECT_FALSE(t->logged("GA-OPT-MANTLET", "behind its mantlets")) << "option off";
    }
    {
        const BattleSetup none = loadPavises(pavises(R"(<option id="mantlets"/>)", ""));
        std::unique_ptr<Table> t(shootAtPavises(none, dice, 0));
        EXPECT_FALSE(t->logged("GA-OPT-MANTLET", "behind its mantlets")) << "no pavises";
    }
    {
        // It spent its whole move moving: no quarter move left to set them up.
        const BattleSetup on =
            loadPavises(pavises(R"(<option id="mantlets"/>)", R"(mantlets="true")"));
        SeededDice d2(1);
        Table probe(on, d2);
        const double whole = unitAt(probe.b, 1).normalMove;
        std::unique_ptr<Table> t(shootAtPavises(on, dice, whole));
        EXPECT_FALSE(t->logged("GA-OPT-MANTLET", "behind its mantlets")) << "kept moving";
    }
}

TEST(GA_OPT_MANTLET, CarryingPavisesCostsTheBooksDeductionFromEveryMoveWithTheOptionOn) {
    const BattleSetup with =
        loadPavises(pavises(R"(<option id="mantlets"/>)", R"(mantlets="true")"));
    const BattleSetup without = loadPavises(pavises(R"(<option id="mantlets"/>)", ""));
    // Both sides hold: the crossbowmen advance only if ordered; measure a march instead.
    auto marched = [](const BattleSetup& s) {
        SeededDice dice(1);
        Table t(s, dice);
        t.place(0, 900, 100);
        t.place(1, 900, 1150);  // far out of range: the crossbowmen may close
        SimUnit& x = unitAt(t.b, 1);
        x.act = Activity::Ready;
        t.b.battals[static_cast<std::size_t>(x.battal)].orders = BattalOrders::Attack;
        startMove(t.b);
        moveTroops(t.b);
        return x.moved;
    };
    const double a = marched(with), b = marched(without);
    ASSERT_GT(b, 0) << "the crossbowmen advanced";
    EXPECT_DOUBLE_EQ(b - a, defaultRulebook().tables().mantlets.moveDeduction);
}

TEST(GA_OPT_MANTLET, OnlyInfantryCarryMantletsAndTheFlagIsTrueOrFalse) {
    std::string text = pavises("", R"(mantlets="true")");
    text.replace(text.find(R"(type="crossbowmen")"), 18, R"(type="knights"   )");
    try {
        loadPavises(text);
        ADD_FAILURE() << "mounted mantlets accepted";
    } catch (const DataError& e) {
        EXPECT_NE(std::string(e.what()).find("mantlets"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("only infantry"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("pavises.xml:"), std::string::npos) << e.what();
    }
    EXPECT_THROW(loadPavises(pavises("", R"(mantlets="often")")), DataError);
    EXPECT_TRUE(
        loadPavises(pavises("", R"(mantlets="true")")).armies[1].battals[0].units[0].mantlets);
}

}  // namespace
}  // namespace seneschal::battle::sim
