#pragma once
// The rules of the strategic campaign as loaded from data/rules/strategy.xml: marching,
// contacts, avoiding battle, withdrawing after a lost battle, ownership of places, pay, feudal
// service, recruiting (Seneschal's own campaign rules, rule="campaign") and the GA-OPT-CAMPAIGN
// factors. The seed kept only the factors' cap (±2); every other number is reconstructed, the
// reasoning in docs/rules/campaign.md. Money is counted in pence (240 to the pound, 12 to the
// shilling).
#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "battle/troop_classification.hpp"

namespace seneschal::campaign::strategy {

using Men = std::int64_t;
using Pence = std::int64_t;
using Days = std::int64_t;

// A rate for each troop class A..D, indexed by TroopClass.
using ClassRates = std::array<Pence, 4>;

struct MarchRules {
    // A forced march makes this many route-days of progress in one day (1 is an ordinary day).
    Days forcedSteps = 2;
    // Men of every unit who fall out on a forced march, per thousand (rounded down).
    Men stragglersPerThousand = 20;
};

struct AvoidBattleRules {
    // The weaker side may withdraw only if its men are fewer than this share of the enemy's.
    std::int64_t maxStrengthPercent = 67;
};

// GA-RES-LOSE in the campaign: the winner holds the field, so the beaten withdraw one route at
// once, to the first kind of neighbouring place in `preference` that holds no enemy army (among
// several of a kind, the nearest: fewest foot days, then the place listed first).
enum class WithdrawalWay { CameFrom, OwnPlace, AnyPlace };
enum class DrawWithdrawal { FewerMen, Nobody };
const char* toString(WithdrawalWay way);

struct WithdrawalRules {
    std::vector<WithdrawalWay> preference = {WithdrawalWay::CameFrom, WithdrawalWay::OwnPlace,
                                             WithdrawalWay::AnyPlace};
    // After a draw: the side with fewer men present leaves (on equal numbers, the side listed
    // later), or both stay.
    DrawWithdrawal afterDraw = DrawWithdrawal::FewerMen;
};

struct OwnershipRules {
    // Days an army of another side must hold a place unopposed, by place kind; 0 = at once.
    std::map<std::string, Days, std::less<>> daysUnopposed;
    Days daysFor(std::string_view placeKind) const;  // throws UserError for an unknown kind
};

// GA-OPT-CAMPAIGN: the value of each factor and the window it looks back over.
struct ArrearsFactor {
    int value = 0;
    Days beyondDays = 0;  // applies when a unit's arrears are more than this many days of pay
};

struct CampaignFactorRules {
    int cap = 2;  // GA-OPT-CAMPAIGN: "a maximum of plus or minus two" (seed)
    int forcedMarch = -1;
    Days forcedMarchWithinDays = 1;
    std::map<battle::Background, ArrearsFactor> arrears;  // only the backgrounds listed
    int victory = 1;
    Days victoryWithinDays = 14;
    int defeat = -1;
    Days defeatWithinDays = 14;
    int ownLand = 1;
    int leaderLost = -1;
    int woundedReturning = 1;
    Days woundedReturningWithinDays = 7;
};

struct FeudalServiceRules {
    Days serviceDays = 40;
    std::vector<battle::Background> backgrounds;  // who owe service rather than draw pay
    int goHomeOnOrAbove = 5;                      // a d6 at least this sends men home that day
    std::int64_t goHomePercent = 10;              // share of the men present who go
};

// Campaign rule (reconstructed, docs/rules/campaign.md): a side knows of every enemy army within
// so many route-days on foot of one of its own armies (its mounted scouts) or of a place it holds
// (the watch on its walls and the country people's news). Played by scouting.hpp.
struct ScoutingRules {
    Days withinDays = 2;      // from each of the side's armies
    Days fromHeldPlaces = 1;  // from each place the side holds
    // What the scouts say of an enemy army's strength: its men rounded to the nearest so many
    // (issue 35; never below one step for an army with men in it). scouting.hpp scoutedStrength.
    Men strengthRoundedTo = 500;
};

// Group play (issue 35, docs/group-play.md): the campaign is played in turns of `days` days
// counted from its start; each side's dispatch is written for the turn the campaign's date is in.
struct TurnRules {
    Days days = 7;
};

using RateKey = std::pair<battle::Background, battle::Arm>;

// A route's days proposed from its length on the map (issue 34, the desk's map editor and `edit
// route add` without days): miles a day, as the crow flies between the two places, on foot and
// mounted, for each kind of route. Played by route_days.hpp.
struct RouteRate {
    double footMilesPerDay = 9;
    double mountedMilesPerDay = 18;
};

struct StrategyRules {
    std::string source;
    std::map<std::string, RouteRate, std::less<>> routeRates;  // by route kind
    Pence pencePerPound = 240;
    MarchRules march;
    AvoidBattleRules avoidBattle;
    WithdrawalRules withdrawal;
    OwnershipRules ownership;
    ScoutingRules scouting;
    TurnRules turns;
    CampaignFactorRules factors;
    std::map<RateKey, ClassRates> payPerManPerDay;  // backgrounds without a row draw no pay
    FeudalServiceRules service;
    std::map<RateKey, ClassRates> recruitPerMan;

    // Pence a day for one man; 0 for an unpaid background.
    Pence payRate(battle::Background background, battle::Arm arm, battle::TroopClass cls) const;
    bool isPaid(battle::Background background) const;
    bool owesService(battle::Background background) const;
    // Throws UserError when the rules give no cost for raising such troops.
    Pence recruitRate(battle::Background background, battle::Arm arm, battle::TroopClass cls) const;
};

StrategyRules loadStrategyRules(const std::filesystem::path& path);
StrategyRules loadStrategyRulesFromString(const std::string& xml, const std::string& name);

// The shipped data/rules/strategy.xml, loaded once per process.
const StrategyRules& defaultStrategyRules();

std::size_t classIndex(battle::TroopClass cls);

}  // namespace seneschal::campaign::strategy
