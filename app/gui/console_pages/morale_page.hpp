#pragma once
// Morale: a unit's test with the factors that apply (GA-MT-ROLL, GA-DISTRACT), filled in from
// the console's state when the page or the unit is chosen, and two dice.
#include "app/gui/console_pages/console_step_page.hpp"

namespace seneschal::gui {

class MoralePage final : public ConsoleStepPage {
  public:
    using ConsoleStepPage::ConsoleStepPage;
    wxString title() const override { return "Morale"; }
    wxWindow* build(wxWindow* book) override;
    ConsoleResult workOut(std::uint64_t seed) override;
    void shown() override { fillFactors(); }
    void unitPicked(const std::string& unit) override { selectUnit(unit_, unit); }

    void set(const std::string& unit, const wxString& factors, const wxString& dice);

  private:
    void fillFactors();  // the factors the console's state calls for

    wxChoice* unit_ = nullptr;
    wxTextCtrl* factors_ = nullptr;
    wxTextCtrl* dice_ = nullptr;
};

}  // namespace seneschal::gui
