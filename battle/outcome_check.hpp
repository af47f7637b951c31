#pragma once
// The consistency rules of a BattleOutcome, in one place: the outcome file reader reports
// them with file, line and attribute; the aftermath refuses an outcome a resolver built wrong
// with the unit and field named. Either way nothing is applied from an inconsistent outcome.
#include <optional>
#include <string>

#include "battle/outcome.hpp"

namespace seneschal::battle {

struct OutcomeProblem {
    enum class Where { Battle, Unit, Leader };
    Where where = Where::Battle;
    int index = -1;       // into units or leaders; -1 for the battle itself
    std::string field;    // the outcome file's attribute name, e.g. "removed", "capturedBy"
    std::string message;  // what is wrong, naming the unit or leader

    std::string describe() const;  // "unit 'X', removed: ..." for messages outside a file
};

// The first problem found, in file order (battle attributes, then units, then leaders).
std::optional<OutcomeProblem> checkOutcome(const BattleOutcome& outcome, int menPerFigure);

// Throws UserError with problem.describe() when the outcome is inconsistent.
void requireConsistentOutcome(const BattleOutcome& outcome, int menPerFigure);

}  // namespace seneschal::battle
