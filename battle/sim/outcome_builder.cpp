#include "battle/sim/outcome_builder.hpp"

#include <algorithm>

namespace seneschal::battle::sim {

namespace {

UnitOutcome unitOutcome(const Battle& b, const SimUnit& u) {
    const BattleSetup& setup = *b.setup;
    UnitOutcome o;
    o.unit = b.specs[static_cast<std::size_t>(u.spec)]->name;
    o.side = setup.sides[static_cast<std::size_t>(u.side)].id;
    o.menAtStart = u.menAtStart;
    o.figuresRemoved = u.removed;
    // Casualty men that never made a whole figure, never more than the men the unit had.
    const int menPerFigure = b.book.menPerFigure();
    o.menRemainder = std::clamp(std::min(u.st.menCarried, u.menAtStart - u.removed * menPerFigure), 0, menPerFigure - 1);
    o.figuresCaptured = u.captured;
    if (u.captured > 0) o.capturedBy = setup.sides[static_cast<std::size_t>(u.capturedBy)].id;
    o.figuresPursuedOff = u.pursuedOff;
    const int left = u.st.figures;  // still with the unit, on or off the table
    if (u.act == Activity::Gone) {
        o.endState = u.goneAs;
        if (u.goneAs == UnitEndState::Routed) o.figuresRouted = left;
        else if (u.goneAs == UnitEndState::PursuedOff || u.goneAs == UnitEndState::Withdrawn) o.figuresPursuedOff += left;
        else if (u.goneAs == UnitEndState::Destroyed && left > 0) o.figuresRouted = left;
    } else if (u.act == Activity::Routed) {
        o.endState = UnitEndState::Routed;
        o.figuresRouted = left;
    } else if (u.act == Activity::Withdrawing) {
        o.endState = UnitEndState::Withdrawn;
        o.figuresPursuedOff += left;  // on their way off: they have withdrawn from the fight
    } else {
        o.endState = u.st.formed && u.act != Activity::Rallying ? UnitEndState::Formed : UnitEndState::Unformed;
        if (left == 0) o.endState = UnitEndState::Destroyed;
        if (u.st.arm == Arm::Cavalry && o.endState == UnitEndState::Formed) o.formedCavalryFigures = left;
    }
    return o;
}

}  // namespace

BattleOutcome buildOutcome(const Battle& b, std::uint64_t seed) {
    const BattleSetup& setup = *b.setup;
    BattleOutcome o;
    o.rules = setup.rules;
    o.type = setup.type;
    o.moves = b.move;
    o.seed = seed;
    if (b.winner != kNone) o.winner = setup.sides[static_cast<std::size_t>(b.winner)].id;
    o.units.reserve(b.units.size());
    for (const SimUnit& u : b.units) o.units.push_back(unitOutcome(b, u));
    o.leaders.reserve(b.leaders.size());
    for (const SimLeader& l : b.leaders) {
        const LeaderSpec& spec = setup.leaders[static_cast<std::size_t>(l.spec)];
        if (spec.status != LeaderStatus::Active) continue;  // not on the field
        LeaderOutcome lo;
        lo.leader = spec.name;
        lo.side = spec.side;
        lo.fate = l.fate;
        if (l.fate == LeaderFate::Taken && l.takenBy != kNone) lo.takenBy = setup.sides[static_cast<std::size_t>(l.takenBy)].id;
        o.leaders.push_back(std::move(lo));
    }
    return o;
}

}  // namespace seneschal::battle::sim
