#pragma once
// Marks: a unit's charge declared, how far it moved, whether it is formed and in contact
// (GA-CHARGE, GA-UNFORMED). Nothing to work out: Record takes the marks as they are.
#include "app/gui/console_pages/console_step_page.hpp"

class wxCheckBox;

namespace seneschal::gui {

class MarksPage final : public ConsoleStepPage {
  public:
    using ConsoleStepPage::ConsoleStepPage;
    wxString title() const override { return "Marks"; }
    wxWindow* build(wxWindow* book) override;
    ConsoleResult workOut(std::uint64_t seed) override;
    void unitPicked(const std::string& unit) override;
    void consoleChanged() override { load(); }

    void set(const std::string& unit, bool charging, int moved, bool formed, bool contact);

  private:
    void load();  // the chosen unit's marks as the console has them

    wxChoice* unit_ = nullptr;
    wxCheckBox* charging_ = nullptr;
    wxSpinCtrl* moved_ = nullptr;
    wxCheckBox* formed_ = nullptr;
    wxCheckBox* contact_ = nullptr;
};

}  // namespace seneschal::gui
