// The same battle and seed give a byte-identical log and outcome file; another seed gives
// another battle. And every figure is accounted for (the outcome's conservation rule).
#include <gtest/gtest.h>

#include "base/data_dir.hpp"
#include "battle/outcome_check.hpp"
#include "battle/outcome_xml.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/resolver.hpp"
#include "battle/sim/setup.hpp"

namespace seneschal::battle {
namespace {

BattleSetup shipped(const char* file) {
    return loadBattleFile(scenariosDir() / file, defaultRulebook());
}

TEST(GA_SEQ, TheSameSeedGivesAByteIdenticalLogAndOutcome) {
    const BattleSetup setup = shipped("reference-1500.xml");
    for (std::uint64_t seed : {1u, 7u, 12345u}) {
        sim::BattleLog a, b;
        const BattleOutcome oa = resolveGodsAcre(setup, defaultRulebook(), seed, &a);
        const BattleOutcome ob = resolveGodsAcre(setup, defaultRulebook(), seed, &b);
        EXPECT_GT(a.size(), 20u);
        EXPECT_EQ(a.text(), b.text());
        EXPECT_EQ(a.tsv(), b.tsv());
        EXPECT_EQ(writeOutcome(oa), writeOutcome(ob));
        // Without a log the battle is the same battle.
        EXPECT_EQ(writeOutcome(resolveGodsAcre(setup, defaultRulebook(), seed)), writeOutcome(oa));
        ASSERT_TRUE(oa.seed.has_value());
        EXPECT_EQ(*oa.seed, seed);
    }
    sim::BattleLog one, two;
    resolveGodsAcre(setup, defaultRulebook(), 1, &one);
    resolveGodsAcre(setup, defaultRulebook(), 2, &two);
    EXPECT_NE(one.text(), two.text());
}

// Odds fight from a battle prepared once, into one outcome refilled run after run: each run
// must be the very battle a fresh resolve of the battle file gives, with nothing left over from
// the run before (a bigger battle's units, a captor, a winner).
TEST(GA_SEQ, APreparedBattleFoughtIntoAReusedOutcomeIsTheSameBattle) {
    const BattleSetup big = shipped("reference-1500.xml");
    const BattleSetup small = shipped("small-skirmish.xml");
    const sim::PreparedBattle preparedBig = sim::prepareBattle(big, defaultRulebook());
    const sim::PreparedBattle preparedSmall = sim::prepareBattle(small, defaultRulebook());
    BattleOutcome reused;
    int withCaptives = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const bool bigOne = seed % 3 != 0;  // big, big, small: the small one follows a big one
        const BattleSetup& setup = bigOne ? big : small;
        resolveGodsAcre(bigOne ? preparedBig : preparedSmall, defaultRulebook(), seed, reused);
        const BattleOutcome fresh = resolveGodsAcre(setup, defaultRulebook(), seed);
        ASSERT_EQ(writeOutcome(reused), writeOutcome(fresh)) << setup.name << " seed " << seed;
        EXPECT_EQ(reused.units.size(), fresh.units.size());
        for (const UnitOutcome& u : fresh.units) withCaptives += u.figuresCaptured > 0 ? 1 : 0;
    }
    EXPECT_GT(withCaptives, 0) << "no run took prisoners: a captor left over would go unseen";
}

TEST(GA_SEQ, TheLogNamesTheRuleOfEveryRollMoveByMove) {
    sim::BattleLog log;
    resolveGodsAcre(shipped("reference-1500.xml"), defaultRulebook(), 3, &log);
    int lastMove = 0;
    for (const sim::LogEntry& e : log.entries()) {
        EXPECT_GE(e.move, lastMove);
        lastMove = e.move;
        EXPECT_EQ(e.rule.rfind("GA-", 0), 0u) << e.rule;
        for (const sim::LoggedDie& d : e.dice) EXPECT_EQ(std::string(d.rule).rfind("GA-", 0), 0u);
    }
    const std::string text = log.text();
    EXPECT_NE(text.find("Move "), std::string::npos);
    EXPECT_NE(text.find("GA-MT-ROLL"), std::string::npos);
}

// GA-SCALE: men at start = (standing + removed + routed + captured + pursued off) figures
// x men a figure + the unit's odd men; a unit that left the field has no figure standing.
TEST(GA_SEQ, NothingIsCreatedOrLostOverManySeeds) {
    const int menPerFigure = defaultRulebook().menPerFigure();
    for (const char* file : {"reference-1500.xml", "mirror.xml", "small-skirmish.xml"}) {
        const BattleSetup setup = shipped(file);
        for (std::uint64_t seed = 1; seed <= 150; ++seed) {
            const BattleOutcome o = resolveGodsAcre(setup, defaultRulebook(), seed);
            const auto problem = checkOutcome(o, menPerFigure);
            ASSERT_FALSE(problem.has_value())
                << file << " seed " << seed << ": " << problem->describe();
            for (const UnitOutcome& u : o.units) {
                const int standing = figuresStanding(u, menPerFigure);
                ASSERT_GE(standing, 0) << u.unit;
                EXPECT_EQ(u.menAtStart, (standing + u.figuresRemoved + u.figuresRouted +
                                         u.figuresCaptured + u.figuresPursuedOff) *
                                                menPerFigure +
                                            u.menAtStart % menPerFigure)
                    << file << " seed " << seed << " " << u.unit;
                const bool left =
                    u.endState == UnitEndState::Routed || u.endState == UnitEndState::Withdrawn ||
                    u.endState == UnitEndState::PursuedOff || u.endState == UnitEndState::Destroyed;
                if (left) {
                    EXPECT_EQ(standing, 0) << file << " seed " << seed << " " << u.unit;
                }
                if (u.figuresCaptured > 0) {
                    EXPECT_NE(u.capturedBy, u.side);
                }
            }
            EXPECT_GE(o.moves, 1);
            EXPECT_LE(o.moves, setup.moveLimit);
        }
    }
}

}  // namespace
}  // namespace seneschal::battle
