#include <gtest/gtest.h>

#include "campaign/strategy/campaign_factors.hpp"
#include "tests/campaign/shipped_strategy_rules.hpp"

namespace seneschal::campaign::strategy {
namespace {

using battle::Background;

const DayNumber kCrecy = parseDate(Reckoning::Julian, "1346-08-26");

UnitCampaignRecord unit(Background background) {
    UnitCampaignRecord u;
    u.unit = "genoese";
    u.side = "france";
    u.background = background;
    return u;
}

TEST(GA_OPT_CAMPAIGN, ThreeMinusOneFactorsAreCappedAtMinusTwo) {
    UnitCampaignRecord u = unit(Background::Feudal);
    u.lastForcedMarch = kCrecy.plusDays(-1);
    u.battles = {{kCrecy.plusDays(-2), BattleResult::Defeat, "Blanchetaque"}};
    u.lostLeaders = {{"Godemar du Fay", false}};
    const CampaignFactors f =
        campaignFactors(u, kCrecy, std::string("england"), shippedStrategyRules().factors);
    EXPECT_EQ(f.sum, -3);
    EXPECT_EQ(f.total, -2);
    EXPECT_TRUE(f.capped());
    EXPECT_EQ(f.describe(),
              "-2 (forced march yesterday -1; defeat at Blanchetaque 2 days ago -1; its leader "
              "lost: Godemar du Fay captive -1; capped from -3)");
    // Added to the unit's dice in morale tests and random factors.
    EXPECT_EQ(withCampaignFactor(7, f), 5);
}

TEST(GA_OPT_CAMPAIGN, ThreePlusOneFactorsAreCappedAtPlusTwo) {
    UnitCampaignRecord u = unit(Background::Knightly);
    u.side = "england";
    u.battles = {{kCrecy.plusDays(-14), BattleResult::Victory, "Caen"}};
    u.woundedReturned = {kCrecy.plusDays(-6)};
    const CampaignFactors f =
        campaignFactors(u, kCrecy, std::string("england"), shippedStrategyRules().factors);
    EXPECT_EQ(f.sum, 3);
    EXPECT_EQ(f.total, 2);
    ASSERT_EQ(f.lines.size(), 3u);
    EXPECT_EQ(f.lines[0].id, "victory");
    EXPECT_EQ(f.lines[1].id, "own-land");
    EXPECT_EQ(f.lines[2].id, "wounded-returning");
}

TEST(GA_OPT_CAMPAIGN, FactorsOutsideTheirWindowsCountNothing) {
    UnitCampaignRecord u = unit(Background::Feudal);
    u.lastForcedMarch = kCrecy.plusDays(-2);
    u.battles = {{kCrecy.plusDays(-15), BattleResult::Victory, "Caen"}};
    u.woundedReturned = {kCrecy.plusDays(-7)};
    const CampaignFactors f =
        campaignFactors(u, kCrecy, std::nullopt, shippedStrategyRules().factors);
    EXPECT_EQ(f.total, 0);
    EXPECT_TRUE(f.lines.empty());
    EXPECT_EQ(f.describe(), "0 (no campaign factors)");
}

TEST(GA_OPT_CAMPAIGN, TheLatestBattleSpeaksForTheUnit) {
    UnitCampaignRecord u = unit(Background::Feudal);
    u.battles = {{kCrecy.plusDays(-10), BattleResult::Defeat, "Caen"},
                 {kCrecy.plusDays(-3), BattleResult::Victory, "Blanchetaque"}};
    const CampaignFactors f =
        campaignFactors(u, kCrecy, std::nullopt, shippedStrategyRules().factors);
    EXPECT_EQ(f.total, 1);
    ASSERT_EQ(f.lines.size(), 1u);
    EXPECT_EQ(f.lines[0].reason, "victory at Blanchetaque 3 days ago");
}

TEST(GA_OPT_CAMPAIGN, ArrearsWeighOnMercenariesAfterAWeekAndOnRegularsAfterTwo) {
    UnitCampaignRecord genoese = unit(Background::Mercenary);
    genoese.arrearsDays = 8;
    EXPECT_EQ(campaignFactors(genoese, kCrecy, std::nullopt, shippedStrategyRules().factors).total,
              -2);
    genoese.arrearsDays = 7;
    EXPECT_EQ(campaignFactors(genoese, kCrecy, std::nullopt, shippedStrategyRules().factors).total,
              0);
    UnitCampaignRecord archers = unit(Background::Regular);
    archers.arrearsDays = 8;
    EXPECT_EQ(campaignFactors(archers, kCrecy, std::nullopt, shippedStrategyRules().factors).total,
              0);
    archers.arrearsDays = 15;
    EXPECT_EQ(campaignFactors(archers, kCrecy, std::nullopt, shippedStrategyRules().factors).total,
              -1);
    UnitCampaignRecord levy = unit(Background::Feudal);
    levy.arrearsDays = 30;  // feudal troops draw no pay, so owe no grievance
    EXPECT_EQ(campaignFactors(levy, kCrecy, std::nullopt, shippedStrategyRules().factors).total, 0);
}

TEST(GA_OPT_CAMPAIGN, AnEditedCapIsHonoured) {
    CampaignFactorRules edited = shippedStrategyRules().factors;
    edited.cap = 1;
    UnitCampaignRecord u = unit(Background::Feudal);
    u.lastForcedMarch = kCrecy;
    u.lostLeaders = {{"Charles of Alençon", true}};
    const CampaignFactors f = campaignFactors(u, kCrecy, std::nullopt, edited);
    EXPECT_EQ(f.sum, -2);
    EXPECT_EQ(f.total, -1);
    EXPECT_NE(f.describe().find("Charles of Alençon dead"), std::string::npos);
    EXPECT_NE(f.describe().find("forced march today"), std::string::npos);
}

}  // namespace
}  // namespace seneschal::campaign::strategy
