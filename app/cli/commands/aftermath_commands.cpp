// `apply`, `advance`, `prisoners`, `ransom`, `treasury`: a battle's outcome into the roster,
// the calendar, and the captives and money that follow (issue 6).
#include <unistd.h>

#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "app/cli/command_context.hpp"
#include "battle/errors.hpp"
#include "battle/outcome_xml.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/ransom_actions.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/table.hpp"

namespace seneschal::cli {

namespace {

using reports::Table;

struct ApplyOptions {
    std::string db;
    std::string outcome;
    std::string rules;  // the rule set the battle was fought with; empty: the campaign's
    bool dryRun = false;
};

// The roster's refusals of an outcome ("outcome (field 'date'): ...", "unit 'X' (field 'men'):
// ...") name the file they came from, as the reader's own refusals do.
std::string namingOutcomeFile(const std::string& path, const std::string& message) {
    const std::string file = "outcome file '" + path + "'";
    if (message.rfind("outcome ", 0) == 0) return file + message.substr(7);
    return file + ": " + message;
}

void registerApply(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ApplyOptions>();
    auto* command = app.add_subcommand(
        "apply", "Apply a battle's outcome file to the roster (GA-RES-WIN, GA-RES-LOSE)");
    command->add_option("--db", options->db, "Campaign file")->required();
    command->add_option("--outcome", options->outcome, "Outcome XML file")->required();
    command->add_option("--rules", options->rules,
                        "The rule set the battle was fought with, when it is not the campaign's "
                        "own (godsacre, postcard or feudal)");
    command->add_flag("--dry-run", options->dryRun, "Show what would change; write nothing");
    setAction(command, context, [options, &context] {
        auto file = campaign::CampaignFile::open(options->db);
        const auto& rules = campaign::rulebookFor(campaign::readCampaignInfo(file.db()).rules);
        const battle::BattleOutcome outcome =
            battle::readOutcome(options->outcome, rules.menPerFigure());
        try {
            campaign::prepareOutcome(file.db(), outcome, {}, options->rules);  // checks only
        } catch (const DataError&) {
            throw;
        } catch (const UserError& refused) {
            throw UserError(namingOutcomeFile(options->outcome, refused.what()));
        }
        const auto report =
            campaign::applyOutcome(file.db(), outcome, options->dryRun, {}, options->rules);
        context.out << report.preview;
        if (report.action) {
            context.out << "Applied: " << report.action->description << "\n";
        } else if (outcome.type != battle::BattleType::Competition) {
            context.out << "Dry run: nothing was written\n";
        }
        return 0;
    });
}

struct AdvanceOptions {
    std::string db;
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
    command->add_option("--db", options->db, "Campaign file")->required();
    command
        ->add_option("--days", options->days,
                     "Days to advance: 1 to " + std::to_string(campaign::kMaxAdvanceDays))
        ->required();
    setAction(command, context, [options, &context] {
        // Refused before the file is opened: a refusal writes nothing.
        campaign::checkAdvanceDays(options->days);
        auto file = campaign::CampaignFile::open(options->db);
        const campaign::Reckoning reckoning = campaign::readCampaignInfo(file.db()).reckoning;
        campaign::AdvanceCalendar advance(options->days);
        std::optional<DayCounter> counter;
        if (&context.err == &std::cerr && ::isatty(STDERR_FILENO) != 0) {
            counter.emplace(context.err);
            advance.onProgress(
                [&counter](std::int64_t done, std::int64_t total) { (*counter)(done, total); });
        }
        campaign::perform(file.db(), advance);
        counter.reset();
        std::string lastDay;
        for (const campaign::DayEvent& event : advance.events()) {
            const std::string day = campaign::formatDate(reckoning, event.day);
            if (day != lastDay) context.out << day << "\n";
            lastDay = day;
            context.out << "  [" << event.kind << "] " << event.text << "\n";
        }
        if (!advance.haltedBy().empty()) {
            context.out << "Halted after " << advance.daysAdvanced() << " day"
                        << (advance.daysAdvanced() == 1 ? "" : "s") << " by " << advance.haltedBy()
                        << ": resolve it before advancing further\n";
        }
        context.out << advance.describe() << "\n";
        return 0;
    });
}

struct ListOptions {
    std::string db;
    std::string format = "text";
};

CLI::App* listing(CLI::App& app, const char* name, const char* help, ListOptions& options) {
    auto* command = app.add_subcommand(name, help);
    command->add_option("--db", options.db, "Campaign file")->required();
    command->add_option("--format", options.format, "text or csv")
        ->check(CLI::IsMember({"text", "csv"}));
    return command;
}

void registerPrisoners(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ListOptions>();
    setAction(listing(app, "prisoners", "List the captives, their ransoms and deadlines", *options),
              context, [options, &context] {
                  auto file = campaign::CampaignFile::open(options->db);
                  Table table({{"id", Table::Align::Right},
                               {"captive"},
                               {"kind"},
                               {"side"},
                               {"captor"},
                               {"men", Table::Align::Right},
                               {"ransom", Table::Align::Right},
                               {"paid", Table::Align::Right},
                               {"taken"},
                               {"demand by"},
                               {"demanded"},
                               {"deadline"},
                               {"status"}});
                  for (const auto& c : campaign::readCaptives(file.db())) {
                      table.addRow({std::to_string(c.id), c.who, c.kind, c.side, c.captor,
                                    std::to_string(c.men), std::to_string(c.ransom),
                                    std::to_string(c.paid), c.taken, c.demandBy, c.demanded,
                                    c.deadline, c.status});
                  }
                  table.write(context.out, reports::parseTableFormat(options->format));
                  return 0;
              });
}

void registerTreasury(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ListOptions>();
    setAction(
        listing(app, "treasury", "List each side's treasury and the ransoms outstanding", *options),
        context, [options, &context] {
            auto file = campaign::CampaignFile::open(options->db);
            const std::string currency = campaign::readCampaignInfo(file.db()).currency;
            Table table({{"side"},
                         {"name"},
                         {"treasury", Table::Align::Right},
                         {"ransoms owed", Table::Align::Right},
                         {"ransoms due to it", Table::Align::Right},
                         {"currency"}});
            for (const auto& t : campaign::readTreasury(file.db())) {
                table.addRow({t.side, t.name, std::to_string(t.treasury),
                              std::to_string(t.ransomsOwed), std::to_string(t.ransomsDue),
                              currency});
            }
            table.write(context.out, reports::parseTableFormat(options->format));
            return 0;
        });
}

struct RansomOptions {
    std::string db;
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
    command->add_option("--db", options->db, "Campaign file")->required();
    command
        ->add_option("verb", options->verb,
                     "demand, pay, parole, release, refuse, execute, escape or release-all")
        ->required()
        ->check(CLI::IsMember(
            {"demand", "pay", "parole", "release", "refuse", "execute", "escape", "release-all"}));
    command->add_option("id", options->id, "The captive's id (see `prisoners`)");
    command->add_option("--amount", options->amount,
                        "pay: the instalment (all owed by default); demand: another ransom");
    command->add_option("--by", options->by, "execute: the captor unit that executes the men");
    command->add_option("--captor", options->captor, "release-all: only this captor side");
    setAction(command, context, [options, &context] {
        auto file = campaign::CampaignFile::open(options->db);
        std::optional<campaign::ActionRecord> record;
        if (options->verb == "release-all") {
            campaign::MassRelease release(options->captor);
            record = campaign::perform(file.db(), release);
        } else {
            if (options->id <= 0) {
                throw UserError("ransom " + options->verb +
                                " needs the captive's id (see `seneschal-cli prisoners`)");
            }
            campaign::RansomCaptive action(*campaign::ransomVerbFromString(options->verb),
                                           options->id, options->amount, options->by);
            record = campaign::perform(file.db(), action);
        }
        context.out << record->description << "\n";
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
