#pragma once
// Campaign > Merge...: choose the army that stays and the armies folded into it; the library's
// MergeArmies refuses other sides, other places and armies in a pending battle, so only the
// armies it would accept are offered.
#include <wx/dialog.h>

#include <string>
#include <vector>

#include "app/gui/army_choices.hpp"
#include "application/views/campaign_session.hpp"

class wxCheckListBox;
class wxChoice;
class wxStaticText;

namespace seneschal::gui {

class MergeDialog final : public wxDialog {
  public:
    MergeDialog(wxWindow* parent, application::CampaignSession& session, const std::string& armyId);

    // The army that stays first, then those folded into it.
    std::vector<std::string> armyIds() const;
    void choose(const std::string& keeperId, const std::vector<std::string>& otherIds);
    // The armies (ids) offered to fold in: those the campaign would let join the keeper.
    const std::vector<std::string>& candidates() const { return candidates_; }

  private:
    void listCandidates();  // the armies that may join the keeper now chosen
    void updateOk();

    application::CampaignSession& session_;
    IdChoices armies_;
    std::vector<std::string> candidates_;  // ids, as the check list shows them
    wxChoice* keeper_ = nullptr;
    wxCheckListBox* others_ = nullptr;
    wxStaticText* note_ = nullptr;  // why the list is empty, when it is
};

}  // namespace seneschal::gui
