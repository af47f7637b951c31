// Issue 37, item 6: after Apply the battle dialog shows the forces as they now are, says what
// was applied, and its seed box the seed the battle was fought with, as its record keeps it.
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>

#include "app/gui/aftermath_dialog.hpp"
#include "app/gui/battle_dialog.hpp"
#include "battle/resolvers.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/battle_records.hpp"
#include "tests/gui/crecy_desk_fixture.hpp"
#include "tests/gui/modal_answer.hpp"

namespace seneschal::gui {
namespace {

class BattleDialogAfterApply : public testing::CrecyDeskFixture {
  protected:
    void TearDown() override {
        if (dialog) dialog->Destroy();
        CrecyDeskFixture::TearDown();
    }
    BattleDialog* dialog = nullptr;
};

TEST_F(BattleDialogAfterApply, ShowsTheForcesAsTheyNowAreAndTheSeedFoughtAndRecorded) {
    ASSERT_TRUE(frame->performOrder("March", [](application::CampaignSession& session) {
        return session.orderMarch({"english-host", "caen", false}).description;
    }));
    ASSERT_TRUE(frame->advance(14));
    dialog = new BattleDialog(frame, *frame->session(), frame->prompter());
    dialog->choosePlace("caen");
    const wxString before = dialog->forcesText();
    dialog->chooseSeed(1346);
    auto fought = dialog->autoResolve();
    ASSERT_TRUE(fought.has_value());
    ASSERT_NE(dialog->seed(), 1346u) << "a fresh seed is offered for the next battle";
    auto kept = std::make_shared<const battle::ResolvedBattle>(std::move(*fought));
    bool applied = false;
    {
        ModalAnswer answer([&](wxDialog* shown) {
            auto* preview = dynamic_cast<AftermathDialog*>(shown);
            if (!preview) return wxID_CANCEL;
            applied = preview->apply();
            return applied ? wxID_APPLY : wxID_CANCEL;
        });
        dialog->previewAftermath(kept->outcome, kept->outcome.rules, false, kept);
    }
    ASSERT_TRUE(applied) << (prompter->errors.empty() ? wxString() : prompter->errors.front());
    EXPECT_EQ(dialog->seed(), 1346u) << "the seed box shows the seed fought and recorded";
    {
        auto file = campaign::CampaignFile::open(campaign, campaign::Access::Read);
        const auto battles = campaign::listAppliedBattles(file.db());
        ASSERT_EQ(battles.size(), 1u);
        EXPECT_EQ(battles[0].seed, std::optional<std::string>("1346")) << "as recorded";
    }
    EXPECT_NE(dialog->forcesText(), before) << "not the forces before the battle";
    EXPECT_TRUE(dialog->resultText().Contains("Applied the battle at Caen"))
        << dialog->resultText();
    EXPECT_TRUE(dialog->resultText().Contains("seed 1346")) << dialog->resultText();
}

}  // namespace
}  // namespace seneschal::gui
