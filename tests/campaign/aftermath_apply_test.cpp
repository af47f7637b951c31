// Applying a battle's outcome to the roster (GA-RES-WIN, GA-RES-LOSE, GA-QUARTER,
// GA-LEADER-RISK, GA-RES-COMP). Every number is worked by hand from the seed's text at 20 men
// a figure (GA-SCALE), for the battle at Aubrey of battlefield_campaign.hpp:
//
// English knights (winner, 400 men, Knightly cavalry): removed 3 figures = 60 men -> 30 dead,
//   30 wounded back on day + 14; routed 2 = 40 -> 4 desert (1/10), 36 rally; 4 pursued off
//   = 80 return; remainder 7 return. Present 400 - 30 - 30 - 4 = 336.
// Archers (winner, 1010 = 50 figures + 10 odd men): removed 5 = 100 -> 50 dead, 50 wounded.
//   Present 910.
// Cavalry in hand: England 11, France 3 + 2 = 5: France loses 6 extra figures, shared over its
//   standing figures (knights 15-4-2-1 = 8, men-at-arms 25-10-4 = 11, levy 30-6-10 = 14, of
//   33): quotas 1.45, 2.00, 2.55 -> 1, 2, 2 and the sixth to the largest remainder (levy):
//   1, 2, 3.
// French knights (loser, Knightly): removed 4 = 80 -> 40 held for ransom, 40 dead; routed 2 =
//   40 -> 20 desert; captured 1 = 20 held by England (GA-QUARTER); extra 1 figure = 20 ->
//   10 held, 10 dead. Dead 50, captive 70, deserted 20, present 300 - 140 = 160.
// Men-at-arms (loser, Feudal): removed 10 = 200 dead; routed 4 = 80 -> 40 desert; extra 2 =
//   40 dead. Dead 240, deserted 40, present 220.
// Levy (loser, 610 = 30 figures + 10 odd men): removed 6 = 120 dead; routed 10 = 200 -> 100
//   desert; extra 3 = 60 dead. Dead 180, deserted 100, present 330.
// Leaders: Jean (count) taken by England, ransom 8000 (campaign.xml); Hugh killed; Edward
//   wounded until 26 August + 14 = 9 September 1346.
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <cstdlib>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/battles/battle_factors.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/chronicle.hpp"
#include "campaign/stores/repository.hpp"
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

std::int64_t unitColumn(SQLite::Database& db, const std::string& unit, const std::string& column) {
    return scalar(db, "SELECT " + column + " FROM unit WHERE slug = '" + unit + "'");
}

std::int64_t held(SQLite::Database& db, const std::string& unit) {
    return scalar(db,
                  "SELECT coalesce(sum(men), 0) FROM captive_batch JOIN unit ON "
                  "unit.id = unit_id WHERE unit.slug = '" +
                      unit + "'");
}

std::int64_t wounded(SQLite::Database& db, const std::string& unit) {
    return scalar(db,
                  "SELECT coalesce(sum(men), 0) FROM wounded_batch JOIN unit ON "
                  "unit.id = unit_id WHERE unit.slug = '" +
                      unit + "'");
}

bool previewHas(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

class AftermathApply : public ::testing::Test {
  protected:
    TempDir dir;
    CampaignFile file = createBattlefieldFile(dir / "field.seneschal");
    SQLite::Database& db = file.db();
};

TEST_F(AftermathApply, GA_RES_WIN_WinnersRemovedAreHalfDeadHalfWoundedAndATenthOfTheRoutedDesert) {
    ApplyBattleOutcome action(aubreyOutcome());
    perform(db, action);
    EXPECT_EQ(unitColumn(db, "english-knights", "present"), 336);
    EXPECT_EQ(unitColumn(db, "english-knights", "dead"), 30);
    EXPECT_EQ(wounded(db, "english-knights"), 30);
    EXPECT_EQ(unitColumn(db, "english-knights", "deserted"), 4);
    // Odd count: 1010 men, 10 odd men stay with the colours.
    EXPECT_EQ(unitColumn(db, "archers", "present"), 910);
    EXPECT_EQ(unitColumn(db, "archers", "dead"), 50);
    EXPECT_EQ(wounded(db, "archers"), 50);
    EXPECT_EQ(scalar(db, "SELECT DISTINCT returns_day FROM wounded_batch"),
              parseDate(Reckoning::Julian, "1346-09-09").value);
    EXPECT_TRUE(checkCampaign(db).empty());
}

TEST_F(AftermathApply,
       GA_RES_LOSE_KnightsRemovedAreHalfHeldForRansomAndTheCavalryDifferenceIsShared) {
    ApplyBattleOutcome action(aubreyOutcome());
    perform(db, action);
    EXPECT_EQ(unitColumn(db, "french-knights", "dead"), 50);
    EXPECT_EQ(held(db, "french-knights"), 70);
    EXPECT_EQ(unitColumn(db, "french-knights", "deserted"), 20);
    EXPECT_EQ(unitColumn(db, "french-knights", "present"), 160);
    // Without Knights: every figure removed is dead, half the routed desert.
    EXPECT_EQ(unitColumn(db, "men-at-arms", "dead"), 240);
    EXPECT_EQ(unitColumn(db, "men-at-arms", "deserted"), 40);
    EXPECT_EQ(unitColumn(db, "men-at-arms", "present"), 220);
    EXPECT_EQ(unitColumn(db, "levy", "dead"), 180);
    EXPECT_EQ(unitColumn(db, "levy", "deserted"), 100);
    EXPECT_EQ(unitColumn(db, "levy", "present"), 330);
    EXPECT_EQ(held(db, "men-at-arms") + held(db, "levy"), 0);
    EXPECT_TRUE(checkCampaign(db).empty());
}

TEST_F(AftermathApply, GA_RES_LOSE_CaptivesGoToTheWinnerWithRansomDemandDateAndDeadline) {
    ApplyBattleOutcome action(aubreyOutcome());
    perform(db, action);
    const auto captives = readCaptives(db);
    ASSERT_EQ(captives.size(), 4u);
    // Knightly B: 40 a man (campaign.xml).
    EXPECT_EQ(captives[0].who, "40 men of French knights");
    EXPECT_EQ(captives[0].ransom, 1600);
    EXPECT_EQ(captives[1].who, "20 men of French knights");
    EXPECT_EQ(captives[1].ransom, 800);
    EXPECT_EQ(captives[2].who, "10 men of French knights");
    EXPECT_EQ(captives[2].ransom, 400);
    EXPECT_EQ(captives[3].who, "Jean");
    EXPECT_EQ(captives[3].ransom, 8000);
    for (const CaptiveLine& c : captives) {
        EXPECT_EQ(c.captor, "england");
        EXPECT_EQ(c.status, CaptiveStatus::Held);
        EXPECT_EQ(c.demandBy, "1346-09-02");  // 7 days
        EXPECT_EQ(c.deadline, "1347-02-22");  // 180 days
    }
}

TEST_F(AftermathApply, GA_LEADER_RISK_LeadersAreKilledWoundedUntilADateOrTaken) {
    ApplyBattleOutcome action(aubreyOutcome());
    perform(db, action);
    EXPECT_EQ(db.execAndGet("SELECT status FROM leader WHERE slug = 'hugh'").getString(), "dead");
    EXPECT_EQ(db.execAndGet("SELECT status FROM leader WHERE slug = 'edward'").getString(),
              "wounded");
    EXPECT_EQ(scalar(db, "SELECT wounded_until FROM leader WHERE slug = 'edward'"),
              parseDate(Reckoning::Julian, "1346-09-09").value);
    EXPECT_EQ(db.execAndGet("SELECT status FROM leader WHERE slug = 'jean'").getString(),
              "captive");
    EXPECT_EQ(scalar(db, "SELECT captor_side_id FROM leader WHERE slug = 'jean'"),
              scalar(db, "SELECT id FROM side WHERE slug = 'england'"));
}

TEST_F(AftermathApply, EveryLedgerEntryHasCauseBattleAndNamesTheRule) {
    ApplyBattleOutcome action(aubreyOutcome());
    const ActionRecord record = perform(db, action);
    EXPECT_EQ(record.cause, "battle");
    EXPECT_EQ(record.description, "Battle at Aubrey: England wins");
    EXPECT_GT(scalar(db, "SELECT count(*) FROM ledger_entry"), 10);
    EXPECT_EQ(scalar(db, "SELECT count(*) FROM ledger_entry WHERE cause <> 'battle'"), 0);
    EXPECT_EQ(scalar(db, "SELECT count(*) FROM ledger_entry WHERE note NOT LIKE '%[GA-%'"), 0);
    EXPECT_GT(scalar(db, "SELECT count(*) FROM chronicle WHERE kind = 'battle'"), 0);
}

TEST_F(AftermathApply, UndoRevertsTheBattleExactly) {
    const TableDigests before = digestTables(db, kBookkeeping);
    ApplyBattleOutcome action(aubreyOutcome());
    perform(db, action);
    ASSERT_NE(digestTables(db, kBookkeeping), before);
    ASSERT_TRUE(undo(db).has_value());
    EXPECT_EQ(digestTables(db, kBookkeeping), before);
    ASSERT_TRUE(redo(db).has_value());
    EXPECT_EQ(unitColumn(db, "levy", "present"), 330);
}

// Issue 16: the detail names what changed, in prose dates; the untouched are counted, not listed.
TEST_F(AftermathApply, ThePreviewShowsEveryLossAndEveryLeaderHarmedAndWritesNothing) {
    const TableDigests before = digestTables(db);
    const OutcomeReport report = applyOutcome(db, aubreyOutcome(), /*dryRun=*/true);
    EXPECT_FALSE(report.action.has_value());
    EXPECT_EQ(digestTables(db), before);
    for (const char* expected :
         {"English knights (England): 400 -> 336 men; 30 dead, 30 wounded (back on "
          "9 September 1346), 4 deserted, 0 captive",
          "Archers (England): 1,010 -> 910 men",
          "French knights (France): 300 -> 160 men; 50 dead, 0 wounded, 20 deserted, "
          "70 captive",
          "Levy (France): 610 -> 330 men", "Jean (France): taken by England",
          "Hugh (France): killed", "Edward (England): wounded until 9 September 1346",
          "[GA-RES-LOSE]", "[GA-QUARTER]", "[GA-LEADER-RISK]", "[GA-RES-WIN]"}) {
        EXPECT_NE(report.preview.find(expected), std::string::npos) << expected << "\n"
                                                                    << report.preview;
    }
}

// Issue 16: the headlines come before the detail, totals per side drawn from the same aftermath
// lines as the detail (so they add up to what Apply writes), leaders and ransoms named.
TEST_F(AftermathApply, ThePreviewOpensWithHeadlinesThatAddUpTheDetail) {
    const OutcomeReport report = applyOutcome(db, aubreyOutcome(), /*dryRun=*/true);
    const std::string& preview = report.preview;
    const std::size_t detail = preview.find("Unit by unit");
    ASSERT_NE(detail, std::string::npos) << preview;
    const std::string headlines = preview.substr(0, detail);
    EXPECT_NE(headlines.find("\n  England wins.\n"), std::string::npos) << headlines;
    // The detail's units summed: English knights 30 + archers 50 dead, 30 + 50 wounded, 4
    // deserted; French knights 50 + men-at-arms 240 + levy 180 dead, 20 + 40 + 100 deserted,
    // 40 + 20 + 10 French knights held for ransom.
    EXPECT_NE(headlines.find(
                  "\n  England: 80 dead, 80 wounded (back on 9 September 1346) and 4 deserted.\n"),
              std::string::npos)
        << headlines;
    EXPECT_NE(headlines.find("\n  France: 470 dead, 70 taken by England and 160 deserted.\n"),
              std::string::npos)
        << headlines;
    EXPECT_NE(headlines.find("Leaders: Jean (France) taken by England, ransom 8,000 pounds, Hugh "
                             "(France) killed and Edward (England) wounded."),
              std::string::npos)
        << headlines;
}

void expectRefused(SQLite::Database& db, const battle::BattleOutcome& outcome,
                   const std::vector<std::string>& words) {
    const TableDigests before = digestTables(db);
    ApplyBattleOutcome action(outcome);
    try {
        perform(db, action);
        ADD_FAILURE() << "accepted";
    } catch (const UserError& e) {
        for (const std::string& word : words) {
            EXPECT_NE(std::string(e.what()).find(word), std::string::npos) << e.what();
        }
    }
    EXPECT_EQ(digestTables(db), before) << "something was written";
}

TEST_F(AftermathApply, AnUnknownUnitIsRefusedNamingItAndNothingIsApplied) {
    auto outcome = aubreyOutcome();
    outcome.units[3].unit = "Men-at-arm";
    expectRefused(db, outcome, {"Men-at-arm", "field 'name'"});
}

TEST_F(AftermathApply, MoreMenThanTheUnitHasIsRefusedNamingTheField) {
    auto outcome = aubreyOutcome();
    outcome.units[1].menAtStart = 1020;
    outcome.units[1].figuresRemoved = 5;
    expectRefused(db, outcome, {"Archers", "field 'men'", "1010"});
}

TEST_F(AftermathApply, ASideNotInTheCampaignOrNotTheUnitsIsRefused) {
    auto outcome = aubreyOutcome();
    outcome.units[4].side = "burgundy";
    expectRefused(db, outcome, {"Levy", "field 'side'", "burgundy"});
    auto wrongSide = aubreyOutcome();
    wrongSide.leaders[0].side = "england";
    wrongSide.leaders[0].takenBy = "france";
    expectRefused(db, wrongSide, {"Jean", "field 'side'"});
}

TEST_F(AftermathApply, AUnitNotAtTheBattlesPlaceIsRefused) {
    db.exec(
        "UPDATE army SET place_id = (SELECT id FROM place WHERE slug = 'rue') "
        "WHERE slug = 'french-host'");
    expectRefused(db, aubreyOutcome(), {"French knights", "not at Aubrey", "Rue"});
}

TEST_F(AftermathApply, ADeadLeaderCannotFallAgain) {
    ApplyBattleOutcome first(aubreyOutcome());
    perform(db, first);
    // The beaten French withdrew to Rue; they come back the next day and fight again (one
    // battle a place a day: the same day's would be refused as applied already).
    db.exec(
        "UPDATE army SET place_id = (SELECT id FROM place WHERE slug = 'aubrey') "
        "WHERE slug = 'french-host'");
    db.exec("UPDATE campaign SET current_day = current_day + 1");
    auto again = aubreyOutcome();
    again.date =
        formatDate(Reckoning::Julian, DayNumber{scalar(db, "SELECT current_day FROM campaign")});
    again.units.clear();
    again.units = {unitOutcome("Archers", "england", 100, 0, 0, 0, 0, "", 0, 0),
                   unitOutcome("Levy", "france", 100, 0, 0, 0, 0, "", 0, 0)};
    again.leaders = {{"Hugh", "france", battle::LeaderFate::Killed, ""}};
    expectRefused(db, again, {"Hugh", "field 'fate'", "dead"});
}

TEST_F(AftermathApply, GA_RES_COMP_ACompetitionBattleIsScoredAndTheRosterUntouched) {
    auto outcome = aubreyOutcome();
    outcome.type = battle::BattleType::Competition;
    const TableDigests before = digestTables(db);
    const OutcomeReport report = applyOutcome(db, outcome, /*dryRun=*/false);
    EXPECT_FALSE(report.action.has_value());
    EXPECT_EQ(digestTables(db), before);
    EXPECT_NE(report.preview.find("England: "), std::string::npos) << report.preview;
    EXPECT_NE(report.preview.find("points"), std::string::npos);
    EXPECT_NE(report.preview.find("[GA-RES-COMP]"), std::string::npos);
    ApplyBattleOutcome action(outcome);
    EXPECT_THROW(perform(db, action), UserError);
}

// GA-RES-COMP with GA-POINTS: a unit is priced as it fought, with the roster's own protection
// and weapons (the battle at the place fights it so: battle_setup.cpp), not as its troop type.
// Archers: longbowmen (Regular B) in armour, AI: 4 + 1 + 1, the sword free and the longbow 3 =
// 9 a figure (as PI troops: 8); 1,010 men = 50 figures standing formed: 450 points.
// Crossbowmen: crossbowmen (Mercenary B, AI) with windlass crossbows: 4 + 1 + 1 + 3 = 9 (with
// the type's hand-spanned crossbow: 8); 40 men = 2 figures: 18 points.
TEST_F(AftermathApply, GA_RES_COMP_EachUnitIsPricedWithItsOwnProtectionAndWeapons) {
    db.exec("UPDATE unit SET protection = 'AI' WHERE slug = 'archers'");
    db.exec("UPDATE unit SET weapons = 'windlass-crossbow,sword' WHERE slug = 'crossbowmen'");
    battle::BattleOutcome outcome = aubreyOutcome();
    outcome.type = battle::BattleType::Competition;
    outcome.leaders.clear();
    outcome.units = {unitOutcome("Archers", "england", 1010, 0, 10, 0, 0, "", 0, 0),
                     unitOutcome("Crossbowmen", "france", 40, 0, 0, 0, 0, "", 0, 0)};
    const OutcomeReport report = applyOutcome(db, outcome, /*dryRun=*/false);
    EXPECT_TRUE(previewHas(report.preview, "  England: 450 points\n")) << report.preview;
    EXPECT_TRUE(previewHas(report.preview, "  France: 18 points\n")) << report.preview;
    EXPECT_TRUE(previewHas(report.preview, "England wins on points, 450 to 18")) << report.preview;
    EXPECT_TRUE(previewHas(report.preview,
                           "[GA-RES-COMP] 450 points for 50 figures of Archers standing formed "
                           "(9 points a figure)"))
        << report.preview;
}

TEST_F(AftermathApply, GA_QUARTER_TheCaptorsSlaughterOfInferiorsIsARecordedChoice) {
    battle::BattleOutcome outcome;
    outcome.place = "Aubrey";
    outcome.winner = "england";
    outcome.units = {unitOutcome("English knights", "england", 400, 0, 0, 0, 0, "", 0, 0),
                     unitOutcome("Levy", "france", 610, 0, 0, 0, 2, "england", 0, 0)};
    ApplyBattleOutcome action(outcome, {{"Levy", "English knights"}});
    perform(db, action);
    EXPECT_EQ(unitColumn(db, "levy", "dead"), 40);
    EXPECT_EQ(held(db, "levy"), 0);
    EXPECT_EQ(scalar(db, "SELECT count(*) FROM chronicle WHERE kind = 'slaughter'"), 1);
    EXPECT_EQ(scalar(db,
                     "SELECT count(*) FROM ledger_entry WHERE what = 'dead' AND note LIKE "
                     "'[GA-QUARTER]%recorded choice%'"),
              1);
    // Equals may not: the archers (Regular B) are not above French knights.
    battle::BattleOutcome knights = outcome;
    knights.units = {unitOutcome("Archers", "england", 1010, 0, 0, 0, 0, "", 0, 0),
                     unitOutcome("French knights", "france", 300, 0, 0, 0, 1, "england", 0, 0)};
    ApplyBattleOutcome refused(knights, {{"French knights", "Archers"}});
    EXPECT_THROW(perform(db, refused), UserError);
}

TEST_F(AftermathApply, ADrawWoundsEverySideAndHoldsNoKnightForRansom) {
    battle::BattleOutcome outcome;
    outcome.place = "Aubrey";
    outcome.units = {unitOutcome("English knights", "england", 400, 2, 0, 0, 0, "", 0, 0),
                     unitOutcome("French knights", "france", 300, 2, 0, 0, 0, "", 0, 0)};
    ApplyBattleOutcome action(outcome);
    perform(db, action);
    EXPECT_EQ(wounded(db, "french-knights"), 20);
    EXPECT_EQ(unitColumn(db, "french-knights", "dead"), 20);
    EXPECT_EQ(held(db, "french-knights"), 0);
}

}  // namespace
}  // namespace seneschal::campaign

namespace seneschal::campaign {
namespace {

// GA-RES-LOSE: the winner holds the field; the beaten withdraw one route, so the two hosts do
// not meet again the next day (docs/rules/campaign.md, "After a battle").
TEST_F(AftermathApply, GA_RES_LOSE_TheBeatenWithdrawFromTheFieldAndTheWinnerHoldsIt) {
    ApplyBattleOutcome battle(aubreyOutcome());
    perform(db, battle);
    EXPECT_EQ(db.execAndGet("SELECT place.slug FROM army JOIN place ON place.id = army.place_id "
                            "WHERE army.slug = 'french-host'")
                  .getString(),
              "rue");
    EXPECT_EQ(db.execAndGet("SELECT place.slug FROM army JOIN place ON place.id = army.place_id "
                            "WHERE army.slug = 'english-host'")
                  .getString(),
              "aubrey");
    EXPECT_EQ(db.execAndGet("SELECT count(*) FROM chronicle WHERE kind = 'withdrawal'").getInt(),
              1);
    AdvanceCalendar day(1);
    EXPECT_NO_THROW(perform(db, day));
    EXPECT_EQ(day.daysAdvanced(), 1);
}

}  // namespace
}  // namespace seneschal::campaign
