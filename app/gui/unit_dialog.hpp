#pragma once
// Campaign > Units... (issue 34): a new unit added to a battal (its name, troop type and class
// from the campaign's own rule book, its men), or a unit as it stands renamed and its men
// corrected by the umpire, with the reason the ledger keeps. Each unit's God's Acre points
// (GA-POINTS) and its side's are shown, from the army check (`edit check`). It answers with the
// application's requests; the session checks and performs them.
#include <wx/dialog.h>

#include <cstdint>
#include <string>
#include <vector>

#include "app/gui/army_choices.hpp"
#include "application/orders/troop_choices.hpp"
#include "application/views/campaign_session.hpp"

class wxChoice;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace seneschal::gui {

class UnitDialog final : public wxDialog {
  public:
    // `unitId` empty: a new unit.
    UnitDialog(wxWindow* parent, application::CampaignSession& session, const std::string& unitId);

    bool addingUnit() const;
    std::string unitId() const;  // the unit edited; empty when adding
    application::AddUnitRequest newUnit() const;
    std::string name() const;
    std::int64_t men() const;
    std::string reason() const;
    // What the dialog shows of the points: "Unit: 84 points (GA-POINTS); Kingdom of Arden: 84".
    wxString pointsText() const;

    // As the game master fills it in.
    void chooseUnit(const std::string& unitId);  // empty: a new unit
    void fillNew(const std::string& battalId, const std::string& name, const std::string& typeId,
                 const std::string& troopClass, int men);
    void fillEdit(const std::string& name, int men, const std::string& reason);

  private:
    void onUnitChosen();
    void onTypeChosen();

    application::CampaignSession& session_;
    application::ArmiesChecked checked_;
    IdChoices units_;  // "a new unit" first
    IdChoices battals_;
    std::vector<application::TroopTypeChoice> types_;
    wxChoice* unit_ = nullptr;
    wxChoice* battal_ = nullptr;
    wxTextCtrl* name_ = nullptr;
    wxChoice* type_ = nullptr;
    wxChoice* class_ = nullptr;
    wxSpinCtrl* men_ = nullptr;
    wxTextCtrl* reason_ = nullptr;
    wxStaticText* typeText_ = nullptr;
    wxStaticText* points_ = nullptr;
};

}  // namespace seneschal::gui
