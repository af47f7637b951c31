#include "battle/ga/army.hpp"

#include <gtest/gtest.h>

#include "battle/rulebook_loader.hpp"
#include "tests/battle/rules_test_support.hpp"

namespace seneschal::battle {
namespace {

bool hasFinding(const ArmyReport& r, const std::string& rule, const std::string& where) {
    for (const auto& f : r.findings) {
        if (f.rule == rule && f.where == where) return true;
    }
    return false;
}

ArmyListUnit unit(const std::string& name, const std::string& type, TroopClass c, int figures,
                  const std::string& rank, int cv = 2) {
    ArmyListUnit u;
    u.name = name;
    u.elements.push_back({type, c, figures});
    u.leader = CommandSpec{rank, cv, {}};
    return u;
}

ArmyList englishArmy() {
    ArmyList a;
    a.name = "English host";
    a.leader = CommandSpec{"king", 4, {}};
    ArmyListBattal van{"Vanguard", Background::Feudal, CommandSpec{"earl", 3, {}}, {}};
    van.units.push_back(
        unit("Prince's knights", "dismounted-knights", TroopClass::A, 10, "baron", 3));
    van.units.push_back(unit("Welsh", "welsh-spearmen", TroopClass::C, 12, "sergeant"));
    ArmyListBattal bows{"Archers", Background::Regular, CommandSpec{"count", 3, {}}, {}};
    bows.units.push_back(unit("Cheshire bows", "longbowmen", TroopClass::B, 15, "sergeant"));
    bows.units.push_back(unit("Lancashire bows", "longbowmen", TroopClass::C, 14, "captain"));
    a.battals = {van, bows};
    return a;
}

TEST(GA_POINTS, BasicCostIncludesTheHandWeaponOrOneAlternative) {
    // Spearmen (Feudal PI, spear + sword): 3 for PI, sword free, spear +1 = 4 at class C.
    EXPECT_EQ(figurePoints(book(), book().troopType("spearmen"), TroopClass::C), 4);
    // Welsh (Feudal UI, spear + javelin, no sword): 2, one alternative free, the other +1.
    EXPECT_EQ(figurePoints(book(), book().troopType("welsh-spearmen"), TroopClass::C), 3);
    // Class and background move the cost: Knights FC 13 + Knightly 2 + class A 2 + lance 2.
    EXPECT_EQ(figurePoints(book(), book().troopType("knights"), TroopClass::A), 19);
}

TEST(GA_POINTS, UnitAndArmyPointsAddUp) {
    const ArmyReport r = checkArmy(book(), englishArmy());
    int troops = 0;
    for (const auto& b : englishArmy().battals)
        for (const auto& u : b.units) troops += unitPoints(book(), u);
    EXPECT_EQ(r.troopPoints, troops);
    EXPECT_GT(r.troopPoints, 0);
}

TEST(GA_CMD_COST, CommandCostIsBasePlusCvAndChecksTheCvRange) {
    EXPECT_EQ(commandCost(book(), {"king", 4, {}}), 40 + 4 * 8);
    EXPECT_EQ(commandCost(book(), {"earl", 3, {}}), commandCost(book(), {"duke", 3, {}}));
    ArmyList a = englishArmy();
    a.battals[1].units[0].leader->cv = 5;  // a sergeant's CV is at most 3
    EXPECT_TRUE(hasFinding(checkArmy(book(), a), "GA-CMD-COST", "unit Cheshire bows"));
}

TEST(GA_SETUP_COMP, FifteenHundredPointsWithAtMostThreeHundredForCommand) {
    ArmyList a = englishArmy();
    EXPECT_TRUE(checkArmy(book(), a).legal()) << checkArmy(book(), a).findings.front().message;
    a.battals[0].units.push_back(unit("Horde", "spearmen", TroopClass::C, 400, "sergeant"));
    EXPECT_TRUE(hasFinding(checkArmy(book(), a), "GA-SETUP-COMP", "army"));
    EXPECT_FALSE(hasFinding(checkArmy(book(), a, {false, false}), "GA-SETUP-COMP", "army"));
    ArmyList brass = englishArmy();
    for (int i = 0; i < 10; ++i)
        brass.battals[0].units.push_back(
            unit("Band " + std::to_string(i), "spearmen", TroopClass::D, 1, "baron", 5));
    const ArmyReport r = checkArmy(book(), brass);
    EXPECT_GT(r.commandPoints, 300);
    EXPECT_TRUE(hasFinding(r, "GA-SETUP-COMP", "army"));
}

TEST(GA_LEAD, KnightsNeedABaronSergeantsAKnightCommonsASergeant) {
    ArmyList a = englishArmy();
    a.battals[0].units[0].leader->rank = "knight";
    a.battals[0].units.push_back(
        unit("Men-at-arms", "dismounted-men-at-arms", TroopClass::B, 8, "sergeant"));
    const ArmyReport r = checkArmy(book(), a);
    EXPECT_TRUE(hasFinding(r, "GA-LEAD", "unit Prince's knights"));
    EXPECT_TRUE(hasFinding(r, "GA-LEAD", "unit Men-at-arms"));
    EXPECT_FALSE(hasFinding(r, "GA-LEAD", "unit Welsh"));
}

TEST(GA_LEAD, RegularsOver300MenNeedACaptainRegularBattalsACount) {
    ArmyList a = englishArmy();
    a.battals[1].units[0].elements[0].figures = 16;  // 320 men under a sergeant
    a.battals[1].leader->rank = "baron";
    const ArmyReport r = checkArmy(book(), a);
    EXPECT_TRUE(hasFinding(r, "GA-LEAD", "unit Cheshire bows"));
    EXPECT_FALSE(hasFinding(r, "GA-LEAD", "unit Lancashire bows"));  // 280 men, a captain is fine
    EXPECT_TRUE(hasFinding(r, "GA-LEAD", "battal Archers"));
}

TEST(GA_LEAD, ARegularArmyNeedsADukeAndFeudalsMayNotOutclassTheirKnights) {
    ArmyList a;
    a.leader = CommandSpec{"count", 3, {}};
    ArmyListBattal b{"Militia", Background::Regular, CommandSpec{"count", 3, {}}, {}};
    b.units.push_back(unit("Pikes", "pikemen", TroopClass::C, 12, "sergeant"));
    a.battals = {b, b};
    EXPECT_TRUE(hasFinding(checkArmy(book(), a), "GA-LEAD", "army"));
    ArmyListUnit mixed = unit("Household", "knights", TroopClass::C, 6, "baron");
    mixed.elements.push_back({"men-at-arms", TroopClass::B, 4});
    ArmyList f = englishArmy();
    f.battals[0].units.push_back(mixed);
    EXPECT_TRUE(hasFinding(checkArmy(book(), f), "GA-LEAD", "unit Household"));
}

TEST(GA_BATTAL_COMP, FeudalRegularAndMercenaryBattalsTakeOnlyTheirTroops) {
    ArmyList a = englishArmy();
    a.battals[1].units.push_back(unit("Levy", "peasant-levy", TroopClass::D, 10, "sergeant"));
    a.battals[0].units.push_back(unit("Genoese", "crossbowmen", TroopClass::B, 10, "sergeant"));
    const ArmyReport r = checkArmy(book(), a);
    EXPECT_TRUE(hasFinding(r, "GA-BATTAL-COMP", "unit Levy"));      // no Feudal in a Regular Battal
    EXPECT_FALSE(hasFinding(r, "GA-BATTAL-COMP", "unit Genoese"));  // Mercenaries in a Feudal one
    ArmyList m = englishArmy();
    m.battals[0].kind = Background::Mercenary;
    EXPECT_TRUE(hasFinding(checkArmy(book(), m), "GA-BATTAL-COMP", "unit Welsh"));
}

TEST(GA_CMD_ARMY, AnArmyLeaderTwoToFourBattalsEachLedAndLedUnits) {
    ArmyList a = englishArmy();
    a.leader.reset();
    a.battals[0].leader.reset();
    a.battals[0].units[1].leader.reset();
    a.battals.resize(1);
    const ArmyReport r = checkArmy(book(), a);
    EXPECT_TRUE(hasFinding(r, "GA-CMD-ARMY", "army"));
    EXPECT_TRUE(hasFinding(r, "GA-CMD-ARMY", "battal Vanguard"));
    EXPECT_TRUE(hasFinding(r, "GA-CMD-ARMY", "unit Welsh"));
    EXPECT_GE(r.findings.size(), 4u);  // every problem reported, none hidden by the first
}

TEST(GA_SOCIAL, StatusFollowsTheSeedsOrder) {
    EXPECT_LT(book().findRank("king")->status, book().findRank("duke")->status);
    EXPECT_LT(book().findRank("baron")->status,
              book().socialStatus(Background::Knightly, TroopClass::C));
    EXPECT_LT(book().socialStatus(Background::Feudal, TroopClass::A),
              book().socialStatus(Background::Regular, TroopClass::A));
    EXPECT_EQ(book().socialStatus(Background::Feudal, TroopClass::C),
              book().socialStatus(Background::Mercenary, TroopClass::D));
    EXPECT_GT(book().socialStatus(Background::Feudal, TroopClass::D),
              book().socialStatus(Background::Feudal, TroopClass::C));
    EXPECT_EQ(book().socialStatus(Background::Knightly, TroopClass::D), 0);
}

TEST(GA_OPT_CHAR, OnlyCvOneOrTwoMayBeIncompetent) {
    ArmyList a = englishArmy();
    a.battals[0].leader->character = Character::Incompetent;
    EXPECT_TRUE(hasFinding(checkArmy(book(), a), "GA-OPT-CHAR", "battal Vanguard"));
    a.battals[0].leader->cv = 2;
    EXPECT_FALSE(hasFinding(checkArmy(book(), a), "GA-OPT-CHAR", "battal Vanguard"));
}

TEST(GA_OPT_MANTLET, MantletsCostOnePerFigureOfFrontage) {
    ArmyListUnit u = unit("Pavisiers", "pavise-crossbowmen", TroopClass::C, 10, "sergeant");
    const int plain = unitPoints(book(), u);
    u.mantletFigures = 5;
    EXPECT_EQ(unitPoints(book(), u), plain + 5);
}

TEST(GA_OPT_CALTROPS, FieldDefencesCostPerInfantryFigure) {
    ArmyListUnit u = unit("Archers", "longbowmen", TroopClass::C, 10, "sergeant");
    const int plain = unitPoints(book(), u);
    u.defences[static_cast<std::size_t>(FieldDefence::Caltrops)] = true;
    EXPECT_EQ(unitPoints(book(), u), plain + 10);
}

TEST(GA_OPT_STAKES, StakesCostTwoPerFigureAndOnlyFootCarryThem) {
    ArmyListUnit u = unit("Archers", "longbowmen", TroopClass::C, 10, "sergeant");
    const int plain = unitPoints(book(), u);
    u.defences[static_cast<std::size_t>(FieldDefence::Stakes)] = true;
    EXPECT_EQ(unitPoints(book(), u), plain + 20);
    ArmyList a = englishArmy();
    ArmyListUnit horse = unit("Hobilars", "hobilars", TroopClass::C, 6, "sergeant");
    horse.defences[static_cast<std::size_t>(FieldDefence::Stakes)] = true;
    a.battals[0].units.push_back(horse);
    EXPECT_TRUE(hasFinding(checkArmy(book(), a), "GA-OPT-STAKES", "unit Hobilars"));
}

TEST(GA_OPT_POTTES, PottesCostOnePerFigure) {
    ArmyListUnit u = unit("Billmen", "billmen", TroopClass::C, 10, "sergeant");
    const int plain = unitPoints(book(), u);
    u.defences[static_cast<std::size_t>(FieldDefence::Pottes)] = true;
    EXPECT_EQ(unitPoints(book(), u), plain + 10);
}

TEST(GA_OPT_CAMEL, CamelsCostOneLessAndMustBeLooseFeudalCOrD) {
    ArmyListUnit u = unit("Camelry", "hobilars", TroopClass::C, 6, "sergeant");
    const int horses = unitPoints(book(), u);
    u.camels = true;
    EXPECT_EQ(unitPoints(book(), u), horses - 6);
    ArmyList a = englishArmy();
    ArmyListUnit bad = unit("Mailed camels", "men-at-arms", TroopClass::B, 6, "knight");
    bad.camels = true;
    a.battals[0].units.push_back(bad);
    const ArmyReport r = checkArmy(book(), a);
    int camelFindings = 0;
    for (const auto& f : r.findings) camelFindings += std::string(f.rule) == "GA-OPT-CAMEL";
    EXPECT_EQ(camelFindings, 3);  // close order, heavily armoured, class B
}

TEST(GA_OPT_ELEPHANT, ElephantsCostFortyOrSixtyAndAreNeverClassA) {
    ArmyListUnit u = unit("Elephant crew", "javelinmen", TroopClass::C, 2, "sergeant");
    const int crew = unitPoints(book(), u);
    u.elephants = 1;
    EXPECT_EQ(unitPoints(book(), u), crew + 40);
    u.armouredElephants = true;
    EXPECT_EQ(unitPoints(book(), u), crew + 60);
    ArmyList a = englishArmy();
    u.elements[0].troopClass = TroopClass::A;
    u.name = "Royal elephant";
    a.battals[0].units.push_back(u);
    EXPECT_TRUE(hasFinding(checkArmy(book(), a), "GA-OPT-ELEPHANT", "unit Royal elephant"));
}

}  // namespace
}  // namespace seneschal::battle
