#include "battle/quick/postcard_resolver.hpp"

#include <algorithm>

#include "base/errors.hpp"
#include "battle/quick/postcard_battle.hpp"

namespace seneschal::battle::quick {

// PC-ARMY: an army that has lost half its stands concedes. If both reach it in the same
// player turn, the one that lost the greater share concedes; equal shares: both (2).
int PcBattle::conceding() const {
    return sideGivingWay(lostFraction(standsLost(0), totalStands_[0]),
                         lostFraction(standsLost(1), totalStands_[1]), rules_.concedeFraction);
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
                                std::to_string(secondRoll) + "; " + sideName(first) +
                                " goes first");
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
            log_.add("PC-ARMY",
                     sideName(loser) + " has lost " + std::to_string(standsLost(loser)) + " of " +
                         std::to_string(totalStands_[static_cast<std::size_t>(loser)]) +
                         " stands and concedes; " + sideName(1 - loser) + " holds the field");
        }
    } else {
        // Turn limit: the side that lost the smaller share of its stands holds the field.
        loser = turnLimitLoser(f0, f1);
        log_.add("PC-ARMY", turnLimitVerdict(setup_, limit, loser));
    }

    QuickBattleResult result;
    result.outcome = foughtOutcome(setup_, "postcard", turnsPlayed, loser);
    BattleOutcome& out = result.outcome;
    for (const PcUnit& unit : units_) {
        std::vector<PieceFate> pieces;
        for (const int id : unit.stands) {
            const PcStand& s = stands_[static_cast<std::size_t>(id)];
            pieces.push_back({s.figures, s.hits, s.strength, s.removed});
        }
        out.units.push_back(unitOutcome(*unit.spec,
                                        setup_.sides[static_cast<std::size_t>(unit.side)].id,
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
