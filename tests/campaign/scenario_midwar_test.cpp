// A campaign exported in the middle of the war and imported again is the same campaign
// (scenario format 2, docs/formats.md): the prisoners and their ransoms, the men at the depot,
// the march orders, the pending battle, the chronicle, the purses and the date all come back,
// and no man is lost on the way (the conservation check passes).
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <fstream>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/actions/ransom_actions.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/check.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/chronicle.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/crecy_caen_outcome.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {
using testing::kCrecyScenario;

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;

// Every row of a query as text, one line per row, so two files compare in one EXPECT_EQ.
std::vector<std::string> rows(SQLite::Database& db, const std::string& sql) {
    SQLite::Statement query(db, sql);
    std::vector<std::string> out;
    while (query.executeStep()) {
        std::string line;
        for (int i = 0; i < query.getColumnCount(); ++i) {
            line += (i == 0 ? "" : "|") + (query.getColumn(i).isNull()
                                               ? std::string("NULL")
                                               : query.getColumn(i).getString());
        }
        out.push_back(std::move(line));
    }
    return out;
}

// Crécy in the middle of the war: the host marches on Caen and takes it with its Count and 20
// knights held for ransom, the Count's ransom demanded and 3000 of it paid, the host ordered on to
// Rouen by forced marches and two days advanced: the garrison of Caen fell back to Lisieux, the
// host caught up with it there and a battle is pending; Philip is ordered to Beauvais. 5 of the
// Constable's knights wait at the depot in Paris (as the aftermath leaves men whose unit is gone).
void wageWar(SQLite::Database& db) {
    MarchOrder toCaen("english-host", "caen", false);
    perform(db, toCaen);
    AdvanceCalendar untilContact(30);
    perform(db, untilContact);  // 20 July 1346: a battle is pending at Caen
    ApplyBattleOutcome battle(seneschal::testing::crecyCaenOutcome("1346-07-20"));
    perform(db, battle);
    const std::vector<CaptiveLine> captives = readCaptives(db);
    ASSERT_EQ(captives.size(), 2u);
    RansomCaptive demand(RansomVerb::Demand, captives[1].id);
    perform(db, demand);
    RansomCaptive pay(RansomVerb::Pay, captives[1].id, 3000);
    perform(db, pay);
    MarchOrder march("english-host", "rouen", true);
    perform(db, march);
    AdvanceCalendar twoDays(2);
    perform(db, twoDays);
    MarchOrder philip("french-royal-army", "beauvais", false);
    perform(db, philip);
    db.exec(R"SQL(
        UPDATE unit SET present = present - 5 WHERE slug = 'constable-knights';
        INSERT INTO depot_batch (unit_id, side_id, place_id, men, since)
        SELECT unit.id, side.id, place.id, 5, campaign.current_day
        FROM unit, side, place, campaign
        WHERE unit.slug = 'constable-knights' AND side.slug = 'france' AND place.slug = 'paris';
        )SQL");
    ASSERT_TRUE(checkCampaign(db).empty());
}

struct Campaign {
    std::vector<std::string> captives, treasuries, units, depots, orders, marches, pending,
        chronicle, upkeep, purses, results, date;
};

Campaign whatAUserSees(SQLite::Database& db) {
    Campaign c;
    for (const CaptiveLine& l : readCaptives(db)) {
        c.captives.push_back(l.who + "|" + l.kind + "|" + l.side + "|" + l.captor + "|" +
                             std::to_string(l.men) + "|" + std::to_string(l.ransom) + "|" +
                             std::to_string(l.paid) + "|" + l.taken + "|" + l.demandBy + "|" +
                             l.demanded + "|" + l.deadline + "|" + textOf(l.status) + "|" +
                             std::to_string(l.id) + "|" + (l.batchKey != 0 ? "held" : "free"));
    }
    for (const TreasuryLine& t : readTreasury(db)) {
        c.treasuries.push_back(t.side + "|" + std::to_string(t.treasury) + "|" +
                               std::to_string(t.ransomsOwed) + "|" + std::to_string(t.ransomsDue));
    }
    c.units = rows(db, R"SQL(
        SELECT unit.slug, present, mustered, recruited, dead, deserted,
               (SELECT group_concat(men || '@' || returns_day) FROM wounded_batch
                WHERE unit_id = unit.id),
               (SELECT group_concat(men || '>' || captor_side_id) FROM captive_batch
                WHERE unit_id = unit.id)
        FROM unit ORDER BY slug)SQL");
    c.depots = rows(db, R"SQL(
        SELECT unit.slug, side.slug, place.slug, men, since FROM depot_batch
        JOIN unit ON unit.id = depot_batch.unit_id JOIN side ON side.id = depot_batch.side_id
        LEFT JOIN place ON place.id = depot_batch.place_id ORDER BY depot_batch.id)SQL");
    c.orders = rows(db, R"SQL(
        SELECT army.slug, seq, place.slug FROM army_order_stop JOIN army ON army.id = army_order_stop.army_id
        JOIN place ON place.id = army_order_stop.place_id ORDER BY army.slug, seq)SQL");
    c.marches = rows(db, R"SQL(
        SELECT army.slug, forced, last_forced_day, place.slug, army.days_left,
               (SELECT slug FROM place WHERE id = army.place_id),
               (SELECT slug FROM place WHERE id = army.heading_place_id)
        FROM army LEFT JOIN army_march ON army_march.army_id = army.id
        LEFT JOIN place ON place.id = came_from_place_id ORDER BY army.slug)SQL");
    c.pending = rows(db, R"SQL(
        SELECT place.slug, since_day, army.slug FROM pending_battle
        JOIN place ON place.id = pending_battle.place_id
        JOIN pending_battle_army ON pending_battle_army.battle_id = pending_battle.id
        JOIN army ON army.id = pending_battle_army.army_id ORDER BY place.slug, army.slug)SQL");
    for (const ChronicleLine& l : readChronicle(db)) {
        c.chronicle.push_back(l.date + "|" + l.kind + "|" + l.text);
    }
    c.upkeep = rows(db, R"SQL(
        SELECT unit.slug, arrears_pence, arrears_days, service_from_day FROM unit_upkeep
        JOIN unit ON unit.id = unit_id
        WHERE arrears_pence <> 0 OR arrears_days <> 0 OR service_from_day IS NOT NULL
        ORDER BY unit.slug)SQL");
    c.purses = rows(db,
                    "SELECT side.slug, pence FROM side_purse JOIN side ON side.id = side_id "
                    "ORDER BY side.slug");
    c.results = rows(db, R"SQL(
        SELECT unit.slug, day, place.slug, result FROM unit_battle_result
        JOIN unit ON unit.id = unit_battle_result.unit_id
        JOIN place ON place.id = unit_battle_result.place_id ORDER BY unit.slug, day)SQL");
    c.date = rows(db, "SELECT current_day FROM campaign");
    return c;
}

TEST(ScenarioMidWar, ExportedMidWarAndImportedAgainTheCampaignLosesNothing) {
    TempDir dir;
    const fs::path first = dir / "war.seneschal";
    importScenario(kCrecyScenario, first, false);
    {
        auto file = CampaignFile::open(first);
        wageWar(file.db());
    }
    exportScenario(first, dir / "war.xml");
    importScenario(dir / "war.xml", dir / "again.seneschal", false);

    auto before = CampaignFile::open(first);
    auto after = CampaignFile::open(dir / "again.seneschal");
    const Campaign was = whatAUserSees(before.db());
    const Campaign is = whatAUserSees(after.db());
    // The scenario really is mid-war: the comparison below compares something.
    ASSERT_EQ(was.captives.size(), 2u);
    EXPECT_NE(was.captives[1].find("|3000|"), std::string::npos) << was.captives[1];
    EXPECT_NE(was.captives[1].find("part-paid"), std::string::npos) << was.captives[1];
    EXPECT_FALSE(was.orders.empty());
    EXPECT_EQ(was.depots.size(), 1u);
    EXPECT_EQ(was.pending.size(), 2u);
    EXPECT_FALSE(was.chronicle.empty());
    EXPECT_FALSE(was.results.empty());

    EXPECT_EQ(is.captives, was.captives);
    EXPECT_EQ(is.treasuries, was.treasuries);
    EXPECT_EQ(is.units, was.units);
    EXPECT_EQ(is.depots, was.depots);
    EXPECT_EQ(is.orders, was.orders);
    EXPECT_EQ(is.marches, was.marches);
    EXPECT_EQ(is.pending, was.pending);
    EXPECT_EQ(is.chronicle, was.chronicle);
    EXPECT_EQ(is.upkeep, was.upkeep);
    EXPECT_EQ(is.purses, was.purses);
    EXPECT_EQ(is.results, was.results);
    EXPECT_EQ(is.date, was.date);
    EXPECT_TRUE(checkCampaign(after.db()).empty());
}

TEST(ScenarioMidWar, ExportingTheReimportedCampaignGivesTheSameFileByteForByte) {
    TempDir dir;
    importScenario(kCrecyScenario, dir / "war.seneschal", false);
    {
        auto file = CampaignFile::open(dir / "war.seneschal");
        wageWar(file.db());
    }
    exportScenario(dir / "war.seneschal", dir / "once.xml");
    importScenario(dir / "once.xml", dir / "again.seneschal", false);
    exportScenario(dir / "again.seneschal", dir / "twice.xml");
    const std::string once = readBytes(dir / "once.xml");
    EXPECT_EQ(readBytes(dir / "twice.xml"), once);
    EXPECT_NE(once.find("<scenario format=\"2\""), std::string::npos);
    EXPECT_NE(once.find("<captives>"), std::string::npos);
}

TEST(ScenarioMidWar, TheReimportedCampaignStartsAFreshHistory) {
    TempDir dir;
    importScenario(kCrecyScenario, dir / "war.seneschal", false);
    {
        auto file = CampaignFile::open(dir / "war.seneschal");
        wageWar(file.db());
    }
    exportScenario(dir / "war.seneschal", dir / "war.xml");
    importScenario(dir / "war.xml", dir / "again.seneschal", false);
    auto file = CampaignFile::open(dir / "again.seneschal");
    EXPECT_EQ(rows(file.db(), "SELECT cause FROM action"), std::vector<std::string>{"import"});
    EXPECT_FALSE(undo(file.db()).has_value());
    // The chronicle's lines survive the import as part of it.
    EXPECT_EQ(rows(file.db(), "SELECT count(*) FROM chronicle WHERE action_id <> 1"),
              std::vector<std::string>{"0"});
}

}  // namespace
}  // namespace seneschal::campaign
