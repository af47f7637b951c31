#include "battle/battle_file.hpp"

#include <gtest/gtest.h>

#include <regex>

#include "base/errors.hpp"
#include "battle/rulebook_loader.hpp"
#include "tests/battle/rules_test_support.hpp"

namespace seneschal::battle {
namespace {

// A small but complete battle; tests break one thing at a time with a text replacement.
const std::string kBattle =
    R"(<battle format="1" id="ford" name="Fight at the ford" type="campaign" moves="40">
  <options><option id="reaction"/></options>
  <field width="1800" depth="1200"/>
  <sides>
    <side id="english" name="English" colour="#b22234"/>
    <side id="french" name="French"/>
  </sides>
  <leaders>
    <leader id="hugh" name="Hugh Despenser" side="english" rank="baron" cv="4" character="bold"/>
    <leader id="tom" name="Tom the Sergeant" side="english" rank="sergeant" cv="2"/>
    <leader id="godemar" name="Godemar du Fay" side="french" rank="baron" cv="3" character="cautious"/>
  </leaders>
  <army id="eng" name="Despenser's company" side="english" leader="hugh">
    <battal id="eng-b" name="Crossing party" orders="attack">
      <unit id="eng-archers" name="Despenser's archers" type="longbowmen" class="B" men="400" leader="tom"/>
      <unit id="eng-knights" name="Despenser's knights" type="knights" class="B" men="100" protection="FCb"/>
    </battal>
  </army>
  <army id="fr" name="Du Fay's force" side="french" leader="godemar">
    <battal id="fr-b" name="Ford guard" orders="defend">
      <unit id="fr-militia" name="Abbeville militia" type="militia-spearmen" class="C" men="600" order="loose"/>
    </battal>
  </army>
  <terrain><piece kind="stream" x="0" y="580" width="1800" depth="40"/></terrain>
</battle>)";

BattleSetup load(const std::string& text) {
    return loadBattleFromString(text, "ford.xml", defaultRulebook());
}

std::string with(const std::string& from, const std::string& to) {
    std::string text = kBattle;
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
}

DataError battleFileLoadError(const std::string& text) {
    try {
        load(text);
    } catch (const DataError& e) {
        return e;
    }
    ADD_FAILURE() << "the broken battle was accepted";
    return DataError({}, "");
}

TEST(BattleFile, ReadsSidesLeadersArmiesAndTerrain) {
    const BattleSetup setup = load(kBattle);
    EXPECT_EQ(setup.name, "Fight at the ford");
    EXPECT_EQ(setup.type, BattleType::Campaign);
    EXPECT_EQ(setup.moveLimit, 40);
    EXPECT_TRUE(setup.option("reaction"));
    ASSERT_EQ(setup.sides.size(), 2u);
    ASSERT_EQ(setup.armies.size(), 2u);
    const UnitSpec& archers = setup.armies[0].battals[0].units[0];
    EXPECT_EQ(archers.men, 400);
    EXPECT_EQ(archers.background, Background::Regular);  // from the troop type
    EXPECT_EQ(archers.leader, "tom");
    const UnitSpec& knights = setup.armies[0].battals[0].units[1];
    EXPECT_EQ(knights.protection, Protection::Fb);  // overridden: barded horses
    EXPECT_EQ(setup.armies[1].battals[0].units[0].order, Order::Loose);
    EXPECT_EQ(setup.armies[1].battals[0].orders, BattalOrders::Defend);
    ASSERT_EQ(setup.terrain.size(), 1u);
    EXPECT_EQ(setup.terrain[0].kind, "stream");
    EXPECT_EQ(setup.terrain[0].ground, Ground::Ford);
}

TEST(GA_TERRAIN, AnUnknownTerrainKindIsRefusedNotTakenForAnObstacle) {
    const DataError e = battleFileLoadError(with("kind=\"stream\"", "kind=\"lava\""));
    EXPECT_EQ(e.where().line, 24);
    EXPECT_EQ(e.where().element, "piece@kind");
    EXPECT_NE(std::string(e.what()).find("lava"), std::string::npos);
    EXPECT_EQ(load(with("kind=\"stream\"", "kind=\"hedge\"")).terrain[0].ground,
              Ground::LinearObstacle);
    EXPECT_EQ(load(with("kind=\"stream\"", "kind=\"thick-wood\"")).terrain[0].ground,
              Ground::ThickWoods);
}

TEST(BattleFile, UnknownTroopTypeNamesLineAndAttribute) {
    const DataError e =
        battleFileLoadError(with("type=\"militia-spearmen\"", "type=\"musketeers\""));
    EXPECT_EQ(e.where().file, "ford.xml");
    EXPECT_EQ(e.where().line, 21);
    EXPECT_EQ(e.where().element, "unit@type");
    EXPECT_NE(std::string(e.what()).find("musketeers"), std::string::npos);
}

TEST(BattleFile, NegativeCountIsRefused) {
    EXPECT_EQ(battleFileLoadError(with("men=\"600\"", "men=\"-600\"")).where().element, "unit@men");
}

TEST(BattleFile, LeaderLeadingTwoThingsIsRefused) {
    const DataError e = battleFileLoadError(
        with("men=\"100\" protection", "men=\"100\" leader=\"tom\" protection"));
    EXPECT_EQ(e.where().element, "unit@leader");
    EXPECT_NE(std::string(e.what()).find("already leads"), std::string::npos) << e.what();
}

TEST(BattleFile, LeaderOfTheOtherSideIsRefused) {
    EXPECT_EQ(battleFileLoadError(with("leader=\"godemar\">", "leader=\"hugh\">")).where().element,
              "army@leader");
}

TEST(BattleFile, DuplicateUnitNameIsRefused) {
    EXPECT_EQ(battleFileLoadError(with("Abbeville militia", "Despenser's archers")).where().element,
              "unit@name");
}

TEST(BattleFile, ClassNotAllowedForTheTypeIsRefused) {
    EXPECT_EQ(
        battleFileLoadError(with("type=\"knights\" class=\"B\"", "type=\"knights\" class=\"D\""))
            .where()
            .element,
        "unit@class");
}

// The highest CV of each character is the rule book's table, not a number in the reader: a
// group that edits its book to let a CV 3 leader be incompetent, or to keep rash leaders to CV
// 3, is read by its own book.
TEST(GA_OPT_CHAR, TheHighestCvOfACharacterIsTheRuleBooks) {
    const std::string shipped = shippedRulesText("godsacre.xml");
    const Rulebook edited = loadRulebookFromString(
        replacedOnce(replacedOnce(shipped, R"(confusion="no-move" maxCv="2")",
                                  R"(confusion="no-move" maxCv="3")"),
                     R"(id="rash" morale="0" chargeTest="2" confusion="full-move" maxCv="6")",
                     R"(id="rash" morale="0" chargeTest="2" confusion="full-move" maxCv="3")"),
        "edited.xml");
    const std::string incompetentThree =
        with("cv=\"4\" character=\"bold\"", "cv=\"3\" character=\"incompetent\"");
    const std::string rashFour = with("cv=\"4\" character=\"bold\"", "cv=\"4\" character=\"rash\"");
    EXPECT_THROW(load(incompetentThree), DataError) << "the shipped book: CV 1 or 2";
    EXPECT_NO_THROW(load(rashFour)) << "the shipped book: a rash leader of any CV";
    EXPECT_NO_THROW(loadBattleFromString(incompetentThree, "ford.xml", edited));
    try {
        loadBattleFromString(rashFour, "ford.xml", edited);
        FAIL() << "a rash CV 4 leader under a book that allows CV 3 at most";
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().element, "leader@character");
        EXPECT_NE(std::string(e.what()).find("CV 1 to 3 may be rash"), std::string::npos)
            << e.what();
    }
}

TEST(GA_OPT_CHAR, OnlyCvOneOrTwoMayBeIncompetentInABattleFile) {
    EXPECT_EQ(battleFileLoadError(
                  with("cv=\"4\" character=\"bold\"", "cv=\"4\" character=\"incompetent\""))
                  .where()
                  .element,
              "leader@character");
    EXPECT_NO_THROW(load(with("cv=\"2\"/>", "cv=\"2\" character=\"incompetent\"/>")));
}

TEST(BattleFile, ProtectionOfTheWrongArmIsRefused) {
    EXPECT_EQ(battleFileLoadError(with("protection=\"FCb\"", "protection=\"FI\"")).where().element,
              "unit@protection");
}

TEST(BattleFile, ABattleHasExactlyTwoSidesEachWithAnArmy) {
    EXPECT_THROW(
        load(with("<side id=\"french\" name=\"French\"/>",
                  "<side id=\"french\" name=\"French\"/><side id=\"scots\" name=\"Scots\"/>")),
        DataError);
    std::string noFrenchArmy = kBattle;
    const auto from = noFrenchArmy.find("  <army id=\"fr\"");
    const auto to = noFrenchArmy.find("</army>", from) + 7;
    noFrenchArmy.erase(from, to - from);
    const DataError e = battleFileLoadError(noFrenchArmy);
    EXPECT_NE(std::string(e.what()).find("side 'french' has no army"), std::string::npos)
        << e.what();
}

TEST(BattleFile, MisspeltAttributeIsAnErrorNotIgnored) {
    EXPECT_EQ(battleFileLoadError(with("orders=\"defend\"", "ordres=\"defend\"")).where().element,
              "battal@ordres");
}

// GA-OPT-CALTROPS, GA-OPT-STAKES, GA-OPT-POTTES: a unit's field defences, planted before its
// front, are a space-separated list; the archers' line (21) is the militia's here.
TEST(GA_OPT_STAKES, AUnitsDefencesAreReadFromTheBattleFile) {
    const BattleSetup plain = load(kBattle);
    const UnitSpec& militia = plain.armies[1].battals[0].units[0];
    EXPECT_FALSE(militia.defences[static_cast<std::size_t>(FieldDefence::Stakes)]);
    const BattleSetup staked =
        load(with("men=\"600\" order", "men=\"600\" defences=\"stakes  caltrops\" order"));
    const UnitSpec& u = staked.armies[1].battals[0].units[0];
    EXPECT_TRUE(u.defences[static_cast<std::size_t>(FieldDefence::Stakes)]);
    EXPECT_TRUE(u.defences[static_cast<std::size_t>(FieldDefence::Caltrops)]);
    EXPECT_FALSE(u.defences[static_cast<std::size_t>(FieldDefence::Pottes)]);
    // The option need not be on: the stakes are there, and do nothing without it.
    EXPECT_FALSE(staked.option("stakes"));
}

TEST(GA_OPT_STAKES, ABadDefencesValueIsRefusedNamingLineAndField) {
    const DataError e =
        battleFileLoadError(with("men=\"600\" order", "men=\"600\" defences=\"stake\" order"));
    EXPECT_EQ(e.where().file, "ford.xml");
    EXPECT_EQ(e.where().line, 21);
    EXPECT_EQ(e.where().element, "unit@defences");
    EXPECT_NE(std::string(e.what()).find("'stake'"), std::string::npos) << e.what();
    EXPECT_EQ(battleFileLoadError(with("men=\"600\" order", "men=\"600\" defences=\"\" order"))
                  .where()
                  .element,
              "unit@defences");
    EXPECT_EQ(battleFileLoadError(
                  with("men=\"600\" order", "men=\"600\" defences=\"pottes pottes\" order"))
                  .where()
                  .element,
              "unit@defences");
    // Only infantry carry them.
    const DataError horse = battleFileLoadError(
        with("men=\"100\" protection", "men=\"100\" defences=\"stakes\" protection"));
    EXPECT_EQ(horse.where().element, "unit@defences");
    EXPECT_NE(std::string(horse.what()).find("only infantry"), std::string::npos) << horse.what();
}

}  // namespace
}  // namespace seneschal::battle
