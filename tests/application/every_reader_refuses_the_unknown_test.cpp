// Issue 30 item 7, the class closed: every reader refuses what it does not know. Each file the
// program reads (rules of every kind, a scenario with its map and terrain, a battle, an outcome,
// a figure collection) is taken as shipped, and for every element in it in turn a copy is made
// with an element no format has put inside that element, and another with an attribute no
// format has put on it. Each copy must be refused naming the stranger: a misspelt or misplaced
// element silently ignored is a rule or a roster the user believes in and the program does not.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <pugixml.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "application/tabletop/table_scale.hpp"
#include "base/errors.hpp"
#include "battle/battle_file.hpp"
#include "battle/campaign_rules.hpp"
#include "battle/outcome_xml.hpp"
#include "battle/quick/feudal_rules.hpp"
#include "battle/quick/postcard_rules.hpp"
#include "battle/results_rules.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/xml_source.hpp"
#include "campaign/scenarios/scenario_reader.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::application {
namespace {

namespace fs = std::filesystem;

const fs::path kSource = SENESCHAL_SOURCE_DIR;
constexpr const char* kStranger = "seneschalStranger";

std::string fileText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

struct Reader {
    std::string what;  // the file, as a failure names it
    std::string text;  // the file as shipped (or as the program writes it)
    std::function<void(const std::string& text, const std::string& name)> read;
};

std::string outcomeText() {
    battle::BattleOutcome o;
    o.rules = "godsacre";
    o.place = "Caen";
    o.winner = "england";
    battle::UnitOutcome knights;
    knights.unit = "Prince's household knights";
    knights.side = "england";
    knights.menAtStart = 200;
    knights.figuresRemoved = 2;
    battle::UnitOutcome french = knights;
    french.unit = "Constable's knights";
    french.side = "france";
    french.menAtStart = 100;
    o.units = {knights, french};
    o.leaders = {{"Raoul, Count of Eu", "france", battle::LeaderFate::Taken, "england"}};
    return battle::writeOutcome(o);
}

std::vector<Reader> everyReader() {
    const fs::path rules = kSource / "data/rules";
    const fs::path scenarios = kSource / "data/scenarios";
    const auto& book = battle::defaultRulebook();
    std::vector<Reader> readers = {
        {"data/rules/godsacre.xml", fileText(rules / "godsacre.xml"),
         [](const std::string& t, const std::string& n) {
             battle::loadRulebookFromString(t, n);
             battle::loadResultsRulesFromString(t, n);
         }},
        {"data/rules/campaign.xml", fileText(rules / "campaign.xml"),
         [](const std::string& t, const std::string& n) {
             battle::loadCampaignRulesFromString(t, n);
         }},
        {"data/rules/strategy.xml", fileText(rules / "strategy.xml"),
         [](const std::string& t, const std::string& n) {
             campaign::strategy::loadStrategyRulesFromString(t, n);
         }},
        {"data/rules/postcard.xml", fileText(rules / "postcard.xml"),
         [](const std::string& t, const std::string& n) {
             battle::quick::loadPostcardRulesFromString(t, n);
         }},
        {"data/rules/feudal.xml", fileText(rules / "feudal.xml"),
         [](const std::string& t, const std::string& n) {
             battle::quick::loadFeudalRulesFromString(t, n);
         }},
        {"an outcome file", outcomeText(),
         [](const std::string& t, const std::string& n) {
             battle::readOutcomeFromString(t, n, 20);
         }},
        {"a figure collection",
         fileText(kSource / "tests/data/hostile/commands/files/collection.xml"),
         [&book](const std::string& t, const std::string& n) {
             readFigureCollectionFromString(t, n, book);
         }},
    };
    for (const char* scenario : {"crecy-1346.xml", "test-small.xml"}) {
        readers.push_back({std::string("data/scenarios/") + scenario,
                           fileText(scenarios / scenario),
                           [](const std::string& t, const std::string& n) {
                               campaign::readScenario(XmlSource::fromString(t, n));
                           }});
    }
    for (const char* battleFile : {"battle-crecy-1346.xml", "battle-poitiers-1356.xml",
                                   "mirror.xml", "reference-1500.xml"}) {
        readers.push_back({std::string("data/scenarios/") + battleFile,
                           fileText(scenarios / battleFile),
                           [&book](const std::string& t, const std::string& n) {
                               battle::loadBattleFromString(t, n, book);
                           }});
    }
    return readers;
}

// The shipped file with the element at `index` (document order) changed by `change`.
std::string changed(const std::string& text, std::size_t index,
                    const std::function<void(pugi::xml_node)>& change, std::string& where) {
    pugi::xml_document doc;
    EXPECT_TRUE(doc.load_string(
        text.c_str(), pugi::parse_default | pugi::parse_declaration | pugi::parse_comments));
    std::size_t at = 0;
    pugi::xml_node found;
    // Document order, without recursion (a file may nest deep).
    for (pugi::xml_node node = doc.document_element(); node;) {
        if (node.type() == pugi::node_element && at++ == index) {
            found = node;
            break;
        }
        if (node.first_child()) {
            node = node.first_child();
            continue;
        }
        while (node && !node.next_sibling()) node = node.parent();
        if (node) node = node.next_sibling();
    }
    if (!found) return {};
    where = std::string("<") + found.name() + ">";
    if (found.attribute("id")) where += " id " + std::string(found.attribute("id").value());
    if (found.attribute("name")) where += " " + std::string(found.attribute("name").value());
    change(found);
    std::ostringstream out;
    doc.save(out, "  ");
    return out.str();
}

void expectEveryStrangerRefused(const Reader& reader, bool element) {
    reader.read(reader.text, reader.what);  // the file as shipped is read
    int checked = 0;
    for (std::size_t index = 0;; ++index) {
        std::string where;
        const std::string text = changed(
            reader.text, index,
            [element](pugi::xml_node node) {
                if (element) {
                    node.append_child(kStranger);
                } else {
                    node.append_attribute(kStranger) = "1";
                }
            },
            where);
        if (text.empty()) break;
        ++checked;
        try {
            reader.read(text, reader.what);
            ADD_FAILURE() << reader.what << ": "
                          << (element ? "an unknown element inside " : "an unknown attribute on ")
                          << where << " was read without a word";
        } catch (const DataError& e) {
            EXPECT_NE(std::string(e.what()).find(kStranger), std::string::npos)
                << reader.what << ", " << where << ": refused for another reason: " << e.what();
        }
    }
    EXPECT_GT(checked, 1) << reader.what;
}

TEST(EveryReader, RefusesAnUnknownElementInsideAnyElement) {
    for (const Reader& reader : everyReader()) {
        SCOPED_TRACE(reader.what);
        expectEveryStrangerRefused(reader, true);
    }
}

TEST(EveryReader, RefusesAnUnknownAttributeOnAnyElement) {
    for (const Reader& reader : everyReader()) {
        SCOPED_TRACE(reader.what);
        expectEveryStrangerRefused(reader, false);
    }
}

}  // namespace
}  // namespace seneschal::application
