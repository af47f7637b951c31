// What the battle dialog and the aftermath preview show (application/battles/battle_views.hpp), on
// the battle at Aubrey (tests/campaign/battlefield_campaign.hpp): names never ids, both forces
// summarised, the aftermath grouped by unit with every sentence whole, the odds' running
// tallies changing nothing of the result, and the sentence the desk shows after Apply.
#include "application/battles/battle_views.hpp"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "application/battles/battle_odds.hpp"
#include "application/battles/campaign_battle.hpp"
#include "application/battles/campaign_factors.hpp"
#include "application/battles/pending_battles.hpp"
#include "battle/aftermath.hpp"
#include "battle/resolvers.hpp"
#include "campaign/battles/rules.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::application {
namespace {

class BattleViews : public ::testing::Test {
  protected:
    battle::BattleSetup aubrey(const std::string& rules = "postcard") {
        return setUpCampaignBattle(file, "aubrey", battle::BattleType::Campaign, rules);
    }
    seneschal::testing::TempDir dir;
    campaign::CampaignFile file =
        seneschal::testing::createBattlefieldFile(dir / "field.seneschal");
    SQLite::Database& db = file.db();
};

TEST(BattleChoices, RuleSetsAndBattleTypesReadAsNamesNotIds) {
    EXPECT_EQ(battle::ruleSetName("godsacre"), "God's Acre");
    EXPECT_EQ(battle::ruleSetName("postcard"), "Post(card)");
    EXPECT_EQ(battle::ruleSetName("feudal"), "OHW Feudal");
    EXPECT_EQ(battle::battleTypeName(battle::BattleType::Campaign), "Campaign battle");
    EXPECT_EQ(battle::battleTypeName(battle::BattleType::Historical), "Historical battle");
    for (const std::string& id : battle::resolverIds())
        EXPECT_EQ(battle::ruleSetName(id).find(id), std::string::npos) << id;
}

TEST_F(BattleViews, TheForcesNameArmiesMenByTroopTypeAndLeaders) {
    const ForcesSummary summary =
        forcesSummary(aubrey(), campaign::rulebookFor("godsacre"), campaignFactors(file, "aubrey"));
    ASSERT_EQ(summary.sides.size(), 2U);
    const SideForces& england = summary.sides[0];
    EXPECT_EQ(england.sideName, "England");
    EXPECT_EQ(england.armies, std::vector<std::string>{"English host"});
    EXPECT_EQ(england.men, 1410);
    EXPECT_EQ(england.menText, "1,410 men: 1,010 longbowmen, 400 knights");
    EXPECT_EQ(england.colour, (drawing::ViewColour{0xb2, 0x22, 0x34}));
    const SideForces& france = summary.sides[1];
    EXPECT_EQ(france.sideName, "France");
    EXPECT_EQ(france.men, 1450);
    EXPECT_EQ(france.menText.rfind("1,450 men: 610 ", 0), 0U) << france.menText;
    bool jean = false;
    for (const std::string& leader : france.leaders) jean = jean || leader == "Jean (count)";
    EXPECT_TRUE(jean) << "France is led by Jean, a count";
    ASSERT_FALSE(france.leaders.empty());
    EXPECT_EQ(france.leaders.back(), "1 knight") << "Hugh, counted among the lesser leaders";
    // Only factors in play are listed: none today, when no unit has won or gone unpaid.
    EXPECT_TRUE(summary.factors.empty()) << "every unit's army is of one side";
    for (const SideForces& side : summary.sides)
        for (const std::string& line : side.factors)
            EXPECT_EQ(line.find("no campaign factors"), std::string::npos) << line;
}

TEST_F(BattleViews, TheAftermathDetailIsGroupedByUnitWithEverySentenceWhole) {
    const campaign::PreparedOutcome prepared =
        previewOutcome(file, seneschal::testing::aubreyOutcome(), "godsacre");
    const std::vector<AftermathGroup> groups = aftermathDetail(prepared);
    // Every line of the aftermath is under exactly one heading, with its rule and whole text.
    std::multiset<std::string> shown;
    std::set<std::string> headings;
    for (const AftermathGroup& group : groups) {
        EXPECT_TRUE(headings.insert(group.heading + (group.sideLevel ? " (side)" : "")).second)
            << "one heading per unit: " << group.heading;
        EXPECT_FALSE(group.lines.empty()) << group.heading;
        for (const AftermathDetailLine& line : group.lines) shown.insert(line.rule + line.text);
    }
    std::multiset<std::string> expected;
    for (const battle::AftermathLine& line : prepared.aftermath.lines)
        expected.insert(line.rule + line.text);
    EXPECT_EQ(shown, expected);

    std::map<std::string, const AftermathGroup*> byHeading;
    for (const AftermathGroup& group : groups) byHeading[group.heading] = &group;
    ASSERT_TRUE(byHeading.count("French knights \u2014 France")) << "a heading per unit";
    for (const battle::AftermathLine& line : prepared.aftermath.lines) {
        if (line.unit != "French knights") continue;
        bool found = false;
        for (const AftermathDetailLine& shownLine :
             byHeading["French knights \u2014 France"]->lines)
            found = found || (shownLine.rule == line.rule && shownLine.text == line.text);
        EXPECT_TRUE(found) << "under its unit: " << line.text;
    }
    EXPECT_TRUE(byHeading.count("Jean \u2014 France")) << "a leader under his name, not his id";
    for (const AftermathGroup& group : groups) {
        if (!group.sideLevel) continue;
        EXPECT_TRUE(group.heading == "England" || group.heading == "France") << group.heading;
    }
}

TEST_F(BattleViews, RunningTalliesChangeNothingOfTheOddsTheCliPrints) {
    const battle::BattleSetup setup = aubrey();
    battle::OddsRequest request;
    request.runs = 600;
    request.seed = 1346;
    const battle::OddsResult oneShot = battleOdds(setup, "postcard", request);

    struct Tallies final : battle::OddsObserver {
        void progress(std::int64_t, std::int64_t) override {}
        bool cancelRequested() const override { return false; }
        void partial(const battle::OddsResult& soFar) override { runs.push_back(soFar.runs); }
        std::vector<std::int64_t> runs;
    } tallies;
    request.partialEvery = 100;
    const battle::OddsResult watched = battleOdds(setup, "postcard", request, &tallies);
    EXPECT_EQ(tallies.runs, (std::vector<std::int64_t>{100, 200, 300, 400, 500}));
    ASSERT_EQ(watched.sides.size(), oneShot.sides.size());
    for (std::size_t s = 0; s < watched.sides.size(); ++s) {
        EXPECT_EQ(watched.sides[s].wins, oneShot.sides[s].wins);
        EXPECT_EQ(watched.sides[s].draws, oneShot.sides[s].draws);
        EXPECT_DOUBLE_EQ(watched.sides[s].meanMenLost, oneShot.sides[s].meanMenLost);
    }

    const OddsView view = oddsView(watched, 600, setup.sides, "postcard", 1346, true);
    EXPECT_EQ(view.title, "600 battles fought with Post(card), seed 1346");
    ASSERT_EQ(view.sides.size(), 2U);
    EXPECT_EQ(view.sides[0].label, "England");
    EXPECT_DOUBLE_EQ(view.sides[0].rate, oneShot.sides[0].winRate);
    EXPECT_DOUBLE_EQ(view.sides[0].low, oneShot.sides[0].ciLow);
    EXPECT_NE(view.sides[0].caption.find("expected losses "), std::string::npos);
    EXPECT_EQ(view.draws.label, "Draws");
    const OddsView running = oddsView(watched, 1200, setup.sides, "postcard", 1346, false);
    EXPECT_EQ(running.title, "Fought 600 of 1,200 battles with Post(card), seed 1346 so far...");
}

TEST(AppliedBattle, TheDeskIsToldWhereWhenAndWhoWon) {
    const AppliedBattleMessage message = appliedBattleMessage(
        "Caen", "20 July 1346",
        {"Kingdom of England wins after 12 moves.", "Kingdom of France: 640 dead."});
    EXPECT_EQ(message.headline,
              "Applied the battle at Caen (20 July 1346): Kingdom of England wins after 12 moves.");
    EXPECT_EQ(message.whole, message.headline + " Kingdom of France: 640 dead.");
}

}  // namespace
}  // namespace seneschal::application
