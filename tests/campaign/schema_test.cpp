#include "campaign/file/schema.hpp"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <vector>

#include "base/errors.hpp"

namespace seneschal::campaign {
namespace {

SQLite::Database memoryDb() {
    SQLite::Database db(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    db.exec("PRAGMA foreign_keys = ON");
    return db;
}

std::vector<Migration> firstMigrations(int count) {
    const auto all = campaignMigrations();
    return {all.begin(), all.begin() + count};
}

TEST(Schema, MigrationsAreNumberedInOrderFromOne) {
    int expected = 1;
    for (const Migration& migration : campaignMigrations()) {
        EXPECT_EQ(migration.version, expected++) << migration.description;
    }
    EXPECT_EQ(currentSchemaVersion(), expected - 1);
}

TEST(Schema, AnEmptyFileGetsTheWholeSchema) {
    auto db = memoryDb();
    EXPECT_EQ(applyMigrations(db, campaignMigrations(), "mem"), MigrationResult::Fresh);
    EXPECT_EQ(schemaVersionOf(db), currentSchemaVersion());
    EXPECT_EQ(db.execAndGet("PRAGMA application_id").getInt(), kApplicationId);
    EXPECT_TRUE(db.tableExists("unit"));
    EXPECT_TRUE(db.tableExists("ledger_entry"));
}

TEST(Schema, ASecondRunFindsNothingToDo) {
    auto db = memoryDb();
    applyMigrations(db, campaignMigrations(), "mem");
    EXPECT_EQ(applyMigrations(db, campaignMigrations(), "mem"), MigrationResult::Current);
    EXPECT_EQ(schemaVersionOf(db), currentSchemaVersion());
}

// Every earlier version, with a row in it, is upgraded and keeps its row.
TEST(Schema, EveryEarlierVersionIsUpgradedKeepingItsData) {
    for (int version = 1; version < currentSchemaVersion(); ++version) {
        auto db = memoryDb();
        applyMigrations(db, firstMigrations(version), "mem");
        ASSERT_EQ(schemaVersionOf(db), version);
        db.exec("INSERT INTO side (id, slug, name, treasury) VALUES (1, 'england', 'England', 7)");
        EXPECT_EQ(applyMigrations(db, campaignMigrations(), "mem"), MigrationResult::Upgraded)
            << "from version " << version;
        EXPECT_EQ(schemaVersionOf(db), currentSchemaVersion());
        EXPECT_EQ(db.execAndGet("SELECT treasury FROM side WHERE slug = 'england'").getInt(), 7);
    }
}

TEST(Schema, ANewerFileIsRefusedAndLeftAtItsVersion) {
    auto db = memoryDb();
    db.exec("PRAGMA user_version = 99");
    try {
        applyMigrations(db, campaignMigrations(), "future.seneschal");
        FAIL() << "a newer file was accepted";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("future.seneschal"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("newer"), std::string::npos) << e.what();
    }
    EXPECT_EQ(schemaVersionOf(db), 99);
}

TEST(Schema, AFailingMigrationIsRolledBackWhole) {
    auto db = memoryDb();
    applyMigrations(db, campaignMigrations(), "mem");
    std::vector<Migration> migrations(campaignMigrations().begin(), campaignMigrations().end());
    const int next = currentSchemaVersion() + 1;
    migrations.push_back({next, "a broken one",
                          "CREATE TABLE half_done (id INTEGER PRIMARY KEY); "
                          "INSERT INTO no_such_table VALUES (1);"});
    EXPECT_THROW(applyMigrations(db, migrations, "mem"), UserError);
    EXPECT_EQ(schemaVersionOf(db), currentSchemaVersion());
    EXPECT_FALSE(db.tableExists("half_done"));
}

}  // namespace
}  // namespace seneschal::campaign
