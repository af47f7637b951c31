// One entry style, one handle type (issue 31, item 5): every application/ function that works on
// an open campaign takes `campaign::CampaignFile&`, and one that works on the campaign file as a
// file (new, import, export, check, upgrade, backups) takes its path (docs/architecture.md,
// `application/`). So no header under application/ names SQLite's types, and no shell source
// names SQLite's database handle: a shell holds a CampaignFile (the CLI from openCampaign, the
// desk in its CampaignSession) and passes it whole.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace seneschal::application::entry_style {
namespace {

namespace fs = std::filesystem;

const fs::path kEntrySourceDir = fs::path(SENESCHAL_SOURCE_DIR);

// The lines of `text` that mention `word`, as "where:line: the line".
std::vector<std::string> linesMentioning(const std::string& text, const std::string& word,
                                         const std::string& where) {
    std::vector<std::string> found;
    std::istringstream in(text);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number)
        if (line.find(word) != std::string::npos)
            found.push_back(where + ":" + std::to_string(number) + ": " + line);
    return found;
}

std::string readWhole(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Every mention of `word` in the files under `folder` whose extension is one of `extensions`.
std::vector<std::string> mentionsUnder(const std::string& folder, const std::string& word,
                                       const std::vector<std::string>& extensions,
                                       std::size_t& scanned) {
    std::vector<std::string> found;
    for (const auto& entry : fs::recursive_directory_iterator(kEntrySourceDir / folder)) {
        if (!entry.is_regular_file()) continue;
        const std::string ext = entry.path().extension().string();
        bool wanted = false;
        for (const std::string& e : extensions) wanted = wanted || ext == e;
        if (!wanted) continue;
        ++scanned;
        for (std::string& hit :
             linesMentioning(readWhole(entry.path()), word,
                             fs::relative(entry.path(), kEntrySourceDir).string()))
            found.push_back(std::move(hit));
    }
    return found;
}

std::string listed(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& line : lines) out += "  " + line + "\n";
    return out;
}

TEST(EntryStyle, NoApplicationHeaderMentionsSQLite) {
    std::size_t scanned = 0;
    const std::vector<std::string> found =
        mentionsUnder("application", "SQLite::", {".hpp", ".h"}, scanned);
    EXPECT_GT(scanned, 35u) << "the scan found too few headers to mean anything";
    EXPECT_TRUE(found.empty())
        << "an application/ function that works on an open campaign takes campaign::CampaignFile& "
           "(use file.db() inside the .cpp); one that works on the file as a file takes its "
           "path:\n"
        << listed(found);
}

TEST(EntryStyle, NoShellSourceMentionsTheDatabaseHandle) {
    // No exceptions: the shells hold a CampaignFile (or the desk's CampaignSession), never the
    // SQLite handle inside it.
    std::size_t scanned = 0;
    const std::vector<std::string> found =
        mentionsUnder("app", "SQLite::Database", {".cpp", ".hpp", ".h"}, scanned);
    EXPECT_GT(scanned, 80u) << "the scan found too few shell sources to mean anything";
    EXPECT_TRUE(found.empty()) << "a shell passes the campaign::CampaignFile it opened, not its "
                                  "database:\n"
                               << listed(found);
}

TEST(EntryStyle, TheScanSeesAPlantedMention) {
    // The matcher itself: a planted line is found with its line number, a clean text is not.
    const std::string planted =
        "#pragma once\n"
        "void fine(campaign::CampaignFile& file);\n"
        "void stray(SQLite::Database& db, const std::string& place);\n";
    const std::vector<std::string> found =
        linesMentioning(planted, "SQLite::", "application/orders/planted.hpp");
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].rfind("application/orders/planted.hpp:3: ", 0), 0u) << found[0];
    EXPECT_EQ(linesMentioning(planted, "SQLite::Database", "app/cli/x.cpp").size(), 1u);
    EXPECT_TRUE(
        linesMentioning("void fine(campaign::CampaignFile& file);\n", "SQLite::", "x").empty());
}

}  // namespace
}  // namespace seneschal::application::entry_style
