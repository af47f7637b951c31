#include "battle/quick/postcard_battle.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

#include "battle/quick/abstract_field.hpp"

namespace seneschal::battle::quick {

namespace {

std::string lengths(double value) {
    std::ostringstream out;
    out << std::round(value * 100) / 100;
    return out.str();
}

std::string faces(const std::vector<int>& rolled) {
    std::string text = "[";
    for (std::size_t i = 0; i < rolled.size(); ++i) {
        text += (i ? "," : "") + std::to_string(rolled[i]);
    }
    return text + "]";
}

}  // namespace

PcBattle::PcBattle(const BattleSetup& setup, const PostcardRules& rules, DiceSource& dice)
    : setup_(setup), rules_(rules), dice_(dice) {
    deploy();
}

void PcBattle::deploy() {
    for (int side = 0; side < 2; ++side) {
        const SideLines lines = deploySide(
            setup_, side, rules_.menPerStand, rules_.menPerFigure,
            [&](const ArmySpec&, const BattalSpec&, const UnitSpec& unit) {
                const PcTraits traits = classifyForPostcard(unit, rules_);
                return [this, side, traits](int, int, int figures) {
                    PcStand stand;
                    stand.id = static_cast<int>(stands_.size());
                    stand.side = side;
                    stand.unit = static_cast<int>(units_.size());  // the unit being deployed
                    stand.traits = traits;
                    stand.strength = standStrength(traits, rules_);  // PC-STRENGTH
                    stand.figures = figures;
                    stands_.push_back(stand);
                    return stand.id;
                };
            },
            [&](const ArmySpec&, const BattalSpec& battal, const UnitSpec& unit,
                const std::vector<int>& ids) {
                units_.push_back(PcUnit{&unit, side, battal.orders, ids});
            },
            [&](const ArmySpec&, const BattalSpec& battal, const std::vector<int>& ids) {
                // A battal leader rides with the middle stand of his battal.
                if (!battal.leader.empty() && !ids.empty()) {
                    commanders_.push_back(
                        {battal.leader, side, ids[ids.size() / 2], 0, LeaderFate::Unharmed});
                }
            },
            [&](const ArmySpec& army, const SideLines& sofar, std::size_t frontFrom) {
                // The army leader rides with the middle stand of his army's front line.
                if (army.leader.empty()) return;
                const std::size_t count = sofar.front.size() - frontFrom;
                int at = count > 0 ? sofar.front[frontFrom + count / 2] : -1;
                if (at < 0 && !sofar.reserve.empty()) at = sofar.reserve[sofar.reserve.size() / 2];
                if (at >= 0)
                    commanders_.push_back({army.leader, side, at, 0, LeaderFate::Unharmed});
            });
        placeLine(stands_, lines.front, 0);
        placeLine(stands_, lines.reserve, -rules_.reserveDepth);
        totalStands_[static_cast<std::size_t>(side)] = lines.total();
    }
    // Leaders recorded as not fit to fight (wounded, captive, dead) are not on the field.
    std::erase_if(commanders_, [&](const PcCommander& c) {
        const auto it = std::find_if(setup_.leaders.begin(), setup_.leaders.end(),
                                     [&](const LeaderSpec& l) { return l.id == c.leader; });
        return it != setup_.leaders.end() && it->status != LeaderStatus::Active;
    });
}

const std::string& PcBattle::sideName(int side) const {
    return quick::sideName(setup_, side);
}

std::string PcBattle::name(const PcStand& stand) const {
    const PcUnit& unit = units_[static_cast<std::size_t>(stand.unit)];
    const auto at =
        std::find(unit.stands.begin(), unit.stands.end(), stand.id) - unit.stands.begin();
    std::string text = sideName(stand.side) + " " + unit.spec->name;
    if (unit.stands.size() > 1) text += " #" + std::to_string(at + 1);
    return text;
}

double PcBattle::gap(const PcStand& a, const PcStand& b) const {
    return fieldGap(a, b, rules_.startGap);
}

double PcBattle::distance(const PcStand& a, const PcStand& b) const {
    const double lateral = std::abs(a.file - b.file) * rules_.standWidth;
    if (a.side == b.side) return std::hypot(lateral, a.pos - b.pos);
    const double edge = std::max(0.0, lateral - rules_.standWidth);
    return std::hypot(edge, std::max(gap(a, b), 0.0));
}

// PC-SHOOT: 45 degrees either side of straight ahead, measured to the nearest part of the
// target's base.
bool PcBattle::inArc(const PcStand& shooter, const PcStand& target) const {
    const double lateral = std::abs(shooter.file - target.file) * rules_.standWidth;
    const double edge = std::max(0.0, lateral - rules_.standWidth);
    const double ahead = gap(shooter, target);
    return ahead >= 0 && edge <= ahead + kEpsilon;
}

int PcBattle::standsLost(int side) const {
    return static_cast<int>(std::count_if(stands_.begin(), stands_.end(), [&](const PcStand& s) {
        return s.side == side && s.removed;
    }));
}

int PcBattle::frontEnemy(const PcStand& stand) const {
    return frontEnemyIn(stands_, stand);
}

int PcBattle::friendAhead(const PcStand& stand) const {
    return friendAheadIn(stands_, stand);
}

int PcBattle::friendBehind(const PcStand& stand) const {
    int best = -1;
    for (const PcStand& other : stands_) {
        if (other.removed || other.side != stand.side || other.id == stand.id ||
            other.file != stand.file || other.pos > stand.pos + kEpsilon)
            continue;
        if (best < 0 || other.pos > stands_[static_cast<std::size_t>(best)].pos) best = other.id;
    }
    return best;
}

double PcBattle::nearestEnemyDistance(const PcStand& stand) const {
    double best = std::numeric_limits<double>::infinity();
    for (const PcStand& other : stands_) {
        if (!other.removed && other.side != stand.side)
            best = std::min(best, distance(stand, other));
    }
    return best;
}

void PcBattle::playerTurn(int side) {
    for (PcStand& stand : stands_) stand.charged = false;
    log_.add("PC-SEQ", "turn " + std::to_string(turn_) + ": " + sideName(side) +
                           " moves and shoots, then fights");
    const std::size_t s = static_cast<std::size_t>(side);
    if (!reservesActive_[s] && standsLost(side) > 0) {
        reservesActive_[s] = true;
        log_.add("PC-CMD", sideName(side) + " has lost a stand: its reserve moves up");
    }
    for (std::size_t u = 0; u < units_.size(); ++u) {
        if (units_[u].side == side) actUnit(static_cast<int>(u));
    }
    melee(side);
}

void PcBattle::actUnit(int unitIndex) {
    const PcUnit& unit = units_[static_cast<std::size_t>(unitIndex)];
    BattalOrders orders = unit.orders;
    if (orders == BattalOrders::Reserve && reservesActive_[static_cast<std::size_t>(unit.side)]) {
        orders = BattalOrders::Attack;
    }
    // Stands facing an enemy move first, front to back, so that the others can come up
    // level with them.
    std::vector<int> order = unit.stands;
    std::vector<bool> facing(stands_.size(), false);
    for (const int id : order)
        facing[static_cast<std::size_t>(id)] =
            frontEnemy(stands_[static_cast<std::size_t>(id)]) >= 0;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const auto ia = static_cast<std::size_t>(a);
        const auto ib = static_cast<std::size_t>(b);
        if (facing[ia] != facing[ib]) return static_cast<bool>(facing[ia]);
        return stands_[ia].pos > stands_[ib].pos;
    });
    PcCommand command = PcCommand::Obey;
    bool rolled = false;
    for (const int id : order) {
        PcStand& stand = stands_[static_cast<std::size_t>(id)];
        if (!stand.removed && stand.contact < 0) actStand(stand, orders, command, rolled);
    }
}

// PC-CMD: a group (a unit's stands) more than `radius` lengths from every commander of its
// side who is in action rolls once for the turn.
PcCommand PcBattle::command(int unitIndex) {
    const PcUnit& unit = units_[static_cast<std::size_t>(unitIndex)];
    for (const PcCommander& c : commanders_) {
        if (c.side != unit.side || c.stand < 0 || c.fate == LeaderFate::Killed ||
            c.outUntilTurn >= turn_)
            continue;
        for (const int id : unit.stands) {
            const PcStand& stand = stands_[static_cast<std::size_t>(id)];
            if (!stand.removed && distance(stand, stands_[static_cast<std::size_t>(c.stand)]) <=
                                      rules_.commandRadius + kEpsilon) {
                return PcCommand::Obey;
            }
        }
    }
    const PcTraits& traits = stands_[static_cast<std::size_t>(unit.stands.front())].traits;
    const int roll = dice_.d6();
    const PcCommand result = commandResult(roll, traits, rules_);
    const int modifier = commandModifier(traits, rules_);
    log_.add("PC-CMD",
             "turn " + std::to_string(turn_) + " " + sideName(unit.side) + " " + unit.spec->name +
                 " out of command: rolls " + std::to_string(roll) +
                 (modifier ? (modifier > 0 ? " +" : " ") + std::to_string(modifier) : "") + ", " +
                 toString(result));
    return result;
}

void PcBattle::actStand(PcStand& stand, BattalOrders orders, PcCommand& command, bool& rolled) {
    if (tryRally(stand)) return;
    const PcPieceKind& kind = *stand.traits.kind;
    auto allowance = [&]() {
        if (!rolled) {
            command = this->command(stand.unit);
            rolled = true;
        }
        return moveAllowance(stand.traits, command, false, rules_);
    };
    const bool waiting = orders == BattalOrders::Reserve || orders == BattalOrders::Hold ||
                         orders == BattalOrders::Defend;
    if (waiting || (orders == BattalOrders::Skirmish && kind.shoot == PcShoot::None)) {
        shoot(stand);
        return;
    }
    const int enemy = frontEnemy(stand);
    const double enemyGap = enemy >= 0 ? gap(stand, stands_[static_cast<std::size_t>(enemy)])
                                       : std::numeric_limits<double>::infinity();
    if (kind.shoot == PcShoot::ThenMove) {
        // Horse archers and skirmishers shoot, then keep their distance.
        const bool shot = shoot(stand);
        const double keep = kind.shootRange + rules_.keepBeyondRange;
        if (enemyGap < keep - kEpsilon) {
            fallBack(stand, allowance(), keep);
        } else if (!shot) {
            advance(stand, allowance(), false, kind.shootRange);
        }
        return;
    }
    if (kind.shoot == PcShoot::Still) {
        // Archers stand to shoot; under skirmish orders they step back from a close enemy.
        if (orders == BattalOrders::Skirmish && enemyGap <= rules_.enemyFront + kEpsilon) {
            fallBack(stand, allowance(), kind.shootRange);
        } else if (!shoot(stand)) {
            advance(stand, allowance(), false, kind.shootRange);
        }
        return;
    }
    const double lengthsAllowed = allowance();
    advance(stand, lengthsAllowed, mayCharge(stand.traits, command), rules_.haltShort);
}

// PC-RALLY: a stand with enough hits, out of bow shot, rallies instead of moving.
bool PcBattle::tryRally(PcStand& stand) {
    if (stand.hits < rules_.rallyMinHits || stand.contact >= 0) return false;
    if (nearestEnemyDistance(stand) <= rules_.bowShot + kEpsilon) return false;
    const int roll = dice_.d6();
    const bool recovers = roll >= rules_.rallyOn;
    if (recovers) stand.hits = std::max(0, stand.hits - rules_.rallyRecovers);
    log_.add("PC-RALLY", "turn " + std::to_string(turn_) + " " + name(stand) +
                             " rallies: " + std::to_string(roll) +
                             (recovers ? ", recovers a hit" : ", no change") + " (" +
                             std::to_string(stand.hits) + " hits)");
    return true;
}

// PC-SHOOT: the nearest enemy in arc and range, not already in melee; its own file first.
int PcBattle::shootingTarget(const PcStand& shooter) const {
    const PcPieceKind& kind = *shooter.traits.kind;
    int best = -1;
    double bestDistance = 0;
    for (const PcStand& t : stands_) {
        if (t.removed || t.side == shooter.side || t.contact >= 0 || !inArc(shooter, t)) continue;
        const double d = distance(shooter, t);
        if (d > kind.shootRange + kEpsilon) continue;
        const bool sameFile = t.file == shooter.file;
        if (best >= 0) {
            const PcStand& b = stands_[static_cast<std::size_t>(best)];
            const bool bestSameFile = b.file == shooter.file;
            if (bestSameFile && !sameFile) continue;
            if (bestSameFile == sameFile && d >= bestDistance - kEpsilon) continue;
        }
        best = t.id;
        bestDistance = d;
    }
    return best;
}

bool PcBattle::shoot(PcStand& shooter) {
    const PcPieceKind& kind = *shooter.traits.kind;
    if (kind.shoot == PcShoot::None || kind.shootDice <= 0) return false;
    const int target = shootingTarget(shooter);
    if (target < 0) return false;
    PcStand& t = stands_[static_cast<std::size_t>(target)];
    const int modifier = shootingModifier(shooter.traits, t.traits, false, rules_);
    std::vector<int> rolled;
    const int hits = rollHits(dice_, kind.shootDice, modifier, rules_.shootHitOn, rolled);
    log_.add("PC-SHOOT", "turn " + std::to_string(turn_) + " " + name(shooter) + " shoots " +
                             name(t) + " at " + lengths(distance(shooter, t)) +
                             " lengths: " + faces(rolled) +
                             (modifier ? " " + std::to_string(modifier) + " per die" : "") + ", " +
                             std::to_string(hits) + " hit(s)");
    applyHits(t, hits, true, "PC-SHOOT");
    return true;
}

void PcBattle::advance(PcStand& stand, double allowance, bool charge, double stopAtGap) {
    if (allowance <= kEpsilon) return;
    const int enemy = frontEnemy(stand);
    if (enemy < 0) {
        sidestep(stand, allowance);
        return;
    }
    PcStand& e = stands_[static_cast<std::size_t>(enemy)];
    const double g = gap(stand, e);
    const int ahead = friendAhead(stand);
    // PC-MOVE: charge to the front only, into an enemy whose front is free.
    if (charge && ahead < 0 && e.contact < 0 && g <= allowance + kEpsilon) {
        stand.pos += g;
        stand.contact = e.id;
        e.contact = stand.id;
        stand.charged = true;
        log_.add("PC-MOVE", "turn " + std::to_string(turn_) + " " + name(stand) + " charges " +
                                name(e) + " (" + lengths(g) + " lengths)");
        return;
    }
    double move = std::min(allowance, g - stopAtGap);
    if (ahead >= 0) {
        move = std::min(
            move, stands_[static_cast<std::size_t>(ahead)].pos - rules_.standDepth - stand.pos);
    }
    if (move <= kEpsilon) return;
    stand.pos += move;
    log_.add("PC-MOVE", "turn " + std::to_string(turn_) + " " + name(stand) + " advances " +
                            lengths(move) + " lengths, " + lengths(g - move) + " from " + name(e));
}

void PcBattle::fallBack(PcStand& stand, double allowance, double wantGap) {
    const int enemy = frontEnemy(stand);
    if (enemy < 0 || allowance <= kEpsilon) return;
    const double g = gap(stand, stands_[static_cast<std::size_t>(enemy)]);
    double move = std::min(allowance, wantGap - g);
    move = std::min(move, stand.pos + rules_.reserveDepth + rules_.rearRoom);
    const int behind = friendBehind(stand);
    if (behind >= 0) {
        move = std::min(
            move, stand.pos - stands_[static_cast<std::size_t>(behind)].pos - rules_.standDepth);
    }
    if (move <= kEpsilon) return;
    stand.pos -= move;
    log_.add("PC-MOVE", "turn " + std::to_string(turn_) + " " + name(stand) + " falls back " +
                            lengths(move) + " lengths to keep its distance");
}

// PC-MOVE: a single stand may move in any direction. A stand with no enemy in its file
// slides towards the nearest enemy, or comes level beside a friend already facing that enemy
// so as to overlap it (PC-MELEE).
void PcBattle::sidestep(PcStand& stand, double allowance) {
    int target = 0;
    bool found = false;
    for (const PcStand& e : stands_) {
        if (e.removed || e.side == stand.side) continue;
        const int d = std::abs(e.file - stand.file);
        const int best = std::abs(target - stand.file);
        if (!found || d < best || (d == best && std::abs(e.file) < std::abs(target)) ||
            (d == best && std::abs(e.file) == std::abs(target) && e.file < target)) {
            target = e.file;
            found = true;
        }
    }
    if (!found) return;
    int friendThere = -1;
    for (const PcStand& f : stands_) {
        if (f.removed || f.side != stand.side || f.id == stand.id || f.file != target) continue;
        if (friendThere < 0 || f.pos > stands_[static_cast<std::size_t>(friendThere)].pos)
            friendThere = f.id;
    }
    if (friendThere >= 0 &&
        stands_[static_cast<std::size_t>(friendThere)].pos >= stand.pos - kEpsilon) {
        target += stand.file > target ? 1 : -1;
    }
    if (target == stand.file) {
        double level = stands_[static_cast<std::size_t>(friendThere)].pos;
        const int ahead = friendAhead(stand);
        if (ahead >= 0)
            level =
                std::min(level, stands_[static_cast<std::size_t>(ahead)].pos - rules_.standDepth);
        const double move = std::min(allowance, level - stand.pos);
        if (move <= kEpsilon) return;
        stand.pos += move;
        log_.add("PC-MOVE", "turn " + std::to_string(turn_) + " " + name(stand) + " comes up " +
                                lengths(move) + " lengths to overlap");
        return;
    }
    const int step = target > stand.file ? 1 : -1;
    int steps = std::min(std::abs(target - stand.file),
                         static_cast<int>(std::floor(allowance / rules_.standWidth + kEpsilon)));
    const int from = stand.file;
    while (steps-- > 0) {
        const int next = stand.file + step;
        const bool blocked = std::any_of(stands_.begin(), stands_.end(), [&](const PcStand& o) {
            return !o.removed && o.id != stand.id && o.file == next &&
                   (o.side == stand.side
                        ? std::fabs(o.pos - stand.pos) < rules_.standDepth - kEpsilon
                        : o.contact >= 0 || gap(stand, o) < rules_.haltShort);
        });
        if (blocked) break;
        stand.file = next;
    }
    if (stand.file != from) {
        log_.add("PC-MOVE", "turn " + std::to_string(turn_) + " " + name(stand) +
                                " moves sideways from file " + std::to_string(from) + " to " +
                                std::to_string(stand.file));
    }
}

// PC-SHOOT: "owner of group chooses where to put hit": each hit goes on the stand of the
// target's group (its unit's stands level with it) with most strength left.
void PcBattle::applyHits(PcStand& target, int hits, bool ownerChooses, const std::string& rule) {
    const double level = target.pos;
    for (int i = 0; i < hits; ++i) {
        PcStand* chosen = target.removed ? nullptr : &target;
        if (ownerChooses) {
            for (const int id : units_[static_cast<std::size_t>(target.unit)].stands) {
                PcStand& s = stands_[static_cast<std::size_t>(id)];
                if (s.removed || std::fabs(s.pos - level) > kEpsilon) continue;
                if (chosen == nullptr || s.strength - s.hits > chosen->strength - chosen->hits) {
                    chosen = &s;
                }
            }
        }
        if (chosen == nullptr) return;
        ++chosen->hits;
        if (chosen->hits >= chosen->strength) removeStand(*chosen, rule);
    }
}

// PC-STRENGTH: a stand that has taken as many hits as its strength is removed.
void PcBattle::removeStand(PcStand& stand, const std::string& rule) {
    stand.removed = true;
    if (stand.contact >= 0) stands_[static_cast<std::size_t>(stand.contact)].contact = -1;
    stand.contact = -1;
    log_.add(rule, "turn " + std::to_string(turn_) + " " + name(stand) + " removed (" +
                       std::to_string(stand.hits) + " hits, strength " +
                       std::to_string(stand.strength) + ")");
    for (PcCommander& c : commanders_) {
        if (c.stand != stand.id) continue;
        int nearest = -1;
        for (const PcStand& s : stands_) {
            if (s.removed || s.side != stand.side) continue;
            if (nearest < 0 ||
                distance(s, stand) < distance(stands_[static_cast<std::size_t>(nearest)], stand)) {
                nearest = s.id;
            }
        }
        c.stand = nearest;
    }
}

}  // namespace seneschal::battle::quick
