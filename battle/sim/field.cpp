#include "battle/sim/field.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "battle/ga/orders.hpp"

namespace seneschal::battle::sim {

int ranksOf(const SimUnit& u) {
    const int files = std::max(1, std::min(u.files, u.st.figures));
    return std::max(1, (u.st.figures + files - 1) / files);
}

void refreshShape(SimUnit& u) {
    u.width = std::min(u.files, std::max(u.st.figures, 1)) * u.figureWidth;
    u.depth = ranksOf(u) * u.figureDepth;
}

double overlapWidth(const SimUnit& a, const SimUnit& b) {
    const double wa = unitWidth(a) / 2, wb = unitWidth(b) / 2;
    const double lo = std::max(a.x - wa, b.x - wb), hi = std::min(a.x + wa, b.x + wb);
    return std::max(0.0, hi - lo);
}

namespace {

// atan(r) in degrees for 0 <= r <= 1, within a tenth of a degree (a polynomial fit, error
// under 0.0015 rad): the shooting arc is judged in whole degrees, and this is asked for every
// shooter and each target it might engage every move, where std::atan2 was several times
// slower.
double atanDegrees(double r) {
    return 57.29577951308232 * (0.7853981633974483 * r + r * (1 - r) * (0.2447 + 0.0663 * r));
}

}  // namespace

int angleOffFront(const FrontGapParts& aToB) {
    const double dx = aToB.beside;
    if (dx <= 0) return 0;  // straight ahead of its front (or behind it)
    const double dy = aToB.ahead;
    if (dy <= 0) return 90;  // level with its front or behind
    const double degrees = dx <= dy ? atanDegrees(dx / dy) : 90 - atanDegrees(dy / dx);
    return static_cast<int>(degrees);
}

std::span<const UnitBox> enemyBoxes(Battle& b, int side) {
    const int enemySide = 1 - side;
    if (b.boxedSide != enemySide) {
        b.boxes.clear();
        for (const int j : enemiesOf(b, side)) {
            const SimUnit& t = b.units[static_cast<std::size_t>(j)];
            if (standing(t)) b.boxes.push_back(boxOf(t, j));
        }
        b.boxedSide = enemySide;
    }
    return b.boxes;
}

PathTo pathTowards(const SimUnit& a, const SimUnit& b, double stopShort) {
    const double ahead =
        std::max(0.0, (a.dir > 0 ? std::min(b.y, b.y - b.dir * unitDepth(b)) - a.y
                                 : a.y - std::max(b.y, b.y - b.dir * unitDepth(b))) -
                          stopShort);
    const double dx = b.x - a.x;
    return {dx, a.dir * ahead, std::sqrt(dx * dx + ahead * ahead)};
}

double advanceAlong(SimUnit& a, const PathTo& p, double allowance) {
    if (p.length <= 0 || allowance <= 0) return 0;
    const double f = std::min(1.0, allowance / p.length);
    a.x += p.dx * f;
    a.y += p.dy * f;
    return p.length * f;
}

double advanceTowards(SimUnit& a, const SimUnit& b, double allowance, double stopShort) {
    return advanceAlong(a, pathTowards(a, b, stopShort), allowance);
}

double moveBack(Battle& b, SimUnit& u, double distance) {
    (void)b;
    u.y += u.dir * distance;  // a routed, evading or withdrawing unit has turned to face home
    return distance;
}

void closeUp(SimUnit& a, const SimUnit& b) {
    const double rear = b.y - b.dir * unitDepth(b);
    a.y = a.dir > 0 ? std::min(b.y, rear) : std::max(b.y, rear);
    const double reach = (unitWidth(a) + unitWidth(b)) / 2 - a.figureWidth;
    if (std::abs(a.x - b.x) > reach) a.x = b.x + (a.x > b.x ? reach : -reach);
}

bool offTable(const Battle& b, const SimUnit& u) {
    return u.y < 0 || u.y > b.depth || u.x < 0 || u.x > b.width;
}

Ground groundAt(const Battle& b, double x, double y) {
    if (b.setup == nullptr) return Ground::Open;
    for (const TerrainPiece& p : b.setup->terrain) {
        if (x < p.x || x > p.x + p.width || y < p.y || y > p.y + p.depth) continue;
        return p.ground;
    }
    return Ground::Open;
}

bool inCover(const Battle& b, const SimUnit& u) {
    if (b.setup == nullptr || b.setup->terrain.empty()) return false;
    return b.book.tables().ground[static_cast<std::size_t>(groundAt(b, u.x, u.y))].cover;
}

bool sees(const Battle& b, const SimUnit& target, int distance) {
    if (b.setup == nullptr || b.setup->terrain.empty()) return true;
    const Cover cover = sightCover(groundAt(b, target.x, target.y));
    if (cover == Cover::Clear) return true;
    const bool gaveAway = target.revealedMove != kNone && b.move - target.revealedMove <= 1;
    return visibility(b.book, distance, cover, false, gaveAway) != Sight::Hidden;
}

namespace {

// The stretch of the path from (x0, y0) along the unit vector (ux, uy), 0 to `length` mm,
// that lies on the piece (slab clipping); false when none does.
bool pathOnPiece(const TerrainPiece& p, double x0, double y0, double ux, double uy, double length,
                 double& from, double& to) {
    from = 0;
    to = length;
    const std::array<double, 2> start{x0, y0}, step{ux, uy};
    const std::array<double, 2> lo{p.x, p.y}, hi{p.x + p.width, p.y + p.depth};
    for (std::size_t k = 0; k < 2; ++k) {
        if (std::abs(step[k]) < 1e-12) {
            if (start[k] < lo[k] || start[k] > hi[k]) return false;
            continue;
        }
        const double t1 = (lo[k] - start[k]) / step[k], t2 = (hi[k] - start[k]) / step[k];
        from = std::max(from, std::min(t1, t2));
        to = std::min(to, std::max(t1, t2));
    }
    return from <= to;
}

}  // namespace

GroundTrace traceGround(const Battle& b, const SimUnit& u, double fromX, double fromY, double dx,
                        double dy, double allowance) {
    GroundTrace trace;
    const double length = std::sqrt(dx * dx + dy * dy);
    if (length <= 0 || allowance <= 0) return trace;
    if (b.setup == nullptr || b.setup->terrain.empty()) {
        trace.reach = trace.cost = std::min(length, allowance);
        trace.entered = 1U << static_cast<unsigned>(Ground::Open);
        return trace;
    }
    const auto& grounds = b.book.tables().ground;
    const std::size_t arm = idx(u.st.arm);
    const double ux = dx / length, uy = dy / length;
    constexpr double kEdge = 1e-6;
    double at = 0, left = allowance, worstFraction = 2;
    Ground before = groundAt(b, fromX, fromY);  // a unit already on an obstacle is not crossing it
    while (at < length - kEdge && left > 0) {
        // The next edge of any piece along the path: the ground is one kind up to it.
        double next = length;
        for (const TerrainPiece& p : b.setup->terrain) {
            double from = 0, to = 0;
            if (!pathOnPiece(p, fromX, fromY, ux, uy, length, from, to)) continue;
            if (from > at + kEdge) next = std::min(next, from);
            if (to > at + kEdge) next = std::min(next, to);
        }
        const double middle = (at + next) / 2;
        const Ground g = groundAt(b, fromX + ux * middle, fromY + uy * middle);
        const GroundRules& rules = grounds[static_cast<std::size_t>(g)];
        if (g == Ground::LinearObstacle && before != Ground::LinearObstacle) {
            const int crossing = rules.crossing[arm];
            if (crossing >= left) break;  // it halts at the obstacle, not yet over it
            left -= crossing;
            trace.cost += crossing;
            ++trace.linearObstacles;
        }
        before = g;
        const double fraction = rules.moveFraction[arm];
        if (fraction <= 0) break;  // ground it may not enter
        trace.entered |= static_cast<std::uint16_t>(1U << static_cast<unsigned>(g));
        if (fraction < worstFraction) {
            worstFraction = fraction;
            trace.worst = g;
        }
        const double stretch = next - at;
        if (stretch / fraction <= left) {
            left -= stretch / fraction;
            trace.cost += stretch / fraction;
            at = next;
        } else {
            at += left * fraction;
            trace.cost += left;
            left = 0;
        }
    }
    trace.reach = at;
    return trace;
}

namespace {

// Whether the segment from (x0, y0) to (x1, y1) passes through the box's inside (Liang-Barsky
// clipping). The box is shrunk by a millimetre on every side, so units that merely touch,
// side by side in a line or front to front, never hide each other.
bool segmentCrossesBox(double x0, double y0, double x1, double y1, const FireBox& box) {
    constexpr double kTouching = 1.0;
    const double xLo = box.xLo + kTouching, xHi = box.xHi - kTouching;
    const double yLo = box.yLo + kTouching, yHi = box.yHi - kTouching;
    if (xLo >= xHi || yLo >= yHi) return false;
    const double dx = x1 - x0, dy = y1 - y0;
    double enter = 0, leave = 1;
    const std::array<double, 4> p{-dx, dx, -dy, dy};
    const std::array<double, 4> q{x0 - xLo, xHi - x0, y0 - yLo, yHi - y0};
    for (std::size_t k = 0; k < 4; ++k) {
        if (p[k] == 0) {
            if (q[k] < 0) return false;  // parallel to this edge and outside it
            continue;
        }
        const double t = q[k] / p[k];
        if (p[k] < 0) {
            enter = std::max(enter, t);
        } else {
            leave = std::min(leave, t);
        }
        if (enter > leave) return false;
    }
    return true;
}

}  // namespace

void listFireBoxes(Battle& b) {
    b.fireBoxesDue = false;
    b.fireBoxes.clear();
    for (std::size_t k = 0; k < b.units.size(); ++k) {
        if (!standing(b.units[k])) continue;
        const UnitBox box = boxOf(b.units[k], static_cast<int>(k));
        b.fireBoxes.push_back(
            {box.x - box.width / 2, box.x + box.width / 2, box.yLo, box.yHi, box.unit});
    }
}

bool clearLineOfFire(Battle& b, int shooter, int target) {
    if (b.fireBoxesDue) listFireBoxes(b);
    const SimUnit& u = b.units[static_cast<std::size_t>(shooter)];
    const UnitBox aim = boxOf(b.units[static_cast<std::size_t>(target)], target);
    const double half = unitWidth(u) / 2;
    // Only a unit inside the rectangle spanning the shooter's front and the target can stand
    // between them: the others are passed over before any line is traced.
    const double spanXLo = std::min(u.x - half, aim.x - aim.width / 2);
    const double spanXHi = std::max(u.x + half, aim.x + aim.width / 2);
    const double spanYLo = std::min(u.y, aim.yLo), spanYHi = std::max(u.y, aim.yHi);
    const auto inWay = [&](const FireBox& box) {
        return box.unit != shooter && box.unit != target && box.xHi > spanXLo &&
               box.xLo < spanXHi && box.yHi > spanYLo && box.yLo < spanYHi;
    };
    // The boxes in the way, found in one pass for the three lines (all of them again, in
    // order, should more stand in the way than there is room for here).
    std::array<const FireBox*, 16> between{};
    std::size_t count = 0;
    bool more = false;
    for (const FireBox& box : b.fireBoxes) {
        if (!inWay(box)) continue;
        if (count == between.size()) {
            more = true;
            break;
        }
        between[count++] = &box;
    }
    if (count == 0) return true;
    for (const double x0 : {u.x, u.x - half + 1, u.x + half - 1}) {
        // The nearest point of the target to this point of the front.
        const double x1 = std::clamp(x0, aim.x - aim.width / 2, aim.x + aim.width / 2);
        const double y1 = std::clamp(u.y, aim.yLo, aim.yHi);
        const auto crosses = [&](const FireBox& box) {
            return segmentCrossesBox(x0, u.y, x1, y1, box);
        };
        const bool hidden =
            more
                ? std::any_of(b.fireBoxes.begin(), b.fireBoxes.end(),
                              [&](const FireBox& box) { return inWay(box) && crosses(box); })
                : std::any_of(between.begin(), between.begin() + static_cast<std::ptrdiff_t>(count),
                              [&](const FireBox* box) { return crosses(*box); });
        if (!hidden) return true;
    }
    return false;
}

namespace {

int fieldGroundHeight(Ground g) {
    return g == Ground::HighHill ? 2 : g == Ground::GentleHill ? 1 : 0;
}

int fieldHeightUnder(const Battle& b, const SimUnit& u) {
    return fieldGroundHeight(groundAt(b, u.x, u.y - u.dir * unitDepth(u) / 2));
}

}  // namespace

bool onHigherGround(const Battle& b, const SimUnit& u, const SimUnit& enemy) {
    if (b.setup == nullptr || b.setup->terrain.empty()) return false;
    return fieldHeightUnder(b, u) > fieldHeightUnder(b, enemy);
}

namespace {

// GA-SHOOT-RANKS: missile troops in two ranks so both shoot; close foot three deep for the
// extra-rank melee points (GA-CC-RESULT, up to three counted); open order in one rank.
int preferredRanks(const SimUnit& u) {
    if (u.st.order == Order::Open) return 1;
    if (u.missile != kNone || u.st.arm == Arm::Cavalry) return 2;
    return u.st.order == Order::Close ? 3 : 2;
}

}  // namespace

namespace {

const BattalPlace* fieldPlaceOf(const Battle& b, const SimUnit& u) {
    const auto battal = static_cast<std::size_t>(u.battal);
    if (u.battal < 0 || battal >= b.battalSpecs.size()) return nullptr;
    const BattalSpec* spec = b.battalSpecs[battal];
    return spec != nullptr && spec->place ? &*spec->place : nullptr;
}

// A battal the battle file places: its units side by side in the file's order, the battal's
// front centred on the place's x, `front` mm from its side's base line; squeezed deeper, as a
// line is, if wider than the table or the place's width.
void deployPlacedBattal(Battle& b, const SimBattal& bt, const BattalPlace& place) {
    const int first = bt.firstUnit, last = bt.firstUnit + bt.unitCount;
    double total = 0;
    for (int k = first; k < last; ++k) {
        SimUnit& u = b.units[static_cast<std::size_t>(k)];
        const int ranks = preferredRanks(u);
        u.files = std::max(1, (u.st.figures + ranks - 1) / ranks);
        refreshShape(u);
        total += unitWidth(u) + (k + 1 < last ? 20 : 0);
    }
    const double room = place.width > 0 ? std::min(place.width, b.width) : b.width;
    const double squeeze = total > room ? total / room : 1.0;
    double across = 0;  // as deployed: whole files narrow a squeezed unit a little more
    for (int k = first; k < last; ++k) {
        SimUnit& u = b.units[static_cast<std::size_t>(k)];
        if (squeeze > 1.0) u.files = std::max(1, static_cast<int>(u.files / squeeze));
        refreshShape(u);
        across += unitWidth(u) + (k + 1 < last ? 20 / squeeze : 0);
    }
    double x = place.x - across / 2;
    for (int k = first; k < last; ++k) {
        SimUnit& u = b.units[static_cast<std::size_t>(k)];
        const double w = unitWidth(u);
        u.x = x + w / 2;
        x += w + 20 / squeeze;
        u.dir = bt.side == 0 ? 1 : -1;
        u.y = bt.side == 0 ? place.front : b.depth - place.front;
        u.st.ranks = ranksOf(u);
    }
}

}  // namespace

void deploy(Battle& b) {
    const int within = b.book.tables().competition.deployWithin;
    for (int side = 0; side < 2; ++side) {
        // First line: every battal not in reserve, side by side; reserves behind. A battal the
        // battle file places stands where it says instead, in neither line.
        for (int line = 0; line < 2; ++line) {
            double total = 0;
            for (SimUnit& u : b.units) {
                if (u.side != side || fieldPlaceOf(b, u) != nullptr) continue;
                const bool reserve =
                    b.battals[static_cast<std::size_t>(u.battal)].orders == BattalOrders::Reserve;
                if (reserve != (line == 1)) continue;
                const int ranks = preferredRanks(u);
                u.files = std::max(1, (u.st.figures + ranks - 1) / ranks);
                refreshShape(u);
                total += unitWidth(u) + 20;
            }
            if (total == 0) continue;
            // A line wider than the table deepens its units until it fits.
            const double squeeze = total > b.width ? total / b.width : 1.0;
            double x = (b.width - total / squeeze) / 2;
            const double front = line == 0 ? within : within - 130;
            for (SimUnit& u : b.units) {
                if (u.side != side || fieldPlaceOf(b, u) != nullptr) continue;
                const bool reserve =
                    b.battals[static_cast<std::size_t>(u.battal)].orders == BattalOrders::Reserve;
                if (reserve != (line == 1)) continue;
                if (squeeze > 1.0) u.files = std::max(1, static_cast<int>(u.files / squeeze));
                refreshShape(u);
                const double w = unitWidth(u);
                u.x = x + w / 2;
                x += w + 20 / squeeze;
                u.dir = side == 0 ? 1 : -1;
                u.y = side == 0 ? front : b.depth - front;
                u.st.ranks = ranksOf(u);
            }
        }
        b.sides[static_cast<std::size_t>(side)].baseLine = side == 0 ? 0 : b.depth;
    }
    for (const SimBattal& bt : b.battals) {
        if (bt.unitCount == 0) continue;
        const SimUnit& u = b.units[static_cast<std::size_t>(bt.firstUnit)];
        if (const BattalPlace* place = fieldPlaceOf(b, u)) deployPlacedBattal(b, bt, *place);
    }
}

BattalFootprint battalFootprint(const BattleState& b, int battal) {
    const SimBattal& bt = b.battals[static_cast<std::size_t>(battal)];
    BattalFootprint f;
    for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount; ++k) {
        const UnitBox box = boxOf(b.units[static_cast<std::size_t>(k)], k);
        const double xLo = box.x - box.width / 2, xHi = box.x + box.width / 2;
        if (k == bt.firstUnit) {
            f = {xLo, xHi, box.yLo, box.yHi};
            continue;
        }
        f.xLo = std::min(f.xLo, xLo);
        f.xHi = std::max(f.xHi, xHi);
        f.yLo = std::min(f.yLo, box.yLo);
        f.yHi = std::max(f.yHi, box.yHi);
    }
    return f;
}

}  // namespace seneschal::battle::sim
