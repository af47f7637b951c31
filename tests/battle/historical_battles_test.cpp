// GA-SETUP-HIST: the bundled historical battles (docs/rules/history.md) load as historical
// battles with the men their comments give, on their own ground, and fight to an outcome in
// which every man is accounted for. Every battle file in data/scenarios whose type is
// historical is in the table below, and every battle of the table is there.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
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
    const char* firstSide;  // the file's first <side>
    int firstMen;
    const char* secondSide;
    int secondMen;
    double width;
};

constexpr HistoricalBattle kHistoricalBattles[] = {
    {"battle-hastings-1066.xml", "Hastings, 14 October 1066", "english", 7000, "normans", 7300,
     2500},
    {"battle-falkirk-1298.xml", "Falkirk, 22 July 1298", "english", 14400, "scots", 6500, 2000},
    {"battle-courtrai-1302.xml", "Courtrai, 11 July 1302", "flemish", 9000, "french", 4500, 2500},
    {"battle-bannockburn-1314.xml", "Bannockburn, 24 June 1314", "english", 13000, "scots", 6500,
     2000},
    {"battle-crecy-1346.xml", "Crécy, 26 August 1346", "english", 10100, "french", 17000, 5000},
    {"battle-poitiers-1356.xml", "Poitiers, 19 September 1356", "english", 6360, "french", 11900,
     3000},
    {"battle-agincourt-1415.xml", "Agincourt, 25 October 1415", "english", 7500, "french", 13400,
     2500},
};

// The file names in data/scenarios of every battle-*.xml file of type historical (a <battle> root
// with type="historical"; campaign scenarios have a <scenario> root).
std::set<std::string> historicalFilesOnDisk() {
    std::set<std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(scenariosDir())) {
        // The refought battles are named battle-PLACE-YEAR.xml; small-skirmish.xml, typed
        // historical too, is an invented one.
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".xml" || !name.starts_with("battle-")) continue;
        std::ifstream in(entry.path());
        const std::string text((std::istreambuf_iterator<char>(in)),
                               std::istreambuf_iterator<char>());
        const auto root = text.find("<battle ");
        if (root == std::string::npos) continue;
        const auto end = text.find('>', root);
        if (text.substr(root, end - root).find("type=\"historical\"") != std::string::npos)
            files.insert(entry.path().filename().string());
    }
    return files;
}

std::map<std::string, int> menBySide(const BattleSetup& setup) {
    std::map<std::string, int> men;
    for (const ArmySpec& army : setup.armies)
        for (const BattalSpec& battal : army.battals)
            for (const UnitSpec& unit : battal.units) men[army.side] += unit.men;
    return men;
}

TEST(GA_SETUP_HIST, EveryHistoricalBattleFileIsInTheTable) {
    std::set<std::string> table;
    for (const HistoricalBattle& h : kHistoricalBattles) table.insert(h.file);
    EXPECT_EQ(historicalFilesOnDisk(), table);
}

TEST(GA_SETUP_HIST, TheHistoricalBattlesLoadWithTheirArmiesAndGround) {
    for (const HistoricalBattle& h : kHistoricalBattles) {
        const BattleSetup setup = loadBattleFile(scenariosDir() / h.file, defaultRulebook());
        EXPECT_EQ(setup.name, h.name);
        EXPECT_EQ(setup.type, BattleType::Historical) << h.file;
        ASSERT_EQ(setup.sides.size(), 2u) << h.file;
        EXPECT_EQ(setup.sides[0].id, h.firstSide) << h.file;
        EXPECT_EQ(setup.sides[1].id, h.secondSide) << h.file;
        const auto men = menBySide(setup);
        EXPECT_EQ(men.at(h.firstSide), h.firstMen) << h.file;
        EXPECT_EQ(men.at(h.secondSide), h.secondMen) << h.file;
        EXPECT_EQ(setup.fieldWidth, h.width) << h.file;
        EXPECT_GE(setup.terrain.size(), 1u) << h.file << ": the ground history put there";
        // Each unit is a block of men the sources give, led by a named leader (GA-LEAD).
        for (const ArmySpec& army : setup.armies)
            for (const BattalSpec& battal : army.battals) {
                EXPECT_FALSE(battal.leader.empty()) << h.file << " " << battal.name;
                for (const UnitSpec& unit : battal.units) {
                    EXPECT_FALSE(unit.leader.empty()) << h.file << " " << unit.name;
                    EXPECT_GE(unit.men, 160) << h.file << " " << unit.name;
                }
            }
    }
}

TEST(GA_SETUP_HIST, TheHistoricalBattlesFightToAnOutcomeWithEveryManAccounted) {
    const int menPerFigure = defaultRulebook().menPerFigure();
    constexpr std::uint64_t kSeeds = 8;  // a few battles each: the whole test a few seconds
    for (const HistoricalBattle& h : kHistoricalBattles) {
        const BattleSetup setup = loadBattleFile(scenariosDir() / h.file, defaultRulebook());
        std::size_t units = 0;
        for (const ArmySpec& army : setup.armies)
            for (const BattalSpec& battal : army.battals) units += battal.units.size();
        for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
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
            EXPECT_EQ(men[h.firstSide], h.firstMen) << h.file << " seed " << seed;
            EXPECT_EQ(men[h.secondSide], h.secondMen) << h.file << " seed " << seed;
            EXPECT_GE(o.moves, 1);
            EXPECT_LE(o.moves, setup.moveLimit);
        }
    }
}

}  // namespace
}  // namespace seneschal::battle
