#pragma once
// Leader risk: a leader near figures removed, in close combat or not, and the dice
// (GA-LEADER-RISK), worked out by the leader risk calculator.
#include "app/gui/console_pages/console_step_page.hpp"

class wxCheckBox;

namespace seneschal::gui {

class LeaderRiskPage final : public ConsoleStepPage {
  public:
    explicit LeaderRiskPage(Context context);
    wxString title() const override { return "Leader risk"; }
    wxWindow* build(wxWindow* book) override;
    ConsoleResult workOut(std::uint64_t seed) override;

    void set(const std::string& leader, int figuresRemoved, bool inMelee, const wxString& dice);

  private:
    std::vector<std::string> leaderIds_;  // the leader choice's order
    wxChoice* leader_ = nullptr;
    wxSpinCtrl* figures_ = nullptr;
    wxCheckBox* melee_ = nullptr;
    wxTextCtrl* dice_ = nullptr;
};

}  // namespace seneschal::gui
