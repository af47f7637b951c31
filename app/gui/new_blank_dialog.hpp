#pragma once
// File > New blank campaign... (issue 34): a campaign with nothing on its map yet, to build on
// the desk in edit mode: its name, first day, reckoning, rule set, currency and the map's size
// and scale. What it answers is the CLI's `new --blank` request
// (application/orders/campaign_edits.hpp newBlankCampaign); the library checks it.
#include <wx/dialog.h>

#include <optional>
#include <string>
#include <vector>

#include "application/orders/campaign_edits.hpp"

class wxChoice;
class wxSpinCtrl;
class wxTextCtrl;

namespace seneschal::gui {

class NewBlankDialog final : public wxDialog {
  public:
    explicit NewBlankDialog(wxWindow* parent);

    // The request as typed (without the file, which the save dialog asks for next).
    application::BlankCampaignRequest request() const;
    // As the game master fills it in. `reckoning` none: by the year; `milesPerUnit` none: no
    // scale.
    void fill(const std::string& name, const std::string& start,
              const std::optional<std::string>& reckoning, const std::string& rules,
              const std::string& currency, int width, int height,
              std::optional<double> milesPerUnit);

  private:
    wxTextCtrl* name_ = nullptr;
    wxTextCtrl* start_ = nullptr;
    wxChoice* reckoning_ = nullptr;
    wxChoice* rules_ = nullptr;
    wxTextCtrl* currency_ = nullptr;
    wxSpinCtrl* width_ = nullptr;
    wxSpinCtrl* height_ = nullptr;
    wxTextCtrl* scale_ = nullptr;
    std::vector<std::string> ruleIds_;
};

}  // namespace seneschal::gui
