#include "battle/ga/rout.hpp"

#include <algorithm>

namespace seneschal::battle {

namespace {
int quarterMove(const Rulebook& book, const UnitState& u) {
    return static_cast<int>(moveRatesOf(book, u).normal * book.tables().rout.gapWithinMoveFraction);
}
}  // namespace

BrokenMove brokenMove(const Rulebook& book, const UnitState& unit, int movesSinceBreaking) {
    if (movesSinceBreaking == 0) return {moveRatesOf(book, unit).charge, true};
    return {moveRatesOf(book, unit).normal, false};
}

bool brokenGoRound(const Rulebook& book, const UnitState& unit, int gapDistance) {
    return gapDistance <= quarterMove(book, unit);
}

ReturnToTable mayReturn(bool leftWhileRouting) {
    return leftWhileRouting ? ReturnToTable::Never : ReturnToTable::AfterRallying;
}

bool mayFightOrShoot(const UnitState& unit) {
    return !unit.routed;
}

int pursuitDistance(const Rulebook& book, const UnitState& pursuer, bool firstMove) {
    const MoveRates& r = moveRatesOf(book, pursuer);
    return firstMove ? std::max(0, r.charge - book.tables().rout.pursuitLessThanCharge) : r.normal;
}

HaltPursuit haltPursuit(const Rulebook& book, const UnitState& pursuer, bool leaderInContact,
                        const MoraleOptions& options, DiceSource& dice, RollLog* log) {
    HaltPursuit h;
    if (!leaderInContact) return h;
    h.tested = true;
    h.test = testMorale(book, pursuer, {}, options, dice, log);
    h.halted = h.test.passed;
    return h;
}

PursuerMeetsEnemy pursuersMeetEnemy(const Rulebook& book, const UnitState& pursuer, int gapDistance,
                                    bool reactionTimeAllowsStop) {
    if (gapDistance <= quarterMove(book, pursuer)) return PursuerMeetsEnemy::Avoid;
    return reactionTimeAllowsStop ? PursuerMeetsEnemy::Stop : PursuerMeetsEnemy::Charge;
}

bool pursuersCounterCharge(bool firstMoveOfPursuit, bool chargedFromBehindFlankLine) {
    return firstMoveOfPursuit && !chargedFromBehindFlankLine;
}

MeleeAttack freeBlow(int figuresInContact) {
    MeleeAttack a;
    a.figures = figuresInContact;
    a.enemyBacksTurned = true;
    return a;
}

bool quarterGranted(int die, int casualtiesPerFigure) {
    return die > casualtiesPerFigure;
}

QuarterResult askQuarter(const Rulebook& book, const UnitState& pursuers, int pursuersMenLost,
                         bool noQuarterByCampaign, DiceSource& dice, RollLog* log) {
    QuarterResult q;
    q.casualtiesPerFigure =
        pursuers.figures > 0 ? pursuersMenLost / pursuers.figures : pursuersMenLost;
    if (noQuarterByCampaign) return q;
    q.die = roll(dice, log, "GA-QUARTER", book.dieFor(pursuers.background));
    q.granted = quarterGranted(q.die, q.casualtiesPerFigure);
    return q;
}

bool maySlaughter(int captorStatus, int prisonerStatus) {
    return prisonerStatus > captorStatus;
}

int escortsNeeded(const Rulebook& book, int prisonerFigures) {
    const int per = book.tables().rout.prisonersPerEscort;
    return (prisonerFigures + per - 1) / per;
}

NoQuarter noQuarter(int figuresInContact, int figuresInUnit) {
    const int killed = std::min(figuresInContact, figuresInUnit);
    return {killed, figuresInUnit - killed};
}

}  // namespace seneschal::battle
