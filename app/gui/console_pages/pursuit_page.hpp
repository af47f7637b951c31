#pragma once
// Pursuit: figures that pursued their beaten enemy off the table (GA-PURSUIT). Nothing to work
// out: Record takes them as they are.
#include "app/gui/console_pages/console_step_page.hpp"

namespace seneschal::gui {

class PursuitPage final : public ConsoleStepPage {
  public:
    using ConsoleStepPage::ConsoleStepPage;
    wxString title() const override { return "Pursuit"; }
    wxWindow* build(wxWindow* book) override;
    ConsoleResult workOut(std::uint64_t seed) override;
    void unitPicked(const std::string& unit) override { selectUnit(unit_, unit); }

    void set(const std::string& unit, int figures);

  private:
    wxChoice* unit_ = nullptr;
    wxSpinCtrl* figures_ = nullptr;
};

}  // namespace seneschal::gui
