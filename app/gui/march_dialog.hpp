#pragma once
// Campaign > March...: choose an army, a destination and whether to force the pace; the
// path, its days and the arrival date from the route graph show before the game master gives
// the order with OK, which is the one confirmation (issue 37, item 8). The destinations are
// listed by name, and a search box above them keeps only the places whose name holds what is
// typed (application::destinationsByName).
#include <wx/dialog.h>

#include <string>
#include <vector>

#include "app/gui/army_choices.hpp"
#include "application/orders/march_orders.hpp"
#include "application/views/campaign_session.hpp"

class wxCheckBox;
class wxChoice;
class wxListBox;
class wxStaticText;
class wxTextCtrl;

namespace seneschal::gui {

class MarchDialog final : public wxDialog {
  public:
    MarchDialog(wxWindow* parent, application::CampaignSession& session, const std::string& armyId);

    std::string armyId() const;
    std::string placeId() const;
    bool forced() const;
    void choose(const std::string& armyId, const std::string& placeId);  // as if picked
    void find(const wxString& typed);                   // as if typed in the search box
    std::vector<std::string> destinationNames() const;  // as listed, in order
    wxString planText() const;

  private:
    void fillDestinations();
    void updatePlan();

    application::CampaignSession& session_;
    IdChoices armies_;
    std::vector<application::Destination> places_;  // as listed
    wxChoice* army_ = nullptr;
    wxTextCtrl* find_ = nullptr;
    wxListBox* place_ = nullptr;
    wxCheckBox* forced_ = nullptr;
    wxStaticText* plan_ = nullptr;
};

}  // namespace seneschal::gui
