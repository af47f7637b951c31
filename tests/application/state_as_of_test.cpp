// The campaign as of a day (issue 31, item 9): one `stateAsOf` works any past day back from
// today's roster through the ledger, and the muster roll, losses and treasury reports lay out
// what it gives. Checked on a campaign that has lived: a day passes, a battle is fought and
// applied, four weeks go by (the wounded return, pay is drawn), and one action is undone.
#include "campaign/history/state_as_of.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>

#include "application/battles/campaign_battle.hpp"
#include "application/orders/calendar_orders.hpp"
#include "application/orders/history.hpp"
#include "application/reports/campaign_reports.hpp"
#include "base/errors.hpp"
#include "campaign/stores/listings.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/document.hpp"
#include "reports/report_words.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::application {
namespace {

using campaign::CampaignOnDay;
using campaign::DayNumber;
using campaign::Men;

Men allMen(const campaign::UnitRow& u) {
    return u.present + u.wounded + u.captive + u.dead + u.deserted;
}

std::map<std::string, Men> totals(const CampaignOnDay& state) {
    std::map<std::string, Men> t;
    for (const campaign::UnitOnDay& u : state.units) {
        t["present"] += u.unit.present;
        t["wounded"] += u.unit.wounded;
        t["captive"] += u.unit.captive;
        t["dead"] += u.unit.dead;
        t["deserted"] += u.unit.deserted;
    }
    return t;
}

class StateAsOf : public ::testing::Test {
  protected:
    void SetUp() override {
        start = campaign::readCampaignInfo(db).date;
        AdvanceRequest oneDay;
        oneDay.days = 1;
        advanceCalendar(file, oneDay);
        battleDay = campaign::readCampaignInfo(db).date;
        // The first seed whose battle wounds somebody and costs a leader his freedom, his
        // health or his life (GA-RES-WIN/LOSE, GA-LEADER-RISK).
        for (std::uint64_t seed = 1; seed <= 200 && chosen == 0; ++seed) {
            CampaignBattleRequest request;
            request.place = "aubrey";
            request.seed = seed;
            request.dryRun = true;
            const CampaignBattle tried = fightCampaignBattle(file, request);
            bool leaderHarmed = false;
            for (const battle::LeaderOutcome& l : tried.resolved.outcome.leaders) {
                if (l.fate != battle::LeaderFate::Unharmed) leaderHarmed = true;
            }
            if (leaderHarmed && tried.report.preview.find(" wounded") != std::string::npos) {
                chosen = seed;
            }
        }
        ASSERT_NE(chosen, 0u) << "some seed of two hundred wounds men and harms a leader";
        CampaignBattleRequest request;
        request.place = "aubrey";
        request.seed = chosen;
        fightCampaignBattle(file, request);
        AdvanceRequest weeks;
        weeks.days = 28;
        advanceCalendar(file, weeks);
        today = campaign::readCampaignInfo(db).date;
    }

    seneschal::testing::TempDir dir;
    campaign::CampaignFile file =
        seneschal::testing::createBattlefieldFile(dir / "field.seneschal");
    SQLite::Database& db = file.db();
    DayNumber start, battleDay, today;
    std::uint64_t chosen = 0;
};

TEST_F(StateAsOf, TodayIsTheRosterToTheMan) {
    const CampaignOnDay now = campaign::stateAsOf(db);
    EXPECT_TRUE(now.today);
    EXPECT_EQ(now.day, today);
    std::map<std::string, Men> roster;
    for (const campaign::RosterLine& line : campaign::readRoster(db, std::nullopt)) {
        roster["present"] += line.present;
        roster["wounded"] += line.wounded;
        roster["captive"] += line.captive;
        roster["dead"] += line.dead;
        roster["deserted"] += line.deserted;
    }
    EXPECT_EQ(totals(now), roster);
}

TEST_F(StateAsOf, EveryDayHoldsTheSameMen_MovedBetweenStatesNeverMadeOrLost) {
    const CampaignOnDay now = campaign::stateAsOf(db);
    std::map<std::int64_t, Men> men;
    for (const campaign::UnitOnDay& u : now.units) men[u.unit.key] = allMen(u.unit);
    for (DayNumber day = start; day <= today; day = day.plusDays(1)) {
        const CampaignOnDay state = campaign::stateAsOf(db, day);
        ASSERT_EQ(state.units.size(), now.units.size());
        Men sidesPresent = 0;
        for (const campaign::SideOnDay& s : state.sides) sidesPresent += s.present;
        EXPECT_EQ(sidesPresent, totals(state)["present"]) << day.value;
        for (const campaign::UnitOnDay& u : state.units) {
            EXPECT_EQ(allMen(u.unit), men[u.unit.key]) << u.unit.unit << " on day " << day.value;
            EXPECT_GE(u.unit.present, 0) << u.unit.unit;
            EXPECT_GE(u.unit.wounded, 0) << u.unit.unit;
        }
    }
}

TEST_F(StateAsOf, GA_RES_TheEveOfTheBattleHasNoLossesAndEveryLeaderActive_TheBattleDayHasThem) {
    const CampaignOnDay eve = campaign::stateAsOf(db, battleDay.plusDays(-1));
    const CampaignOnDay fought = campaign::stateAsOf(db, battleDay);
    EXPECT_FALSE(eve.today);
    EXPECT_EQ(totals(eve)["dead"], 0);
    EXPECT_EQ(totals(eve)["wounded"], 0);
    EXPECT_EQ(totals(eve)["captive"], 0);
    EXPECT_GT(totals(fought)["wounded"], 0) << "seed " << chosen;
    EXPECT_LT(totals(fought)["present"], totals(eve)["present"]);
    for (const campaign::LeaderRow& l : eve.leaders) {
        EXPECT_EQ(l.status, campaign::LeaderStatus::Active) << l.name << " on the eve";
    }
    int harmed = 0;
    for (const campaign::LeaderRow& l : fought.leaders) {
        if (l.status != campaign::LeaderStatus::Active) ++harmed;
    }
    EXPECT_GT(harmed, 0) << "seed " << chosen << " harms a leader";
}

TEST_F(StateAsOf, GA_RES_WOUNDED_TheBattleDaysWoundedReturnAfterItOnTheDaysTheCalendarBroughtThem) {
    const CampaignOnDay fought = campaign::stateAsOf(db, battleDay);
    const CampaignOnDay now = campaign::stateAsOf(db);
    std::map<std::int64_t, Men> woundedNow;
    for (const campaign::UnitOnDay& u : now.units) woundedNow[u.unit.key] = u.unit.wounded;
    int told = 0;
    for (const campaign::UnitOnDay& u : fought.units) {
        Men returning = 0;
        for (const auto& [day, men] : u.returns) {
            EXPECT_LT(battleDay, day) << u.unit.unit;
            EXPECT_GT(men, 0) << u.unit.unit;
            returning += men;
        }
        EXPECT_EQ(returning, u.unit.wounded) << u.unit.unit << ": every wounded man returns";
        if (u.unit.wounded > 0) ++told;
    }
    EXPECT_GT(told, 0);
    // Four weeks on the battle's wounded are back: those wounded still are a later battle's (none).
    Men stillWounded = 0;
    for (const auto& [key, men] : woundedNow) stillWounded += men;
    EXPECT_LT(stillWounded, totals(fought)["wounded"]);
}

TEST_F(StateAsOf, ATreasuryOnADayIsTodaysLessWhatWasSpentAndEarnedSince) {
    const CampaignOnDay now = campaign::stateAsOf(db);
    const campaign::TreasuryHistory history = campaign::treasuryHistory(db);
    const std::vector<campaign::TotalsOnDay> series =
        campaign::totalsByDay(history.asSideChanges(), start, today);
    ASSERT_FALSE(series.empty());
    EXPECT_EQ(series.front().day, start);
    EXPECT_EQ(series.back().day, today);
    for (const campaign::SideOnDay& s : now.sides) {
        EXPECT_EQ(series.back().bySide.at(s.side.key), s.side.treasury) << s.side.name;
    }
    // Every point of the chart is the treasury stateAsOf gives for its day.
    bool changed = false;
    for (const campaign::TotalsOnDay& point : series) {
        const CampaignOnDay state = campaign::stateAsOf(db, point.day);
        for (const campaign::SideOnDay& s : state.sides) {
            EXPECT_EQ(point.bySide.at(s.side.key), s.side.treasury)
                << s.side.name << " on day " << point.day.value;
            if (s.side.treasury != now.sides.front().side.treasury &&
                s.side.key == now.sides.front().side.key) {
                changed = true;
            }
        }
    }
    EXPECT_TRUE(changed) << "four weeks of pay change a treasury";
}

TEST_F(StateAsOf, MenPresentByDayAreTheDaysRoll) {
    const CampaignOnDay now = campaign::stateAsOf(db);
    std::vector<campaign::UnitRow> units;
    for (const campaign::UnitOnDay& u : now.units) units.push_back(u.unit);
    for (const campaign::TotalsOnDay& point :
         campaign::totalsByDay(campaign::presentHistory(db, units), start, today)) {
        const CampaignOnDay state = campaign::stateAsOf(db, point.day);
        for (const campaign::SideOnDay& s : state.sides) {
            EXPECT_EQ(point.bySide.at(s.side.key), s.present)
                << s.side.name << " on day " << point.day.value;
        }
    }
}

TEST_F(StateAsOf, AnUndoneActionNeverHappened) {
    std::vector<std::map<std::string, Men>> before;
    for (DayNumber day = start; day <= today; day = day.plusDays(1)) {
        before.push_back(totals(campaign::stateAsOf(db, day)));
    }
    // A recruit or a battle undone is taken back from every day; here the four weeks' advance.
    ASSERT_TRUE(undoLastAction(file).has_value());
    const DayNumber back = campaign::readCampaignInfo(db).date;
    ASSERT_LT(back, today);
    std::size_t i = 0;
    for (DayNumber day = start; day <= back; day = day.plusDays(1), ++i) {
        if (day < back) {
            EXPECT_EQ(totals(campaign::stateAsOf(db, day)), before[i]) << day.value;
        }
    }
    EXPECT_EQ(totals(campaign::stateAsOf(db, back)), totals(campaign::stateAsOf(db)));
}

TEST_F(StateAsOf, ADayOutsideTheCampaignIsRefusedNamingTheOption) {
    for (const DayNumber day : {start.plusDays(-1), today.plusDays(1)}) {
        try {
            campaign::stateAsOf(db, day, "--as-of");
            FAIL() << "day " << day.value;
        } catch (const UserError& e) {
            EXPECT_NE(std::string(e.what()).find("--as-of"), std::string::npos) << e.what();
            EXPECT_NE(std::string(e.what()).find("outside the campaign"), std::string::npos);
        }
    }
}

// The muster roll of a past day is that day's state, to the man, as the report prints it.
TEST_F(StateAsOf, TheMusterRollOfAPastDayIsStateAsOfThatDay) {
    CampaignReportRequest request;
    request.kind = "muster";
    request.asOf = campaign::formatDate(campaign::Reckoning::Julian, battleDay);
    const reports::Document document = campaignReport(file, request);
    const std::map<std::string, Men> t = totals(campaign::stateAsOf(db, battleDay));
    std::map<std::string, std::string> facts;
    for (const reports::Block& block : document.blocks()) {
        for (const reports::Fact& fact : block.facts) facts[fact.label] = fact.value;
    }
    EXPECT_EQ(facts["Present"], reports::menText(t.at("present")));
    EXPECT_EQ(facts["Wounded"], reports::menText(t.at("wounded")));
    EXPECT_EQ(facts["Held captive"], reports::menText(t.at("captive")));
    EXPECT_EQ(facts["Dead"], reports::menText(t.at("dead")));
}

// No report works a day back on its own: the ledger's changes after a day are read only here.
TEST(StateAsOfSources, NoReportReadsTheLedgersChangesItself) {
    const std::filesystem::path root = SENESCHAL_SOURCE_DIR;
    for (const auto& entry : std::filesystem::directory_iterator(root / "reports")) {
        std::ifstream in(entry.path());
        const std::string text((std::istreambuf_iterator<char>(in)), {});
        for (const char* read : {"readUnitChangesAfter", "readLeaderChanges", "readMoneyChanges",
                                 "readPresentChangesBySide", "readTreasuryChangesAfter"}) {
            EXPECT_EQ(text.find(read), std::string::npos)
                << entry.path().filename() << " calls " << read;
        }
    }
}

}  // namespace
}  // namespace seneschal::application
