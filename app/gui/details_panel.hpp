#pragma once
// The details pane: a property grid of the selected unit, leader, army or place. Editing a
// field sends EVT_EDIT_REQUESTED; if a handler vetoes it, the old value comes back.
#include <wx/panel.h>

#include "application/views/details_view.hpp"

class wxPropertyGrid;
class wxPropertyGridEvent;
class wxStaticText;

namespace seneschal::gui {

class DetailsPanel final : public wxPanel {
  public:
    explicit DetailsPanel(wxWindow* parent);

    void setDetails(application::DetailsView details);
    const application::DetailsView& details() const { return details_; }
    wxPropertyGrid& grid() { return *grid_; }

  private:
    void onChanged(wxPropertyGridEvent& event);

    application::DetailsView details_;
    wxStaticText* title_ = nullptr;
    wxPropertyGrid* grid_ = nullptr;
};

}  // namespace seneschal::gui
