#pragma once
// The typed God's Acre tables other than troop types and weapons, as loaded from
// godsacre.xml. Plain structs of arrays indexed by the enums of names.hpp and
// troop_classification.hpp, so that hot lookups are array reads.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "battle/dice.hpp"
#include "battle/outcome.hpp"
#include "battle/tables/casualty_table.hpp"
#include "battle/tables/names.hpp"
#include "battle/troop_classification.hpp"

namespace seneschal::battle {

inline constexpr std::size_t kMaxWeapons = 32;
inline constexpr std::size_t kProtections = 7;  // U P A H Hb F Fb
inline constexpr std::size_t kArms = 2;
inline constexpr std::size_t kOrders = 3;
inline constexpr std::size_t kBackgrounds = 4;
inline constexpr std::size_t kClasses = 4;

inline constexpr std::size_t idx(Protection p) {
    return static_cast<std::size_t>(p);
}
inline constexpr std::size_t idx(Arm a) {
    return static_cast<std::size_t>(a);
}
inline constexpr std::size_t idx(Order o) {
    return static_cast<std::size_t>(o);
}
inline constexpr std::size_t idx(Background b) {
    return static_cast<std::size_t>(b);
}
inline constexpr std::size_t idx(TroopClass c) {
    return static_cast<std::size_t>(c);
}
inline constexpr std::size_t idx(MoraleFactor f) {
    return static_cast<std::size_t>(f);
}

// A factor for each (target arm, target protection); barded columns exist for cavalry only.
using ProtectionFactors = std::array<std::array<std::int8_t, kProtections>, kArms>;
// A weapon's factor table row; `present` is false where the table has no row (a lance in
// mixed melee).
struct WeaponFactorRow {
    bool present = false;
    ProtectionFactors factor{};
};
using WeaponFactorTable = std::array<WeaponFactorRow, kMaxWeapons>;

template <typename E, std::size_t N>
struct FactorList {
    std::array<int, N> value{};
    int operator[](E e) const { return value[static_cast<std::size_t>(e)]; }
};

// GA-SMALL-SCALE
struct SmallScale {
    double moveAndRangeFactor = 0.5;
    int minMenPerFigure = 10;
    int maxMenPerFigure = 15;
};

// GA-BASE
struct BaseSize {
    int frontage = 0;
    int minDepth = 0;
    int maxDepth = 0;
};

// GA-DICE, GA-CLASSIFY, GA-POINTS, GA-MV per background
struct BackgroundRules {
    DieKind die = DieKind::Ordinary;
    int points = 0;
    int mv = 0;
};

struct ClassRules {
    std::string name;
    int mv = 0;      // GA-MV
    int points = 0;  // GA-POINTS
};

// GA-SOCIAL, GA-CMD-COST
struct CommandRank {
    std::string id;
    std::string name;
    std::vector<std::string> aliases;
    int status = 0;  // 1 is the highest
    int minCv = 1;
    int maxCv = 6;
    int baseCost = 0;
    int costPerCv = 0;

    int cost(int cv) const { return baseCost + costPerCv * cv; }
};

// GA-LEAD
struct UnitLeadRule {
    LeadTier tier = LeadTier::Commons;
    int minStatus = 0;  // the status of the lowest rank allowed
    std::string minRank;
    int maxMen = 0;  // 0 = no upper limit
};
struct FormationLeadRule {  // battal or army of a background
    Background kind = Background::Regular;
    int minStatus = 0;
    std::string minRank;
};

// GA-SETUP-COMP, GA-CMD-ARMY
struct CompetitionRules {
    int points = 1500;
    int commandPoints = 300;
    int largePoints = 2000;
    int terrainFromBaseLine = 250;
    int deployWithin = 200;
    int minBattals = 2;
    int maxBattals = 4;
};

// GA-MOVE-DIST
struct MoveRates {
    int normal = 0;
    int charge = 0;
    int rally = 0;
    bool mayDouble = false;
};

// GA-TERRAIN
struct GroundRules {
    enum class Unforms : std::uint8_t { None, CloseOrder, All };
    std::array<double, kArms> moveFraction{1.0, 1.0};
    std::array<int, kArms> crossing{0, 0};
    Unforms unforms = Unforms::None;
    bool cover = false;
    bool cavalryPenalised = false;
};

// GA-UNFORMED
struct UnformedRules {
    double manoeuvreFraction = 0.5;
    int fightingRanks = 1;
};

// GA-CC-WHO-IMPACT, GA-CC-WHO-MIXED: the overlapping figures that count on each side, and the
// ranks that fight in each kind of melee (unformed troops: GA-UNFORMED's fightingRanks at most).
struct MeleeFrontageRules {
    int overlapsEachSide = 1;
    int impactRanks = 1;
    int mixedRanks = 2;
};

// GA-SHOOT-ARC, GA-SHOOT-RANKS, GA-SHOOT-MOVE
struct ShootingRules {
    int arcDegrees = 45;
    int ranks = 2;
    double infantryMoveFraction = 0.5;
    double mountedMoveFraction = 1.0;
    std::array<double, kMaxWeapons> weaponMoveFraction{};  // < 0: the arm's default
    // GA-TARGET, priority 2: an enemy shooting at the unit at effective range with at least
    // this fraction of the unit's own figures ("at least half their own strength").
    double targetStrengthFraction = 0.5;
};

// GA-RANGES
struct WeaponRange {
    int effective = 0;
    int longRange = 0;  // 0: not a missile weapon
};

// GA-RF-SHOOT, GA-RF-MELEE: index face-1.
using RandomFactorRow = std::array<int, 6>;

// GA-MT-ROLL results: lowest score of each band; bands are contiguous.
struct MoraleBands {
    std::array<int, kMoraleResults.size> minScore{};
    MoraleResult resultFor(int score) const {
        for (std::size_t i = kMoraleResults.size; i-- > 1;) {
            if (score >= minScore[i]) return static_cast<MoraleResult>(i);
        }
        return MoraleResult::Rout;
    }
};

// GA-DISTRACT
struct DistractionRules {
    FactorList<Distraction, kDistractions.size> value;
    std::array<bool, kDistractions.size> star{};
    int doubleAtOrBelow = 10;
    int perTwoFromFigures = 50;
    int flankThreatAngle = 45;       // an enemy further off a unit's front threatens its flank
    double halfStrengthBelow = 0.5;  // fewer figures than this of those it began with
    int friendsRoutingWithin = 250;  // mm: routing friends this near distract
    int starFiguresPerCount = 2;     // from perTwoFromFigures up: one count per this many removed
    int starMultiplier = 2;          // at or below doubleAtOrBelow: the * factor times this
};

// GA-MT-WHEN, GA-RALLY-MERC
struct MoraleTriggers {
    int casualtyPercent = 10;
    int rallyFriendsWithin = 250;
    MoraleResult rallyFriendsAtLeast = MoraleResult::Confident;
    MoraleResult passAtLeast = MoraleResult::Halt;      // GA-MT-ROLL: a passed test
    MoraleResult chargeAtLeast = MoraleResult::Steady;  // GA-MT-ROLL: may charge
    double overSpeedFraction = 0.5;  // shock troops advancing no more of their move hang back
};

// GA-LEADER-KILLED-*
struct LeaderCasualtyRules {
    int knightly = 1;
    int feudal = -1;
    int routAtOrBelow = 11;
    int revengeAtOrAbove = 12;
    int regularFightOnAtOrAbove = 10;
};

// GA-LEADER-RISK: fate by the second decimal die, in melee and under shooting.
struct LeaderRiskRules {
    std::array<LeaderFate, 10> melee{};
    std::array<LeaderFate, 10> shooting{};
};

// GA-BROKEN, GA-PURSUIT, GA-QUARTER
struct RoutRules {
    double gapWithinMoveFraction = 0.25;
    int pursuitLessThanCharge = 50;
    int prisonersPerEscort = 5;
};

// GA-ORD-WRITE, GA-ORD-CHANGE
struct OrderRules {
    int minutesPer100Points = 1;
    int changeMinutesPerMove = 2;
    int movesToWrite = 1;
    int movesToRead = 1;
    int movesToReact = 1;
};

// GA-VIS
struct VisibilityRules {
    int recogniseArm = 1500;
    int recogniseSide = 800;
    int openWoods = 250;
    int thickWoods = 150;
    int concealed = 100;
};

// GA-OPT-CHAR
struct CharacterRules {
    int morale = 0;
    int chargeTest = 0;
    ConfusionResult starredResult = ConfusionResult::NoEffect;  // the starred result it suffers
    int maxCv = 6;
};

// GA-OPT-MANTLET
struct MantletRules {
    int costPerFigure = 1;
    int moveDeduction = 50;
    double erectMoves = 0.25;
};

// GA-OPT-ELEPHANT
struct ElephantRules {
    int cost = 40;
    int armouredCost = 60;
    int frontage = 40;
    int fearRange = 200;
    int cavalryMorale = -2;
    int hitsToRemove = 20;
    int meleeFactor = 8;
    Protection target = Protection::H;
    Protection armouredTarget = Protection::Hb;
};

// GA-OPT-CAMEL
struct CamelRules {
    int costModifier = -1;
    int chargeFactor = -2;
    int manoeuvreMultiplier = 2;
};

// GA-OPT-CALTROPS / -STAKES / -POTTES
struct FieldDefenceRules {
    int costPerFigure = 0;
    double deployMovesABC = 0;
    double deployMovesD = 0;
    int mountedFactor = 0;
    int footFactor = 0;  // 0 with footApplies false: no effect on foot
    bool footApplies = false;
    bool coverInMelee = false;
};

}  // namespace seneschal::battle
