#include "battle/sim/battle_log.hpp"

#include <sstream>

namespace seneschal::battle::sim {

namespace {

const char* stepWord(MoveStep step) {
    switch (step) {
        case MoveStep::DeclareCharges:
            return "charges";
        case MoveStep::ChargeMoraleTests:
            return "charge morale";
        case MoveStep::MoveTroops:
            return "movement";
        case MoveStep::Shooting:
            return "shooting";
        case MoveStep::CloseCombat:
            return "close combat";
        case MoveStep::OtherMorale:
            return "other morale";
    }
    return "?";
}

const char* dieWord(DieKind kind) {
    switch (kind) {
        case DieKind::Ordinary:
            return "d6";
        case DieKind::Average:
            return "avg";
        case DieKind::Decimal:
            return "d10";
    }
    return "?";
}

// "GA-MT-ROLL d6 3,5; GA-LEADER-RISK d10 7": consecutive dice of one rule and kind together.
void writeDice(std::ostream& out, const std::vector<LoggedDie>& dice) {
    for (std::size_t i = 0; i < dice.size();) {
        if (i > 0) out << "; ";
        out << dice[i].rule << ' ' << dieWord(dice[i].kind) << ' ' << dice[i].face;
        std::size_t j = i + 1;
        for (; j < dice.size() && std::string_view(dice[j].rule) == dice[i].rule &&
               dice[j].kind == dice[i].kind;
             ++j) {
            out << ',' << dice[j].face;
        }
        i = j;
    }
}

}  // namespace

void takeDice(LogEntry& entry, const RollLog& rolls) {
    for (std::size_t i = 0; i < rolls.size(); ++i) {
        entry.dice.push_back({rolls[i].rule, rolls[i].kind, rolls[i].face});
    }
}

std::string BattleLog::text() const {
    std::ostringstream out;
    int move = -1;
    for (const LogEntry& e : entries_) {
        if (e.move != move) {
            move = e.move;
            out << (move == 0 ? std::string("Deployment") : "Move " + std::to_string(move)) << '\n';
        }
        out << "  " << stepWord(e.step) << ": " << e.actor;
        if (!e.target.empty()) out << " → " << e.target;
        out << ": " << e.result;
        if (!e.dice.empty()) {
            out << " [";
            writeDice(out, e.dice);
            out << ']';
        }
        out << " (" << e.rule << ")\n";
    }
    return out.str();
}

const char* moveStepWord(MoveStep step) {
    return stepWord(step);
}

std::string BattleLog::tsv() const {
    std::ostringstream out;
    out << "move\tstep\trule\tactor\ttarget\tdice\tresult\n";
    for (const LogEntry& e : entries_) {
        out << e.move << '\t' << stepWord(e.step) << '\t' << e.rule << '\t' << e.actor << '\t'
            << e.target << '\t';
        writeDice(out, e.dice);
        out << '\t' << e.result << '\n';
    }
    return out.str();
}

}  // namespace seneschal::battle::sim
