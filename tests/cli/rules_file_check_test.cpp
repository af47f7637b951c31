// Issue 31 item 3: a campaign records the rules files it is made with, each with its SHA-256,
// and `check` says when one has changed since: a warning naming the file and both digests (the
// one recorded is what `sha256sum` printed of the file then), exit 0, and nothing written. Each
// test plays on a copy of the program's data folder (SENESCHAL_DATA_DIR), edited as a game
// master might edit the rules.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <string>

#include "base/data_dir.hpp"
#include "campaign/file/schema.hpp"
#include "tests/campaign/data_dir_copy.hpp"
#include "tests/campaign/older_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

namespace fs = std::filesystem;

// What `sha256sum` prints of a file: the digest a user compares with check's.
std::string sha256sum(const fs::path& file) {
    const std::string command = "sha256sum '" + file.string() + "'";
    FILE* pipe = ::popen(command.c_str(), "r");
    if (pipe == nullptr) return {};
    char digest[65] = {};
    const std::size_t got = std::fread(digest, 1, 64, pipe);
    ::pclose(pipe);
    return std::string(digest, got);
}

// Every file of a folder with its bytes: what "nothing written" is checked against.
std::map<std::string, std::string> rulesFolderPicture(const fs::path& folder) {
    std::map<std::string, std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        if (entry.is_regular_file())
            files[entry.path().string()] = testing::readBytes(entry.path());
    }
    return files;
}

class RulesFileCheck : public ::testing::Test {
  protected:
    void SetUp() override {
        const std::string crecy = (data.path() / "scenarios" / "crecy-1346.xml").string();
        ASSERT_EQ(run({"new", "--scenario", crecy, "--db", db}).code, 0);
    }
    // A game master's edit: a comment added at the end of the rules file.
    void edit(const std::string& file) {
        std::ofstream(data.rulesFile(file), std::ios::app) << "<!-- house rule -->\n";
    }

    testing::TempDir dir;
    testing::DataDirCopy data{dir / "data"};
    std::string db = (dir / "crecy.seneschal").string();
};

TEST_F(RulesFileCheck, ACampaignOnRulesAsTheyWereIsOkWithNoWarning) {
    const CliResult r = run({"check", "--db", db});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_FALSE(has(r.out, "warning")) << r.out;
    EXPECT_TRUE(has(r.out, db + ": ok")) << r.out;
}

TEST_F(RulesFileCheck, AnEditedRulesFileIsWarnedOfByNameWithBothDigestsAndNothingIsWritten) {
    for (const std::string file : {"godsacre.xml", "campaign.xml", "strategy.xml"}) {
        SCOPED_TRACE(file);
        const std::string then = sha256sum(data.rulesFile(file));
        ASSERT_EQ(then.size(), 64u);
        edit(file);
        const std::string now = sha256sum(data.rulesFile(file));
        const auto picture = rulesFolderPicture(dir.path());
        const CliResult r = run({"check", "--db", db});
        EXPECT_EQ(r.code, 0) << r.err;
        EXPECT_TRUE(has(r.out, "warning: rules file " + file +
                                   " has changed since the campaign was made (SHA-256 " + then +
                                   " then, " + now + " now)"))
            << r.out;
        EXPECT_TRUE(has(r.out, db + ": ok")) << r.out;
        EXPECT_EQ(rulesFolderPicture(dir.path()), picture) << "check wrote";
    }
    // One line a file changed, no more.
    const CliResult all = run({"check", "--db", db});
    std::size_t warnings = 0;
    for (std::size_t at = all.out.find("warning: "); at != std::string::npos;
         at = all.out.find("warning: ", at + 1))
        ++warnings;
    EXPECT_EQ(warnings, 3u) << all.out;
}

TEST_F(RulesFileCheck, ARulesFileTheCampaignDoesNotPlayByIsNotWatched) {
    edit("postcard.xml");  // the campaign plays God's Acre: Post(card) is only a quick resolver
    const CliResult r = run({"check", "--db", db});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_FALSE(has(r.out, "warning")) << r.out;
}

// A campaign of an older Seneschal records the rules as they are when it is first upgraded in
// its file; reading it (check included) records nothing and writes nothing.
TEST_F(RulesFileCheck, AnOlderCampaignRecordsItsRulesWhenUpgradedAndIsWatchedFromThen) {
    testing::makeSchema10Campaign(db);
    edit("campaign.xml");
    const CliResult read = run({"check", "--db", db});
    EXPECT_EQ(read.code, 0) << read.err;
    EXPECT_FALSE(has(read.out, "warning")) << "nothing was recorded to compare with\n" << read.out;

    ASSERT_EQ(run({"upgrade", "--db", db}).code, 0);
    const CliResult same = run({"check", "--db", db});
    EXPECT_FALSE(has(same.out, "warning")) << "recorded as the files are at the upgrade\n"
                                           << same.out;
    edit("campaign.xml");
    const CliResult changed = run({"check", "--db", db});
    EXPECT_EQ(changed.code, 0) << changed.err;
    EXPECT_TRUE(has(changed.out, "warning: rules file campaign.xml has changed")) << changed.out;
}

}  // namespace
}  // namespace seneschal::cli
