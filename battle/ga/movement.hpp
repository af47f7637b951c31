#pragma once
// GA-MOVE-DIST, GA-MANOEUVRE, GA-TERRAIN, GA-UNFORMED, GA-UNIT, GA-INTERPEN, GA-BASE,
// GA-SMALL-SCALE and the movement parts of GA-OPT-MANTLET, GA-OPT-ELEPHANT, GA-OPT-CAMEL.
#include <span>

#include "battle/ga/options.hpp"
#include "battle/ga/unit_state.hpp"

namespace seneschal::battle {

enum class Pace { Normal, Charge, Rally };

// The troops a unit moves as: elephants move as loose-order infantry but count manoeuvre and
// terrain as close-order cavalry (GA-OPT-ELEPHANT); camels move as loose-order cavalry with
// manoeuvre deductions doubled (GA-OPT-CAMEL).
enum class Mount { Ordinary, Elephant, Camel };

struct MoveRequest {
    Pace pace = Pace::Normal;
    Mount mount = Mount::Ordinary;
    std::span<const Manoeuvre> manoeuvres;  // each one deducted
    Ground ground = Ground::Open;           // the worst ground crossed (move fraction)
    int linearObstaclesCrossed = 0;
    bool carryingMantlets = false;  // GA-OPT-MANTLET: -50 mm
    bool doubling = false;          // open-order infantry at charge speed
    bool doubledLastMove = false;
};

struct MoveAllowance {
    int distance = 0;       // mm the unit may still cover
    bool allowed = true;    // false: e.g. doubling two moves running, camels on penalised ground
    bool winded = false;    // after doubling
    bool unformed = false;  // the ground unforms it (GA-UNFORMED)
};

MoveAllowance moveAllowance(const Rulebook& book, const RuleOptions& options, const UnitState& unit,
                            const MoveRequest& request);

// GA-UNFORMED: the six causes. Unformed troops manoeuvre at half rate and fight or shoot in
// one rank (see figuresShooting, figuresFighting).
struct FormationSituation {
    bool infantryChargedByCavalryWhileMoving = false;
    bool cavalryChargedWhileStationary = false;
    bool unrallied = false;  // after rout, pursuit, melee or unsuccessful charge
    bool crossingObstacleWadingSwimmingClimbing = false;
    bool chargedInFlankOrRearWhileEngagedOrChanging = false;
    Ground ground = Ground::Open;
    bool pikemen = false;
    bool withinElephantRangeAsCavalry = false;   // GA-OPT-ELEPHANT (non-Indian cavalry)
    bool contactedByCamelsAsHorse = false;       // GA-OPT-CAMEL (non-Arab horsed troops)
    bool failedChargeTestAgainstCamels = false;  // GA-OPT-CAMEL
};
bool isUnformed(const Rulebook& book, const RuleOptions& options, const UnitState& unit,
                const FormationSituation& s);

// GA-UNIT: a sub-unit must stay within a normal move of its parent body.
bool subUnitInReach(const Rulebook& book, const UnitState& parent, int distance);

// GA-INTERPEN: sub-units pass through their parent freely; otherwise only involuntarily (a
// break or a morale reaction), and lighter troops may not pass through heavier.
enum class Interpenetration { Free, Refused, Allowed };
Interpenetration interpenetration(const UnitState& moving, const UnitState& standing,
                                  bool subUnitOfStanding, bool involuntary);

// GA-BASE: frontage of one figure (elephants: 40 mm).
int figureFrontage(const Rulebook& book, const UnitState& unit, bool elephant = false);

// GA-SMALL-SCALE: smaller figures either halve moves and ranges, or count a figure as 10-15
// men and use the rules as they stand.
int smallScaleDistance(const Rulebook& book, int distance);
bool smallScaleMenPerFigureAllowed(const Rulebook& book, int menPerFigure);

}  // namespace seneschal::battle
