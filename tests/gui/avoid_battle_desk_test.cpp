// Avoid battle and Resolve pending battle (issue 16): in the Battle menu, and on a pending
// battle's crossed swords on the map. The game master picks which side falls back where from
// the choices the rule allows; the order is one undoable action; the battle is no longer
// pending.
#include <gtest/gtest.h>
#include <wx/menu.h>

#include "app/gui/desk_events.hpp"
#include "app/gui/map_canvas.hpp"
#include "tests/gui/crecy_desk_fixture.hpp"

namespace seneschal::gui {
namespace {

class AvoidBattleDesk : public testing::CrecyDeskFixture {
  protected:
    void SetUp() override {
        CrecyDeskFixture::SetUp();
        if (HasFatalFailure()) return;
        // The English host marches on Caen and meets the garrison there: a battle pending.
        ASSERT_TRUE(frame->orderMarch("english-host", "caen"));
        ASSERT_TRUE(frame->advance(14));
        ASSERT_EQ(frame->desk().map.pendingBattles.size(), 1u);
    }

    wxString undoLabel() { return frame->GetMenuBar()->FindItem(wxID_UNDO)->GetItemLabelText(); }
};

TEST_F(AvoidBattleDesk, TheBattleMenuOffersAvoidAndTheWeakerSideFallsBackUndoably) {
    wxMenuBar* bar = frame->GetMenuBar();
    wxMenuItem* item = bar->FindItem(ID_AVOID_BATTLE);
    ASSERT_NE(item, nullptr) << "Battle > Avoid battle";
    EXPECT_EQ(bar->GetMenuLabelText(static_cast<size_t>(bar->FindMenu("Battle"))), "Battle");
    EXPECT_NE(bar->GetMenu(static_cast<size_t>(bar->FindMenu("Battle")))->FindItem(ID_AVOID_BATTLE),
              nullptr);

    wxCommandEvent avoid(wxEVT_MENU, ID_AVOID_BATTLE);
    frame->GetEventHandler()->ProcessEvent(avoid);
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors[0];
    EXPECT_TRUE(frame->desk().map.pendingBattles.empty())
        << "the garrison fell back: no battle at Caen";
    EXPECT_TRUE(undoLabel().Contains("avoids battle at Caen")) << undoLabel();
    EXPECT_TRUE(frame->GetStatusBar()->GetStatusText(0).Contains("Kingdom of France avoids battle"))
        << frame->GetStatusBar()->GetStatusText(0);

    frame->commands().Undo();
    EXPECT_EQ(frame->desk().map.pendingBattles.size(), 1u) << "undo brings the battle back";
}

TEST_F(AvoidBattleDesk, OnlyTheWeakerSideIsOfferedAWayOutTheStrongerIsToldWhyNot) {
    // The rule lets only a side much weaker than its enemy fall back (strategy.xml
    // <avoidBattle maxStrengthPercent>): the garrison may, the host may not.
    const application::AvoidChoices choices = frame->session()->avoidChoices("Caen");
    ASSERT_EQ(choices.sides.size(), 2u);
    const application::AvoidSide* england = nullptr;
    const application::AvoidSide* france = nullptr;
    for (const application::AvoidSide& side : choices.sides)
        (side.sideName == "Kingdom of England" ? england : france) = &side;
    ASSERT_NE(england, nullptr);
    ASSERT_NE(france, nullptr);
    EXPECT_FALSE(england->allowed) << "14,000 men do not slip away from 2,300";
    EXPECT_FALSE(england->reason.empty());
    EXPECT_TRUE(france->allowed);
    ASSERT_FALSE(france->ways.empty());
    for (const application::AvoidWay& way : france->ways)
        EXPECT_NE(way.placeName, way.placeId) << "ways are offered by name";
}

TEST_F(AvoidBattleDesk, TheBattleMarkOnTheMapOffersResolveAndAvoidByThePlacesName) {
    MapCanvas& map = *frame->panes().map;
    ASSERT_TRUE(testing::waitUntilDrawn(map));
    const map::MapLayout& layout = map.layout();
    ASSERT_EQ(layout.battles.size(), 1u);
    const drawing::Rect box = layout.battles[0].box;
    const map::MapHit hit = map::hitTest(layout, {box.x + box.width / 2, box.y + box.height / 2});
    EXPECT_EQ(hit.kind, map::MapHit::Kind::Battle);
    EXPECT_EQ(hit.id, "caen");

    const std::unique_ptr<wxMenu> menu = map.battleMenu("caen");
    ASSERT_EQ(menu->GetMenuItemCount(), 2u);
    const wxString resolve = menu->FindItemByPosition(0)->GetItemLabelText();
    const wxString avoid = menu->FindItemByPosition(1)->GetItemLabelText();
    EXPECT_TRUE(resolve.StartsWith("Resolve the battle at Caen")) << resolve;
    EXPECT_TRUE(avoid.StartsWith("Avoid the battle at Caen")) << avoid;

    // Choosing Avoid there gives the order, as the menu would.
    wxCommandEvent chosen(wxEVT_MENU, menu->FindItemByPosition(1)->GetId());
    chosen.SetEventObject(menu.get());
    menu->ProcessEvent(chosen);
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors[0];
    EXPECT_TRUE(frame->desk().map.pendingBattles.empty());
}

}  // namespace
}  // namespace seneschal::gui
