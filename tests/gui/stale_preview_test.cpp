// Issue 31 item 1 on the desk: the aftermath preview's Apply writes the battle the game master
// read, on the campaign it was worked out on. When another program (the CLI on the same file)
// acts while the preview is open, Apply is refused saying what happened, and nothing is
// written; a battle the desk fought is recorded as fought (its log kept), not fought again.
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "app/gui/aftermath_dialog.hpp"
#include "app/gui/apply_outcome.hpp"
#include "app/gui/battle_dialog.hpp"
#include "battle/resolvers.hpp"
#include "battle/sim/battle_log.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/battle_records.hpp"
#include "tests/gui/crecy_desk_fixture.hpp"

namespace seneschal::gui {
namespace {

class StalePreview : public testing::CrecyDeskFixture {
  protected:
    // The English host at Caen, face to face with its garrison; the battle there fought in the
    // battle dialog and its aftermath preview built (not shown: the test presses its Apply).
    AftermathDialog* previewAtCaen() {
        EXPECT_TRUE(frame->performOrder("March", [](application::CampaignSession& session) {
            return session.orderMarch({"english-host", "caen", false}).description;
        }));
        EXPECT_TRUE(frame->advance(14));
        dialog = new BattleDialog(frame, *frame->session(), frame->prompter());
        dialog->choosePlace("caen");
        dialog->chooseSeed(1346);
        auto fought = dialog->autoResolve();
        EXPECT_TRUE(fought.has_value());
        if (!fought) return nullptr;
        kept = std::make_shared<const battle::ResolvedBattle>(std::move(*fought));
        return dialog->buildPreview(kept->outcome, kept->outcome.rules, false, kept);
    }
    std::size_t battlesOnFile() {
        auto file = campaign::CampaignFile::open(campaign, campaign::Access::Read);
        return campaign::listAppliedBattles(file.db()).size();
    }
    void TearDown() override {
        if (dialog) dialog->Destroy();
        CrecyDeskFixture::TearDown();
    }

    BattleDialog* dialog = nullptr;
    std::shared_ptr<const battle::ResolvedBattle> kept;
};

TEST_F(StalePreview, ApplyAfterAnotherProgramActedIsRefusedSayingWhatChangedAndWritesNothing) {
    AftermathDialog* preview = previewAtCaen();
    ASSERT_NE(preview, nullptr);
    {
        // The CLI, or another desk, renames a unit while the preview is open.
        auto other = campaign::CampaignFile::open(campaign, campaign::Access::Write);
        campaign::RenameUnit rename("Burghers of Caen", "Burghers of the town");
        campaign::perform(other.db(), rename);
    }
    const std::size_t errorsBefore = prompter->errors.size();
    EXPECT_FALSE(preview->apply());
    ASSERT_EQ(prompter->errors.size(), errorsBefore + 1);
    const std::string said = prompter->errors.back().utf8_string();
    EXPECT_NE(said.find("the campaign changed after Battle was worked out"), std::string::npos)
        << said;
    EXPECT_NE(said.find("Burghers of the town"), std::string::npos) << said;
    EXPECT_EQ(battlesOnFile(), 0u) << "nothing was applied";
    preview->Destroy();
}

TEST_F(StalePreview, ABattleTheDeskFoughtIsAppliedAsFoughtWithoutFightingItAgain) {
    AftermathDialog* preview = previewAtCaen();
    ASSERT_NE(preview, nullptr);
    const std::uint64_t before = battle::battlesFought();
    EXPECT_TRUE(preview->apply()) << (prompter->errors.empty() ? wxString()
                                                               : prompter->errors.back());
    EXPECT_EQ(battle::battlesFought(), before) << "Apply fought the battle again";
    preview->Destroy();
    auto file = campaign::CampaignFile::open(campaign, campaign::Access::Read);
    const auto applied = campaign::listAppliedBattles(file.db());
    ASSERT_EQ(applied.size(), 1u);
    const auto record = campaign::readBattleRecord(file.db(), applied.front().id);
    ASSERT_TRUE(record);
    ASSERT_TRUE(kept->detail);
    EXPECT_EQ(record->log.size(), kept->detail->entries().size()) << "the log as fought";
}

// The desk's rule-set guard (issue 31 item 1): an outcome is read at the scale of the rule set
// that fought it, so one of another rule set than the battle was fought or played with (a
// tabletop result typed under Post(card), say, brought back with God's Acre chosen) is refused
// at the preview and at Apply, naming both, and nothing is written.
TEST_F(StalePreview, AnOutcomeOfAnotherRuleSetThanTheBattleWasFoughtWithIsRefusedSayingSo) {
    AftermathDialog* preview = previewAtCaen();  // fought with God's Acre, the first choice
    ASSERT_NE(preview, nullptr);
    preview->Destroy();
    battle::BattleOutcome other = kept->outcome;
    other.rules = "postcard";
    const std::size_t errorsBefore = prompter->errors.size();
    EXPECT_EQ(dialog->buildPreview(other, "godsacre", false), nullptr);
    ASSERT_EQ(prompter->errors.size(), errorsBefore + 1);
    const std::string said = prompter->errors.back().utf8_string();
    EXPECT_NE(said.find("the outcome is of the rule set 'postcard', but this battle is fought "
                        "with 'godsacre'"),
              std::string::npos)
        << said;

    const ApplyResult applied = applyOutcome(*frame->session(), other, "godsacre");
    EXPECT_FALSE(applied.applied);
    EXPECT_NE(applied.message.find("rule set 'postcard'"), std::string::npos) << applied.message;
    EXPECT_EQ(battlesOnFile(), 0u) << "nothing was applied";
}

}  // namespace
}  // namespace seneschal::gui
