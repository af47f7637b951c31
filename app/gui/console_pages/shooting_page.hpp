#pragma once
// Shooting: shooters, target, figures shooting, the tactical factors and the dice (GA-TF-SHOOT),
// worked out by the shooting calculator.
#include "app/gui/console_pages/console_step_page.hpp"

namespace seneschal::gui {

class ShootingPage final : public ConsoleStepPage {
  public:
    using ConsoleStepPage::ConsoleStepPage;
    wxString title() const override { return "Shooting"; }
    wxWindow* build(wxWindow* book) override;
    ConsoleResult workOut(std::uint64_t seed) override;

    void set(const std::string& shooter, const std::string& target, int figures,
             const std::vector<std::string>& tactical, const wxString& dice);

  private:
    wxChoice* shooter_ = nullptr;
    wxChoice* target_ = nullptr;
    wxSpinCtrl* figures_ = nullptr;
    wxCheckListBox* factors_ = nullptr;
    wxTextCtrl* dice_ = nullptr;
};

}  // namespace seneschal::gui
