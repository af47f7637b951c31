#include "battle/odds.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <vector>

#include "battle/dice.hpp"

namespace seneschal::battle {
namespace {

// A stand-in resolver with known odds: side "a" wins when a d10 shows 0-5 (60%), "b" on 6-8
// (30%), a draw on 9 (10%). Each loss costs the loser 2 figures and 7 men; the winner takes 1
// figure prisoner.
BattleOutcome fakeBattle(std::uint64_t seed) {
    SeededDice dice(seed);
    const int face = dice.d10();
    BattleOutcome outcome;
    UnitOutcome a;
    a.unit = "A foot";
    a.side = "a";
    a.menAtStart = 400;
    UnitOutcome b = a;
    b.unit = "B foot";
    b.side = "b";
    if (face <= 5) {
        outcome.winner = "a";
        b.figuresRemoved = 2;
        b.menRemainder = 7;
        b.figuresCaptured = 1;
        b.capturedBy = "a";
    } else if (face <= 8) {
        outcome.winner = "b";
        a.figuresRemoved = 2;
        a.menRemainder = 7;
        a.figuresCaptured = 1;
        a.capturedBy = "b";
    }
    outcome.units = {a, b};
    return outcome;
}
void fakeBattleInto(std::uint64_t seed, BattleOutcome& outcome) {
    outcome = fakeBattle(seed);
}
// The fake battle's men a figure (its rule set's scale, as the application gives it).
constexpr int kFakeScale = 20;

TEST(Odds, WinRatesMatchTheKnownOddsWithinTheirInterval) {
    const OddsResult r = runOdds(fakeBattleInto, {"a", "b"}, {20000, 2, 99, 0, kFakeScale});
    ASSERT_EQ(r.runs, 20000);
    EXPECT_FALSE(r.cancelled);
    EXPECT_NEAR(r.sides[0].winRate, 0.6, 0.015);
    EXPECT_NEAR(r.sides[1].winRate, 0.3, 0.015);
    EXPECT_EQ(r.sides[0].draws, 20000 - r.sides[0].wins - r.sides[1].wins);
    EXPECT_LT(r.sides[0].ciLow, 0.6);
    EXPECT_GT(r.sides[0].ciHigh, 0.6);
    // A loss costs 2 figures + 7 men + 1 figure taken = 67 men.
    EXPECT_NEAR(r.sides[1].meanMenLost, 0.6 * 67, 1.5);
    EXPECT_NEAR(r.sides[0].meanFiguresCaptured, 0.6, 0.02);
}

TEST(Odds, ResultsDoNotDependOnTheThreadCount) {
    const OddsResult one = runOdds(fakeBattleInto, {"a", "b"}, {3000, 1, 7, 0, kFakeScale});
    const OddsResult four = runOdds(fakeBattleInto, {"a", "b"}, {3000, 4, 7, 0, kFakeScale});
    for (std::size_t s = 0; s < 2; ++s) {
        EXPECT_EQ(one.sides[s].wins, four.sides[s].wins);
        EXPECT_EQ(one.sides[s].draws, four.sides[s].draws);
        EXPECT_DOUBLE_EQ(one.sides[s].meanMenLost, four.sides[s].meanMenLost);
    }
    const OddsResult otherSeed = runOdds(fakeBattleInto, {"a", "b"}, {3000, 4, 8, 0, kFakeScale});
    EXPECT_NE(one.sides[0].wins, otherSeed.sides[0].wins);
}

// Cancels once `n` battles are reported done. Every battle after the first `n` waits until the
// runner has asked and been told to stop, so the million cannot all be fought first however the
// threads are scheduled (and no battle is slowed by a sleep).
class CancelAfter final : public OddsObserver {
  public:
    explicit CancelAfter(std::int64_t n) : n_(n) {}
    void progress(std::int64_t done, std::int64_t total) override {
        last_ = done;
        total_ = total;
        ++calls_;
    }
    bool cancelRequested() const override {
        if (last_ < n_) return false;
        {
            std::lock_guard lock(gate_);
            told_ = true;
        }
        toldToStop_.notify_all();
        return true;
    }
    // The `fought`th battle, from its worker thread.
    void holdUntilToldToStop(std::int64_t fought) const {
        if (fought <= n_) return;
        std::unique_lock lock(gate_);
        toldToStop_.wait(lock, [this] { return told_; });
    }
    std::int64_t last_ = 0, total_ = 0, calls_ = 0;

  private:
    std::int64_t n_;
    mutable std::mutex gate_;
    mutable std::condition_variable toldToStop_;
    mutable bool told_ = false;
};

TEST(Odds, CancelStopsEarlyAndSaysSo) {
    std::atomic<int> fought{0};
    CancelAfter observer(200);
    auto held = [&](std::uint64_t seed, BattleOutcome& outcome) {
        observer.holdUntilToldToStop(++fought);
        outcome = fakeBattle(seed);
    };
    const OddsResult r = runOdds(held, {"a", "b"}, {1'000'000, 2, 1, 0, kFakeScale}, &observer);
    EXPECT_TRUE(r.cancelled);
    EXPECT_LT(r.runs, 1'000'000);
    EXPECT_EQ(r.runs, fought.load());
    EXPECT_GT(observer.calls_, 0);
    EXPECT_EQ(observer.total_, 1'000'000);
}

// Keeps every partial tally it is told, in order.
class PartialTallies final : public OddsObserver {
  public:
    void progress(std::int64_t, std::int64_t) override {}
    bool cancelRequested() const override { return false; }
    void partial(const OddsResult& soFar) override { tallies.push_back(soFar); }
    std::vector<OddsResult> tallies;  // partial() is called one thread at a time
};

TEST(Odds, PartialTalliesComeWhileTheRunsGoOnAndChangeNothingOfTheResult) {
    OddsRequest request;
    request.menPerFigure = kFakeScale;
    request.runs = 3000;
    request.threads = 2;
    request.seed = 11;
    const OddsResult oneShot = runOdds(fakeBattleInto, {"a", "b"}, request);
    request.partialEvery = 500;
    PartialTallies observer;
    const OddsResult watched = runOdds(fakeBattleInto, {"a", "b"}, request, &observer);
    // A tally after 500, 1000, ... 2500 battles: each before the result, each growing.
    ASSERT_EQ(observer.tallies.size(), 5U);
    for (std::size_t i = 0; i < observer.tallies.size(); ++i) {
        const OddsResult& tally = observer.tallies[i];
        EXPECT_EQ(tally.runs, static_cast<std::int64_t>(500 * (i + 1)));
        EXPECT_EQ(tally.sides[0].wins + tally.sides[1].wins + tally.sides[0].draws, tally.runs);
        EXPECT_LE(tally.sides[0].wins, watched.sides[0].wins);
    }
    ASSERT_EQ(watched.runs, oneShot.runs);
    for (std::size_t s = 0; s < 2; ++s) {
        EXPECT_EQ(watched.sides[s].wins, oneShot.sides[s].wins);
        EXPECT_EQ(watched.sides[s].draws, oneShot.sides[s].draws);
        EXPECT_DOUBLE_EQ(watched.sides[s].meanMenLost, oneShot.sides[s].meanMenLost);
        EXPECT_DOUBLE_EQ(watched.sides[s].ciLow, oneShot.sides[s].ciLow);
    }
}

TEST(Odds, WilsonIntervalOfKnownCases) {
    const Interval half = wilsonInterval(50, 100);
    EXPECT_NEAR(half.low, 0.4038, 0.0005);
    EXPECT_NEAR(half.high, 0.5962, 0.0005);
    const Interval none = wilsonInterval(0, 10);
    EXPECT_DOUBLE_EQ(none.low, 0.0);
    EXPECT_NEAR(none.high, 0.2775, 0.0005);
}

TEST(Odds, AResolverFailureIsRethrown) {
    auto broken = [](std::uint64_t, BattleOutcome&) { throw std::runtime_error("bad battle"); };
    EXPECT_THROW(runOdds(broken, {"a", "b"}, {100, 2, 1, 0, kFakeScale}), std::runtime_error);
}

// Issue 19, item 6: the men lost are counted at the scale the request gives (the rule set's
// own, read from its file), and odds without one are refused rather than guessed.
TEST(Odds, MenLostAreCountedAtTheRuleSetsScale) {
    const OddsResult at20 = runOdds(fakeBattleInto, {"a", "b"}, {3000, 2, 7, 0, 20});
    const OddsResult at10 = runOdds(fakeBattleInto, {"a", "b"}, {3000, 2, 7, 0, 10});
    ASSERT_EQ(at20.sides[1].wins, at10.sides[1].wins);
    const double losses = static_cast<double>(at20.sides[0].wins);  // b's lost battles
    // A loss: 2 figures removed and 1 taken, plus 7 odd men.
    EXPECT_DOUBLE_EQ(at20.sides[1].meanMenLost * 3000, losses * (3 * 20 + 7));
    EXPECT_DOUBLE_EQ(at10.sides[1].meanMenLost * 3000, losses * (3 * 10 + 7));
    EXPECT_THROW(runOdds(fakeBattleInto, {"a", "b"}, {10, 1, 7}), std::invalid_argument);
}

// Issue 32: `odds --for-good`. The men lost for good are counted over every battle, and the
// loss ratio a chronicler gives ("the French lost ten for every Englishman") only over the
// battles that side won: here the beaten side loses 50 men for good and the winner 10, so
// each side's ratio when it won is 5 whatever the other battles did, and a draw counts in
// neither ratio. Without a counter nothing is counted.
TEST(Odds, MenLostForGoodAndTheLossRatioInTheBattlesASideWon) {
    OddsRequest request{6000, 2, 11, 0, kFakeScale};
    request.lostForGood = [](const BattleOutcome& outcome, std::vector<std::int64_t>& lost) {
        ASSERT_EQ(lost.size(), 2U);
        EXPECT_EQ(lost[0] + lost[1], 0);  // zeroed before each battle
        lost[0] = outcome.winner.empty() ? 3 : outcome.winner == "a" ? 10 : 50;
        lost[1] = outcome.winner.empty() ? 3 : outcome.winner == "b" ? 10 : 50;
    };
    const OddsResult r = runOdds(fakeBattleInto, {"a", "b"}, request);
    ASSERT_TRUE(r.countedForGood);
    const std::int64_t aWins = r.sides[0].wins, bWins = r.sides[1].wins;
    const std::int64_t draws = 6000 - aWins - bWins;
    ASSERT_GT(draws, 0);
    EXPECT_DOUBLE_EQ(r.sides[0].lossRatioWhenWon, 5.0);
    EXPECT_DOUBLE_EQ(r.sides[1].lossRatioWhenWon, 5.0);
    EXPECT_DOUBLE_EQ(r.sides[0].meanMenLostForGood * 6000,
                     static_cast<double>(aWins * 10 + bWins * 50 + draws * 3));
    EXPECT_DOUBLE_EQ(r.sides[1].meanMenLostForGood * 6000,
                     static_cast<double>(bWins * 10 + aWins * 50 + draws * 3));
    request.threads = 1;
    const OddsResult oneThread = runOdds(fakeBattleInto, {"a", "b"}, request);
    EXPECT_DOUBLE_EQ(oneThread.sides[0].meanMenLostForGood, r.sides[0].meanMenLostForGood);

    const OddsResult plain = runOdds(fakeBattleInto, {"a", "b"}, {600, 2, 11, 0, kFakeScale});
    EXPECT_FALSE(plain.countedForGood);
    EXPECT_EQ(plain.sides[0].meanMenLostForGood, 0);
    EXPECT_EQ(plain.sides[0].lossRatioWhenWon, 0);
}

}  // namespace
}  // namespace seneschal::battle
