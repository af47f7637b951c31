// GA-SETUP-HIST's scaling down (issue 18): the proposed men a figure fits the collection, and
// no man is lost or invented (figures x scale + men left over = men, for every unit).
#include "application/tabletop/table_scale.hpp"

#include <gtest/gtest.h>

#include <optional>

#include "base/errors.hpp"
#include "battle/rulebook_loader.hpp"

namespace seneschal::application {
namespace {

battle::UnitSpec scaleUnit(const std::string& name, const std::string& type, int men) {
    battle::UnitSpec u;
    u.id = name;
    u.name = name;
    u.type = type;
    u.men = men;
    const battle::TroopType& t = battle::defaultRulebook().troopType(type);
    u.background = t.background;
    u.arm = t.arm;
    u.order = t.order;
    u.protection = t.protection;
    return u;
}

battle::BattleSetup scaleSetup() {
    battle::BattleSetup s;
    s.sides = {{"england", "Kingdom of England", ""}, {"france", "Kingdom of France", ""}};
    battle::ArmySpec english{"english", "English host", "england", "", {}};
    english.battals.push_back(
        {"b1",
         "Vanguard",
         "",
         battle::BattalOrders::Attack,
         {scaleUnit("Prince's knights", "knights", 1000), scaleUnit("Archers", "longbowmen", 2500),
          scaleUnit("Welsh", "welsh-spearmen", 7)},
         std::nullopt});
    battle::ArmySpec french{"french", "French host", "france", "", {}};
    french.battals.push_back({"b2",
                              "First battle",
                              "",
                              battle::BattalOrders::Attack,
                              {scaleUnit("Constable's knights", "knights", 3000)},
                              std::nullopt});
    s.armies = {english, french};
    return s;
}

const char* const kScaleCollection =
    R"(<collection name="The club" table-width="1800" table-depth="1200">
  <troops type="knights" figures="100"/>
  <troops type="longbowmen" figures="60"/>
  <troops type="welsh-spearmen" figures="12"/>
</collection>
)";

FigureCollection scaleCollection() {
    return readFigureCollectionFromString(kScaleCollection, "club.xml", battle::defaultRulebook());
}

// Knights: 1,000 + 3,000 men in 100 figures need 40 men a figure; longbowmen 2,500 men in 60
// figures need 41 (at 40 they are 62 figures). So 41: knights 24 + 73 = 97, archers 60.
TEST(TableScaleTest, GA_SETUP_HIST_SmallestWholeScaleThatFitsTheCollection) {
    const ScaleProposal p =
        proposeScale(scaleSetup(), battle::defaultRulebook(), scaleCollection());
    EXPECT_EQ(p.proposed, 41);
    EXPECT_EQ(p.shown, 41);
    ASSERT_EQ(p.units.size(), 4u);
    EXPECT_EQ(p.units[0].figures, 24);
    EXPECT_EQ(p.units[0].remainder, 1000 - 24 * 41);
    EXPECT_EQ(p.units[1].figures, 60);
    EXPECT_EQ(p.units[2].figures, 0);  // 7 Welshmen: all left over, none invented
    EXPECT_EQ(p.units[2].remainder, 7);
    for (const auto& t : p.troops) EXPECT_LE(t.needed, t.owned) << t.troopName;
    EXPECT_TRUE(p.missing.empty());
}

TEST(TableScaleTest, GA_SETUP_HIST_MenConservedForEveryUnitAtEveryScale) {
    for (int scale : {1, 10, 15, 20, 41, 333, 5000}) {
        const ScaleProposal p =
            proposeScale(scaleSetup(), battle::defaultRulebook(), scaleCollection(), scale);
        EXPECT_EQ(p.shown, scale);
        for (const auto& u : p.units) {
            EXPECT_EQ(u.figures * scale + u.remainder, u.men) << u.unit << " at " << scale;
            EXPECT_GE(u.remainder, 0);
            EXPECT_LT(u.remainder, scale);
        }
    }
}

// GA-SMALL-SCALE's 10-15 men a figure and GA-SCALE's 20 are offered, each saying whether it fits.
TEST(TableScaleTest, GA_SMALL_SCALE_And_GA_SCALE_AreChoices) {
    const ScaleProposal p =
        proposeScale(scaleSetup(), battle::defaultRulebook(), scaleCollection());
    int small = 0;
    bool twenty = false;
    for (const auto& c : p.choices) {
        if (c.rule == "GA-SMALL-SCALE") {
            ++small;
            EXPECT_GE(c.menPerFigure, 10);
            EXPECT_LE(c.menPerFigure, 15);
            EXPECT_FALSE(c.fits);
        }
        if (c.rule == "GA-SCALE") {
            twenty = true;
            EXPECT_EQ(c.menPerFigure, 20);
            EXPECT_FALSE(c.fits);  // 200 knight figures of 100
        }
    }
    EXPECT_EQ(small, 6);
    EXPECT_TRUE(twenty);
    // A big enough collection fits at 20.
    FigureCollection big = scaleCollection();
    big.figures["knights"] = 200;
    big.figures["longbowmen"] = 125;
    const ScaleProposal q = proposeScale(scaleSetup(), battle::defaultRulebook(), big);
    EXPECT_EQ(q.proposed, 20);
}

TEST(TableScaleTest, MissingTroopTypeIsNamedAndNoChoiceFits) {
    FigureCollection c = scaleCollection();
    c.figures.erase("welsh-spearmen");
    const ScaleProposal p = proposeScale(scaleSetup(), battle::defaultRulebook(), c);
    ASSERT_EQ(p.missing.size(), 1u);
    EXPECT_EQ(p.missing[0], "Welsh spearmen");
    for (const auto& choice : p.choices) EXPECT_FALSE(choice.fits);
}

// The collection file: a mistake names the file, the line and the field.
TEST(TableScaleTest, CollectionErrorsNameFileLineAndField) {
    const auto& rules = battle::defaultRulebook();
    try {
        readFigureCollectionFromString(
            "<collection>\n  <troops type=\"knights\" figures=\"10\"/>\n  <troops type=\"elves\" "
            "figures=\"4\"/>\n</collection>\n",
            "club.xml", rules);
        FAIL() << "an unknown troop type was taken";
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().file, "club.xml");
        EXPECT_EQ(e.where().line, 3);
        EXPECT_NE(e.where().element.find("type"), std::string::npos);
    }
    EXPECT_THROW(
        readFigureCollectionFromString(
            "<collection><troops type=\"knights\" figures=\"-1\"/></collection>", "c.xml", rules),
        DataError);
    EXPECT_THROW(
        readFigureCollectionFromString(
            "<collection><troops type=\"knights\" figs=\"1\"/></collection>", "c.xml", rules),
        DataError);
    EXPECT_THROW(readFigureCollectionFromString(
                     "<collection><troops type=\"knights\" figures=\"1\"/><troops type=\"knights\" "
                     "figures=\"2\"/></collection>",
                     "c.xml", rules),
                 DataError);
    EXPECT_THROW(readFigureCollectionFromString("<army/>", "c.xml", rules), DataError);
    const FigureCollection c = scaleCollection();
    EXPECT_EQ(c.tableWidth, 1800);
    EXPECT_EQ(c.figures.at("longbowmen"), 60);
}

}  // namespace
}  // namespace seneschal::application
