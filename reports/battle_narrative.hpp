#pragma once
// A battle told move by move in prose, drawn from its log (never from printed text): the
// charges, the close combats and their results, who broke and who rallied, the pursuits, the
// leaders who fell and the quarter given or refused. Quiet moves are told together.
#include <string>
#include <vector>

#include "campaign/stores/battle_records.hpp"

namespace seneschal::reports {

struct NarrativeMove {
    std::string title;  // "Move 3", "Moves 4 to 6", "Deployment"
    std::string prose;
};

std::vector<NarrativeMove> battleNarrative(const std::vector<campaign::RecordedLogLine>& log);

}  // namespace seneschal::reports
