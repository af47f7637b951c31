#pragma once
// Campaign > March...: choose an army, a destination and whether to force the pace; the
// path and arrival date from the route graph show before the game master confirms.
#include <wx/dialog.h>

#include <string>
#include <vector>

#include "app/gui/army_choices.hpp"
#include "application/views/campaign_session.hpp"

class wxCheckBox;
class wxChoice;
class wxStaticText;

namespace seneschal::gui {

class MarchDialog final : public wxDialog {
  public:
    MarchDialog(wxWindow* parent, application::CampaignSession& session, const std::string& armyId);

    std::string armyId() const;
    std::string placeId() const;
    bool forced() const;
    void choose(const std::string& armyId, const std::string& placeId);  // as if picked
    wxString planText() const;

  private:
    void updatePlan();

    application::CampaignSession& session_;
    IdChoices armies_;
    IdChoices places_;
    wxChoice* army_ = nullptr;
    wxChoice* place_ = nullptr;
    wxCheckBox* forced_ = nullptr;
    wxStaticText* plan_ = nullptr;
};

}  // namespace seneschal::gui
