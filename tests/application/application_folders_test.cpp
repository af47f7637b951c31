// application/ shows its design in its folders (issue 31, item 5): every capability sits in the
// sub-folder of its job, nothing at the top but the library's entry header, and the entry
// header names every capability (this file includes it, so it also compiles on its own).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "application/application.hpp"

namespace seneschal::application {
namespace {

namespace fs = std::filesystem;

const fs::path kApplicationDir = fs::path(SENESCHAL_SOURCE_DIR) / "application";

// The folders by job, as application.hpp describes them.
const std::set<std::string> kFolders = {"files", "orders",  "battles", "tabletop",
                                        "views", "reports", "rules"};

TEST(ApplicationFolders, NothingButTheEntryHeaderAndTheBuildFileSitsAtTheTop) {
    std::vector<std::string> strays;
    for (const auto& entry : fs::directory_iterator(kApplicationDir)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_directory()) {
            if (!kFolders.count(name)) strays.push_back(name + "/ (a folder of no job)");
        } else if (name != "application.hpp" && name != "CMakeLists.txt") {
            strays.push_back(name);
        }
    }
    std::string report;
    for (const std::string& stray : strays) report += "  application/" + stray + "\n";
    EXPECT_TRUE(strays.empty()) << "put each file in the folder of its job:\n" << report;
}

TEST(ApplicationFolders, TheEntryHeaderIncludesEveryHeaderOfEveryFolder) {
    std::ifstream in(kApplicationDir / "application.hpp");
    std::stringstream text;
    text << in.rdbuf();
    const std::string entry = text.str();
    std::size_t headers = 0;
    std::vector<std::string> missing;
    for (const std::string& folder : kFolders) {
        ASSERT_TRUE(fs::is_directory(kApplicationDir / folder)) << folder;
        for (const auto& file : fs::directory_iterator(kApplicationDir / folder)) {
            if (file.path().extension() != ".hpp") continue;
            ++headers;
            const std::string include =
                "#include \"application/" + folder + "/" + file.path().filename().string() + "\"";
            if (entry.find(include) == std::string::npos) missing.push_back(include);
        }
    }
    EXPECT_GT(headers, 40u) << "too few headers found to mean anything";
    std::string report;
    for (const std::string& line : missing) report += "  " + line + "\n";
    EXPECT_TRUE(missing.empty()) << "application/application.hpp lacks:\n" << report;
}

}  // namespace
}  // namespace seneschal::application
