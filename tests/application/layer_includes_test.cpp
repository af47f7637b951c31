// The layers hold for includes, not only for links (issue 31, item 6): a file of a library
// includes only its own folder's headers and those of the layers below it (docs/architecture.md,
// "Layers and folders"). The compiler enforces it too (each library's include path holds only
// those folders: `seneschal_layer` in CMakeLists.txt); this test says it in the sources, so an
// upward include is refused however the tree is built, and names the file and the line.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace seneschal::application {
namespace {

namespace fs = std::filesystem;

const fs::path kSourceDir = fs::path(SENESCHAL_SOURCE_DIR);

// Each folder of the project and the folders its files may include from: its own and those
// below it. The shells sit on top, each without the other.
const std::map<std::string, std::set<std::string>> kMayInclude = {
    {"base", {"base"}},
    {"battle", {"base", "battle"}},
    {"campaign", {"base", "battle", "campaign"}},
    {"drawing", {"base", "drawing"}},
    {"reports", {"base", "battle", "campaign", "drawing", "reports"}},
    {"map", {"base", "battle", "campaign", "drawing", "map"}},
    {"application", {"base", "battle", "campaign", "drawing", "reports", "map", "application"}},
    {"app/cli",
     {"base", "battle", "campaign", "drawing", "reports", "map", "application", "app/cli",
      "seneschal"}},
    {"app/gui",
     {"base", "battle", "campaign", "drawing", "reports", "map", "application", "app/gui",
      "seneschal"}},
};

// The project folder a quoted include names: "campaign/stores/x.hpp" -> "campaign",
// "app/gui/x.hpp" -> "app/gui". Empty for a header of no project folder.
std::string folderOfInclude(const std::string& header) {
    const std::size_t slash = header.find('/');
    if (slash == std::string::npos) return {};
    std::string first = header.substr(0, slash);
    if (first == "app") {
        const std::size_t second = header.find('/', slash + 1);
        return second == std::string::npos ? first : header.substr(0, second);
    }
    return first;
}

struct Include {
    int line = 0;
    std::string header;
};

// Every `#include "x/..."` of the file, with its line.
std::vector<Include> quotedIncludes(const fs::path& file) {
    static const std::regex include(R"re(^\s*#\s*include\s*"([^"]+)")re");
    std::vector<Include> found;
    std::ifstream in(file);
    std::string text;
    std::smatch match;
    for (int line = 1; std::getline(in, text); ++line)
        if (std::regex_search(text, match, include)) found.push_back({line, match[1].str()});
    return found;
}

// The breaches in one folder's files: "campaign/x.cpp:12 includes application/y.hpp".
std::vector<std::string> breachesIn(const std::string& folder, const std::set<std::string>& may,
                                    std::size_t& scanned) {
    std::vector<std::string> breaches;
    for (const auto& entry : fs::recursive_directory_iterator(kSourceDir / folder)) {
        const std::string ext = entry.path().extension().string();
        if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp")) continue;
        ++scanned;
        for (const Include& include : quotedIncludes(entry.path())) {
            const std::string to = folderOfInclude(include.header);
            if (!kMayInclude.count(to) && to != "seneschal") continue;  // not a project folder
            if (!may.count(to))
                breaches.push_back(fs::relative(entry.path(), kSourceDir).string() + ":" +
                                   std::to_string(include.line) + " includes " + include.header);
        }
    }
    return breaches;
}

TEST(LayerIncludes, EveryLibraryIncludesOnlyItsOwnFolderAndTheLayersBelow) {
    std::size_t scanned = 0;
    std::vector<std::string> breaches;
    for (const auto& [folder, may] : kMayInclude) {
        ASSERT_TRUE(fs::is_directory(kSourceDir / folder)) << folder;
        for (std::string& breach : breachesIn(folder, may, scanned))
            breaches.push_back(std::move(breach));
    }
    EXPECT_GT(scanned, 400u) << "the scan found too few source files to mean anything";
    std::string report;
    for (const std::string& breach : breaches) report += "  " + breach + "\n";
    EXPECT_TRUE(breaches.empty())
        << "an include reaches a layer above its own (docs/architecture.md); move the code "
           "down or the capability up:\n"
        << report;
}

TEST(LayerIncludes, TheScanSeesAnUpwardInclude) {
    // The scan itself: an upward include written in a file is found, and a header of no project
    // folder is not counted (else the test above proves nothing).
    const fs::path probe = fs::temp_directory_path() / "seneschal-layer-includes-probe.cpp";
    {
        std::ofstream out(probe);
        out << "#include <vector>\n#include \"base/errors.hpp\"\n"
               "  #  include \"application/files/campaign_files.hpp\"\n#include "
               "\"app/gui/x.hpp\"\n";
    }
    const std::vector<Include> found = quotedIncludes(probe);
    fs::remove(probe);
    ASSERT_EQ(found.size(), 3u);
    EXPECT_EQ(found[1].line, 3);
    EXPECT_EQ(folderOfInclude(found[0].header), "base");
    EXPECT_EQ(folderOfInclude(found[1].header), "application");
    EXPECT_EQ(folderOfInclude(found[2].header), "app/gui");
    EXPECT_FALSE(kMayInclude.at("campaign").count(folderOfInclude(found[1].header)));
    EXPECT_TRUE(kMayInclude.at("map").count("campaign"));
    EXPECT_FALSE(kMayInclude.at("map").count("application"));
}

}  // namespace
}  // namespace seneschal::application
