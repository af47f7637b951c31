#pragma once
// GA-SHOOT-WHEN, GA-SHOOT-ARC, GA-SHOOT-RANKS, GA-SHOOT-MOVE, GA-SHOOT-NO, GA-TARGET,
// GA-RANGES, GA-WF-MISSILE, GA-TF-SHOOT, GA-RF-SHOOT: who may shoot at what, and what the
// shooting does (through GA-CAS-DICE / GA-CAS-MEN).
#include <cstdint>
#include <span>

#include "battle/ga/casualties.hpp"
#include "battle/ga/unit_state.hpp"

namespace seneschal::battle {

// The unit's missile weapon (the first it carries), or nullopt.
std::optional<WeaponIndex> missileWeapon(const Rulebook& book, const UnitState& unit);

// GA-SHOOT-MOVE: how far (fraction of a normal move) the unit may move and still shoot, and
// whether that move may be in any direction (open-order mounted troops) or forwards only.
struct ShootingMoveAllowance {
    double fraction = 0;
    bool anyDirection = false;
};
ShootingMoveAllowance shootingMoveAllowance(const Rulebook& book, const UnitState& unit,
                                            WeaponIndex weapon);

struct ShootingSituation {
    int angleOffFront = 0;     // degrees between the target and the perpendicular of the front
    int distance = 0;          // mm to the target
    double movedFraction = 0;  // fraction of a normal move made this move
    bool movedOnlyForwards = true;
    bool chargeMove = false;  // charging or counter-charging this move
    bool evading = false;
    bool targetInContactWithFriends = false;    // base to base with our own side
    bool targetRoutOrPursuitInContact = false;  // routers/pursuers who were in contact this move
    bool shooterIsThePursuer = false;
    bool chargedAndReachedInNormalMove = false;  // GA-CHARGE: charged troops reached may not shoot
};

enum class ShootVerdict : std::uint8_t {
    May,
    NoMissileWeapon,
    Broken,                      // GA-BROKEN: broken troops may not shoot
    OutOfArc,                    // GA-SHOOT-ARC
    OutOfRange,                  // GA-RANGES
    MovedTooFar,                 // GA-SHOOT-MOVE
    ChargeMove,                  // GA-SHOOT-NO
    TargetInContact,             // GA-SHOOT-NO
    RoutContact,                 // GA-SHOOT-NO
    EvadingCannotShootAllRound,  // GA-EVADE
    ReachedByCharge,             // GA-CHARGE
};
const char* toString(ShootVerdict v);

ShootVerdict mayShoot(const Rulebook& book, const UnitState& shooter, const ShootingSituation& s);
// Only the refusals that depend on the target (in contact with friends, routers and pursuers
// in contact, outside the arc, out of the weapon's range): for a shooter mayShoot already let
// shoot at someone, whether it may shoot at this one. The same verdicts as mayShoot's.
ShootVerdict mayShootAtTarget(const Rulebook& book, const UnitState& shooter,
                              const ShootingSituation& s, WeaponIndex weapon);

// GA-SHOOT-RANKS: two ranks shoot, no indirect fire; unformed troops shoot in one rank
// (GA-UNFORMED).
int figuresShooting(const Rulebook& book, const UnitState& shooter, int frontRankFigures,
                    int secondRankFigures);

// GA-TARGET: the candidates the unit could shoot at.
struct TargetCandidate {
    bool advancingWithinChargeReach = false;    // 1
    bool shootingAtUsAtEffectiveRange = false;  // 2, with...
    int figures = 0;  // ...at least <shooting targetStrengthFraction> (half) our strength
    bool orderedPriority = false;  // 3
    int distance = 0;              // 4: nearest
};
// Index of the target the unit must engage; -1 when there is none.
int chooseTarget(const Rulebook& book, std::span<const TargetCandidate> candidates, int ownFigures);

struct ShootingInput {
    int figures = 0;           // figures shooting (figuresShooting)
    int distance = 0;          // mm
    double timeInRange = 1.0;  // GA-SHOOT-WHEN: fraction of the move the target was shootable
    bool moved = false;
    bool targetInCover = false;  // terrain cover or mantlets (GA-OPT-MANTLET)
    bool targetFlankOrRear = false;
    int distraction = 0;     // the shooters' distraction total (GA-DISTRACT)
    int campaignFactor = 0;  // capped, only with GA-OPT-CAMPAIGN
};

struct ShootingResult {
    WeaponIndex weapon = 0;
    int figures = 0;
    int weaponFactor = 0;
    int tactical = 0;
    int randomFace = 0;
    int random = 0;
    int finalFactor = 0;
    CasualtyResult casualties;
};

// GA-TF-SHOOT: which of the tactical factors apply (each once; cumulative), by the vocabulary's
// order. resolveShooting adds their values from the table; a calculator shows them one by one.
using ShootFactorSet = std::array<bool, kShootFactors.size>;
ShootFactorSet shootingFactorsThatApply(const Rulebook& book, const UnitState& shooter,
                                        const UnitState& target, const ShootingInput& input,
                                        WeaponIndex weapon);

// Weapon factor against the target's protection + tactical factors + distraction + random
// factor (one die of the shooters' kind) -> final factor -> casualty table.
ShootingResult resolveShooting(const Rulebook& book, CasualtyReading reading,
                               const UnitState& shooter, const UnitState& target,
                               const ShootingInput& input, DiceSource& dice,
                               RollLog* log = nullptr);

// Removes the figures and keeps the men remainder on the target.
void applyCasualties(UnitState& target, const CasualtyResult& casualties);

}  // namespace seneschal::battle
