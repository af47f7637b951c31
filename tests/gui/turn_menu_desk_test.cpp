// The Turn menu (issue 35): the umpire plays a group's turn at the desk by files only — group
// play started, every side's dispatch written to a folder, a side's orders (written from its
// page alone, as a player without Seneschal would) received after they are shown, the status
// bar saying who has sent and who has not, and the turn ended into the next.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "app/gui/main_frame.hpp"
#include "application/orders/orders_file.hpp"
#include "application/views/campaign_session.hpp"
#include "tests/gui/crecy_desk_fixture.hpp"

namespace seneschal::gui::testing {
namespace {

namespace fs = std::filesystem;

class TurnMenuDesk : public CrecyDeskFixture {
  protected:
    fs::path out = dir / "dispatches";
    // The dispatches written again over those there (the desk asks; the prompter agrees).
    bool sendAgain() {
        prompter->folderAnswer = wxString::FromUTF8(out.string());
        return frame->sendDispatches();
    }
    bool said(const std::vector<wxString>& lines, const char* words) const {
        return std::any_of(lines.begin(), lines.end(), [&](const wxString& line) {
            return line.utf8_string().find(words) != std::string::npos;
        });
    }
};

TEST_F(TurnMenuDesk, AWholeTurnByFilesFromTheTurnMenu) {
    // Before group play the status bar says nothing of orders, and orders cannot be received.
    EXPECT_TRUE(frame->turnOrdersText().empty());
    prompter->filesAnswer.Add("whatever.xml");
    EXPECT_FALSE(frame->receiveOrders());
    EXPECT_TRUE(said(prompter->errors, "Start group play")) << "no word on what to do first";

    ASSERT_TRUE(frame->startGroupPlay());
    EXPECT_EQ(frame->turnOrdersText().utf8_string(),
              "Turn 1: waiting for Kingdom of England, Kingdom of France");

    // Send dispatches: cancelled (no folder), nothing written; then into the folder.
    fs::create_directory(out);
    EXPECT_FALSE(frame->sendDispatches());
    EXPECT_TRUE(fs::is_empty(out));
    prompter->folderAnswer = wxString::FromUTF8(out.string());
    ASSERT_TRUE(frame->sendDispatches())
        << (prompter->errors.empty() ? "" : prompter->errors.back());
    for (const char* name :
         {"england-turn-1.html", "england-turn-1.pdf", "france-turn-1.html", "france-turn-1.pdf"})
        EXPECT_TRUE(fs::exists(out / name)) << name;
    EXPECT_TRUE(said(prompter->messages, "Wrote the dispatch of Kingdom of France for turn 1"));
    // Again: the desk names the files there and asks before replacing them; refused, unchanged.
    const auto written = fs::last_write_time(out / "france-turn-1.html");
    prompter->agree = false;
    const std::size_t asked = prompter->questions.size();
    EXPECT_FALSE(frame->sendDispatches());
    ASSERT_EQ(prompter->questions.size(), asked + 1);
    EXPECT_NE(prompter->questions.back().utf8_string().find("4 dispatch files"), std::string::npos)
        << prompter->questions.back();
    EXPECT_EQ(fs::last_write_time(out / "france-turn-1.html"), written);
    prompter->agree = true;

    // England's player writes orders from the page alone; the desk shows them, then records.
    application::WriteOrdersRequest write;
    write.dispatch = out / "england-turn-1.html";
    write.marches = {"English host=Caen"};
    write.out = dir / "england-orders.xml";
    application::writeOrders(write);
    prompter->filesAnswer.Clear();
    prompter->filesAnswer.Add(wxString::FromUTF8(write.out.string()));
    ASSERT_TRUE(frame->receiveOrders())
        << (prompter->errors.empty() ? "" : prompter->errors.back());
    EXPECT_NE(prompter->questions.back().utf8_string().find("march English host to Caen by "),
              std::string::npos)
        << prompter->questions.back();
    EXPECT_EQ(frame->turnOrdersText().utf8_string(),
              "Turn 1: orders from Kingdom of England; waiting for Kingdom of France");
    // Received orders are one undoable action of the file's history.
    EXPECT_NE(frame->commands().undoLabel().utf8_string().find("Receive orders"), std::string::npos)
        << frame->commands().undoLabel();
    frame->showOrdersReceived();
    EXPECT_TRUE(said(prompter->messages, "Kingdom of France: no orders yet"));
    // The same file again is refused (a version not later than the one received).
    const std::size_t errors = prompter->errors.size();
    EXPECT_FALSE(frame->receiveOrders());
    EXPECT_EQ(prompter->errors.size(), errors + 1);

    // End turn asks, naming the side that sent nothing, then the calendar is in turn 2 and the
    // English host on the road to Caen.
    const std::string before = frame->session()->dateText();
    const auto hostOn = [this] {
        const auto& armies = frame->desk().map.armies;
        const auto host = std::find_if(armies.begin(), armies.end(),
                                       [](const auto& army) { return army.id == "english-host"; });
        if (host == armies.end()) return std::string("gone");
        // Where it stands, or where its march ends.
        if (!host->where.onTheMarch()) return host->where.placeId;
        return "bound for " +
               (host->where.stops.empty() ? std::string() : host->where.stops.back());
    };
    const std::string landedAt = hostOn();
    ASSERT_TRUE(frame->endTurn()) << (prompter->errors.empty() ? "" : prompter->errors.back());
    EXPECT_NE(prompter->questions.back().utf8_string().find(
                  "Kingdom of France sent no orders: its armies keep their standing orders."),
              std::string::npos)
        << prompter->questions.back();
    EXPECT_NE(frame->session()->dateText(), before);
    EXPECT_TRUE(said(prompter->messages, "Turn 1 ended"));
    EXPECT_TRUE(said(prompter->messages, "Kingdom of France sent no orders for turn 1"));
    EXPECT_EQ(frame->turnOrdersText().utf8_string(),
              "Turn 2: waiting for Kingdom of England, Kingdom of France");
    EXPECT_NE(landedAt, "caen");
    EXPECT_TRUE(hostOn() == "caen" || hostOn() == "bound for caen")
        << "the English host did not march on its orders: " << hostOn();
}

// Turn > New key for a side: the side chosen from the campaign's own, the umpire told what it
// costs and asked; a dispatch sent afterwards carries another key, and cancelling changes none.
TEST_F(TurnMenuDesk, ANewKeyIsGivenToTheChosenSideOnlyAfterAsking) {
    ASSERT_TRUE(frame->startGroupPlay());
    fs::create_directory(out);
    prompter->folderAnswer = wxString::FromUTF8(out.string());
    ASSERT_TRUE(frame->sendDispatches());
    const std::string before = application::readOrdersForm(out / "france-turn-1.html").key;

    prompter->chooseAnswer = 1;
    prompter->agree = false;
    EXPECT_FALSE(frame->newSideKey());
    ASSERT_EQ(prompter->choices.size(), 2u);
    EXPECT_EQ(prompter->choices[1].utf8_string(), "Kingdom of France");
    EXPECT_NE(prompter->questions.back().utf8_string().find(
                  "Kingdom of France's present key, in every dispatch sent to it so far, will be "
                  "refused"),
              std::string::npos)
        << prompter->questions.back();
    prompter->agree = true;
    prompter->chooseAnswer.reset();
    EXPECT_FALSE(frame->newSideKey()) << "cancelled";
    ASSERT_TRUE(sendAgain());
    EXPECT_EQ(application::readOrdersForm(out / "france-turn-1.html").key, before);

    prompter->chooseAnswer = 1;
    ASSERT_TRUE(frame->newSideKey()) << (prompter->errors.empty() ? "" : prompter->errors.back());
    EXPECT_TRUE(said(prompter->messages, "Kingdom of France has a new key"));
    ASSERT_TRUE(sendAgain());
    EXPECT_NE(application::readOrdersForm(out / "france-turn-1.html").key, before);
    EXPECT_EQ(application::readOrdersForm(out / "france-turn-1.html").key.size(), before.size());
}

}  // namespace
}  // namespace seneschal::gui::testing
