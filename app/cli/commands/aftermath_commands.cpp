// `apply`, `advance`, `prisoners`, `ransom`, `treasury`: a battle's outcome into the roster,
// the calendar, and the captives and money that follow (issue 6).
#include <unistd.h>

#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/number_option.hpp"
#include "application/battles/outcome_files.hpp"
#include "application/files/campaign_files.hpp"
#include "application/orders/calendar_orders.hpp"
#include "application/orders/ransom_orders.hpp"
#include "application/reports/listings.hpp"
#include "application/rules/number_ranges.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "reports/table.hpp"

namespace seneschal::cli {

namespace {

struct ApplyOptions {
    CampaignOption db;
    std::string outcome;
    std::string rules;  // the rule set the battle was fought with; empty: the campaign's
    bool dryRun = false;
};

void registerApply(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ApplyOptions>();
    auto* command = app.add_subcommand(
        "apply", "Apply a battle's outcome file to the roster (GA-RES-WIN, GA-RES-LOSE)");
    addCampaignOption(command, options->db, CampaignAccess::Write)->required();
    command->add_option("--outcome", options->outcome, "Outcome XML file")->required();
    command->add_option("--rules", options->rules,
                        "The rule set the battle was fought with, when it is not the campaign's "
                        "own (godsacre, postcard or feudal)");
    command->add_flag("--dry-run", options->dryRun, "Show what would change; write nothing");
    setAction(command, context, [options, &context] {
        auto file = options->db.open();
        const application::ApplyOutcomeResult result = application::applyOutcomeFile(
            file, {options->outcome, options->rules, options->dryRun});
        context.out << result.preview;
        if (result.applied) {
            context.out << "Applied: " << *result.applied << "\n";
            for (const std::string& line : result.marchOrders) context.out << line << "\n";
        } else if (!result.competition) {
            context.out << "Dry run: nothing was written\n";
        }
        return 0;
    });
}

struct AdvanceOptions {
    CampaignOption db;
    std::int64_t days = 1;
};

// A long advance counts its days on the terminal, rewriting one line in place; nothing is
// printed when stderr is a file or a pipe, so scripts and tests see only the events.
class DayCounter {
  public:
    explicit DayCounter(std::ostream& err) : err_(err) {}
    ~DayCounter() {
        if (shown_) err_ << "\r" << std::string(40, ' ') << "\r" << std::flush;
    }
    DayCounter(const DayCounter&) = delete;
    DayCounter& operator=(const DayCounter&) = delete;
    void operator()(std::int64_t done, std::int64_t total) {
        shown_ = true;
        err_ << "\rday " << done << " of " << total << std::flush;
    }

  private:
    std::ostream& err_;
    bool shown_ = false;
};

void registerAdvance(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<AdvanceOptions>();
    auto* command = app.add_subcommand(
        "advance", "Move the campaign date on day by day and print each day's events");
    addCampaignOption(command, options->db, CampaignAccess::Write)->required();
    addCountOption(command, "--days", options->days, application::kAdvanceDays, "Days to advance")
        ->required();
    setAction(command, context, [options, &context] {
        // Refused before the file is opened: a refusal writes nothing.
        application::checkAdvanceDays(options->days);
        auto file = options->db.open();
        application::AdvanceRequest request{options->days, {}};
        std::optional<DayCounter> counter;
        if (&context.err == &std::cerr && ::isatty(STDERR_FILENO) != 0) {
            counter.emplace(context.err);
            request.onProgress = [&counter](std::int64_t done, std::int64_t total) {
                (*counter)(done, total);
            };
        }
        const application::AdvanceResult advance = application::advanceCalendar(file, request);
        counter.reset();
        std::string lastDay;
        for (const application::AdvanceEvent& event : advance.events) {
            if (event.date != lastDay) context.out << event.date << "\n";
            lastDay = event.date;
            context.out << "  [" << event.kind << "] " << event.text << "\n";
        }
        if (!advance.haltedBy.empty()) {
            context.out << "Halted after " << countOf(advance.daysAdvanced, "day", "days") << " by "
                        << advance.haltedBy << ": resolve it before advancing further\n";
        }
        context.out << advance.description << "\n";
        return 0;
    });
}

void registerPrisoners(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ListingOptions>();
    auto* command = addListingCommand(app, "prisoners",
                                      "List the captives, their ransoms and deadlines", *options);
    command->add_option("--side", options->side,
                        "Only what this side (id or name) knows: the captives it holds and its "
                        "men held by others");
    setAction(command, context, [options, &context] {
        auto file = options->db.open();
        application::prisonersListing(file, options->side)
            .write(context.out, reports::parseTableFormat(options->format),
                   tableWidth(options->wide));
        return 0;
    });
}

void registerTreasury(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ListingOptions>();
    auto* command = addListingCommand(
        app, "treasury", "List each side's treasury and the ransoms outstanding", *options);
    command->add_option("--side", options->side, "Only this side's own (id or name)");
    setAction(command, context, [options, &context] {
        auto file = options->db.open();
        application::treasuryListing(file, options->side)
            .write(context.out, reports::parseTableFormat(options->format),
                   tableWidth(options->wide));
        return 0;
    });
}

struct RansomOptions {
    CampaignOption db;
    std::string verb;
    std::int64_t id = 0;
    std::optional<std::int64_t> amount;
    std::string by;
    std::string captor;
};

void registerRansom(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<RansomOptions>();
    auto* command = app.add_subcommand(
        "ransom",
        "Act on a captive: demand, pay, parole, release, refuse, execute, escape; "
        "or release-all");
    addCampaignOption(command, options->db, CampaignAccess::Write)->required();
    command
        ->add_option("verb", options->verb,
                     "demand, pay, parole, release, refuse, execute, escape or release-all")
        ->required()
        ->check(CLI::IsMember(
            {"demand", "pay", "parole", "release", "refuse", "execute", "escape", "release-all"}));
    addCountOption(command, "id", options->id, application::kListedId,
                   "The captive's id (see `prisoners`)");
    addCountOption(command, "--amount", options->amount, application::kRansomPounds,
                   "pay: the instalment (all owed by default); demand: another ransom");
    command->add_option("--by", options->by, "execute: the captor unit that executes the men");
    command->add_option("--captor", options->captor, "release-all: only this captor side");
    setAction(command, context, [options, &context] {
        auto file = options->db.open();
        application::OrderResult done;
        if (options->verb == "release-all") {
            done = application::releaseAllCaptives(file, options->captor);
        } else {
            if (options->id <= 0) {
                throw UserError("ransom " + options->verb +
                                " needs the captive's id (see `seneschal-cli prisoners`)");
            }
            done = application::ransomCaptive(
                file, {options->verb, options->id, options->amount, options->by});
        }
        context.out << done.description << "\n";
        return 0;
    });
}

}  // namespace

void registerAftermathCommands(CLI::App& app, CommandContext& context) {
    registerApply(app, context);
    registerAdvance(app, context);
    registerPrisoners(app, context);
    registerTreasury(app, context);
    registerRansom(app, context);
}

}  // namespace seneschal::cli
