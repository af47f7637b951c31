#include "application/rules/number_ranges.hpp"

#include <algorithm>
#include <cstdlib>

#include "battle/rulebook.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::application {

CalcRanges calcRanges(const battle::Rulebook& book) {
    const battle::RulesTables& t = book.tables();
    CalcRanges r{};
    r.figures = {"figures", 1, kCalcMaxFigures, "figures"};
    r.figuresOrNone = {"figures", 0, kCalcMaxFigures, "figures"};
    // GA-OPT-CAMPAIGN: a unit's campaign factors add up to at most plus or minus the cap.
    const int cap = campaign::strategy::defaultStrategyRules().factors.cap;
    r.campaignFactor = {"a campaign factor (GA-OPT-CAMPAIGN)", -cap, cap, ""};
    // GA-DISTRACT: every distraction at once, each counted as often as the morale calculator
    // lets it be (255), the starred one at its multiplier: the lowest total; none is 0.
    std::int64_t lowest = 0, highest = 0;
    for (std::size_t i = 0; i < t.distraction.star.size(); ++i) {
        const std::int64_t value = t.distraction.value.value[i] * 255LL *
                                   (t.distraction.star[i] ? t.distraction.starMultiplier : 1);
        (value < 0 ? lowest : highest) += value;
    }
    r.distraction = {"a distraction total (GA-DISTRACT)", lowest, highest, ""};
    r.carried = {"men carried (GA-CAS-MEN)", 0, std::max(book.menPerFigure() - 1, 0), "men"};
    // A final factor below the casualty table's first column removes nothing and one above its
    // last reads the last (GA-CAS-DICE); 99 past either end is room for every sum of factors.
    r.factor = {"a final factor", t.casualties.minFactor() - 99, t.casualties.maxFactor() + 99, ""};
    int lowCv = 99, highCv = -99;
    for (const auto& rank : t.ranks) {
        lowCv = std::min(lowCv, rank.minCv);
        highCv = std::max(highCv, rank.maxCv);
    }
    r.cv = {"a leader's CV", lowCv, highCv, ""};
    r.mv = {"an MV", 0, 30, ""};
    r.ranks = {"formed ranks behind the first", 0, 20, "ranks"};
    r.die = {"a die's face", 0, 9, ""};  // a decimal die 0-9, an ordinary one 1-6
    r.casualtiesPerFigure = {"casualties per figure", 0, 1000, "men"};
    return r;
}

}  // namespace seneschal::application
