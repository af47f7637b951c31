// The tabletop console (issue 18) on the real window and a real campaign file: the English
// host marches into Caen and the battle with the French garrison is fought on the table. The
// game master walks GA-SEQ step by step over two moves: a charge declared and tested, a move
// marked, a shooting, a melee (undone and fought again), a morale test that routs, quarter
// asked and granted, a leader's risk, then the second move's march and shooting; the battle
// survives closing the console and reopening the file; End battle builds the outcome, and the usual
// preview applies it.
#include <gtest/gtest.h>
#include <wx/grid.h>

#include <fstream>
#include <memory>
#include <sstream>

#include "app/gui/aftermath_dialog.hpp"
#include "app/gui/battle_dialog.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/prompter.hpp"
#include "app/gui/tabletop_console_dialog.hpp"
#include "application/views/campaign_session.hpp"
#include "base/data_dir.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/gui/modal_answer.hpp"
#include "tests/gui/recording_prompter.hpp"

namespace seneschal::gui {
namespace {

namespace fs = std::filesystem;

class TabletopConsoleDesk : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new MainFrame();
        auto prompter = std::make_unique<testing::RecordingPrompter>();
        told = prompter.get();
        frame->setPrompter(std::move(prompter));
        frame->Show();
        const wxString scenario =
            wxString::FromUTF8((seneschal::scenariosDir() / "crecy-1346.xml").string());
        ASSERT_TRUE(frame->newFromScenario(scenario, wxString::FromUTF8(file.string())));
        ASSERT_TRUE(frame->orderMarch("english-host", "caen"));
        ASSERT_TRUE(frame->advance(14));
    }
    void TearDown() override { frame->Destroy(); }

    application::CampaignSession& session() { return *frame->session(); }

    // The units of a side in the console, in their order.
    static std::vector<application::ConsoleUnit> sideUnits(const TabletopConsoleDialog& console,
                                                           std::size_t side) {
        std::vector<application::ConsoleUnit> units;
        for (const application::ConsoleUnit& u : console.console().startUnits) {
            if (u.side == console.console().sides.at(side).id) units.push_back(u);
        }
        return units;
    }
    // The unit as the console has it now (a copy: two reads in one expression stay valid).
    static application::ConsoleUnit now(const TabletopConsoleDialog& console, const std::string& id,
                                        application::ConsoleState& s) {
        s = application::consoleState(console.console());
        return s.unit(id);
    }

    // Walks a short battle through the console, checking what the game master sees.
    void play(TabletopConsoleDialog& console) {
        const auto english = sideUnits(console, 0);
        const auto french = sideUnits(console, 1);
        ASSERT_GE(english.size(), 2u);
        ASSERT_GE(french.size(), 1u);
        // Longbowmen shoot; the first other English unit pursues.
        const auto bows = std::find_if(english.begin(), english.end(),
                                       [](const auto& u) { return u.troopType == "longbowmen"; });
        ASSERT_NE(bows, english.end());
        const std::string shooters = bows->id;
        const std::string pursuers = english[0].id == shooters ? english[1].id : english[0].id;
        const std::string garrison = french[0].id;
        application::ConsoleState state;

        EXPECT_TRUE(console.heading().Contains("Move 1: declare charges")) << console.heading();
        console.setMarks(garrison, true, 0, true, false);
        ASSERT_TRUE(console.record()) << console.message();
        EXPECT_EQ(console.logLines(), 1);
        EXPECT_TRUE(console.logLine(0).Contains("GA-CHARGE")) << console.logLine(0);

        console.nextStep();
        EXPECT_TRUE(console.heading().Contains("test morale to charge (GA-SEQ step 2)"));
        EXPECT_TRUE(
            console.due().Contains(wxString::FromUTF8(french[0].name) + " tests morale to charge"))
            << console.due();
        console.setMorale(garrison, "", "6,6");
        ASSERT_TRUE(console.record()) << console.message();
        EXPECT_TRUE(console.logLine(console.logLines() - 1).Contains("GA-MT-ROLL"));

        console.nextStep();  // move
        console.setMarks(garrison, now(console, garrison, state).charging, 300, true, true);
        ASSERT_TRUE(console.record()) << console.message();
        console.setMarks(shooters, false, 0, true, true);
        ASSERT_TRUE(console.record()) << console.message();
        EXPECT_TRUE(now(console, garrison, state).inContact);

        console.nextStep();  // shooting, rolled with a known seed
        const int before = now(console, garrison, state).figures;
        console.rollWith(11);
        console.setShooting(shooters, garrison, std::min(5, bows->fielded), {}, "");
        ASSERT_TRUE(console.workOut()) << console.message();
        EXPECT_TRUE(console.working().Contains("GA-")) << console.working();
        EXPECT_TRUE(console.working().Contains("Dice rolled")) << console.working();
        ASSERT_TRUE(console.record()) << console.message();
        EXPECT_LE(now(console, garrison, state).figures, before);
        EXPECT_EQ(before - now(console, garrison, state).figures,
                  now(console, garrison, state).removed);

        console.nextStep();  // close combat: fought, undone, fought again
        const int lines = console.logLines();
        console.rollWith(5);
        console.setMelee(battle::MeleeKind::Impact, garrison, 3, shooters, 3, "");
        ASSERT_TRUE(console.record()) << console.message();
        EXPECT_EQ(console.logLines(), lines + 1);
        EXPECT_TRUE(console.logLine(lines).Contains("GA-CC-RESULT")) << console.logLine(lines);
        const std::string fought = console.logLine(lines).utf8_string();
        ASSERT_TRUE(console.undo());
        EXPECT_EQ(console.logLines(), lines) << "the melee taken back";
        console.rollWith(5);
        console.setMelee(battle::MeleeKind::Impact, garrison, 3, shooters, 3, "");
        ASSERT_TRUE(console.record()) << console.message();
        EXPECT_EQ(console.logLine(lines).utf8_string(), fought) << "the same dice, the same blow";

        // A refused value is said, and nothing recorded.
        console.setQuarter(pursuers, garrison, 9999, "6");
        EXPECT_FALSE(console.record());
        EXPECT_FALSE(console.message().empty());
        EXPECT_EQ(console.logLines(), lines + 1);

        console.nextStep();  // the other morale tests: the garrison breaks
        console.setMorale(garrison, "lost-melee-per-point:20", "1,1");
        ASSERT_TRUE(console.record()) << console.message();
        EXPECT_EQ(now(console, garrison, state).morale, "rout");
        const int row = static_cast<int>(
            std::find_if(console.console().startUnits.begin(), console.console().startUnits.end(),
                         [&](const application::ConsoleUnit& u) { return u.id == garrison; }) -
            console.console().startUnits.begin());
        EXPECT_TRUE(
            console.units().GetCellValue(row, TabletopConsoleDialog::Morale).Contains("rout"));

        const int running = now(console, garrison, state).figures;
        ASSERT_GT(running, 0);
        console.setQuarter(pursuers, garrison, std::min(2, running), "6");
        ASSERT_TRUE(console.record()) << console.message();
        EXPECT_TRUE(console.logLine(console.logLines() - 1).Contains("GA-QUARTER"));
        EXPECT_EQ(now(console, garrison, state).captured, std::min(2, running));
        EXPECT_TRUE(
            console.units().GetCellValue(row, TabletopConsoleDialog::Figures).Contains("taken"));

        console.rollWith(3);
        console.setLeaderRisk(console.console().startLeaders.back().id, 2, true, "");
        ASSERT_TRUE(console.record()) << console.message();
        EXPECT_TRUE(console.logLine(console.logLines() - 1).Contains("GA-LEADER-RISK"));

        // Move 2: its marks start clear, each unit's figures noted for GA-MT-WHEN's 10%.
        console.nextStep();
        EXPECT_TRUE(console.heading().Contains("Move 2: declare charges")) << console.heading();
        EXPECT_FALSE(now(console, garrison, state).charging);
        EXPECT_EQ(now(console, garrison, state).atMoveStart, now(console, garrison, state).figures);
        console.nextStep();  // charge tests: none declared
        EXPECT_TRUE(console.due().Contains("no charge declared")) << console.due();
        console.nextStep();  // move
        console.setMarks(pursuers, false, 200, true, true);
        ASSERT_TRUE(console.record()) << console.message();
        console.nextStep();  // shooting again, at another of the French
        const std::string second = french.size() > 1 ? french[1].id : garrison;
        console.rollWith(21);
        console.setShooting(shooters, second, std::min(5, bows->fielded), {"long-range"}, "");
        ASSERT_TRUE(console.record()) << console.message();
        const wxString last = console.logLine(console.logLines() - 1);
        EXPECT_TRUE(last.StartsWith("2, shooting")) << last;
        EXPECT_TRUE(last.Contains("GA-CAS-DICE")) << last;
    }

    seneschal::testing::TempDir dir;
    fs::path file = dir / "crecy.seneschal";
    MainFrame* frame = nullptr;
    testing::RecordingPrompter* told = nullptr;
};

TEST_F(TabletopConsoleDesk, AShortBattleIsPlayedStepByStepAndItsAftermathApplied) {
    BattleDialog battle(frame, session(), frame->prompter());
    battle.choosePlace("caen");
    bool played = false;
    bool previewed = false;
    ModalAnswer answer([&](wxDialog* shown) {
        if (auto* console = dynamic_cast<TabletopConsoleDialog*>(shown)) {
            play(*console);
            played = true;
            EXPECT_TRUE(session().hasTabletopConsole("caen")) << "kept step by step";
            return console->finish(console->console().sides.at(0).id) ? wxID_OK : wxID_CANCEL;
        }
        if (auto* preview = dynamic_cast<AftermathDialog*>(shown)) {
            previewed = true;
            EXPECT_TRUE(preview->apply());
        }
        return wxID_CANCEL;
    });
    battle.openTabletopConsole();
    ASSERT_TRUE(played);
    ASSERT_TRUE(previewed) << (told->errors.empty() ? wxString() : told->errors.back());
    EXPECT_TRUE(told->errors.empty()) << told->errors.back();
    EXPECT_TRUE(session().pendingBattles().empty()) << "the battle was applied";
    EXPECT_FALSE(session().hasTabletopConsole("caen"));
}

TEST_F(TabletopConsoleDesk, AnOpenBattleSurvivesClosingTheConsoleAndReopeningTheFile) {
    {
        BattleDialog battle(frame, session(), frame->prompter());
        battle.choosePlace("caen");
        TabletopConsoleDialog* console = battle.buildConsole();
        ASSERT_NE(console, nullptr);
        const auto french = sideUnits(*console, 1);
        console->setMarks(french.at(0).id, true, 0, true, false);
        ASSERT_TRUE(console->record());
        console->nextStep();
        console->Destroy();
    }
    frame->closeCampaign();
    ASSERT_TRUE(frame->openCampaign(wxString::FromUTF8(file.string())));
    BattleDialog battle(frame, session(), frame->prompter());
    battle.choosePlace("caen");
    TabletopConsoleDialog* console = battle.buildConsole();
    ASSERT_NE(console, nullptr);
    EXPECT_EQ(console->logLines(), 2);
    EXPECT_TRUE(console->heading().Contains("test morale to charge")) << console->heading();
    // The scale is fixed once the battle has begun; undone to the start, it may change again.
    EXPECT_FALSE(console->changeScale(10));
    ASSERT_TRUE(console->undo());
    ASSERT_TRUE(console->undo());
    EXPECT_TRUE(console->changeScale(10));
    EXPECT_EQ(console->console().scale, 10);
    console->Destroy();
}

TEST_F(TabletopConsoleDesk, TheEndAsksTheWinnerAndShowsTheMenComingBack) {
    BattleDialog battle(frame, session(), frame->prompter());
    battle.choosePlace("caen");
    TabletopConsoleDialog* console = battle.buildConsole();
    ASSERT_NE(console, nullptr);
    ASSERT_TRUE(console->changeScale(12));
    ConsoleEndDialog end(console, console->console());
    EXPECT_FALSE(end.winner()) << "the winner is never defaulted";
    end.chooseWinner("");
    ASSERT_TRUE(end.winner());
    EXPECT_TRUE(end.winner()->empty()) << "a draw";
    console->Destroy();
}

// Battle > Tabletop console for a battle file: no campaign; the console is kept beside the file
// and the outcome saved where the game master says.
TEST_F(TabletopConsoleDesk, ABattleFileIsFoughtWithNoCampaignAndItsOutcomeSaved) {
    const fs::path battleFile = dir / "ford.xml";
    fs::copy_file(seneschal::scenariosDir() / "small-skirmish.xml", battleFile);
    told->savePath = wxString::FromUTF8((dir / "ford.outcome.xml").string());
    bool played = false;
    ModalAnswer answer([&](wxDialog* shown) {
        auto* console = dynamic_cast<TabletopConsoleDialog*>(shown);
        if (!console) return wxID_CANCEL;
        played = true;
        console->setMarks("fr-knights", true, 0, true, false);
        EXPECT_TRUE(console->record()) << console->message();
        console->nextStep();
        EXPECT_TRUE(fs::exists(dir / "ford.console.xml")) << "kept beside the battle file";
        // GA-CC-RESULT: the archers join the men-at-arms against the knights: one melee, the
        // knights struck by both, every unit in contact.
        console->rollWith(3);
        console->setMelee(battle::MeleeKind::Impact, "fr-knights", 4, "eng-maa", 4, "");
        console->joinMelee("eng-archers", 3, "fr-knights", {});
        EXPECT_TRUE(console->workOut()) << console->message();
        EXPECT_TRUE(console->working().Contains("Despenser's archers on Clermont's knights"))
            << console->working();
        EXPECT_TRUE(console->record()) << console->message();
        const wxString fought = console->logLine(console->logLines() - 1);
        EXPECT_TRUE(
            fought.Contains("Clermont's knights, Despenser's men-at-arms and "
                            "Despenser's archers fight an impact melee"))
            << fought;
        EXPECT_TRUE(application::consoleState(console->console()).unit("eng-archers").inContact);
        console->setPursuit("fr-knights", 4);
        EXPECT_TRUE(console->record()) << console->message();
        return console->finish("english") ? wxID_OK : wxID_CANCEL;
    });
    frame->openBattleFileConsole(wxString::FromUTF8(battleFile.string()));
    ASSERT_TRUE(played);
    EXPECT_TRUE(told->errors.empty()) << told->errors.back();
    std::ifstream saved(dir / "ford.outcome.xml");
    std::stringstream text;
    text << saved.rdbuf();
    EXPECT_NE(text.str().find("winner=\"english\""), std::string::npos) << text.str();
    EXPECT_NE(text.str().find("pursuedOff=\"4\""), std::string::npos) << text.str();
}

}  // namespace
}  // namespace seneschal::gui
