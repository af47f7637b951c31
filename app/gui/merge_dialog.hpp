#pragma once
// Campaign > Merge...: choose the army that stays and the armies folded into it; the library's
// MergeArmies refuses other sides, other places and armies in a pending battle.
#include <wx/dialog.h>

#include <string>
#include <vector>

#include "app/gui/army_choices.hpp"
#include "reports/campaign_session.hpp"

class wxCheckListBox;
class wxChoice;

namespace seneschal::gui {

class MergeDialog final : public wxDialog {
public:
    MergeDialog(wxWindow* parent, reports::CampaignSession& session, const std::string& armyId);

    // The army that stays first, then those folded into it.
    std::vector<std::string> armyIds() const;
    void choose(const std::string& keeperId, const std::vector<std::string>& otherIds);

private:
    void updateOk();

    IdChoices armies_;
    wxChoice* keeper_ = nullptr;
    wxCheckListBox* others_ = nullptr;
};

}  // namespace seneschal::gui
