#pragma once
// Campaign > Recruit...: men for a unit, or a new unit, raised at a place; as the CLI's
// `recruit --unit` or `recruit --new --type --class --army`. The application's recruit
// (application/orders/upkeep_orders.hpp) checks that the place is the side's and the army stands
// there, and charges the treasury. A new unit's troop type fixes its background, arm, order and
// protection, shown beside the choice; it joins its army's "Recruits" battal (the library's rule,
// as in the CLI).
#include <wx/dialog.h>

#include <cstdint>
#include <string>
#include <vector>

#include "app/gui/army_choices.hpp"
#include "application/orders/troop_choices.hpp"
#include "application/views/campaign_session.hpp"

class wxChoice;
class wxRadioBox;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace seneschal::gui {

class RecruitDialog final : public wxDialog {
  public:
    RecruitDialog(wxWindow* parent, application::CampaignSession& session,
                  const std::string& unitId);

    bool raisingNewUnit() const;
    std::string placeId() const;
    std::string unitId() const;                   // the unit reinforced
    application::NewUnitRequest newUnit() const;  // the unit raised
    std::int64_t men() const;
    // As the game master fills it in: reinforce a unit, or raise a new one.
    void choose(const std::string& placeId, const std::string& unitId, int men);
    void chooseNewUnit(const std::string& name, const std::string& typeId,
                       const std::string& troopClass, const std::string& armyId,
                       const std::string& placeId, int men);
    wxString typeDescription() const;

  private:
    void setNewUnit(bool raising);
    void onTypeChosen();
    void updateOk();

    const campaign::CampaignSnapshot& snapshot_;
    IdChoices places_;
    IdChoices units_;
    IdChoices armies_;
    std::vector<application::TroopTypeChoice> types_;
    wxRadioBox* what_ = nullptr;
    wxChoice* place_ = nullptr;
    wxChoice* unit_ = nullptr;
    wxTextCtrl* name_ = nullptr;
    wxChoice* type_ = nullptr;
    wxChoice* class_ = nullptr;
    wxStaticText* typeText_ = nullptr;
    wxChoice* army_ = nullptr;
    wxSpinCtrl* men_ = nullptr;
    std::vector<wxWindow*> reinforcing_;  // enabled while reinforcing
    std::vector<wxWindow*> raising_;      // enabled while raising a new unit
};

}  // namespace seneschal::gui
