#pragma once
// The aftermath of a historical or campaign battle (GA-RES-WIN, GA-RES-LOSE, GA-QUARTER,
// GA-LEADER-RISK): what becomes of every man of every unit and of every leader, as a list of
// lines each naming the rule behind it. Pure: it reads a BattleOutcome and the rules and
// changes nothing; the campaign applies the lines to the roster in one transaction.
//
// Every rounding and reading of the seed is written down in docs/rules/aftermath.md.
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "battle/campaign_rules.hpp"
#include "battle/outcome.hpp"
#include "battle/results_rules.hpp"
#include "battle/troop_classification.hpp"

namespace seneschal::battle {

// What the aftermath needs to know of a unit beyond the outcome, from the roster.
struct UnitProfile {
    std::string unit;  // matches UnitOutcome::unit
    Background background = Background::Feudal;
    TroopClass troopClass = TroopClass::C;
    bool cavalry = false;
    double pointsPerFigure = 0;  // GA-POINTS; only competition scoring reads it
};

struct LeaderProfile {
    std::string leader;  // matches LeaderOutcome::leader
    std::string rank;    // a rank of leaderRanks(); sets the ransom of a taken leader
};

// GA-QUARTER: "Where troops capture their social inferiors, they may slaughter them as below
// if they wish." An explicit choice by the captors, recorded in the aftermath line it causes.
struct SlaughterChoice {
    std::string captiveUnit;  // a unit with figures captured
    std::string captorUnit;   // the unit of the captor side that took them (GA-SOCIAL check)
};

struct AftermathRoster {
    std::vector<UnitProfile> units;      // one for every unit of the outcome
    std::vector<LeaderProfile> leaders;  // needed for every leader taken
    // Side id -> name, for the lines' text: a person reads "Kingdom of England", not
    // "england". A side without a name here is written by its id.
    std::map<std::string, std::string> sideNames = {};
};

struct AftermathRules {
    const ResultsRules& results;
    const CampaignRules& campaign;
    int menPerFigure;  // GA-SCALE
};
// The shipped rules: data/rules/godsacre.xml (scale, results) and data/rules/campaign.xml.
AftermathRules defaultAftermathRules();

enum class Fate {
    Dead,
    Wounded,  // back on duty returnAfterDays after the battle date
    Deserted,
    Captive,   // held by heldBy for ransom
    Returned,  // stays with or returns to its unit at once
    Summary,   // a side-level line that moves no man by itself (e.g. the cavalry count)
};
const char* toString(Fate fate);

struct AftermathLine {
    std::string rule;  // the rule ID behind the line, e.g. "GA-RES-LOSE"
    std::string side;
    std::string unit;    // a unit line, or
    std::string leader;  // a leader line (both empty for a summary)
    Fate fate = Fate::Returned;
    int men = 0;                     // men of the unit this line moves (1 for a leader)
    int returnAfterDays = 0;         // Wounded
    std::string heldBy;              // Captive: the captor side
    long long ransom = 0;            // Captive: the ransom due, in the campaign rules' currency
    int ransomDemandWithinDays = 0;  // Captive
    int ransomDeadlineDays = 0;      // Captive
    bool byChoice = false;           // the line follows a recorded choice (GA-QUARTER slaughter)
    std::string text;                // one sentence for the preview and the chronicle
};

struct Aftermath {
    std::string winner;  // empty for a draw
    std::vector<AftermathLine> lines;

    // Men of a unit given a fate, summed over its lines.
    int men(std::string_view unit, Fate fate) const;
    // Every line as "[RULE] text", one a line, for previews and the chronicle.
    std::string describe() const;
};

// Throws UserError (naming the unit, leader or field) when the outcome is inconsistent, is a
// competition battle (scored, not applied: GA-RES-COMP), a unit or a taken leader is missing
// from the roster, or a slaughter choice is not allowed. Conservation holds by construction:
// the lines of a unit give a fate to exactly its menAtStart men.
Aftermath computeAftermath(const BattleOutcome& outcome, const AftermathRoster& roster,
                           const AftermathRules& rules,
                           const std::vector<SlaughterChoice>& slaughter = {});

// The men of `side` the aftermath loses for good: its unit lines of the dead, the deserters and
// the captives (GA-RES-WIN, GA-RES-LOSE; the wounded who return and the men who return at once
// are not lost). What a chronicler's count of a battle's losses compares with: the seed says
// the loser's "disproportion is due to the number of men who desert after a defeat, or are
// killed in fight and to the loser's wounded who ... will almost certainly be massacred".
std::int64_t menLostForGood(const Aftermath& aftermath, std::string_view side);

}  // namespace seneschal::battle
