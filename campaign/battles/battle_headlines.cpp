#include "campaign/battles/battle_headlines.hpp"

#include <algorithm>
#include <map>
#include <optional>

#include "base/grouped_number.hpp"

namespace seneschal::campaign {

namespace {

using battle::Fate;

struct SideLosses {
    int dead = 0;
    int wounded = 0;
    int deserted = 0;
    std::map<std::string, int> takenBy;  // captor side id -> men
    std::optional<DayNumber> woundedBack;
};

std::string commaList(const std::vector<std::string>& parts) {
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) text += i + 1 == parts.size() ? " and " : ", ";
        text += parts[i];
    }
    return text;
}

std::string losses(const PreparedOutcome& prepared, const SideLosses& side, Reckoning reckoning) {
    std::vector<std::string> parts;
    if (side.dead > 0) parts.push_back(groupedNumber(side.dead) + " dead");
    if (side.wounded > 0) {
        std::string wounded = groupedNumber(side.wounded) + " wounded";
        if (side.woundedBack)
            wounded += " (back on " + formatLongDate(reckoning, *side.woundedBack) + ")";
        parts.push_back(wounded);
    }
    for (const auto& [captor, men] : side.takenBy) {
        parts.push_back(groupedNumber(men) + " taken by " + prepared.sideName(captor));
    }
    if (side.deserted > 0) parts.push_back(groupedNumber(side.deserted) + " deserted");
    return parts.empty() ? "no men lost" : commaList(parts);
}

}  // namespace

std::vector<std::string> battleHeadlines(const PreparedOutcome& prepared, Reckoning reckoning) {
    const battle::BattleOutcome& outcome = prepared.outcome;
    std::vector<std::string> lines;
    std::string result =
        outcome.winner.empty() ? "A draw" : prepared.sideName(outcome.winner) + " wins";
    if (outcome.moves > 0) {
        result += " after " + countOf(outcome.moves, "move", "moves");
    }
    lines.push_back(result + ".");

    // Sides in the order the outcome names them, the winner's first.
    std::vector<std::string> sides;
    if (!outcome.winner.empty()) sides.push_back(outcome.winner);
    for (const battle::UnitOutcome& unit : outcome.units) {
        if (std::find(sides.begin(), sides.end(), unit.side) == sides.end())
            sides.push_back(unit.side);
    }
    std::map<std::string, SideLosses> bySide;
    std::map<std::string, int> lostByUnit;
    for (const battle::AftermathLine& line : prepared.aftermath.lines) {
        if (line.unit.empty()) continue;
        SideLosses& side = bySide[line.side];
        switch (line.fate) {
            case Fate::Dead:
                side.dead += line.men;
                break;
            case Fate::Wounded: {
                side.wounded += line.men;
                const DayNumber back = prepared.battleDay.plusDays(line.returnAfterDays);
                if (!side.woundedBack || back < *side.woundedBack) side.woundedBack = back;
                break;
            }
            case Fate::Deserted:
                side.deserted += line.men;
                break;
            case Fate::Captive:
                side.takenBy[line.heldBy] += line.men;
                break;
            case Fate::Returned:
            case Fate::Summary:
                continue;
        }
        lostByUnit[line.unit] += line.men;
    }
    for (const std::string& side : sides) {
        lines.push_back(prepared.sideName(side) + ": " + losses(prepared, bySide[side], reckoning) +
                        ".");
    }

    std::vector<std::string> fallen;
    for (const battle::AftermathLine& line : prepared.aftermath.lines) {
        if (line.leader.empty()) continue;
        const auto roster = prepared.leaders.find(line.leader);
        const std::string name =
            (roster == prepared.leaders.end() ? line.leader : roster->second.name) + " (" +
            prepared.sideName(line.side) + ")";
        if (line.fate == Fate::Dead) fallen.push_back(name + " killed");
        if (line.fate == Fate::Wounded) fallen.push_back(name + " wounded");
        if (line.fate == Fate::Captive) {
            std::string taken = name + " taken by " + prepared.sideName(line.heldBy);
            if (line.ransom > 0) {
                taken += ", ransom " + groupedNumber(line.ransom) +
                         (prepared.currency.empty() ? "" : " " + prepared.currency);
            }
            fallen.push_back(taken);
        }
    }
    lines.push_back(fallen.empty() ? "No leader fell or was taken."
                                   : "Leaders: " + commaList(fallen) + ".");

    std::vector<std::string> destroyed;
    for (const battle::UnitOutcome& unit : outcome.units) {
        const auto roster = prepared.units.find(unit.unit);
        if (roster == prepared.units.end() || roster->second.present <= 0) continue;
        if (lostByUnit[unit.unit] >= roster->second.present) {
            destroyed.push_back(unit.unit + " (" + prepared.sideName(unit.side) + ")");
        }
    }
    if (!destroyed.empty()) {
        lines.push_back((destroyed.size() == 1 ? "Unit destroyed: " : "Units destroyed: ") +
                        commaList(destroyed) + ".");
    }
    return lines;
}

}  // namespace seneschal::campaign
