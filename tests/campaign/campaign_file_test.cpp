#include "campaign/file/campaign_file.hpp"

#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::campaign {
namespace {

using seneschal::testing::readBytes;
using seneschal::testing::TempDir;
using seneschal::testing::writeBytes;
namespace fs = std::filesystem;

std::string openError(const fs::path& path) {
    try {
        CampaignFile::open(path);
    } catch (const UserError& e) {
        return e.what();
    }
    return "(no error)";
}

// A campaign with a few hundred rows, closed, so its pages are all in the main file.
void makeCampaign(const fs::path& path) {
    auto file = CampaignFile::create(path);
    SQLite::Statement insert(file.db(), "INSERT INTO side (slug, name, treasury) VALUES (?, ?, ?)");
    for (int i = 0; i < 300; ++i) {
        insert.bind(1, "side-" + std::to_string(i));
        insert.bind(2, "A side with a long name to fill pages " + std::to_string(i));
        insert.bind(3, i);
        insert.exec();
        insert.reset();
    }
}

TEST(CampaignFile, ANewFileIsFreshAndReopensAsCurrent) {
    TempDir dir;
    {
        auto file = CampaignFile::create(dir / "new.seneschal");
        EXPECT_EQ(file.migration(), MigrationResult::Fresh);
    }
    auto file = CampaignFile::open(dir / "new.seneschal");
    EXPECT_EQ(file.migration(), MigrationResult::Current);
    EXPECT_EQ(file.db().execAndGet("PRAGMA foreign_keys").getInt(), 1);
    EXPECT_EQ(file.db().execAndGet("PRAGMA journal_mode").getString(), "wal");
}

TEST(CampaignFile, CreateRefusesAnExistingFile) {
    TempDir dir;
    writeBytes(dir / "taken.seneschal", "precious");
    EXPECT_THROW(CampaignFile::create(dir / "taken.seneschal"), UserError);
    EXPECT_EQ(readBytes(dir / "taken.seneschal"), "precious");
}

TEST(CampaignFile, AMissingFileIsNamed) {
    TempDir dir;
    const std::string message = openError(dir / "nowhere.seneschal");
    EXPECT_NE(message.find("nowhere.seneschal"), std::string::npos) << message;
    EXPECT_NE(message.find("does not exist"), std::string::npos) << message;
    EXPECT_FALSE(fs::exists(dir / "nowhere.seneschal"));
}

TEST(CampaignFile, AFileThatIsNotSqliteIsRefusedUntouched) {
    TempDir dir;
    const std::string text = "<scenario>not a database</scenario>\n";
    writeBytes(dir / "scenario.seneschal", text);
    const std::string message = openError(dir / "scenario.seneschal");
    EXPECT_NE(message.find("not a SQLite file"), std::string::npos) << message;
    EXPECT_EQ(readBytes(dir / "scenario.seneschal"), text);
}

TEST(CampaignFile, AnEmptyFileIsNotACampaign) {
    TempDir dir;
    writeBytes(dir / "empty.seneschal", "");
    EXPECT_NE(openError(dir / "empty.seneschal").find("not a SQLite file"), std::string::npos);
    EXPECT_EQ(fs::file_size(dir / "empty.seneschal"), 0u);
}

TEST(CampaignFile, ASqliteFileOfAnotherProgramIsRefusedUntouched) {
    TempDir dir;
    {
        SQLite::Database other((dir / "other.db").string(),
                               SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        other.exec("CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT)");
    }
    const std::string before = readBytes(dir / "other.db");
    const std::string message = openError(dir / "other.db");
    EXPECT_NE(message.find("not a Seneschal campaign"), std::string::npos) << message;
    EXPECT_EQ(readBytes(dir / "other.db"), before);
}

TEST(CampaignFile, AFileFromANewerSeneschalIsRefusedUntouched) {
    TempDir dir;
    makeCampaign(dir / "future.seneschal");
    {
        SQLite::Database db((dir / "future.seneschal").string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA user_version = " + std::to_string(currentSchemaVersion() + 1));
    }
    const std::string before = readBytes(dir / "future.seneschal");
    const std::string message = openError(dir / "future.seneschal");
    EXPECT_NE(message.find("newer"), std::string::npos) << message;
    EXPECT_NE(message.find("future.seneschal"), std::string::npos) << message;
    EXPECT_EQ(readBytes(dir / "future.seneschal"), before);
}

TEST(CampaignFile, ADamagedFileIsRefusedUntouched) {
    TempDir dir;
    makeCampaign(dir / "damaged.seneschal");
    std::string bytes = readBytes(dir / "damaged.seneschal");
    const std::size_t pageSize = 4096;
    ASSERT_GT(bytes.size(), 6 * pageSize);
    // Scribble over the middle of the pages holding the sides' table.
    for (std::size_t i = 3 * pageSize + 8; i < 5 * pageSize; ++i) bytes[i] = '\x5a';
    writeBytes(dir / "damaged.seneschal", bytes);
    const std::string message = openError(dir / "damaged.seneschal");
    EXPECT_NE(message.find("damaged"), std::string::npos) << message;
    EXPECT_EQ(readBytes(dir / "damaged.seneschal"), bytes);
}

TEST(CampaignFile, AReadOnlyFileIsRefusedUntouched) {
    TempDir dir;
    makeCampaign(dir / "locked.seneschal");
    const std::string before = readBytes(dir / "locked.seneschal");
    fs::permissions(dir / "locked.seneschal", fs::perms::owner_read | fs::perms::group_read);
    const std::string message = openError(dir / "locked.seneschal");
    EXPECT_NE(message.find("read-only"), std::string::npos) << message;
    EXPECT_EQ(readBytes(dir / "locked.seneschal"), before);
}

TEST(CampaignFile, AnOlderFileOnDiskIsUpgraded) {
    TempDir dir;
    {
        SQLite::Database db((dir / "old.seneschal").string(),
                            SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        const auto all = campaignMigrations();
        applyMigrations(db, all.first(1), "old.seneschal");
        db.exec("INSERT INTO side (slug, name, treasury) VALUES ('france', 'France', 3)");
    }
    auto file = CampaignFile::open(dir / "old.seneschal");
    EXPECT_EQ(file.migration(), MigrationResult::Upgraded);
    EXPECT_EQ(file.versionFound(), 1);
    EXPECT_EQ(schemaVersionOf(file.db()), currentSchemaVersion());
    EXPECT_EQ(file.db().execAndGet("SELECT treasury FROM side").getInt(), 3);
}

}  // namespace
}  // namespace seneschal::campaign
