// Issue 19, "Every table explained": `rules show TABLE` prints every table of every shipped rules
// file by its element name, with a legend and where its numbers come from, per table and per
// number where they differ; `rules check` lists the reconstructed tables. The tables are read
// from the files themselves, so a table added to data/rules is covered here without a new test.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <pugixml.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

namespace fs = std::filesystem;

const fs::path kRulesShowDir = fs::path(SENESCHAL_SOURCE_DIR) / "data" / "rules";

std::vector<fs::path> rulesShowShippedFiles() {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(kRulesShowDir))
        if (entry.path().extension() == ".xml") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string rulesShowCollapsed(const std::string& text) {
    std::istringstream in(text);
    std::string out;
    for (std::string word; in >> word;) out += (out.empty() ? "" : " ") + word;
    return out;
}

std::string rulesShowProvenanceOf(pugi::xml_node node) {
    for (; node; node = node.parent())
        if (auto attribute = node.attribute("provenance")) return attribute.value();
    return "";
}

std::size_t rulesShowCodePoints(const std::string& line) {
    std::size_t count = 0;
    for (const char c : line) count += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return count;
}

// The one line of `text` that starts with `start`, and the lines after it up to a blank one.
std::string rulesShowBlockFrom(const std::string& text, const std::string& start) {
    const std::size_t at = text.find(start);
    if (at == std::string::npos) return "";
    const std::size_t end = text.find("\n\n", at);
    return text.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

const std::string kRulesShowWords[] = {"Provenance: the seed's numbers",
                                       "Provenance: from the published rules",
                                       "Provenance: reconstructed"};

TEST(RulesShow, EveryTableOfEveryShippedFileIsShownWithItsLegendAndProvenance) {
    const auto files = rulesShowShippedFiles();
    ASSERT_GE(files.size(), 5u);
    int shown = 0;
    for (const fs::path& file : files) {
        pugi::xml_document doc;
        ASSERT_TRUE(doc.load_file(file.c_str())) << file;
        const std::string stem = file.stem().string();
        for (pugi::xml_node table : doc.document_element().children()) {
            if (table.type() != pugi::node_element) continue;
            const std::string name = table.name();
            const std::string legend = rulesShowCollapsed(table.attribute("legend").value());
            EXPECT_GE(legend.size(), 20u) << file.filename() << " <" << name << "> has no legend";
            const CliResult r = run({"rules", "show", name, "--rules", stem});
            ASSERT_EQ(r.code, 0) << name << ": " << r.err;
            EXPECT_TRUE(r.err.empty()) << r.err;
            EXPECT_TRUE(has(r.out, name + " (" + file.filename().string())) << r.out;
            EXPECT_TRUE(has(rulesShowCollapsed(r.out), legend)) << name << ":\n" << r.out;
            const std::string provenance = rulesShowProvenanceOf(table);
            const std::string words = provenance == "seed"        ? kRulesShowWords[0]
                                      : provenance == "published" ? kRulesShowWords[1]
                                                                  : kRulesShowWords[2];
            EXPECT_TRUE(provenance == "seed" || provenance == "published" ||
                        provenance == "reconstructed")
                << file.filename() << " <" << name << "> provenance '" << provenance << "'";
            EXPECT_TRUE(has(r.out, words)) << name << ":\n" << r.out;
            // The table's first row is there: its first value as the file has it.
            const pugi::xml_node row =
                table.find_child([](pugi::xml_node n) { return n.type() == pugi::node_element; });
            const pugi::xml_node holder = row ? row : table;
            for (pugi::xml_attribute attribute : holder.attributes()) {
                const std::string attributeName = attribute.name();
                if (attributeName == "rule" || attributeName == "provenance" ||
                    attributeName == "legend" || attributeName == "seedNumbers")
                    continue;
                const std::string first = rulesShowCollapsed(attribute.value()).substr(0, 8);
                EXPECT_TRUE(has(r.out, first.substr(0, first.find(' '))))
                    << name << ": " << attributeName << "=" << attribute.value() << "\n"
                    << r.out;
                break;
            }
            for (const std::string& line : [&] {
                     std::vector<std::string> lines;
                     std::istringstream in(r.out);
                     for (std::string l; std::getline(in, l);) lines.push_back(l);
                     return lines;
                 }())
                EXPECT_LE(rulesShowCodePoints(line), 100u) << name << ": " << line;
            ++shown;
        }
    }
    EXPECT_GE(shown, 80);
}

TEST(RulesShow, ANameInSeveralFilesShowsEachAndRulesPicksOne) {
    const CliResult all = run({"rules", "show", "scale"});
    ASSERT_EQ(all.code, 0) << all.err;
    for (const char* file : {"godsacre.xml", "postcard.xml", "feudal.xml"})
        EXPECT_TRUE(has(all.out, std::string("scale (") + file)) << all.out;
    const CliResult one = run({"rules", "show", "scale", "--rules", "postcard"});
    ASSERT_EQ(one.code, 0) << one.err;
    EXPECT_TRUE(has(one.out, "scale (postcard.xml")) << one.out;
    EXPECT_FALSE(has(one.out, "godsacre.xml")) << one.out;
}

TEST(RulesShow, AnUnknownTableIsRefusedNamingItAndTheTablesThatExist) {
    const CliResult r = run({"rules", "show", "casualties-grid"});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_TRUE(has(r.err, "'casualties-grid'")) << r.err;
    for (const char* known : {"casualtyTable", "moraleResults", "pieces", "units", "ransoms",
                              "campaignFactors", "strategy.xml:"})
        EXPECT_TRUE(has(r.err, known)) << known << " not listed: " << r.err;

    const CliResult badRules = run({"rules", "show", "scale", "--rules", "chess"});
    EXPECT_EQ(badRules.code, 1);
    EXPECT_TRUE(has(badRules.err, "'chess'")) << badRules.err;
}

TEST(RulesShow, SeedNumbersInsideReconstructedTablesAreMarked) {
    // Distraction's 10 and 50 (GA-DISTRACT), in a table otherwise reconstructed.
    const CliResult distraction = run({"rules", "show", "distraction"});
    ASSERT_EQ(distraction.code, 0) << distraction.err;
    EXPECT_TRUE(has(distraction.out, "Provenance: reconstructed")) << distraction.out;
    EXPECT_TRUE(has(distraction.out, "10*")) << distraction.out;
    EXPECT_TRUE(has(distraction.out, "50*")) << distraction.out;
    EXPECT_TRUE(has(rulesShowCollapsed(distraction.out), "* marks a number that is the seed's"))
        << distraction.out;

    // The two worked examples of GA-CAS-DICE and GA-CAS-MEN, and no other cell.
    const CliResult casualties = run({"rules", "show", "casualtyTable", "--wide"});
    ASSERT_EQ(casualties.code, 0) << casualties.err;
    EXPECT_TRUE(has(casualties.out, "0.5/2*")) << casualties.out;
    EXPECT_TRUE(has(casualties.out, "3*8/45*")) << casualties.out;
    std::size_t marks = 0;
    for (std::size_t at = casualties.out.find("/"); at != std::string::npos;
         at = casualties.out.find("/", at + 1)) {
        const std::size_t end = casualties.out.find_first_of(" \n", at);
        if (casualties.out[end - 1] == '*') ++marks;
    }
    EXPECT_EQ(marks, 2u) << casualties.out;

    // Who is unformed in terrain, the open-order doubling, the command ranks' order, the dice.
    EXPECT_TRUE(has(run({"rules", "show", "terrain", "--wide"}).out, "close*"));
    EXPECT_TRUE(has(run({"rules", "show", "moves"}).out, "true*"));
    const std::string ranks = run({"rules", "show", "commandRanks", "--wide"}).out;
    EXPECT_TRUE(has(ranks, " 4* ") || has(ranks, " 4*\n")) << ranks;
    EXPECT_FALSE(has(ranks, "6*")) << "the knight's status is not the seed's: " << ranks;
    EXPECT_TRUE(has(run({"rules", "show", "backgrounds"}).out, "average*"));

    // The campaign factors' cap of 2 is a row of the seed's in a reconstructed table.
    const std::string factors = run({"rules", "show", "campaignFactors", "--wide"}).out;
    EXPECT_TRUE(has(factors, "\ncap ")) << factors;
    const std::size_t cap = factors.find("\ncap ");
    EXPECT_TRUE(has(factors.substr(cap, factors.find('\n', cap + 1) - cap), " seed")) << factors;
    EXPECT_TRUE(has(rulesShowCollapsed(factors), "rows marked otherwise (column provenance): cap"))
        << factors;
}

TEST(RulesShow, FeudalSaysWhichTwoUnitTypesAreSeneschalsOwn) {
    const CliResult r = run({"rules", "show", "units", "--rules", "feudal", "--wide"});
    ASSERT_EQ(r.code, 0) << r.err;
    std::istringstream lines(r.out);
    int own = 0, seed = 0;
    for (std::string line; std::getline(lines, line);) {
        const std::string id = line.substr(0, line.find(' '));
        if (id == "mounted-serjeants" || id == "horse-archers") {
            EXPECT_TRUE(has(line, "reconstructed")) << line;
            ++own;
        } else if (id == "knights" || id == "men-at-arms" || id == "serjeants" || id == "archers" ||
                   id == "crossbows") {
            EXPECT_TRUE(has(line, " seed")) << line;
            ++seed;
        }
    }
    EXPECT_EQ(own, 2) << r.out;
    EXPECT_EQ(seed, 5) << r.out;
    EXPECT_TRUE(has(rulesShowCollapsed(r.out),
                    "rows marked otherwise (column provenance): "
                    "mounted-serjeants, horse-archers"))
        << r.out;
}

TEST(RulesShow, CsvIsTheTableAlone) {
    const CliResult r = run({"rules", "show", "rallyTimes", "--format", "csv"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "id,A,B,C,D");
    EXPECT_TRUE(has(r.out, "rout,2,2,3,4")) << r.out;
    EXPECT_FALSE(has(r.out, "Provenance")) << r.out;
}

struct RulesShowScratch {
    fs::path path;
    RulesShowScratch()
        : path(fs::temp_directory_path() / ("rules-show-" + std::to_string(::getpid()))) {
        fs::create_directories(path);
    }
    ~RulesShowScratch() { fs::remove_all(path); }
};

std::string rulesShowShippedText(const std::string& name) {
    std::ifstream in(kRulesShowDir / name);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(RulesShow, AGameMastersCopyIsShownAndAMalformedOneNamedWithItsLine) {
    RulesShowScratch dir;
    std::string text = rulesShowShippedText("godsacre.xml");
    const std::string from = "normal=\"100\" charge=\"150\"";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), "normal=\"110\" charge=\"150\"");
    const fs::path copy = dir.path / "my-godsacre.xml";
    std::ofstream(copy) << text;
    const CliResult r = run({"rules", "show", "moves", "--file", copy.string()});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(has(r.out, "moves (" + copy.string())) << r.out;
    EXPECT_TRUE(has(r.out, "110")) << r.out;

    const fs::path broken = dir.path / "broken.xml";
    std::ofstream(broken) << "<?xml version=\"1.0\"?>\n<rules>\n  <scale legend=\"x\">\n</rules>\n";
    const CliResult bad = run({"rules", "show", "scale", "--file", broken.string()});
    EXPECT_EQ(bad.code, 1);
    EXPECT_TRUE(bad.out.empty()) << bad.out;
    EXPECT_EQ(bad.err.rfind("error: " + broken.string() + ":", 0), 0u) << bad.err;
    EXPECT_EQ(std::count(bad.err.begin(), bad.err.end(), '\n'), 1) << bad.err;

    const CliResult missing = run({"rules", "show", "nothing", "--file", copy.string()});
    EXPECT_EQ(missing.code, 1);
    EXPECT_TRUE(has(missing.err, "no table 'nothing' in " + copy.string())) << missing.err;
}

TEST(RulesCheck, ListsTheReconstructedTablesOfEachFile) {
    const CliResult r = run({"rules", "check"});
    ASSERT_EQ(r.code, 0) << r.err;
    for (const fs::path& file : rulesShowShippedFiles()) {
        const std::string block =
            rulesShowCollapsed(rulesShowBlockFrom(r.out, "/" + file.filename().string() + ": ok"));
        ASSERT_FALSE(block.empty()) << file << "\n" << r.out;
        // This file's lines only, and of them the list of whole tables.
        std::string own =
            block.substr(0, block.find(".xml: ok", file.filename().string().size() + 2));
        const std::size_t list = own.find("reconstructed tables:");
        own = list == std::string::npos ? "" : own.substr(list);
        own = own.substr(0, own.find("reconstructed rows:"));
        pugi::xml_document doc;
        ASSERT_TRUE(doc.load_file(file.c_str()));
        for (pugi::xml_node table : doc.document_element().children()) {
            if (table.type() != pugi::node_element) continue;
            const bool listed = has(own, std::string(" ") + table.name() + ",") ||
                                has(own, std::string(" ") + table.name() + " (");
            const bool reconstructed = rulesShowProvenanceOf(table) == "reconstructed";
            EXPECT_EQ(listed, reconstructed) << file.filename() << " <" << table.name() << ">:\n"
                                             << own;
        }
    }
    EXPECT_TRUE(has(rulesShowCollapsed(r.out),
                    "reconstructed rows: backgrounds (Knightly, Feudal, "
                    "Mercenary, Regular)"))
        << r.out;
    EXPECT_TRUE(has(rulesShowCollapsed(r.out), "units (mounted-serjeants, horse-archers)"))
        << r.out;
}

TEST(RulesCheck, ASeedMarkNamingANumberTheRowLacksIsRefused) {
    RulesShowScratch dir;
    std::string text = rulesShowShippedText("godsacre.xml");
    const std::string from = "seedNumbers=\"mayDouble\"";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), "seedNumbers=\"mayDoubel\"");
    const fs::path copy = dir.path / "godsacre.xml";
    std::ofstream(copy) << text;
    const CliResult r = run({"rules", "check", copy.string()});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err.rfind("error: " + copy.string() + ":", 0), 0u) << r.err;
    EXPECT_TRUE(has(r.err, "mayDoubel")) << r.err;
}

}  // namespace
}  // namespace seneschal::cli
