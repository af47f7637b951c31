#pragma once
// Odds before a battle is fought: run the same battle N times with per-run seeds derived from
// one seed, on all cores, and report each side's wins with a 95% interval. Results do not
// depend on the thread count: run i always uses SeededDice::deriveSeed(seed, i), and every
// total is a sum of integers.
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "battle/outcome.hpp"

namespace seneschal::battle {

// Fights one battle with the given seed into `outcome`, replacing all it held. Each thread
// passes the same outcome run after run, so a resolver that refills it in place (strings
// keeping their storage) allocates nothing. Called from several threads at once: it must keep
// all of its state local.
using SeededResolver = std::function<void(std::uint64_t seed, BattleOutcome& outcome)>;

// Sets `lost` (one entry per side, in the order of the side ids, zeroed before the call) to the
// men each side lost for good in one battle by the rules' results of battle
// (application::battleOdds builds it from GA-RES-WIN and GA-RES-LOSE). Called from several threads
// at once, like the resolver.
using LostForGoodCounter =
    std::function<void(const BattleOutcome& outcome, std::vector<std::int64_t>& lost)>;

struct OddsResult;

// The UI implements this to show progress and offer Cancel (Poedit's Progress pattern).
class OddsObserver {
  public:
    virtual ~OddsObserver() = default;
    virtual void progress(std::int64_t done, std::int64_t total) = 0;
    virtual bool cancelRequested() const = 0;
    // The running tally so far (every OddsRequest::partialEvery battles), so a chart can move
    // while the runs go on. Called from the worker threads one at a time; it must be quick.
    // Which battles a partial tally holds depends on the threads' timing; the final result
    // does not (every total is a sum of integers).
    virtual void partial(const OddsResult& /*soFar*/) {}
};

struct OddsRequest {
    std::int64_t runs = 1000;
    int threads = 0;  // 0 = every core
    std::uint64_t seed = 1;
    // Battles between the observer's partial tallies; 0: none (only progress and the result).
    std::int64_t partialEvery = 0;
    // The men a figure of the outcomes stands for: their rule set's own scale (menPerFigureOf in
    // battle/resolvers.hpp, read from its file). Required: runOdds refuses 0.
    int menPerFigure = 0;
    // When set, each battle's men lost for good are counted too (SideOdds::meanMenLostForGood).
    LostForGoodCounter lostForGood = {};
};

struct SideOdds {
    std::string side;
    std::int64_t wins = 0;
    double winRate = 0;
    double ciLow = 0;  // Wilson score interval, 95%
    double ciHigh = 0;
    std::int64_t draws = 0;
    double meanMenLost = 0;          // dead or wounded (figures removed and remainder) + taken
    double meanFiguresCaptured = 0;  // enemy figures this side took prisoner
    // Dead, deserted and held for ransom by the results of battle, when the request counted them
    // (OddsResult::countedForGood); the wounded who return and the routed who rally are not.
    double meanMenLostForGood = 0;
    // In the battles this side won: the men its enemies lost for good over its own (0 when it
    // won none; its enemies' total when it lost no man for good).
    double lossRatioWhenWon = 0;
};

struct OddsResult {
    std::int64_t runs = 0;  // battles actually fought (fewer than asked when cancelled)
    bool cancelled = false;
    bool countedForGood = false;  // the request's lostForGood was set
    std::vector<SideOdds> sides;  // in the order of `sideIds`
};

OddsResult runOdds(const SeededResolver& resolve, const std::vector<std::string>& sideIds,
                   const OddsRequest& request, OddsObserver* observer = nullptr);

// The 95% Wilson score interval for `successes` out of `trials`.
struct Interval {
    double low = 0;
    double high = 0;
};
Interval wilsonInterval(std::int64_t successes, std::int64_t trials);

// Men a side lost in one battle, as odds count them.
std::int64_t menLost(const BattleOutcome& outcome, const std::string& side, int menPerFigure);
std::int64_t figuresCapturedBy(const BattleOutcome& outcome, const std::string& side);

}  // namespace seneschal::battle
