// The shipped battles load, and their armies are legal God's Acre competition armies: points,
// command points (GA-SETUP-COMP, GA-CMD-ARMY), leaders (GA-LEAD) and battal make-up
// (GA-BATTAL-COMP), checked by the rules engine's army builder.
#include <gtest/gtest.h>

#include "base/data_dir.hpp"
#include "battle/battle_file.hpp"
#include "battle/ga/army.hpp"
#include "battle/rulebook_loader.hpp"
#include "tests/battle/sim_test_support.hpp"

namespace seneschal::battle {
namespace {

std::string describe(const ArmyReport& r) {
    std::string s = "troops " + std::to_string(r.troopPoints) + " + command " +
                    std::to_string(r.commandPoints) + "\n";
    for (const Finding& f : r.findings)
        s += std::string(f.rule) + " " + f.where + ": " + f.message + "\n";
    return s;
}

TEST(GA_SETUP_COMP, ReferenceArmiesAreLegalFifteenHundredPointArmies) {
    const Rulebook& book = defaultRulebook();
    const BattleSetup setup = loadBattleFile(scenariosDir() / "reference-1500.xml", book);
    ASSERT_EQ(setup.armies.size(), 2u);
    for (const ArmySpec& army : setup.armies) {
        const ArmyReport report = checkArmy(book, simtest::armyList(book, setup, army));
        EXPECT_TRUE(report.legal()) << army.name << ": " << describe(report);
        EXPECT_LE(report.totalPoints(), 1500) << describe(report);
        EXPECT_GE(report.totalPoints(), 1400) << describe(report);
        EXPECT_LE(report.commandPoints, 300);
        int units = 0;
        for (const BattalSpec& b : army.battals) units += static_cast<int>(b.units.size());
        EXPECT_GE(units, 10);
        EXPECT_LE(units, 14);
    }
    // Different national styles: the English field longbowmen, the French Genoese crossbows.
    EXPECT_NE(setup.armies[0].battals[1].units[0].type, setup.armies[1].battals[0].units[0].type);
}

TEST(GA_SETUP_COMP, SmallAndMirrorBattlesLoad) {
    const Rulebook& book = defaultRulebook();
    const BattleSetup small = loadBattleFile(scenariosDir() / "small-skirmish.xml", book);
    const BattleSetup mirror = loadBattleFile(scenariosDir() / "mirror.xml", book);
    for (const BattleSetup* s : {&small, &mirror}) {
        for (const ArmySpec& army : s->armies) {
            // The skirmish is a historical battle: no competition limits (GA-SETUP-HIST).
            ArmyCheckOptions options;
            options.competition = s == &mirror;
            const ArmyReport report = checkArmy(book, simtest::armyList(book, *s, army), options);
            EXPECT_TRUE(report.legal()) << s->name << " " << army.name << ": " << describe(report);
        }
    }
    // The mirror armies are the same troops, led the same way.
    ASSERT_EQ(mirror.armies.size(), 2u);
    const auto& a = mirror.armies[0].battals;
    const auto& b = mirror.armies[1].battals;
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        ASSERT_EQ(a[i].units.size(), b[i].units.size());
        EXPECT_EQ(a[i].orders, b[i].orders);
        for (std::size_t j = 0; j < a[i].units.size(); ++j) {
            EXPECT_EQ(a[i].units[j].type, b[i].units[j].type);
            EXPECT_EQ(a[i].units[j].men, b[i].units[j].men);
        }
    }
}

}  // namespace
}  // namespace seneschal::battle
