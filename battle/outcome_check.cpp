#include "battle/outcome_check.hpp"

#include <set>

#include "base/errors.hpp"

namespace seneschal::battle {

namespace {

using Where = OutcomeProblem::Where;

std::string quoted(const std::string& s) {
    return "'" + s + "'";
}

bool leavesTheField(UnitEndState state) {
    return state == UnitEndState::Routed || state == UnitEndState::Withdrawn ||
           state == UnitEndState::PursuedOff || state == UnitEndState::Destroyed;
}

std::optional<OutcomeProblem> checkUnit(const UnitOutcome& unit, int index,
                                        const std::set<std::string>& sides, int menPerFigure) {
    const auto problem = [&](const char* field, const std::string& message) {
        return OutcomeProblem{Where::Unit, index, field,
                              "unit " + quoted(unit.unit) + ": " + message};
    };
    struct Count {
        const char* field;
        int value;
    };
    for (const Count& c :
         {Count{"men", unit.menAtStart}, Count{"removed", unit.figuresRemoved},
          Count{"remainder", unit.menRemainder}, Count{"routed", unit.figuresRouted},
          Count{"captured", unit.figuresCaptured}, Count{"pursuedOff", unit.figuresPursuedOff},
          Count{"formedCavalry", unit.formedCavalryFigures}}) {
        if (c.value < 0) return problem(c.field, std::string(c.field) + " is negative");
    }
    if (unit.menRemainder >= menPerFigure) {
        return problem("remainder", "a casualty remainder of " + std::to_string(unit.menRemainder) +
                                        " men makes a whole figure (" +
                                        std::to_string(menPerFigure) +
                                        " men a figure): count it in 'removed'");
    }
    const int fielded = figuresFielded(unit, menPerFigure);
    const int accounted =
        unit.figuresRemoved + unit.figuresRouted + unit.figuresCaptured + unit.figuresPursuedOff;
    if (accounted > fielded) {
        return problem("removed", "removed, routed, captured and pursued off come to " +
                                      std::to_string(accounted) + " figures but the unit fielded " +
                                      std::to_string(fielded) + " (" +
                                      std::to_string(unit.menAtStart) + " men)");
    }
    const long long casualtyMen =
        static_cast<long long>(unit.figuresRemoved) * menPerFigure + unit.menRemainder;
    if (casualtyMen > unit.menAtStart) {
        return problem("remainder", "casualties of " + std::to_string(casualtyMen) +
                                        " men exceed the " + std::to_string(unit.menAtStart) +
                                        " men the unit fielded");
    }
    const int standing = fielded - accounted;
    if (leavesTheField(unit.endState) && standing > 0) {
        return problem("end", std::string("the unit ended '") + toString(unit.endState) + "' yet " +
                                  std::to_string(standing) +
                                  " figures are neither removed, routed, captured nor pursued "
                                  "off: count them in one of those");
    }
    if (unit.formedCavalryFigures > 0 && unit.endState != UnitEndState::Formed) {
        return problem("formedCavalry", std::string("a unit that ended '") +
                                            toString(unit.endState) +
                                            "' has no formed cavalry (GA-RES-LOSE)");
    }
    if (unit.formedCavalryFigures > standing) {
        return problem("formedCavalry", std::to_string(unit.formedCavalryFigures) +
                                            " formed cavalry figures but only " +
                                            std::to_string(standing) + " figures stand");
    }
    if (unit.figuresCaptured > 0 || !unit.capturedBy.empty()) {
        if (unit.capturedBy.empty()) {
            return problem("capturedBy", "figures were captured but no captor side is named");
        }
        if (unit.figuresCaptured == 0) {
            return problem("capturedBy", "a captor side is named but no figure was captured");
        }
        if (!sides.count(unit.capturedBy)) {
            return problem("capturedBy", "the captor side " + quoted(unit.capturedBy) +
                                             " fielded no unit in this battle");
        }
        if (unit.capturedBy == unit.side) {
            return problem("capturedBy", "a unit cannot be captured by its own side");
        }
    }
    return std::nullopt;
}

std::optional<OutcomeProblem> checkLeader(const LeaderOutcome& leader, int index,
                                          const std::set<std::string>& sides) {
    const auto problem = [&](const char* field, const std::string& message) {
        return OutcomeProblem{Where::Leader, index, field,
                              "leader " + quoted(leader.leader) + ": " + message};
    };
    if (leader.leader.empty()) return problem("name", "the leader has no name");
    if (!sides.count(leader.side)) {
        return problem("side",
                       "the side " + quoted(leader.side) + " fielded no unit in this battle");
    }
    if (leader.fate == LeaderFate::Taken) {
        if (leader.takenBy.empty()) return problem("takenBy", "taken, but by which side?");
        if (!sides.count(leader.takenBy)) {
            return problem("takenBy", "the captor side " + quoted(leader.takenBy) +
                                          " fielded no unit in this battle");
        }
        if (leader.takenBy == leader.side) {
            return problem("takenBy", "a leader cannot be taken by his own side");
        }
    } else if (!leader.takenBy.empty()) {
        return problem("takenBy", std::string("a captor is named but the leader's fate is '") +
                                      toString(leader.fate) + "'");
    }
    return std::nullopt;
}

}  // namespace

std::string OutcomeProblem::describe() const {
    return field.empty() ? message : message + " (field '" + field + "')";
}

std::optional<OutcomeProblem> checkOutcome(const BattleOutcome& outcome, int menPerFigure) {
    std::set<std::string> sides;
    for (const UnitOutcome& unit : outcome.units) sides.insert(unit.side);

    if (outcome.units.empty()) {
        return OutcomeProblem{Where::Battle, -1, "", "the outcome lists no unit"};
    }
    if (sides.size() < 2) {
        return OutcomeProblem{Where::Battle, -1, "",
                              "a battle needs units of at least two sides; only " +
                                  quoted(*sides.begin()) + " is listed"};
    }
    if (!outcome.winner.empty() && !sides.count(outcome.winner)) {
        return OutcomeProblem{
            Where::Battle, -1, "winner",
            "the winner " + quoted(outcome.winner) + " is not one of the sides that fought"};
    }
    std::set<std::string> unitNames;
    for (std::size_t i = 0; i < outcome.units.size(); ++i) {
        const UnitOutcome& unit = outcome.units[i];
        const int index = static_cast<int>(i);
        if (unit.unit.empty())
            return OutcomeProblem{Where::Unit, index, "name", "a unit has no name"};
        if (unit.side.empty()) {
            return OutcomeProblem{Where::Unit, index, "side",
                                  "unit " + quoted(unit.unit) + " has no side"};
        }
        if (!unitNames.insert(unit.unit).second) {
            return OutcomeProblem{Where::Unit, index, "name",
                                  "unit " + quoted(unit.unit) + " is listed twice"};
        }
        if (auto problem = checkUnit(unit, index, sides, menPerFigure)) return problem;
    }
    std::set<std::string> leaderNames;
    for (std::size_t i = 0; i < outcome.leaders.size(); ++i) {
        const LeaderOutcome& leader = outcome.leaders[i];
        if (auto problem = checkLeader(leader, static_cast<int>(i), sides)) return problem;
        if (!leaderNames.insert(leader.leader).second) {
            return OutcomeProblem{Where::Leader, static_cast<int>(i), "name",
                                  "leader " + quoted(leader.leader) + " is listed twice"};
        }
    }
    return std::nullopt;
}

void requireConsistentOutcome(const BattleOutcome& outcome, int menPerFigure) {
    if (const auto problem = checkOutcome(outcome, menPerFigure)) {
        throw UserError("inconsistent battle outcome: " + problem->describe());
    }
}

}  // namespace seneschal::battle
