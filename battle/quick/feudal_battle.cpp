#include "battle/quick/feudal_battle.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

#include "battle/quick/abstract_field.hpp"

namespace seneschal::battle::quick {

namespace {

std::string inches(double value) {
    std::ostringstream out;
    out << std::round(value * 10) / 10 << "\"";
    return out.str();
}

}  // namespace

FwBattle::FwBattle(const BattleSetup& setup, const FeudalRules& rules, DiceSource& dice)
    : setup_(setup), rules_(rules), dice_(dice), rally_(setup.option(rules.rallyOption)) {
    deploy();
}

void FwBattle::deploy() {
    for (int side = 0; side < 2; ++side) {
        const SideLines lines = deploySide(
            setup_, side, rules_.menPerUnit, rules_.menPerFigure,
            [&](const ArmySpec&, const BattalSpec& battal, const UnitSpec& spec) {
                const FwUnitKind* kind = &classifyForFeudal(spec, rules_);
                return [this, side, kind, &battal, &spec](int piece, int pieces, int figures) {
                    FwUnit unit;
                    unit.id = static_cast<int>(units_.size());
                    unit.side = side;
                    unit.spec = &spec;
                    unit.piece = pieces > 1 ? piece + 1 : 0;
                    unit.orders = battal.orders;
                    unit.kind = kind;
                    unit.figures = figures;
                    units_.push_back(unit);
                    return unit.id;
                };
            },
            [](const ArmySpec&, const BattalSpec&, const UnitSpec&, const std::vector<int>&) {},
            [](const ArmySpec&, const BattalSpec&, const std::vector<int>&) {},
            [](const ArmySpec&, const SideLines&, std::size_t) {});
        placeLine(units_, lines.front, 0);
        placeLine(units_, lines.reserve, -rules_.reserveDepth);
        total_[side] = lines.total();
    }
}

const std::string& FwBattle::sideName(int side) const {
    return quick::sideName(setup_, side);
}

std::string FwBattle::name(const FwUnit& unit) const {
    std::string text = sideName(unit.side) + " " + unit.spec->name;
    if (unit.piece > 0) text += " #" + std::to_string(unit.piece);
    return text + " (" + unit.kind->name + ")";
}

std::string FwBattle::prefix() const {
    return "turn " + std::to_string(turn_) + " ";
}

double FwBattle::gap(const FwUnit& a, const FwUnit& b) const {
    return fieldGap(a, b, rules_.startGap);
}

double FwBattle::distance(const FwUnit& a, const FwUnit& b) const {
    const double lateral = std::max(0.0, (std::abs(a.file - b.file) - 1) * rules_.frontage);
    return std::hypot(lateral, std::max(gap(a, b), 0.0));
}

int FwBattle::unitsLost(int side) const {
    return static_cast<int>(std::count_if(units_.begin(), units_.end(), [&](const FwUnit& u) {
        return u.side == side && u.removed;
    }));
}

bool FwBattle::engaged(const FwUnit& unit) const {
    return std::any_of(contacts_.begin(), contacts_.end(), [&](const FwContact& c) {
        return c.attacker == unit.id || c.target == unit.id;
    });
}

// FW-CHARGE: only one attacking unit per facing: front, rear and each flank.
bool FwBattle::facingTaken(const FwUnit& target, FwFacing facing, int flankSide) const {
    return std::any_of(contacts_.begin(), contacts_.end(), [&](const FwContact& c) {
        return (c.target == target.id && c.facing == facing &&
                (facing != FwFacing::Flank || c.flankSide == flankSide)) ||
               (facing == FwFacing::Front && c.attacker == target.id);
    });
}

// FW-MELEE: a unit fights the single enemy in contact with its front.
int FwBattle::meleeTarget(const FwUnit& unit, FwFacing& facing) const {
    for (const FwContact& c : contacts_) {
        if (c.attacker == unit.id) {
            facing = c.facing;
            return c.target;
        }
    }
    for (const FwContact& c : contacts_) {
        if (c.target == unit.id && c.facing == FwFacing::Front) {
            facing = FwFacing::Front;
            return c.attacker;
        }
    }
    return -1;
}

int FwBattle::frontEnemy(const FwUnit& unit) const {
    return frontEnemyIn(units_, unit);
}

int FwBattle::friendAhead(const FwUnit& unit) const {
    return friendAheadIn(units_, unit);
}

void FwBattle::movementPhase(int side) {
    const std::size_t s = static_cast<std::size_t>(side);
    if (!reservesActive_[s] && unitsLost(side) > 0) {
        reservesActive_[s] = true;
        log_.add("FW-SEQ", prefix() + sideName(side) + " has lost a unit: its reserve moves up");
    }
    std::vector<int> order;
    for (FwUnit& u : units_) {
        u.moved = false;
        u.turned = false;
        if (u.side == side && !u.removed) order.push_back(u.id);
    }
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return units_[static_cast<std::size_t>(a)].pos > units_[static_cast<std::size_t>(b)].pos;
    });
    for (const int id : order) moveUnit(units_[static_cast<std::size_t>(id)]);
}

// FW-MOVE turning 3: a unit in melee with nobody on its front faces one of its attackers.
void FwBattle::turnToFace(FwUnit& unit) {
    FwFacing facing = FwFacing::Front;
    if (meleeTarget(unit, facing) >= 0) return;
    for (FwContact& c : contacts_) {
        if (c.target != unit.id) continue;
        log_.add("FW-MOVE", prefix() + name(unit) + " turns to face " +
                                name(units_[static_cast<std::size_t>(c.attacker)]) + " on its " +
                                toString(c.facing));
        c.facing = FwFacing::Front;
        unit.turned = true;
        unit.facesFlank = true;
        return;
    }
}

void FwBattle::moveUnit(FwUnit& unit) {
    if (engaged(unit)) {
        turnToFace(unit);
        return;
    }
    BattalOrders orders = unit.orders;
    if (orders == BattalOrders::Reserve && reservesActive_[static_cast<std::size_t>(unit.side)]) {
        orders = BattalOrders::Attack;
    }
    if (orders == BattalOrders::Reserve || orders == BattalOrders::Hold ||
        orders == BattalOrders::Defend) {
        return;
    }
    const int enemy = frontEnemy(unit);
    const double enemyGap = enemy >= 0 ? gap(unit, units_[static_cast<std::size_t>(enemy)])
                                       : std::numeric_limits<double>::infinity();
    if (unit.kind->missile != FwMissile::None) {
        // Archers stand to shoot (FW-SHOOT: no shooting after moving); under skirmish orders
        // they fall back from an enemy closer than keepAway.
        if (orders == BattalOrders::Skirmish && enemyGap < rules_.keepAway) {
            retreat(unit, moveRoll(*unit.kind, dice_, rules_));
        } else if (shootingTarget(unit) < 0) {
            advance(unit, moveRoll(*unit.kind, dice_, rules_), rules_.range);
        }
        return;
    }
    if (orders == BattalOrders::Skirmish) return;  // no missiles: hold the line
    const int roll = moveRoll(*unit.kind, dice_, rules_);
    if (charge(unit, roll)) return;
    const int ahead = friendAhead(unit);
    const bool blocked = ahead >= 0 && engaged(units_[static_cast<std::size_t>(ahead)]);
    if ((enemy < 0 || blocked) && turnsAllowed(*unit.kind, rules_) >= 2) {
        sidestep(unit, roll);  // knights turn, move across and turn back
    } else {
        advance(unit, roll, rules_.haltShort);
    }
}

// FW-CHARGE: a target with part of its base in the charger's front arc, closer than the move
// rolled, contacted on a facing not already in contact: its front when the enemy stands in
// the charger's own file, otherwise the flank of an enemy in the next file.
bool FwBattle::charge(FwUnit& unit, int roll) {
    if (friendAhead(unit) >= 0) return false;  // FW-INTERPEN: no moving through friends
    int best = -1;
    FwFacing facing = FwFacing::Front;
    for (const FwUnit& e : units_) {
        if (e.removed || e.side == unit.side || std::abs(e.file - unit.file) > 1) continue;
        const double g = gap(unit, e);
        if (g < 0 || g >= roll) continue;  // FW-CHARGE: less than the move rolled
        const FwFacing f = e.file == unit.file && !e.facesFlank ? FwFacing::Front : FwFacing::Flank;
        if (e.file != unit.file && frontEnemy(unit) >= 0) continue;  // its own foe comes first
        if (facingTaken(e, f, unit.file < e.file ? -1 : 1)) continue;
        if (best < 0 || g < gap(unit, units_[static_cast<std::size_t>(best)])) {
            best = e.id;
            facing = f;
        }
    }
    if (best < 0) return false;
    FwUnit& target = units_[static_cast<std::size_t>(best)];
    const double g = gap(unit, target);
    unit.pos += g;
    unit.moved = true;
    contacts_.push_back({unit.id, target.id, facing, unit.file < target.file ? -1 : 1});
    log_.add("FW-CHARGE", prefix() + name(unit) + " rolls " + std::to_string(roll) +
                              "\" and charges " + name(target) + " " + inches(g) +
                              " away, into its " + toString(facing));
    return true;
}

void FwBattle::advance(FwUnit& unit, double inchesRolled, double stopAtGap) {
    double want = inchesRolled;
    const int enemy = frontEnemy(unit);
    double nearest = std::numeric_limits<double>::infinity();
    for (const FwUnit& e : units_) {
        if (!e.removed && e.side != unit.side && std::abs(e.file - unit.file) <= 1) {
            nearest = std::min(nearest, gap(unit, e));
        }
    }
    if (enemy >= 0) nearest = gap(unit, units_[static_cast<std::size_t>(enemy)]);
    if (std::isfinite(nearest)) want = std::min(want, nearest - stopAtGap);
    const int ahead = friendAhead(unit);
    if (ahead >= 0)
        want =
            std::min(want, units_[static_cast<std::size_t>(ahead)].pos - rules_.depth - unit.pos);
    if (!std::isfinite(nearest) && enemy < 0) {
        // No enemy in reach of this file: come level with the nearest enemy line.
        double level = std::numeric_limits<double>::infinity();
        for (const FwUnit& e : units_) {
            if (!e.removed && e.side != unit.side) level = std::min(level, gap(unit, e));
        }
        if (std::isfinite(level)) want = std::min(want, level - stopAtGap);
    }
    if (want <= kEpsilon) return;
    unit.pos += want;
    unit.moved = true;
    log_.add("FW-MOVE", prefix() + name(unit) + " rolls " + inches(inchesRolled) +
                            " and advances " + inches(want));
}

void FwBattle::retreat(FwUnit& unit, double inchesRolled) {
    const double room = unit.pos + rules_.reserveDepth + rules_.rearRoom;
    double back = std::min(inchesRolled, room);
    for (const FwUnit& f : units_) {  // FW-INTERPEN: not through a friend behind
        if (!f.removed && f.side == unit.side && f.id != unit.id && f.file == unit.file &&
            f.pos < unit.pos) {
            back = std::min(back, unit.pos - f.pos - rules_.depth);
        }
    }
    if (back <= kEpsilon) return;
    unit.pos -= back;
    unit.moved = true;
    unit.turned = true;  // it turns about to fall back, and again at the end if knights
    log_.add("FW-MOVE",
             prefix() + name(unit) + " falls back " + inches(back) + " to keep its distance");
}

// FW-MOVE: knights may turn twice, so they can turn, ride across the front and turn back;
// foot (one turn) cannot. Each file crossed costs a frontage.
void FwBattle::sidestep(FwUnit& unit, double inchesRolled) {
    int target = unit.file;
    int bestDistance = std::numeric_limits<int>::max();
    for (const FwUnit& e : units_) {
        if (e.removed || e.side == unit.side || e.file == unit.file) continue;
        const bool friendInFront = std::any_of(units_.begin(), units_.end(), [&](const FwUnit& f) {
            return !f.removed && f.side == unit.side && f.id != unit.id && f.file == e.file &&
                   f.pos >= unit.pos - kEpsilon;
        });
        const int d = std::abs(e.file - unit.file);
        if (friendInFront || d >= bestDistance) continue;
        bestDistance = d;
        target = e.file;
    }
    if (target == unit.file) {
        advance(unit, inchesRolled, rules_.haltShort);
        return;
    }
    const int step = target > unit.file ? 1 : -1;
    int steps = std::min(std::abs(target - unit.file),
                         static_cast<int>(std::floor(inchesRolled / rules_.frontage + kEpsilon)));
    const int from = unit.file;
    while (steps-- > 0) {
        const int next = unit.file + step;
        const bool blocked = std::any_of(units_.begin(), units_.end(), [&](const FwUnit& o) {
            if (o.removed || o.id == unit.id || o.file != next) return false;
            return o.side == unit.side ? std::fabs(o.pos - unit.pos) < rules_.depth - kEpsilon
                                       : gap(unit, o) < rules_.depth;
        });
        if (blocked) break;  // FW-INTERPEN
        unit.file = next;
    }
    if (unit.file == from) return;
    unit.moved = true;
    unit.turned = true;
    log_.add("FW-MOVE", prefix() + name(unit) + " turns, rides across from file " +
                            std::to_string(from) + " to " + std::to_string(unit.file) +
                            " and turns back");
}

// FW-LOS: blocked by any other unit standing between the shooter and the target in the
// shooter's file or the target's file.
bool FwBattle::lineOfSight(const FwUnit& shooter, const FwUnit& target) const {
    const double g = gap(shooter, target);
    for (const FwUnit& o : units_) {
        if (o.removed || o.id == shooter.id || o.id == target.id) continue;
        if (o.file != shooter.file && o.file != target.file) continue;
        const double along = o.side == shooter.side ? o.pos - shooter.pos : g - gap(shooter, o);
        if (along > kEpsilon && along < g - kEpsilon) return false;
    }
    return true;
}

// FW-SHOOT: the nearest enemy within range, in the front arc (FW-FACING, 45 degrees) and in
// sight; the enemy in its own file first.
int FwBattle::shootingTarget(const FwUnit& shooter) const {
    int best = -1;
    double bestDistance = 0;
    for (const FwUnit& t : units_) {
        if (t.removed || t.side == shooter.side) continue;
        const double g = gap(shooter, t);
        const double edge = std::max(0.0, (std::abs(t.file - shooter.file) - 1) * rules_.frontage);
        if (g < 0 || edge > g + kEpsilon) continue;
        const double d = distance(shooter, t);
        if (d > rules_.range + kEpsilon || !lineOfSight(shooter, t)) continue;
        const bool same = t.file == shooter.file;
        if (best >= 0) {
            const bool bestSame = units_[static_cast<std::size_t>(best)].file == shooter.file;
            if (bestSame && !same) continue;
            if (bestSame == same && d >= bestDistance - kEpsilon) continue;
        }
        best = t.id;
        bestDistance = d;
    }
    return best;
}

void FwBattle::shootingPhase(int side) {
    for (FwUnit& u : units_) {
        if (u.side != side || u.removed || u.kind->missile == FwMissile::None) continue;
        if (engaged(u) || u.moved) continue;  // FW-SHOOT: archers may not shoot if they moved
        if (u.kind->missile == FwMissile::Crossbow && u.turned) continue;  // nor crossbows turn
        const int target = shootingTarget(u);
        if (target < 0) continue;
        FwUnit& t = units_[static_cast<std::size_t>(target)];
        int roll = 0;
        for (int i = 0; i < rules_.shootDice; ++i) roll += dice_.averageD6();
        const int raw = shootingHits(*u.kind, roll, rules_);
        const FwFacing facing = t.facesFlank ? FwFacing::Flank : FwFacing::Front;
        const int hits = shotHits(raw, *t.kind, facing, false, rules_);
        addHits(t.hits, t.permanent, hits, rules_);
        log_.add("FW-SHOOT", prefix() + name(u) + " shoots " + name(t) + " at " +
                                 inches(distance(u, t)) + ": rolls " + std::to_string(roll) + ", " +
                                 std::to_string(hits) + " hit(s), " + std::to_string(t.hits) +
                                 " in all");
    }
}

}  // namespace seneschal::battle::quick
