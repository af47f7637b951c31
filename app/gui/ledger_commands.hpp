#pragma once
// Edit > Undo / Redo over the campaign's ledger. Each order the desk gives is a wxCommand whose
// Do gives it through the session (application::CampaignSession, then redoes it) and whose
// Undo undoes it. The undo history lives in the campaign file, so the processor also reaches back
// past this run: once the commands of this run are undone, Undo goes on undoing what the
// file remembers from earlier runs (or from the CLI), and Redo brings those back first.
// The menu labels always come from the file ("Undo March English host to Valognes").
#include <wx/cmdproc.h>

#include <functional>
#include <memory>
#include <string>

namespace seneschal::application {
class CampaignSession;
}

namespace seneschal::gui {

// One order given through the session (CampaignSession::orderMarch, ::advance, ...): returns
// what it did, as the ledger names it. Throws UserError when refused.
using LedgerOrder = std::function<std::string(application::CampaignSession&)>;

class LedgerCommand final : public wxCommand {
  public:
    // A refusal by the library is written to `failure` and Do/Undo return false (wx owns
    // the command, so nothing may be thrown through it).
    // `name`: what the order is ("March") until it is done and named by what it did.
    LedgerCommand(application::CampaignSession& session, const std::string& name, LedgerOrder order,
                  std::string& failure);
    bool Do() override;
    bool Undo() override;

  private:
    application::CampaignSession& session_;
    std::string& failure_;
    LedgerOrder order_;
    bool performed_ = false;
};

class LedgerProcessor final : public wxCommandProcessor {
  public:
    // The session whose file holds the history; null when no campaign is open. Forgets this
    // run's commands.
    void setSession(application::CampaignSession* session);
    // Called after every change the processor makes, so the window redraws.
    void onChange(std::function<void()> changed) { changed_ = std::move(changed); }

    // Another program changed the file: this run's commands may no longer be the last
    // actions in it, so from now on Undo and Redo follow the file alone.
    void fileChangedElsewhere();

    // Gives the order as an undoable command; false with lastError() when refused.
    bool perform(const std::string& name, LedgerOrder order);
    const std::string& lastError() const { return failure_; }

    bool Submit(wxCommand* command, bool storeIt = true) override;
    bool Undo() override;
    bool Redo() override;
    bool CanUndo() const override;
    bool CanRedo() const override;
    void SetMenuStrings() override;

    wxString undoLabel() const;  // "Undo March English host to Valognes", or "Undo"
    wxString redoLabel() const;

  private:
    void changed();
    application::CampaignSession* session_ = nullptr;
    int earlierUndone_ = 0;
    std::string failure_;  // actions of earlier runs undone past this run's commands
    std::function<void()> changed_;
};

}  // namespace seneschal::gui
