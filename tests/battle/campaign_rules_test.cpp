#include "battle/campaign_rules.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "base/errors.hpp"

namespace seneschal::battle {
namespace {

std::string shippedCampaignText() {
    std::ifstream in(std::filesystem::path(SENESCHAL_SOURCE_DIR) / "data/rules/campaign.xml");
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string replacedInCampaignText(std::string text, const std::string& from,
                                   const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
}

TEST(CampaignRules, ShippedRansomsAndDeadlinesLoad) {
    const CampaignRules& rules = defaultCampaignRules();
    EXPECT_EQ(rules.currency(), "pounds");
    EXPECT_EQ(rules.leaderRansom("king"), 60000);
    EXPECT_EQ(rules.leaderRansom("earl"), 12000);
    EXPECT_EQ(rules.ransomPerMan(Background::Knightly, TroopClass::A), 60);
    // Every background but the Knights shares the per-class rows.
    EXPECT_EQ(rules.ransomPerMan(Background::Mercenary, TroopClass::B),
              rules.ransomPerMan(Background::Feudal, TroopClass::B));
    EXPECT_EQ(rules.ransomDemandWithinDays(), 7);
    EXPECT_EQ(rules.ransomDeadlineDays(), 180);
    EXPECT_EQ(rules.leaderWoundedDays(), 14);
    EXPECT_THROW(rules.leaderRansom("emperor"), UserError);
}

TEST(CampaignRules, AnEditedRansomIsFollowed) {
    const CampaignRules rules = loadCampaignRulesFromString(
        replacedInCampaignText(shippedCampaignText(), R"(rank="earl" ransom="12000")",
                               R"(rank="earl" ransom="9000")"),
        "edited.xml");
    EXPECT_EQ(rules.leaderRansom("earl"), 9000);
}

TEST(CampaignRules, AMissingRankIsRefusedNamingTheTable) {
    try {
        loadCampaignRulesFromString(
            replacedInCampaignText(shippedCampaignText(), R"(<leader rank="baron" ransom="1000"/>)",
                                   ""),
            "edited.xml");
        FAIL();
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().element, "ransoms");
        EXPECT_NE(std::string(e.what()).find("baron"), std::string::npos);
    }
}

TEST(CampaignRules, BadValuesNameTheLineAndAttribute) {
    const std::string text = shippedCampaignText();
    const auto lineOf = [&text](const std::string& needle) {
        const auto at = text.find(needle);
        return 1 + static_cast<int>(
                       std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
    };
    struct Case {
        std::string from, to, element;
    };
    for (const Case& c :
         {Case{R"(rank="duke")", R"(rank="prince")", "leader@rank"},
          Case{R"(perMan="40")", R"(perMan="-40")", "men@perMan"},
          Case{R"(background="other" class="D")", R"(background="other" class="E")", "men@class"},
          Case{R"(deadlineDays="180")", R"(deadlineDays="3")", "captivity@deadlineDays"},
          Case{R"(woundedDays="14")", R"(woundedDay="14")", "leaderWounds@woundedDay"}}) {
        try {
            loadCampaignRulesFromString(replacedInCampaignText(text, c.from, c.to), "edited.xml");
            FAIL() << c.to << " was accepted";
        } catch (const DataError& e) {
            EXPECT_EQ(e.where().element, c.element) << e.what();
            EXPECT_EQ(e.where().line, lineOf(c.from)) << e.what();
        }
    }
}

}  // namespace
}  // namespace seneschal::battle
