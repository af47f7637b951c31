// After the battle: the calendar brings the wounded back on the battle date + 14 days
// (GA-RES-WIN) and wounded leaders back (GA-LEADER-RISK), ransoms are demanded, paid in
// instalments, refused, paroled, released, executed (GA-QUARTER) or escaped from, and captives
// come home to their unit or to their side's depot. Every step is undone exactly.
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/ransom_actions.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/calendar/daily_steps.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/stores/captives.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {
using testing::kBookkeeping;
using testing::scalar;

using seneschal::testing::aubreyOutcome;
using seneschal::testing::createBattlefieldFile;
using seneschal::testing::TempDir;
using seneschal::testing::unitOutcome;

std::int64_t treasury(SQLite::Database& db, const std::string& side) {
    return scalar(db, "SELECT treasury FROM side WHERE slug = '" + side + "'");
}

std::string currentDate(SQLite::Database& db) {
    return formatDate(Reckoning::Julian, {scalar(db, "SELECT current_day FROM campaign")});
}

// Performs the action and checks that undo brings back exactly the tables before it, then
// redoes it so the test goes on.
template <typename A>
A& performUndoable(SQLite::Database& db, A& action) {
    const TableDigests before = digestTables(db, kBookkeeping);
    perform(db, action);
    EXPECT_TRUE(checkCampaign(db).empty());
    undo(db);
    EXPECT_EQ(digestTables(db, kBookkeeping), before) << action.describe();
    redo(db);
    return action;
}

class AfterTheBattle : public ::testing::Test {
  protected:
    void SetUp() override {
        ApplyBattleOutcome battle(aubreyOutcome());
        perform(db, battle);
    }
    std::int64_t captiveId(const std::string& who) {
        for (const CaptiveLine& c : readCaptives(db)) {
            if (c.who == who) return c.id;
        }
        ADD_FAILURE() << "no captive " << who;
        return 0;
    }
    TempDir dir;
    CampaignFile file = createBattlefieldFile(dir / "field.seneschal");
    SQLite::Database& db = file.db();
};

TEST_F(AfterTheBattle, GA_RES_WIN_WoundedReturnAfterExactlyFourteenDays) {
    AdvanceCalendar thirteen(13);
    performUndoable(db, thirteen);
    EXPECT_EQ(currentDate(db), "1346-09-08");
    EXPECT_EQ(scalar(db, "SELECT present FROM unit WHERE slug = 'archers'"), 910);
    AdvanceCalendar one(1);
    perform(db, one);
    EXPECT_EQ(currentDate(db), "1346-09-09");  // across the end of August
    EXPECT_EQ(scalar(db, "SELECT present FROM unit WHERE slug = 'archers'"), 960);
    EXPECT_EQ(scalar(db, "SELECT present FROM unit WHERE slug = 'english-knights'"), 366);
    EXPECT_EQ(scalar(db, "SELECT count(*) FROM wounded_batch"), 0);
    EXPECT_EQ(db.execAndGet("SELECT status FROM leader WHERE slug = 'edward'").getString(),
              "active");
    std::vector<std::string> kinds;
    for (const DayEvent& e : one.events()) {
        if (e.kind != "pay") kinds.push_back(e.kind);  // the day's pay is tested elsewhere
    }
    EXPECT_EQ(kinds,
              (std::vector<std::string>{"wounded-return", "wounded-return", "leader-recovered"}));
    EXPECT_EQ(one.events()[1].text, "50 wounded men of Archers return to duty");
    EXPECT_TRUE(checkCampaign(db).empty());
}

TEST_F(AfterTheBattle, RansomDemandsAndDeadlinesAreReportedOnTheirDay) {
    AdvanceCalendar week(7);
    perform(db, week);
    int demandDue = 0;
    for (const DayEvent& e : week.events()) {
        if (e.kind == "ransom-demand-due") {
            ++demandDue;
            EXPECT_EQ(formatDate(Reckoning::Julian, e.day), "1346-09-02");
        }
    }
    EXPECT_EQ(demandDue, 4);
    AdvanceCalendar toDeadline(173);  // 180 days after the battle, 22 February 1347
    perform(db, toDeadline);
    std::vector<DayEvent> ransomEvents;  // the daily pay is tested elsewhere
    for (const DayEvent& e : toDeadline.events()) {
        if (e.kind != "pay") ransomEvents.push_back(e);
    }
    ASSERT_FALSE(ransomEvents.empty());
    const DayEvent& last = ransomEvents.back();
    EXPECT_EQ(last.kind, "ransom-due");
    EXPECT_EQ(formatDate(Reckoning::Julian, last.day), "1347-02-22");  // across the year end
    EXPECT_NE(last.text.find("Jean"), std::string::npos) << last.text;
    EXPECT_NE(last.text.find("8,000 pounds"), std::string::npos) << last.text;
}

TEST(Calendar, AdvanceCountsLeapDaysExactly) {
    TempDir dir;
    auto file = CampaignFile::create(dir / "leap.seneschal");
    writeSnapshot(file.db(), testing::battlefieldCampaign("1348-02-20"));
    // Keep the two hosts apart, or they meet at Aubrey on the first day and the advance halts.
    file.db().exec(
        "UPDATE army SET place_id = (SELECT id FROM place WHERE slug = 'rue') "
        "WHERE slug = 'french-host'");
    AdvanceCalendar advance(14);
    perform(file.db(), advance);
    EXPECT_EQ(currentDate(file.db()), "1348-03-05");  // 1348 is a leap year: 29 February
    EXPECT_EQ(advance.describe(), "Advance the calendar to 5 March 1348");
}

// Stops the advance on its second day, as a contact between armies will.
class HaltOnSecondDay : public DailyStep {
  public:
    const char* name() const override { return "contact"; }
    bool runDay(ActionContext&, DayNumber, std::vector<DayEvent>& events) override {
        if (++days_ < 2) return true;
        events.push_back({{}, "contact", "two armies meet"});
        return false;
    }

  private:
    int days_ = 0;
};

TEST(DailySteps, AStepReturningFalseHaltsTheAdvanceAfterThatDay) {
    TempDir dir;
    auto file = createBattlefieldFile(dir / "c.seneschal");
    std::vector<std::unique_ptr<DailyStep>> steps;
    steps.push_back(std::make_unique<HaltOnSecondDay>());
    AdvanceCalendar advance(10, std::move(steps));
    perform(file.db(), advance);
    EXPECT_EQ(advance.daysAdvanced(), 2);
    EXPECT_EQ(advance.haltedBy(), "contact");
    EXPECT_EQ(currentDate(file.db()), "1346-08-28");
}

TEST(DailySteps, EveryStepRunsInOrder) {
    std::vector<std::string> names;
    for (const auto& step : dailySteps()) names.push_back(step->name());
    EXPECT_EQ(names,
              (std::vector<std::string>{"pending battles", "march", "wounded-return",
                                        "leader-recovery", "ransom-due", "pay", "feudal service"}));
}

TEST_F(AfterTheBattle, DemandThenPayInInstalmentsMovesTheMoneyAndBringsTheLeaderHome) {
    const std::int64_t jean = captiveId("Jean");
    RansomCaptive demand(RansomVerb::Demand, jean);
    performUndoable(db, demand);
    EXPECT_EQ(readCaptive(db, jean).status, CaptiveStatus::Demanded);
    RansomCaptive first(RansomVerb::Pay, jean, 3000);
    performUndoable(db, first);
    EXPECT_EQ(treasury(db, "france"), 6000);
    EXPECT_EQ(treasury(db, "england"), 8000);
    EXPECT_EQ(readCaptive(db, jean).status, CaptiveStatus::PartPaid);
    EXPECT_EQ(db.execAndGet("SELECT status FROM leader WHERE slug = 'jean'").getString(),
              "captive");
    RansomCaptive rest(RansomVerb::Pay, jean);
    performUndoable(db, rest);
    EXPECT_EQ(treasury(db, "france"), 1000);
    EXPECT_EQ(treasury(db, "england"), 13000);
    EXPECT_EQ(readCaptive(db, jean).status, CaptiveStatus::Paid);
    EXPECT_EQ(readCaptive(db, jean).paid, 8000);
    EXPECT_EQ(db.execAndGet("SELECT status FROM leader WHERE slug = 'jean'").getString(), "active");
    // The demand; two entries (payer, captor) for each payment; Jean's status.
    EXPECT_EQ(scalar(db, "SELECT count(*) FROM ledger_entry WHERE cause = 'ransom'"), 6);
    EXPECT_GE(scalar(db, "SELECT count(*) FROM chronicle WHERE kind LIKE 'ransom-%'"), 3);
}

TEST_F(AfterTheBattle, AnEmptyOrShortTreasuryIsRefusedWithAClearMessage) {
    const std::int64_t jean = captiveId("Jean");
    db.exec("UPDATE side SET treasury = 5000 WHERE slug = 'france'");
    RansomCaptive tooMuch(RansomVerb::Pay, jean);
    try {
        perform(db, tooMuch);
        ADD_FAILURE();
    } catch (const UserError& e) {
        EXPECT_STREQ(e.what(),
                     "France cannot pay 8,000 pounds for Jean: its treasury holds only 5,000 "
                     "pounds (pay an instalment with --amount)");
    }
    db.exec("UPDATE side SET treasury = 0 WHERE slug = 'france'");
    RansomCaptive empty(RansomVerb::Pay, jean, 10);
    try {
        perform(db, empty);
        ADD_FAILURE();
    } catch (const UserError& e) {
        EXPECT_STREQ(e.what(), "the treasury of France is empty: it cannot pay 10 pounds for Jean");
    }
    EXPECT_EQ(readCaptive(db, jean).paid, 0);
}

TEST_F(AfterTheBattle, AGameMasterMaySetAnotherRansomWhenDemanding) {
    const std::int64_t batch = captiveId("40 men of French knights");
    RansomCaptive demand(RansomVerb::Demand, batch, 2500);
    perform(db, demand);
    EXPECT_EQ(readCaptive(db, batch).ransom, 2500);
    RansomCaptive pay(RansomVerb::Pay, batch);
    perform(db, pay);
    // The unit still exists: the men rejoin it.
    EXPECT_EQ(scalar(db, "SELECT present FROM unit WHERE slug = 'french-knights'"), 200);
    EXPECT_EQ(treasury(db, "england"), 7500);
}

TEST_F(AfterTheBattle, ParoleReleaseEscapeAndRefuseEachSetTheirStatus) {
    const std::int64_t a = captiveId("40 men of French knights");
    const std::int64_t b = captiveId("20 men of French knights");
    const std::int64_t c = captiveId("10 men of French knights");
    const std::int64_t jean = captiveId("Jean");
    RansomCaptive parole(RansomVerb::Parole, a);
    performUndoable(db, parole);
    EXPECT_EQ(readCaptive(db, a).status, CaptiveStatus::Paroled);
    RansomCaptive payLater(RansomVerb::Pay, a);
    perform(db, payLater);  // the paroled still owe their ransom
    EXPECT_EQ(readCaptive(db, a).status, CaptiveStatus::Paid);
    RansomCaptive release(RansomVerb::Release, b);
    performUndoable(db, release);
    EXPECT_EQ(readCaptive(db, b).status, CaptiveStatus::Released);
    RansomCaptive escape(RansomVerb::Escape, c);
    performUndoable(db, escape);
    EXPECT_EQ(readCaptive(db, c).status, CaptiveStatus::Escaped);
    EXPECT_EQ(scalar(db, "SELECT present FROM unit WHERE slug = 'french-knights'"), 230);
    EXPECT_EQ(scalar(db, "SELECT count(*) FROM captive_batch"), 0);
    RansomCaptive refuse(RansomVerb::Refuse, jean);
    performUndoable(db, refuse);
    EXPECT_EQ(readCaptive(db, jean).status, CaptiveStatus::Refused);
    RansomCaptive again(RansomVerb::Escape, c);
    EXPECT_THROW(perform(db, again), UserError);
}

TEST_F(AfterTheBattle, ALeaderMayBeExecutedMenOnlyByTheirSocialSuperiors) {
    const std::int64_t jean = captiveId("Jean");
    RansomCaptive executeJean(RansomVerb::Execute, jean);
    performUndoable(db, executeJean);
    EXPECT_EQ(db.execAndGet("SELECT status FROM leader WHERE slug = 'jean'").getString(), "dead");
    const std::int64_t knights = captiveId("20 men of French knights");
    RansomCaptive noOne(RansomVerb::Execute, knights);
    EXPECT_THROW(perform(db, noOne), UserError);
    RansomCaptive equals(RansomVerb::Execute, knights, std::nullopt, "English knights");
    try {
        perform(db, equals);
        ADD_FAILURE();
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("GA-QUARTER"), std::string::npos) << e.what();
    }
}

class Levy : public ::testing::Test {
  protected:
    // The levy (Feudal D) and the whole of the crossbowmen are taken by England.
    void SetUp() override {
        battle::BattleOutcome outcome;
        outcome.place = "Aubrey";
        outcome.winner = "england";
        outcome.units = {unitOutcome("English knights", "england", 400, 0, 0, 0, 0, "", 0, 0),
                         unitOutcome("Levy", "france", 610, 0, 0, 0, 2, "england", 0, 0),
                         unitOutcome("Crossbowmen", "france", 40, 0, 0, 0, 2, "england", 0, 0,
                                     battle::UnitEndState::Destroyed)};
        ApplyBattleOutcome battle(outcome);
        perform(db, battle);
    }
    TempDir dir;
    CampaignFile file = createBattlefieldFile(dir / "field.seneschal");
    SQLite::Database& db = file.db();
};

TEST_F(Levy, GA_QUARTER_InferiorsMayBeExecutedByTheirSuperiors) {
    const std::int64_t levy = readCaptives(db)[0].id;
    RansomCaptive execute(RansomVerb::Execute, levy, std::nullopt, "English knights");
    performUndoable(db, execute);
    EXPECT_EQ(scalar(db, "SELECT dead FROM unit WHERE slug = 'levy'"), 40);
    EXPECT_EQ(readCaptive(db, levy).status, CaptiveStatus::Executed);
}

TEST_F(Levy, MenWhoseUnitIsGoneComeHomeToTheirSidesDepot) {
    const CaptiveLine crossbowmen = readCaptives(db)[1];
    ASSERT_EQ(crossbowmen.who, "40 men of Crossbowmen");
    RansomCaptive release(RansomVerb::Release, crossbowmen.id);
    performUndoable(db, release);
    EXPECT_EQ(scalar(db, "SELECT present FROM unit WHERE slug = 'crossbowmen'"), 0);
    // The depot is where France's largest army stands: Rue, where it withdrew after the battle.
    EXPECT_EQ(scalar(db, "SELECT men FROM depot_batch"), 40);
    EXPECT_EQ(scalar(db,
                     "SELECT place.slug = 'rue' FROM depot_batch JOIN place ON "
                     "place.id = depot_batch.place_id"),
              1);
    EXPECT_TRUE(checkCampaign(db).empty());
}

TEST_F(Levy, MassReleaseFreesEveryCaptiveOfTheCaptor) {
    MassRelease release("england");
    performUndoable(db, release);
    EXPECT_EQ(release.describe(), "Release 2 captives held by England");
    EXPECT_EQ(scalar(db, "SELECT count(*) FROM captive WHERE status = 'released'"), 2);
    EXPECT_EQ(scalar(db, "SELECT present FROM unit WHERE slug = 'levy'"), 610);
    MassRelease none("england");
    EXPECT_THROW(perform(db, none), UserError);
}

}  // namespace
}  // namespace seneschal::campaign
