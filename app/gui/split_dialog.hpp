#pragma once
// Campaign > Split...: choose an army, the units it detaches and the new army's name; the
// library's SplitArmy decides whether the split stands.
#include <wx/dialog.h>

#include <string>
#include <vector>

#include "app/gui/army_choices.hpp"
#include "application/views/campaign_session.hpp"

class wxCheckListBox;
class wxChoice;
class wxTextCtrl;

namespace seneschal::gui {

class SplitDialog final : public wxDialog {
  public:
    SplitDialog(wxWindow* parent, application::CampaignSession& session, const std::string& armyId);

    std::string armyId() const;
    std::vector<std::string> detached() const;  // unit ids
    std::string newName() const;
    void choose(const std::string& armyId, const std::vector<std::string>& unitIds,
                const std::string& newName);  // as if picked and typed

  private:
    void listUnits();
    void updateOk();

    application::CampaignSession& session_;
    IdChoices armies_;
    IdChoices units_;
    wxChoice* army_ = nullptr;
    wxCheckListBox* units_list_ = nullptr;
    wxTextCtrl* name_ = nullptr;
};

}  // namespace seneschal::gui
