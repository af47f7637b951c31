#pragma once
// The field and its geometry: units are rectangles (GA-BASE frontage x depth per figure, files
// x ranks) whose front edge faces up or down the table; distances are in mm at the GA ground
// scale. Units keep their facing towards the enemy's base line except when they turn to run
// or evade (docs/rules/battle-simulation.md, "Geometry").
#include <cmath>
#include <cstdint>
#include <span>

#include "battle/sim/sim_state.hpp"

namespace seneschal::battle::sim {

inline double unitWidth(const SimUnit& u) {
    return u.width;
}
inline double unitDepth(const SimUnit& u) {
    return u.depth;
}
int ranksOf(const SimUnit& u);
// Recomputes the unit's rectangle after its figures or files changed.
void refreshShape(SimUnit& u);

// A unit's box (sim_state.hpp): the numbers every gap below is worked out from.
[[gnu::always_inline]] inline UnitBox boxOf(const SimUnit& b, int index) {
    const double rear = b.y - b.dir * b.depth;
    return {b.x, b.width, rear < b.y ? rear : b.y, rear < b.y ? b.y : rear, index};
}

// Both parts of the gap from a's front to b, worked out once: the searches over every enemy
// test the cheap bound before the distance, and the shooting arc from the same parts.
struct FrontGapParts {
    double ahead = 0;   // b ahead of a's front, along the table (0 when level or behind)
    double beside = 0;  // b beside a's front, across the table (negative when they overlap)

    // Never more than the gap, without its square root: a search for the nearest skips a
    // unit whose bound already reaches the best so far.
    double atLeast() const { return ahead > beside ? ahead : beside; }
    double gap() const {
        if (beside <= 0) return ahead;
        if (ahead == 0) return beside;
        return std::sqrt(beside * beside + ahead * ahead);
    }
};
// Always inlined: GCC kept the SimUnit pair out of line, a call for a few subtractions in the
// scans over every enemy (about 2% of a battle, issue 33).
[[gnu::always_inline]] inline FrontGapParts frontGapParts(const SimUnit& a, const UnitBox& b) {
    const double dy = a.dir > 0 ? b.yLo - a.y : a.y - b.yHi;
    return {dy < 0 ? 0 : dy, (a.x > b.x ? a.x - b.x : b.x - a.x) - (a.width + b.width) / 2};
}
[[gnu::always_inline]] inline FrontGapParts frontGapParts(const SimUnit& a, const SimUnit& b) {
    return frontGapParts(a, boxOf(b, kNone));
}
inline double frontGapAhead(const SimUnit& a, const SimUnit& b) {
    return frontGapParts(a, b).ahead;
}
inline double frontGapBeside(const SimUnit& a, const SimUnit& b) {
    return frontGapParts(a, b).beside;
}

// The boxes of the standing enemies of `side` (as listStanding listed them): kept from the
// last call while b.boxedSide says they are that side's, else built afresh. A step that uses
// them sets b.boxedSide = kNone when it begins and whenever a unit of the boxed side may
// have moved, changed shape or stopped standing.
std::span<const UnitBox> enemyBoxes(Battle& b, int side);
inline double frontGapAtLeast(const SimUnit& a, const SimUnit& b) {
    return frontGapParts(a, b).atLeast();
}

// The nearest distance from a's front edge to any part of b (0 when touching or overlapping).
// Inline: the simulator asks it for every pair of units several times a move.
inline double frontGap(const SimUnit& a, const SimUnit& b) {
    return frontGapParts(a, b).gap();
}
// The straight distance across dx and dy, in mm. Not std::hypot: at table distances (under
// 10 m) the plain root can neither overflow nor lose precision, and it is several times faster.
inline double distanceMm(double dx, double dy) {
    return std::sqrt(dx * dx + dy * dy);
}

// Degrees between b and the perpendicular of a's front (GA-SHOOT-ARC).
int angleOffFront(const FrontGapParts& aToB);
inline int angleOffFront(const SimUnit& a, const SimUnit& b) {
    return angleOffFront(frontGapParts(a, b));
}
// GA-SHOOT-RANKS "No indirect fire is allowed": the shooter sees its target past every other
// unit standing on the table, friend or enemy. A straight line from its front to the nearest
// point of the target must cross no other unit's rectangle; tried from the two ends of the
// front and its middle, one clear line is enough (its other files see round the obstacle).
// The units in the way are those standing as the shooting step began: listFireBoxes lists
// them at the step's first line traced (b.fireBoxesDue), or when a test calls it.
void listFireBoxes(Battle& b);
bool clearLineOfFire(Battle& b, int shooter, int target);
// Width of a's front overlapping b's x extent.
double overlapWidth(const SimUnit& a, const SimUnit& b);

// Moves a straight towards b's front by at most `allowance`, stopping `stopShort` mm away;
// returns the distance covered.
double advanceTowards(SimUnit& a, const SimUnit& b, double allowance, double stopShort);
// Moves a its own way back towards its base line (a turned unit moves along its new facing).
double moveBack(Battle& b, SimUnit& u, double distance);
// Puts a's front against b's front, aligned as far as possible.
void closeUp(SimUnit& a, const SimUnit& b);

// True when a unit has crossed the edge of the table it is heading for.
bool offTable(const Battle& b, const SimUnit& u);

// GA-TERRAIN: the ground under the unit's front centre.
Ground groundAt(const Battle& b, double x, double y);
bool inCover(const Battle& b, const SimUnit& u);
// GA-VIS: whether `viewer` can see `target`, `distance` mm from its front. Troops in open
// woods are seen within the rules' openWoods, in a thick wood or village within thickWoods
// (the ground under the target's front centre, sightCover); elsewhere sight is unlimited.
// "Troops shooting from a wood automatically give away their position": a unit that shot
// from a wood in the last move's shooting step or this one's (revealedMove) is seen at any
// distance. The viewer's own ground does not shorten its sight (docs/rules/reconstructed.md,
// GA-VIS).
bool sees(const Battle& b, const SimUnit& target, int distance);

// GA-TERRAIN, GA-UNFORMED: the ground a unit meets on the straight path its front centre
// takes from where it stands across (dx, dy) mm, walked piece by piece: every stretch costs
// its length over the ground's move fraction for the unit's arm (<terrain>'s infantry and
// cavalry), and entering a linear obstacle from outside it costs its crossing mm
// (crossInfantry, crossCavalry) and counts as crossing it. Where pieces overlap, the first
// that holds a point is the ground there, as groundAt reads it.
struct GroundTrace {
    double reach = 0;             // mm along the path covered within the allowance
    double cost = 0;              // clear-ground mm spent on them (reach where all is open)
    Ground worst = Ground::Open;  // the slowest ground for its arm moved over
    std::uint16_t entered = 0;    // a bit (1 << ground) for each ground moved over
    int linearObstacles = 0;      // linear obstacles crossed (entered from outside)
    bool movedOver(Ground g) const { return (entered >> static_cast<unsigned>(g)) & 1U; }
    // The clear-ground mm the ground adds to the distance covered.
    double surcharge() const { return cost - reach; }
};
// `allowance`: the clear-ground mm the unit may spend (after its manoeuvres); the walk stops
// where it is spent, or short of a linear obstacle it cannot pay to cross.
// The unit's arm says the ground's rates; the path starts at (fromX, fromY).
GroundTrace traceGround(const Battle& b, const SimUnit& u, double fromX, double fromY, double dx,
                        double dy, double allowance);
inline GroundTrace traceGround(const Battle& b, const SimUnit& u, double dx, double dy,
                               double allowance) {
    return traceGround(b, u, u.x, u.y, dx, dy, allowance);
}
// The path advanceTowards takes: from a's front centre to b, stopping `stopShort` mm away.
struct PathTo {
    double dx = 0, dy = 0, length = 0;
};
PathTo pathTowards(const SimUnit& a, const SimUnit& b, double stopShort);
// Moves a along the path by up to `allowance` mm; the distance moved.
double advanceAlong(SimUnit& a, const PathTo& p, double allowance);
// GA-TF-MELEE, GA-CC-RESULT "uphill": the ground under the middle of `u` is higher than
// under the middle of `enemy` (a gentle hill above flat ground, a high hill above both). Read
// at the units' middles: two units in contact meet front to front on one line.
bool onHigherGround(const Battle& b, const SimUnit& u, const SimUnit& enemy);

// GA-BASE, GA-SETUP-COMP: fix every unit's files, ranks and place: battals side by side
// within `deployWithin` mm of each base line, reserves in a second line behind; a battal the
// battle file places (BattalSpec::place) at its place instead, its units side by side in the
// file's order centred on its x, their fronts `front` mm from their side's base line.
void deploy(Battle& b);

// The table a battal's units cover, in mm: across from xLo to xHi, along from yLo to yHi.
struct BattalFootprint {
    double xLo = 0, xHi = 0, yLo = 0, yHi = 0;
};
BattalFootprint battalFootprint(const BattleState& b, int battal);

}  // namespace seneschal::battle::sim
