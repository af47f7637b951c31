#pragma once
// Melee: the kind (GA-CC-TYPES), a unit a side with its figures and factors (GA-TF-MELEE), more
// units of either side each striking one enemy unit (GA-CC-RESULT), and the dice, worked out by
// the melee calculator.
#include "app/gui/console_pages/console_step_page.hpp"
#include "battle/ga/melee.hpp"

class wxListBox;

namespace seneschal::gui {

class MeleePage final : public ConsoleStepPage {
  public:
    using ConsoleStepPage::ConsoleStepPage;
    wxString title() const override { return "Melee"; }
    wxWindow* build(wxWindow* book) override;
    ConsoleResult workOut(std::uint64_t seed) override;

    // The two units first in the melee; the units added to it are dropped.
    void set(battle::MeleeKind kind, const std::string& a, int figuresA, const std::string& b,
             int figuresB, const wxString& dice);
    // A further unit joining the melee, as Add does.
    void join(const std::string& unit, int figures, const std::string& strikes,
              const std::vector<std::string>& tactical);

  private:
    struct JoinedUnit {
        application::MeleeFighter fighter;
        std::vector<std::string> tactical;
    };
    void showJoined();

    wxChoice* kind_ = nullptr;
    wxChoice* a_ = nullptr;
    wxSpinCtrl* figuresA_ = nullptr;
    wxCheckListBox* factorsA_ = nullptr;
    wxChoice* b_ = nullptr;
    wxSpinCtrl* figuresB_ = nullptr;
    wxCheckListBox* factorsB_ = nullptr;
    wxChoice* joinUnit_ = nullptr;
    wxSpinCtrl* joinFigures_ = nullptr;
    wxChoice* joinStrikes_ = nullptr;
    wxCheckListBox* joinFactors_ = nullptr;
    wxListBox* joined_ = nullptr;
    std::vector<JoinedUnit> joinedUnits_;
    wxTextCtrl* dice_ = nullptr;
};

}  // namespace seneschal::gui
