// Migration 3 (captives and ransoms, depots, the chronicle) from every earlier version: a
// campaign written at that version keeps every row, still passes its checks, and takes the
// aftermath of a battle.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <vector>

#include "campaign/actions/action_log.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/file/schema.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/campaign/battlefield_campaign.hpp"

namespace seneschal::campaign {
namespace {

TEST(SchemaV3, EveryEarlierVersionIsUpgradedWithItsCampaignIntactAndTakesABattle) {
    for (int version = 1; version < 3; ++version) {
        SQLite::Database db(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db.exec("PRAGMA foreign_keys = ON");
        const auto all = campaignMigrations();
        applyMigrations(db, std::vector<Migration>(all.begin(), all.begin() + version), "mem");
        writeSnapshot(db, testing::battlefieldCampaign());
        db.exec("UPDATE unit SET present = present - 20 WHERE slug = 'archers'");
        db.exec(
            "INSERT INTO captive_batch (unit_id, men, captor_side_id) SELECT id, 20, "
            "(SELECT id FROM side WHERE slug = 'france') FROM unit WHERE slug = 'archers'");
        const TableDigests before = digestTables(db);

        EXPECT_EQ(applyMigrations(db, campaignMigrations(), "mem"), MigrationResult::Upgraded);
        EXPECT_EQ(schemaVersionOf(db), all.back().version);
        const TableDigests after = digestTables(db);
        for (const auto& [table, digest] : before) {
            EXPECT_EQ(after.at(table), digest) << table << " changed, from version " << version;
        }
        for (const char* table : {"captive", "depot_batch", "chronicle"}) {
            EXPECT_TRUE(db.tableExists(table)) << table;
        }
        EXPECT_TRUE(checkCampaign(db).empty());
        auto outcome = testing::aubreyOutcome();
        outcome.units[1].menAtStart = 990;  // 20 of the archers are held already
        ApplyBattleOutcome battle(outcome);
        perform(db, battle);
        EXPECT_EQ(db.execAndGet("SELECT count(*) FROM captive").getInt(), 4);
        EXPECT_TRUE(checkCampaign(db).empty());
    }
}

}  // namespace
}  // namespace seneschal::campaign
