// The shipped data/rules/feudal.xml carries the seed's numbers exactly, each FW mechanic
// works on them as the seed says, and a broken copy is refused with file, line and element.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "base/errors.hpp"
#include "battle/quick/feudal_mechanics.hpp"
#include "postcard_feudal_forces.hpp"
#include "tests/battle/rules_test_support.hpp"

namespace seneschal::battle::quick {
namespace {

using namespace testforces;

std::pair<std::string, int> brokenFeudal(const std::string& from, const std::string& to) {
    std::ifstream in(std::string(SENESCHAL_SOURCE_DIR) + "/data/rules/feudal.xml");
    std::ostringstream buffer;
    buffer << in.rdbuf();
    std::string text = buffer.str();
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    const int line = 1 + static_cast<int>(std::count(
                             text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    return {text.replace(at, from.size(), to), line};
}

DataError feudalLoadError(const std::string& text) {
    try {
        loadFeudalRulesFromString(text, "feudal-edited.xml");
    } catch (const DataError& e) {
        return e;
    }
    ADD_FAILURE() << "the broken rules were accepted";
    return DataError({}, "");
}

const FwUnitKind& kindOf(const std::string& type) {
    return classifyForFeudal(unit("u", type, TroopClass::C, 400), feudalRules());
}

TEST(FW_DICE, MovesAreRolledOnTheAverageDie) {
    ScriptedDice d5{2};
    EXPECT_EQ(moveRoll(kindOf("spearmen"), d5, feudalRules()), 4);
    ScriptedDice d6{6};  // a 6 is impossible on the average die
    EXPECT_THROW(moveRoll(kindOf("spearmen"), d6, feudalRules()), std::logic_error);
}

TEST(FW_MOVE, FootOneD5PlusTwoKnightsThreeD5PlusTwo) {
    ScriptedDice foot{5};
    EXPECT_EQ(moveRoll(kindOf("spearmen"), foot, feudalRules()), 7);
    ScriptedDice knights{5, 5, 5};
    EXPECT_EQ(moveRoll(kindOf("knights"), knights, feudalRules()), 17);
    ScriptedDice slow{2, 2, 2};
    EXPECT_EQ(moveRoll(kindOf("knights"), slow, feudalRules()), 8);
    EXPECT_EQ(turnsAllowed(kindOf("spearmen"), feudalRules()), 1);
    EXPECT_EQ(turnsAllowed(kindOf("knights"), feudalRules()), 2);
}

TEST(FW_UNITS, SeneschalUnitsBecomeTheFourFeudalTypes) {
    EXPECT_EQ(kindOf("knights").id, "knights");
    EXPECT_EQ(kindOf("barded-knights").id, "knights");
    EXPECT_EQ(kindOf("men-at-arms").id, "knights");  // mounted, heavily armoured
    EXPECT_EQ(kindOf("mercenary-lances").id, "knights");
    EXPECT_EQ(kindOf("hobilars").id, "mounted-serjeants");
    EXPECT_EQ(kindOf("horse-archers").id, "horse-archers");
    EXPECT_EQ(kindOf("dismounted-knights").id, "men-at-arms");
    EXPECT_EQ(kindOf("dismounted-men-at-arms").id, "men-at-arms");
    EXPECT_EQ(kindOf("pikemen").id, "men-at-arms");  // armoured foot
    EXPECT_EQ(kindOf("spearmen").id, "serjeants");
    EXPECT_EQ(kindOf("peasant-levy").id, "serjeants");
    EXPECT_EQ(kindOf("javelinmen").id, "serjeants");
    EXPECT_EQ(kindOf("longbowmen").id, "archers");
    EXPECT_EQ(kindOf("slingers").id, "archers");
    EXPECT_EQ(kindOf("crossbowmen").id, "crossbows");
    EXPECT_EQ(kindOf("pavise-crossbowmen").id, "crossbows");
    EXPECT_TRUE(kindOf("dismounted-knights").armour);
    EXPECT_TRUE(kindOf("knights").mounted);
}

TEST(FW_SHOOT, OneD5PlusOneForCrossbowsTwelveInches) {
    EXPECT_DOUBLE_EQ(feudalRules().range, 12);
    EXPECT_EQ(shootingHits(kindOf("longbowmen"), 3, feudalRules()), 3);
    EXPECT_EQ(shootingHits(kindOf("crossbowmen"), 3, feudalRules()), 4);
}

TEST(FW_SHOOT, MenAtArmsHalveFrontAndFlankRoundingUpRearDoubles) {
    const FwUnitKind& maa = kindOf("dismounted-knights");
    const FwUnitKind& serjeants = kindOf("spearmen");
    EXPECT_EQ(shotHits(5, maa, FwFacing::Front, false, feudalRules()), 3);
    EXPECT_EQ(shotHits(5, maa, FwFacing::Flank, false, feudalRules()), 3);
    EXPECT_EQ(shotHits(5, maa, FwFacing::Rear, false, feudalRules()), 10);
    EXPECT_EQ(shotHits(3, serjeants, FwFacing::Rear, false, feudalRules()), 6);
    EXPECT_EQ(shotHits(5, serjeants, FwFacing::Front, true, feudalRules()), 3);  // in woods
    EXPECT_EQ(shotHits(5, maa, FwFacing::Front, true, feudalRules()), 2);        // 5 -> 3 -> 2
}

TEST(FW_MELEE, OneD5PlusTwoKnightsMinusTwoBowMinusOneCrossbow) {
    EXPECT_EQ(meleeHits(kindOf("knights"), 3), 5);
    EXPECT_EQ(meleeHits(kindOf("spearmen"), 4), 4);
    EXPECT_EQ(meleeHits(kindOf("longbowmen"), 3), 1);
    EXPECT_EQ(meleeHits(kindOf("longbowmen"), 2), 0);
    EXPECT_EQ(meleeHits(kindOf("crossbowmen"), 3), 2);
}

TEST(FW_MELEE, MenAtArmsHalveFlankAndRearDoubleAtMostAQuarter) {
    const FwUnitKind& maa = kindOf("dismounted-knights");
    const FwUnitKind& serjeants = kindOf("spearmen");
    EXPECT_EQ(meleeHitsOn(7, maa, FwFacing::Front, false, feudalRules()), 4);  // halved, rounded up
    EXPECT_EQ(meleeHitsOn(5, serjeants, FwFacing::Flank, false, feudalRules()), 10);
    EXPECT_EQ(meleeHitsOn(5, serjeants, FwFacing::Rear, false, feudalRules()), 10);
    EXPECT_EQ(meleeHitsOn(5, maa, FwFacing::Flank, false, feudalRules()), 5);  // halved and doubled
    EXPECT_EQ(modifyHits(8, 3, 0, feudalRules()), 2);                          // at most 1/4
    EXPECT_EQ(modifyHits(7, 2, 0, feudalRules()), 2);                          // 7 -> 4 -> 2
}

TEST(FW_ROUT, FifteenHitsAndFivePermanentOncePastTen) {
    EXPECT_EQ(feudalRules().removeAt, 15);
    int hits = 8;
    int permanent = 0;
    addHits(hits, permanent, 2, feudalRules());
    EXPECT_EQ(permanent, 0);  // 10 is not past ten
    addHits(hits, permanent, 1, feudalRules());
    EXPECT_EQ(permanent, 5);
    for (int i = 0; i < 10; ++i) rallyOff(hits, permanent, feudalRules());
    EXPECT_EQ(hits, 5);  // never rallied below the permanent hits
}

TEST(FW_BASING, FrontageMustBeFourToSixInches) {
    EXPECT_DOUBLE_EQ(feudalRules().frontage, 5);
    const auto [text, attributeLine] = brokenFeudal("frontage=\"5\"", "frontage=\"7\"");
    const int elementLine =
        brokenFeudal("<scale rule=\"FW-BASING\"", "<scale rule=\"FW-BASING\"").second;
    const DataError e = feudalLoadError(text);
    EXPECT_EQ(e.where().line, elementLine);  // the <scale> element starts the line before
    EXPECT_EQ(attributeLine, elementLine + 1);
    EXPECT_EQ(e.where().element, "scale@frontage");
}

TEST(FeudalRulesLoader, AnOrdinaryDieOrAnotherPhaseOrderIsRefused) {
    const auto [d6, d6Line] = brokenFeudal("die=\"average\"", "die=\"d6\"");
    EXPECT_EQ(feudalLoadError(d6).where().line, d6Line);
    EXPECT_EQ(feudalLoadError(d6).where().element, "dice@die");
    const auto [order, orderLine] = brokenFeudal("order=\"movement,shooting,melee,routs\"",
                                                 "order=\"shooting,movement,melee,routs\"");
    EXPECT_EQ(feudalLoadError(order).where().line, orderLine);
}

TEST(FeudalRulesLoader, UnknownUnitTypeAndMeleeKeywordAreRefused) {
    const auto [piece, pieceLine] =
        brokenFeudal("<match piece=\"serjeants\"", "<match piece=\"peasants\"");
    EXPECT_EQ(feudalLoadError(piece).where().line, pieceLine);
    EXPECT_EQ(feudalLoadError(piece).where().element, "match@piece");
    const auto [melee, meleeLine] = brokenFeudal("melee=\"knights\"", "melee=\"lances\"");
    EXPECT_EQ(feudalLoadError(melee).where().line, meleeLine);
    EXPECT_EQ(feudalLoadError(melee).where().element, "unit@melee");
}

TEST(FeudalRulesLoader, NegativeHitsThresholdAndMissingRuleTagAreRefused) {
    const auto [text, line] = brokenFeudal("removeAt=\"15\"", "removeAt=\"-15\"");
    EXPECT_EQ(feudalLoadError(text).where().line, line);
    const auto [noTag, tagLine] =
        brokenFeudal("<hits rule=\"FW-MELEE\" provenance=\"seed\"", "<hits");
    EXPECT_EQ(feudalLoadError(noTag).where().line, tagLine);
    EXPECT_EQ(feudalLoadError(noTag).where().element, "hits@rule");
}

}  // namespace
}  // namespace seneschal::battle::quick
