// Keeping an army in the campaign file: pay and arrears from a treasury kept in pounds and
// pence, feudal service running out, recruiting, and GA-OPT-CAMPAIGN factors from the campaign.
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/battles/battle_factors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/stores/march_treasury.hpp"
#include "tests/campaign/step_driver.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {
using testing::kSmallScenario;
using testing::scalar;

using seneschal::testing::only;
using seneschal::testing::RunSteps;
using seneschal::testing::TempDir;

CampaignFile importSmall(const TempDir& dir) {
    importScenario(kSmallScenario, dir / "c.seneschal", false);
    return CampaignFile::open(dir / "c.seneschal");
}

std::int64_t sideKey(SQLite::Database& db, const std::string& slug) {
    return scalar(db, "SELECT id FROM side WHERE slug = '" + slug + "'");
}

// The longbowmen of Arden (600 Regular infantry, class B) draw 6d a man a day: 3600d = £15.
TEST(Pay, ADaysPayComesOutOfTheTreasuryInPoundsAndPence) {
    TempDir dir;
    auto file = importSmall(dir);
    const auto before = sidePence(file.db(), sideKey(file.db(), "arden"),
                                  rulesOf(file.db()).strategy.pencePerPound);
    EXPECT_EQ(before, 4000 * 240);
    RunSteps day(1, only<PayStep>());
    perform(file.db(), day);
    EXPECT_EQ(sidePence(file.db(), sideKey(file.db(), "arden"),
                        rulesOf(file.db()).strategy.pencePerPound),
              before - 600 * 6);
    EXPECT_EQ(scalar(file.db(), "SELECT treasury FROM side WHERE slug = 'arden'"), 3985);
}

TEST(Pay, AnEmptyTreasuryRunsUpArrearsThatShowInTheCampaignFactorsAndArePaidOff) {
    TempDir dir;
    auto file = importSmall(dir);
    file.db().exec("UPDATE side SET treasury = 0 WHERE slug = 'arden'");
    RunSteps weeks(15, only<PayStep>());
    perform(file.db(), weeks);
    EXPECT_EQ(scalar(file.db(),
                     "SELECT arrears_days FROM unit_upkeep JOIN unit ON unit.id = "
                     "unit_upkeep.unit_id WHERE unit.slug = 'arden-archers'"),
              15);
    EXPECT_EQ(scalar(file.db(),
                     "SELECT arrears_pence FROM unit_upkeep JOIN unit ON unit.id = "
                     "unit_upkeep.unit_id WHERE unit.slug = 'arden-archers'"),
              15 * 3600);
    const auto factors = battleFactors(
        file.db(), "greywater", DayNumber{scalar(file.db(), "SELECT current_day FROM campaign")});
    bool sawArrears = false;
    for (const UnitBattleFactors& unit : factors) {
        if (unit.unit != "arden-archers") continue;
        ASSERT_FALSE(unit.factors.lines.empty());
        EXPECT_EQ(unit.factors.lines.front().id, "arrears");
        EXPECT_EQ(unit.factors.total, -1);  // Regulars: -1 beyond 14 days
        sawArrears = true;
    }
    EXPECT_TRUE(sawArrears);

    file.db().exec("UPDATE side SET treasury = 100 WHERE slug = 'arden'");
    PayArrears pay("Earldom of Arden", std::nullopt);
    perform(file.db(), pay);
    EXPECT_EQ(pay.describe(),
              "Pay £100 of arrears to 1 unit of Earldom of Arden (£125 still owed)");
    EXPECT_EQ(sidePence(file.db(), sideKey(file.db(), "arden"),
                        rulesOf(file.db()).strategy.pencePerPound),
              0);
}

// Test-small starts on 1 May 1350: feudal service of 40 days runs out on 9 June. Past it, the
// campaign's seeded dice send men home day after day, as desertion with its cause.
TEST(FeudalService, PastFortyDaysMenGoHomeAsDesertersWithTheirCause) {
    TempDir dir;
    auto file = importSmall(dir);
    const std::int64_t deserted = scalar(file.db(), "SELECT sum(deserted) FROM unit");
    RunSteps inService(37, only<FeudalServiceStep>());  // to 9 June, the fortieth day
    perform(file.db(), inService);
    EXPECT_EQ(scalar(file.db(), "SELECT sum(deserted) FROM unit"), deserted);
    RunSteps over(20, only<FeudalServiceStep>());
    perform(file.db(), over);
    EXPECT_GT(scalar(file.db(), "SELECT sum(deserted) FROM unit"), deserted);
    EXPECT_GT(scalar(file.db(),
                     "SELECT count(*) FROM ledger_entry WHERE what = 'deserted' AND "
                     "note LIKE 'feudal service of 40 days over%'"),
              0);
    EXPECT_EQ(scalar(file.db(),
                     "SELECT sum(deserted) FROM unit JOIN battal ON battal.id = "
                     "unit.battal_id WHERE unit.slug = 'arden-archers'"),
              0)
        << "Regulars draw pay and owe no service";
    EXPECT_TRUE(checkCampaign(file.db()).empty());
}

TEST(FeudalService, TheSameCampaignRollsTheSameDice) {
    TempDir one, two;
    auto a = importSmall(one);
    auto b = importSmall(two);
    RunSteps first(60, only<FeudalServiceStep>());
    RunSteps second(60, only<FeudalServiceStep>());
    perform(a.db(), first);
    perform(b.db(), second);
    EXPECT_EQ(scalar(a.db(), "SELECT sum(deserted) FROM unit"),
              scalar(b.db(), "SELECT sum(deserted) FROM unit"));
}

TEST(Recruiting, NewUnitsAndReinforcementsArePaidForAtAPlaceOfOnesSide) {
    TempDir dir;
    auto file = importSmall(dir);
    Recruit elsewhere("ardenford", "arden-spears", 10);
    EXPECT_THROW(perform(file.db(), elsewhere), UserError) << "the host stands at Greywater";
    file.db().exec(
        "UPDATE place SET owner_side_id = (SELECT id FROM side WHERE slug = 'arden') "
        "WHERE slug = 'greywater'");
    // Feudal infantry class C: 24d a man.
    Recruit reinforce("greywater", "arden-spears", 100);
    perform(file.db(), reinforce);
    EXPECT_EQ(sidePence(file.db(), sideKey(file.db(), "arden"),
                        rulesOf(file.db()).strategy.pencePerPound),
              4000 * 240 - 2400);
    Recruit raise("greywater", NewUnitRequest{"Kentish archers", "longbowmen", "B", "arden-host"},
                  50);
    perform(file.db(), raise);
    EXPECT_EQ(scalar(file.db(), "SELECT present FROM unit WHERE name = 'Kentish archers'"), 50);
    Recruit tooDear("greywater", NewUnitRequest{"Dear knights", "knights", "A", "arden-host"},
                    5000);
    EXPECT_THROW(perform(file.db(), tooDear), UserError);
    EXPECT_TRUE(checkCampaign(file.db()).empty());
}

// GA-OPT-CAMPAIGN: forced march yesterday -1, a defeat three days ago -1, its leader captive -1
// and arrears would make -4 (the seed caps the total at -2).
TEST(GA_OPT_CAMPAIGN, FactorsFromTheCampaignFileAreCappedAtTwo) {
    TempDir dir;
    auto file = importSmall(dir);
    SQLite::Database& db = file.db();
    const std::int64_t today = scalar(db, "SELECT current_day FROM campaign");
    db.exec("INSERT INTO army_march (army_id, forced, last_forced_day) SELECT id, 0, " +
            std::to_string(today - 1) + " FROM army WHERE slug = 'morvan-host'");
    db.exec("INSERT INTO unit_battle_result (unit_id, day, place_id, result) SELECT unit.id, " +
            std::to_string(today - 3) +
            ", (SELECT id FROM place WHERE slug = 'saint-elm'), 'defeat' FROM unit "
            "WHERE slug = 'morvan-crossbows'");
    db.exec(
        "UPDATE leader SET status = 'captive', captor_side_id = (SELECT id FROM side WHERE "
        "slug = 'arden') WHERE id = (SELECT leader_id FROM unit WHERE slug = "
        "'morvan-crossbows')");
    db.exec(
        "INSERT INTO unit_upkeep (unit_id, arrears_pence, arrears_days) SELECT id, 100, 10 "
        "FROM unit WHERE slug = 'morvan-crossbows'");
    const auto factors = battleFactors(db, "Redfield", DayNumber{today});
    const auto totals = factorsByUnit(factors);
    ASSERT_EQ(totals.count("morvan-crossbows"), 1u);
    EXPECT_EQ(totals.at("morvan-crossbows"), -2);
    for (const UnitBattleFactors& unit : factors) {
        if (unit.unit != "morvan-crossbows") continue;
        EXPECT_EQ(unit.factors.sum, -5);
        EXPECT_NE(unit.factors.describe().find("capped from -5"), std::string::npos)
            << unit.factors.describe();
    }
    EXPECT_EQ(totals.at("morvan-levy"), -1) << "only the forced march";
}

}  // namespace
}  // namespace seneschal::campaign
