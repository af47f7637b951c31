#pragma once
// Campaign > Sides... (issue 34): a new side (its name, heraldic colour and treasury), or a side
// as it stands renamed, recoloured or its treasury corrected with the reason the ledger keeps;
// with the side's God's Acre points, every army of it (GA-POINTS, GA-CMD-COST, from the army
// check); and whether the side is played by the programmed opponent (issue 36), with its
// character, or by a person. It answers with the application's requests; the session checks and
// performs them.
#include <wx/dialog.h>

#include <cstdint>
#include <string>

#include "app/gui/army_choices.hpp"
#include "application/views/campaign_session.hpp"

class wxCheckBox;
class wxChoice;
class wxStaticText;
class wxTextCtrl;

namespace seneschal::gui {

class SideDialog final : public wxDialog {
  public:
    // `sideId` empty: a new side.
    SideDialog(wxWindow* parent, application::CampaignSession& session, const std::string& sideId);

    bool addingSide() const;
    std::string sideId() const;
    application::AddSideRequest newSide() const;
    // What changed of the side chosen; none when nothing did.
    std::optional<application::SetSideRequest> changes() const;
    // The side chosen handed to the programmed opponent or back to a person (the CLI's
    // `side --programmed`); none when that did not change.
    std::optional<application::SideProgrammedRequest> programmedChange() const;
    wxString pointsText() const;
    // The treasury as typed, grouped or not ("28,820" or "28820"); none when it is not a whole
    // number of pounds from 0 to 1,000,000,000, which OK says in the dialog and stays open.
    std::optional<std::int64_t> treasuryTyped() const;
    wxString treasuryText() const;
    void typeTreasury(const wxString& text);  // as if typed in the field
    // What OK would say is wrong (empty: nothing); OK says it and keeps the dialog and its input.
    wxString problem() const;

    void chooseSide(const std::string& sideId);  // empty: a new side
    void fill(const std::string& name, const std::string& colour, int treasury,
              const std::string& reason);
    // Ticks or clears "Played by the programmed opponent", with the character when ticked.
    void setProgrammed(bool programmed, const std::string& character = "cautious");
    bool programmed() const;

  private:
    void onSideChosen();
    void onOk(wxCommandEvent& event);
    void showProgrammed();

    application::CampaignSession& session_;
    application::ArmiesChecked checked_;
    IdChoices sides_;  // "a new side" first
    wxChoice* side_ = nullptr;
    wxTextCtrl* name_ = nullptr;
    wxTextCtrl* colour_ = nullptr;
    wxTextCtrl* treasury_ = nullptr;  // pounds, grouped as the rest of the desk shows money
    wxStaticText* problem_ = nullptr;
    wxTextCtrl* reason_ = nullptr;
    wxStaticText* points_ = nullptr;
    wxCheckBox* programmed_ = nullptr;
    wxChoice* character_ = nullptr;
    wxStaticText* opponentNote_ = nullptr;
};

}  // namespace seneschal::gui
