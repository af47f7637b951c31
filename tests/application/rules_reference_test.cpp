// Help > Rules reference (issue 16): every procedure in plain words with its tables, read from
// the shipped rules files, and where their numbers come from.
#include "application/rules/rules_reference.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <pugixml.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;
using seneschal::application::loadRulesReference;
using seneschal::application::readableHeading;
using seneschal::application::RulesReference;
using seneschal::application::rulesReferenceXhtml;

const fs::path kSource(SENESCHAL_SOURCE_DIR);
const fs::path kRulesDir = kSource / "data" / "rules";
const fs::path kReferenceFile = kSource / "data" / "help" / "rules-reference.xml";

RulesReference shippedReference() {
    return loadRulesReference(kReferenceFile, kRulesDir);
}

// Every rule ID the project knows: the rule= attributes of the rules files and the IDs of the
// developers' coverage table (the index itself lives outside the repository).
std::set<std::string> knownRuleIds() {
    std::set<std::string> ids;
    for (const auto& entry : fs::directory_iterator(kRulesDir)) {
        pugi::xml_document doc;
        if (!doc.load_file(entry.path().c_str())) continue;
        for (const pugi::xpath_node& node : doc.select_nodes("//@rule")) {
            std::istringstream words(node.attribute().value());
            for (std::string id; words >> id;) ids.insert(id);
        }
    }
    std::ifstream coverage(kSource / "docs" / "rules-coverage.md");
    const std::regex row(R"(^\| ([A-Z]{2}-[A-Z0-9-]+) \|)");
    for (std::string line; std::getline(coverage, line);) {
        std::smatch match;
        if (std::regex_search(line, match, row)) ids.insert(match[1]);
    }
    return ids;
}

TEST(RulesReference, CoversTheProceduresOfPlayForPlayers) {
    const RulesReference reference = shippedReference();
    std::set<std::string> titles;
    for (const auto& section : reference.sections) titles.insert(section.title);
    for (const char* title :
         {"The turn sequence", "Charges and the morale test to charge", "Movement", "Shooting",
          "Casualties", "Close combat", "Morale tests", "Risk to leaders and losing a leader",
          "Rout and pursuit", "Quarter and prisoners", "The results of battle", "Marching",
          "Armies meeting", "Avoiding battle", "Scouting", "Wages, service and recruiting",
          "Back of a Post(card) Rules", "One-Hour Wargames: Feudal"})
        EXPECT_EQ(titles.count(title), 1U) << title;
}

TEST(RulesReference, EverySectionHasWordsKnownRuleIdsAndTables) {
    const std::set<std::string> known = knownRuleIds();
    ASSERT_GT(known.size(), 50U);
    for (const auto& section : shippedReference().sections) {
        EXPECT_FALSE(section.words.empty()) << section.title;
        for (const auto& words : section.words) EXPECT_GT(words.size(), 40U) << section.title;
        ASSERT_FALSE(section.rules.empty()) << section.title;
        for (const auto& id : section.rules)
            EXPECT_EQ(known.count(id), 1U) << section.title << ": unknown rule " << id;
        EXPECT_FALSE(section.tables.empty()) << section.title;
        for (const auto& table : section.tables) {
            EXPECT_FALSE(table.rows.empty()) << table.title;
            for (const auto& row : table.rows)
                EXPECT_EQ(row.size(), table.headings.size()) << table.title;
        }
    }
}

TEST(RulesReference, TablesCarryTheirFilesNumbersAndProvenance) {
    for (const auto& section : shippedReference().sections) {
        for (const auto& table : section.tables) {
            pugi::xml_document doc;
            ASSERT_TRUE(doc.load_file((kRulesDir / table.file).c_str())) << table.file;
            const pugi::xml_node element = doc.select_node(table.path.c_str()).node();
            ASSERT_TRUE(element) << table.path;
            if (table.provenance == "reconstructed") {
                EXPECT_NE(table.provenanceWords.find("Reconstructed"), std::string::npos);
                EXPECT_NE(table.provenanceWords.find("docs/rules/"), std::string::npos);
            } else if (table.provenance == "seed") {
                EXPECT_EQ(table.provenanceWords, "The seed's numbers.");
            } else {
                EXPECT_EQ(table.provenance, "published") << table.title;
            }
        }
    }
}

TEST(RulesReference, ReadsTheNumbersFromTheFilesNotFromCode) {
    // A game master's edit of a table shows at once: the reference has no copy of its own.
    const fs::path dir = fs::temp_directory_path() / "seneschal-rules-reference-test";
    fs::remove_all(dir);
    fs::create_directories(dir);
    for (const auto& entry : fs::directory_iterator(kRulesDir))
        fs::copy_file(entry.path(), dir / entry.path().filename());
    pugi::xml_document doc;
    ASSERT_TRUE(doc.load_file((dir / "godsacre.xml").c_str()));
    doc.select_node("/rules/ranges/range[@weapon='longbow']")
        .node()
        .attribute("effective")
        .set_value("777");
    ASSERT_TRUE(doc.save_file((dir / "godsacre.xml").c_str()));

    const std::string page = rulesReferenceXhtml(loadRulesReference(kReferenceFile, dir));
    EXPECT_NE(page.find("<td>longbow</td><td>777</td>"), std::string::npos);
    fs::remove_all(dir);
}

TEST(RulesReference, PageIsWellFormedWithContentsAndProvenanceWords) {
    const RulesReference reference = shippedReference();
    const std::string page = rulesReferenceXhtml(reference);
    pugi::xml_document doc;
    const pugi::xml_parse_result parsed = doc.load_string(page.c_str());
    ASSERT_TRUE(parsed) << parsed.description() << " at " << parsed.offset;
    for (const auto& section : reference.sections) {
        const std::string anchor = "#" + section.id;
        EXPECT_TRUE(doc.select_node(("//a[@href='" + anchor + "']").c_str())) << section.id;
        EXPECT_TRUE(doc.select_node(("//a[@name='" + section.id + "']").c_str())) << section.id;
    }
    // The lost tables say so; the seed's say whose they are.
    EXPECT_NE(page.find("Reconstructed: the seed's table was lost"), std::string::npos);
    EXPECT_NE(page.find("The seed's numbers."), std::string::npos);
    // Names a player reads, never the files' attribute names.
    EXPECT_NE(page.find("<th>Effective</th>"), std::string::npos);
    EXPECT_EQ(page.find("menPerFigure"), std::string::npos);
    EXPECT_EQ(page.find("provenance"), std::string::npos);
    EXPECT_EQ(page.find("<th>Id</th>"), std::string::npos);
    EXPECT_NE(page.find("<th>Ground</th>"), std::string::npos);  // terrain's rows by their kind
}

TEST(RulesReference, CasualtyTableReadsAcrossByFigures) {
    // The seed's worked example: factor -2 with 5 figures is 2 men.
    for (const auto& section : shippedReference().sections) {
        if (section.id != "ga-casualties") continue;
        const auto& men = section.tables.at(0);
        ASSERT_EQ(men.headings.size(), 21U);
        EXPECT_EQ(men.headings[0], "Factor");
        EXPECT_EQ(men.headings[5], "5");
        for (const auto& row : men.rows)
            if (row[0] == "-2") {
                EXPECT_EQ(row[5], "2");
            }
        EXPECT_EQ(section.tables.at(1).rows.at(3).at(5), "0.5");  // the same example in dice
        return;
    }
    FAIL() << "no casualties section";
}

// Every table says what its rows and columns are, in the file's own words (its legend): the
// casualty grid's columns are the figures shooting or fighting.
TEST(RulesReference, EveryTableCarriesItsFilesLegend) {
    const RulesReference reference = shippedReference();
    for (const auto& section : reference.sections) {
        for (const auto& table : section.tables) {
            pugi::xml_document doc;
            ASSERT_TRUE(doc.load_file((kRulesDir / table.file).c_str())) << table.file;
            const pugi::xml_node element = doc.select_node(table.path.c_str()).node();
            EXPECT_FALSE(table.legend.empty()) << table.title << " has no legend";
            EXPECT_EQ(table.legend.empty(),
                      std::string(element.attribute("legend").value()).empty())
                << table.title;
        }
    }
    const std::string page = rulesReferenceXhtml(reference);
    EXPECT_NE(page.find("the columns 1 to 20 are the figures shooting or fighting"),
              std::string::npos);
}

TEST(RulesReference, HeadingsReadAsWords) {
    EXPECT_EQ(readableHeading("menPerFigure"), "Men per figure");
    EXPECT_EQ(readableHeading("wheel-45"), "Wheel 45");
    EXPECT_EQ(readableHeading("f1"), "F 1");
    EXPECT_EQ(readableHeading("HCb"), "HCb");
    EXPECT_EQ(readableHeading("UI"), "UI");
    EXPECT_EQ(readableHeading("mmPerMetre"), "mm per metre");
}

TEST(RulesReference, ANamedTableMissingFromItsFileIsAnError) {
    const fs::path file = fs::temp_directory_path() / "seneschal-rules-reference-bad.xml";
    {
        std::ofstream out(file);
        out << R"(<reference><source file="godsacre.xml" reasons="docs/rules/godsacre.md"/>)"
            << R"(<part title="God's Acre"><section id="x" title="X" rules="GA-SEQ"><p>Words.</p>)"
            << R"(<table title="Nothing" file="godsacre.xml" path="/rules/noSuchTable"/>)"
            << "</section></part></reference>";
    }
    EXPECT_THROW(loadRulesReference(file, kRulesDir), std::runtime_error);
    fs::remove(file);
}

}  // namespace
