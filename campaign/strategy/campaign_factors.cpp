#include "campaign/strategy/campaign_factors.hpp"

#include <algorithm>

namespace seneschal::campaign::strategy {

namespace {

std::string signedValue(int value) {
    return (value > 0 ? "+" : "") + std::to_string(value);
}

std::string daysAgo(Days gap) {
    if (gap == 0) return "today";
    if (gap == 1) return "yesterday";
    return std::to_string(gap) + " days ago";
}

}  // namespace

std::string CampaignFactors::describe() const {
    std::string text = signedValue(total);
    if (lines.empty()) return text + " (no campaign factors)";
    text += " (";
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i > 0) text += "; ";
        text += lines[i].reason + " " + signedValue(lines[i].value);
    }
    if (capped()) text += "; capped from " + signedValue(sum);
    return text + ")";
}

CampaignFactors campaignFactors(const UnitCampaignRecord& unit, DayNumber battleDay,
                                const std::optional<std::string>& placeOwner,
                                const CampaignFactorRules& rules) {
    CampaignFactors factors;
    auto add = [&](const char* id, int value, std::string reason) {
        if (value != 0) factors.lines.push_back({id, value, std::move(reason)});
    };

    if (unit.lastForcedMarch) {
        const Days gap = battleDay.value - unit.lastForcedMarch->value;
        if (gap >= 0 && gap <= rules.forcedMarchWithinDays) {
            add("forced-march", rules.forcedMarch, "forced march " + daysAgo(gap));
        }
    }

    if (const auto it = rules.arrears.find(unit.background);
        it != rules.arrears.end() && unit.arrearsDays > it->second.beyondDays) {
        add("arrears", it->second.value,
            std::to_string(unit.arrearsDays) + " days' pay in arrears (more than " +
                std::to_string(it->second.beyondDays) + ")");
    }

    // The latest earlier battle inside its window speaks for the unit's mood.
    const PastBattle* latest = nullptr;
    for (const PastBattle& past : unit.battles) {
        if (past.day >= battleDay || past.result == BattleResult::Draw) continue;
        if (!latest || latest->day < past.day) latest = &past;
    }
    if (latest) {
        const Days gap = battleDay.value - latest->day.value;
        const bool won = latest->result == BattleResult::Victory;
        const Days window = won ? rules.victoryWithinDays : rules.defeatWithinDays;
        if (gap <= window) {
            add(won ? "victory" : "defeat", won ? rules.victory : rules.defeat,
                std::string(won ? "victory" : "defeat") +
                    (latest->place.empty() ? "" : " at " + latest->place) + " " + daysAgo(gap));
        }
    }

    if (placeOwner && *placeOwner == unit.side) {
        add("own-land", rules.ownLand, "fighting in its own side's land");
    }

    if (!unit.lostLeaders.empty()) {
        std::string who;
        for (const LostLeader& leader : unit.lostLeaders) {
            if (!who.empty()) who += ", ";
            who += leader.name + (leader.dead ? " dead" : " captive");
        }
        add("leader-lost", rules.leaderLost, "its leader lost: " + who);
    }

    const bool woundedBack =
        std::any_of(unit.woundedReturned.begin(), unit.woundedReturned.end(), [&](DayNumber day) {
            const Days gap = battleDay.value - day.value;
            return gap >= 0 && gap <= rules.woundedReturningWithinDays;
        });
    if (woundedBack) add("wounded-returning", rules.woundedReturning, "wounded back this week");

    for (const FactorLine& line : factors.lines) factors.sum += line.value;
    factors.total = std::clamp(factors.sum, -rules.cap, rules.cap);
    return factors;
}

}  // namespace seneschal::campaign::strategy
