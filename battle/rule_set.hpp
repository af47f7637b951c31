#pragma once
// A rule set a battle is fought with, as one object (issue 31 item 2): God's Acre from a rule
// book (the shipped one or a campaign's own), Post(card) or OHW Feudal. It names itself, says how
// many men a figure stands for, fights a battle from a seed, and gives the odds runner its
// resolver, so that no caller asks "quick or God's Acre?" itself.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "battle/battle_file.hpp"
#include "battle/odds.hpp"
#include "battle/resolvers.hpp"
#include "battle/rulebook.hpp"

namespace seneschal::battle {

class RuleSet {
  public:
    virtual ~RuleSet() = default;
    // The id an outcome and a campaign record ("godsacre", "postcard", "feudal", or a campaign's
    // own God's Acre rule book's id) and the name a person reads ("God's Acre", "Post(card)").
    virtual const std::string& id() const = 0;
    virtual std::string name() const = 0;
    // GA-SCALE, PC-LENGTH, FW-BASING: the men a figure stands for in its outcomes.
    virtual int menPerFigure() const = 0;
    // Whether it is one of the quick alternative resolvers (PC, FW) rather than God's Acre.
    virtual bool quick() const = 0;
    // The battle fought from `seed`: the same seed, the same battle. With `wantLog` the readable
    // log, and for God's Acre the log's entries and strengths (ResolvedBattle::detail).
    virtual ResolvedBattle fight(const BattleSetup& setup, std::uint64_t seed,
                                 bool wantLog) const = 0;
    // What the odds runner fights `setup` with, thousands of times (God's Acre prepares the
    // battle once for all of them). The set-up must outlive the resolver.
    virtual SeededResolver oddsResolver(const BattleSetup& setup) const = 0;
};

// The rule set `id` names: Post(card) and OHW Feudal by their ids, any other id God's Acre
// played by `godsAcre` (which must outlive the rule set). Throws UserError for neither.
std::unique_ptr<RuleSet> makeRuleSet(std::string_view id, const Rulebook& godsAcre);

}  // namespace seneschal::battle
