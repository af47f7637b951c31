// GA-SETUP-HIST: the bundled historical battles (Crécy, Poitiers, Agincourt; docs/rules/
// history.md) load as historical battles with the men their comments give, on their own
// ground, and fight to an outcome in which every man is accounted for.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "base/data_dir.hpp"
#include "battle/outcome_check.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/resolver.hpp"

namespace seneschal::battle {
namespace {

struct HistoricalBattle {
    const char* file;
    const char* name;
    int englishMen;
    int frenchMen;
    double width;
};

constexpr HistoricalBattle kHistoricalBattles[] = {
    {"battle-crecy-1346.xml", "Crécy, 26 August 1346", 10100, 17000, 5000},
    {"battle-poitiers-1356.xml", "Poitiers, 19 September 1356", 6360, 11900, 3000},
    {"battle-agincourt-1415.xml", "Agincourt, 25 October 1415", 7500, 13400, 2500},
};

std::map<std::string, int> menBySide(const BattleSetup& setup) {
    std::map<std::string, int> men;
    for (const ArmySpec& army : setup.armies)
        for (const BattalSpec& battal : army.battals)
            for (const UnitSpec& unit : battal.units) men[army.side] += unit.men;
    return men;
}

TEST(GA_SETUP_HIST, TheHistoricalBattlesLoadWithTheirArmiesAndGround) {
    for (const HistoricalBattle& h : kHistoricalBattles) {
        const BattleSetup setup = loadBattleFile(scenariosDir() / h.file, defaultRulebook());
        EXPECT_EQ(setup.name, h.name);
        EXPECT_EQ(setup.type, BattleType::Historical) << h.file;
        const auto men = menBySide(setup);
        EXPECT_EQ(men.at("english"), h.englishMen) << h.file;
        EXPECT_EQ(men.at("french"), h.frenchMen) << h.file;
        EXPECT_EQ(setup.fieldWidth, h.width) << h.file;
        EXPECT_GE(setup.terrain.size(), 3u) << h.file << ": the ground history put there";
        // Each unit is a block of men the sources give, led by a named leader (GA-LEAD).
        for (const ArmySpec& army : setup.armies)
            for (const BattalSpec& battal : army.battals) {
                EXPECT_FALSE(battal.leader.empty()) << battal.name;
                for (const UnitSpec& unit : battal.units) {
                    EXPECT_FALSE(unit.leader.empty()) << unit.name;
                    EXPECT_GE(unit.men, 160) << unit.name;
                }
            }
    }
}

TEST(GA_SETUP_HIST, TheHistoricalBattlesFightToAnOutcomeWithEveryManAccounted) {
    const int menPerFigure = defaultRulebook().menPerFigure();
    for (const HistoricalBattle& h : kHistoricalBattles) {
        const BattleSetup setup = loadBattleFile(scenariosDir() / h.file, defaultRulebook());
        std::size_t units = 0;
        for (const ArmySpec& army : setup.armies)
            for (const BattalSpec& battal : army.battals) units += battal.units.size();
        std::map<std::string, int> wins;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const BattleOutcome o = resolveGodsAcre(setup, defaultRulebook(), seed);
            const auto problem = checkOutcome(o, menPerFigure);
            ASSERT_FALSE(problem.has_value())
                << h.file << " seed " << seed << ": " << problem->describe();
            ASSERT_EQ(o.units.size(), units) << h.file << " seed " << seed;
            EXPECT_EQ(o.type, BattleType::Historical);
            std::map<std::string, int> men;
            for (const UnitOutcome& u : o.units) {
                const int standing = figuresStanding(u, menPerFigure);
                ASSERT_GE(standing, 0) << u.unit;
                EXPECT_EQ(u.menAtStart, (standing + u.figuresRemoved + u.figuresRouted +
                                         u.figuresCaptured + u.figuresPursuedOff) *
                                                menPerFigure +
                                            u.menAtStart % menPerFigure)
                    << h.file << " seed " << seed << " " << u.unit;
                men[u.side] += u.menAtStart;
            }
            EXPECT_EQ(men["english"], h.englishMen) << h.file << " seed " << seed;
            EXPECT_EQ(men["french"], h.frenchMen) << h.file << " seed " << seed;
            EXPECT_GE(o.moves, 1);
            EXPECT_LE(o.moves, setup.moveLimit);
            ++wins[o.winner];
        }
        // Each battle is decided, not fought out to the move limit as a draw every time.
        EXPECT_LT(wins[""], 40) << h.file;
    }
}

}  // namespace
}  // namespace seneschal::battle
