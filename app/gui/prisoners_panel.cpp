#include "app/gui/prisoners_panel.hpp"

#include <wx/button.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/wrapsizer.h>

#include <algorithm>
#include <iterator>
#include <tuple>

#include "app/gui/desk_events.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::gui {

PrisonersPanel::PrisonersPanel(wxWindow* parent) : wxPanel(parent) {
    list_ =
        new wxListView(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_HRULES);
    // Who, where the ransom stands and what is due next come first: a pane of 600 pixels shows
    // them without scrolling; the sides and the men after.
    constexpr wxListColumnFormat kText = wxLIST_FORMAT_LEFT, kNumber = wxLIST_FORMAT_RIGHT;
    const std::tuple<const char*, int, wxListColumnFormat> columns[] = {
        {"Captive", 210, kText}, {"Status", 135, kText}, {"Next due", 185, kText},
        {"Ransom", 95, kNumber}, {"Paid", 95, kNumber},  {"Held by", 150, kText},
        {"Side", 150, kText},    {"Kind", 60, kText},    {"Men", 60, kNumber}};
    for (const auto& [title, width, format] : columns) list_->AppendColumn(title, format, width);
    buttonRow_ = new wxWrapSizer(wxHORIZONTAL);  // buttons wrap in a narrow pane
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(list_, wxSizerFlags(1).Expand());
    sizer->Add(buttonRow_, wxSizerFlags().Border(wxALL, 4));
    SetSizer(sizer);
    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { updateButtons(); });
    list_->Bind(wxEVT_LIST_ITEM_DESELECTED, [this](wxListEvent&) { updateButtons(); });
}

void PrisonersPanel::setPrisoners(application::PrisonerView prisoners) {
    const std::vector<std::string> kept = selectedIds();
    prisoners_ = std::move(prisoners);
    list_->DeleteAllItems();
    long row = 0;
    for (const application::CaptiveEntry& captive : prisoners_.captives) {
        const std::string cells[] = {
            captive.name,   captive.statusText, captive.dueText,
            captive.ransom, captive.paid,       captive.captor,
            captive.side,   captive.kind,       seneschal::groupedNumber(captive.men)};
        list_->InsertItem(row, wxString::FromUTF8(cells[0]));
        for (int column = 1; column < static_cast<int>(std::size(cells)); ++column)
            list_->SetItem(row, column, wxString::FromUTF8(cells[column]));
        ++row;
    }
    rebuildButtons();
    selectCaptives(kept);
}

void PrisonersPanel::rebuildButtons() {
    buttonRow_->Clear(true);
    buttons_.clear();
    for (const application::RansomAction& action : prisoners_.actions) {
        auto* button = new wxButton(this, wxID_ANY, wxString::FromUTF8(action.label));
        const std::string id = action.id;
        button->Bind(wxEVT_BUTTON, [this, id](wxCommandEvent&) { onAction(id); });
        buttonRow_->Add(button, wxSizerFlags().Border(wxRIGHT | wxBOTTOM, 4));
        buttons_.emplace_back(id, button);
    }
    Layout();
    updateButtons();
}

std::vector<std::string> PrisonersPanel::selectedIds() const {
    std::vector<std::string> ids;
    for (long row = list_->GetFirstSelected(); row != -1; row = list_->GetNextSelected(row)) {
        ids.push_back(prisoners_.captives.at(static_cast<std::size_t>(row)).id);
    }
    return ids;
}

void PrisonersPanel::selectCaptives(const std::vector<std::string>& ids) {
    for (long row = 0; row < list_->GetItemCount(); ++row) {
        const std::string& id = prisoners_.captives[static_cast<std::size_t>(row)].id;
        list_->Select(row, std::find(ids.begin(), ids.end(), id) != ids.end());
    }
    updateButtons();
}

wxButton* PrisonersPanel::actionButton(const std::string& actionId) const {
    for (const auto& [id, button] : buttons_)
        if (id == actionId) return button;
    return nullptr;
}

void PrisonersPanel::updateButtons() {
    const std::vector<std::string> ids = selectedIds();
    for (const auto& [id, button] : buttons_)
        button->Enable(application::actionApplies(prisoners_, id, ids));
}

void PrisonersPanel::onAction(const std::string& actionId) {
    const std::vector<std::string> ids = selectedIds();
    if (!application::actionApplies(prisoners_, actionId, ids)) return;
    RansomActionEvent event(actionId, ids);
    event.SetEventObject(this);
    ProcessWindowEvent(event);
}

}  // namespace seneschal::gui
