#include "battle/outcome.hpp"

namespace seneschal::battle {

const char* toString(BattleType type) {
    switch (type) {
        case BattleType::Historical:
            return "historical";
        case BattleType::Campaign:
            return "campaign";
        case BattleType::Competition:
            return "competition";
    }
    return "?";
}

const char* toString(UnitEndState state) {
    switch (state) {
        case UnitEndState::Formed:
            return "formed";
        case UnitEndState::Unformed:
            return "unformed";
        case UnitEndState::Routed:
            return "routed";
        case UnitEndState::Withdrawn:
            return "withdrawn";
        case UnitEndState::PursuedOff:
            return "pursued-off";
        case UnitEndState::Destroyed:
            return "destroyed";
    }
    return "?";
}

const char* toString(LeaderFate fate) {
    switch (fate) {
        case LeaderFate::Unharmed:
            return "unharmed";
        case LeaderFate::Wounded:
            return "wounded";
        case LeaderFate::Killed:
            return "killed";
        case LeaderFate::Taken:
            return "taken";
    }
    return "?";
}

namespace {

// The enumerators of E run from 0 to count - 1 (tested word by word in outcome_xml_test).
template <typename E>
std::optional<E> parseWord(std::string_view word, int count) {
    for (int i = 0; i < count; ++i) {
        const auto value = static_cast<E>(i);
        if (word == toString(value)) return value;
    }
    return std::nullopt;
}

}  // namespace

std::optional<BattleType> battleTypeFromString(std::string_view word) {
    return parseWord<BattleType>(word, 3);
}

std::optional<UnitEndState> unitEndStateFromString(std::string_view word) {
    return parseWord<UnitEndState>(word, 6);
}

std::optional<LeaderFate> leaderFateFromString(std::string_view word) {
    return parseWord<LeaderFate>(word, 4);
}

int figuresFielded(const UnitOutcome& unit, int menPerFigure) {
    return menPerFigure > 0 ? unit.menAtStart / menPerFigure : 0;
}

int figuresStanding(const UnitOutcome& unit, int menPerFigure) {
    return figuresFielded(unit, menPerFigure) - unit.figuresRemoved - unit.figuresRouted -
           unit.figuresCaptured - unit.figuresPursuedOff;
}

}  // namespace seneschal::battle
