#include "battle/quick/postcard_resolver.hpp"

#include <algorithm>

#include "battle/errors.hpp"
#include "battle/quick/postcard_battle.hpp"

namespace seneschal::battle::quick {

namespace {

double lostFraction(int lost, int total) {
    return total > 0 ? static_cast<double>(lost) / total : 1.0;
}

}  // namespace

// PC-ARMY: an army that has lost half its stands concedes. If both reach it in the same
// player turn, the one that lost the greater share concedes; equal shares: both (2).
int PcBattle::conceding() const {
    bool concedes[2];
    double fraction[2];
    for (int side = 0; side < 2; ++side) {
        const int total = totalStands_[static_cast<std::size_t>(side)];
        fraction[side] = lostFraction(standsLost(side), total);
        concedes[side] = fraction[side] >= rules_.concedeFraction - 1e-9;
    }
    if (concedes[0] && concedes[1]) {
        if (fraction[0] == fraction[1]) return 2;
        return fraction[0] > fraction[1] ? 0 : 1;
    }
    if (concedes[0]) return 0;
    if (concedes[1]) return 1;
    return -1;
}

QuickBattleResult PcBattle::fight() {
    const int limit = std::min(setup_.moveLimit, rules_.maxTurns);
    int loser = -1;
    bool decided = false;
    int turnsPlayed = 0;
    for (turn_ = 1; turn_ <= limit && !decided; ++turn_) {
        turnsPlayed = turn_;
        int firstRoll = 0;
        int secondRoll = 0;
        const int first = rollOff(dice_, firstRoll, secondRoll);
        log_.add("PC-INIT", "turn " + std::to_string(turn_) + ": " + sideName(0) + " draws " +
                                std::to_string(firstRoll) + ", " + sideName(1) + " draws " +
                                std::to_string(secondRoll) + "; " + sideName(first) + " goes first");
        for (const int side : {first, 1 - first}) {
            playerTurn(side);
            const int c = conceding();
            if (c < 0) continue;
            decided = true;
            loser = c;
            break;
        }
    }
    turn_ = turnsPlayed;
    const double f0 = lostFraction(standsLost(0), totalStands_[0]);
    const double f1 = lostFraction(standsLost(1), totalStands_[1]);
    if (decided) {
        if (loser == 2) {
            log_.add("PC-ARMY", "both armies lose half their stands at once: a draw");
            loser = -1;
        } else {
            log_.add("PC-ARMY", sideName(loser) + " has lost " + std::to_string(standsLost(loser)) +
                                    " of " + std::to_string(totalStands_[static_cast<std::size_t>(loser)]) +
                                    " stands and concedes; " + sideName(1 - loser) +
                                    " holds the field");
        }
    } else {
        // Turn limit: the side that lost the smaller share of its stands holds the field.
        loser = f0 > f1 ? 0 : (f1 > f0 ? 1 : -1);
        log_.add("PC-ARMY", "turn limit reached (" + std::to_string(limit) + "); " +
                                (loser < 0 ? std::string("equal losses: a draw")
                                           : sideName(1 - loser) + " lost the smaller share and holds the field"));
    }

    QuickBattleResult result;
    BattleOutcome& out = result.outcome;
    out.rules = "postcard";
    out.type = setup_.type;
    out.moves = turnsPlayed;
    if (loser == 0 || loser == 1) out.winner = setup_.sides[static_cast<std::size_t>(1 - loser)].id;
    for (const PcUnit& unit : units_) {
        std::vector<PieceFate> pieces;
        for (const int id : unit.stands) {
            const PcStand& s = stands_[static_cast<std::size_t>(id)];
            pieces.push_back({s.figures, s.hits, s.strength, s.removed});
        }
        out.units.push_back(unitOutcome(*unit.spec, setup_.sides[static_cast<std::size_t>(unit.side)].id,
                                        pieces, rules_.casualtyShare, unit.side == loser));
    }
    for (const LeaderSpec& leader : setup_.leaders) {
        if (leader.status != LeaderStatus::Active) continue;
        LeaderOutcome lo{leader.name, leader.side, LeaderFate::Unharmed, {}};
        for (const PcCommander& c : commanders_) {
            if (c.leader == leader.id) lo.fate = c.fate;
        }
        out.leaders.push_back(lo);
    }
    result.log = log_.lines();
    return result;
}

QuickBattleResult resolvePostcardBattle(const BattleSetup& setup, const PostcardRules& rules,
                                        DiceSource& dice) {
    if (setup.sides.size() != 2) throw UserError("a Post(card) battle needs exactly two sides");
    PcBattle battle(setup, rules, dice);
    return battle.fight();
}

}  // namespace seneschal::battle::quick
