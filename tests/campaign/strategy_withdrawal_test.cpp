// GA-RES-LOSE in the campaign (docs/rules/campaign.md, "After a battle"): the winner holds the
// field and every beaten army withdraws one route, by data/rules/strategy.xml <withdrawal>.
// The field is Crécy: Blanchetaque is a day away, Abbeville two, Calais five.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "campaign/strategy/strategy_rules.hpp"
#include "campaign/strategy/withdrawal.hpp"
#include "strategy_test_maps.hpp"

namespace seneschal::campaign::strategy {
namespace {

MarchingArmy armyAtCrecy(const std::string& id, const std::string& side, Men men) {
    return testmaps::oneUnitArmy(id, side, "crecy", men);
}

MarchingArmy armyAt(const std::string& id, const std::string& side, const std::string& place) {
    return testmaps::oneUnitArmy(id, side, place, 100);
}

const std::vector<std::string> kSides = {"england", "france"};

std::vector<std::string> destinations(const MarchState& state, const WithdrawalRules& rules,
                                      const std::optional<std::string>& winner,
                                      const std::vector<std::string>& sides = kSides) {
    std::vector<std::string> out;
    for (const Withdrawal& w :
         withdrawalsAfterBattle(state, testmaps::crecyMarch(), rules, "crecy", winner, sides)) {
        out.push_back(w.army + ">" + w.to);
    }
    return out;
}

MarchState crecyAfterTheBattle() {
    MarchState state;
    state.armies.push_back(armyAtCrecy("english", "england", 12000));
    state.armies.push_back(armyAtCrecy("french", "france", 30000));
    return state;
}

TEST(GA_RES_LOSE_Withdrawal, TheBeatenGoBackTheWayTheyCameBeforeAnyNearerPlace) {
    MarchState state = crecyAfterTheBattle();
    state.armies[1].cameFrom = "abbeville";
    EXPECT_EQ(destinations(state, {}, "england"), std::vector<std::string>{"french>abbeville"});
}

TEST(GA_RES_LOSE_Withdrawal, WithoutAWayBackTheyMakeForTheNearestPlaceOfTheirOwnSide) {
    MarchState state = crecyAfterTheBattle();
    state.places = {{"calais", "france", {}, {}}};
    EXPECT_EQ(destinations(state, {}, "england"), std::vector<std::string>{"french>calais"});
}

TEST(GA_RES_LOSE_Withdrawal, OtherwiseTheNearestPlaceAtAll) {
    const MarchState state = crecyAfterTheBattle();
    EXPECT_EQ(destinations(state, {}, "england"), std::vector<std::string>{"french>blanchetaque"});
}

TEST(GA_RES_LOSE_Withdrawal, APlaceHoldingAnEnemyArmyIsBarredEvenTheWayTheyCame) {
    MarchState state = crecyAfterTheBattle();
    state.armies[1].cameFrom = "abbeville";
    state.armies.push_back(armyAt("english-rearguard", "england", "abbeville"));
    EXPECT_EQ(destinations(state, {}, "england"), std::vector<std::string>{"french>blanchetaque"});
}

TEST(GA_RES_LOSE_Withdrawal, AnArmyWithNowhereToGoStays) {
    MarchState state = crecyAfterTheBattle();
    for (const char* place : {"blanchetaque", "abbeville", "calais"}) {
        state.armies.push_back(armyAt(std::string("english-") + place, "england", place));
    }
    EXPECT_TRUE(destinations(state, {}, "england").empty());
}

TEST(GA_RES_LOSE_Withdrawal, TheWinnerAndArmiesElsewhereStayWhereTheyAre) {
    MarchState state = crecyAfterTheBattle();
    state.armies.push_back(armyAt("french-reserve", "france", "abbeville"));
    EXPECT_EQ(destinations(state, {}, "france"), std::vector<std::string>{"english>blanchetaque"});
}

TEST(GA_RES_LOSE_Withdrawal, AfterADrawTheSideWithFewerMenLeaves) {
    const MarchState state = crecyAfterTheBattle();
    EXPECT_EQ(destinations(state, {}, std::nullopt),
              std::vector<std::string>{"english>blanchetaque"});
}

TEST(GA_RES_LOSE_Withdrawal, AfterADrawOnEqualNumbersTheSideListedLaterLeaves) {
    MarchState state = crecyAfterTheBattle();
    state.armies[0].units[0].men = 30000;
    EXPECT_EQ(destinations(state, {}, std::nullopt),
              std::vector<std::string>{"french>blanchetaque"});
    EXPECT_EQ(destinations(state, {}, std::nullopt, {"france", "england"}),
              std::vector<std::string>{"english>blanchetaque"});
}

TEST(GA_RES_LOSE_Withdrawal, TheRulesMayKeepBothSidesOnTheFieldAfterADraw) {
    WithdrawalRules rules;
    rules.afterDraw = DrawWithdrawal::Nobody;
    EXPECT_TRUE(destinations(crecyAfterTheBattle(), rules, std::nullopt).empty());
}

TEST(GA_RES_LOSE_Withdrawal, TheOrderOfPreferenceIsTheRulesFiles) {
    MarchState state = crecyAfterTheBattle();
    state.armies[1].cameFrom = "abbeville";
    state.places = {{"calais", "france", {}, {}}};
    WithdrawalRules rules;
    rules.preference = {WithdrawalWay::OwnPlace, WithdrawalWay::CameFrom};
    EXPECT_EQ(destinations(state, rules, "england"), std::vector<std::string>{"french>calais"});
    rules.preference = {WithdrawalWay::AnyPlace};
    EXPECT_EQ(destinations(state, rules, "england"),
              std::vector<std::string>{"french>blanchetaque"});
}

TEST(GA_RES_LOSE_Withdrawal, WithThreeSidesABeatenArmyGoneAheadBarsThePlaceToTheOther) {
    MarchState state = crecyAfterTheBattle();
    state.armies.push_back(armyAtCrecy("bohemian", "bohemia", 500));
    EXPECT_EQ(destinations(state, {}, "england", {"england", "france", "bohemia"}),
              (std::vector<std::string>{"french>blanchetaque", "bohemian>abbeville"}));
}

TEST(GA_RES_LOSE_Withdrawal, TheShippedRulesReadTheWayBackTheOwnPlaceAndTheNearest) {
    const WithdrawalRules& rules = defaultStrategyRules().withdrawal;
    EXPECT_EQ(rules.preference,
              (std::vector<WithdrawalWay>{WithdrawalWay::CameFrom, WithdrawalWay::OwnPlace,
                                          WithdrawalWay::AnyPlace}));
    EXPECT_EQ(rules.afterDraw, DrawWithdrawal::FewerMen);
}

}  // namespace
}  // namespace seneschal::campaign::strategy
