#pragma once
// The God's Acre calculators of the tabletop console (issue 18), for the CLI's `calc` and for a
// console on the desk: each takes what the game master typed (a request) and returns the
// final factor with its working (every factor with its rule ID), the dice (given or rolled),
// figures removed, men carried, and the morale tests the result calls for.
//
// No rule is written here: every number comes from the Rulebook (data/rules/godsacre.xml) and
// every step is the engine's own function (battle/ga/*.hpp). The dice are either those rolled
// on the table, taken in the order the engine throws them, or rolled by the one seeded dice
// source (battle/dice.hpp).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "battle/ga/casualties.hpp"
#include "battle/ga/leaders.hpp"
#include "battle/ga/melee.hpp"
#include "battle/ga/morale.hpp"
#include "battle/rulebook.hpp"
#include "reports/table.hpp"

namespace seneschal::application {

// A value the game master typed that the rules cannot take: `field` names it as the CLI's
// option does without its dashes ("figures", "dice", "cv"), so a shell can mark the field.
class CalcInputError : public UserError {
  public:
    CalcInputError(std::string field, const std::string& what);
    const std::string& field() const { return field_; }

  private:
    std::string field_;
};

// The dice: those rolled on the table, in the order they are used, or none (then rolled by
// SeededDice from `seed`). Too few or too many given is a CalcInputError on "dice".
struct CalcDice {
    std::optional<std::vector<int>> given;
    std::uint64_t seed = 1;
};

// One step of the working, in words, with the rule it follows.
struct WorkingLine {
    std::string rule;
    std::string text;
};

// One die thrown (or read from the table).
struct CalcDie {
    std::string rule;
    battle::DieKind kind = battle::DieKind::Ordinary;
    int face = 0;
};

// What every calculator returns besides its own numbers.
struct CalcReport {
    std::vector<WorkingLine> working;
    std::vector<CalcDie> dice;
    bool diceGiven = false;
    std::uint64_t seed = 0;                // when rolled
    std::vector<WorkingLine> moraleTests;  // the tests the result calls for, each with its rule
    std::string summary;                   // one sentence
    reports::Table row;                    // one row of results (the CLI's --format csv)
};

// ---- Casualties (GA-CAS-DICE, GA-CAS-MEN) ----------------------------------------------------
struct CasualtiesRequest {
    int figures = 0;  // shooting or fighting
    int factor = 0;   // the final factor
    battle::CasualtyReading reading = battle::CasualtyReading::Dice;
    int menCarriedBefore = 0;  // the target's remainder before (GA-CAS-MEN)
    // The target's figures at the start of the move, when known: for GA-MT-WHEN's 10%.
    std::optional<int> targetFigures;
    CalcDice dice;
};
struct CasualtiesResult {
    std::string cell;  // the table's entry as printed: "0.5", "3*8", "-" or the men
    battle::CasualtyResult casualties;
    CalcReport report;
};
CasualtiesResult calculateCasualties(const battle::Rulebook& book, const CasualtiesRequest& r);

// ---- Shooting (GA-WF-MISSILE, GA-TF-SHOOT, GA-RF-SHOOT) -------------------------------------
// The tactical factors a game master ticks; the others (target in open order, the shooters'
// class) follow from the troop types and class.
std::vector<std::string> shootingChecklist();  // "target-in-cover", "long-range", ...
struct ShootingRequest {
    std::string shooterType;  // troop type id
    battle::TroopClass shooterClass = battle::TroopClass::C;
    int figures = 0;  // figures shooting
    std::string targetType;
    std::vector<std::string> tactical;  // from shootingChecklist()
    int distraction = 0;                // the shooters' distraction total (GA-DISTRACT)
    int campaignFactor = 0;             // GA-OPT-CAMPAIGN, capped
    battle::CasualtyReading reading = battle::CasualtyReading::Dice;
    int menCarriedBefore = 0;
    std::optional<int> targetFigures;
    CalcDice dice;
};
struct ShootingCalcResult {
    int weaponFactor = 0;
    int tactical = 0;
    int random = 0;
    int finalFactor = 0;
    battle::CasualtyResult casualties;
    CalcReport report;
};
ShootingCalcResult calculateShooting(const battle::Rulebook& book, const ShootingRequest& r);

// ---- Melee (GA-CC-TYPES ... GA-CC-RESULT) -----------------------------------------------------
std::vector<std::string> meleeChecklist();  // "charging", "uphill", ...
struct MeleeSideRequest {
    std::string name;  // "A"/"B" or the unit's name, for the working
    std::string type;
    battle::TroopClass troopClass = battle::TroopClass::C;
    int figures = 0;                    // figures fighting
    std::optional<int> unitFigures;     // the unit's figures at the start of the move (10%)
    std::vector<std::string> tactical;  // from meleeChecklist()
    int extraRanks = 0;                 // formed ranks behind the first (melee points)
    std::string leaderRank;             // the best leader's rank id; empty: none
    int distraction = 0;
    int campaignFactor = 0;
    int menCarriedBefore = 0;
    std::size_t strikes = 0;  // which of the other side's units it strikes (its first by default)
    std::string unit;         // a console's unit id, for recording; the calculator ignores it
};
// GA-CC-RESULT: "Where more than one unit on one or both sides is involved ... total the
// casualties from all units involved". Each side is one or more units, each striking one unit of
// the other side; a unit struck twice carries the first blow's men into the second.
struct MeleeRequest {
    battle::MeleeKind kind = battle::MeleeKind::Impact;
    std::array<std::vector<MeleeSideRequest>, 2> sides;  // side A's units, then side B's
    battle::CasualtyReading reading = battle::CasualtyReading::Dice;
    CalcDice dice;  // each of side A's units' random die and casualty dice in turn, then side B's
};
struct MeleeCalcResult {
    // blows[s][k]: side s's unit k's blow on the unit it strikes, in the order struck.
    std::array<std::vector<battle::MeleeBlow>, 2> blows;
    std::array<std::vector<int>, 2> figuresLost;  // each unit's figures removed in the round
    battle::MeleeOutcome outcome;
    CalcReport report;
};
MeleeCalcResult calculateMelee(const battle::Rulebook& book, const MeleeRequest& r);

// ---- Morale test (GA-MT-ROLL) ----------------------------------------------------------------
std::vector<std::string> moraleFactorNames();  // distractions and other factors, by id
struct MoraleRequest {
    battle::Background background = battle::Background::Feudal;
    battle::TroopClass troopClass = battle::TroopClass::C;
    int figures = 0;  // the unit's figures now (GA-DISTRACT's * factor)
    int cv = 3;       // the leader's CV
    // "name" or "name:count" (figures-removed:3, lost-melee-per-point:2); GA-DISTRACT or
    // GA-MT-ROLL.
    std::vector<std::string> factors;
    bool chargeTest = false;
    int campaignFactor = 0;
    CalcDice dice;
};
struct MoraleCalcResult {
    battle::MoraleTestResult test;
    CalcReport report;
};
MoraleCalcResult calculateMorale(const battle::Rulebook& book, const MoraleRequest& r);

// ---- Leader risk (GA-LEADER-RISK) ------------------------------------------------------------
struct LeaderRiskRequest {
    int figuresRemoved = 0;
    int cv = 3;
    bool inMelee = true;
    CalcDice dice;  // one decimal die per figure removed, then one if he is a potential casualty
};
struct LeaderRiskCalcResult {
    battle::LeaderRiskResult risk;
    CalcReport report;
};
LeaderRiskCalcResult calculateLeaderRisk(const battle::Rulebook& book, const LeaderRiskRequest& r);

// ---- Leader loss (GA-LEADER-KILLED-FEUDAL / -MERC / -REG) ------------------------------------
struct LeaderLossRequest {
    battle::Background background = battle::Background::Feudal;  // the unit's
    battle::LeaderLevel level = battle::LeaderLevel::Unit;
    int cv = 3;  // the lost leader's
    int mv = 4;  // the unit's
    CalcDice dice;
};
struct LeaderLossCalcResult {
    battle::LeaderLossResult loss;
    bool tested = false;  // a die was thrown
    std::string result;   // rout, revenge, withdraw, fight-on, replaced
    CalcReport report;
};
LeaderLossCalcResult calculateLeaderLoss(const battle::Rulebook& book, const LeaderLossRequest& r);

// ---- Quarter and escorts (GA-QUARTER) --------------------------------------------------------
struct QuarterRequest {
    battle::Background pursuers = battle::Background::Feudal;  // whose die (GA-DICE)
    int casualtiesPerFigure = 0;
    int prisonerFigures = 0;
    CalcDice dice;
};
struct QuarterCalcResult {
    int die = 0;
    bool granted = false;
    int escorts = 0;
    CalcReport report;
};
QuarterCalcResult calculateQuarter(const battle::Rulebook& book, const QuarterRequest& r);

// Names typed by a person, read as the engine's values (CalcInputError naming `field`).
battle::Background backgroundNamed(const std::string& text, const std::string& field);
battle::TroopClass troopClassNamed(const std::string& text, const std::string& field);
// "4,7,9" -> {4, 7, 9}
std::vector<int> diceListed(const std::string& text, const std::string& field);

}  // namespace seneschal::application
