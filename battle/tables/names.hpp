#pragma once
// The fixed vocabularies of the God's Acre tables. Each enum indexes a precomputed array in
// the Rulebook; its names are the ids the data file must use, so an unknown or missing id
// in godsacre.xml is a load error, never a silent zero.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace seneschal::battle {

template <typename E, std::size_t N>
struct Vocabulary {
    std::array<std::string_view, N> names;
    static constexpr std::size_t size = N;

    std::optional<E> find(std::string_view s) const {
        for (std::size_t i = 0; i < N; ++i) {
            if (names[i] == s) return static_cast<E>(i);
        }
        return std::nullopt;
    }
    std::string_view name(E e) const { return names[static_cast<std::size_t>(e)]; }
};

// GA-TF-SHOOT
enum class ShootFactor {
    TargetInCover,
    TargetOpenOrder,
    LongRange,
    MovedAndShot,
    ShootersWinded,
    TargetFlankOrRear,
    ClassA,
    ClassB,
    ClassC,
    ClassD
};
inline constexpr Vocabulary<ShootFactor, 10> kShootFactors{
    {"target-in-cover", "target-open-order", "long-range", "moved-and-shot", "shooters-winded",
     "target-flank-or-rear", "class-A", "class-B", "class-C", "class-D"}};

// GA-TF-MELEE
enum class MeleeFactor {
    Charging,
    MountedAgainstFoot,
    Uphill,
    AttackingFlank,
    AttackingRear,
    DefendingCover,
    EnemyBacksTurned,
    Winded,
    StandingAgainstHorse,
    ClassA,
    ClassB,
    ClassC,
    ClassD
};
inline constexpr Vocabulary<MeleeFactor, 13> kMeleeFactors{
    {"charging", "mounted-against-foot", "uphill", "attacking-flank", "attacking-rear",
     "defending-cover", "enemy-backs-turned", "winded", "standing-against-horse", "class-A",
     "class-B", "class-C", "class-D"}};

// GA-CC-RESULT
enum class MeleePoint {
    PerFigureRemoved,
    Charging,
    Uphill,
    AttackingFlank,
    AttackingRear,
    ExtraRank,
    MoreFiguresFighting,
    HigherStatusLeader
};
inline constexpr Vocabulary<MeleePoint, 8> kMeleePoints{
    {"per-figure-removed", "charging", "uphill", "attacking-flank", "attacking-rear", "extra-rank",
     "more-figures-fighting", "higher-status-leader"}};

// GA-DISTRACT
enum class Distraction {
    FiguresRemoved,
    Unformed,
    FriendsRoutingNear,
    EnemyThreatensFlank,
    ChargedInFlank,
    ChargedInRear,
    Outnumbered,
    ShotAtCannotReply,
    WithoutOrders,
    ElephantsNear,
    HalfStrength,
    OwnLeaderLost
};
inline constexpr Vocabulary<Distraction, 12> kDistractions{
    {"figures-removed", "unformed", "friends-routing-near", "enemy-threatens-flank",
     "charged-in-flank", "charged-in-rear", "outnumbered", "shot-at-cannot-reply", "without-orders",
     "elephants-near", "half-strength", "own-leader-lost"}};

// GA-MT-ROLL (factors other than distraction)
enum class MoraleFactor {
    ShockTroopsCharging,
    InfantryChargedByCavalry,
    InCover,
    UphillOfEnemy,
    Rallying,
    HigherStatusLeaderPresent,
    LostMeleePerPoint,
    CavalryNearElephants,
    ChargingCamels
};
inline constexpr Vocabulary<MoraleFactor, 9> kMoraleFactors{
    {"shock-troops-charging", "infantry-charged-by-cavalry", "in-cover", "uphill-of-enemy",
     "rallying", "higher-status-leader-present", "lost-melee-per-point", "cavalry-near-elephants",
     "charging-camels"}};

// GA-MT-ROLL results, worst first: the order is used to compare ("at least Confident").
enum class MoraleResult { Rout, Retire, Halt, Steady, Confident };
inline constexpr Vocabulary<MoraleResult, 5> kMoraleResults{
    {"rout", "retire", "halt", "steady", "confident"}};

// GA-RALLY
enum class RallyAfter { Melee, Pursuit, FailedCharge, Rout };
inline constexpr Vocabulary<RallyAfter, 4> kRallyAfter{
    {"melee", "pursuit", "failed-charge", "rout"}};

// GA-MANOEUVRE
enum class Manoeuvre { Wheel45, AboutFace, ChangeFormation, MountDismount };
inline constexpr Vocabulary<Manoeuvre, 4> kManoeuvres{
    {"wheel-45", "about-face", "change-formation", "mount-dismount"}};

// GA-TERRAIN
enum class Ground {
    Open,
    GentleHill,
    HighHill,
    OpenWoods,
    ThickWoods,
    Marsh,
    Village,
    Ford,
    LinearObstacle
};
inline constexpr Vocabulary<Ground, 9> kGrounds{{"open", "gentle-hill", "high-hill", "open-woods",
                                                 "thick-woods", "marsh", "village", "ford",
                                                 "linear-obstacle"}};

// GA-OPT-CHAR
enum class Character { Steady, Bold, Cautious, Rash, Impetuous, Incompetent };
inline constexpr Vocabulary<Character, 6> kCharacters{
    {"steady", "bold", "cautious", "rash", "impetuous", "incompetent"}};

// GA-OPT-CONFUSION
enum class ConfusionResult { NoEffect, NoMove, NoMoveStarred, Halt, FullMove, FullMoveStarred };
inline constexpr Vocabulary<ConfusionResult, 6> kConfusionResults{
    {"no-effect", "no-move", "no-move-starred", "halt", "full-move", "full-move-starred"}};

// GA-OPT-CALTROPS, GA-OPT-STAKES, GA-OPT-POTTES
enum class FieldDefence { Caltrops, Stakes, Pottes };
inline constexpr Vocabulary<FieldDefence, 3> kFieldDefences{{"caltrops", "stakes", "pottes"}};

// GA-LEAD
enum class LeadTier { Commons, Sergeants, Knights, Regulars };
inline constexpr Vocabulary<LeadTier, 4> kLeadTiers{
    {"commons", "sergeants", "knights", "regulars"}};

}  // namespace seneschal::battle
