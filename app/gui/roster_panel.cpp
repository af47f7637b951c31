#include "app/gui/roster_panel.hpp"

#include <wx/sizer.h>
#include <wx/srchctrl.h>

#include <algorithm>

#include "app/gui/desk_events.hpp"

namespace seneschal::gui {

RosterPanel::RosterPanel(wxWindow* parent) : wxPanel(parent), model_(new RosterModel) {
    filter_ = new wxSearchCtrl(this, wxID_ANY);
    filter_->SetDescriptiveText("Filter by name, type or class");
    filter_->ShowCancelButton(true);

    tree_ = new wxDataViewCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                               wxDV_SINGLE | wxDV_ROW_LINES | wxDV_VERT_RULES);
    tree_->AssociateModel(model_.get());
    // Strength first, after the name: it is what the game master reads the roll for; type
    // and class stay at the right, where a narrow pane lets them scroll out of view.
    const auto sortable = wxDATAVIEW_COL_SORTABLE | wxDATAVIEW_COL_RESIZABLE;
    tree_->AppendTextColumn("Name", RosterModel::Name, wxDATAVIEW_CELL_INERT, 190, wxALIGN_NOT,
                            sortable);
    const struct {
        const char* title;
        RosterModel::Column column;
        int width;
    } counts[] = {{"Present", RosterModel::Present, 88},   {"Wounded", RosterModel::Wounded, 160},
                  {"Captive", RosterModel::Captive, 70},   {"Dead", RosterModel::Dead, 60},
                  {"Deserted", RosterModel::Deserted, 80}, {"Figures", RosterModel::Figures, 70}};
    for (const auto& each : counts) {
        tree_->AppendTextColumn(each.title, each.column, wxDATAVIEW_CELL_INERT, each.width,
                                wxALIGN_RIGHT, sortable);
    }
    tree_->AppendTextColumn("Type", RosterModel::Type, wxDATAVIEW_CELL_INERT, 130, wxALIGN_NOT,
                            sortable);
    tree_->AppendTextColumn("Class", RosterModel::Class, wxDATAVIEW_CELL_INERT, 90, wxALIGN_NOT,
                            sortable);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(filter_, wxSizerFlags().Expand().Border(wxALL, 4));
    sizer->Add(tree_, wxSizerFlags(1).Expand());
    SetSizer(sizer);

    filter_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { applyFilter(); });
    filter_->Bind(wxEVT_SEARCHCTRL_CANCEL_BTN, [this](wxCommandEvent&) { filter_->Clear(); });
    tree_->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, &RosterPanel::onSelectionChanged, this);
    tree_->Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        applyNameWidth();
        event.Skip();
    });
}

void RosterPanel::setRoster(application::RosterView roster) {
    roster_ = std::move(roster);
    applyFilter();
    fitNameColumn();
}

void RosterPanel::fitNameColumn() {
    // Measured on GTK: a tree level indents about 18 pixels, and the first level's text starts
    // after its expander at about 24.
    constexpr int kFirstText = 24, kLevel = 18, kPadding = 14;
    int widest = kNarrowestName;
    const auto measure = [&](const std::string& name, int depth) {
        const int width = GetTextExtent(wxString::FromUTF8(name)).GetWidth() + kFirstText +
                          depth * kLevel + kPadding;
        widest = std::max(widest, width);
    };
    // A roll of thousands of units is measured on its first thousand names: the widest name
    // is rarely further down, and the column stays resizable.
    int measured = 0;
    for (const application::RosterSide& side : roster_.sides) {
        measure(side.name, 0);
        for (const application::RosterArmy& army : side.armies) {
            measure(army.name, 1);
            for (const application::RosterLeader& leader : army.leaders) measure(leader.name, 2);
            for (const application::RosterBattal& battal : army.battals) {
                measure(battal.name, 2);
                for (const application::RosterLeader& leader : battal.leaders)
                    measure(leader.name, 3);
                for (const application::RosterUnit& unit : battal.units) {
                    if (++measured > 1000) break;
                    measure(unit.name, 3);
                }
            }
        }
    }
    widestName_ = widest;
    applyNameWidth();
}

void RosterPanel::applyNameWidth() {
    // The strength column stays in view beside the names in the narrowest pane.
    constexpr int kPresentColumn = 96, kWidest = 300;
    const int room = std::max(kNarrowestName, tree_->GetClientSize().GetWidth() - kPresentColumn);
    tree_->GetColumn(0)->SetWidth(std::min({widestName_, kWidest, room}));
}

void RosterPanel::setFilter(const wxString& text) {
    filter_->SetValue(text);
}

void RosterPanel::applyFilter() {
    const std::string kept = selectedId();
    const wxString text = filter_->GetValue();
    model_->setRoster(application::filterRoster(roster_, text.utf8_string()));
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
