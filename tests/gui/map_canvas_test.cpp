// The map pane driven with the real mouse under Xvfb, inside the real main window.
#include "app/gui/map_canvas.hpp"

#include <gtest/gtest.h>
#include <wx/uiaction.h>

#include <optional>

#include "app/gui/desk_events.hpp"
#include "app/gui/details_panel.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/roster_panel.hpp"
#include "app/gui/shots/sample_views.hpp"
#include "gui_test_environment.hpp"

namespace seneschal::gui {
namespace {

using application::DetailSubject;
using testing::waitUntil;

class MapCanvasTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new MainFrame();
        frame->SetPosition({0, 0});
        frame->showDesk(samples::crecyDesk());
        frame->Show();
        map = frame->panes().map;
        // The mouse reaches the map once the X server shows it where it stands.
        ASSERT_TRUE(testing::waitUntilDrawn(*map));
        frame->Bind(EVT_MARCH_REQUESTED, [this](MarchRequestEvent& event) {
            marches.emplace_back(event.armyId(), event.placeId());
        });
    }
    void TearDown() override { testing::destroyAndWait(frame); }

    MainFrame* frame = nullptr;
    MapCanvas* map = nullptr;
    std::vector<std::pair<std::string, std::string>> marches;
};

TEST_F(MapCanvasTest, ClickingAPlaceSelectsItAndShowsItsDetails) {
    const std::optional<wxPoint> rouen = map->placeOnScreen("rouen");
    ASSERT_TRUE(rouen);
    testing::clickAt(*map, *rouen);
    ASSERT_TRUE(waitUntil([&] { return map->selected() == "rouen"; }));
    EXPECT_EQ(frame->panes().details->details().subject, DetailSubject::Place);
    EXPECT_EQ(frame->panes().details->details().title, "Rouen");
}

TEST_F(MapCanvasTest, ClickingAnArmysBannerSelectsTheArmyInTheRoster) {
    const std::optional<wxPoint> banner = map->bannerOnScreen("philip");
    ASSERT_TRUE(banner);
    testing::clickAt(*map, *banner);
    ASSERT_TRUE(waitUntil([&] { return frame->panes().roster->selectedId() == "philip"; }))
        << "roster selection: " << frame->panes().roster->selectedId();
    EXPECT_EQ(map->selected(), "philip");
    EXPECT_EQ(frame->panes().details->details().subject, DetailSubject::Army);
}

TEST_F(MapCanvasTest, SelectingInTheRosterSelectsOnTheMap) {
    ASSERT_TRUE(frame->panes().roster->select("genoese"));
    // A user's click in the tree: the panel sends the selection as it does for a click.
    wxDataViewEvent changed(wxEVT_DATAVIEW_SELECTION_CHANGED, &frame->panes().roster->tree(),
                            frame->panes().roster->tree().GetSelection());
    frame->panes().roster->tree().ProcessWindowEvent(changed);
    EXPECT_EQ(map->selected(), "genoese");
}

TEST_F(MapCanvasTest, DraggingAnArmyOntoAPlaceAsksAndThenRequestsTheMarch) {
    std::vector<std::pair<std::string, std::string>> asked;
    map->setMarchConfirmation([&](const std::string& army, const std::string& place) {
        asked.emplace_back(army, place);
        return true;
    });
    const auto from = map->bannerOnScreen("caen-garrison");
    const auto to = map->placeOnScreen("rouen");
    ASSERT_TRUE(from && to);
    testing::dragFromTo(*map, *from, *to);
    ASSERT_TRUE(waitUntil([&] { return !marches.empty(); }));
    const std::pair<std::string, std::string> expected{"caen-garrison", "rouen"};
    EXPECT_EQ(asked, std::vector{expected});
    EXPECT_EQ(marches, std::vector{expected});
}

TEST_F(MapCanvasTest, RefusingTheConfirmationOrdersNoMarch) {
    bool asked = false;
    map->setMarchConfirmation([&](const std::string&, const std::string&) {
        asked = true;
        return false;
    });
    const auto from = map->bannerOnScreen("caen-garrison");
    const auto to = map->placeOnScreen("rouen");
    ASSERT_TRUE(from && to);
    testing::dragFromTo(*map, *from, *to);
    // The drop is handled whole before dragFromTo returns: a march would be requested already.
    ASSERT_TRUE(asked);
    EXPECT_TRUE(marches.empty());
}

TEST_F(MapCanvasTest, DraggingTheGroundPansAndTheWheelZoomsAboutTheCursor) {
    const double x0 = map->transform().offsetX();
    testing::dragFromTo(*map, {20, 20}, {80, 20});
    EXPECT_TRUE(waitUntil([&] { return map->transform().offsetX() > x0 + 40; }));
    EXPECT_TRUE(marches.empty());

    const auto paris = map->placeOnScreen("paris");
    ASSERT_TRUE(paris);
    const double scale0 = map->transform().scale();
    wxMouseEvent wheel(wxEVT_MOUSEWHEEL);
    wheel.SetPosition(*paris);
    wheel.m_wheelRotation = 120;
    wheel.m_wheelDelta = 120;
    map->ProcessWindowEvent(wheel);
    EXPECT_GT(map->transform().scale(), scale0);
    const auto parisAfter = map->placeOnScreen("paris");
    EXPECT_NEAR(parisAfter->x, paris->x, 1);
    EXPECT_NEAR(parisAfter->y, paris->y, 1);
}

TEST_F(MapCanvasTest, HoveringShowsWhatIsUnderTheCursor) {
    const auto blanchetaque = map->placeOnScreen("blanchetaque");
    ASSERT_TRUE(blanchetaque);
    wxUIActionSimulator mouse;
    mouse.MouseMove(map->ClientToScreen(*blanchetaque));
    ASSERT_TRUE(waitUntil([&] { return !map->GetToolTipText().empty(); }));
    EXPECT_TRUE(map->GetToolTipText().Contains("Blanchetaque (ford)"));
    EXPECT_TRUE(map->GetToolTipText().Contains("Battle pending"));

    const auto marching = map->bannerOnScreen("despenser");
    ASSERT_TRUE(marching);
    mouse.MouseMove(map->ClientToScreen(*marching));
    ASSERT_TRUE(waitUntil([&] { return map->GetToolTipText().Contains("Despenser"); }));
    EXPECT_TRUE(map->GetToolTipText().Contains("1,200 men, 60 figures"));
    EXPECT_TRUE(map->GetToolTipText().Contains(
        wxString::FromUTF8("Marching to Crécy-en-Ponthieu, arriving 1346-08-25")))
        << map->GetToolTipText();
}

TEST_F(MapCanvasTest, FitToWindowBringsTheWholeMapBackAfterZooming) {
    const double fitted = map->transform().scale();
    wxMouseEvent wheel(wxEVT_MOUSEWHEEL);
    wheel.SetPosition({100, 100});
    wheel.m_wheelRotation = 360;
    wheel.m_wheelDelta = 120;
    map->ProcessWindowEvent(wheel);
    ASSERT_GT(map->transform().scale(), fitted);
    wxCommandEvent fit(wxEVT_MENU, ID_VIEW_FIT_MAP);
    frame->GetEventHandler()->ProcessEvent(fit);
    EXPECT_DOUBLE_EQ(map->transform().scale(), fitted);
}

// Issue 37, item 10: the tooltip says what is under the hand now, not what was.
TEST_F(MapCanvasTest, TheTooltipFollowsTheHandFromPlaceToPlaceAndOffTheMap) {
    const auto rouen = map->placeOnScreen("rouen");
    const auto abbeville = map->placeOnScreen("abbeville");
    ASSERT_TRUE(rouen && abbeville);
    wxUIActionSimulator mouse;
    mouse.MouseMove(map->ClientToScreen(*rouen));
    ASSERT_TRUE(waitUntil([&] { return map->GetToolTipText().Contains("Rouen (city)"); }))
        << map->GetToolTipText();
    mouse.MouseMove(map->ClientToScreen(*abbeville));
    ASSERT_TRUE(waitUntil([&] { return map->GetToolTipText().Contains("Abbeville (town)"); }))
        << map->GetToolTipText();
    EXPECT_FALSE(map->GetToolTipText().Contains("Rouen (city)")) << map->GetToolTipText();
}

TEST_F(MapCanvasTest, TheTooltipIsSaidAgainWhenTheCampaignChangesUnderAStillHand) {
    const auto rouen = map->placeOnScreen("rouen");
    ASSERT_TRUE(rouen);
    wxUIActionSimulator mouse;
    mouse.MouseMove(map->ClientToScreen(*rouen));
    ASSERT_TRUE(waitUntil([&] { return map->GetToolTipText().Contains("held by France"); }))
        << map->GetToolTipText();
    // The campaign changes (an order, an advance) and the desk shows the new map: Rouen has
    // changed hands while the hand stayed on it.
    map::MapView changed = map->view();
    for (map::MapPlace& place : changed.places)
        if (place.id == "rouen") place.owner = "England";
    map->setView(changed);
    EXPECT_TRUE(map->GetToolTipText().Contains("held by England")) << map->GetToolTipText();
    EXPECT_FALSE(map->GetToolTipText().Contains("held by France")) << map->GetToolTipText();
}

TEST_F(MapCanvasTest, AnArmysTooltipGoesWhenTheArmyMarchesFromUnderTheHand) {
    const auto banner = map->bannerOnScreen("despenser");
    ASSERT_TRUE(banner);
    wxUIActionSimulator mouse;
    mouse.MouseMove(map->ClientToScreen(*banner));
    ASSERT_TRUE(waitUntil([&] { return map->GetToolTipText().Contains("Despenser"); }))
        << map->GetToolTipText();
    map::MapView changed = map->view();
    std::erase_if(changed.armies, [](const map::MapArmy& army) { return army.id == "despenser"; });
    map->setView(changed);
    EXPECT_FALSE(map->GetToolTipText().Contains("Despenser")) << map->GetToolTipText();
}

// A stack of armies at a place says who is there: its heading's tooltip names every army in
// it, with its side and men (issue 37, item 10: stacks showed only a number).
TEST_F(MapCanvasTest, AStacksTooltipNamesEveryArmyInItWithItsSide) {
    const map::ArmyStack* stack = nullptr;
    for (const map::ArmyStack& each : map->layout().stacks)
        if (each.armyIds.size() >= 2) stack = &each;
    ASSERT_TRUE(stack) << "the sample desk has two armies at one place";
    const std::vector<std::string> ids = stack->armyIds;
    const wxPoint heading(static_cast<int>(stack->rect.x + stack->rect.width / 2),
                          static_cast<int>(stack->rect.y + 8));
    wxUIActionSimulator mouse;
    mouse.MouseMove(map->ClientToScreen(heading));
    ASSERT_TRUE(waitUntil([&] { return map->GetToolTipText().Contains("armies"); }))
        << map->GetToolTipText();
    for (const std::string& id : ids) {
        const map::MapArmy* army = map->view().findArmy(id);
        ASSERT_TRUE(army);
        EXPECT_TRUE(map->GetToolTipText().Contains(
            wxString::FromUTF8(army->name + " (" + army->side + ")")))
            << army->name << " is not named: " << map->GetToolTipText();
    }
}

}  // namespace
}  // namespace seneschal::gui
