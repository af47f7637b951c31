#pragma once
// Every battle resolver behind one call, chosen by rule set id ("godsacre", "postcard",
// "feudal"), so the CLI, the GUI and the campaign never care which one fought the battle.
// All return the same BattleOutcome; all take their dice from one seed.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "battle/battle_file.hpp"
#include "battle/outcome.hpp"
#include "battle/rulebook.hpp"

namespace seneschal::battle {

namespace sim {
class BattleLog;
}

struct ResolvedBattle {
    BattleOutcome outcome;
    std::vector<std::string> log;  // readable lines, each citing the rule behind it
    // God's Acre fought with its log: every entry and each side's strength move by move, as
    // the battle's record keeps them (so that a battle applied is never fought again for them).
    std::shared_ptr<const sim::BattleLog> detail;
};

// How many battles this process has fought (any rule set, odds runs included): what a test
// counts to show a campaign battle is fought once per apply (issue 31).
std::uint64_t battlesFought();
void countBattleFought();

// The rule set ids a battle can be fought with, in the order a user is offered them.
std::vector<std::string> resolverIds();

// Throws UserError naming the known ids for an unknown one. With `wantLog` false a resolver
// may skip building its log (the odds run thousands of battles).
ResolvedBattle resolveBattle(std::string_view rulesId, const BattleSetup& setup, std::uint64_t seed,
                             bool wantLog = true);

// God's Acre fought with the rule book given: a campaign's own (campaign::rulebookFor), which
// may be another file than the shipped one that resolveBattle("godsacre", ...) plays.
ResolvedBattle resolveGodsAcreBattle(const Rulebook& book, const BattleSetup& setup,
                                     std::uint64_t seed, bool wantLog = true);

// GA-SCALE, PC-LENGTH, FW-BASING: the men a figure stands for in an outcome fought with
// `rulesId`: a quick rule set's own (its file's <scale menPerFigure>), else the God's Acre
// rule book's (the campaign's own, or the shipped one).
int menPerFigureOf(std::string_view rulesId, const Rulebook& godsAcre);
// The rule that says so, as a person reads it cited: "PC-LENGTH", "FW-BASING", else "GA-SCALE".
const char* scaleRuleOf(std::string_view rulesId);

// Whether `rulesId` names one of the quick alternative resolvers (Post(card), OHW Feudal)
// rather than a God's Acre rule book.
bool isQuickRuleSet(std::string_view rulesId);

// What a person reads for a rule set and a battle type: "God's Acre", "Post(card)", "OHW
// Feudal"; "Campaign battle". The ids are for files and the command line.
std::string ruleSetName(std::string_view rulesId);
std::string battleTypeName(BattleType type);

}  // namespace seneschal::battle
