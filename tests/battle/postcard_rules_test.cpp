// The shipped data/rules/postcard.xml carries the seed's numbers exactly, and a broken copy
// is refused with the file, line and element at fault.
#include "battle/quick/postcard_rules.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "base/errors.hpp"
#include "battle/quick/postcard_mechanics.hpp"
#include "postcard_feudal_forces.hpp"

namespace seneschal::battle::quick {
namespace {

using namespace testforces;

std::string shippedPostcardText() {
    std::ifstream in(std::string(SENESCHAL_SOURCE_DIR) + "/data/rules/postcard.xml");
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The shipped file with one piece of text replaced, and the line the replacement sits on.
std::pair<std::string, int> brokenPostcard(const std::string& from, const std::string& to) {
    std::string text = shippedPostcardText();
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    const int line = 1 + static_cast<int>(std::count(
                             text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    return {text.replace(at, from.size(), to), line};
}

DataError postcardLoadError(const std::string& text) {
    try {
        loadPostcardRulesFromString(text, "postcard-edited.xml");
    } catch (const DataError& e) {
        return e;
    }
    ADD_FAILURE() << "the broken rules were accepted";
    return DataError({}, "");
}

TEST(PC_CMD, ShippedRulesObeyOnFiveHalfMoveOnThreeLevyMinusEliteplus) {
    const PostcardRules& r = defaultPostcardRules();
    EXPECT_EQ(r.obeyOn, 5);
    EXPECT_EQ(r.halfMoveOn, 3);
    EXPECT_EQ(r.levyCommand, -1);
    EXPECT_EQ(r.eliteCommand, 1);
    EXPECT_DOUBLE_EQ(r.commandRadius, 6);
}

TEST(PC_MOVE, ShippedMoveLengthsAreTheSeeds) {
    const PostcardRules& r = defaultPostcardRules();
    EXPECT_DOUBLE_EQ(r.piece("infantry").move, 2);
    EXPECT_DOUBLE_EQ(r.piece("archers").move, 2);
    EXPECT_DOUBLE_EQ(r.piece("artillery").move, 2);
    EXPECT_DOUBLE_EQ(r.piece("light-infantry").move, 3);
    EXPECT_DOUBLE_EQ(r.piece("heavy-cavalry").move, 3);
    EXPECT_DOUBLE_EQ(r.piece("cavalry").move, 4);
    EXPECT_DOUBLE_EQ(r.piece("light-cavalry").move, 5);
    EXPECT_DOUBLE_EQ(r.woodsInfantry, 1);
    EXPECT_DOUBLE_EQ(r.woodsMounted, 2);
}

TEST(PC_SHOOT, ShippedDiceRangesAndModifiers) {
    const PostcardRules& r = defaultPostcardRules();
    EXPECT_EQ(r.piece("archers").shootDice, 2);
    EXPECT_DOUBLE_EQ(r.piece("archers").shootRange, 4);
    EXPECT_EQ(r.piece("archers").shoot, PcShoot::Still);
    EXPECT_EQ(r.piece("horse-archers").shootDice, 1);
    EXPECT_DOUBLE_EQ(r.piece("horse-archers").shootRange, 2);
    EXPECT_EQ(r.piece("skirmishers").shoot, PcShoot::ThenMove);
    EXPECT_EQ(r.piece("artillery").shootDice, 1);
    EXPECT_DOUBLE_EQ(r.piece("artillery").shootRange, 8);
    EXPECT_EQ(r.shootHitOn, 5);
    EXPECT_EQ(r.artilleryShoot, 1);
    EXPECT_EQ(r.coverOrHeavyShoot, -1);
}

TEST(PC_MELEE, ShippedMeleeNumbers) {
    const PostcardRules& r = defaultPostcardRules();
    EXPECT_EQ(r.dicePerStand, 2);
    EXPECT_EQ(r.overlapDice, 1);
    EXPECT_EQ(r.shockChargingDice, 1);
    EXPECT_EQ(r.pursuingDice, 1);
    EXPECT_EQ(r.woodsDice, -1);
    EXPECT_EQ(r.meleeHitOn, 5);
    EXPECT_EQ(r.heavyCoverSpearmen, -1);
    EXPECT_EQ(r.skirmishersOrLight, 1);
    EXPECT_EQ(r.commanderWoundedOn, 1);
    EXPECT_EQ(r.commanderDeadOn, 1);
}

TEST(PC_AFTER, ShippedRecoilIsOneLength) {
    EXPECT_DOUBLE_EQ(defaultPostcardRules().recoil, 1);
}

TEST(PC_RALLY, ShippedRallyNumbers) {
    const PostcardRules& r = defaultPostcardRules();
    EXPECT_EQ(r.rallyMinHits, 2);
    EXPECT_EQ(r.rallyOn, 5);
    EXPECT_EQ(r.rallyRecovers, 1);
    EXPECT_DOUBLE_EQ(r.bowShot, r.piece("archers").shootRange);
}

TEST(PC_ARMY, ShippedArmyConcedesAtHalf) {
    EXPECT_DOUBLE_EQ(defaultPostcardRules().concedeFraction, 0.5);
}

TEST(PC_STRENGTH, LightAndCavalryThreeInfantryFourHeavyEliteLevy) {
    const PostcardRules& r = defaultPostcardRules();
    auto strength = [&](const std::string& type, TroopClass c) {
        return standStrength(classifyForPostcard(unit("u", type, c, 150), r), r);
    };
    EXPECT_EQ(strength("spearmen", TroopClass::C), 4);            // Infantry
    EXPECT_EQ(strength("welsh-spearmen", TroopClass::C), 3);      // Light Infantry
    EXPECT_EQ(strength("light-horse", TroopClass::C), 3);         // Light Cavalry
    EXPECT_EQ(strength("hobilars", TroopClass::C), 3);            // Cavalry
    EXPECT_EQ(strength("knights", TroopClass::C), 4);             // Cavalry 3 +1 heavy
    EXPECT_EQ(strength("knights", TroopClass::A), 5);             // +1 elite
    EXPECT_EQ(strength("dismounted-knights", TroopClass::B), 6);  // 4 +1 heavy +1 veteran
    EXPECT_EQ(strength("peasant-levy", TroopClass::D), 3);        // 4 -1 levy
}

TEST(PC_MOVE, SeneschalUnitsBecomeTheDocumentedPieces) {
    const PostcardRules& r = defaultPostcardRules();
    auto piece = [&](const std::string& type) {
        return classifyForPostcard(unit("u", type, TroopClass::C, 150), r).kind->id;
    };
    EXPECT_EQ(piece("knights"), "heavy-cavalry");
    EXPECT_EQ(piece("men-at-arms"), "heavy-cavalry");
    EXPECT_EQ(piece("hobilars"), "cavalry");
    EXPECT_EQ(piece("light-horse"), "horse-archers");  // javelins: shoots 1 die at 2 lengths
    UnitSpec lancers = unit("u", "light-horse", TroopClass::C, 150);
    lancers.weapons = {"spear", "sword"};
    EXPECT_EQ(classifyForPostcard(lancers, r).kind->id, "light-cavalry");
    EXPECT_EQ(piece("horse-archers"), "horse-archers");
    EXPECT_EQ(piece("mounted-crossbowmen"), "horse-archers");
    EXPECT_EQ(piece("longbowmen"), "archers");
    EXPECT_EQ(piece("crossbowmen"), "archers");
    EXPECT_EQ(piece("javelinmen"), "skirmishers");
    EXPECT_EQ(piece("slingers"), "skirmishers");
    EXPECT_EQ(piece("welsh-spearmen"), "light-infantry");
    EXPECT_EQ(piece("brigands"), "light-infantry");
    EXPECT_EQ(piece("routiers"), "infantry");
    EXPECT_EQ(piece("spearmen"), "infantry");
    EXPECT_EQ(piece("pikemen"), "infantry");
}

TEST(PC_LENGTH, ShippedScaleIsAHundredAndFiftyMenAStand) {
    const PostcardRules& r = defaultPostcardRules();
    EXPECT_EQ(r.menPerStand, 150);
    EXPECT_EQ(r.menPerFigure, 20);
    EXPECT_EQ(piecesFor(450, r.menPerStand, r.menPerFigure), 3);
    EXPECT_EQ(piecesFor(100, r.menPerStand, r.menPerFigure), 1);  // a small unit is one stand
    EXPECT_EQ(piecesFor(15, r.menPerStand, r.menPerFigure), 0);   // no whole figure: no stand
    EXPECT_EQ(shareFigures(22, 3), (std::vector<int>{8, 7, 7}));
}

TEST(PostcardRulesLoader, ANumberThatIsNotANumberNamesLineAndAttribute) {
    const auto [text, line] = brokenPostcard("obeyOn=\"5\"", "obeyOn=\"five\"");
    const DataError e = postcardLoadError(text);
    EXPECT_EQ(e.where().file, "postcard-edited.xml");
    EXPECT_EQ(e.where().line, line);
    EXPECT_EQ(e.where().element, "command@obeyOn");
}

TEST(PostcardRulesLoader, AMappingRowToAnUnknownPieceIsRefused) {
    const auto [text, line] = brokenPostcard("<match piece=\"cavalry\"", "<match piece=\"camels\"");
    const DataError e = postcardLoadError(text);
    EXPECT_EQ(e.where().line, line);
    EXPECT_EQ(e.where().element, "match@piece");
}

TEST(PostcardRulesLoader, WrongRuleTagOrProvenanceIsRefused) {
    const auto [wrongRule, ruleLine] =
        brokenPostcard("<rally rule=\"PC-RALLY\"", "<rally rule=\"PC-ARMY\"");
    EXPECT_EQ(postcardLoadError(wrongRule).where().line, ruleLine);
    EXPECT_EQ(postcardLoadError(wrongRule).where().element, "rally@rule");
    const auto [wrongProvenance, line] =
        brokenPostcard("<army rule=\"PC-ARMY\" provenance=\"seed\"",
                       "<army rule=\"PC-ARMY\" provenance=\"guess\"");
    EXPECT_EQ(postcardLoadError(wrongProvenance).where().line, line);
}

TEST(PostcardRulesLoader, MisspeltAttributeAndMissingTableAreRefused) {
    const auto [text, line] = brokenPostcard("recoil=\"1\"", "recoyl=\"1\"");
    EXPECT_EQ(postcardLoadError(text).where().line, line);
    // The whole <army> element, legend and all.
    const std::string shipped = shippedPostcardText();
    const std::size_t army = shipped.find("<army rule=\"PC-ARMY\"");
    const auto [noArmy, armyLine] =
        brokenPostcard(shipped.substr(army, shipped.find("/>", army) + 2 - army), "");
    EXPECT_NE(std::string(postcardLoadError(noArmy).what()).find("<army>"), std::string::npos);
}

TEST(PostcardRulesLoader, AMappingWithoutACatchAllRowIsRefused) {
    const auto [text, line] = brokenPostcard("<match piece=\"infantry\" arm=\"infantry\"/>", "");
    EXPECT_NE(std::string(postcardLoadError(text).what()).find("catch-all"), std::string::npos);
}

}  // namespace
}  // namespace seneschal::battle::quick
