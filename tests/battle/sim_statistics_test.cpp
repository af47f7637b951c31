// The sanity checks, through the odds runner on two threads: a mirror battle is an
// even fight, twice the points of the same troops wins, and archers shooting at a static
// target remove what the casualty table says they should.
#include <gtest/gtest.h>

#include <cmath>

#include "base/data_dir.hpp"
#include "battle/odds.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/resolver.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle {
namespace {

OddsResult odds(const BattleSetup& setup, std::int64_t runs, std::uint64_t seed) {
    const SeededResolver resolve = [&setup](std::uint64_t s, BattleOutcome& o) {
        o = resolveGodsAcre(setup, defaultRulebook(), s);
    };
    std::vector<std::string> sides;
    for (const SideSpec& s : setup.sides) sides.push_back(s.id);
    OddsRequest request;
    request.runs = runs;
    request.threads = 2;
    request.seed = seed;
    request.menPerFigure = defaultRulebook().menPerFigure();
    return runOdds(resolve, sides, request);
}

TEST(GA_SEQ, AMirrorBattleIsWonHalfTheTimeByEachSide) {
    const BattleSetup setup = loadBattleFile(scenariosDir() / "mirror.xml", defaultRulebook());
    const OddsResult r = odds(setup, 4000, 2024);
    ASSERT_EQ(r.runs, 4000);
    for (const SideOdds& s : r.sides) {
        EXPECT_NEAR(s.winRate, 0.5, 0.04) << s.side << " wins " << s.wins << ", draws " << s.draws;
    }
}

// An equal leader for a copied unit or battal (GA-LEAD): the copy's leader id, added.
std::string copyLeader(BattleSetup& setup, const std::string& id) {
    for (std::size_t l = 0, count = setup.leaders.size(); l < count; ++l) {
        if (setup.leaders[l].id != id) continue;
        LeaderSpec second = setup.leaders[l];
        second.id += "-2";
        second.name += " the younger";
        setup.leaders.push_back(second);
        return second.id;
    }
    return id;
}

// Twice the points of the same troop mix, as a player would field them: every battal of the
// northern army fielded twice, each copy with its own battal and unit leaders (GA-LEAD; the
// seed's armies are "usually 2, 3, or 4" battals), deployed side by side (GA-SETUP-COMP).
TEST(GA_SEQ, TwiceThePointsOfTheSameTroopsWinsAtLeastNineTimesInTen) {
    BattleSetup setup = loadBattleFile(scenariosDir() / "mirror.xml", defaultRulebook());
    std::vector<BattalSpec>& battals = setup.armies[0].battals;
    for (std::size_t b = 0, n = battals.size(); b < n; ++b) {
        BattalSpec copy = battals[b];
        copy.id += "-2";
        copy.name += " (second)";
        copy.leader = copyLeader(setup, copy.leader);
        for (UnitSpec& u : copy.units) {
            u.id += "-2";
            u.name += " (second)";
            u.leader = copyLeader(setup, u.leader);
        }
        battals.push_back(copy);
    }
    const OddsResult r = odds(setup, 1000, 77);
    EXPECT_GE(r.sides[0].winRate, 0.90) << "wins " << r.sides[0].wins << " of " << r.runs;
}

// GA-CAS-DICE: longbowmen (class B, average dice, GA-RF-SHOOT) shooting one move at a static
// levy at effective range: the figures removed over many battles average the table's
// expectation, sum over the six faces of the random die of (1/6 x the cell's expected figures).
// Tolerance: four standard errors of the mean (the per-shot spread is at most the shooters'
// figures, measured below), so a correct simulator fails this less than once in 10,000 runs
// while a wrong row or column of the table (a shift of one factor moves the mean by more than
// 10%) is caught.
TEST(GA_CAS_DICE, ArchersShootingAStaticTargetRemoveWhatTheTableExpects) {
    const Rulebook& book = defaultRulebook();
    BattleSetup setup =
        simtest::duel({"longbowmen:B:300"}, "hold", {"peasant-levy:D:2000"}, "hold", 1);
    setup.fieldDepth = 600;  // deployed 200 mm from each base line: 200 mm apart
    setup.options.push_back("casualties-as-dice");
    const RulesTables& t = book.tables();
    const int shooters = 15;  // 15 figures in two ranks: all shoot (GA-SHOOT-RANKS)
    const int weapon = book.weapon("longbow").index;
    const int base =
        t.missile[static_cast<std::size_t>(weapon)].factor[idx(Arm::Infantry)][idx(Protection::U)] +
        t.shootFactors[ShootFactor::ClassB];
    double expected = 0;
    for (const int face : {2, 3, 3, 4, 4, 5}) {  // GA-DICE: average dice for Regulars
        const CasualtyCell& cell =
            t.casualties.at(std::clamp(base + t.shootRandom[static_cast<std::size_t>(face - 1)],
                                       t.casualties.minFactor(), t.casualties.maxFactor()),
                            std::min(shooters, t.casualties.maxFigures()));
        expected += cell.expectedFigures() / 6;
    }
    const int runs = 3000;
    double sum = 0, sumSq = 0;
    for (int seed = 1; seed <= runs; ++seed) {
        const BattleOutcome o = resolveGodsAcre(setup, book, static_cast<std::uint64_t>(seed));
        ASSERT_EQ(o.units.size(), 2u);
        const double removed = o.units[1].figuresRemoved;
        sum += removed;
        sumSq += removed * removed;
    }
    const double mean = sum / runs;
    const double sd = std::sqrt(std::max(0.0, sumSq / runs - mean * mean));
    EXPECT_GT(expected, 0.5);
    EXPECT_NEAR(mean, expected, 4 * sd / std::sqrt(runs)) << "sd " << sd;
}

}  // namespace
}  // namespace seneschal::battle
