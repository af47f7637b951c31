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
    std::size_t terrainPieces;  // the ground its sources put on the field (Nájera: open plain)
};

constexpr HistoricalBattle kHistoricalBattles[] = {
    {"battle-hastings-1066.xml", "Hastings, 14 October 1066", "english", 7000, "normans", 7300,
     2500, 3},
    {"battle-falkirk-1298.xml", "Falkirk, 22 July 1298", "english", 14400, "scots", 6500, 2000, 2},
    {"battle-courtrai-1302.xml", "Courtrai, 11 July 1302", "flemish", 9000, "french", 4500, 2500,
     2},
    {"battle-bannockburn-1314.xml", "Bannockburn, 24 June 1314", "english", 13000, "scots", 6500,
     2000, 4},
    {"battle-halidon-hill-1333.xml", "Halidon Hill, 19 July 1333", "english", 6000, "scots", 10000,
     2500, 2},
    {"battle-laupen-1339.xml", "Laupen, 21 June 1339", "bern", 5000, "coalition", 10000, 2000, 2},
    {"battle-crecy-1346.xml", "Crécy, 26 August 1346", "english", 10100, "french", 17000, 5000, 3},
    {"battle-poitiers-1356.xml", "Poitiers, 19 September 1356", "english", 6360, "french", 11900,
     3000, 3},
    {"battle-najera-1367.xml", "Nájera, 3 April 1367", "anglo-gascon", 9300, "castilian", 11500,
     3000, 0},
    {"battle-roosebeke-1382.xml", "Roosebeke, 27 November 1382", "french", 3880, "flemish", 10000,
     2500, 1},
    {"battle-aljubarrota-1385.xml", "Aljubarrota, 14 August 1385", "portuguese", 2230, "castilian",
     10340, 1500, 3},
    {"battle-agincourt-1415.xml", "Agincourt, 25 October 1415", "english", 7500, "french", 13400,
     2500, 3},
    {"battle-verneuil-1424.xml", "Verneuil, 17 August 1424", "english", 6000, "french", 10010, 3000,
     1},
    {"battle-patay-1429.xml", "Patay, 18 June 1429", "english", 5000, "french", 6000, 2000, 3},
    {"battle-formigny-1450.xml", "Formigny, 15 April 1450", "english", 4000, "french", 5000, 2400,
     1},
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
        EXPECT_EQ(setup.terrain.size(), h.terrainPieces)
            << h.file << ": the ground history put there";
        // Each unit is a block of men the sources give, at least a figure, led by a named leader
        // (GA-LEAD).
        for (const ArmySpec& army : setup.armies)
            for (const BattalSpec& battal : army.battals) {
                EXPECT_FALSE(battal.leader.empty()) << h.file << " " << battal.name;
                for (const UnitSpec& unit : battal.units) {
                    EXPECT_FALSE(unit.leader.empty()) << h.file << " " << unit.name;
                    EXPECT_GE(unit.men, defaultRulebook().menPerFigure())
                        << h.file << " " << unit.name;
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
