// The tabletop result entry (issue 16) on the real window and a real campaign file: the
// English host marches into Caen, and the game master types the battle's result. Nothing he
// types is lost: a refused value stays with its cell marked and its message shown, closing
// keeps a draft in the file that reopening restores, a preview closed without Apply loses
// nothing, and Apply or Discard draft take the draft away. The winner is never defaulted, the
// totals follow the typing, and losses may be typed in men.
#include <gtest/gtest.h>
#include <wx/display.h>
#include <wx/grid.h>
#include <wx/textctrl.h>

#include <memory>

#include "app/gui/aftermath_dialog.hpp"
#include "app/gui/battle_dialog.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/prompter.hpp"
#include "app/gui/tabletop_dialog.hpp"
#include "application/battles/battle_places.hpp"
#include "application/views/campaign_session.hpp"
#include "base/data_dir.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/gui/modal_answer.hpp"

namespace seneschal::gui {
namespace {

namespace fs = std::filesystem;

// Tells nobody anything: the entry's tests read the dialog itself.
class SilentPrompter final : public Prompter {
  public:
    void error(wxWindow*, const wxString&, const wxString& message) override {
        errors.push_back(message);
    }
    bool confirm(wxWindow*, const wxString&, const wxString&) override { return true; }
    wxString openFile(wxWindow*, const wxString&, const wxString&) override { return {}; }
    wxString saveFile(wxWindow*, const wxString&, const wxString&, const wxString&) override {
        return {};
    }
    std::optional<long> number(wxWindow*, const wxString&, const wxString&, long offered, long,
                               long) override {
        return offered;
    }
    std::optional<int> choose(wxWindow*, const wxString&, const wxString&,
                              const wxArrayString&) override {
        return 0;
    }
    std::vector<wxString> errors;
};

class TabletopEntry : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new MainFrame();
        auto prompter = std::make_unique<SilentPrompter>();
        told = prompter.get();
        frame->setPrompter(std::move(prompter));
        frame->Show();
        const wxString scenario =
            wxString::FromUTF8((seneschal::scenariosDir() / "crecy-1346.xml").string());
        ASSERT_TRUE(frame->newFromScenario(scenario, wxString::FromUTF8(file.string())));
        // The English host marches into Caen and meets the French garrison there.
        ASSERT_TRUE(frame->orderMarch("english-host", "caen"));
        ASSERT_TRUE(frame->advance(14));
        BattleDialog battle(frame, session(), frame->prompter());
        battle.choosePlace("caen");
        setup = battle.setup();
    }
    void TearDown() override { frame->Destroy(); }

    application::CampaignSession& session() { return *frame->session(); }
    battle::BattleOutcome blank() {
        return application::blankOutcome(setup, "Caen", session().dateText());
    }
    std::unique_ptr<TabletopDialog> openEntry() {
        return std::make_unique<TabletopDialog>(frame, session(), setup, blank());
    }
    static wxString cell(TabletopDialog& entry, int row, int column) {
        return entry.units().GetCellValue(row, column);
    }
    std::string english() const { return setup.sides.at(0).id; }

    seneschal::testing::TempDir dir;
    fs::path file = dir / "crecy.seneschal";
    MainFrame* frame = nullptr;
    SilentPrompter* told = nullptr;
    battle::BattleSetup setup;
};

TEST_F(TabletopEntry, TheSideAndUnitColumnsStayWhileTheRestScrollOnAScreenItFits) {
    auto entry = openEntry();
    EXPECT_EQ(entry->units().GetNumberFrozenCols(), 2);
    const wxRect screen = wxDisplay(0u).GetClientArea();
    EXPECT_LE(entry->GetSize().GetWidth(), screen.GetWidth());
    EXPECT_LE(entry->GetSize().GetHeight(), screen.GetHeight());
}

TEST_F(TabletopEntry, TheWinnerStartsUnchosenAndOKIsRefusedUntilItIsChosen) {
    auto entry = openEntry();
    EXPECT_FALSE(entry->winnerChosen()) << "never the first side by default";
    EXPECT_FALSE(entry->ok());
    EXPECT_TRUE(entry->winnerMarked());
    EXPECT_TRUE(entry->message().Contains("Choose the winner")) << entry->message();
    entry->setWinner(english());
    EXPECT_FALSE(entry->winnerMarked()) << "choosing clears the mark";
    EXPECT_TRUE(entry->ok());
    EXPECT_EQ(entry->outcome().winner, english());
}

TEST_F(TabletopEntry, ARefusedValueKeepsEveryTypedValueAndMarksItsCellWithTheMessage) {
    auto entry = openEntry();
    ASSERT_GE(entry->units().GetNumberRows(), 3);
    entry->setCount(0, TabletopDialog::Removed, 2);
    entry->setCount(0, TabletopDialog::Remainder, 7);
    entry->setCount(2, TabletopDialog::Routed, 1);
    entry->setCount(1, TabletopDialog::Removed, 5000);  // far more figures than the unit had
    entry->setWinner(english());
    EXPECT_FALSE(entry->ok());

    ASSERT_TRUE(entry->markedUnitCell());
    EXPECT_EQ(*entry->markedUnitCell(), std::make_pair(1, int{TabletopDialog::Removed}));
    EXPECT_NE(entry->units().GetCellBackgroundColour(1, TabletopDialog::Removed),
              entry->units().GetCellBackgroundColour(0, TabletopDialog::Removed));
    const wxString unitName = cell(*entry, 1, TabletopDialog::Unit);
    EXPECT_TRUE(entry->message().Contains(unitName)) << entry->message();
    EXPECT_EQ(entry->cellTip(1, TabletopDialog::Removed), entry->message());
    EXPECT_TRUE(entry->cellTip(0, TabletopDialog::Removed).empty());
    // Every value as typed, the one refused too.
    EXPECT_EQ(cell(*entry, 0, TabletopDialog::Removed), "2");
    EXPECT_EQ(cell(*entry, 0, TabletopDialog::Remainder), "7");
    EXPECT_EQ(cell(*entry, 2, TabletopDialog::Routed), "1");
    EXPECT_EQ(cell(*entry, 1, TabletopDialog::Removed), "5000");
    EXPECT_TRUE(entry->winnerChosen());
}

TEST_F(TabletopEntry, TheTotalsPerSideFollowTheTyping) {
    auto entry = openEntry();
    const wxString englishName = wxString::FromUTF8(setup.sides.at(0).name);
    EXPECT_TRUE(entry->totals().Contains(englishName + ": ")) << entry->totals();
    EXPECT_TRUE(entry->totals().Contains("0 figures removed (0 men lost)")) << entry->totals();
    entry->setCount(0, TabletopDialog::Removed, 3);
    entry->setCount(0, TabletopDialog::Remainder, 5);
    EXPECT_TRUE(entry->totals().Contains("3 figures removed (65 men lost)")) << entry->totals();

    // And while a count is still being typed into its cell, before it is left.
    entry->Show();
    entry->units().SetGridCursor(0, TabletopDialog::Routed);
    entry->units().EnableCellEditControl();
    ASSERT_TRUE(entry->units().IsCellEditControlShown());
    wxGridCellEditor* editor = entry->units().GetCellEditor(0, TabletopDialog::Routed);
    auto* typing = dynamic_cast<wxTextCtrl*>(editor->GetWindow());
    editor->DecRef();
    ASSERT_NE(typing, nullptr);
    typing->SetValue("4");
    EXPECT_TRUE(entry->totals().Contains("4 figures routed")) << entry->totals();
    entry->units().DisableCellEditControl();
}

TEST_F(TabletopEntry, WhatWasTypedSurvivesClosingTheEntryAndReopeningTheFile) {
    {
        auto entry = openEntry();
        entry->setCount(1, TabletopDialog::Removed, 3);
        entry->setCount(1, TabletopDialog::Captured, 1);
        entry->leaders().SetCellValue(0, TabletopDialog::Fate, "wounded");
        entry->keepDraftAndClose();  // Cancel: nothing asked
    }
    {
        auto entry = openEntry();
        EXPECT_EQ(cell(*entry, 1, TabletopDialog::Removed), "3");
        EXPECT_EQ(cell(*entry, 1, TabletopDialog::Captured), "1");
        EXPECT_EQ(entry->leaders().GetCellValue(0, TabletopDialog::Fate), "wounded");
        EXPECT_FALSE(entry->winnerChosen());
    }
    // The campaign closed and opened again, as the next evening's session would.
    ASSERT_TRUE(frame->openCampaign(wxString::FromUTF8(file.string())));
    auto entry = openEntry();
    EXPECT_EQ(cell(*entry, 1, TabletopDialog::Removed), "3");
    EXPECT_EQ(cell(*entry, 1, TabletopDialog::Captured), "1");
}

TEST_F(TabletopEntry, LossesTypedInMenBecomeFiguresAndOddMenExactly) {
    auto entry = openEntry();
    entry->setCount(0, TabletopDialog::Removed, 3);
    entry->setCount(0, TabletopDialog::Remainder, 5);
    entry->enterInMen(true);
    const int scale = session().rulebook().menPerFigure();
    EXPECT_EQ(cell(*entry, 0, TabletopDialog::Removed), wxString::Format("%d", 3 * scale + 5));
    entry->setCount(0, TabletopDialog::Removed, 7 * scale + 3);
    entry->setCount(1, TabletopDialog::Routed, scale + 1);  // not whole figures
    entry->setWinner(english());
    EXPECT_FALSE(entry->ok()) << "a routed count in men must make whole figures";
    ASSERT_TRUE(entry->markedUnitCell());
    EXPECT_EQ(*entry->markedUnitCell(), std::make_pair(1, int{TabletopDialog::Routed}));
    entry->setCount(1, TabletopDialog::Routed, scale);
    ASSERT_TRUE(entry->ok()) << entry->message();
    EXPECT_EQ(entry->outcome().units[0].figuresRemoved, 7);
    EXPECT_EQ(entry->outcome().units[0].menRemainder, 3);
    EXPECT_EQ(entry->outcome().units[1].figuresRouted, 1);

    auto reopened = openEntry();
    EXPECT_TRUE(reopened->inMen()) << "the draft remembers it was typed in men";
    EXPECT_EQ(cell(*reopened, 0, TabletopDialog::Removed), wxString::Format("%d", 7 * scale + 3));
}

TEST_F(TabletopEntry, APreviewClosedWithoutApplyKeepsTheDraftAndApplyTakesItAway) {
    BattleDialog battle(frame, session(), frame->prompter());
    battle.choosePlace("caen");
    bool applying = false;
    bool previewed = false;
    ModalAnswer answer([&](wxDialog* shown) {
        if (auto* entry = dynamic_cast<TabletopDialog*>(shown)) {
            if (!entry->winnerChosen()) {
                entry->setCount(0, TabletopDialog::Removed, 2);
                entry->setWinner(english());
            }
            return entry->ok() ? wxID_OK : wxID_CANCEL;
        }
        if (auto* preview = dynamic_cast<AftermathDialog*>(shown)) {
            previewed = true;
            if (applying) {
                EXPECT_TRUE(preview->apply());
            }
        }
        return wxID_CANCEL;
    });
    battle.enterTabletopResult();  // OK, then the preview closed without Apply
    ASSERT_TRUE(previewed) << (told->errors.empty() ? wxString() : told->errors.back());
    {
        auto entry = openEntry();
        EXPECT_EQ(cell(*entry, 0, TabletopDialog::Removed), "2");
        EXPECT_TRUE(entry->winnerChosen());
    }
    applying = true;
    battle.enterTabletopResult();  // the draft restored, OK, and this time Apply
    EXPECT_TRUE(told->errors.empty()) << told->errors.back();
    EXPECT_TRUE(session().pendingBattles().empty()) << "the battle was applied";
    // Undo brings the battle back, but not the result applied to it as a draft.
    ASSERT_TRUE(session().undo());
    auto entry = openEntry();
    EXPECT_EQ(cell(*entry, 0, TabletopDialog::Removed), "0");
    EXPECT_FALSE(entry->winnerChosen());
}

TEST_F(TabletopEntry, DiscardDraftEmptiesTheEntryAndTheFile) {
    {
        auto entry = openEntry();
        entry->setCount(0, TabletopDialog::Removed, 4);
        entry->setWinner("");
        entry->keepDraftAndClose();
    }
    auto entry = openEntry();
    EXPECT_EQ(cell(*entry, 0, TabletopDialog::Removed), "4");
    entry->discardDraft();
    EXPECT_EQ(cell(*entry, 0, TabletopDialog::Removed), "0");
    EXPECT_FALSE(entry->winnerChosen());
    EXPECT_FALSE(session().tabletopDraft("caen", blank()));
}

}  // namespace
}  // namespace seneschal::gui
