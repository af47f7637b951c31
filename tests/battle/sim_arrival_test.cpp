// A battal that comes onto the field later (a battle file's battal@arrives="N"; Seneschal's own,
// the God's Acre seed has no arrival rule: docs/rules/battle-simulation.md, "A battal arriving
// later"). Until move N it is off the table: nothing sees, shoots, charges or tests it; its side
// is not beaten while it is still to come; a battle over before move N leaves it untouched.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "base/errors.hpp"
#include "battle/battle_file.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/battle_log.hpp"
#include "battle/sim/phases.hpp"
#include "battle/sim/resolver.hpp"
#include "tests/battle/sim_test_support.hpp"

std::size_t seneschalTestAllocations();  // tests/battle/no_allocation_test.cpp

namespace seneschal::battle {
namespace {

const std::string kSouthHost =
    R"(<unit id="sbow" name="South bowmen" type="longbowmen" class="B" men="1200"/>
      <unit id="sbil" name="South billmen" type="billmen" class="C" men="1200"/>)";

// North: a vanguard attacking (`vanguard`, its units) and, in an army of its own under its own
// leader (or in the vanguard's army: `lateArmy` "n"), the Late riders (`late`, the battal's own
// attributes); south: its host (`south`, bowmen and billmen unless given).
std::string arrivalBattle(const std::string& late, const std::string& vanguard,
                          const std::string& lateArmy = "l", int moves = 40,
                          const std::string& southOrders = "hold",
                          const std::string& south = kSouthHost) {
    std::string text =
        R"(<battle format="1" id="arrival" name="Arrival" type="historical" moves=")" +
        std::to_string(moves) + R"(">
  <sides><side id="north" name="North"/><side id="south" name="South"/></sides>
  <leaders>
    <leader id="nk" name="North king" side="north" rank="king" cv="3"/>
    <leader id="nl" name="Late lord" side="north" rank="baron" cv="3"/>
    <leader id="sk" name="South king" side="south" rank="king" cv="3"/>
  </leaders>
  <army id="n" name="North army" side="north" leader="nk">
    <battal id="van" name="Vanguard" orders="attack">
      )" +
        vanguard + R"(
    </battal>
)";
    const std::string lateBattal =
        R"(    <battal id="late" name="Late riders" orders="attack" )" + late + R"(>
      <unit id="nkn" name="Late knights" type="knights" class="C" men="400"/>
    </battal>
)";
    if (lateArmy == "n") {
        text += lateBattal + "  </army>\n";
    } else {
        text += "  </army>\n  <army id=\"l\" name=\"Late army\" side=\"north\" leader=\"nl\">\n" +
                lateBattal + "  </army>\n";
    }
    text += R"(  <army id="s" name="South army" side="south" leader="sk">
    <battal id="sb" name="South host" orders=")" +
            southOrders + R"(">
      )" + south +
            R"(
    </battal>
  </army>
</battle>)";
    return text;
}

const std::string kVanguard =
    R"(<unit id="nmaa" name="North men-at-arms" type="dismounted-men-at-arms" class="B" men="1200"/>)";

BattleSetup loadArrival(const std::string& text) {
    return loadBattleFromString(text, "arrival.xml", defaultRulebook());
}

bool namesTheLateBattal(const sim::LogEntry& e) {
    return e.actor == "Late knights" || e.target == "Late knights" || e.actor == "Late riders" ||
           e.target == "Late riders" || e.actor == "Late lord" || e.target == "Late lord";
}

int arrivalMove(const sim::BattleLog& log) {
    for (const sim::LogEntry& e : log.entries()) {
        if (e.rule == "battal@arrives" && e.actor == "Late riders" &&
            e.result.rfind("comes onto the field", 0) == 0)
            return e.move;
    }
    return 0;
}

const UnitOutcome& outcomeOf(const BattleOutcome& o, const std::string& unit) {
    for (const UnitOutcome& u : o.units) {
        if (u.unit == unit) return u;
    }
    throw std::runtime_error("no unit " + unit);
}

TEST(BattalArrives, ItIsOffTheTableUntilItsMoveAndFightsAfter) {
    const BattleSetup s =
        loadArrival(arrivalBattle(R"(arrives="4" x="900" front="200")", kVanguard));
    int foughtAfter = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        sim::BattleLog log;
        const BattleOutcome o = resolveGodsAcre(s, defaultRulebook(), seed, &log);
        ASSERT_GE(o.moves, 4) << "seed " << seed << ": the North cannot be beaten before it comes";
        EXPECT_EQ(arrivalMove(log), 4) << "seed " << seed;
        bool fought = false;
        for (const sim::LogEntry& e : log.entries()) {
            if (!namesTheLateBattal(e)) continue;
            EXPECT_GE(e.move, 4) << "seed " << seed << ": before its arrival: " << e.actor << " "
                                 << e.target << " " << e.result << " (" << e.rule << ")";
            if (e.rule != "battal@arrives" && e.move >= 4) fought = true;
        }
        // The strength counted move by move leaves out its 20 figures until they have come.
        for (const sim::SideStrength& st : log.strengths()) {
            if (st.side == "north" && st.move < 4) {
                EXPECT_LE(st.standing, 60) << "seed " << seed;
            }
        }
        if (fought) ++foughtAfter;
    }
    EXPECT_GT(foughtAfter, 0) << "in no seed of 30 did the Late knights shoot, charge, fight, "
                                 "test or take a shot once they had come";
}

TEST(BattalArrives, TheSameSeedFightsTheSameBattle) {
    const BattleSetup s =
        loadArrival(arrivalBattle(R"(arrives="4" x="900" front="200")", kVanguard));
    sim::BattleLog first, second;
    resolveGodsAcre(s, defaultRulebook(), 7, &first);
    resolveGodsAcre(s, defaultRulebook(), 7, &second);
    EXPECT_EQ(first.text(), second.text());
    EXPECT_NE(
        first.text().find("Late riders: comes onto the field (battle file: arrives at move 4)"),
        std::string::npos);
}

// Without a log, a battal coming on allocates nothing: its place is worked out in what was
// reserved at set-up (tests/battle/sim_allocation_test.cpp for a battle without one).
TEST(BattalArrives, ComingOnAllocatesNothing) {
    const BattleSetup s =
        loadArrival(arrivalBattle(R"(arrives="4" x="900" front="200")", kVanguard));
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        simtest::SeededBattle battle(s, seed);
        sim::Battle& b = battle.b;
        const std::size_t before = seneschalTestAllocations();
        while (!b.over) sim::fightMove(b);
        EXPECT_EQ(seneschalTestAllocations(), before) << "seed " << seed;
        EXPECT_EQ(b.battalsToArrive, 0) << "seed " << seed;
    }
}

// The North's vanguard beats a small South host long before its Late riders are written to come:
// the battle is over first, and they never come.
TEST(BattalArrives, ABattleWonBeforeTheArrivalLeavesTheArrivingBattalUntouched) {
    const BattleSetup s = loadArrival(arrivalBattle(
        R"(arrives="30" x="900" front="200")", kVanguard, "l", 40, "attack",
        R"(<unit id="sbil" name="South billmen" type="billmen" class="D" men="300"/>)"));
    int endedBefore = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        sim::BattleLog log;
        const BattleOutcome o = resolveGodsAcre(s, defaultRulebook(), seed, &log);
        if (o.moves >= 30) continue;
        ++endedBefore;
        EXPECT_EQ(o.winner, "north") << "seed " << seed;
        EXPECT_EQ(arrivalMove(log), 0) << "seed " << seed;
        const UnitOutcome& late = outcomeOf(o, "Late knights");
        EXPECT_EQ(late.endState, UnitEndState::Formed) << "seed " << seed;
        EXPECT_EQ(late.figuresRemoved, 0) << "seed " << seed;
        EXPECT_EQ(late.menRemainder, 0) << "seed " << seed;
        EXPECT_EQ(late.figuresRouted + late.figuresCaptured + late.figuresPursuedOff, 0)
            << "seed " << seed;
        EXPECT_NE(log.text().find("Late riders: never came onto the field: the battle ended before "
                                  "move 30"),
                  std::string::npos)
            << "seed " << seed;
        for (const LeaderOutcome& l : o.leaders) {
            if (l.leader == "Late lord") {
                EXPECT_EQ(l.fate, LeaderFate::Unharmed);
            }
        }
    }
    EXPECT_GT(endedBefore, 0) << "no seed of 30 where the North won before move 30";
}

// The North's vanguard, alone on the field, is beaten; the Late army is still to come: the
// North is not beaten, and the battle goes on until the Late riders have come and fought.
TEST(BattalArrives, ASideBeatenOnTheFieldFightsOnUntilItsArrivingBattalHasCome) {
    const BattleSetup s = loadArrival(arrivalBattle(
        R"(arrives="15" x="900" front="200")",
        R"(<unit id="nbil" name="North billmen" type="billmen" class="D" men="200"/>)", "l", 40,
        "attack"));
    int beatenBefore = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        sim::BattleLog log;
        const BattleOutcome o = resolveGodsAcre(s, defaultRulebook(), seed, &log);
        int vanguardGone = 0;
        for (const sim::LogEntry& e : log.entries()) {
            if (e.actor == "Vanguard" && e.result == "driven from the field" && vanguardGone == 0)
                vanguardGone = e.move;
        }
        if (vanguardGone == 0 || vanguardGone >= 15) continue;
        ++beatenBefore;
        EXPECT_GE(o.moves, 15) << "seed " << seed;
        EXPECT_EQ(arrivalMove(log), 15) << "seed " << seed;
    }
    EXPECT_GT(beatenBefore, 0) << "no seed of 30 where the vanguard was driven off before move 15";
}

// Where another unit stands on its place, it comes on behind it, toward its own base line.
TEST(BattalArrives, WhereItsPlaceIsTakenItComesOnBehind) {
    const std::string holders =
        R"(<unit id="nsp" name="North spearmen" type="spearmen" class="C" men="1200"/>
    </battal>
    <battal id="hold" name="Holders" orders="hold" commit="never" x="300" front="400">
      <unit id="nsp2" name="North pikes" type="spearmen" class="C" men="1200"/>)";
    const BattleSetup s =
        loadArrival(arrivalBattle(R"(arrives="2" x="300" front="400")", holders, "n"));
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        simtest::SeededBattle battle(s, seed);
        sim::Battle& b = battle.b;
        int late = -1, held = -1;
        for (std::size_t i = 0; i < b.units.size(); ++i) {
            const std::string& name = b.specs[static_cast<std::size_t>(b.units[i].spec)]->name;
            if (name == "Late knights") late = static_cast<int>(i);
            if (name == "North pikes") held = static_cast<int>(i);
        }
        ASSERT_GE(late, 0);
        ASSERT_GE(held, 0);
        const sim::SimUnit& k = b.units[static_cast<std::size_t>(late)];
        const sim::SimUnit& h = b.units[static_cast<std::size_t>(held)];
        EXPECT_FALSE(sim::onField(k)) << "off the table at first";
        sim::fightMove(b);
        EXPECT_FALSE(sim::onField(k)) << "seed " << seed << ": still off the table in move 1";
        sim::startMove(b);
        ASSERT_EQ(b.move, 2);
        ASSERT_TRUE(sim::standing(k)) << "seed " << seed << ": it has come";
        EXPECT_EQ(k.dir, 1);
        EXPECT_TRUE(k.st.formed);
        EXPECT_LE(k.y, h.y - h.depth) << "seed " << seed << ": its front behind the holders' rear";
        EXPECT_GT(k.y, h.y - h.depth - 1) << "seed " << seed << ": just behind them";
        EXPECT_GE(k.y - k.depth, 0) << "seed " << seed << ": on the table";
    }
}

TEST(BattalArrives, AMoveOutOfRangeOrNotANumberIsRefusedNamingFileLineAndField) {
    for (const std::string& bad :
         {std::string(R"(arrives="0" x="900" front="200")"),
          std::string(R"(arrives="1" x="900" front="200")"),
          std::string(R"(arrives="41" x="900" front="200")"),
          std::string(R"(arrives="soon" x="900" front="200")"), std::string(R"(arrives="4")")}) {
        try {
            loadArrival(arrivalBattle(bad, kVanguard));
            ADD_FAILURE() << bad << " accepted";
        } catch (const DataError& e) {
            const std::string what = e.what();
            EXPECT_NE(what.find("arrival.xml:14"), std::string::npos) << what;
            EXPECT_NE(what.find("battal@arrives"), std::string::npos) << what;
        }
    }
    EXPECT_NO_THROW(loadArrival(arrivalBattle(R"(arrives="2" x="900" front="200")", kVanguard)));
    EXPECT_NO_THROW(loadArrival(arrivalBattle(R"(arrives="40" x="900" front="200")", kVanguard)));
}

}  // namespace
}  // namespace seneschal::battle
