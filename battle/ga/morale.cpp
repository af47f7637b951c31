#include "battle/ga/morale.hpp"

#include <algorithm>

namespace seneschal::battle {

int distractionTotal(const DistractionRules& rules, const DistractionCounts& counts,
                     int currentFigures) {
    int total = 0;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        int count = counts[i];
        if (count == 0) continue;
        int value = rules.value.value[i];
        if (rules.star[i]) {
            // GA-DISTRACT, the * factor.
            if (currentFigures >= rules.perTwoFromFigures) count /= rules.starFiguresPerCount;
            if (currentFigures <= rules.doubleAtOrBelow) value *= rules.starMultiplier;
        }
        total += value * count;
    }
    return total;
}

MoraleTestResult testMorale(const Rulebook& book, const UnitState& unit,
                            const MoraleTestInput& input, const MoraleOptions& options,
                            DiceSource& dice, RollLog* log) {
    const RulesTables& t = book.tables();
    MoraleTestResult r;
    if (unit.seekingRevenge || unit.withdrawing) {
        // GA-LEADER-KILLED-FEUDAL / -MERC: "never needing to take another morale test".
        r.exempt = true;
        r.result = unit.seekingRevenge ? MoraleResult::Confident : MoraleResult::Retire;
        r.passed = unit.seekingRevenge;
        r.mayCharge = unit.seekingRevenge;
        return r;
    }
    const DieKind die = book.dieFor(unit.background);  // GA-DICE
    r.dice[0] = roll(dice, log, "GA-MT-ROLL", die);
    r.dice[1] = roll(dice, log, "GA-MT-ROLL", die);
    r.mv = book.moraleValue(unit.background, unit.troopClass);  // GA-MV
    r.distraction = distractionTotal(t.distraction, input.distractions, unit.figures);
    for (std::size_t i = 0; i < input.factors.size(); ++i) {
        r.factors += t.moraleFactors.value[i] * input.factors[i];
    }
    r.cv = unit.leader.cv;
    if (options.leaderCharacter) {
        const CharacterRules& c = t.characters[static_cast<std::size_t>(unit.leader.character)];
        r.other += c.morale + (input.chargeTest ? c.chargeTest : 0);
    }
    if (options.campaignFactors) r.other += input.campaignFactor;
    r.score = r.dice[0] + r.dice[1] + r.mv + r.distraction + r.factors + r.cv + r.other;
    r.result = t.moraleBands.resultFor(r.score);
    r.passed = r.result >= t.moraleTriggers.passAtLeast;
    r.mayCharge = r.result >= t.moraleTriggers.chargeAtLeast;
    return r;
}

std::uint16_t unitMoraleTriggers(const Rulebook& book, const UnitState& unit,
                                 const UnitMoraleSituation& s) {
    std::uint16_t set = 0;
    auto add = [&set](MoraleTrigger t) { set |= static_cast<std::uint16_t>(t); };
    const bool professional =
        unit.background == Background::Mercenary || unit.background == Background::Regular;
    const bool feudal =
        unit.background == Background::Knightly || unit.background == Background::Feudal;
    // GA-SEQ step 2, "Test morale for all troops wishing to charge": every unit declaring a
    // charge tests; being charged is an occasion for Mercenaries and Regulars only (GA-MT-WHEN).
    if (s.declaringCharge || (professional && s.beingCharged)) add(MoraleTrigger::Charge);
    if (s.battalUnitBrokeOrPassedInRout) add(MoraleTrigger::BattalRout);
    const int percent = book.tables().moraleTriggers.casualtyPercent;
    if (s.figuresRemovedThisMove > 0 &&
        s.figuresRemovedThisMove * 100 >= percent * s.figuresAtStartOfMove) {
        add(MoraleTrigger::Casualties);
    }
    if (s.lostCloseCombatRound) add(MoraleTrigger::LostCombat);
    if (s.attemptingRally) add(MoraleTrigger::Rally);
    if (feudal && s.battalFirstWithinMoveAndChargeOfEnemy) add(MoraleTrigger::FirstContact);
    if (feudal && unit.shock && s.battalAlreadyCameNear && !s.advancedOverHalfSpeed) {
        add(MoraleTrigger::SlowShockTroops);
    }
    if (s.lostOrders) add(MoraleTrigger::LostOrders);
    return set;
}

CommandTestScope commandTestScope(const CommandSituation& s) {
    if (s.isArmyLeader && s.battalsDrivenFromField > 0) return CommandTestScope::Army;
    if ((s.isBattalLeader || s.isArmyLeader) && (s.majorUnitBroke || s.adjacentBattalBroke)) {
        return CommandTestScope::Battal;
    }
    return CommandTestScope::None;
}

int rallyMoves(const Rulebook& book, RallyAfter after, TroopClass troopClass) {
    return book.tables().rallyMoves[static_cast<std::size_t>(after)][idx(troopClass)];
}

bool mayRallyFeudal(int exLeaderStatus, int rallyingLeaderStatus, bool inContact) {
    return inContact && rallyingLeaderStatus < exLeaderStatus;  // lower number = higher status
}

bool mayRallyMercenary(const Rulebook& book, int friendsDistance, bool friendsFaceEnemy,
                       MoraleResult friendsMorale) {
    const MoraleTriggers& m = book.tables().moraleTriggers;
    return friendsFaceEnemy && friendsDistance <= m.rallyFriendsWithin &&
           friendsMorale >= m.rallyFriendsAtLeast;
}

}  // namespace seneschal::battle
