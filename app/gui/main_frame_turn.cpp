// The Turn menu (issue 35, docs/group-play.md): the umpire's turn by files, each item the very
// call of the CLI's command through the campaign session; no rule or SQL here.
#include <wx/menu.h>

#include <filesystem>
#include <optional>
#include <vector>

#include "app/gui/command_ids.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/wx_text.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::gui {

namespace {

std::filesystem::path fsPathOf(const wxString& path) {
    return std::filesystem::path(path.utf8_string());
}

}  // namespace

void MainFrame::bindTurnMenus() {
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { startGroupPlay(); }, ID_TURN_START_GROUP);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { sendDispatches(); }, ID_TURN_SEND_DISPATCHES);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { receiveOrders(); }, ID_TURN_RECEIVE_ORDERS);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { showOrdersReceived(); }, ID_TURN_ORDERS_STATUS);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { endTurn(); }, ID_TURN_END);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { newSideKey(); }, ID_TURN_NEW_KEY);
    for (int id : {ID_TURN_START_GROUP, ID_TURN_SEND_DISPATCHES, ID_TURN_RECEIVE_ORDERS,
                   ID_TURN_ORDERS_STATUS, ID_TURN_NEW_KEY, ID_TURN_END})
        Bind(
            wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(session_ != nullptr); }, id);
}

bool MainFrame::startGroupPlay() {
    if (!session_) return false;
    try {
        const std::string said = session_->startGroupPlay();
        refreshDesk();
        SetStatusText(utf8(said), 0);
        return true;
    } catch (const std::exception& error) {
        refuse("Cannot start group play", error.what());
        return false;
    }
}

bool MainFrame::newSideKey() {
    if (!session_) return false;
    const std::vector<campaign::Side>& sides = session_->snapshot().sides;
    wxArrayString names;
    for (const campaign::Side& side : sides) names.Add(utf8(side.name));
    const std::optional<int> chosen = prompter_->choose(
        this, "New key for a side", "The side whose dispatch fell into the wrong hands:", names);
    if (!chosen || *chosen < 0 || static_cast<std::size_t>(*chosen) >= sides.size()) return false;
    const campaign::Side& side = sides[static_cast<std::size_t>(*chosen)];
    if (!prompter_->confirm(
            this, "Give " + utf8(side.name) + " a new key?",
            utf8("Orders signed with " + side.name +
                 "'s present key, in every dispatch sent to it so far, will be refused from now "
                 "on; orders already received are kept. It needs a new dispatch. A new key is "
                 "not undone.")))
        return false;
    try {
        const std::string said = session_->newSideKey(side.id);
        refreshDesk();
        SetStatusText(utf8(said), 0);
        prompter_->inform(this, "New key", utf8(said));
        return true;
    } catch (const std::exception& error) {
        refuse("Cannot give a new key", error.what());
        return false;
    }
}

bool MainFrame::sendDispatches() {
    if (!session_) return false;
    const wxString chosen =
        prompter_->folder(this, "Choose the folder to write this turn's dispatches to");
    if (chosen.empty()) return false;
    const std::filesystem::path folder = fsPathOf(chosen);
    try {
        bool replace = false;
        const std::vector<std::filesystem::path> there = session_->existingDispatches(folder);
        if (!there.empty()) {
            wxString names;
            for (const std::filesystem::path& path : there)
                names += "\n" + utf8(path.filename().string());
            if (!prompter_->confirm(this, "Replace the dispatches?",
                                    utf8("The folder holds " +
                                         countOf(static_cast<std::int64_t>(there.size()),
                                                 "dispatch file", "dispatch files") +
                                         " of this turn already:") +
                                        names + "\n\nReplace them?"))
                return false;
            replace = true;
        }
        const std::string said = session_->sendDispatches(folder, replace);
        SetStatusText(utf8("Wrote this turn's dispatches to " + folder.string()), 0);
        prompter_->inform(this, "Dispatches written", utf8(said));
        return true;
    } catch (const std::exception& error) {
        refuse("Cannot write the dispatches", error.what());
        return false;
    }
}

bool MainFrame::receiveOrders() {
    if (!session_) return false;
    if (!session_->turnStatus().groupPlay) {
        refuse("Cannot receive orders",
               "The campaign does not play as a group yet: Turn > Start group play gives each "
               "side its key, and the dispatches then carry the orders form.");
        return false;
    }
    const wxArrayString chosen =
        prompter_->openFiles(this, "Choose the orders files the sides sent", kOrdersWildcard);
    if (chosen.empty()) return false;
    std::vector<std::filesystem::path> files;
    for (const wxString& path : chosen) files.push_back(fsPathOf(path));
    std::string preview;
    try {
        preview = session_->receiveOrders(files, true);
    } catch (const std::exception& error) {
        refuse("Orders refused", error.what());
        return false;
    }
    // The check's last line says nothing was recorded: the question replaces it.
    if (const auto end = preview.rfind('\n'); end != std::string::npos) preview.resize(end);
    if (!prompter_->confirm(this, "Record these orders?",
                            utf8(preview + "\n\nRecord them for this turn?")))
        return false;
    std::string said;
    if (!performOrder("Receive orders", [files, &said](application::CampaignSession& session) {
            said = session.receiveOrders(files, false);
            return said;
        }))
        return false;
    const auto last = said.rfind('\n');
    SetStatusText(utf8(last == std::string::npos ? said : said.substr(last + 1)), 0);
    return true;
}

void MainFrame::showOrdersReceived() {
    if (!session_) return;
    try {
        const application::TurnStatus status = session_->turnStatus();
        std::string text = status.describe();
        if (status.groupPlay) {
            text += "\n";
            for (const application::SideOrdersStatus& side : status.sides) {
                text += "\n" + side.sideName + ": " +
                        (side.sent ? "orders received (version " + std::to_string(side.version) +
                                         ", recorded on " + side.receivedOn + ")"
                                   : std::string("no orders yet"));
            }
        }
        prompter_->inform(this, "Orders for turn " + std::to_string(status.turn), utf8(text));
    } catch (const std::exception& error) {
        refuse("Cannot read the turn's orders", error.what());
    }
}

bool MainFrame::endTurn() {
    if (!session_) return false;
    application::TurnStatus status;
    try {
        status = session_->turnStatus();
    } catch (const std::exception& error) {
        refuse("Cannot end the turn", error.what());
        return false;
    }
    std::string question = "End turn " + std::to_string(status.turn) +
                           ": carry out the orders received and advance the calendar to the "
                           "next turn (it halts at a battle).";
    if (status.groupPlay) {
        for (const application::SideOrdersStatus& side : status.sides) {
            question +=
                "\n\n" + side.sideName +
                (side.sent ? ": orders received (version " + std::to_string(side.version) + ")."
                           : " sent no orders: its armies keep their standing orders.");
        }
    }
    if (!prompter_->confirm(this, "End the turn?", utf8(question))) return false;
    std::string report;
    const bool done = performOrder("End turn", [&report](application::CampaignSession& session) {
        report = session.endTurn(std::nullopt);
        return report;
    });
    // A turn is several actions: whatever was done is on the desk now.
    refreshDesk();
    if (done)
        prompter_->inform(this, "Turn " + std::to_string(status.turn) + " ended", utf8(report));
    return done;
}

}  // namespace seneschal::gui
