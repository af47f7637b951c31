#include "app/gui/map_edit_dialogs.hpp"

#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "app/gui/wx_text.hpp"

namespace seneschal::gui {

namespace {

void fillWords(wxChoice& choice, const std::vector<std::string>& words) {
    for (const std::string& word : words) choice.Append(utf8(word));
    if (!words.empty()) choice.SetSelection(0);
}

void selectWord(wxChoice& choice, const std::vector<std::string>& words, const std::string& word) {
    const auto found = std::find(words.begin(), words.end(), word);
    if (found != words.end()) choice.SetSelection(static_cast<int>(found - words.begin()));
}

std::string wordOf(const wxChoice& choice, const std::vector<std::string>& words) {
    const int at = choice.GetSelection();
    return at < 0 ? std::string() : words[static_cast<std::size_t>(at)];
}

wxFlexGridSizer* formGrid() {
    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    return grid;
}

void addRow(wxDialog* dialog, wxFlexGridSizer* grid, const wxString& label, wxWindow* control) {
    grid->Add(new wxStaticText(dialog, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(control, 1, wxEXPAND);
}

}  // namespace

PlaceDialog::PlaceDialog(wxWindow* parent, const campaign::CampaignSnapshot& snapshot,
                         const std::string& placeId)
    : wxDialog(parent, wxID_ANY, placeId.empty() ? "Add a place" : "Edit the place"),
      kinds_(application::placeKinds()),
      terrains_(application::terrains()) {
    owners_.ids.push_back({});
    owners_.labels.push_back("Nobody");
    const IdChoices sides = sideChoices(snapshot);
    owners_.ids.insert(owners_.ids.end(), sides.ids.begin(), sides.ids.end());
    owners_.labels.insert(owners_.labels.end(), sides.labels.begin(), sides.labels.end());
    name_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(240, -1));
    kind_ = new wxChoice(this, wxID_ANY);
    fillWords(*kind_, kinds_);
    terrain_ = new wxChoice(this, wxID_ANY);
    fillWords(*terrain_, terrains_);
    owner_ = new wxChoice(this, wxID_ANY);
    owners_.fill(*owner_);
    owner_->SetSelection(0);
    for (const campaign::Place& place : snapshot.places)
        if (place.id == placeId)
            fill(place.name, place.kind, place.terrain, place.owner.value_or(""));

    auto* grid = formGrid();
    addRow(this, grid, "Name", name_);
    addRow(this, grid, "Kind", kind_);
    addRow(this, grid, "Terrain", terrain_);
    addRow(this, grid, "Held by", owner_);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);
    name_->SetFocus();
}

std::string PlaceDialog::name() const {
    return name_->GetValue().utf8_string();
}
std::string PlaceDialog::kind() const {
    return wordOf(*kind_, kinds_);
}
std::string PlaceDialog::terrain() const {
    return wordOf(*terrain_, terrains_);
}
std::string PlaceDialog::ownerId() const {
    return owners_.selected(*owner_);
}

void PlaceDialog::fill(const std::string& name, const std::string& kind, const std::string& terrain,
                       const std::string& ownerId) {
    name_->ChangeValue(utf8(name));
    selectWord(*kind_, kinds_, kind);
    selectWord(*terrain_, terrains_, terrain);
    owners_.select(*owner_, ownerId);
}

RouteDialog::RouteDialog(wxWindow* parent, application::CampaignSession& session,
                         const std::string& fromId, const std::string& toId)
    : wxDialog(parent, wxID_ANY, "Add a route"),
      session_(session),
      from_(fromId),
      to_(toId),
      kinds_(application::routeKinds()) {
    std::string fromName = fromId, toName = toId;
    for (const campaign::Place& place : session.snapshot().places) {
        if (place.id == fromId) fromName = place.name;
        if (place.id == toId) toName = place.name;
    }
    kind_ = new wxChoice(this, wxID_ANY);
    fillWords(*kind_, kinds_);
    foot_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1,
                           365, 1);
    mounted_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                              1, 365, 1);
    proposal_ = new wxStaticText(this, wxID_ANY, "");
    kind_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { propose(); });

    auto* grid = formGrid();
    addRow(this, grid, "Kind", kind_);
    addRow(this, grid, "Days on foot", foot_);
    addRow(this, grid, "Days mounted", mounted_);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(new wxStaticText(this, wxID_ANY, "From " + utf8(fromName) + " to " + utf8(toName)), 0,
             wxALL, 12);
    top->Add(grid, 1, wxEXPAND | wxLEFT | wxRIGHT, 12);
    top->Add(proposal_, 0, wxALL, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    propose();
    SetSizerAndFit(top);
}

void RouteDialog::propose() {
    try {
        const application::RouteDaysProposal days = session_.proposeRouteDays(from_, to_, kind());
        foot_->SetValue(static_cast<int>(days.footDays));
        mounted_->SetValue(static_cast<int>(days.mountedDays));
        proposal_->SetLabel("Proposed: " + utf8(days.reasoning) +
                            ".\nChange the days if you "
                            "know better.");
    } catch (const std::exception&) {
        // A map with no scale: the days are the game master's.
        proposal_->SetLabel("No days proposed: the map has no scale. Give the days.");
    }
    Layout();
    Fit();
}

std::string RouteDialog::kind() const {
    return wordOf(*kind_, kinds_);
}
std::int64_t RouteDialog::footDays() const {
    return foot_->GetValue();
}
std::int64_t RouteDialog::mountedDays() const {
    return mounted_->GetValue();
}
wxString RouteDialog::proposal() const {
    return proposal_->GetLabel();
}

void RouteDialog::chooseKind(const std::string& kind) {
    selectWord(*kind_, kinds_, kind);
    propose();
}

void RouteDialog::fill(const std::string& kind, int footDays, int mountedDays) {
    selectWord(*kind_, kinds_, kind);
    foot_->SetValue(footDays);
    mounted_->SetValue(mountedDays);
}

}  // namespace seneschal::gui
