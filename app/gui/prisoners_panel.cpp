#include "app/gui/prisoners_panel.hpp"

#include <wx/button.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/wrapsizer.h>

#include <algorithm>

#include "app/gui/desk_events.hpp"

namespace seneschal::gui {

PrisonersPanel::PrisonersPanel(wxWindow* parent) : wxPanel(parent) {
    list_ = new wxListView(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                           wxLC_REPORT | wxLC_HRULES);
    list_->AppendColumn("Captive", wxLIST_FORMAT_LEFT, 165);
    list_->AppendColumn("Side", wxLIST_FORMAT_LEFT, 70);
    list_->AppendColumn("Held by", wxLIST_FORMAT_LEFT, 130);
    list_->AppendColumn("Ransom", wxLIST_FORMAT_RIGHT, 90);
    list_->AppendColumn("Deadline", wxLIST_FORMAT_LEFT, 90);
    list_->AppendColumn("Status", wxLIST_FORMAT_LEFT, 80);
    buttonRow_ = new wxWrapSizer(wxHORIZONTAL);  // buttons wrap in a narrow pane
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(list_, wxSizerFlags(1).Expand());
    sizer->Add(buttonRow_, wxSizerFlags().Border(wxALL, 4));
    SetSizer(sizer);
    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { updateButtons(); });
    list_->Bind(wxEVT_LIST_ITEM_DESELECTED, [this](wxListEvent&) { updateButtons(); });
}

void PrisonersPanel::setPrisoners(reports::PrisonerView prisoners) {
    const std::vector<std::string> kept = selectedIds();
    prisoners_ = std::move(prisoners);
    list_->DeleteAllItems();
    long row = 0;
    for (const reports::CaptiveEntry& captive : prisoners_.captives) {
        list_->InsertItem(row, wxString::FromUTF8(captive.name));
        list_->SetItem(row, 1, wxString::FromUTF8(captive.side));
        list_->SetItem(row, 2, wxString::FromUTF8(captive.captor));
        list_->SetItem(row, 3, wxString::FromUTF8(captive.ransom));
        list_->SetItem(row, 4, wxString::FromUTF8(captive.deadline));
        list_->SetItem(row, 5, wxString::FromUTF8(captive.status));
        ++row;
    }
    rebuildButtons();
    selectCaptives(kept);
}

void PrisonersPanel::rebuildButtons() {
    buttonRow_->Clear(true);
    buttons_.clear();
    for (const reports::RansomAction& action : prisoners_.actions) {
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
        button->Enable(reports::actionApplies(prisoners_, id, ids));
}

void PrisonersPanel::onAction(const std::string& actionId) {
    const std::vector<std::string> ids = selectedIds();
    if (!reports::actionApplies(prisoners_, actionId, ids)) return;
    RansomActionEvent event(actionId, ids);
    event.SetEventObject(this);
    ProcessWindowEvent(event);
}

}  // namespace seneschal::gui
