#pragma once
// The ranges of the numbers a person types, for the shells (issue 30): the campaign's counts and
// amounts (campaign/limits.hpp) and the calculators' numbers, those the rules allow (campaign
// factors, CV, dice) read from data/rules. The CLI says each range in --help and checks the
// value against it before anything is opened (app/cli/commands/number_option.hpp).
#include "base/count_range.hpp"
#include "campaign/limits.hpp"

namespace seneschal::battle {
class Rulebook;
}

namespace seneschal::application {

using campaign::kAdvanceDays;
using campaign::kPaymentPounds;
using campaign::kRansomPounds;
using campaign::kRecruitMen;

// An id a listing prints (a captive's in `prisoners`, a battle's in `battles`): a row id.
inline constexpr CountRange kListedId{"an id", 1, 9'223'372'036'854'775'807, ""};

// A table scale (`scale --scale`): one man a figure to a whole unit of the largest a figure.
inline constexpr CountRange kMenAFigure{"men a figure", 1, campaign::kMaxUnitMen, "men"};

// An orders file's version (`orders write --version`, issue 35): the last one sent wins.
inline constexpr CountRange kOrdersVersion{"an orders version", 1, 999'999'999, ""};

// The most figures a calculator takes: a unit of 10,000 figures is 200,000 men at GA-SCALE,
// larger than any unit the rules field, and every die it could throw fits the dice log.
inline constexpr int kCalcMaxFigures = 10'000;

// The calculators' numbers (application/tabletop/calculators.hpp), from the rules of `book`.
struct CalcRanges {
    CountRange figures;         // figures fighting, shooting or in a unit
    CountRange figuresOrNone;   // figures removed, taken prisoner (0 allowed)
    CountRange campaignFactor;  // GA-OPT-CAMPAIGN: the cap of strategy.xml's campaignFactors
    CountRange distraction;     // GA-DISTRACT: a distraction total, none to every factor
    CountRange carried;         // GA-CAS-MEN: men carried, 0 to a figure's men less one
    CountRange factor;          // a final factor: the casualty table's columns and beyond
    CountRange cv;              // a leader's CV: the ranks' lowest to highest
    CountRange mv;              // a unit's MV
    CountRange ranks;           // formed ranks behind the first
    CountRange die;             // a die's face: 0 (decimal) to 6
    CountRange casualtiesPerFigure;
};
CalcRanges calcRanges(const battle::Rulebook& book);

}  // namespace seneschal::application
