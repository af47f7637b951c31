// `seneschal-cli odds --scenario FILE --runs N [--threads T] [--seed S]`: fights the battle N
// times on every core (battle/odds.hpp; run i always uses the i-th derived seed, so the
// figures do not depend on the thread count) and prints CSV, a row per side, with a progress
// bar on stderr when stderr is a terminal.
#include <unistd.h>

#include <cstdio>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/battle_source.hpp"
#include "battle/errors.hpp"
#include "battle/odds.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/resolver.hpp"
#include "battle/sim/setup.hpp"
#include "reports/table.hpp"

namespace seneschal::cli {

namespace {

class ProgressBar final : public battle::OddsObserver {
  public:
    explicit ProgressBar(std::ostream& err) : err_(err) {}
    ~ProgressBar() override { err_ << "\r" << std::string(60, ' ') << "\r" << std::flush; }
    void progress(std::int64_t done, std::int64_t total) override {
        const int width = 40;
        const int filled = total > 0 ? static_cast<int>(done * width / total) : width;
        err_ << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
             << std::string(static_cast<std::size_t>(width - filled), ' ') << "] " << done << '/'
             << total << std::flush;
    }
    bool cancelRequested() const override { return false; }

  private:
    std::ostream& err_;
};

std::string fixed(double v, int digits) {
    std::ostringstream s;
    s << std::fixed << std::setprecision(digits) << v;
    return s.str();
}

}  // namespace

void registerOddsCommand(CLI::App& app, CommandContext& context) {
    auto source = std::make_shared<BattleSource>();
    auto request = std::make_shared<battle::OddsRequest>();
    auto* cmd = app.add_subcommand(
        "odds", "Fight a battle many times and print each side's chances as CSV");
    addBattleSourceOptions(cmd, *source);
    cmd->add_option("--runs", request->runs, "Battles to fight")->check(CLI::Range(1, 100'000'000));
    cmd->add_option("--threads", request->threads, "Threads (default: every core)")
        ->check(CLI::Range(0, 1024));
    cmd->add_option("--seed", request->seed, "Seed the per-battle seeds are derived from");
    setAction(cmd, context, [source, request, &context] {
        const battle::Rulebook& book = battle::defaultRulebook();
        const battle::BattleSetup setup = loadBattleSource(*source, book);
        std::vector<std::string> sides;
        for (const auto& s : setup.sides) sides.push_back(s.id);
        const battle::sim::PreparedBattle prepared = battle::sim::prepareBattle(setup, book);
        const battle::SeededResolver resolve = [&prepared, &book](std::uint64_t seed,
                                                                  battle::BattleOutcome& outcome) {
            battle::resolveGodsAcre(prepared, book, seed, outcome);
        };
        std::unique_ptr<ProgressBar> bar;
        if (&context.err == &std::cerr && ::isatty(STDERR_FILENO) != 0)
            bar = std::make_unique<ProgressBar>(context.err);
        const battle::OddsResult r = battle::runOdds(resolve, sides, *request, bar.get());
        bar.reset();
        context.out
            << "side,wins,win_rate,ci_low,ci_high,draws,mean_men_lost,mean_figures_captured\n";
        for (const auto& s : r.sides) {
            context.out << reports::csvEscape(s.side) << ',' << s.wins << ',' << fixed(s.winRate, 4)
                        << ',' << fixed(s.ciLow, 4) << ',' << fixed(s.ciHigh, 4) << ',' << s.draws
                        << ',' << fixed(s.meanMenLost, 1) << ',' << fixed(s.meanFiguresCaptured, 2)
                        << '\n';
        }
        return 0;
    });
}

}  // namespace seneschal::cli
