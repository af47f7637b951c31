#pragma once
// The prisoners pane: every captive with captor, ransom, deadline and status, and one button
// per ransom action the campaign offers. A button is live only when the action applies to
// every selected captive; pressing it sends EVT_RANSOM_ACTION with their ids.
#include <wx/panel.h>

#include <string>
#include <vector>

#include "application/views/prisoner_view.hpp"

class wxButton;
class wxListView;
class wxSizer;

namespace seneschal::gui {

class PrisonersPanel final : public wxPanel {
  public:
    explicit PrisonersPanel(wxWindow* parent);

    void setPrisoners(application::PrisonerView prisoners);

    std::vector<std::string> selectedIds() const;
    void selectCaptives(const std::vector<std::string>& ids);  // as if clicked with Ctrl held
    wxButton* actionButton(const std::string& actionId) const;
    wxListView& list() { return *list_; }

  private:
    void rebuildButtons();
    void updateButtons();
    void onAction(const std::string& actionId);

    application::PrisonerView prisoners_;
    wxListView* list_ = nullptr;
    wxSizer* buttonRow_ = nullptr;
    std::vector<std::pair<std::string, wxButton*>> buttons_;
};

}  // namespace seneschal::gui
