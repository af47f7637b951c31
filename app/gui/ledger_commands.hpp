#pragma once
// Edit > Undo / Redo over the campaign's own undo log, the only undo stack there is (issue 31
// item 7). An order the desk gives is performed through the session (one transaction in the
// ledger); Undo and Redo ask the session, which undoes whatever the file holds last: an order
// of this run, a battle applied from the battle dialog, an action of an earlier run or of the
// CLI. The menu labels always come from the file ("Undo March English host to Valognes") and
// are renewed whenever the desk is redrawn, however the file changed.
#include <wx/cmdproc.h>

#include <functional>
#include <string>

namespace seneschal::application {
class CampaignSession;
}

namespace seneschal::gui {

// One order given through the session (CampaignSession::orderMarch, ::advance, ...): returns
// what it did, as the ledger names it. Throws UserError when refused.
using LedgerOrder = std::function<std::string(application::CampaignSession&)>;

// A wxCommandProcessor only for the Edit menu's wiring (accelerators, labels): it stores no
// commands of its own.
class LedgerProcessor final : public wxCommandProcessor {
  public:
    // The session whose file holds the history; null when no campaign is open.
    void setSession(application::CampaignSession* session);
    // Called after every change the processor makes, so the window redraws.
    void onChange(std::function<void()> changed) { changed_ = std::move(changed); }

    // Another program changed the file: the labels are read again from it.
    void fileChangedElsewhere();

    // Gives the order through the session; false with lastError() when refused. `name` is what
    // the order is ("March"), for a refusal that comes before the ledger names it.
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
    std::string failure_;
    std::function<void()> changed_;
};

}  // namespace seneschal::gui
