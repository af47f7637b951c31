#include "app/gui/pay_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace seneschal::gui {

PayDialog::PayDialog(wxWindow* parent, application::CampaignSession& session)
    : wxDialog(parent, wxID_ANY, "Pay arrears"), sides_(sideChoices(session.snapshot())) {
    side_ = new wxChoice(this, wxID_ANY);
    // 0 stands for "no limit": the spin control has no empty state.
    limit_ = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                            wxSP_ARROW_KEYS, 0, 10000000, 0);
    sides_.fill(*side_);
    if (!sides_.ids.empty()) side_->SetSelection(0);

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1);
    grid->Add(new wxStaticText(this, wxID_ANY, "Side"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(side_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, "At most (pounds, 0: all it can)"), 0,
              wxALIGN_CENTER_VERTICAL);
    grid->Add(limit_, 0);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);
}

std::string PayDialog::sideId() const {
    return sides_.selected(*side_);
}

std::optional<std::int64_t> PayDialog::limitPounds() const {
    if (limit_->GetValue() == 0) return std::nullopt;
    return limit_->GetValue();
}

void PayDialog::choose(const std::string& sideId, std::optional<int> limitPounds) {
    sides_.select(*side_, sideId);
    limit_->SetValue(limitPounds.value_or(0));
}

}  // namespace seneschal::gui
