#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "campaign/strategy/upkeep.hpp"
#include "tests/campaign/shipped_strategy_rules.hpp"

namespace seneschal::campaign::strategy {
namespace {

using battle::Arm;
using battle::Background;
using battle::ScriptedDice;
using battle::TroopClass;

KeptUnit unit(std::string id, Background b, Arm arm, TroopClass c, Men men) {
    KeptUnit u;
    u.id = std::move(id);
    u.background = b;
    u.arm = arm;
    u.troopClass = c;
    u.men = men;
    return u;
}

TEST(StrategyUpkeep, ArchersAtSixpenceMenAtArmsAtAShillingKnightsAtTwo) {
    EXPECT_EQ(dailyPay(unit("archers", Background::Regular, Arm::Infantry, TroopClass::A, 100),
                       shippedStrategyRules()),
              600);
    EXPECT_EQ(dailyPay(unit("lances", Background::Regular, Arm::Cavalry, TroopClass::B, 10),
                       shippedStrategyRules()),
              120);
    EXPECT_EQ(dailyPay(unit("knights", Background::Regular, Arm::Cavalry, TroopClass::A, 10),
                       shippedStrategyRules()),
              240);
    EXPECT_EQ(dailyPay(unit("levy", Background::Feudal, Arm::Infantry, TroopClass::D, 500),
                       shippedStrategyRules()),
              0);
    EXPECT_EQ(formatMoney(6000), "£25");
    EXPECT_EQ(formatMoney(5000), "£20 16s 8d");
    EXPECT_EQ(formatMoney(18), "1s 6d");
    EXPECT_EQ(formatMoney(0), "0d");
}

TEST(StrategyUpkeep, MercenariesArePaidFirstAndTheUnpaidRunUpArrears) {
    // 300 class A archers cost 1800d a day, 500 class B Genoese 3000d.
    std::vector<KeptUnit> units = {
        unit("archers", Background::Regular, Arm::Infantry, TroopClass::A, 300),
        unit("genoese", Background::Mercenary, Arm::Infantry, TroopClass::B, 500),
        unit("knights", Background::Knightly, Arm::Cavalry, TroopClass::A, 50),
    };
    const PayDay day1 = payOneDay(3500, units, shippedStrategyRules());
    EXPECT_EQ(day1.treasuryAfter, 500);
    ASSERT_EQ(day1.lines.size(), 2u);  // knights draw no pay
    EXPECT_EQ(day1.lines[0].unit, "genoese");
    EXPECT_TRUE(day1.lines[0].paid);
    EXPECT_FALSE(day1.lines[1].paid);
    EXPECT_EQ(units[0].arrears, 1800);
    EXPECT_EQ(units[0].arrearsDays, 1);
    // The next day 2000d cannot pay the Genoese but can still pay the cheaper archers.
    const PayDay day2 = payOneDay(2000, units, shippedStrategyRules());
    EXPECT_EQ(day2.treasuryAfter, 200);
    EXPECT_EQ(units[1].arrears, 3000);
    EXPECT_EQ(units[1].arrearsDays, 1);
    EXPECT_EQ(units[0].arrearsDays, 1);
}

TEST(StrategyUpkeep, PayingArrearsClearsTheMercenariesFirstAndPartPaidDaysStillCount) {
    std::vector<KeptUnit> units = {
        unit("archers", Background::Regular, Arm::Infantry, TroopClass::A, 300),
        unit("genoese", Background::Mercenary, Arm::Infantry, TroopClass::B, 500),
    };
    for (int day = 0; day < 2; ++day) payOneDay(0, units, shippedStrategyRules());
    EXPECT_EQ(units[0].arrears, 3600);
    EXPECT_EQ(units[1].arrears, 6000);
    const Pence left = payArrears(7000, units);
    EXPECT_EQ(left, 0);
    EXPECT_EQ(units[1].arrears, 0);
    EXPECT_EQ(units[1].arrearsDays, 0);
    EXPECT_EQ(units[0].arrears, 2600);  // 1000 of 3600 paid: still 2 days' grievance
    EXPECT_EQ(units[0].arrearsDays, 2);
}

TEST(StrategyUpkeep, FeudalServiceRunsOutAfterFortyDaysAndMenGoHomeOnAFiveOrSix) {
    const DayNumber mustered = parseDate(Reckoning::Julian, "1346-07-12");
    std::vector<KeptUnit> units = {
        unit("levy", Background::Feudal, Arm::Infantry, TroopClass::D, 1000),
        unit("archers", Background::Regular, Arm::Infantry, TroopClass::A, 300),
    };
    units[0].serviceFrom = mustered;
    units[1].serviceFrom = mustered;  // Regulars are paid and owe no service
    ScriptedDice none;                // any roll on day 40 would fail the script
    EXPECT_TRUE(
        feudalServiceDay(units, mustered.plusDays(39), shippedStrategyRules(), none).empty());

    ScriptedDice dice{4, 5, 6};
    const auto day41 = feudalServiceDay(units, mustered.plusDays(40), shippedStrategyRules(), dice);
    ASSERT_EQ(day41.size(), 1u);
    EXPECT_EQ(day41[0].daysServed, 41);
    EXPECT_EQ(day41[0].roll, 4);
    EXPECT_EQ(day41[0].goneHome, 0);
    const auto day42 = feudalServiceDay(units, mustered.plusDays(41), shippedStrategyRules(), dice);
    ASSERT_EQ(day42.size(), 1u);
    EXPECT_EQ(day42[0].goneHome, 100);
    EXPECT_EQ(day42[0].cause, "feudal service of 40 days over (42 served): 100 men go home");
    EXPECT_EQ(units[0].men, 900);
    EXPECT_EQ(units[1].men, 300);
    units[0].men = 5;  // a tenth of five is still one man gone
    EXPECT_EQ(
        feudalServiceDay(units, mustered.plusDays(42), shippedStrategyRules(), dice)[0].goneHome,
        1);
    EXPECT_EQ(dice.remaining(), 0u);
}

TEST(StrategyUpkeep, RecruitingCostsByTroopsAndIsRefusedAwayFromHomeOrBeyondTheTreasury) {
    RecruitRequest request;
    request.side = "england";
    request.place = "calais";
    request.placeOwner = "england";
    request.background = Background::Regular;
    request.arm = Arm::Infantry;
    request.troopClass = TroopClass::B;
    request.men = 100;
    const RecruitCost cost = recruitCost(request, 10000, shippedStrategyRules());
    EXPECT_EQ(cost.perMan, 60);
    EXPECT_EQ(cost.total, 6000);
    try {
        recruitCost(request, 5000, shippedStrategyRules());
        FAIL();
    } catch (const UserError& e) {
        EXPECT_STREQ(e.what(), "100 men cost £25 but england's treasury holds £20 16s 8d");
    }
    request.placeOwner = "france";
    EXPECT_THROW(recruitCost(request, 10000, shippedStrategyRules()), UserError);
    request.placeOwner = "england";
    request.reinforcing = true;
    request.reinforcedAt = "crecy";
    EXPECT_THROW(recruitCost(request, 10000, shippedStrategyRules()), UserError);
    request.reinforcedAt = "calais";
    EXPECT_EQ(recruitCost(request, 10000, shippedStrategyRules()).total, 6000);
    request.men = 0;
    EXPECT_THROW(recruitCost(request, 10000, shippedStrategyRules()), UserError);
}

}  // namespace
}  // namespace seneschal::campaign::strategy
