#include "campaign/strategy/strategy_rules.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "base/errors.hpp"

namespace seneschal::campaign::strategy {
namespace {

using battle::Arm;
using battle::Background;
using battle::TroopClass;

const char* kShipped = SENESCHAL_SOURCE_DIR "/data/rules/strategy.xml";

std::string shippedText() {
    std::ifstream in(kShipped);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

int lineOf(const std::string& text, const std::string& needle) {
    const std::size_t at = text.find(needle);
    return 1 +
           static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

// The shipped file with one piece replaced must fail at that piece's line and element.
// `lineOfThis` names the text whose line the error must give when it is not `from` itself
// (a missing row is reported at its table).
void expectBroken(const std::string& from, const std::string& to, const std::string& element,
                  const std::string& words, const std::string& lineOfThis = {}) {
    std::string text = shippedText();
    const std::size_t at = text.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    const int line = lineOf(text, lineOfThis.empty() ? from : lineOfThis);
    text.replace(at, from.size(), to);
    try {
        loadStrategyRulesFromString(text, "edited-strategy.xml");
        ADD_FAILURE() << "accepted: " << to;
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().file, "edited-strategy.xml");
        EXPECT_EQ(e.where().line, line) << e.what();
        EXPECT_EQ(e.where().element, element) << e.what();
        EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
    }
}

TEST(GA_OPT_CAMPAIGN, ShippedRulesCapTheFactorsAtTwo) {
    const StrategyRules rules = loadStrategyRules(kShipped);
    EXPECT_EQ(rules.factors.cap, 2);
    EXPECT_EQ(rules.factors.arrears.at(Background::Mercenary).beyondDays, 7);
    EXPECT_EQ(rules.factors.forcedMarch, -1);
}

TEST(StrategyRules, ShippedRulesHoldThePeriodNumbers) {
    const StrategyRules rules = loadStrategyRules(kShipped);
    EXPECT_EQ(rules.pencePerPound, 240);
    EXPECT_EQ(rules.service.serviceDays, 40);
    EXPECT_TRUE(rules.owesService(Background::Feudal));
    EXPECT_FALSE(rules.owesService(Background::Mercenary));
    EXPECT_TRUE(rules.isPaid(Background::Regular));
    EXPECT_FALSE(rules.isPaid(Background::Knightly));
    EXPECT_EQ(rules.payRate(Background::Regular, Arm::Infantry, TroopClass::A), 6);
    EXPECT_EQ(rules.ownership.daysFor("town"), 2);
    EXPECT_EQ(rules.ownership.daysFor("field"), 0);
    EXPECT_THROW(rules.ownership.daysFor("city"), UserError);
    EXPECT_EQ(rules.recruitRate(Background::Feudal, Arm::Cavalry, TroopClass::D), 60);
    EXPECT_EQ(rules.march.forcedSteps, 2);
    EXPECT_EQ(rules.avoidBattle.maxStrengthPercent, 67);
}

TEST(StrategyRules, BrokenTablesNameFileLineAndElement) {
    expectBroken(R"(<cap rule="GA-OPT-CAMPAIGN" provenance="seed" total="2"/>)", "",
                 "campaignFactors", "missing <cap>", "<campaignFactors ");
    expectBroken(R"(<factor id="own-land" value="1"/>)", R"(<factor id="own-lands" value="1"/>)",
                 "factor@id", "unknown campaign factor 'own-lands'");
    expectBroken(R"(<factor id="leader-lost" value="-1"/>)",
                 R"(<factor id="leader-lost" value="-3"/>)", "factor@value", "outside -2..2");
    expectBroken(R"(<factor id="arrears" background="Regular")",
                 R"(<factor id="arrears" background="Peasant")", "factor@background",
                 "unknown background 'Peasant'");
    expectBroken(R"(<placeKind kind="castle" daysUnopposed="7"/>)",
                 R"(<placeKind kind="castle" daysUnopposed="seven"/>)", "placeKind@daysUnopposed",
                 "whole number");
    expectBroken(R"(<rate background="Regular" arm="infantry")",
                 R"(<rate background="Regular" arm="foot")", "rate@arm", "unknown arm 'foot'");
    expectBroken(R"(<march rule="campaign" provenance="reconstructed")",
                 R"(<march rule="campaign" provenance="guessed")", "march@provenance",
                 "provenance must be");
    expectBroken(R"(<avoidBattle rule="campaign" provenance="reconstructed")",
                 R"(<avoidBattle provenance="reconstructed")", "avoidBattle@rule",
                 "missing attribute 'rule'");
    expectBroken(R"(backgrounds="Feudal,Knightly")", R"(backgrounds="Feudal,Mercenary")",
                 "feudalService@backgrounds", "cannot both draw pay and owe feudal service");
    expectBroken(R"(<rate background="Mercenary" arm="cavalry")",
                 R"(<rate background="Regular" arm="cavalry")", "rate@arm", "a second <rate>");
    expectBroken(R"(<march rule="campaign" provenance="reconstructed" forcedSteps="2")",
                 R"(<march rule="campaign" provenance="reconstructed" forcedStep="2")",
                 "march@forcedStep", "unknown attribute");
}

TEST(StrategyRules, ScoutingReachesAreReadAndANegativeOrMissingOneRefused) {
    const StrategyRules rules = loadStrategyRules(kShipped);
    EXPECT_EQ(rules.scouting.withinDays, 2);
    EXPECT_EQ(rules.scouting.fromHeldPlaces, 1);
    // The whole <scouting> element (legend and all), and it with one attribute changed.
    const std::string text = shippedText();
    const std::size_t start = text.find("<scouting ");
    const std::string shipped = text.substr(start, text.find("/>", start) + 2 - start);
    const auto changed = [&shipped](const std::string& from, const std::string& to) {
        std::string element = shipped;
        element.replace(element.find(from), from.size(), to);
        return element;
    };
    expectBroken(shipped, changed(R"(withinDays="2")", R"(withinDays="-1")"), "scouting@withinDays",
                 "'withinDays' is -1, outside 0..365");
    expectBroken(shipped, changed(R"(fromHeldPlaces="1")", R"(fromHeldPlaces="-2")"),
                 "scouting@fromHeldPlaces", "'fromHeldPlaces' is -2, outside 0..365");
    expectBroken(shipped, changed(R"( fromHeldPlaces="1")", ""), "scouting@fromHeldPlaces",
                 "missing attribute 'fromHeldPlaces'");
    expectBroken(shipped, changed(R"(strengthRoundedTo="500")", R"(strengthRoundedTo="0")"),
                 "scouting@strengthRoundedTo", "'strengthRoundedTo' is 0, outside 1..100000");
    expectBroken(shipped, "", "strategy", "missing table <scouting>", "<strategy ");
}

TEST(StrategyRules, RouteRatesAreReadForEveryKindAndAMissingOrUnknownKindRefused) {
    const StrategyRules rules = loadStrategyRules(kShipped);
    EXPECT_EQ(rules.routeRates.at("road").footMilesPerDay, 9);
    EXPECT_EQ(rules.routeRates.at("road").mountedMilesPerDay, 18);
    EXPECT_LT(rules.routeRates.at("track").footMilesPerDay, 9) << "a track is slower than a road";
    const std::string track =
        R"(<route kind="track" footMilesPerDay="7" mountedMilesPerDay="14"/>)";
    expectBroken(track, "", "routeDays", R"(no <route kind="track"> rate)", "<routeDays ");
    expectBroken(track, R"(<route kind="lane" footMilesPerDay="7" mountedMilesPerDay="14"/>)",
                 "route@kind", "unknown route kind 'lane'");
    expectBroken(track, R"(<route kind="track" footMilesPerDay="0" mountedMilesPerDay="14"/>)",
                 "route@footMilesPerDay", "footMilesPerDay");
}

TEST(StrategyRules, AMissingTableOrPlaceKindIsAnError) {
    expectBroken(R"(<placeKind kind="abbey" daysUnopposed="1"/>)", "", "ownership",
                 "no <placeKind kind=\"abbey\">", "<ownership ");
    expectBroken(R"(<cost background="Feudal" arm="cavalry" A="240" B="180" C="120" D="60"/>)", "",
                 "recruiting", "no <cost> for Feudal cavalry", "<recruiting ");
    EXPECT_THROW(loadStrategyRulesFromString("<strategy/>", "empty.xml"), DataError);
    EXPECT_THROW(loadStrategyRulesFromString("<rules/>", "wrong.xml"), DataError);
    EXPECT_THROW(loadStrategyRules("/nonexistent/strategy.xml"), DataError);
}

}  // namespace
}  // namespace seneschal::campaign::strategy
