#include "app/gui/merge_dialog.hpp"

#include <wx/button.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

#include "application/views/campaign_session.hpp"
#include "base/errors.hpp"

namespace seneschal::gui {

MergeDialog::MergeDialog(wxWindow* parent, application::CampaignSession& session,
                         const std::string& armyId)
    : wxDialog(parent, wxID_ANY, "Merge armies"),
      session_(session),
      armies_(armyChoices(session.snapshot())) {
    keeper_ = new wxChoice(this, wxID_ANY);
    others_ = new wxCheckListBox(this, wxID_ANY, wxDefaultPosition, wxSize(320, 160));
    armies_.fill(*keeper_);

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    grid->Add(new wxStaticText(this, wxID_ANY, "Keep"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(keeper_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, "Fold in"), 0);
    grid->Add(others_, 1, wxEXPAND);
    note_ = new wxStaticText(this, wxID_ANY, "");
    grid->AddSpacer(0);
    grid->Add(note_, 0, wxEXPAND);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);

    keeper_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        listCandidates();
        updateOk();
    });
    others_->Bind(wxEVT_CHECKLISTBOX, [this](wxCommandEvent&) { updateOk(); });
    armies_.select(*keeper_, armyId);
    listCandidates();
    updateOk();
}

void MergeDialog::listCandidates() {
    others_->Clear();
    candidates_.clear();
    const std::string keeper = armies_.selected(*keeper_);
    if (keeper.empty()) return;
    note_->SetLabel("");
    try {
        candidates_ = session_.armiesThatMayMergeInto(keeper);
    } catch (const UserError&) {
        return;  // an army the file no longer has: nothing may join it
    }
    note_->SetLabel(candidates_.empty()
                        ? "No army may join it: only armies of its side standing at the\n"
                          "same place (and in the same pending battle, or none) merge."
                        : "");
    for (const std::string& id : candidates_) {
        const auto at = std::find(armies_.ids.begin(), armies_.ids.end(), id);
        const std::size_t index = static_cast<std::size_t>(at - armies_.ids.begin());
        others_->Append(wxString::FromUTF8(at != armies_.ids.end() ? armies_.labels[index] : id));
    }
}

std::vector<std::string> MergeDialog::armyIds() const {
    std::vector<std::string> ids;
    const std::string keeper = armies_.selected(*keeper_);
    if (keeper.empty()) return ids;
    ids.push_back(keeper);
    for (std::size_t i = 0; i < candidates_.size(); ++i)
        if (others_->IsChecked(static_cast<unsigned>(i))) ids.push_back(candidates_[i]);
    return ids;
}

void MergeDialog::choose(const std::string& keeperId, const std::vector<std::string>& otherIds) {
    armies_.select(*keeper_, keeperId);
    listCandidates();
    for (std::size_t i = 0; i < candidates_.size(); ++i)
        others_->Check(static_cast<unsigned>(i), std::find(otherIds.begin(), otherIds.end(),
                                                           candidates_[i]) != otherIds.end());
    updateOk();
}

void MergeDialog::updateOk() {
    if (wxWindow* ok = FindWindow(wxID_OK)) ok->Enable(armyIds().size() >= 2);
}

}  // namespace seneschal::gui
