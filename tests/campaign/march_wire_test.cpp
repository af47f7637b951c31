// The strategic campaign as stored in the campaign file: march orders and arrival dates on the
// Crécy map, armies meeting, pending battles refusing the advance, avoiding battle, split and
// merge, and every action undone to the exact tables before it.
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/calendar/march_steps.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/file/schema.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/campaign/sample_campaign.hpp"
#include "tests/campaign/step_driver.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {
using testing::kScenarioDir;
using testing::scalar;

using seneschal::testing::campaignSteps;
using seneschal::testing::RunSteps;
using seneschal::testing::TempDir;

CampaignFile importSample(const TempDir& dir, const std::string& scenario) {
    importScenario(kScenarioDir / (scenario + ".xml"), dir / "c.seneschal", false);
    return CampaignFile::open(dir / "c.seneschal");
}

std::string text(SQLite::Database& db, const std::string& sql) {
    return db.execAndGet(sql).getString();
}

std::string armyPlace(SQLite::Database& db, const std::string& army) {
    return text(db,
                "SELECT coalesce(place.slug, 'on-route') FROM army LEFT JOIN place ON "
                "place.id = army.place_id WHERE army.slug = '" +
                    army + "'");
}

bool hasEvent(const std::vector<DayEvent>& events, const std::string& kind,
              const std::string& words) {
    for (const DayEvent& e : events) {
        if (e.kind == kind && e.text.find(words) != std::string::npos) return true;
    }
    return false;
}

// Saint-Vaast to Crécy on foot: 27 days by Valognes, Carentan, Caen, Lisieux, Elbeuf, Rouen,
// Amiens and Abbeville, arriving 8 August 1346. Edward took 45 days and came on 26 August: he
// halted for Caen's sack and the Seine's broken bridges, which the quickest path does not.
TEST(MarchOrders, TheEnglishPathFromSaintVaastToCrecyAndItsArrivalDate) {
    TempDir dir;
    auto file = importSample(dir, "crecy-1346");
    MarchOrder order("English host", "Crécy", false);
    perform(file.db(), order);
    EXPECT_EQ(order.days(), 27);
    EXPECT_EQ(order.arrivalText(), "8 August 1346");
    ASSERT_FALSE(order.stops().empty());
    EXPECT_EQ(order.stops().front(), "Valognes");
    EXPECT_EQ(order.stops().back(), "Crécy");
    EXPECT_EQ(scalar(file.db(),
                     "SELECT count(*) FROM army_order_stop JOIN army ON army.id = "
                     "army_order_stop.army_id WHERE army.slug = 'english-host'"),
              static_cast<std::int64_t>(order.stops().size()));

    MarchOrder forced("English host", "Crécy", true);
    perform(file.db(), forced);
    EXPECT_EQ(forced.days(), 14) << "two route-days a day, rounded up";
}

TEST(MarchOrders, AdvancingMarchesDayByDayUntilTheEnglishMeetTheGarrisonOfCaen) {
    TempDir dir;
    auto file = importSample(dir, "crecy-1346");
    MarchOrder order("english-host", "crecy", false);
    perform(file.db(), order);
    RunSteps advance(30, campaignSteps());
    perform(file.db(), advance);
    // Valognes on day 1, Carentan on day 3, Caen on day 8: 20 July 1346.
    EXPECT_EQ(advance.daysRun, 8);
    EXPECT_EQ(formatDate(Reckoning::Julian, readCampaignInfo(file.db()).date), "1346-07-20");
    EXPECT_EQ(armyPlace(file.db(), "english-host"), "caen");
    EXPECT_TRUE(hasEvent(advance.events, "arrived", "English host reaches Carentan"));
    EXPECT_TRUE(hasEvent(advance.events, "contact", "Caen"));
    EXPECT_TRUE(hasEvent(advance.events, "halt", "a battle is pending at Caen"));
    EXPECT_EQ(pendingBattleLines(file.db()),
              std::vector<std::string>{
                  "a battle is pending at Caen (English host against Caen garrison)"});
    EXPECT_TRUE(checkCampaign(file.db()).empty());
}

TEST(PendingBattles, APendingBattleRefusesTheAdvanceNamingThePlaceAndTheArmies) {
    TempDir dir;
    auto file = importSample(dir, "crecy-1346");
    MarchOrder order("english-host", "caen", false);
    perform(file.db(), order);
    RunSteps toCaen(30, campaignSteps());
    perform(file.db(), toCaen);
    const TableDigests before = digestTables(file.db(), {"action"});
    RunSteps further(1, campaignSteps());
    try {
        perform(file.db(), further);
        FAIL() << "the advance went past a pending battle";
    } catch (const UserError& e) {
        EXPECT_STREQ(e.what(),
                     "a battle is pending at Caen (English host against Caen garrison): fight it "
                     "or avoid it before advancing the campaign");
    }
    EXPECT_EQ(digestTables(file.db(), {"action"}), before) << "a refused advance writes nothing";

    SettleBattle fought("caen", std::string("england"));
    perform(file.db(), fought);
    EXPECT_TRUE(pendingBattleLines(file.db()).empty());
    EXPECT_EQ(scalar(file.db(), "SELECT count(*) FROM unit_battle_result WHERE result = 'victory'"),
              scalar(file.db(),
                     "SELECT count(*) FROM unit JOIN battal ON battal.id = "
                     "unit.battal_id JOIN army ON army.id = battal.army_id WHERE "
                     "army.slug = 'english-host'"));
    RunSteps after(1, campaignSteps());
    EXPECT_NO_THROW(perform(file.db(), after));
}

// The Host of Arden marches from Greywater to Kestrel Bridge (3 days on foot) while the
// garrison of Kestrel, two days out of Castle Morvan, is ordered on to Greywater: on the third
// day they pass each other on the river-crossing and halt at its nearer end, Kestrel Bridge.
TEST(Contacts, TwoArmiesMeetOnARouteAndHaltAtItsNearerEnd) {
    TempDir dir;
    auto file = importSample(dir, "test-small");
    MarchOrder arden("arden-host", "kestrel-bridge", false);
    perform(file.db(), arden);
    MarchOrder garrison("kestrel-garrison", "greywater", false);
    perform(file.db(), garrison);
    RunSteps advance(10, campaignSteps());
    perform(file.db(), advance);
    EXPECT_EQ(advance.daysRun, 3);
    EXPECT_TRUE(hasEvent(advance.events, "contact",
                         "on the road between Greywater Ford and Kestrel Bridge"));
    EXPECT_EQ(armyPlace(file.db(), "arden-host"), "kestrel-bridge");
    EXPECT_EQ(armyPlace(file.db(), "kestrel-garrison"), "kestrel-bridge");
    EXPECT_EQ(pendingBattleLines(file.db()).size(), 1u);
}

TEST(AvoidingBattle, TheWeakerSideFallsBackByNightAndTheBattleIsNoLongerPending) {
    TempDir dir;
    auto file = importSample(dir, "test-small");
    MarchOrder arden("arden-host", "kestrel-bridge", false);
    perform(file.db(), arden);
    MarchOrder garrison("kestrel-garrison", "greywater", false);
    perform(file.db(), garrison);
    RunSteps advance(10, campaignSteps());
    perform(file.db(), advance);

    AvoidBattle strongerRefused("kestrel-bridge", "arden", "greywater");
    EXPECT_THROW(perform(file.db(), strongerRefused), UserError);
    AvoidBattle blocked("kestrel-bridge", "morvan", "greywater");
    EXPECT_THROW(perform(file.db(), blocked), UserError) << "the enemy came that way";

    const TableDigests before = digestTables(file.db(), {"action"});
    AvoidBattle away("Kestrel Bridge", "morvan", "redfield");
    perform(file.db(), away);
    EXPECT_EQ(armyPlace(file.db(), "kestrel-garrison"), "redfield");
    EXPECT_TRUE(pendingBattleLines(file.db()).empty());
    EXPECT_GT(scalar(file.db(),
                     "SELECT count(*) FROM ledger_entry WHERE what = 'deserted' AND "
                     "cause = 'march'"),
              0)
        << "stragglers of the night march";
    EXPECT_TRUE(checkCampaign(file.db()).empty());
    ASSERT_TRUE(undo(file.db()));
    EXPECT_EQ(digestTables(file.db(), {"action"}), before);
}

TEST(SplitAndMerge, UnitsAndBattalsDetachIntoANewArmyAndMergeBack) {
    TempDir dir;
    auto file = importSample(dir, "test-small");
    SplitArmy split("Host of Arden", {"Vanguard", "arden-archers"}, "Arden's Riders");
    perform(file.db(), split);
    EXPECT_EQ(armyPlace(file.db(), "arden-s-riders"), "greywater");
    EXPECT_EQ(scalar(file.db(),
                     "SELECT count(*) FROM unit JOIN battal ON battal.id = "
                     "unit.battal_id JOIN army ON army.id = battal.army_id WHERE "
                     "army.slug = 'arden-s-riders'"),
              4);  // three in the Vanguard and the longbowmen
    EXPECT_TRUE(checkCampaign(file.db()).empty());

    SplitArmy everything("arden-host", {"arden-main", "arden-van"}, "Nobody");
    EXPECT_THROW(perform(file.db(), everything), UserError);

    MergeArmies merge({"arden-host", "Arden's Riders"});
    perform(file.db(), merge);
    EXPECT_EQ(scalar(file.db(),
                     "SELECT count(*) FROM unit JOIN battal ON battal.id = "
                     "unit.battal_id JOIN army ON army.id = battal.army_id WHERE "
                     "army.slug = 'arden-host'"),
              6);
    MergeArmies acrossSides({"arden-host", "morvan-host"});
    EXPECT_THROW(perform(file.db(), acrossSides), UserError);
    EXPECT_TRUE(checkCampaign(file.db()).empty());
}

TEST(MarchActions, EachIsUndoneToTheExactTablesBefore) {
    TempDir dir;
    auto file = importSample(dir, "test-small");
    std::vector<std::unique_ptr<Action>> actions;
    // Forced to the abbey in a day; held unopposed the next, it is Arden's and men are raised.
    actions.push_back(std::make_unique<MarchOrder>("arden-host", "saint-elm", true));
    actions.push_back(std::make_unique<RunSteps>(2, campaignSteps()));
    actions.push_back(std::make_unique<SplitArmy>(
        "morvan-host", std::vector<std::string>{"morvan-rear"}, "Morvan rearguard"));
    actions.push_back(std::make_unique<Recruit>("saint-elm", "arden-spears", 10));
    actions.push_back(
        std::make_unique<MergeArmies>(std::vector<std::string>{"morvan-host", "Morvan rearguard"}));
    for (auto& action : actions) {
        const TableDigests before = digestTables(file.db(), {"action"});
        perform(file.db(), *action);
        const TableDigests after = digestTables(file.db(), {"action"});
        EXPECT_NE(after, before) << action->describe() << " changed nothing";
        ASSERT_TRUE(undo(file.db()).has_value());
        EXPECT_EQ(digestTables(file.db(), {"action"}), before) << action->describe();
        ASSERT_TRUE(redo(file.db()).has_value());
        EXPECT_EQ(digestTables(file.db(), {"action"}), after) << action->describe();
    }
}

// Migration 3 from every earlier version: a campaign written before it marches afterwards, with
// the defaults of rows it does not have (no orders, nothing owed, service from the start).
TEST(Schema, EveryEarlierVersionGainsTheMarchTablesAndMarches) {
    for (int version = 1; version < 3; ++version) {
        SQLite::Database db(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db.exec("PRAGMA foreign_keys = ON");
        const auto all = campaignMigrations();
        applyMigrations(db, std::vector<Migration>(all.begin(), all.begin() + version), "mem");
        writeSnapshot(db, seneschal::testing::sampleCampaign());
        ASSERT_EQ(applyMigrations(db, all, "mem"), MigrationResult::Upgraded);
        const LoadedMarch loaded = loadMarch(db);
        ASSERT_EQ(loaded.state.armies.size(), 1u);
        EXPECT_TRUE(loaded.state.armies.front().orders.empty());
        EXPECT_EQ(loaded.state.armies.front().place, "hougue");
        EXPECT_TRUE(loaded.state.pending.empty());
        MarchOrder order("host", "carentan", false);
        perform(db, order);
        EXPECT_EQ(order.stops(), (std::vector<std::string>{"Valognes", "Carentan"}));
        EXPECT_EQ(db.execAndGet("SELECT count(*) FROM army_order_stop").getInt64(), 2);
    }
}

}  // namespace
}  // namespace seneschal::campaign
