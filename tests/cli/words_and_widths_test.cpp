// Issue 16: what the CLI prints is for a person. No side's, army's, unit's, leader's or place's id
// of the Crécy scenario stands as a bare word in any command's output (names, never ids), and
// every table fits 100 columns unless --wide asks for it whole.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "base/data_dir.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

std::string crecyScenario() {
    return (scenariosDir() / "crecy-1346.xml").string();
}

std::vector<std::string> attributes(const std::string& text, const std::string& name) {
    std::vector<std::string> values;
    const std::regex attribute("\\b" + name + "=\"([^\"]*)\"");
    for (std::sregex_iterator it(text.begin(), text.end(), attribute), end; it != end; ++it) {
        values.push_back((*it)[1].str());
    }
    return values;
}

bool isWordChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '_';
}

// `id` as a word of its own in `text`: not part of a longer word or of a file's path.
bool standsAlone(const std::string& text, const std::string& id) {
    for (std::size_t at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
        const bool before = at > 0 && (isWordChar(text[at - 1]) || text[at - 1] == '/' ||
                                       text[at - 1] == '.' || text[at - 1] == '\'');
        const std::size_t end = at + id.size();
        const bool after = end < text.size() && (isWordChar(text[end]) || text[end] == '.' ||
                                                 text[end] == '\'' || text[end] == '/');
        if (!before && !after) return true;
    }
    return false;
}

// The scenario's ids that a person could not mistake for a word of a name: an id that is a word
// of some name ("communes" in "The communes") is left out.
std::set<std::string> scenarioIds() {
    std::ifstream file(crecyScenario());
    std::stringstream text;
    text << file.rdbuf();
    std::string names;
    for (const std::string& name : attributes(text.str(), "name")) names += name + "\n";
    std::set<std::string> ids;
    for (const std::string& id : attributes(text.str(), "id")) {
        if (!standsAlone(names, id)) ids.insert(id);
    }
    return ids;
}

class CrecyWords : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_EQ(run({"new", "--scenario", crecyScenario(), "--db", db}).code, 0);
        ASSERT_EQ(run({"march", "--db", db, "--army", "English host", "--to", "Crécy"}).code, 0);
        ASSERT_EQ(run({"advance", "--db", db, "--days", "10"}).code, 0);
    }
    CliResult ok(const std::vector<std::string>& args) {
        CliResult r = run(args);
        EXPECT_EQ(r.code, 0) << args[0] << ": " << r.err;
        return r;
    }
    seneschal::testing::TempDir dir;
    std::string db = (dir.path() / "crecy.seneschal").string();
};

TEST_F(CrecyWords, NoIdOfTheScenarioIsPrintedAsAWord) {
    const std::set<std::string> ids = scenarioIds();
    ASSERT_TRUE(ids.count("england") && ids.count("caen") && ids.count("english-host"));
    std::vector<std::pair<std::string, std::string>> outputs;
    const auto keep = [&](const std::string& what, const CliResult& r) {
        outputs.emplace_back(what, r.out + r.err);
    };
    keep("pending", ok({"pending", "--db", db}));
    keep("factors", ok({"factors", "--db", db, "--place", "Caen"}));
    keep("armies", ok({"armies", "--db", db}));
    keep("battle --dry-run",
         ok({"battle", "--db", db, "--place", "Caen", "--seed", "7", "--dry-run"}));
    keep("battle", ok({"battle", "--db", db, "--place", "Caen", "--seed", "7"}));
    keep("prisoners", ok({"prisoners", "--db", db}));
    keep("ransom demand", ok({"ransom", "--db", db, "demand", "1"}));
    keep("treasury", ok({"treasury", "--db", db}));
    keep("roster", ok({"roster", "--db", db, "--wide"}));
    keep("leaders", ok({"leaders", "--db", db, "--wide"}));
    keep("rules check", ok({"rules", "check"}));
    keep("demo --verbose", ok({"demo", "--verbose", "--dir", (dir.path() / "demo").string()}));
    for (const auto& [what, text] : outputs) {
        for (const std::string& id : ids) {
            EXPECT_FALSE(standsAlone(text, id))
                << "'" << id << "' in the output of " << what << ":\n"
                << text;
        }
    }
}

TEST_F(CrecyWords, MenAndFiguresAreCountedAsAPersonCountsThem) {
    // A battle in which a unit of 1,000 loses men, another of 1,000 stands untouched and the
    // English take prisoners (GA-QUARTER): the first seed that has all three.
    const std::regex lostSome("\\b1,000 -> [0-9]{1,3} men");
    std::string out;
    for (int seed = 1; seed <= 60 && out.empty(); ++seed) {
        const CliResult battle = ok(
            {"battle", "--db", db, "--place", "Caen", "--seed", std::to_string(seed), "--dry-run"});
        // Whatever the seed, men are never "1 men" and large numbers are grouped.
        EXPECT_FALSE(std::regex_search(battle.out, std::regex("[^0-9,]1 men\\b"))) << battle.out;
        EXPECT_FALSE(std::regex_search(battle.out, std::regex("\\b[0-9]{4,} men\\b")))
            << battle.out;
        if (std::regex_search(battle.out, lostSome) && has(battle.out, ": 1,000 men stand") &&
            has(battle.out, "held by Kingdom of England")) {
            out = battle.out;
        }
    }
    EXPECT_FALSE(out.empty()) << "some seed of sixty loses men from one unit of 1,000, leaves "
                                 "another standing and takes prisoners";
    EXPECT_TRUE(has(ok({"armies", "--db", db}).out, "14,000")) << "men grouped in armies";
}

std::size_t codePoints(const std::string& line) {
    std::size_t count = 0;
    for (const char c : line) count += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return count;
}

TEST_F(CrecyWords, EveryTableFitsAHundredColumnsUnlessWide) {
    ok({"battle", "--db", db, "--place", "Caen", "--seed", "7"});
    ok({"ransom", "--db", db, "demand", "1"});
    const std::vector<std::vector<std::string>> tables = {
        {"roster", "--db", db},
        {"leaders", "--db", db},
        {"ledger", "--db", db},
        {"armies", "--db", db},
        {"prisoners", "--db", db},
        {"treasury", "--db", db},
        {"scenarios"},
        {"rules", "show", "missileFactors"},
        {"battle", "--scenario", "reference-1500", "--seed", "1"}};
    for (const auto& args : tables) {
        const CliResult narrow = ok(args);
        std::istringstream lines(narrow.out);
        std::string line;
        while (std::getline(lines, line)) {
            EXPECT_LE(codePoints(line), 100u) << args[0] << ": " << line;
        }
        std::vector<std::string> wideArgs = args;
        wideArgs.push_back("--wide");
        const CliResult wide = ok(wideArgs);
        EXPECT_EQ(wide.out.find("\u2026"), std::string::npos) << args[0] << " --wide clips:\n"
                                                              << wide.out;
    }
    // Issue 37: the roster groups its units under their army and battal, so even in 100
    // columns no name is cut short; --wide changes nothing.
    const std::string narrowRoster = ok({"roster", "--db", db}).out;
    const std::string wideRoster = ok({"roster", "--db", db, "--wide"}).out;
    EXPECT_FALSE(has(narrowRoster, "\u2026")) << narrowRoster;
    EXPECT_TRUE(has(narrowRoster, "Arrière-ban of Picardy and the Beauvaisis")) << narrowRoster;
    EXPECT_TRUE(has(wideRoster, "Prince's household knights")) << wideRoster;
    EXPECT_TRUE(has(wideRoster, "Arrière-ban of Picardy and the Beauvaisis")) << wideRoster;
    // The prisoners too: the captives under a heading for the side holding them (with the
    // currency, once), so that "40 men of ..." is whole in 100 columns.
    const std::string prisoners = ok({"prisoners", "--db", db}).out;
    EXPECT_FALSE(has(prisoners, "\u2026")) << prisoners;
    EXPECT_TRUE(has(prisoners, "Held by Kingdom of England (ransoms in pounds)")) << prisoners;
    EXPECT_EQ(prisoners, ok({"prisoners", "--db", db, "--wide"}).out);
    const std::string wideLedger = ok({"ledger", "--db", db, "--wide"}).out;
    EXPECT_TRUE(has(wideLedger, "English host resumes its march to Crécy, arriving 8 August 1346"))
        << wideLedger;
}

}  // namespace
}  // namespace seneschal::cli
