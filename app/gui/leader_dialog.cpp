#include "app/gui/leader_dialog.hpp"

#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "app/gui/wx_text.hpp"

namespace seneschal::gui {

namespace {

const campaign::Leader* leaderOf(const campaign::CampaignSnapshot& snapshot,
                                 const std::string& id) {
    for (const campaign::Leader& leader : snapshot.leaders)
        if (leader.id == id) return &leader;
    return nullptr;
}

int indexOf(const std::vector<std::string>& words, const std::string& word) {
    const auto found = std::find(words.begin(), words.end(), word);
    return found == words.end() ? 0 : static_cast<int>(found - words.begin());
}

}  // namespace

LeaderDialog::LeaderDialog(wxWindow* parent, const campaign::CampaignSnapshot& snapshot,
                           const std::string& leaderId)
    : wxDialog(parent, wxID_ANY, "Leaders"),
      snapshot_(snapshot),
      sides_(sideChoices(snapshot)),
      ranks_(application::leaderRanks()) {
    leaders_.ids.push_back({});
    leaders_.labels.push_back("A new leader");
    for (const campaign::Leader& leader : snapshot.leaders) {
        leaders_.ids.push_back(leader.id);
        std::string side = leader.side;
        for (const campaign::Side& each : snapshot.sides)
            if (each.id == leader.side) side = each.name;
        leaders_.labels.push_back(leader.name + " (" + side + ")");
    }
    characters_.push_back({});
    for (const std::string& each : application::leaderCharacters()) characters_.push_back(each);

    leader_ = new wxChoice(this, wxID_ANY);
    leaders_.fill(*leader_);
    side_ = new wxChoice(this, wxID_ANY);
    sides_.fill(*side_);
    if (!sides_.ids.empty()) side_->SetSelection(0);
    name_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(260, -1));
    rank_ = new wxChoice(this, wxID_ANY);
    for (const std::string& rank : ranks_) rank_->Append(utf8(rank));
    cv_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1,
                         6, 3);
    character_ = new wxChoice(this, wxID_ANY);
    for (const std::string& each : characters_)
        character_->Append(each.empty() ? wxString("none") : utf8(each));
    leader_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onLeaderChosen(); });

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    const auto row = [&](const char* label, wxWindow* control) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(control, 1, wxEXPAND);
    };
    row("Leader", leader_);
    row("Side (a new leader)", side_);
    row("Name", name_);
    row("Rank (GA-LEAD)", rank_);
    row("CV", cv_);
    row("Character (GA-OPT-CHAR)", character_);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizer(top);
    chooseLeader(leaderId);
    Fit();
}

bool LeaderDialog::addingLeader() const {
    return leader_->GetSelection() <= 0;
}

void LeaderDialog::chooseLeader(const std::string& leaderId) {
    leaders_.select(*leader_, leaderId);
    if (leader_->GetSelection() < 0) leader_->SetSelection(0);
    onLeaderChosen();
}

void LeaderDialog::onLeaderChosen() {
    const campaign::Leader* leader = leaderOf(snapshot_, leaders_.selected(*leader_));
    side_->Enable(leader == nullptr);
    if (!leader) {
        name_->ChangeValue("");
        rank_->SetSelection(indexOf(ranks_, "knight"));
        cv_->SetValue(3);
        character_->SetSelection(0);
        return;
    }
    sides_.select(*side_, leader->side);
    name_->ChangeValue(utf8(leader->name));
    rank_->SetSelection(indexOf(ranks_, leader->rank));
    cv_->SetValue(static_cast<int>(leader->cv));
    character_->SetSelection(indexOf(characters_, leader->character.value_or("")));
}

std::string LeaderDialog::character() const {
    const int at = character_->GetSelection();
    return at < 0 ? std::string() : characters_[static_cast<std::size_t>(at)];
}

application::AddLeaderRequest LeaderDialog::newLeader() const {
    application::AddLeaderRequest request;
    request.side = sides_.selected(*side_);
    request.name = name_->GetValue().utf8_string();
    request.rank = ranks_[static_cast<std::size_t>(std::max(0, rank_->GetSelection()))];
    request.cv = cv_->GetValue();
    if (!character().empty()) request.character = character();
    return request;
}

std::optional<application::SetLeaderRequest> LeaderDialog::changes() const {
    const campaign::Leader* leader = leaderOf(snapshot_, leaders_.selected(*leader_));
    if (!leader) return std::nullopt;
    const application::AddLeaderRequest now = newLeader();
    application::SetLeaderRequest request;
    request.leader = leader->id;
    if (now.name != leader->name) request.name = now.name;
    if (now.rank != leader->rank) request.rank = now.rank;
    if (now.cv != leader->cv) request.cv = now.cv;
    if (now.character && now.character != leader->character) request.character = now.character;
    if (!request.name && !request.rank && !request.cv && !request.character) return std::nullopt;
    return request;
}

void LeaderDialog::fill(const std::string& sideId, const std::string& name, const std::string& rank,
                        int cv, const std::string& character) {
    sides_.select(*side_, sideId);
    name_->ChangeValue(utf8(name));
    rank_->SetSelection(indexOf(ranks_, rank));
    cv_->SetValue(cv);
    character_->SetSelection(indexOf(characters_, character));
}

}  // namespace seneschal::gui
