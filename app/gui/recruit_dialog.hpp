#pragma once
// Campaign > Recruit...: men for a unit, raised at a place; the library's Recruit checks that
// the place is the unit's side's and its army stands there, and charges the treasury.
#include <wx/dialog.h>

#include <cstdint>
#include <string>

#include "app/gui/army_choices.hpp"
#include "reports/campaign_session.hpp"

class wxChoice;
class wxSpinCtrl;

namespace seneschal::gui {

class RecruitDialog final : public wxDialog {
public:
    RecruitDialog(wxWindow* parent, reports::CampaignSession& session, const std::string& unitId);

    std::string placeId() const;
    std::string unitId() const;
    std::int64_t men() const;
    void choose(const std::string& placeId, const std::string& unitId, int men);

private:
    void updateOk();

    IdChoices places_;
    IdChoices units_;
    wxChoice* place_ = nullptr;
    wxChoice* unit_ = nullptr;
    wxSpinCtrl* men_ = nullptr;
};

}  // namespace seneschal::gui
