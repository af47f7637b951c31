#pragma once
// Quarter: pursuers, the routed unit asking quarter, its figures that cannot escape and the
// pursuers' die (GA-QUARTER), worked out by the quarter calculator.
#include "app/gui/console_pages/console_step_page.hpp"

namespace seneschal::gui {

class QuarterPage final : public ConsoleStepPage {
  public:
    using ConsoleStepPage::ConsoleStepPage;
    wxString title() const override { return "Quarter"; }
    wxWindow* build(wxWindow* book) override;
    ConsoleResult workOut(std::uint64_t seed) override;

    void set(const std::string& pursuers, const std::string& routed, int figures,
             const wxString& dice);

  private:
    wxChoice* pursuers_ = nullptr;
    wxChoice* routed_ = nullptr;
    wxSpinCtrl* figures_ = nullptr;
    wxTextCtrl* dice_ = nullptr;
};

}  // namespace seneschal::gui
