#include "app/gui/ledger_commands.hpp"

#include <wx/menu.h>

#include "app/gui/wx_text.hpp"
#include "application/views/campaign_session.hpp"

namespace seneschal::gui {

bool LedgerProcessor::perform(const std::string& name, LedgerOrder order) {
    failure_.clear();
    if (!session_) {
        failure_ = "no campaign is open";
        return false;
    }
    bool done = false;
    try {
        order(*session_);
        done = true;
    } catch (const std::exception& refused) {
        failure_ = refused.what();
        if (failure_.empty()) failure_ = name + " was refused";
    }
    changed();
    return done;
}

void LedgerProcessor::setSession(application::CampaignSession* session) {
    ClearCommands();
    session_ = session;
    SetMenuStrings();
}

void LedgerProcessor::fileChangedElsewhere() {
    SetMenuStrings();
}

bool LedgerProcessor::Submit(wxCommand* command, bool) {
    // Nothing is kept here: a command is done once and forgotten; its undo is the file's.
    const bool done = wxCommandProcessor::Submit(command, false);
    changed();
    return done;
}

bool LedgerProcessor::Undo() {
    failure_.clear();
    if (!session_) return false;
    bool done = false;
    try {
        done = session_->undo().has_value();
    } catch (const std::exception& refused) {
        failure_ = refused.what();
    }
    changed();
    return done;
}

bool LedgerProcessor::Redo() {
    failure_.clear();
    if (!session_) return false;
    bool done = false;
    try {
        done = session_->redo().has_value();
    } catch (const std::exception& refused) {
        failure_ = refused.what();
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
