#include "battle/sim/outcome_builder.hpp"

#include <algorithm>

namespace seneschal::battle::sim {

namespace {

// Refills `o`, setting every field: its strings keep their storage, so odds reusing one
// outcome allocate nothing (tests/battle/sim_determinism_test.cpp compares it with a fresh one).
void fillUnitOutcome(const Battle& b, const SimUnit& u, UnitOutcome& o) {
    const BattleSetup& setup = *b.setup;
    o.unit = b.specs[static_cast<std::size_t>(u.spec)]->name;
    o.side = setup.sides[static_cast<std::size_t>(u.side)].id;
    o.menAtStart = u.menAtStart;
    o.figuresRemoved = u.removed;
    // Casualty men that never made a whole figure, never more than the men the unit had.
    const int menPerFigure = b.book.menPerFigure();
    o.menRemainder = std::clamp(std::min(u.st.menCarried, u.menAtStart - u.removed * menPerFigure),
                                0, menPerFigure - 1);
    o.figuresCaptured = u.captured;
    if (u.captured > 0)
        o.capturedBy = setup.sides[static_cast<std::size_t>(u.capturedBy)].id;
    else
        o.capturedBy.clear();
    o.figuresPursuedOff = u.pursuedOff;
    o.figuresRouted = 0;
    o.formedCavalryFigures = 0;
    const int left = u.st.figures;  // still with the unit, on or off the table
    if (u.act == Activity::Gone) {
        o.endState = u.goneAs;
        if (u.goneAs == UnitEndState::Routed)
            o.figuresRouted = left;
        else if (u.goneAs == UnitEndState::PursuedOff || u.goneAs == UnitEndState::Withdrawn)
            o.figuresPursuedOff += left;
        else if (u.goneAs == UnitEndState::Destroyed && left > 0)
            o.figuresRouted = left;
    } else if (u.act == Activity::Routed) {
        o.endState = UnitEndState::Routed;
        o.figuresRouted = left;
    } else if (u.act == Activity::Withdrawing) {
        o.endState = UnitEndState::Withdrawn;
        o.figuresPursuedOff += left;  // on their way off: they have withdrawn from the fight
    } else {
        o.endState = u.st.formed && u.act != Activity::Rallying ? UnitEndState::Formed
                                                                : UnitEndState::Unformed;
        if (left == 0) o.endState = UnitEndState::Destroyed;
        if (u.st.arm == Arm::Cavalry && o.endState == UnitEndState::Formed)
            o.formedCavalryFigures = left;
    }
}

void fillLeaderOutcome(const Battle& b, const SimLeader& l, LeaderOutcome& o) {
    const BattleSetup& setup = *b.setup;
    const LeaderSpec& spec = setup.leaders[static_cast<std::size_t>(l.spec)];
    o.leader = spec.name;
    o.side = spec.side;
    o.fate = l.fate;
    if (l.fate == LeaderFate::Taken && l.takenBy != kNone)
        o.takenBy = setup.sides[static_cast<std::size_t>(l.takenBy)].id;
    else
        o.takenBy.clear();
}

bool onTheField(const Battle& b, const SimLeader& l) {
    return b.setup->leaders[static_cast<std::size_t>(l.spec)].status == LeaderStatus::Active;
}

}  // namespace

void buildOutcome(const Battle& b, std::uint64_t seed, BattleOutcome& o) {
    const BattleSetup& setup = *b.setup;
    o.rules = setup.rules;
    o.type = setup.type;
    o.place.clear();  // a campaign names them when it applies the outcome
    o.date.clear();
    o.moves = b.move;
    o.seed = seed;
    if (b.winner != kNone)
        o.winner = setup.sides[static_cast<std::size_t>(b.winner)].id;
    else
        o.winner.clear();
    o.units.resize(b.units.size());
    for (std::size_t i = 0; i < b.units.size(); ++i) fillUnitOutcome(b, b.units[i], o.units[i]);
    o.leaders.resize(static_cast<std::size_t>(
        std::count_if(b.leaders.begin(), b.leaders.end(),
                      [&b](const SimLeader& l) { return onTheField(b, l); })));
    std::size_t next = 0;
    for (const SimLeader& l : b.leaders) {
        if (onTheField(b, l))
            fillLeaderOutcome(b, l, o.leaders[next++]);  // the others never fought
    }
}

BattleOutcome buildOutcome(const Battle& b, std::uint64_t seed) {
    BattleOutcome o;
    buildOutcome(b, seed, o);
    return o;
}

}  // namespace seneschal::battle::sim
