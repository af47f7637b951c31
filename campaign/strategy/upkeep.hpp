#pragma once
// Keeping an army (campaign rule): daily pay for paid troops from their side's treasury, with
// arrears when it runs dry; feudal service running out and men going home; the cost of raising
// or reinforcing units. Money in pence (StrategyRules::pencePerPound to the pound).
#include <optional>
#include <string>
#include <vector>

#include "battle/dice.hpp"
#include "battle/troop_classification.hpp"
#include "campaign/calendar/calendar.hpp"
#include "campaign/strategy/strategy_rules.hpp"

namespace seneschal::campaign::strategy {

// "£3 2s 6d"
std::string formatMoney(Pence pence, Pence pencePerPound = 240);

struct KeptUnit {
    std::string id;
    battle::Background background = battle::Background::Feudal;
    battle::Arm arm = battle::Arm::Infantry;
    battle::TroopClass troopClass = battle::TroopClass::C;
    Men men = 0;                           // present
    Pence arrears = 0;                     // pay owed
    Days arrearsDays = 0;                  // days of pay owed (shown in campaign factors)
    std::optional<DayNumber> serviceFrom;  // first day of feudal service
};

Pence dailyPay(const KeptUnit& unit, const StrategyRules& rules);

struct PayLine {
    std::string unit;
    Pence due = 0;
    bool paid = false;  // otherwise added to its arrears
};

struct PayDay {
    Pence treasuryBefore = 0;
    Pence treasuryAfter = 0;
    std::vector<PayLine> lines;
};

// One day's pay for one side's units. Mercenaries are paid first (they leave or turn on an
// employer who does not pay), then Regulars, each in the order given; a unit is paid in full or
// not at all, and a unit the treasury cannot cover accrues a day of arrears while cheaper units
// after it may still be paid. Units that draw no pay are skipped.
PayDay payOneDay(Pence treasury, std::vector<KeptUnit>& units, const StrategyRules& rules);

// Pays off arrears as far as the treasury goes, in the same order; returns what is left.
Pence payArrears(Pence treasury, std::vector<KeptUnit>& units);

struct ServiceLine {
    std::string unit;
    Days daysServed = 0;
    int roll = 0;
    Men goneHome = 0;  // record as deserted, with `cause`
    std::string cause;
};

// Feudal service for one day: a unit owing service past its term rolls a d6; at or above the
// rules' number a share of its men go home. Only units past their term roll.
std::vector<ServiceLine> feudalServiceDay(std::vector<KeptUnit>& units, DayNumber today,
                                          const StrategyRules& rules, battle::DiceSource& dice);

struct RecruitRequest {
    std::string side;
    std::string place;  // where the men are raised
    std::optional<std::string> placeOwner;
    std::optional<std::string>
        reinforcedAt;  // the place a reinforced unit stands (nullopt: new unit)
    bool reinforcing = false;
    battle::Background background = battle::Background::Feudal;
    battle::Arm arm = battle::Arm::Infantry;
    battle::TroopClass troopClass = battle::TroopClass::C;
    Men men = 0;
};

struct RecruitCost {
    Pence perMan = 0;
    Pence total = 0;
};

// Checks the request (a place of one's side, a reinforced unit standing there, men > 0, the
// treasury able to pay) and returns the cost; throws UserError saying what is wrong.
RecruitCost recruitCost(const RecruitRequest& request, Pence treasury, const StrategyRules& rules);

}  // namespace seneschal::campaign::strategy
