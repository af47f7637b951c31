// The tabletop result kept as it is typed (issue 16): a draft per pending battle in the
// campaign file, surviving a refused value, a closed preview and reopening the file, gone once
// the battle is applied or the draft discarded; the entry's check naming the field at fault;
// and losses typed in men turned into figures with no man lost or made.
#include "application/tabletop/tabletop_draft.hpp"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <string>

#include "application/battles/battle_places.hpp"
#include "base/errors.hpp"
#include "battle/rulebook_loader.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/file/check.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {

using testing::scalar;
// GA-SCALE of the battlefield campaign's rules, as data/rules says it (20 men a figure).
const int kScale = battle::defaultRulebook().menPerFigure();

// The Aubrey battle as the game master starts typing it: every unit and leader, nothing yet.
battle::BattleOutcome blankAubrey() {
    battle::BattleOutcome blank = seneschal::testing::aubreyOutcome();
    blank.winner.clear();
    for (battle::UnitOutcome& unit : blank.units) {
        battle::UnitOutcome fresh;
        fresh.unit = unit.unit;
        fresh.side = unit.side;
        fresh.menAtStart = unit.menAtStart;
        unit = fresh;
    }
    for (battle::LeaderOutcome& leader : blank.leaders) {
        leader.fate = battle::LeaderFate::Unharmed;
        leader.takenBy.clear();
    }
    return blank;
}

class TabletopDraftStore : public ::testing::Test {
  protected:
    void SetUp() override {
        // The armies stand together at Aubrey: the battle the march would have left pending.
        file.db().exec(
            "INSERT INTO pending_battle (place_id, since_day) SELECT place.id, "
            "campaign.current_day FROM place, campaign WHERE place.slug = 'aubrey'");
    }
    std::int64_t draftsOnFile() { return scalar(file.db(), "SELECT count(*) FROM tabletop_draft"); }

    seneschal::testing::TempDir dir;
    std::filesystem::path path = dir / "field.seneschal";
    campaign::CampaignFile file = seneschal::testing::createBattlefieldFile(path);
};

TEST_F(TabletopDraftStore, ARefusedHalfTypedDraftSurvivesReopeningTheFileAsTyped) {
    TabletopDraft typed{blankAubrey(), true, false};
    typed.typed.units[0].figuresRemoved = 65;    // men, as typed in men
    typed.typed.units[1].figuresRouted = 99999;  // far more than the unit had: refused
    typed.typed.leaders[1].fate = battle::LeaderFate::Killed;
    ASSERT_TRUE(checkTabletopDraft(typed, kScale).problem) << "not yet a result OK accepts";
    saveTabletopDraft(file, "Aubrey", typed);

    file = campaign::CampaignFile::open(path);
    const auto kept = loadTabletopDraft(file, "aubrey", blankAubrey(), kScale);
    ASSERT_TRUE(kept);
    EXPECT_TRUE(kept->inMen);
    EXPECT_FALSE(kept->winnerChosen) << "a winner not chosen is not a draw";
    EXPECT_EQ(kept->typed.units[0].figuresRemoved, 65);
    EXPECT_EQ(kept->typed.units[1].figuresRouted, 99999);
    EXPECT_EQ(kept->typed.leaders[1].fate, battle::LeaderFate::Killed);
    EXPECT_EQ(kept->typed.units.size(), blankAubrey().units.size());
}

TEST_F(TabletopDraftStore, ADrawChosenIsKeptAsChosen) {
    TabletopDraft typed{blankAubrey(), false, true};
    saveTabletopDraft(file, "aubrey", typed);
    const auto kept = loadTabletopDraft(file, "aubrey", blankAubrey(), kScale);
    ASSERT_TRUE(kept);
    EXPECT_TRUE(kept->winnerChosen);
    EXPECT_TRUE(kept->typed.winner.empty());
}

TEST_F(TabletopDraftStore, DiscardingForgetsTheDraft) {
    saveTabletopDraft(file, "aubrey", {seneschal::testing::aubreyOutcome(), false, true});
    discardTabletopDraft(file, "aubrey");
    EXPECT_FALSE(loadTabletopDraft(file, "aubrey", blankAubrey(), kScale));
    EXPECT_EQ(draftsOnFile(), 0);
}

TEST_F(TabletopDraftStore, NoDraftIsKeptWhereNoBattleIsPending) {
    try {
        saveTabletopDraft(file, "rue", {blankAubrey(), false, false});
        FAIL() << "no battle is pending at Rue";
    } catch (const UserError& error) {
        EXPECT_NE(std::string(error.what()).find("Rue"), std::string::npos) << error.what();
    }
    EXPECT_EQ(draftsOnFile(), 0);
}

TEST_F(TabletopDraftStore, ADraftLeftForAnEarlierBattleAtThePlaceIsNotOffered) {
    saveTabletopDraft(file, "aubrey", {seneschal::testing::aubreyOutcome(), false, true});
    file.db().exec("UPDATE pending_battle SET since_day = since_day + 3");  // a later battle
    EXPECT_FALSE(loadTabletopDraft(file, "aubrey", blankAubrey(), kScale));
}

TEST_F(TabletopDraftStore, ApplyingTheBattleTakesItsDraftAwayAndUndoAndRedoStillWork) {
    saveTabletopDraft(file, "aubrey", {seneschal::testing::aubreyOutcome(), false, true});
    campaign::ApplyBattleOutcome apply(seneschal::testing::aubreyOutcome(), {}, "godsacre");
    campaign::perform(file.db(), apply);
    EXPECT_EQ(draftsOnFile(), 0) << "removed in the applying transaction";
    EXPECT_TRUE(campaign::checkCampaign(file.db()).empty());

    ASSERT_TRUE(campaign::undo(file.db()));
    EXPECT_EQ(scalar(file.db(), "SELECT count(*) FROM pending_battle"), 1) << "pending again";
    EXPECT_EQ(draftsOnFile(), 0) << "the applied result is not typed again";
    // A draft typed after the undo is the game master's own: redo neither trips on it...
    saveTabletopDraft(file, "aubrey", {blankAubrey(), false, false});
    ASSERT_TRUE(campaign::redo(file.db()));
    // ...nor is it recorded by the battle's changeset, so it stays until discarded.
    EXPECT_EQ(draftsOnFile(), 1);
}

TEST_F(TabletopDraftStore, TheCampaignCheckPassesWithADraftKept) {
    saveTabletopDraft(file, "aubrey", {blankAubrey(), false, false});
    EXPECT_TRUE(campaign::checkCampaign(file.db()).empty());
}

TEST(TabletopEntryCheck, TheWinnerMustBeChosenAndIsNamedAsTheFieldAtFault) {
    const TabletopCheck checked = checkTabletopDraft({blankAubrey(), false, false}, kScale);
    ASSERT_TRUE(checked.problem);
    EXPECT_EQ(checked.problem->field, "winner");
    EXPECT_FALSE(checked.outcome);
    EXPECT_TRUE(checkTabletopDraft({blankAubrey(), false, true}, kScale).outcome)
        << "a draw, chosen, is a result";
}

TEST(TabletopEntryCheck, ARefusedCountNamesItsUnitAndField) {
    TabletopDraft typed{blankAubrey(), false, true};
    typed.typed.units[2].figuresRemoved = 40;  // French knights fielded 15 figures
    const TabletopCheck checked = checkTabletopDraft(typed, kScale);
    ASSERT_TRUE(checked.problem);
    EXPECT_EQ(checked.problem->where, battle::OutcomeProblem::Where::Unit);
    EXPECT_EQ(checked.problem->index, 2);
    EXPECT_EQ(checked.problem->field, "removed");
    EXPECT_NE(checked.problem->message.find("French knights"), std::string::npos)
        << checked.problem->message;
}

TEST(TabletopEntryCheck, CaptorsAreTheOtherSide) {
    TabletopDraft typed{blankAubrey(), false, true};
    typed.typed.winner = "england";
    typed.typed.units[2].figuresCaptured = 1;
    typed.typed.leaders[0].fate = battle::LeaderFate::Taken;  // Jean, of France
    const TabletopCheck checked = checkTabletopDraft(typed, kScale);
    ASSERT_TRUE(checked.outcome) << checked.problem->message;
    EXPECT_EQ(checked.outcome->units[2].capturedBy, "england");
    EXPECT_EQ(checked.outcome->leaders[0].takenBy, "england");
}

TEST(TabletopEntryInMen, CasualtiesInMenBecomeWholeFiguresAndTheOddMenExactly) {
    TabletopDraft typed{blankAubrey(), true, true};
    typed.typed.units[1].figuresRemoved = 257;  // Archers: 257 men lost
    typed.typed.units[1].figuresRouted = 40;
    typed.typed.units[3].figuresCaptured = 60;
    const TabletopCheck checked = checkTabletopDraft(typed, kScale);
    ASSERT_TRUE(checked.outcome) << checked.problem->message;
    const battle::UnitOutcome& archers = checked.outcome->units[1];
    EXPECT_EQ(archers.figuresRemoved, 12);
    EXPECT_EQ(archers.menRemainder, 17);
    EXPECT_EQ(archers.figuresRemoved * kScale + archers.menRemainder, 257) << "no man lost";
    EXPECT_EQ(archers.figuresRouted, 2);
    EXPECT_EQ(checked.outcome->units[3].figuresCaptured, 3);
    // And back: the men typed, every one.
    const battle::BattleOutcome men = menFromFigures(*checked.outcome, kScale);
    EXPECT_EQ(men.units[1].figuresRemoved, 257);
    EXPECT_EQ(men.units[1].figuresRouted, 40);
    EXPECT_EQ(men.units[3].figuresCaptured, 60);
}

TEST(TabletopEntryInMen, RoutedMenThatAreNotWholeFiguresAreRefusedNotRounded) {
    TabletopDraft typed{blankAubrey(), true, true};
    typed.typed.units[1].figuresRouted = 30;
    const TabletopCheck checked = checkTabletopDraft(typed, kScale);
    ASSERT_TRUE(checked.problem);
    EXPECT_EQ(checked.problem->index, 1);
    EXPECT_EQ(checked.problem->field, "routed");
    EXPECT_NE(checked.problem->message.find("enter 20 men or 40 men"), std::string::npos)
        << checked.problem->message;
}

}  // namespace
}  // namespace seneschal::application
