// Opening a campaign exactly as Seneschal last left it spares the whole-file checks (issue 33:
// nine tenths of every command on a campaign played for years); any change by another program,
// however soon after, a copy, a damaged page or changes waiting in another program's log are
// checked whole and refused as before. And the day's backup of a file with nothing in its log
// (every command-line action) is a byte copy that holds the campaign as it was.
#include "campaign/file/verified_stamp.hpp"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <array>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/file/backup.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/digest.hpp"
#include "tests/campaign/backup_contents.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::campaign {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::createBattlefieldFile;
using seneschal::testing::TempDir;

class VerifiedStamp : public ::testing::Test {
  protected:
    void SetUp() override {
        if (const char* old = std::getenv("XDG_CACHE_HOME")) oldCache = old;
        ::setenv("XDG_CACHE_HOME", (dir / "cache").c_str(), 1);
        createBattlefieldFile(path);  // written by Seneschal and closed
    }
    void TearDown() override {
        if (oldCache) {
            ::setenv("XDG_CACHE_HOME", oldCache->c_str(), 1);
        } else {
            ::unsetenv("XDG_CACHE_HOME");
        }
    }
    static bool checkedWhole(const fs::path& file, Access access = Access::Read) {
        return CampaignFile::open(file, access).wholeFileChecked();
    }
    // Another program (not Seneschal) changes the file: a unit gains seven men from nowhere.
    void breakConservationBehindSeneschal() const {
        SQLite::Database other(path.string(), SQLite::OPEN_READWRITE);
        other.exec("UPDATE unit SET present = present + 7 WHERE slug = 'archers'");
    }
    TempDir dir;
    fs::path path = dir / "field.seneschal";
    std::optional<std::string> oldCache;
};

TEST_F(VerifiedStamp, AFileSeneschalWroteAndClosedOpensWithoutTheWholeFileCheck) {
    EXPECT_FALSE(checkedWhole(path, Access::Read));
    EXPECT_FALSE(checkedWhole(path, Access::Write));
    EXPECT_FALSE(checkedWhole(path, Access::Read));  // opened to write, nothing written
    EXPECT_TRUE(fs::exists(dir / "cache" / "seneschal" / "verified"));
}

TEST_F(VerifiedStamp, CheckAlwaysChecksTheWholeFile) {
    EXPECT_TRUE(checkedWhole(path, Access::Check));
}

TEST_F(VerifiedStamp, AChangeByAnotherProgramAtOnceAfterSeneschalClosedIsStillRefused) {
    breakConservationBehindSeneschal();  // in the same clock tick as Seneschal's close, or near
    try {
        CampaignFile::open(path, Access::Read);
        FAIL() << "a campaign whose men do not add up was opened";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("do not add up"), std::string::npos) << e.what();
    }
    EXPECT_THROW(CampaignFile::open(path, Access::Write), UserError);
}

TEST_F(VerifiedStamp, ChangesWaitingInAnotherProgramsLogAreCheckedWhole) {
    SQLite::Database other(path.string(), SQLite::OPEN_READWRITE);
    other.exec("PRAGMA journal_mode = WAL");
    other.exec("UPDATE unit SET present = present + 7 WHERE slug = 'archers'");
    // `other` stays open: its change waits in the log, the file itself is as Seneschal left it.
    EXPECT_THROW(CampaignFile::open(path, Access::Read), UserError);
}

TEST_F(VerifiedStamp, ADamagedPageIsStillRefused) {
    const std::uintmax_t size = fs::file_size(path);
    {
        // Page 2, a table's first page, overwritten with noise: no page type SQLite knows.
        std::fstream bytes(path, std::ios::in | std::ios::out | std::ios::binary);
        std::array<unsigned char, 2> pageSize{};
        bytes.seekg(16);
        bytes.read(reinterpret_cast<char*>(pageSize.data()), 2);
        const int page = pageSize[0] * 256 + pageSize[1];
        ASSERT_GE(page, 512);
        bytes.seekp(page);
        const std::string noise(static_cast<std::size_t>(page), '\x5a');
        bytes.write(noise.data(), static_cast<std::streamsize>(noise.size()));
    }
    ASSERT_EQ(fs::file_size(path), size);
    EXPECT_THROW(CampaignFile::open(path, Access::Read), UserError);
}

TEST_F(VerifiedStamp, ACopyOfANotedFileIsCheckedWholeAndTheOriginalIsNot) {
    const fs::path copy = dir / "copy.seneschal";
    fs::copy_file(path, copy);
    EXPECT_TRUE(checkedWhole(copy));
    EXPECT_FALSE(checkedWhole(path));
}

TEST_F(VerifiedStamp, AFileJustChangedByAnotherProgramIsNotNotedByReadingIt) {
    {
        SQLite::Database other(path.string(), SQLite::OPEN_READWRITE);
        other.exec("UPDATE unit SET name = 'Bowmen of Cheshire' WHERE slug = 'archers'");
    }
    EXPECT_TRUE(checkedWhole(path));  // whole, and whole: too fresh to trust a read's note
    EXPECT_TRUE(checkedWhole(path));
}

TEST_F(VerifiedStamp, AnActionBySeneschalLeavesTheFileNotedAgain) {
    {
        CampaignFile file = CampaignFile::open(path, Access::Write);
        RenameUnit action("archers", "Bowmen");
        perform(file.db(), action);
    }
    EXPECT_FALSE(checkedWhole(path));
    breakConservationBehindSeneschal();
    EXPECT_THROW(CampaignFile::open(path, Access::Read), UserError);
}

// Seneschal vouches only for what it wrote itself: a change another program commits while the
// campaign is open in Seneschal is folded into the file when Seneschal closes it, unchecked.
TEST_F(VerifiedStamp, AChangeAnotherProgramMadeWhileSeneschalHadTheFileOpenIsCheckedWhole) {
    {
        CampaignFile file = CampaignFile::open(path, Access::Write);
        breakConservationBehindSeneschal();
        RenameUnit action("english-knights", "Household knights");
        perform(file.db(), action);
    }
    EXPECT_THROW(CampaignFile::open(path, Access::Read), UserError);
}

TEST_F(VerifiedStamp, AFileOpenedToWriteAndLeftUnchangedKeepsItsTimes) {
    const auto before = fileIdentity(path);
    {
        CampaignFile file = CampaignFile::open(path, Access::Write);
        RenameUnit unknown("no-such-unit", "Bowmen");
        EXPECT_THROW(perform(file.db(), unknown), UserError);
    }
    EXPECT_EQ(fileIdentity(path), before);
}

TEST_F(VerifiedStamp, WithNoCacheFolderEveryOpenChecksWholeAndNothingFails) {
    std::ofstream(dir / "not-a-folder") << "x";
    ::setenv("XDG_CACHE_HOME", (dir / "not-a-folder").c_str(), 1);
    {
        CampaignFile file = CampaignFile::open(path, Access::Write);
        RenameUnit action("archers", "Bowmen");
        perform(file.db(), action);
    }
    EXPECT_TRUE(checkedWhole(path));
    EXPECT_TRUE(checkedWhole(path));
}

// The day's first backup of a file with nothing in its log (the command line's every action)
// is copied as bytes: it must still be one self-contained file holding the campaign before the
// action, whole by SQLite's own check.
TEST_F(VerifiedStamp, TheDaysBackupOfAFileWithAnEmptyLogHoldsTheCampaignBeforeTheAction) {
    TableDigests before;
    {
        CampaignFile file = CampaignFile::open(path, Access::Write);
        before = digestTables(file.db());
        RenameUnit action("archers", "Bowmen");
        perform(file.db(), action);
        EXPECT_NE(digestTables(file.db()), before);
    }
    const std::vector<BackupInfo> backups = listBackups(path);
    ASSERT_EQ(backups.size(), 1u);
    EXPECT_EQ(campaignIn(backups[0].path), before);
    SQLite::Database copy(backups[0].path.string(), SQLite::OPEN_READONLY);
    EXPECT_EQ(copy.execAndGet("PRAGMA journal_mode").getString(), "delete");
    EXPECT_EQ(copy.execAndGet("PRAGMA integrity_check").getString(), "ok");
    std::vector<std::string> beside;
    for (const auto& entry : fs::directory_iterator(backupsFolder(path))) {
        beside.push_back(entry.path().filename().string());
    }
    EXPECT_EQ(beside, std::vector<std::string>{backups[0].name});
}

}  // namespace
}  // namespace seneschal::campaign
