#pragma once
// Leader loss: how a unit's men react when their leader is killed or taken, by their background
// (GA-LEADER-KILLED-FEUDAL, -MERC, -REG), on one die.
#include "app/gui/console_pages/console_step_page.hpp"

namespace seneschal::gui {

class LeaderLossPage final : public ConsoleStepPage {
  public:
    using ConsoleStepPage::ConsoleStepPage;
    wxString title() const override { return "Leader loss"; }
    wxWindow* build(wxWindow* book) override;
    ConsoleResult workOut(std::uint64_t seed) override;
    void unitPicked(const std::string& unit) override { selectUnit(unit_, unit); }

    void set(const std::string& unit, const wxString& dice);

  private:
    wxChoice* unit_ = nullptr;
    wxTextCtrl* dice_ = nullptr;
};

}  // namespace seneschal::gui
