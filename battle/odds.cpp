#include "battle/odds.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "battle/dice.hpp"

namespace seneschal::battle {

namespace {

// Per-side integer totals; adding them in any order gives the same result.
struct Totals {
    std::vector<std::int64_t> wins, menLost, captured, lostForGood;
    // In the battles side i won: its own men lost for good, and its enemies'.
    std::vector<std::int64_t> ownLostWhenWon, enemyLostWhenWon;
    std::int64_t draws = 0;
    std::int64_t runs = 0;

    explicit Totals(std::size_t sides)
        : wins(sides),
          menLost(sides),
          captured(sides),
          lostForGood(sides),
          ownLostWhenWon(sides),
          enemyLostWhenWon(sides) {}
    void add(const Totals& other) {
        for (std::size_t i = 0; i < wins.size(); ++i) {
            wins[i] += other.wins[i];
            menLost[i] += other.menLost[i];
            captured[i] += other.captured[i];
            lostForGood[i] += other.lostForGood[i];
            ownLostWhenWon[i] += other.ownLostWhenWon[i];
            enemyLostWhenWon[i] += other.enemyLostWhenWon[i];
        }
        draws += other.draws;
        runs += other.runs;
    }
    void clear() {
        std::fill(wins.begin(), wins.end(), 0);
        std::fill(menLost.begin(), menLost.end(), 0);
        std::fill(captured.begin(), captured.end(), 0);
        std::fill(lostForGood.begin(), lostForGood.end(), 0);
        std::fill(ownLostWhenWon.begin(), ownLostWhenWon.end(), 0);
        std::fill(enemyLostWhenWon.begin(), enemyLostWhenWon.end(), 0);
        draws = 0;
        runs = 0;
    }
};

// The odds as the totals stand after `asked` battles were asked for.
OddsResult oddsOfTotals(const Totals& total, const std::vector<std::string>& sideIds,
                        std::int64_t asked) {
    OddsResult result;
    result.runs = total.runs;
    result.cancelled = total.runs < asked;
    for (std::size_t s = 0; s < sideIds.size(); ++s) {
        SideOdds odds;
        odds.side = sideIds[s];
        odds.wins = total.wins[s];
        odds.draws = total.draws;
        if (total.runs > 0) {
            const double n = static_cast<double>(total.runs);
            odds.winRate = static_cast<double>(total.wins[s]) / n;
            odds.meanMenLost = static_cast<double>(total.menLost[s]) / n;
            odds.meanFiguresCaptured = static_cast<double>(total.captured[s]) / n;
            odds.meanMenLostForGood = static_cast<double>(total.lostForGood[s]) / n;
            if (total.wins[s] > 0) {
                odds.lossRatioWhenWon =
                    static_cast<double>(total.enemyLostWhenWon[s]) /
                    static_cast<double>(std::max<std::int64_t>(total.ownLostWhenWon[s], 1));
            }
        }
        const Interval ci = wilsonInterval(total.wins[s], total.runs);
        odds.ciLow = ci.low;
        odds.ciHigh = ci.high;
        result.sides.push_back(odds);
    }
    return result;
}

}  // namespace

Interval wilsonInterval(std::int64_t successes, std::int64_t trials) {
    if (trials <= 0) return {0, 1};
    constexpr double z = 1.959963984540054;  // the 97.5th percentile of the normal distribution
    const double n = static_cast<double>(trials);
    const double p = static_cast<double>(successes) / n;
    const double denominator = 1 + z * z / n;
    const double centre = (p + z * z / (2 * n)) / denominator;
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::int64_t menLost(const BattleOutcome& outcome, const std::string& side, int menPerFigure) {
    std::int64_t men = 0;
    for (const UnitOutcome& unit : outcome.units) {
        if (unit.side != side) continue;
        men += std::int64_t{unit.figuresRemoved + unit.figuresCaptured} * menPerFigure +
               unit.menRemainder;
    }
    return men;
}

std::int64_t figuresCapturedBy(const BattleOutcome& outcome, const std::string& side) {
    std::int64_t figures = 0;
    for (const UnitOutcome& unit : outcome.units) {
        if (unit.capturedBy == side) figures += unit.figuresCaptured;
    }
    return figures;
}

OddsResult runOdds(const SeededResolver& resolve, const std::vector<std::string>& sideIds,
                   const OddsRequest& request, OddsObserver* observer) {
    if (request.menPerFigure <= 0) {
        throw std::invalid_argument("odds: no men a figure given (OddsRequest::menPerFigure)");
    }
    const std::int64_t runs = std::max<std::int64_t>(request.runs, 0);
    int threads = request.threads > 0 ? request.threads
                                      : static_cast<int>(std::thread::hardware_concurrency());
    threads =
        static_cast<int>(std::clamp<std::int64_t>(threads, 1, std::max<std::int64_t>(runs, 1)));

    std::atomic<std::int64_t> next{0};
    std::atomic<std::int64_t> done{0};
    std::atomic<bool> stop{false};
    std::mutex merge;
    Totals total(sideIds.size());
    std::exception_ptr failure;
    // With partial tallies wanted, each battle joins the shared totals as soon as it is fought
    // (under the lock, the tally then told when it passes the next multiple of partialEvery);
    // otherwise each thread adds its totals once at the end. The sums are the same either way.
    const bool partials = observer != nullptr && request.partialEvery > 0;
    std::int64_t nextPartial = request.partialEvery;

    auto worker = [&] {
        Totals mine(sideIds.size());
        BattleOutcome outcome;  // refilled by every run
        std::vector<std::int64_t> lost(sideIds.size());
        try {
            for (;;) {
                if (stop.load(std::memory_order_relaxed)) break;
                const std::int64_t i = next.fetch_add(1);
                if (i >= runs) break;
                resolve(SeededDice::deriveSeed(request.seed, static_cast<std::uint64_t>(i)),
                        outcome);
                ++mine.runs;
                if (outcome.winner.empty()) ++mine.draws;
                for (std::size_t s = 0; s < sideIds.size(); ++s) {
                    if (outcome.winner == sideIds[s]) ++mine.wins[s];
                    mine.menLost[s] += menLost(outcome, sideIds[s], request.menPerFigure);
                    mine.captured[s] += figuresCapturedBy(outcome, sideIds[s]);
                }
                if (request.lostForGood) {
                    std::fill(lost.begin(), lost.end(), 0);
                    request.lostForGood(outcome, lost);
                    std::int64_t all = 0;
                    for (std::size_t s = 0; s < sideIds.size(); ++s) {
                        mine.lostForGood[s] += lost[s];
                        all += lost[s];
                    }
                    for (std::size_t s = 0; s < sideIds.size(); ++s) {
                        if (outcome.winner != sideIds[s]) continue;
                        mine.ownLostWhenWon[s] += lost[s];
                        mine.enemyLostWhenWon[s] += all - lost[s];
                    }
                }
                done.fetch_add(1, std::memory_order_relaxed);
                if (partials) {
                    std::lock_guard lock(merge);
                    total.add(mine);
                    mine.clear();
                    if (total.runs >= nextPartial && total.runs < runs) {
                        nextPartial += request.partialEvery;
                        observer->partial(oddsOfTotals(total, sideIds, runs));
                    }
                }
            }
        } catch (...) {
            std::lock_guard lock(merge);
            if (!failure) failure = std::current_exception();
            stop = true;
        }
        std::lock_guard lock(merge);
        total.add(mine);
    };

    std::vector<std::thread> pool;
    pool.reserve(static_cast<std::size_t>(threads));
    for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
    // The calling thread reports progress and watches for Cancel while the pool works.
    if (observer) {
        while (done.load() < runs && !stop.load()) {
            observer->progress(done.load(), runs);
            if (observer->cancelRequested()) {
                stop = true;
                break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }
    for (auto& t : pool) t.join();
    if (failure) std::rethrow_exception(failure);
    if (observer) observer->progress(total.runs, runs);

    OddsResult result = oddsOfTotals(total, sideIds, runs);
    result.countedForGood = static_cast<bool>(request.lostForGood);
    return result;
}

}  // namespace seneschal::battle
