#pragma once
// The tabletop console (issue 18): a God's Acre battle fought with figures on a table, the
// arithmetic done here. The console keeps every unit's state (figures, casualty remainder,
// formation, morale, orders), follows GA-SEQ move by move, records what the calculators
// (application/tabletop/calculators.hpp, the engine's own functions) worked out as steps of a
// battle log, each with its rule ID, and at the end builds the outcome the aftermath takes.
//
// A console is its starting forces and the list of steps taken; the state now is the start with
// every step's changes laid over it in order, so undoing a step is dropping the last one, and a
// console saved (application/tabletop/tabletop_console_xml.hpp) and read back is the same battle.
//
// Scaling (GA-SETUP-HIST, GA-SMALL-SCALE): the table may be played at another scale (men a
// figure) than the rules' own (GA-SCALE, 20). Each unit fields men / scale figures, its odd men
// staying with the baggage; at the end the table's results are turned back into men and then
// into the rules' figures, every man in exactly one of lost, routed, taken, pursued off or
// standing (endOutcome's ScaledBack shows each remainder). No wx.
#include <optional>
#include <string>
#include <vector>

#include "application/tabletop/calculators.hpp"
#include "battle/battle_file.hpp"
#include "battle/ga/charges.hpp"
#include "battle/outcome.hpp"
#include "battle/rulebook.hpp"

namespace seneschal::application {

// A side of the console's battle: its id and name (its colour is not kept), named as every side
// is (SideSpec::shownName).
using ConsoleSide = battle::SideSpec;

struct ConsoleUnit {
    // As set up (never changed by a step):
    std::string id;
    std::string name;
    std::string side;  // side id
    std::string army;  // the army's name
    std::string battal;
    std::string orders;     // the battal's written orders (GA-ORD-WRITE)
    std::string troopType;  // troop type id
    std::string troopName;
    battle::TroopClass troopClass = battle::TroopClass::C;
    battle::Background background = battle::Background::Feudal;
    battle::Arm arm = battle::Arm::Infantry;
    std::string leader;  // the leader with the unit (its own, else its battal's), id; may be empty
    int men = 0;         // men present (the campaign's count)
    int fielded = 0;     // figures at the table's scale: men / scale
    int menOver = 0;     // men that made no whole figure: with the baggage
    int campaignFactor = 0;
    // The state, changed by steps:
    int figures = 0;  // standing on the table (not removed, routed off, taken)
    int removed = 0;  // figures removed as casualties (GA-CAS-DICE / GA-CAS-MEN)
    // Casualty men carried forward (GA-CAS-MEN), as the casualty table counts them: at the rules'
    // scale, so a fraction carried / rulesScale of one of the table's figures.
    int carried = 0;
    int routed = 0;                 // figures that ran and escaped (GA-BROKEN, GA-QUARTER)
    int captured = 0;               // figures taken (GA-QUARTER)
    std::string capturedBy;         // side id
    int pursuedOff = 0;             // figures that pursued off the table (GA-PURSUIT)
    bool formed = true;             // GA-UNFORMED
    bool inContact = false;         // in base to base contact with an enemy
    bool charging = false;          // a charge declared this move (GA-CHARGE)
    bool chargeTested = false;      // its charge morale test taken this move (GA-SEQ step 2)
    int moved = 0;                  // mm moved this move
    std::string morale = "steady";  // the last morale result: confident, steady, halt, retire, rout
    int atMoveStart = 0;            // figures at the start of this move (GA-MT-WHEN's 10%)
    int removedThisMove = 0;
    bool lostRound = false;         // lost a close-combat round this move, not yet tested
    bool fought = false;            // fought a round of close combat this move
    bool tested = false;            // took a morale test this move (other than to charge)
    bool leaderLossTested = false;  // its men took the test for their fallen leader
};

struct ConsoleLeader {
    std::string id;
    std::string name;
    std::string side;
    std::string rank;
    int cv = 1;
    battle::LeaderFate fate = battle::LeaderFate::Unharmed;
    std::string takenBy;  // side id
};

// One change a step makes: a unit's or leader's field (by id) or, with an empty target, the
// battle's "move" or "phase". The value as text, the field's new value.
struct ConsoleChange {
    std::string target;
    std::string field;
    std::string value;
};

// One line of the battle log: what was done, in the step of the move it was done in, with the
// rule it follows, the working behind it, and the changes it made.
struct ConsoleStep {
    int move = 1;
    battle::MoveStep phase = battle::MoveStep::DeclareCharges;
    std::string rule;
    std::string text;
    std::vector<WorkingLine> working;
    std::vector<ConsoleChange> changes;
};

struct TabletopConsole {
    std::string rules = "godsacre";
    battle::BattleType type = battle::BattleType::Campaign;
    std::string battleName;  // the battle file's name, or the campaign place's
    std::string place;       // campaign place name; empty for a battle file
    std::string date;
    int rulesScale = 20;  // GA-SCALE: the rules' men a figure, for the outcome
    int scale = 20;       // the table's men a figure
    std::vector<ConsoleSide> sides;
    std::vector<ConsoleUnit> startUnits;
    std::vector<ConsoleLeader> startLeaders;
    std::vector<ConsoleStep> steps;
};

// The state now: the start with every step laid over it.
struct ConsoleState {
    int move = 1;
    battle::MoveStep phase = battle::MoveStep::DeclareCharges;
    std::vector<ConsoleUnit> units;
    std::vector<ConsoleLeader> leaders;

    const ConsoleUnit& unit(const std::string& id) const;  // throws UserError naming the id
    const ConsoleLeader* leader(const std::string& id) const;
};
ConsoleState consoleState(const TabletopConsole& console);
// A GA-SEQ step's place in the move (battle::kMoveSequence), as a console file keeps it.
int phaseIndex(battle::MoveStep phase);

// A console for the battle set up (a campaign battle or a battle file), at `scale` men a figure
// (the rules' own when not given). Throws UserError for a scale under 1 or a unit the rules do
// not know.
TabletopConsole startConsole(const battle::BattleSetup& setup, const battle::Rulebook& rules,
                             std::optional<int> scale, const std::string& place,
                             const std::string& date);
// Sets the table's scale again, only while no step is taken (UserError otherwise).
void rescaleConsole(TabletopConsole& console, int scale);

std::string sideNameOf(const TabletopConsole& console, const std::string& sideId);
std::string phaseRule(battle::MoveStep phase);  // "GA-SEQ step 4" ...

// ---- Steps ------------------------------------------------------------------------------------
// Each records one step (or throws UserError naming what cannot be: an unknown unit, more
// figures than stand) and leaves the console as it was when it throws.

// GA-SEQ: on to the next step of the move; after the other morale tests, the next move (each
// unit's figures at its start noted, this move's marks cleared).
void nextPhase(TabletopConsole& console);

// What the game master marks on a unit in the charges and movement steps.
struct UnitMarks {
    std::optional<bool> charging;
    std::optional<int> moved;  // mm
    std::optional<bool> formed;
    std::optional<bool> inContact;
};
void markUnit(TabletopConsole& console, const std::string& unitId, const UnitMarks& marks);

// The calculators' requests filled from the console's state; the shell adds the tactical
// factors and the dice, calculates, then records the result.
ShootingRequest shootingRequest(const TabletopConsole& console, const std::string& shooterId,
                                const std::string& targetId, int figuresShooting);
void recordShooting(TabletopConsole& console, const std::string& shooterId,
                    const std::string& targetId, const ShootingRequest& request,
                    const ShootingCalcResult& result);

// One unit in a melee: its figures fighting and the enemy unit it strikes (GA-CC-WHO-*).
struct MeleeFighter {
    std::string unit;     // unit id
    int figures = 0;      // figures fighting
    std::string strikes;  // enemy unit id; empty: the other side's first unit in the melee
};
// GA-CC-RESULT: the units of the melee, side by side: side A is the first fighter's side, every
// unit of the other side is side B. Refused (CalcInputError) when a unit is named twice, strikes
// a unit of its own side or one not in the melee, or one side has no unit.
MeleeRequest meleeRequest(const TabletopConsole& console, battle::MeleeKind kind,
                          const std::vector<MeleeFighter>& fighters);
// One unit a side.
MeleeRequest meleeRequest(const TabletopConsole& console, battle::MeleeKind kind,
                          const std::string& unitA, int figuresA, const std::string& unitB,
                          int figuresB);
// Records the round: each blow's casualties on the unit it struck, every unit in contact, the
// losing side's units owing a test for the lost round.
void recordMelee(TabletopConsole& console, const MeleeRequest& request,
                 const MeleeCalcResult& result);

MoraleRequest moraleRequest(const TabletopConsole& console, const std::string& unitId);
// A rout breaks the unit (GA-BROKEN): it keeps its figures on the table, running, until quarter
// or the end of the battle decides their fate.
void recordMorale(TabletopConsole& console, const std::string& unitId, const MoraleRequest& request,
                  const MoraleCalcResult& result);

LeaderRiskRequest leaderRiskRequest(const TabletopConsole& console, const std::string& leaderId,
                                    int figuresRemoved, bool inMelee);
void recordLeaderRisk(TabletopConsole& console, const std::string& leaderId,
                      const std::string& enemySide, const LeaderRiskCalcResult& result);
// The side that takes a leader captured: the side that is not his (empty for an unknown leader).
std::string enemySideOfLeader(const TabletopConsole& console, const std::string& leaderId);

// GA-LEADER-KILLED-FEUDAL / -MERC / -REG: the men of a unit whose leader fell (killed or taken)
// react. Rout breaks the unit, withdraw takes it off the field, revenge frees it of further
// tests; fight on and replaced change nothing.
LeaderLossRequest leaderLossRequest(const TabletopConsole& console, const battle::Rulebook& rules,
                                    const std::string& unitId);
void recordLeaderLoss(TabletopConsole& console, const std::string& unitId,
                      const LeaderLossCalcResult& result);

// GA-QUARTER: the routed unit's figures that cannot escape ask quarter of `captorSide`'s
// pursuers. Granted: they are taken; refused: they are cut down (removed) and the rest of the
// unit escapes (routed off).
QuarterRequest quarterRequest(const TabletopConsole& console, const std::string& pursuersId,
                              const std::string& routedId, int prisonerFigures);
void recordQuarter(TabletopConsole& console, const std::string& pursuersId,
                   const std::string& routedId, int prisonerFigures,
                   const QuarterCalcResult& result);

// GA-PURSUIT: figures of a unit that pursued (or withdrew) off the table.
void recordPursuedOff(TabletopConsole& console, const std::string& unitId, int figures);

// Drops the last step; false when none was taken.
bool undoStep(TabletopConsole& console);

// ---- What is due now --------------------------------------------------------------------------
// The work the current step of the move calls for, each with its rule: the charge tests of the
// units marked charging, shooting, the morale tests owed for 10% lost in the move, a lost round,
// a battal breaking.
std::vector<WorkingLine> dueNow(const TabletopConsole& console);

// ---- The end ----------------------------------------------------------------------------------
// One unit's results turned back into men, then into the rules' figures.
struct ScaledBack {
    std::string unit;
    int men = 0;
    int menLost = 0;  // removed x scale + the carried fraction of a figure, in whole men
    int menRouted = 0;
    int menTaken = 0;
    int menPursuedOff = 0;
    int menStanding = 0;  // the rest: every man is counted once
    // At the rules' scale:
    int figuresRemoved = 0;
    int menRemainder = 0;
    int figuresRouted = 0;
    int figuresTaken = 0;
    int figuresPursuedOff = 0;
    int menToStanding = 0;  // routed/taken/pursued men that made no whole figure of the rules'
    // Of a unit that left the field (routed, pursued off): the rules' whole figures of men the
    // table's figures did not account for, gone with it.
    int figuresWithLeavers = 0;
};
struct ConsoleEnding {
    battle::BattleOutcome outcome;  // at the rules' scale, ready for the aftermath
    std::vector<ScaledBack> scaled;
};
// `winner` a side id, or empty for a draw. Throws UserError for an unknown side, or when the
// result does not hold together (the outcome's own check, its field named).
ConsoleEnding endOutcome(const TabletopConsole& console, const std::string& winner);

}  // namespace seneschal::application
