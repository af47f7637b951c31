#include "app/gui/ledger_commands.hpp"

#include <wx/menu.h>

#include "app/gui/wx_text.hpp"
#include "application/campaign_session.hpp"

namespace seneschal::gui {

LedgerCommand::LedgerCommand(application::CampaignSession& session, const std::string& name,
                             LedgerOrder order, std::string& failure)
    : wxCommand(true, utf8(name)), session_(session), failure_(failure), order_(std::move(order)) {}

bool LedgerCommand::Do() {
    try {
        if (!performed_) {
            const std::string description = order_(session_);
            performed_ = true;
            m_commandName = utf8(description);
            return true;
        }
        return session_.redo().has_value();
    } catch (const std::exception& refused) {
        failure_ = refused.what();
        return false;
    }
}

bool LedgerCommand::Undo() {
    try {
        return session_.undo().has_value();
    } catch (const std::exception& refused) {
        failure_ = refused.what();
        return false;
    }
}

bool LedgerProcessor::perform(const std::string& name, LedgerOrder order) {
    failure_.clear();
    if (!session_) {
        failure_ = "no campaign is open";
        return false;
    }
    return Submit(new LedgerCommand(*session_, name, std::move(order), failure_));
}

void LedgerProcessor::setSession(application::CampaignSession* session) {
    ClearCommands();
    session_ = session;
    earlierUndone_ = 0;
    SetMenuStrings();
}

void LedgerProcessor::fileChangedElsewhere() {
    ClearCommands();
    earlierUndone_ = 0;
    SetMenuStrings();
}

bool LedgerProcessor::Submit(wxCommand* command, bool storeIt) {
    // Performing drops the file's redo history, this run's and earlier runs' alike.
    const bool done = wxCommandProcessor::Submit(command, storeIt);
    if (done) earlierUndone_ = 0;
    changed();
    return done;
}

bool LedgerProcessor::Undo() {
    failure_.clear();
    if (!session_) return false;
    bool done = false;
    if (wxCommandProcessor::CanUndo()) {
        done = wxCommandProcessor::Undo();
    } else {
        try {
            done = session_->undo().has_value();
            if (done) ++earlierUndone_;
        } catch (const std::exception& refused) {
            failure_ = refused.what();
        }
    }
    changed();
    return done;
}

bool LedgerProcessor::Redo() {
    failure_.clear();
    if (!session_) return false;
    bool done = false;
    // What this run did not undo itself (earlier runs, another program) is redone from the
    // file.
    if (earlierUndone_ > 0 || !wxCommandProcessor::CanRedo()) {
        try {
            done = session_->redo().has_value();
            if (done && earlierUndone_ > 0) --earlierUndone_;
        } catch (const std::exception& refused) {
            failure_ = refused.what();
        }
    } else {
        done = wxCommandProcessor::Redo();
    }
    changed();
    return done;
}

bool LedgerProcessor::CanUndo() const {
    return session_ && session_->nextUndo().has_value();
}
bool LedgerProcessor::CanRedo() const {
    return session_ && session_->nextRedo().has_value();
}

wxString LedgerProcessor::undoLabel() const {
    const auto next = session_ ? session_->nextUndo() : std::nullopt;
    return next ? "Undo " + utf8(next->description) : wxString("Undo");
}

wxString LedgerProcessor::redoLabel() const {
    const auto next = session_ ? session_->nextRedo() : std::nullopt;
    return next ? "Redo " + utf8(next->description) : wxString("Redo");
}

void LedgerProcessor::SetMenuStrings() {
    wxMenu* menu = GetEditMenu();
    if (!menu) return;
    if (wxMenuItem* item = menu->FindItem(wxID_UNDO)) {
        item->SetItemLabel("&" + undoLabel() + "\t" + GetUndoAccelerator());
        item->Enable(CanUndo());
    }
    if (wxMenuItem* item = menu->FindItem(wxID_REDO)) {
        item->SetItemLabel("&" + redoLabel() + "\t" + GetRedoAccelerator());
        item->Enable(CanRedo());
    }
}

void LedgerProcessor::changed() {
    SetMenuStrings();
    if (changed_) changed_();
}

}  // namespace seneschal::gui
