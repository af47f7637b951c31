// FW-SEQ turn order, FW-MELEE, FW-ROUT and the end of a Feudal battle.
#include "battle/quick/feudal_resolver.hpp"

#include <algorithm>

#include "base/errors.hpp"
#include "battle/quick/feudal_battle.hpp"

namespace seneschal::battle::quick {

// FW-SEQ: the attacker is the side with more units under attack orders; a tie is a grey
// area settled by a roll-off (FW-GREY).
int FwBattle::chooseAttacker() {
    int attacking[2] = {0, 0};
    for (const FwUnit& u : units_) {
        attacking[u.side] += u.orders == BattalOrders::Attack || u.orders == BattalOrders::Flank;
    }
    if (attacking[0] != attacking[1]) {
        const int attacker = attacking[0] > attacking[1] ? 0 : 1;
        log_.add("FW-SEQ", sideName(attacker) + " attacks with " +
                               std::to_string(attacking[attacker]) + " units against " +
                               std::to_string(attacking[1 - attacker]) +
                               " and plays first each turn");
        return attacker;
    }
    int first = 0;
    int second = 0;
    const int attacker = rollOff(dice_, first, second);
    log_.add("FW-GREY", "who attacks is too close to call: " + sideName(0) + " rolls " +
                            std::to_string(first) + ", " + sideName(1) + " rolls " +
                            std::to_string(second) + "; " + sideName(attacker) + " attacks");
    return attacker;
}

void FwBattle::playerTurn(int side) {
    log_.add("FW-SEQ",
             prefix() + sideName(side) + ": movement, shooting, melee, routs and rallies");
    movementPhase(side);
    shootingPhase(side);
    meleePhase(side);
    routPhase(side);
}

// FW-MELEE: one-sided: only the player whose turn it is inflicts hits.
void FwBattle::meleePhase(int side) {
    for (FwUnit& u : units_) {
        if (u.side != side || u.removed) continue;
        FwFacing facing = FwFacing::Front;
        const int target = meleeTarget(u, facing);
        if (target < 0) continue;
        FwUnit& t = units_[static_cast<std::size_t>(target)];
        int roll = 0;
        for (int i = 0; i < rules_.meleeDice; ++i) roll += dice_.averageD6();
        const int hits = meleeHitsOn(meleeHits(*u.kind, roll), *t.kind, facing, false, rules_);
        addHits(t.hits, t.permanent, hits, rules_);
        log_.add("FW-MELEE", prefix() + name(u) + " attacks " + name(t) + " on its " +
                                 toString(facing) + ": rolls " + std::to_string(roll) + ", " +
                                 std::to_string(hits) + " hit(s), " + std::to_string(t.hits) +
                                 " in all");
    }
}

// FW-ROUT: units with removeAt hits or more leave the table; rallies under the optional rule.
void FwBattle::routPhase(int side) {
    for (FwUnit& u : units_) {
        if (!u.removed && u.hits >= rules_.removeAt) removeUnit(u);
    }
    if (!rally_) return;
    for (FwUnit& u : units_) {
        if (u.side != side || u.removed || engaged(u) || u.hits <= u.permanent) continue;
        const int before = u.hits;
        rallyOff(u.hits, u.permanent, rules_);
        log_.add("FW-ROUT", prefix() + name(u) + " rallies off " + std::to_string(before - u.hits) +
                                " hit(s) (" + std::to_string(u.permanent) + " permanent)");
    }
}

void FwBattle::removeUnit(FwUnit& unit) {
    unit.removed = true;
    std::erase_if(contacts_,
                  [&](const FwContact& c) { return c.attacker == unit.id || c.target == unit.id; });
    log_.add("FW-ROUT",
             prefix() + name(unit) + " is removed with " + std::to_string(unit.hits) + " hits");
}

// The army break (reconstructed): a side that has lost breakFraction of its units leaves
// the field; if both reach it together, the greater share breaks; equal shares: both (2).
int FwBattle::breaking() const {
    return sideGivingWay(lostFraction(unitsLost(0), total_[0]),
                         lostFraction(unitsLost(1), total_[1]), rules_.breakFraction);
}

QuickBattleResult FwBattle::fight() {
    const int attacker = chooseAttacker();
    const int limit = std::min(setup_.moveLimit, rules_.maxTurns);
    int loser = -1;
    bool decided = false;
    int turnsPlayed = 0;
    for (turn_ = 1; turn_ <= limit && !decided; ++turn_) {
        turnsPlayed = turn_;
        for (const int side : {attacker, 1 - attacker}) {
            playerTurn(side);
            loser = breaking();
            if (loser >= 0) {
                decided = true;
                break;
            }
        }
    }
    turn_ = turnsPlayed;
    if (decided && loser == 2) {
        log_.add("FW-ROUT", "both armies break together: a draw");
        loser = -1;
    } else if (decided) {
        log_.add("FW-ROUT", sideName(loser) + " has lost " + std::to_string(unitsLost(loser)) +
                                " of " + std::to_string(total_[loser]) +
                                " units and leaves the field; " + sideName(1 - loser) +
                                " holds it");
    } else {
        const double f0 = lostFraction(unitsLost(0), total_[0]);
        const double f1 = lostFraction(unitsLost(1), total_[1]);
        loser = turnLimitLoser(f0, f1);
        log_.add("FW-SEQ", turnLimitVerdict(setup_, limit, loser));
    }

    QuickBattleResult result;
    result.outcome = foughtOutcome(setup_, "feudal", turnsPlayed, loser);
    BattleOutcome& out = result.outcome;
    for (int side = 0; side < 2; ++side) {
        const std::string& sideId = setup_.sides[static_cast<std::size_t>(side)].id;
        for (const ArmySpec& army : setup_.armies) {
            if (army.side != sideId) continue;
            for (const BattalSpec& battal : army.battals) {
                for (const UnitSpec& spec : battal.units) {
                    std::vector<PieceFate> pieces;
                    for (const FwUnit& u : units_) {
                        if (u.spec == &spec)
                            pieces.push_back({u.figures, u.hits, rules_.removeAt, u.removed});
                    }
                    out.units.push_back(
                        unitOutcome(spec, sideId, pieces, rules_.casualtyShare, side == loser));
                }
            }
        }
    }
    // The Feudal rules have no leaders on the table: every leader comes through unharmed.
    for (const LeaderSpec& leader : setup_.leaders) {
        if (leader.status == LeaderStatus::Active) {
            out.leaders.push_back({leader.name, leader.side, LeaderFate::Unharmed, {}});
        }
    }
    result.log = log_.lines();
    return result;
}

QuickBattleResult resolveFeudalBattle(const BattleSetup& setup, const FeudalRules& rules,
                                      DiceSource& dice) {
    if (setup.sides.size() != 2) throw UserError("a Feudal battle needs exactly two sides");
    FwBattle battle(setup, rules, dice);
    return battle.fight();
}

}  // namespace seneschal::battle::quick
