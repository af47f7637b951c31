#include "battle/outcome.hpp"

namespace seneschal::battle {

const char* toString(BattleType type) {
    switch (type) {
        case BattleType::Historical: return "historical";
        case BattleType::Campaign: return "campaign";
        case BattleType::Competition: return "competition";
    }
    return "?";
}

const char* toString(UnitEndState state) {
    switch (state) {
        case UnitEndState::Formed: return "formed";
        case UnitEndState::Unformed: return "unformed";
        case UnitEndState::Routed: return "routed";
        case UnitEndState::Withdrawn: return "withdrawn";
        case UnitEndState::PursuedOff: return "pursued-off";
        case UnitEndState::Destroyed: return "destroyed";
    }
    return "?";
}

const char* toString(LeaderFate fate) {
    switch (fate) {
        case LeaderFate::Unharmed: return "unharmed";
        case LeaderFate::Wounded: return "wounded";
        case LeaderFate::Killed: return "killed";
        case LeaderFate::Taken: return "taken";
    }
    return "?";
}

}  // namespace seneschal::battle
