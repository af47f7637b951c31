// The whole cycle on the Crécy sample: the English host storms Caen (26 July 1346), the Count of
// Eu is taken (GA-LEADER-RISK), the wounded come back after exactly 14 days (GA-RES-WIN), the
// ransom is demanded and paid, and the Count goes home. Each step is undone exactly.
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/ransom_actions.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/stores/captives.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/crecy_caen_outcome.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {
using testing::kBookkeeping;
using testing::kCrecyScenario;
using testing::scalar;

using seneschal::testing::TempDir;

void performAndCheckUndo(SQLite::Database& db, Action& action) {
    const TableDigests before = digestTables(db, kBookkeeping);
    perform(db, action);
    EXPECT_TRUE(checkCampaign(db).empty()) << action.describe();
    ASSERT_TRUE(undo(db).has_value());
    EXPECT_EQ(digestTables(db, kBookkeeping), before) << action.describe();
    ASSERT_TRUE(redo(db).has_value());
}

TEST(CrecyCycle, BattleAtCaenWoundedBackAfterFourteenDaysRansomPaidCountHome) {
    TempDir dir;
    const auto path = dir / "crecy.seneschal";
    importScenario(kCrecyScenario, path, false);
    auto file = CampaignFile::open(path);
    SQLite::Database& db = file.db();
    AdvanceCalendar toCaen(14);
    perform(db, toCaen);  // 12 -> 26 July 1346
    // The host arrives before Caen that day (the march itself is tested in march_wire_test).
    db.exec(
        "UPDATE army SET place_id = (SELECT id FROM place WHERE slug = 'caen') "
        "WHERE slug = 'english-host'");

    ApplyBattleOutcome battle(seneschal::testing::crecyCaenOutcome("1346-07-26"));
    performAndCheckUndo(db, battle);
    const auto present = [&](const std::string& unit) {
        return scalar(db, "SELECT present FROM unit WHERE slug = '" + unit + "'");
    };
    EXPECT_EQ(present("prince-knights"), 160);    // 40 removed: 20 dead, 20 wounded
    EXPECT_EQ(present("constable-knights"), 60);  // 40 removed: 20 held for ransom, 20 dead
    EXPECT_EQ(present("constable-men-at-arms"), 400);
    const auto captives = readCaptives(db);
    ASSERT_EQ(captives.size(), 2u);
    const CaptiveLine eu = captives[1];
    EXPECT_EQ(eu.who, "Raoul, Count of Eu");
    EXPECT_EQ(eu.ransom, 8000);  // a count, campaign.xml
    EXPECT_EQ(eu.deadline, "1347-01-22");

    AdvanceCalendar thirteen(13);
    performAndCheckUndo(db, thirteen);
    EXPECT_EQ(present("prince-knights"), 160);
    AdvanceCalendar fourteenth(1);
    performAndCheckUndo(db, fourteenth);
    EXPECT_EQ(present("prince-knights"), 180);  // 9 August 1346, exactly 14 days after
    EXPECT_EQ(formatDate(Reckoning::Julian, {scalar(db, "SELECT current_day FROM campaign")}),
              "1346-08-09");

    RansomCaptive demand(RansomVerb::Demand, eu.id);
    performAndCheckUndo(db, demand);
    // The treasuries have paid the armies since the landing; the ransom moves exactly 8000.
    const auto treasury = [&](const char* side) {
        return scalar(db, std::string("SELECT treasury FROM side WHERE slug = '") + side + "'");
    };
    const std::int64_t franceBefore = treasury("france");
    const std::int64_t englandBefore = treasury("england");
    RansomCaptive pay(RansomVerb::Pay, eu.id);
    performAndCheckUndo(db, pay);
    EXPECT_EQ(treasury("france"), franceBefore - 8000);
    EXPECT_EQ(treasury("england"), englandBefore + 8000);
    EXPECT_EQ(db.execAndGet("SELECT status FROM leader WHERE slug = 'count-of-eu'").getString(),
              "active");
    EXPECT_TRUE(
        db.execAndGet("SELECT captor_side_id FROM leader WHERE slug = 'count-of-eu'").isNull());
    EXPECT_EQ(readCaptive(db, eu.id).status, CaptiveStatus::Paid);
    EXPECT_TRUE(checkCampaign(db).empty());
}

}  // namespace
}  // namespace seneschal::campaign
