#include "app/gui/merge_dialog.hpp"

#include <wx/button.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

namespace seneschal::gui {

MergeDialog::MergeDialog(wxWindow* parent, reports::CampaignSession& session,
                         const std::string& armyId)
    : wxDialog(parent, wxID_ANY, "Merge armies"), armies_(armyChoices(session.snapshot())) {
    keeper_ = new wxChoice(this, wxID_ANY);
    others_ = new wxCheckListBox(this, wxID_ANY, wxDefaultPosition, wxSize(320, 160));
    armies_.fill(*keeper_);
    for (const std::string& label : armies_.labels) others_->Append(wxString::FromUTF8(label));

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    grid->Add(new wxStaticText(this, wxID_ANY, "Keep"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(keeper_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, "Fold in"), 0);
    grid->Add(others_, 1, wxEXPAND);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);

    keeper_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updateOk(); });
    others_->Bind(wxEVT_CHECKLISTBOX, [this](wxCommandEvent&) { updateOk(); });
    armies_.select(*keeper_, armyId);
    updateOk();
}

std::vector<std::string> MergeDialog::armyIds() const {
    std::vector<std::string> ids;
    const std::string keeper = armies_.selected(*keeper_);
    if (keeper.empty()) return ids;
    ids.push_back(keeper);
    for (std::size_t i = 0; i < armies_.ids.size(); ++i)
        if (others_->IsChecked(static_cast<unsigned>(i)) && armies_.ids[i] != keeper)
            ids.push_back(armies_.ids[i]);
    return ids;
}

void MergeDialog::choose(const std::string& keeperId, const std::vector<std::string>& otherIds) {
    armies_.select(*keeper_, keeperId);
    for (std::size_t i = 0; i < armies_.ids.size(); ++i)
        others_->Check(static_cast<unsigned>(i), std::find(otherIds.begin(), otherIds.end(),
                                                           armies_.ids[i]) != otherIds.end());
    updateOk();
}

void MergeDialog::updateOk() {
    if (wxWindow* ok = FindWindow(wxID_OK)) ok->Enable(armyIds().size() >= 2);
}

}  // namespace seneschal::gui
