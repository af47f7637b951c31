#pragma once
// Every battle resolver behind one call, chosen by rule set id ("godsacre", "postcard",
// "feudal"), so the CLI, the GUI and the campaign never care which one fought the battle.
// All return the same BattleOutcome; all take their dice from one seed.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "battle/battle_file.hpp"
#include "battle/outcome.hpp"
#include "battle/rulebook.hpp"

namespace seneschal::battle {

struct ResolvedBattle {
    BattleOutcome outcome;
    std::vector<std::string> log;  // readable lines, each citing the rule behind it
};

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

// Whether `rulesId` names one of the quick alternative resolvers (Post(card), OHW Feudal)
// rather than a God's Acre rule book.
bool isQuickRuleSet(std::string_view rulesId);

// What a person reads for a rule set and a battle type: "God's Acre", "Post(card)", "OHW
// Feudal"; "Campaign battle". The ids are for files and the command line.
std::string ruleSetName(std::string_view rulesId);
std::string battleTypeName(BattleType type);

}  // namespace seneschal::battle
