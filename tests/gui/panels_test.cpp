// The prisoners, chronicle and details panes, each driven as a user would.
#include <gtest/gtest.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/frame.h>
#include <wx/listctrl.h>
#include <wx/propgrid/propgrid.h>

#include "app/gui/chronicle_panel.hpp"
#include "app/gui/desk_events.hpp"
#include "app/gui/details_panel.hpp"
#include "app/gui/prisoners_panel.hpp"
#include "app/gui/shots/sample_views.hpp"
#include "gui_test_environment.hpp"

namespace seneschal::gui {
namespace {

using testing::waitUntil;

class PanelTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new wxFrame(nullptr, wxID_ANY, "panel", wxPoint(0, 0), wxSize(800, 500));
    }
    void show() {
        frame->Show();
        ASSERT_TRUE(waitUntil([&] { return frame->IsShownOnScreen(); }));
    }
    void TearDown() override { testing::destroyAndWait(frame); }
    static void press(wxButton& button) {
        wxCommandEvent click(wxEVT_BUTTON, button.GetId());
        click.SetEventObject(&button);
        button.ProcessWindowEvent(click);
    }
    wxFrame* frame = nullptr;
};

TEST_F(PanelTest, RansomButtonsActOnEverySelectedCaptiveWhenTheActionAppliesToAll) {
    auto* panel = new PrisonersPanel(frame);
    panel->setPrisoners(samples::crecyDesk().prisoners);
    show();
    std::vector<RansomActionEvent> sent;
    frame->Bind(EVT_RANSOM_ACTION, [&](RansomActionEvent& event) { sent.push_back(event); });

    EXPECT_FALSE(panel->actionButton("pay")->IsEnabled()) << "nothing selected yet";
    EXPECT_TRUE(panel->actionButton("release-all")->IsEnabled()) << "it acts on everyone held";
    panel->selectCaptives({"p-eu", "p-tancarville"});
    ASSERT_TRUE(panel->actionButton("pay")->IsEnabled());
    EXPECT_FALSE(panel->actionButton("demand")->IsEnabled()) << "both ransoms are demanded already";
    EXPECT_FALSE(panel->actionButton("parole")->IsEnabled()) << "parole is one at a time";
    press(*panel->actionButton("pay"));
    ASSERT_EQ(sent.size(), 1u);
    EXPECT_EQ(sent[0].action(), "pay");
    EXPECT_EQ(sent[0].captiveIds(), (std::vector<std::string>{"p-eu", "p-tancarville"}));

    // A paid ransom cannot be paid again: a mixed selection disables the button.
    panel->selectCaptives({"p-eu", "p-squire"});
    EXPECT_FALSE(panel->actionButton("pay")->IsEnabled());
    panel->selectCaptives({"p-genoese"});
    EXPECT_TRUE(panel->actionButton("demand")->IsEnabled()) << "men held, not yet demanded";
    EXPECT_TRUE(panel->actionButton("parole")->IsEnabled());
}

TEST_F(PanelTest, ThePrisonersListShowsKindSidesByNameMenAndStatus) {
    auto* panel = new PrisonersPanel(frame);
    panel->setPrisoners(samples::crecyDesk().prisoners);
    show();
    wxListView& list = panel->list();
    ASSERT_EQ(list.GetItemCount(), 5);
    std::vector<wxString> heads;
    for (int column = 0; column < list.GetColumnCount(); ++column) {
        wxListItem head;
        head.SetMask(wxLIST_MASK_TEXT);
        list.GetColumn(column, head);
        heads.push_back(head.GetText());
    }
    EXPECT_EQ(heads, (std::vector<wxString>{"Captive", "Status", "Next due", "Ransom", "Paid",
                                            "Held by", "Side", "Kind", "Men"}))
        << "who, the status and what is due come first, where a narrow pane shows them";
    EXPECT_EQ(list.GetItemText(2, 0), "40 men of Genoese crossbowmen");
    EXPECT_EQ(list.GetItemText(2, 1), "held");
    EXPECT_EQ(list.GetItemText(2, 2), "pay by 1347-02-22");
    EXPECT_EQ(list.GetItemText(2, 5), "England");
    EXPECT_EQ(list.GetItemText(2, 6), "France");
    EXPECT_EQ(list.GetItemText(2, 7), "men");
    EXPECT_EQ(list.GetItemText(2, 8), "40");
}

TEST_F(PanelTest, TheChronicleShowsNewestFirstAndFiltersByKindSideArmyAndPlace) {
    auto* panel = new ChroniclePanel(frame);
    panel->setChronicle(samples::crecyDesk().chronicle);
    show();
    ASSERT_EQ(panel->shownCount(), 8);
    EXPECT_EQ(panel->shownText(0, 0), "1346-08-23");
    EXPECT_EQ(panel->shownText(0, 1), "Treasury") << "the day's last event comes first";
    EXPECT_EQ(panel->shownText(7, 0), "1346-07-12");

    wxChoice& kinds = panel->kindChoice();
    kinds.SetStringSelection("March");  // the kind as a person reads it
    wxCommandEvent chosen(wxEVT_CHOICE, kinds.GetId());
    chosen.SetEventObject(&kinds);
    kinds.ProcessWindowEvent(chosen);
    EXPECT_EQ(panel->shownCount(), 4);
    for (long row = 0; row < panel->shownCount(); ++row)
        EXPECT_EQ(panel->shownText(row, 1), "March");
    // Of the marches, those naming Blanchetaque: one.
    panel->showAbout({}, {}, "Blanchetaque");
    ASSERT_EQ(panel->shownCount(), 1);
    EXPECT_TRUE(panel->shownText(0, 2).Contains("ford of Blanchetaque"));
    // Every kind again, about England: the wages; "England" inside "English" would not count.
    panel->showKind({});
    panel->showAbout("England", {}, {});
    ASSERT_EQ(panel->shownCount(), 1);
    EXPECT_EQ(panel->shownText(0, 1), "Treasury");
    panel->showAbout({}, {}, {});
    EXPECT_EQ(panel->shownCount(), 8);
}

TEST_F(PanelTest, AnEditIsSentWithItsFieldAndValueAndAVetoPutsTheOldValueBack) {
    auto* panel = new DetailsPanel(frame);
    const application::DeskViews desk = samples::crecyDesk();
    panel->setDetails(application::findDetails(desk, application::DetailSubject::Unit, "u-p-bow"));
    show();
    std::vector<EditRequestEvent> sent;
    bool refuse = false;
    frame->Bind(EVT_EDIT_REQUESTED, [&](EditRequestEvent& event) {
        sent.push_back(event);
        if (refuse) event.Veto();
    });

    wxPropertyGrid& grid = panel->grid();
    ASSERT_TRUE(grid.GetProperty("present"));
    EXPECT_EQ(grid.GetPropertyValueAsString("present"), "2000");
    EXPECT_TRUE(grid.GetProperty("figures")->HasFlag(wxPG_PROP_READONLY));

    grid.ChangePropertyValue("present", 1800L);  // as an edit in the grid does
    ASSERT_EQ(sent.size(), 1u);
    EXPECT_EQ(sent[0].subject(), application::DetailSubject::Unit);
    EXPECT_EQ(sent[0].id(), "u-p-bow");
    EXPECT_EQ(sent[0].field(), "present");
    EXPECT_EQ(sent[0].value(), "1800");
    EXPECT_EQ(grid.GetPropertyValueAsString("present"), "1800") << "accepted: kept";

    refuse = true;
    grid.ChangePropertyValue("name", wxString("Bad name"));
    ASSERT_EQ(sent.size(), 2u);
    EXPECT_EQ(grid.GetPropertyValueAsString("name"), "Cheshire archers") << "refused: restored";
}

}  // namespace
}  // namespace seneschal::gui
