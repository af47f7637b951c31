// `seneschal-cli odds (--scenario FILE | --db FILE --place P) [--rules R] --runs N [--threads T]
// [--seed S] [--for-good]`: fights the battle N times on every core
// (application/battles/battle_odds.hpp; run i always uses the i-th derived seed, so the figures do
// not depend on the thread count) and prints CSV, a row per side, with a progress bar on stderr
// when stderr is a terminal. With
// --db and --place it is the campaign battle pending there, campaign factors and all, as
// `battle --db` would fight it; nothing is written to the campaign.
#include <unistd.h>

#include <cstdio>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/battle_source.hpp"
#include "app/cli/commands/seed_option.hpp"
#include "application/battles/battle_odds.hpp"
#include "application/battles/campaign_battle.hpp"
#include "application/files/campaign_files.hpp"
#include "base/errors.hpp"
#include "battle/odds.hpp"
#include "battle/rulebook_loader.hpp"
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

// Where the campaign's battle is, for --db and --place.
struct CampaignOddsOptions {
    CampaignOption db;
    std::string place;
    std::string type = "campaign";
    std::string rules = "godsacre";
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
    cmd->add_option("--seed", request->seed, "Seed the per-battle seeds are derived from")
        ->check(seedDigits());
    auto campaign = std::make_shared<CampaignOddsOptions>();
    // Write: the odds are remembered beside the pending battle, for its report.
    addCampaignOption(cmd, campaign->db, CampaignAccess::Write,
                      "The campaign file (with --place: its pending battle)");
    cmd->add_option("--place", campaign->place, "Where the hostile armies meet (id or name)");
    cmd->add_option("--type", campaign->type, "campaign, historical or competition")
        ->check(CLI::IsMember({"campaign", "historical", "competition"}));
    cmd->add_option("--rules", campaign->rules, "Resolver: godsacre, postcard or feudal")
        ->capture_default_str();
    auto forGood = std::make_shared<bool>(false);
    cmd->add_flag("--for-good", *forGood,
                  "Also count the men each side loses for good by the results of battle "
                  "(GA-RES-WIN, GA-RES-LOSE: dead, deserted, held for ransom), columns "
                  "mean_men_lost_for_good and loss_ratio_when_won (in the battles a side won, "
                  "its enemies' men lost for good over its own)");
    setAction(cmd, context, [source, request, campaign, forGood, &context] {
        battle::BattleSetup setup;
        std::optional<campaign::CampaignFile> file;
        if (campaign->db.given() || !campaign->place.empty()) {
            if (!source->scenario.empty()) {
                throw UserError("give either --scenario FILE or --db FILE --place NAME, not both");
            }
            if (!campaign->db.given() || campaign->place.empty()) {
                throw UserError("odds of a campaign battle needs --db FILE and --place NAME");
            }
            file.emplace(campaign->db.open());
            setup = application::setUpCampaignBattle(*file, campaign->place,
                                                     *battle::battleTypeFromString(campaign->type),
                                                     campaign->rules);
        } else {
            setup = loadBattleSource(*source, application::rulebookFor(campaign->rules));
        }
        std::unique_ptr<ProgressBar> bar;
        if (&context.err == &std::cerr && ::isatty(STDERR_FILENO) != 0)
            bar = std::make_unique<ProgressBar>(context.err);
        // The results of battle are the campaign's own rules', or the bundled rules' for a file.
        const campaign::RulesBundle* results = nullptr;
        if (*forGood)
            results = file ? &campaign::rulesOf(file->db()) : &campaign::rulesFor("godsacre");
        const battle::OddsResult r =
            application::battleOdds(setup, campaign->rules, *request, bar.get(), results);
        bar.reset();
        // The battle's report sets these beside what the battle cost (issue 17).
        if (file) application::rememberCampaignOdds(*file, campaign->place, campaign->rules, r);
        context.out << "side,wins,win_rate,ci_low,ci_high,draws,mean_men_lost,mean_figures_captured"
                    << (r.countedForGood ? ",mean_men_lost_for_good,loss_ratio_when_won" : "")
                    << ",side_name\n";
        for (const auto& s : r.sides) {
            context.out << reports::csvEscape(s.side) << ',' << s.wins << ',' << fixed(s.winRate, 4)
                        << ',' << fixed(s.ciLow, 4) << ',' << fixed(s.ciHigh, 4) << ',' << s.draws
                        << ',' << fixed(s.meanMenLost, 1) << ',' << fixed(s.meanFiguresCaptured, 2);
            if (r.countedForGood)
                context.out << ',' << fixed(s.meanMenLostForGood, 1) << ','
                            << fixed(s.lossRatioWhenWon, 2);
            // The side's name last, so the columns before keep their places (issue 37).
            context.out << ',' << reports::csvEscape(battle::sideNameIn(setup.sides, s.side))
                        << '\n';
        }
        return 0;
    });
}

}  // namespace seneschal::cli
