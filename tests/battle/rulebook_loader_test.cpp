#include "battle/rulebook_loader.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "battle/rules_check.hpp"

namespace seneschal::battle {
namespace {

std::filesystem::path shippedRulesDir() {
    return std::filesystem::path(SENESCHAL_SOURCE_DIR) / "data" / "rules";
}

std::string shippedGodsAcreText() {
    std::ifstream in(shippedRulesDir() / "godsacre.xml");
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

int lineOf(const std::string& text, const std::string& needle) {
    const auto at = text.find(needle);
    EXPECT_NE(at, std::string::npos) << needle;
    return 1 +
           static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

std::string replacedInGodsAcreText(std::string text, const std::string& from,
                                   const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
}

// Loads a broken variant and returns the error; fails the test if it loads.
DataError brokenLoad(const std::string& text) {
    try {
        loadRulebookFromString(text, "edited.xml");
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().file, "edited.xml");
        return e;
    }
    ADD_FAILURE() << "the broken table loaded";
    return DataError({}, "");
}

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
    EXPECT_EQ(book.weapon(knights.weaponIndex[0]).id, "lance");
    EXPECT_THROW(book.troopType("dragoons"), UserError);
}

// Every file shipped in data/rules/ loads and validates with the loader its root names.
// strategy.xml holds the campaign library's rules and is validated by its tests and by
// `seneschal-cli rules check` (tests/cli).
TEST(RulesValidator, EveryShippedRulesFileLoads) {
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(shippedRulesDir())) {
        if (entry.path().extension() != ".xml") continue;
        if (entry.path().filename() == "strategy.xml") continue;
        if (entry.path().filename() == "opponent.xml") continue;  // the campaign library's too
        ++files;
        EXPECT_NO_THROW({
            const RulesCheck check = checkRulesFile(entry.path());
            EXPECT_FALSE(check.summary.empty());
        }) << entry.path();
    }
    EXPECT_GE(files, 4);  // godsacre, campaign, postcard, feudal
}

TEST(RulesValidator, UnknownNameNamesFileLineAndElement) {
    const std::string text = replacedInGodsAcreText(
        shippedGodsAcreText(), "<factor id=\"long-range\"", "<factor id=\"longe-range\"");
    const DataError e = brokenLoad(text);
    EXPECT_EQ(e.where().line, lineOf(text, "longe-range"));
    EXPECT_EQ(e.where().element, "factor@id");
    EXPECT_NE(std::string(e.what()).find("longe-range"), std::string::npos);
}

TEST(RulesValidator, UnknownWeaponInATroopTypeIsNamed) {
    const std::string text = replacedInGodsAcreText(shippedGodsAcreText(), "weapons=\"pike,sword\"",
                                                    "weapons=\"pike,musket\"");
    const DataError e = brokenLoad(text);
    EXPECT_EQ(e.where().line, lineOf(text, "pike,musket"));
    EXPECT_EQ(e.where().element, "troopType@weapons");
    EXPECT_NE(std::string(e.what()).find("musket"), std::string::npos);
}

TEST(RulesValidator, MissingTableIsNamed) {
    const std::string full = shippedGodsAcreText();
    const auto start = full.find("  <visibility ");
    const auto end = full.find('\n', start);
    std::string text = full;
    text.erase(start, end - start + 1);
    const DataError e = brokenLoad(text);
    EXPECT_EQ(e.where().element, "rules");
    EXPECT_NE(std::string(e.what()).find("missing table <visibility>"), std::string::npos);
}

TEST(RulesValidator, MissingRowOfAFixedVocabularyIsNamed) {
    const std::string full = shippedGodsAcreText();
    const auto start = full.find("    <factor id=\"charged-in-rear\"");
    std::string text = full;
    text.erase(start, full.find('\n', start) - start + 1);
    const DataError e = brokenLoad(text);
    EXPECT_EQ(e.where().element, "distraction");
    EXPECT_NE(std::string(e.what()).find("charged-in-rear"), std::string::npos);
}

TEST(RulesValidator, DuplicateKeyIsNamed) {
    const std::string line =
        "    <weapon id=\"mace\" name=\"Mace, flail or war hammer\" points=\"1\"/>\n";
    const std::string text = replacedInGodsAcreText(shippedGodsAcreText(), line, line + line);
    const DataError e = brokenLoad(text);
    EXPECT_EQ(e.where().line, lineOf(text, line) + 1);
    EXPECT_EQ(e.where().element, "weapon@id");
    EXPECT_NE(std::string(e.what()).find("duplicate"), std::string::npos);
}

TEST(RulesValidator, NumberOutOfRangeIsNamed) {
    const std::string text =
        replacedInGodsAcreText(shippedGodsAcreText(), "menPerFigure=\"20\"", "menPerFigure=\"0\"");
    const DataError e = brokenLoad(text);
    EXPECT_EQ(e.where().line, lineOf(text, "menPerFigure=\"0\""));
    EXPECT_EQ(e.where().element, "scale@menPerFigure");
    EXPECT_NE(std::string(e.what()).find("outside"), std::string::npos);
}

TEST(RulesValidator, BadCasualtyEntryIsNamed) {
    const std::string full = shippedGodsAcreText();
    const auto row = full.find("<row factor=\"15\"");
    std::string text = full;
    const auto at = text.find("3*8", row);
    text.replace(at, 3, "3x8");
    const DataError e = brokenLoad(text);
    EXPECT_EQ(e.where().element, "row@dice");
    EXPECT_NE(std::string(e.what()).find("3x8"), std::string::npos);
}

TEST(RulesValidator, GapInMoraleResultsIsAnError) {
    const std::string text = replacedInGodsAcreText(
        shippedGodsAcreText(), "<result id=\"halt\" min=\"11\"", "<result id=\"halt\" min=\"12\"");
    const DataError e = brokenLoad(text);
    EXPECT_EQ(e.where().element, "result@min");
}

TEST(RulesValidator, LanceGivenAMixedMeleeFactorIsRefused) {
    const std::string text = replacedInGodsAcreText(
        shippedGodsAcreText(),
        "    <weapon id=\"sword\" UC=\"8\"",  // the first row of <mixedFactors>
        "    <weapon "
        "id=\"lance\" UC=\"1\" PC=\"1\" AC=\"1\" HC=\"1\" HCb=\"1\" FC=\"1\" FCb=\"1\" UI=\"1\" "
        "PI=\"1\" AI=\"1\" HI=\"1\" FI=\"1\"/>\n    <weapon id=\"sword\" UC=\"8\"");
    const DataError e = brokenLoad(text);
    EXPECT_EQ(e.where().element, "weapon@id");
    EXPECT_NE(std::string(e.what()).find("GA-WF-MIXED"), std::string::npos);
}

TEST(RulesValidator, NotWellFormedGivesTheLine) {
    const DataError e = brokenLoad("<rules>\n<scale\n</rules>");
    EXPECT_GT(e.where().line, 0);
}

TEST(RulesValidator, UnknownProvenanceIsRefused) {
    const std::string text = replacedInGodsAcreText(
        shippedGodsAcreText(), "<unformed rule=\"GA-UNFORMED\" provenance=\"seed\"",
        "<unformed rule=\"GA-UNFORMED\" provenance=\"guessed\"");
    const DataError e = brokenLoad(text);
    EXPECT_EQ(e.where().element, "unformed@provenance");
}

}  // namespace
}  // namespace seneschal::battle
