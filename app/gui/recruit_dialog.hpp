#pragma once
// Campaign > Recruit...: men for a unit, or a new unit, raised where its army stands; as the
// CLI's `recruit --unit` or `recruit --new --type --class --army`. Only the armies that may raise
// men today are offered (application::recruitChoices: an army standing in a place its side
// holds), and their units; a note says why the others are not (issue 37, item 5). The
// application's recruit checks again and charges the treasury; a refusal is shown in the dialog,
// which stays open with what was typed. A new unit's troop type fixes its background, arm, order
// and protection, shown beside the choice; it joins its army's "Recruits" battal.
#include <wx/dialog.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "app/gui/army_choices.hpp"
#include "application/orders/troop_choices.hpp"
#include "application/orders/upkeep_orders.hpp"
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

    // Gives the order as filled in: an empty answer when done, else the refusal, which the
    // dialog shows while it stays open. OK calls it; the dialog closes only when it is done.
    using Give = std::function<std::string(const RecruitDialog&)>;
    void onGive(Give give) { give_ = std::move(give); }
    bool give();  // OK, as the button does; true when done
    bool given() const { return given_; }
    wxString refusal() const;     // the refusal shown, if any
    wxString notOffered() const;  // why the armies not offered are not

    bool raisingNewUnit() const;
    std::string placeId() const;
    std::string unitId() const;                   // the unit reinforced
    application::NewUnitRequest newUnit() const;  // the unit raised
    std::int64_t men() const;
    std::vector<std::string> armiesOffered() const;  // ids
    std::vector<std::string> unitsOffered() const;   // ids
    std::string newUnitName() const;
    // As the game master fills it in: reinforce a unit, or raise a new one. The men are raised
    // where the army stands.
    void choose(const std::string& unitId, int men);
    void chooseNewUnit(const std::string& name, const std::string& typeId,
                       const std::string& troopClass, const std::string& armyId, int men);
    wxString typeDescription() const;

  private:
    void setNewUnit(bool raising);
    void onTypeChosen();
    void updateOk();
    void showPlace();

    const campaign::CampaignSnapshot& snapshot_;
    application::RecruitChoices choices_;
    IdChoices units_;
    IdChoices armies_;
    std::vector<application::TroopTypeChoice> types_;
    wxRadioBox* what_ = nullptr;
    wxStaticText* place_ = nullptr;  // where the men are raised: the army's place
    wxStaticText* notOffered_ = nullptr;
    wxString notOfferedText_;  // as said, before it is wrapped to the dialog's width
    wxStaticText* error_ = nullptr;
    Give give_;
    bool given_ = false;
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
