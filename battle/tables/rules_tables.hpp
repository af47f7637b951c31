#pragma once
// Every God's Acre table except troop types and weapons, loaded once from godsacre.xml and
// immutable afterwards. The loader (battle/loader/) fills it; procedures (battle/ga/) read it.
#include "battle/tables/tables.hpp"

namespace seneschal::battle {

struct RulesTables {
    SmallScale smallScale;                                                 // GA-SMALL-SCALE
    std::array<std::array<BaseSize, kOrders>, kArms> bases{};              // GA-BASE
    std::array<BackgroundRules, kBackgrounds> backgrounds{};               // GA-DICE
    std::array<ClassRules, kClasses> classes{};                            // GA-MV
    std::array<std::array<int, kClasses>, kBackgrounds> socialStatus{};    // GA-SOCIAL; 0 = none
    std::vector<CommandRank> ranks;                                        // GA-SOCIAL, GA-CMD-COST
    std::vector<UnitLeadRule> unitLead;                                    // GA-LEAD
    std::vector<FormationLeadRule> battalLead;                             // GA-LEAD
    std::vector<FormationLeadRule> armyLead;                               // GA-LEAD
    std::array<std::array<bool, kBackgrounds>, kBackgrounds> battalMay{};  // GA-BATTAL-COMP
    std::array<bool, kBackgrounds> battalKindDefined{};
    CompetitionRules competition;                                   // GA-SETUP-COMP
    std::array<std::array<int, kProtections>, kArms> figureCost{};  // GA-POINTS
    std::array<std::array<MoveRates, kOrders>, kArms> moves{};      // GA-MOVE-DIST
    std::array<std::array<std::array<int, kOrders>, kArms>, kManoeuvres.size> manoeuvres{};
    std::array<GroundRules, kGrounds.size> ground{};            // GA-TERRAIN
    UnformedRules unformed;                                     // GA-UNFORMED
    ShootingRules shooting;                                     // GA-SHOOT-*
    std::array<WeaponRange, kMaxWeapons> ranges{};              // GA-RANGES
    WeaponFactorTable missile{};                                // GA-WF-MISSILE
    FactorList<ShootFactor, kShootFactors.size> shootFactors;   // GA-TF-SHOOT
    RandomFactorRow shootRandom{};                              // GA-RF-SHOOT
    RandomFactorRow meleeRandom{};                              // GA-RF-MELEE
    CasualtyTable casualties;                                   // GA-CAS-*
    WeaponFactorTable impact{};                                 // GA-WF-IMPACT
    WeaponFactorTable mixed{};                                  // GA-WF-MIXED
    FactorList<MeleeFactor, kMeleeFactors.size> impactFactors;  // GA-TF-MELEE
    FactorList<MeleeFactor, kMeleeFactors.size> mixedFactors;
    FactorList<MeleePoint, kMeleePoints.size> impactPoints;  // GA-CC-RESULT
    FactorList<MeleePoint, kMeleePoints.size> mixedPoints;
    int meleePointsMaxRanks = 3;
    int pushBackPerPoint = 25;                                    // GA-AFTER-*
    int ranksPenetratedPerPoint = 1;                              // GA-AFTER-IMPACT
    DistractionRules distraction;                                 // GA-DISTRACT
    FactorList<MoraleFactor, kMoraleFactors.size> moraleFactors;  // GA-MT-ROLL
    // GA-MT-ROLL: the most points of a lost melee that lost-melee-per-point counts
    // (<moraleFactors lostMeleePointsAtMost>; 1 to 1000, absent: every point).
    int lostMeleePointsAtMost = 1000;
    MoraleBands moraleBands;
    MoraleTriggers moraleTriggers;                                         // GA-MT-WHEN
    std::array<std::array<int, kClasses>, kRallyAfter.size> rallyMoves{};  // GA-RALLY
    int rallyAfterRetiring =
        1;  // GA-RALLY: moves a unit that retired (GA-MT-ROLL) stands to reform
    LeaderCasualtyRules leaderCasualty;                                      // GA-LEADER-KILLED-*
    LeaderRiskRules leaderRisk;                                              // GA-LEADER-RISK
    RoutRules rout;                                                          // GA-BROKEN ...
    OrderRules orders;                                                       // GA-ORD-*
    VisibilityRules visibility;                                              // GA-VIS
    std::array<std::array<int, kClasses>, kBackgrounds> reactionQuarters{};  // GA-OPT-REACT
    std::array<CharacterRules, kCharacters.size> characters{};               // GA-OPT-CHAR
    std::array<ConfusionResult, 6> confusion{};                              // GA-OPT-CONFUSION
    double confusionOverSpeedFraction = 0.5;  // a battal moving more of its move never rolls
    MantletRules mantlets;                    // GA-OPT-MANTLET
    ElephantRules elephants;                  // GA-OPT-ELEPHANT
    CamelRules camels;                        // GA-OPT-CAMEL
    std::array<FieldDefenceRules, kFieldDefences.size> fieldDefences{};  // GA-OPT-CALTROPS...

    MeleeFrontageRules meleeFrontage;  // GA-CC-WHO-IMPACT, GA-CC-WHO-MIXED
};

}  // namespace seneschal::battle
