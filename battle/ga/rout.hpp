#pragma once
// GA-BROKEN, GA-PURSUIT, GA-QUARTER: broken troops running, their pursuers, and the end of
// a pursuit in quarter, slaughter or massacre.
#include "battle/ga/melee.hpp"
#include "battle/ga/morale.hpp"

namespace seneschal::battle {

// GA-BROKEN: the first move directly away at charge speed, then towards the own base line at
// normal speed until halted by a rallying morale throw or off the table.
struct BrokenMove {
    int distance = 0;
    bool directlyAwayFromEnemy = false;  // first move; afterwards towards the own base line
};
BrokenMove brokenMove(const Rulebook& book, const UnitState& unit, int movesSinceBreaking);

// Broken troops go round friends if a gap lies within a quarter of a move, else burst through.
bool brokenGoRound(const Rulebook& book, const UnitState& unit, int gapDistance);
// Troops who leave the table routing may not return; others must rally and reform first.
enum class ReturnToTable { Never, AfterRallying };
ReturnToTable mayReturn(bool leftWhileRouting);
// Broken troops may not fight, shoot or use shields until halted.
bool mayFightOrShoot(const UnitState& unit);

// GA-PURSUIT: charge speed - 50 mm in the first move, normal speed afterwards.
int pursuitDistance(const Rulebook& book, const UnitState& pursuer, bool firstMove);

// Halting a pursuit: a leader in contact, then a morale test which must pass.
struct HaltPursuit {
    bool tested = false;
    bool halted = false;
    MoraleTestResult test;
};
HaltPursuit haltPursuit(const Rulebook& book, const UnitState& pursuer, bool leaderInContact,
                        const MoraleOptions& options, DiceSource& dice, RollLog* log = nullptr);

// Pursuers who meet stationary enemy in the first period of pursuit avoid them through a gap
// within a quarter move, otherwise charge them or, reaction time permitting, stop.
enum class PursuerMeetsEnemy { Avoid, Charge, Stop };
PursuerMeetsEnemy pursuersMeetEnemy(const Rulebook& book, const UnitState& pursuer, int gapDistance,
                                    bool reactionTimeAllowsStop);
// Pursuers charged in the first move of pursuit counter-charge unless the charge came from
// behind the line of their original flank.
bool pursuersCounterCharge(bool firstMoveOfPursuit, bool chargedFromBehindFlankLine);

// A free blow: pursuers in contact strike an enemy whose backs are turned; no reply.
MeleeAttack freeBlow(int figuresInContact);

// GA-QUARTER: the pursuers throw one die; quarter is granted if it exceeds the casualties per
// figure the pursuers have suffered (men lost / figures standing, rounded down), unless the
// campaign has ruled out quarter beforehand.
struct QuarterResult {
    int die = 0;
    int casualtiesPerFigure = 0;
    bool granted = false;
};
// The test itself: granted when the die exceeds the casualties per figure.
bool quarterGranted(int die, int casualtiesPerFigure);
QuarterResult askQuarter(const Rulebook& book, const UnitState& pursuers, int pursuersMenLost,
                         bool noQuarterByCampaign, DiceSource& dice, RollLog* log = nullptr);

// Captors may slaughter captured social inferiors (a higher status number).
bool maySlaughter(int captorStatus, int prisonerStatus);
// One escorting figure per five figures prisoner, leading them off the table.
int escortsNeeded(const Rulebook& book, int prisonerFigures);

// Without quarter: all figures in contact are killed next move, pursuit stops, and the
// survivors escape but leave the battle.
struct NoQuarter {
    int figuresKilled = 0;
    int figuresEscaped = 0;
};
NoQuarter noQuarter(int figuresInContact, int figuresInUnit);

}  // namespace seneschal::battle
