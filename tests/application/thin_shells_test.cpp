// The shells stay thin (issue 14, item 1): every file under app/ reaches the campaign through
// application/, never through the campaign library's files, stores, actions or calendar. A
// shell that wants a new capability adds it to application/ for both shells.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>
#include <vector>

namespace seneschal::application {
namespace {

namespace fs = std::filesystem;

const fs::path kAppDir = fs::path(SENESCHAL_SOURCE_DIR) / "app";

// The campaign headers a shell may still name, each with why. Value types only: nothing here
// opens, reads or writes a campaign.
const std::map<std::string, std::string> kShellsMayInclude = {
    {"campaign/stores/model.hpp",
     "the in-memory campaign (armies, units, places) the desk's dialogs list and choose from"},
};

// Every `#include "campaign/..."` of the file, in order.
std::vector<std::string> campaignIncludes(const fs::path& file) {
    static const std::regex include(R"re(^\s*#\s*include\s*[<"](campaign/[^">]+)[">])re");
    std::vector<std::string> found;
    std::ifstream in(file);
    std::string line;
    std::smatch match;
    while (std::getline(in, line))
        if (std::regex_search(line, match, include)) found.push_back(match[1].str());
    return found;
}

TEST(ThinShells, NoShellFileIncludesTheCampaignLibraryBeyondTheAllowlist) {
    ASSERT_TRUE(fs::is_directory(kAppDir)) << kAppDir;
    std::size_t scanned = 0;
    std::vector<std::string> breaches;
    for (const auto& entry : fs::recursive_directory_iterator(kAppDir)) {
        const std::string ext = entry.path().extension().string();
        if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp" && ext != ".h")) continue;
        ++scanned;
        for (const std::string& header : campaignIncludes(entry.path())) {
            if (kShellsMayInclude.count(header) == 0)
                breaches.push_back(
                    fs::relative(entry.path(), fs::path(SENESCHAL_SOURCE_DIR)).string() +
                    " includes " + header);
        }
    }
    EXPECT_GT(scanned, 40u) << "the scan found too few shell files to mean anything";
    std::string report;
    for (const std::string& breach : breaches) report += "  " + breach + "\n";
    EXPECT_TRUE(breaches.empty())
        << "a shell reaches into the campaign library; add the capability to application/ "
           "instead:\n"
        << report;
}

TEST(ThinShells, TheScanSeesAnInclude) {
    // The pattern itself: a breach written in a file is found (else the test above proves
    // nothing).
    const fs::path probe = fs::temp_directory_path() / "seneschal-thin-shells-probe.cpp";
    {
        std::ofstream out(probe);
        out << "#include <vector>\n#include \"campaign/actions/action_log.hpp\"\n"
               "  #  include \"campaign/stores/model.hpp\"\n";
    }
    const std::vector<std::string> found = campaignIncludes(probe);
    fs::remove(probe);
    ASSERT_EQ(found.size(), 2u);
    EXPECT_EQ(found[0], "campaign/actions/action_log.hpp");
    EXPECT_EQ(found[1], "campaign/stores/model.hpp");
}

}  // namespace
}  // namespace seneschal::application
