#pragma once
// The chronicle pane: the campaign's dated events, newest first, with a choice of kind.
#include <wx/panel.h>

#include <vector>

#include "application/chronicle_view.hpp"

class wxChoice;
class wxListCtrl;

namespace seneschal::gui {

class ChronicleList;

class ChroniclePanel final : public wxPanel {
  public:
    explicit ChroniclePanel(wxWindow* parent);

    void setChronicle(application::ChronicleView chronicle);
    void showKind(const wxString& kind);  // empty: every kind, as "All events" in the choice

    long shownCount() const;
    wxString shownText(long row, int column) const;  // what a row's cell says
    wxChoice& kindChoice() { return *kinds_; }

  private:
    void refill();

    application::ChronicleView chronicle_;
    std::vector<const application::ChronicleEntry*> shown_;
    wxChoice* kinds_ = nullptr;
    ChronicleList* list_ = nullptr;
};

}  // namespace seneschal::gui
