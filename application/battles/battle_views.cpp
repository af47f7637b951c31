#include "application/battles/battle_views.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <utility>

#include "application/battles/battle_places.hpp"
#include "application/views/campaign_views.hpp"
#include "base/grouped_number.hpp"
#include "battle/aftermath.hpp"
#include "battle/resolvers.hpp"

namespace seneschal::application {

namespace {

// "Longbowmen" reads "longbowmen" inside a sentence; a people's name keeps its capital
// ("Welsh spearmen").
std::string inSentence(std::string name) {
    static const char* const kPeoples[] = {"Welsh",   "English", "French", "Scots",  "Irish",
                                           "Genoese", "Flemish", "Swiss",  "Breton", "Gascon",
                                           "German",  "Italian", "Spanish"};
    const std::string first = name.substr(0, name.find(' '));
    for (const char* people : kPeoples)
        if (first == people) return name;
    if (!name.empty() && std::isupper(static_cast<unsigned char>(name[0])) != 0 &&
        (name.size() < 2 || std::isupper(static_cast<unsigned char>(name[1])) == 0))
        name[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(name[0])));
    return name;
}

std::string troopName(const battle::Rulebook& book, const std::string& typeId) {
    const battle::TroopType* type = book.findTroopType(typeId);
    return type ? inSentence(type->name) : typeId;
}

SideForces sideForces(const battle::BattleSetup& setup, const battle::SideSpec& side,
                      const battle::Rulebook& book) {
    SideForces forces;
    forces.sideName = side.shownName();
    forces.colour =
        parseColour(side.colour.empty() ? std::nullopt : std::optional<std::string>(side.colour));
    std::vector<std::pair<std::string, long long>> byType;  // in the order first met
    for (const battle::ArmySpec& army : setup.armies) {
        if (army.side != side.id) continue;
        forces.armies.push_back(army.name.empty() ? army.id : army.name);
        for (const battle::BattalSpec& battal : army.battals) {
            for (const battle::UnitSpec& unit : battal.units) {
                forces.men += unit.men;
                const std::string name = troopName(book, unit.type);
                auto found = std::find_if(byType.begin(), byType.end(),
                                          [&name](const auto& each) { return each.first == name; });
                if (found == byType.end())
                    byType.emplace_back(name, unit.men);
                else
                    found->second += unit.men;
            }
        }
    }
    std::stable_sort(byType.begin(), byType.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    forces.menText = countOf(forces.men, "man", "men");
    for (std::size_t i = 0; i < byType.size(); ++i) {
        forces.menText +=
            (i == 0 ? ": " : ", ") + groupedNumber(byType[i].second) + " " + byType[i].first;
    }
    // The lords by name; the knights, captains and sergeants who lead units, counted (an army
    // of Crécy's has thirty leaders, most of them knights).
    const std::pair<const char*, const char*> counted[] = {
        {"knight", "knights"}, {"captain", "captains"}, {"sergeant", "sergeants"}};
    std::vector<int> counts(std::size(counted), 0);
    for (const battle::LeaderSpec& leader : setup.leaders) {
        if (leader.side != side.id) continue;
        bool lesser = false;
        for (std::size_t i = 0; i < std::size(counted); ++i) {
            if (leader.rank != counted[i].first) continue;
            ++counts[i];
            lesser = true;
        }
        if (lesser) continue;
        forces.leaders.push_back(leader.rank.empty() ? leader.name
                                                     : leader.name + " (" + leader.rank + ")");
    }
    for (std::size_t i = 0; i < std::size(counted); ++i) {
        if (counts[i] == 0) continue;
        forces.leaders.push_back(std::to_string(counts[i]) + " " +
                                 (counts[i] == 1 ? counted[i].first : counted[i].second));
    }
    return forces;
}

std::string percent(double rate) {
    return std::to_string(static_cast<int>(std::lround(rate * 100))) + "%";
}

std::string oneDecimal(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

AftermathGroup& groupFor(std::vector<AftermathGroup>& groups, const std::string& heading,
                         const std::string& sideName, bool sideLevel) {
    for (AftermathGroup& group : groups)
        if (group.heading == heading && group.sideLevel == sideLevel) return group;
    groups.push_back({heading, sideName, sideLevel, {}});
    return groups.back();
}

}  // namespace

ForcesSummary forcesSummary(const battle::BattleSetup& setup, const battle::Rulebook& book,
                            const std::vector<UnitFactorsLine>& factors) {
    ForcesSummary summary;
    for (const battle::SideSpec& side : setup.sides)
        summary.sides.push_back(sideForces(setup, side, book));
    for (const UnitFactorsLine& unit : factors) {
        // "0 (no campaign factors)" says nothing a game master needs before the battle.
        if (unit.factors.find("(no campaign factors)") != std::string::npos) continue;
        SideForces* side = nullptr;
        for (std::size_t i = 0; i < setup.sides.size() && !side; ++i) {
            const std::vector<std::string>& armies = summary.sides[i].armies;
            if (std::find(armies.begin(), armies.end(), unit.army) != armies.end())
                side = &summary.sides[i];
        }
        if (side)
            side->factors.push_back(unit.unit + ": " + unit.factors);
        else
            summary.factors.push_back(unit.army + " / " + unit.unit + ": " + unit.factors);
    }
    return summary;
}

OddsView oddsView(const battle::OddsResult& result, std::int64_t asked,
                  const std::vector<battle::SideSpec>& sides, const std::string& rulesId,
                  std::uint64_t seed, bool finished) {
    OddsView view;
    const std::string how =
        " with " + battle::ruleSetName(rulesId) + ", seed " + std::to_string(seed);
    const std::string battles = countOf(static_cast<long long>(result.runs), "battle", "battles");
    if (!finished)
        view.title = "Fought " + groupedNumber(result.runs) + " of " + groupedNumber(asked) +
                     " battles" + how + " so far...";
    else if (result.cancelled)
        view.title = "Cancelled after " + battles + " fought" + how;
    else
        view.title = battles + " fought" + how;
    view.lines.push_back(view.title + ":");
    std::int64_t draws = 0;
    for (const battle::SideOdds& odds : result.sides) {
        OddsBar bar;
        bar.label = battle::sideNameIn(sides, odds.side);
        for (const battle::SideSpec& side : sides)
            if (side.id == odds.side && !side.colour.empty()) bar.colour = parseColour(side.colour);
        bar.rate = odds.winRate;
        bar.low = odds.ciLow;
        bar.high = odds.ciHigh;
        bar.caption = "wins " + percent(odds.winRate) + " (95%: " + percent(odds.ciLow) + " to " +
                      percent(odds.ciHigh) + "); expected losses " +
                      countOf(std::llround(odds.meanMenLost), "man", "men");
        // Post(card) and OHW Feudal take no prisoners: no "takes 0.0 figures" then.
        if (odds.meanFiguresCaptured >= 0.05)
            bar.caption += "; takes " + oneDecimal(odds.meanFiguresCaptured) + " figures prisoner";
        view.lines.push_back(bar.label + ": " + bar.caption + " (" + groupedNumber(odds.wins) +
                             " of " + battles + " won)");
        view.sides.push_back(std::move(bar));
        draws = odds.draws;
    }
    view.draws.label = "Draws";
    view.draws.colour = {150, 150, 150};
    if (result.runs > 0) {
        view.draws.rate = static_cast<double>(draws) / static_cast<double>(result.runs);
        const battle::Interval ci = battle::wilsonInterval(draws, result.runs);
        view.draws.low = ci.low;
        view.draws.high = ci.high;
    }
    view.draws.caption =
        percent(view.draws.rate) + " (" + groupedNumber(draws) + " of " + battles + " drawn)";
    view.lines.push_back("Draws: " + view.draws.caption);
    return view;
}

std::vector<AftermathGroup> aftermathDetail(const campaign::PreparedOutcome& prepared) {
    // Sides in the order the aftermath names them.
    std::vector<std::string> sides;
    for (const battle::AftermathLine& line : prepared.aftermath.lines)
        if (std::find(sides.begin(), sides.end(), line.side) == sides.end())
            sides.push_back(line.side);
    std::vector<AftermathGroup> groups;
    for (const std::string& side : sides) {
        const std::string& sideName = prepared.sideName(side);
        // Side-level lines first, then units, then leaders: three passes keep each in order.
        for (int pass = 0; pass < 3; ++pass) {
            for (const battle::AftermathLine& line : prepared.aftermath.lines) {
                if (line.side != side) continue;
                const bool unitLine = !line.unit.empty();
                const bool leaderLine = !unitLine && !line.leader.empty();
                const int kind = unitLine ? 1 : leaderLine ? 2 : 0;
                if (kind != pass) continue;
                std::string heading = sideName;
                if (unitLine) heading = line.unit + " \u2014 " + sideName;
                if (leaderLine) {
                    const auto roster = prepared.leaders.find(line.leader);
                    const std::string name =
                        roster == prepared.leaders.end() ? line.leader : roster->second.name;
                    heading = name + " \u2014 " + sideName;
                }
                groupFor(groups, heading, sideName, kind == 0)
                    .lines.push_back({line.rule, battle::toString(line.fate), line.men, line.text});
            }
        }
    }
    return groups;
}

AppliedBattleMessage appliedBattleMessage(const std::string& place, const std::string& longDate,
                                          const std::vector<std::string>& headlines) {
    AppliedBattleMessage message;
    message.headline = "Applied the battle";
    if (!place.empty()) message.headline += " at " + place;
    if (!longDate.empty()) message.headline += " (" + longDate + ")";
    message.headline += headlines.empty() ? "." : ": " + headlines.front();
    message.whole = message.headline;
    for (std::size_t i = 1; i < headlines.size(); ++i) message.whole += " " + headlines[i];
    return message;
}

}  // namespace seneschal::application
