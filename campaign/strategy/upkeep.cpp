#include "campaign/strategy/upkeep.hpp"

#include <algorithm>
#include <numeric>

#include "base/count_range.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "campaign/limits.hpp"

namespace seneschal::campaign::strategy {

using battle::Background;

std::string formatMoney(Pence pence, Pence pencePerPound) {
    const bool negative = pence < 0;
    Pence left = negative ? -pence : pence;
    const Pence pounds = left / pencePerPound;
    left %= pencePerPound;
    const Pence shillings = left / 12;
    const Pence d = left % 12;
    std::string text = negative ? "-" : "";
    if (pounds > 0) text += "£" + groupedNumber(pounds);  // "£1,250": grouped, as every sum
    if (shillings > 0) text += (pounds > 0 ? " " : "") + std::to_string(shillings) + "s";
    if (d > 0 || (pounds == 0 && shillings == 0)) {
        text += (pounds > 0 || shillings > 0 ? " " : "") + std::to_string(d) + "d";
    }
    return text;
}

Pence dailyPay(const KeptUnit& unit, const StrategyRules& rules) {
    return unit.men * rules.payRate(unit.background, unit.arm, unit.troopClass);
}

namespace {

// Who is paid first: Mercenaries, then Regulars, then anyone else the rules pay.
int payRank(Background background) {
    switch (background) {
        case Background::Mercenary:
            return 0;
        case Background::Regular:
            return 1;
        default:
            return 2;
    }
}

std::vector<std::size_t> payOrder(const std::vector<KeptUnit>& units) {
    std::vector<std::size_t> order(units.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return payRank(units[a].background) < payRank(units[b].background);
    });
    return order;
}

}  // namespace

PayDay payOneDay(Pence treasury, std::vector<KeptUnit>& units, const StrategyRules& rules) {
    PayDay day;
    day.treasuryBefore = treasury;
    for (std::size_t i : payOrder(units)) {
        KeptUnit& unit = units[i];
        if (!rules.isPaid(unit.background)) continue;
        const Pence due = dailyPay(unit, rules);
        if (due == 0) continue;
        const bool paid = due <= treasury;
        if (paid) {
            treasury -= due;
        } else {
            unit.arrears = checkedAdd(unit.arrears, due, kArrearsPence, "a day's pay unpaid");
            unit.arrearsDays = checkedAdd(unit.arrearsDays, 1, kArrearsDays, "a day's pay unpaid");
        }
        day.lines.push_back({unit.id, due, paid});
    }
    day.treasuryAfter = treasury;
    return day;
}

Pence payArrears(Pence treasury, std::vector<KeptUnit>& units) {
    for (std::size_t i : payOrder(units)) {
        KeptUnit& unit = units[i];
        if (unit.arrears == 0 || treasury == 0) continue;
        const Pence paid = std::min(unit.arrears, treasury);
        treasury -= paid;
        const Pence owedBefore = unit.arrears;
        unit.arrears -= paid;
        // Days still owed, rounded up: a part-paid day is still a grievance.
        unit.arrearsDays = (unit.arrears * unit.arrearsDays + owedBefore - 1) / owedBefore;
    }
    return treasury;
}

std::vector<ServiceLine> feudalServiceDay(std::vector<KeptUnit>& units, DayNumber today,
                                          const StrategyRules& rules, battle::DiceSource& dice) {
    std::vector<ServiceLine> lines;
    const FeudalServiceRules& service = rules.service;
    for (KeptUnit& unit : units) {
        if (!rules.owesService(unit.background) || !unit.serviceFrom || unit.men <= 0) continue;
        // The first day of service is day 1; from day serviceDays + 1 the men are owed nothing.
        const Days served = today.value - unit.serviceFrom->value + 1;
        if (served <= service.serviceDays) continue;
        ServiceLine line;
        line.unit = unit.id;
        line.daysServed = served;
        line.roll = dice.d6();
        if (line.roll >= service.goHomeOnOrAbove && service.goHomePercent > 0) {
            line.goneHome = std::max<Men>(1, unit.men * service.goHomePercent / 100);
            unit.men -= line.goneHome;
            line.cause = "feudal service of " + std::to_string(service.serviceDays) +
                         " days over (" + std::to_string(served) +
                         " served): " + std::to_string(line.goneHome) +
                         (line.goneHome == 1 ? " man goes home" : " men go home");
        }
        lines.push_back(line);
    }
    return lines;
}

RecruitCost recruitCost(const RecruitRequest& request, Pence treasury, const StrategyRules& rules) {
    if (request.men <= 0) throw UserError("recruit at least one man");
    if (request.placeOwner != request.side) {
        throw UserError(request.place + " is not " + request.side +
                        "'s: men are raised only in one's own places");
    }
    if (request.reinforcing && request.reinforcedAt != request.place) {
        throw UserError("the unit to reinforce must stand at " + request.place);
    }
    RecruitCost cost;
    cost.perMan = rules.recruitRate(request.background, request.arm, request.troopClass);
    // Men and rate both bounded (campaign/limits.hpp, strategy.xml), the product still checked:
    // a cost never wraps to nothing (issue 30: 2^61 men cost 0).
    requireInRange(kRecruitMen, request.men, "recruiting");
    cost.total = checkedMultiply(cost.perMan, request.men, kRecruitCost,
                                 "cannot recruit " + std::to_string(request.men) + " men");
    if (cost.total > treasury) {
        throw UserError(std::to_string(request.men) + " men cost " +
                        formatMoney(cost.total, rules.pencePerPound) + " but " + request.side +
                        "'s treasury holds " + formatMoney(treasury, rules.pencePerPound));
    }
    return cost;
}

}  // namespace seneschal::campaign::strategy
