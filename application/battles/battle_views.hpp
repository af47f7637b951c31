#pragma once
// What the battle dialog and the aftermath preview show, grouped and worded here so the
// desktop program only displays it (issue 16): the rule sets' and battle types' names, each
// side's forces and the campaign factors in play, the aftermath's detail grouped by unit, and
// the sentence the desk shows once a battle is applied.
#include <string>
#include <string_view>
#include <vector>

#include "application/battles/campaign_factors.hpp"
#include "application/battles/pending_battles.hpp"
#include "application/orders/march_orders.hpp"
#include "battle/battle_file.hpp"
#include "battle/odds.hpp"
#include "battle/outcome.hpp"
#include "battle/rulebook.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "drawing/view_colour.hpp"

namespace seneschal::application {

struct SideForces {
    std::string sideName;
    drawing::ViewColour colour;
    std::vector<std::string> armies;  // names
    long long men = 0;
    // "3,500 men: 1,200 knights, 2,300 longbowmen" (troop types by the rule book's names,
    // the most numerous first)
    std::string menText;
    // GA-OPT-CAMPAIGN, one line for each of the side's units with a factor: "Northampton's
    // knights: +1 (victory +1)"; empty when none has one.
    std::vector<std::string> factors;
    // The lords by name and rank, then the lesser leaders counted: "Edward III (king)", ...,
    // "12 knights", "3 captains".
    std::vector<std::string> leaders;
};

struct ForcesSummary {
    std::vector<SideForces> sides;  // in the battle's order
    // GA-OPT-CAMPAIGN, one line for each unit with a factor: "English host / Northampton's
    // knights: +1 (victory +1)"; empty when no unit has one.
    std::vector<std::string> factors;
};

// `factors` as campaignFactors (campaign_factors.hpp) lists them for the place: the CLI's
// `factors --db F --place P`.
ForcesSummary forcesSummary(const battle::BattleSetup& setup, const battle::Rulebook& book,
                            const std::vector<UnitFactorsLine>& factors);

// One bar of the odds chart: a side's wins (or the draws) with its 95% interval.
struct OddsBar {
    std::string label;  // the side's name, or "Draws"
    drawing::ViewColour colour;
    double rate = 0;  // 0..1
    double low = 0;   // the 95% interval (Wilson)
    double high = 0;
    // "wins 62% (95%: 59% to 65%); expected losses 1,184 men; takes 3.2 figures prisoner"
    std::string caption;
};

struct OddsView {
    // "400 battles fought with Post(card), seed 1346", "Fought 120 of 400 battles so far ...",
    // "Cancelled after 120 battles ..."
    std::string title;
    std::vector<OddsBar> sides;  // in the battle's order
    OddsBar draws;
    // The same as text, the title first and a line a side (what the dialog's text shows).
    std::vector<std::string> lines;
};

// The odds as the battle dialog shows them, from the very numbers the CLI's `odds` prints
// (application::battleOdds). `asked`: the battles asked for; `finished`: the final result
// (else a running tally).
OddsView oddsView(const battle::OddsResult& result, std::int64_t asked,
                  const std::vector<battle::SideSpec>& sides, const std::string& rulesId,
                  std::uint64_t seed, bool finished);

struct AftermathDetailLine {
    std::string rule;  // "GA-RES-LOSE"
    std::string fate;  // "dead", "wounded", ... (battle::toString)
    int men = 0;
    std::string text;  // the whole sentence
};

struct AftermathGroup {
    // "Northampton's mounted knights — Kingdom of England", "Edward III — Kingdom of England",
    // or the side's name alone for its side-level lines (the GA-RES-LOSE cavalry count).
    std::string heading;
    std::string sideName;
    bool sideLevel = false;
    std::vector<AftermathDetailLine> lines;
};

// Every aftermath line under its heading: for each side in turn its side-level lines, then
// its units and its leaders, each in the order the aftermath first names them.
std::vector<AftermathGroup> aftermathDetail(const campaign::PreparedOutcome& prepared);

// What the desk says once the battle is applied.
struct AppliedBattleMessage {
    // "Applied the battle at Caen (20 July 1346): Kingdom of England wins after 12 moves."
    std::string headline;
    std::string whole;  // the headline, then the rest of the headlines (losses, leaders)
};
AppliedBattleMessage appliedBattleMessage(const std::string& place, const std::string& longDate,
                                          const std::vector<std::string>& headlines);

}  // namespace seneschal::application
