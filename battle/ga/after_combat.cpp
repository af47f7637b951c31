#include "battle/ga/after_combat.hpp"

namespace seneschal::battle {

namespace {

AfterCombat afterImpact(const Rulebook& book, const AfterCombatInput& in) {
    AfterCombat r;
    const int push = book.tables().pushBackPerPoint * in.margin;
    if (in.winnerArm == Arm::Infantry && in.loserArm == Arm::Infantry) {
        r.loserPushBack = push;
        // Stationary winners may stand; winners moving forward must follow up.
        r.winnerFollowsUp = in.winnerPace != WinnerPace::Stationary || !in.winnerElectsToStand;
        r.mixedMeleeFollows = r.winnerFollowsUp;
        return r;
    }
    if (in.winnerArm != in.loserArm) {
        if (in.winnerArm == Arm::Infantry) {
            r.loserFallsBackRallyMove = true;  // the cavalry falls back a rally move
            return r;
        }
        // Cavalry won: ranks penetrated by the points won (the seed: one rank a point); through
        // the last rank is a burst-through.
        r.ranksPenetrated = book.tables().ranksPenetratedPerPoint * in.margin;
        r.burstThrough = in.margin >= in.infantryRanks;
        r.mixedMeleeFollows = true;
        r.infantryUnformed = true;
        r.cavalryUnformed = !r.burstThrough;
        return r;
    }
    // Cavalry against cavalry.
    r.loserPushBack = push;
    const bool mayStand =
        in.winnerPace == WinnerPace::Stationary || in.winnerPace == WinnerPace::Trot;
    r.winnerFollowsUp = !mayStand || !in.winnerElectsToStand;
    r.mixedMeleeFollows = r.winnerFollowsUp;
    // "If the losers were not followed up then they must convert their fall back to a full
    // rally move."
    r.loserFallsBackRallyMove = !r.winnerFollowsUp;
    return r;
}

AfterCombat afterMixed(const Rulebook& book, const AfterCombatInput& in) {
    AfterCombat r;
    if (in.winnerArm == Arm::Infantry && in.loserArm == Arm::Infantry) {
        r.loserPushBack = book.tables().pushBackPerPoint * in.margin;
        r.winnerFallsBackRallyMove = in.winnerElectsToFallBack;
        return r;
    }
    if (in.winnerArm != in.loserArm) {
        if (in.winnerArm == Arm::Infantry) {
            r.loserFallsBackRallyMove = true;
            return r;
        }
        r.burstThrough = true;  // "however deep"
        r.cavalryMayRallyBackThroughAnyone = true;
        return r;
    }
    r.loserFallsBackRallyMove = true;
    r.winnerFallsBackRallyMove = in.winnerElectsToFallBack;
    return r;
}

}  // namespace

AfterCombat afterCombat(const Rulebook& book, const AfterCombatInput& in) {
    if (in.loserBroke) {
        AfterCombat r;
        r.toBrokenTroops = true;
        return r;
    }
    return in.kind == MeleeKind::Impact ? afterImpact(book, in) : afterMixed(book, in);
}

}  // namespace seneschal::battle
