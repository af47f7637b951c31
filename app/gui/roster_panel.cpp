#include "app/gui/roster_panel.hpp"

#include <wx/sizer.h>
#include <wx/srchctrl.h>
#include <wx/utils.h>

#include <algorithm>

#include "app/gui/desk_events.hpp"

namespace seneschal::gui {

const std::vector<RosterPanel::Heading>& RosterPanel::headings() {
    static const std::vector<Heading> all = {
        {"Men", "present, fit to fight", RosterModel::Present, wxALIGN_RIGHT, true},
        {"Wnd", "wounded", RosterModel::Wounded, wxALIGN_RIGHT, true},
        {"Capt", "captive (held by the enemy)", RosterModel::Captive, wxALIGN_RIGHT, true},
        {"Dead", "dead", RosterModel::Dead, wxALIGN_RIGHT, false},
        {"Des", "deserted (a leader: fled)", RosterModel::Deserted, wxALIGN_RIGHT, false},
        {"Figs", "figures on the table at the campaign's scale", RosterModel::Figures,
         wxALIGN_RIGHT, false},
        {"Back", "the day the wounded return", RosterModel::Returns, wxALIGN_NOT, false},
        {"Type", "troop type", RosterModel::Type, wxALIGN_NOT, false},
        {"Class", "troop class", RosterModel::Class, wxALIGN_NOT, false}};
    return all;
}

RosterPanel::RosterPanel(wxWindow* parent) : wxPanel(parent), model_(new RosterModel) {
    filter_ = new wxSearchCtrl(this, wxID_ANY);
    filter_->SetDescriptiveText("Filter by name, type or class");
    filter_->ShowCancelButton(true);

    tree_ = new wxDataViewCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                               wxDV_SINGLE | wxDV_ROW_LINES | wxDV_VERT_RULES);
    tree_->AssociateModel(model_.get());
    // Strength first, after the name: it is what the game master reads the roll for. The
    // counts have short headings (the tooltip says them whole) so that men, wounded, captive
    // and dead stand beside the names in the pane a 1280-pixel screen gives; the rest follow
    // while the pane has room for them (Details shows every figure of the row chosen). The
    // widths are set from the content (fitColumns) and the room (applyNameWidth).
    const auto sortable = wxDATAVIEW_COL_SORTABLE | wxDATAVIEW_COL_RESIZABLE;
    tree_->AppendTextColumn("Name", RosterModel::Name, wxDATAVIEW_CELL_INERT, kNarrowestName,
                            wxALIGN_NOT, sortable);
    for (const RosterPanel::Heading& each : headings()) {
        tree_->AppendTextColumn(each.title, each.column, wxDATAVIEW_CELL_INERT, 60, each.align,
                                sortable);
    }
    legend_ = "The columns:";
    for (const RosterPanel::Heading& each : headings())
        legend_ << "\n" << each.title << ": " << each.meaning;
    tree_->SetToolTip(legend_);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(filter_, wxSizerFlags().Expand().Border(wxALL, 4));
    sizer->Add(tree_, wxSizerFlags(1).Expand());
    SetSizer(sizer);

    filter_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { applyFilter(); });
    filter_->Bind(wxEVT_SEARCHCTRL_CANCEL_BTN, [this](wxCommandEvent&) { filter_->Clear(); });
    tree_->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, &RosterPanel::onSelectionChanged, this);
    // A name the column cuts (a narrow pane, a deep row) is said whole under the pointer.
    // The pointer is read from the screen: GTK's tree reports motion under its headings.
    tree_->GetMainWindow()->Bind(wxEVT_MOTION, [this](wxMouseEvent& event) {
        const wxString tip = tooltipAt(tree_->ScreenToClient(wxGetMousePosition()));
        if (tip != tree_->GetToolTipText()) tree_->SetToolTip(tip);
        event.Skip();
    });
    tree_->Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        applyNameWidth();
        event.Skip();
    });
}

void RosterPanel::setRoster(application::RosterView roster) {
    roster_ = std::move(roster);
    applyFilter();
    fitColumns();
}

namespace {
// Measured on GTK: a tree level indents about 18 pixels, and the first level's text starts
// after its expander at about 24; a heading has room for its sort arrow.
constexpr int kFirstText = 24, kLevel = 18, kPadding = 14, kHeading = 34;
}  // namespace

int RosterPanel::nameWidth(const wxDataViewItem& item) const {
    int depth = 0;
    for (wxDataViewItem up = model_->GetParent(item); up.IsOk(); up = model_->GetParent(up))
        ++depth;
    return GetTextExtent(model_->text(item, RosterModel::Name)).GetWidth() + kFirstText +
           depth * kLevel + kPadding;
}

wxString RosterPanel::tooltipAt(const wxPoint& at) const {
    wxDataViewItem item;
    wxDataViewColumn* column = nullptr;
    tree_->HitTest(at, item, column);
    if (item.IsOk() && column == tree_->GetColumn(0) && nameWidth(item) > column->GetWidth())
        return model_->text(item, RosterModel::Name);
    return legend_;
}

void RosterPanel::fitColumns() {
    // The rows measured: the sides and armies (whose totals are the widest numbers) and the
    // first thousand rows; a roll of thousands of units rarely has its widest name further
    // down, and the columns stay resizable.
    std::vector<wxDataViewItem> rows = model_->sidesAndArmies();
    const std::vector<wxDataViewItem> first = model_->firstRows(1000);
    rows.insert(rows.end(), first.begin(), first.end());
    int widestName = kNarrowestName;
    for (const wxDataViewItem& item : rows) widestName = std::max(widestName, nameWidth(item));
    widestName_ = widestName;
    fitted_.assign(tree_->GetColumnCount(), 0);
    // The other columns: few distinct widths, so the sides' and armies' rows and a sample of
    // the rest (the words a leader's row says are short).
    const std::vector<wxDataViewItem> sample = model_->firstRows(200);
    rows = model_->sidesAndArmies();
    rows.insert(rows.end(), sample.begin(), sample.end());
    for (unsigned at = 1; at < tree_->GetColumnCount(); ++at) {
        wxDataViewColumn* column = tree_->GetColumn(at);
        int widest = GetTextExtent(column->GetTitle()).GetWidth() + kHeading;
        for (const wxDataViewItem& item : rows)
            widest = std::max(
                widest,
                GetTextExtent(model_->text(item, column->GetModelColumn())).GetWidth() + kPadding);
        column->SetWidth(widest);
        fitted_[at] = widest;
    }
    applyNameWidth();
}

void RosterPanel::applyNameWidth() {
    // Men, wounded and captive always stand beside the names, and the dead while they fit beside
    // the narrowest name column; then the names take what they need, up to the widest (a name is
    // what a game master reads the roll by: it wins room before the other counts, issue 37);
    // then deserted, figures and the columns of words (the wounded's return, type, class) while
    // they fit, in that order. A column with no room is hidden, and comes back when the pane is
    // widened, rather than standing out of sight to the right. The widths are the fitted ones
    // (what the control reports lags behind until it is laid out again).
    if (fitted_.size() != tree_->GetColumnCount()) return;
    constexpr int kScrollBar = 16;
    const int pane = tree_->GetClientSize().GetWidth() - kScrollBar;
    std::vector<bool> shown(fitted_.size(), false);
    unsigned at = 1;
    int right = kNarrowestName;
    bool room = true;
    for (; at < fitted_.size(); ++at) {
        const Heading& heading = headings()[at - 1];
        if (!heading.always && heading.column != RosterModel::Dead) break;
        room = heading.always || (room && right + fitted_[at] <= pane);
        shown[at] = room;
        if (room) right += fitted_[at];
    }
    const int name = std::max(kNarrowestName, std::min(widestName_, pane - right + kNarrowestName));
    right += name - kNarrowestName;
    for (; at < fitted_.size(); ++at) {
        room = room && right + fitted_[at] <= pane;
        shown[at] = room;
        if (room) right += fitted_[at];
    }
    tree_->GetColumn(0)->SetWidth(name);
    for (unsigned each = 1; each < fitted_.size(); ++each) {
        wxDataViewColumn* column = tree_->GetColumn(each);
        if (column->IsHidden() == shown[each]) column->SetHidden(!shown[each]);
    }
}

std::vector<std::string> RosterPanel::expandedIds() const {
    std::vector<std::string> open;
    for (const wxDataViewItem& item : model_->containers())
        if (tree_->IsExpanded(item)) open.push_back(model_->idOf(item));
    return open;
}

void RosterPanel::setFilter(const wxString& text) {
    filter_->SetValue(text);
}

void RosterPanel::applyFilter() {
    const std::string kept = selectedId();
    const wxString text = filter_->GetValue();
    const bool sameFilter = text == shownFilter_ && model_->rowCount() > 0;
    // The rows open now, to open again when the same roll comes back rebuilt.
    const std::vector<std::string> open = sameFilter ? expandedIds() : std::vector<std::string>();
    shownFilter_ = text;
    if (model_->setRoster(application::filterRoster(roster_, text.utf8_string()))) {
        // The same rows with new values: the control keeps its items, arrows and open rows.
        tree_->Refresh();
        return;
    }
    if (sameFilter) {
        for (const std::string& id : open) {
            const wxDataViewItem item = model_->itemFor(id);
            if (item.IsOk()) tree_->Expand(item);
        }
        if (!kept.empty()) select(kept);
        return;
    }
    // Sides and armies open, battals closed: a 10,000-unit roll stays quick to show, and
    // when filtering, the battals that matched open so the matches are in view.
    for (const wxDataViewItem& item : model_->sidesAndArmies()) tree_->Expand(item);
    if (!text.empty() && model_->rowCount() < 2000) {
        wxDataViewItemArray battals;
        for (const wxDataViewItem& army : model_->sidesAndArmies()) {
            if (model_->subjectOf(army) != application::DetailSubject::Army) continue;
            battals.clear();
            model_->GetChildren(army, battals);
            for (const wxDataViewItem& battal : battals) tree_->Expand(battal);
        }
    }
    if (!kept.empty()) select(kept);
}

bool RosterPanel::select(const std::string& id) {
    const wxDataViewItem item = model_->itemFor(id);
    followingElsewhere_ = true;
    if (item.IsOk()) {
        tree_->Select(item);
        tree_->EnsureVisible(item);
    } else {
        tree_->UnselectAll();
    }
    followingElsewhere_ = false;
    return item.IsOk();
}

std::string RosterPanel::selectedId() const {
    return model_->idOf(tree_->GetSelection());
}

void RosterPanel::onSelectionChanged(wxDataViewEvent& event) {
    if (followingElsewhere_) return;
    const wxDataViewItem item = tree_->GetSelection();
    SelectionEvent selection(model_->subjectOf(item), model_->idOf(item));
    selection.SetEventObject(this);
    ProcessWindowEvent(selection);
    event.Skip();
}

}  // namespace seneschal::gui
