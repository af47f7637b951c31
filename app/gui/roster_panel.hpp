#pragma once
// The roster pane: a filter box over a sortable wxDataViewCtrl tree of the muster roll.
// Selecting a row sends EVT_DESK_SELECTION; select() follows a selection made elsewhere.
// A new roster of the same rows (an advance, an order) keeps the rows open as they were, and
// their expand arrows; the count columns are as wide as their content and the name column takes
// the room left beside them, so that men, wounded, captive and dead are in view in the pane a
// 1280 x 800 screen gives (issue 37, item 7); the other columns show while there is room.
#include <wx/dataview.h>
#include <wx/panel.h>

#include <string>
#include <vector>

#include "app/gui/roster_model.hpp"
#include "application/views/roster_view.hpp"

class wxSearchCtrl;

namespace seneschal::gui {

class RosterPanel final : public wxPanel {
  public:
    explicit RosterPanel(wxWindow* parent);

    void setRoster(application::RosterView roster);
    void setFilter(const wxString& text);  // as if typed in the filter box

    // Selects and shows the row with this id; false when it is not shown (e.g. filtered out).
    bool select(const std::string& id);
    std::string selectedId() const;

    wxDataViewCtrl& tree() { return *tree_; }
    wxSearchCtrl& filterBox() { return *filter_; }
    const RosterModel& model() const { return *model_; }
    std::vector<std::string> expandedIds() const;  // the rows open, sides first
    // What the pointer at `at` (the tree's client coordinates) shows: a name the name column
    // cuts, whole; elsewhere the columns' legend.
    wxString tooltipAt(const wxPoint& at) const;
    // The room the widest name measured needs, indent and all (the name column's most).
    int widestName() const { return widestName_; }

    // The columns after the name, in order: a short heading, what it means (the control's
    // tooltip), and whether it is always shown (men, wounded, captive) or only while the pane
    // has room.
    struct Heading {
        const char* title;
        const char* meaning;
        RosterModel::Column column;
        wxAlignment align;
        bool always;
    };
    static const std::vector<Heading>& headings();

  private:
    void applyFilter();
    // Each count column as wide as its heading and its widest cell; the name column measured
    // to the longest name at its depth in the tree, so that no name is cut where there is room.
    void fitColumns();
    void applyNameWidth();  // the widest name measured, within the pane's room
    int nameWidth(const wxDataViewItem& item) const;  // its name's room, indent and all
    static constexpr int kNarrowestName = 140;
    int widestName_ = kNarrowestName;
    std::vector<int> fitted_;  // each column's width as fitColumns measured it
    void onSelectionChanged(wxDataViewEvent& event);

    application::RosterView roster_;
    wxString shownFilter_;  // the filter the rows shown were made with
    wxString legend_;       // the columns' short headings said whole
    wxSearchCtrl* filter_ = nullptr;
    wxDataViewCtrl* tree_ = nullptr;
    wxObjectDataPtr<RosterModel> model_;
    bool followingElsewhere_ = false;  // no event while selecting on another pane's behalf
};

}  // namespace seneschal::gui
