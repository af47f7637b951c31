#pragma once
// Campaign > Pay...: pay a side's arrears from its treasury, all it can or up to a sum; the
// library's PayArrears pays the Mercenaries first.
#include <wx/dialog.h>

#include <cstdint>
#include <optional>
#include <string>

#include "app/gui/army_choices.hpp"
#include "application/views/campaign_session.hpp"

class wxChoice;
class wxSpinCtrl;

namespace seneschal::gui {

class PayDialog final : public wxDialog {
  public:
    PayDialog(wxWindow* parent, application::CampaignSession& session);

    std::string sideId() const;
    // Pounds at most; none: as far as the treasury goes.
    std::optional<std::int64_t> limitPounds() const;
    void choose(const std::string& sideId, std::optional<int> limitPounds);

  private:
    IdChoices sides_;
    wxChoice* side_ = nullptr;
    wxSpinCtrl* limit_ = nullptr;
};

}  // namespace seneschal::gui
