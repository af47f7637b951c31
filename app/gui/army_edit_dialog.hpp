#pragma once
// Campaign > Armies and battals... (issue 34): a new army of a side at a place with its
// commander, or an army as it stands renamed or given another commander; a battal added to the
// army chosen; or, as the umpire's correction with its reason, an army nothing is left of
// disbanded (offered only for such an army). Campaign > Check armies... shows `edit check`: each
// army's points and every rule it breaks by its rule ID; the game master may keep them (a campaign
// army is no competition army). They answer with the application's requests; the session performs
// them.
#include <wx/dialog.h>

#include <optional>
#include <string>

#include "app/gui/army_choices.hpp"
#include "application/views/campaign_session.hpp"

class wxCheckBox;
class wxChoice;
class wxTextCtrl;

namespace seneschal::gui {

class ArmyEditDialog final : public wxDialog {
  public:
    // `armyId` empty: a new army.
    ArmyEditDialog(wxWindow* parent, const campaign::CampaignSnapshot& snapshot,
                   const std::string& armyId);

    bool addingArmy() const;
    std::string armyId() const;
    application::AddArmyRequest newArmy() const;
    // What changed of the army chosen; none when nothing did.
    std::optional<application::SetArmyRequest> changes() const;
    // The name of a battal to add to the army (empty: none).
    std::string newBattal() const;
    // The army chosen disbanded, with the reason typed (none: not asked for).
    std::optional<application::DisbandArmyRequest> disbanding() const;
    // Whether Disband is offered for the army chosen (nothing is left of it), and why not.
    bool disbandOffered() const;
    wxString disbandLabel() const;
    void askToDisband(const std::string& reason);

    void chooseArmy(const std::string& armyId);  // empty: a new army
    // `commanderId` empty: none.
    void fill(const std::string& sideId, const std::string& name, const std::string& placeId,
              const std::string& commanderId, const std::string& battal);

  private:
    void onArmyChosen();

    const campaign::CampaignSnapshot& snapshot_;
    IdChoices armies_;  // "a new army" first
    IdChoices sides_, places_;
    IdChoices leaders_;  // "none" first
    wxChoice* army_ = nullptr;
    wxChoice* side_ = nullptr;
    wxTextCtrl* name_ = nullptr;
    wxChoice* place_ = nullptr;
    wxChoice* commander_ = nullptr;
    wxTextCtrl* battal_ = nullptr;
    wxCheckBox* disband_ = nullptr;
    wxTextCtrl* reason_ = nullptr;
};

// The army check as the game master reads it: every line of `edit check`.
class ArmyCheckDialog final : public wxDialog {
  public:
    ArmyCheckDialog(wxWindow* parent, const application::ArmiesChecked& checked);
    const wxString& text() const { return text_; }

  private:
    wxString text_;
};

}  // namespace seneschal::gui
