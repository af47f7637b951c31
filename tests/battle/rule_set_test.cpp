// Issue 31 item 2: a rule set is one object (battle/rule_set.hpp). Each of the three names
// itself, counts its men a figure as its own file does, fights the battle its seed gives (the
// same as the resolvers fight it), and gives the odds runner a resolver that fights the same
// battle for the same seed.
#include "battle/rule_set.hpp"

#include <gtest/gtest.h>

#include "base/data_dir.hpp"
#include "battle/outcome_xml.hpp"
#include "battle/rulebook_loader.hpp"

namespace seneschal::battle {
namespace {

BattleSetup skirmish() {
    return loadBattleFile(scenariosDir() / "small-skirmish.xml", defaultRulebook());
}

TEST(RuleSet, EachOfTheThreeNamesItselfAndCountsItsOwnMenAFigure) {
    for (const std::string id : {"godsacre", "postcard", "feudal"}) {
        const auto rules = makeRuleSet(id, defaultRulebook());
        EXPECT_EQ(rules->id(), id);
        EXPECT_EQ(rules->name(), ruleSetName(id));
        EXPECT_EQ(rules->menPerFigure(), menPerFigureOf(id, defaultRulebook())) << id;
        EXPECT_EQ(rules->quick(), isQuickRuleSet(id)) << id;
    }
}

TEST(RuleSet, ItFightsTheBattleTheResolversFightAndTheOddsRunnerFightsItToo) {
    const BattleSetup setup = skirmish();
    for (const std::string id : {"godsacre", "postcard", "feudal"}) {
        SCOPED_TRACE(id);
        const auto rules = makeRuleSet(id, defaultRulebook());
        for (const std::uint64_t seed : {1u, 1346u, 99999u}) {
            const ResolvedBattle fought = rules->fight(setup, seed, true);
            const ResolvedBattle direct = resolveBattle(id, setup, seed, true);
            EXPECT_EQ(writeOutcome(fought.outcome), writeOutcome(direct.outcome));
            EXPECT_EQ(fought.log, direct.log);
            EXPECT_EQ(static_cast<bool>(fought.detail), !rules->quick());
            BattleOutcome odds;
            rules->oddsResolver(setup)(seed, odds);
            EXPECT_EQ(odds.winner, fought.outcome.winner) << seed;
            ASSERT_EQ(odds.units.size(), fought.outcome.units.size());
            for (std::size_t i = 0; i < odds.units.size(); ++i) {
                EXPECT_EQ(odds.units[i].figuresRemoved, fought.outcome.units[i].figuresRemoved);
            }
        }
    }
}

}  // namespace
}  // namespace seneschal::battle
