#pragma once
// The battle log: one structured entry per procedure the simulator asked for (the move, the
// GA-SEQ step, the rule ID, the units, every die thrown with the rule that threw it, and the
// result in words), and a text rendering a person can follow move by move. The simulator only
// touches a log when one is given: with none, no string is built.
#include <cstdint>
#include <string>
#include <vector>

#include "battle/ga/charges.hpp"
#include "battle/ga/roll_log.hpp"

namespace seneschal::battle::sim {

struct LoggedDie {
    const char* rule = "";  // the rule that threw it (GA-MT-ROLL, GA-CAS-DICE, ...)
    DieKind kind = DieKind::Ordinary;
    int face = 0;
};

struct LogEntry {
    int move = 0;  // 0 = deployment, before the first move
    MoveStep step = MoveStep::DeclareCharges;
    std::string rule;    // the rule that asked for it (GA-CHARGE, GA-RF-SHOOT, ...)
    std::string actor;   // a unit, leader or side name
    std::string target;  // may be empty
    std::vector<LoggedDie> dice;
    std::string result;  // what came of it, in words
};

// Each side's strength at the end of a move (move 0: as deployed), for the battle report's chart
// of formed strength move by move.
struct SideStrength {
    int move = 0;
    std::string side;  // the side's id
    int formed = 0;    // figures standing formed (GA-UNFORMED), not routed
    int standing = 0;  // figures on the field, formed or not, routed or not
};

class BattleLog {
  public:
    void add(LogEntry entry) { entries_.push_back(std::move(entry)); }
    void addStrength(SideStrength strength) { strengths_.push_back(std::move(strength)); }
    const std::vector<LogEntry>& entries() const { return entries_; }
    const std::vector<SideStrength>& strengths() const { return strengths_; }
    std::size_t size() const { return entries_.size(); }

    // "Move 3 — shooting: Warwick's archers at the Genoese, ... (GA-RF-SHOOT d6=4 ...)".
    std::string text() const;
    // The same entries, one per line, tab-separated, for reports and spreadsheets.
    std::string tsv() const;

  private:
    std::vector<LogEntry> entries_;
    std::vector<SideStrength> strengths_;
};

// The GA-SEQ step's word in logs and reports: "charges", "shooting", "close combat", ...
const char* moveStepWord(MoveStep step);

// Copies the dice a procedure recorded into an entry.
void takeDice(LogEntry& entry, const RollLog& rolls);

}  // namespace seneschal::battle::sim
