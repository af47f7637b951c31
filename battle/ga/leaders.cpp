#include "battle/ga/leaders.hpp"

namespace seneschal::battle {

namespace {
int severity(LeaderFate f) {
    switch (f) {
        case LeaderFate::Unharmed:
            return 0;
        case LeaderFate::Wounded:
            return 1;
        case LeaderFate::Taken:
            return 2;
        case LeaderFate::Killed:
            return 3;
    }
    return 0;
}
}  // namespace

LeaderRiskResult leaderRisk(const Rulebook& book, int figuresRemoved, int leaderCv, bool inMelee,
                            DiceSource& dice, RollLog* log) {
    LeaderRiskResult r;
    // "Throw one decimal die for each figure removed. If the score of any of them is equal to
    // the Leader's Cv then he is a potential casualty": every die is thrown, and any one equal
    // to his CV makes him one potential casualty, however many are.
    for (int i = 0; i < figuresRemoved; ++i) {
        if (roll(dice, log, "GA-LEADER-RISK", DieKind::Decimal) == leaderCv) r.potential = 1;
    }
    // "Throw a second die for each potential leader casualty": one for him. (Several leaders
    // with the unit are each a potential casualty of their own, each thrown for in turn.)
    const LeaderRiskRules& t = book.tables().leaderRisk;
    for (int i = 0; i < r.potential; ++i) {
        const auto face =
            static_cast<std::size_t>(roll(dice, log, "GA-LEADER-RISK", DieKind::Decimal));
        const LeaderFate fate = inMelee ? t.melee[face] : t.shooting[face];
        if (severity(fate) > severity(r.fate)) r.fate = fate;
    }
    return r;
}

const char* leaderLossTestRule(Background background, LeaderLevel level) {
    switch (background) {
        case Background::Knightly:
        case Background::Feudal:
            return "GA-LEADER-KILLED-FEUDAL";
        case Background::Mercenary:
            return nullptr;
        case Background::Regular:
            return level == LeaderLevel::Unit ? nullptr : "GA-LEADER-KILLED-REG";
    }
    return nullptr;
}

LeaderLossResult leaderLossFromDie(const Rulebook& book, Background background, LeaderLevel level,
                                   int die, int lostLeaderCv, int mv) {
    const LeaderCasualtyRules& rules = book.tables().leaderCasualty;
    LeaderLossResult r;
    switch (background) {
        case Background::Knightly:
        case Background::Feudal: {
            // GA-LEADER-KILLED-FEUDAL: 1 die + CV + MV, +1 Knightly, -1 Feudal.
            r.die = die;
            r.score = r.die + lostLeaderCv + mv +
                      (background == Background::Knightly ? rules.knightly : rules.feudal);
            const bool broke = r.score <= rules.routAtOrBelow;
            if (level == LeaderLevel::Unit) {
                r.effect = broke ? LeaderLossEffect::Rout : LeaderLossEffect::Revenge;
            } else {
                r.effect = broke ? LeaderLossEffect::Rout : LeaderLossEffect::FightOn;
            }
            return r;
        }
        case Background::Mercenary:
            // GA-LEADER-KILLED-MERC: the band (or the whole Battal/Army) withdraws.
            r.effect = LeaderLossEffect::Withdraw;
            return r;
        case Background::Regular:
            // GA-LEADER-KILLED-REG: a unit leader is replaced; a Battal/Army leader's loss is
            // tested with 1 die + CV + MV, fighting on at 10 or more.
            if (level == LeaderLevel::Unit) {
                r.effect = LeaderLossEffect::Replaced;
                return r;
            }
            r.die = die;
            r.score = r.die + lostLeaderCv + mv;
            r.effect = r.score >= rules.regularFightOnAtOrAbove ? LeaderLossEffect::FightOn
                                                                : LeaderLossEffect::Withdraw;
            return r;
    }
    return r;
}

LeaderLossResult leaderKilledOrTaken(const Rulebook& book, const UnitState& unit, LeaderLevel level,
                                     int lostLeaderCv, DiceSource& dice, RollLog* log) {
    const char* rule = leaderLossTestRule(unit.background, level);
    const int die = rule ? roll(dice, log, rule, book.dieFor(unit.background)) : 0;
    return leaderLossFromDie(book, unit.background, level, die, lostLeaderCv,
                             book.moraleValue(unit.background, unit.troopClass));
}

void applyLeaderLoss(UnitState& unit, const LeaderLossResult& result) {
    switch (result.effect) {
        case LeaderLossEffect::Rout:
            unit.routed = true;
            unit.hasOrders = false;  // GA-ORD-LOSS: routed troops lose their orders
            break;
        case LeaderLossEffect::Revenge:
            unit.seekingRevenge = true;
            break;
        case LeaderLossEffect::Withdraw:
            unit.withdrawing = true;
            break;
        case LeaderLossEffect::FightOn:
        case LeaderLossEffect::Replaced:
            break;
    }
}

}  // namespace seneschal::battle
