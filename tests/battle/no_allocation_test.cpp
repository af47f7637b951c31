// The battle simulator must run >= 10,000 battles a second with no allocation in the per-move
// loop: the hot procedures (shooting, a melee round, a morale test) allocate nothing. This
// file counts every global operator new in the test binary to prove it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <new>

#include "battle/ga/after_combat.hpp"
#include "battle/ga/leaders.hpp"
#include "battle/ga/melee.hpp"
#include "battle/ga/morale.hpp"
#include "battle/ga/shooting.hpp"
#include "battle/rulebook_loader.hpp"

namespace {
std::size_t gAllocations = 0;
}

// Read by the simulator's move-loop test (tests/battle/sim_allocation_test.cpp).
std::size_t seneschalTestAllocations() {
    return gAllocations;
}

void* operator new(std::size_t n) {
    ++gAllocations;
    if (void* p = std::malloc(n ? n : 1)) return p;
    throw std::bad_alloc();
}
// The non-throwing form too (std::stable_sort's buffer uses it): every delete below frees
// with std::free, so every new must take its memory from std::malloc.
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
    ++gAllocations;
    return std::malloc(n ? n : 1);
}
void operator delete(void* p) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
    std::free(p);
}
void operator delete(void* p, const std::nothrow_t&) noexcept {
    std::free(p);
}

namespace seneschal::battle {
namespace {

TEST(GA_SEQ, AMoveOfShootingMeleeAndMoraleAllocatesNothing) {
    const Rulebook& book = defaultRulebook();
    UnitState bows = makeUnit(book.troopType("longbowmen"), TroopClass::B, 16);
    UnitState knights = makeUnit(book.troopType("knights"), TroopClass::B, 10);
    UnitState pikes = makeUnit(book.troopType("pikemen"), TroopClass::C, 24);
    SeededDice dice(9);
    RollBuffer<256> log;
    const std::size_t before = gAllocations;
    for (int move = 0; move < 200; ++move) {
        log.clear();
        ShootingInput shot;
        shot.figures = 16;
        shot.distance = 200;
        const ShootingResult s =
            resolveShooting(book, CasualtyReading::Men, bows, knights, shot, dice, &log);
        leaderRisk(book, s.casualties.figuresRemoved, knights.leader.cv, false, dice, &log);
        MeleeAttack a;
        a.figures = 6;
        a.charging = true;
        const MeleeKind kind = meleeKind(knights, pikes, {true, false, {}});
        const MeleeBlow x =
            strike(book, CasualtyReading::Dice, kind, knights, pikes, a, dice, &log);
        const MeleeBlow y = strike(book, CasualtyReading::Men, kind, pikes, knights, a, dice, &log);
        MeleeSide sa, sb;
        sa.enemyFiguresRemoved = x.casualties.figuresRemoved;
        sb.enemyFiguresRemoved = y.casualties.figuresRemoved;
        const MeleeOutcome o = meleeResult(book, kind, sa, sb);
        testMorale(book, pikes, {}, {true, true}, dice, &log);
        AfterCombatInput in;
        in.margin = o.margin;
        afterCombat(book, in);
    }
    EXPECT_EQ(gAllocations - before, 0u);
    EXPECT_GT(log.rolled(), 0u);
    // The counter sees allocations at all (so the check above can fail).
    const std::size_t counted = gAllocations;
    auto probe = std::make_unique<int>(1);
    EXPECT_EQ(gAllocations, counted + 1);
}

}  // namespace
}  // namespace seneschal::battle
