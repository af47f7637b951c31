#include "battle/rulebook_loader.hpp"

#include <gtest/gtest.h>

#include "battle/data_dir.hpp"
#include "battle/errors.hpp"

namespace seneschal::battle {
namespace {

TEST(GA_SCALE, ShippedRulesSayOneFigureIsTwentyMen) {
    const Rulebook& book = defaultRulebook();
    EXPECT_EQ(book.menPerFigure(), 20);
    EXPECT_EQ(book.scale().wagonsPerModel, 4);
    EXPECT_DOUBLE_EQ(book.scale().mmPerMetre, 2.5);
}

TEST(GA_CLASSIFY, TroopTypesCarryBackgroundProtectionAndWeapons) {
    const Rulebook& book = defaultRulebook();
    const TroopType& knights = book.troopType("barded-knights");
    EXPECT_EQ(knights.background, Background::Knightly);
    EXPECT_EQ(knights.arm, Arm::Cavalry);
    EXPECT_EQ(protectionCode(knights.protection, knights.arm), "FCb");
    EXPECT_EQ(book.troopType("longbowmen").background, Background::Regular);
    EXPECT_THROW(book.troopType("dragoons"), UserError);
}

TEST(RulebookLoader, UnknownWeaponNamesFileLineAndAttribute) {
    const std::string xml = R"(<rules>
  <scale menPerFigure="20" wagonsPerModel="4" secondsPerMove="60" mmPerMetre="2.5"/>
  <weapons><weapon id="sword"/></weapons>
  <troopTypes>
    <troopType id="x" background="Feudal" protection="UI" order="close" weapons="sword,musket"/>
  </troopTypes>
</rules>)";
    try {
        loadRulebookFromString(xml, "edited.xml");
        FAIL();
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().line, 5);
        EXPECT_EQ(e.where().element, "troopType@weapons");
        EXPECT_NE(std::string(e.what()).find("musket"), std::string::npos);
    }
}

TEST(RulebookLoader, MissingTableAndDuplicateKeyAreErrors) {
    EXPECT_THROW(loadRulebookFromString("<rules><weapons/></rules>", "m.xml"), DataError);
    const std::string dup = R"(<rules>
  <scale menPerFigure="20" wagonsPerModel="4" secondsPerMove="60" mmPerMetre="2.5"/>
  <weapons><weapon id="sword"/><weapon id="sword"/></weapons>
  <troopTypes/>
</rules>)";
    EXPECT_THROW(loadRulebookFromString(dup, "d.xml"), DataError);
}

}  // namespace
}  // namespace seneschal::battle
