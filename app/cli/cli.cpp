#include "app/cli/cli.hpp"

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <exception>
#include <filesystem>
#include <map>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/registry.hpp"
#include "application/files/campaign_files.hpp"
#include "base/errors.hpp"
#include "base/plain_text.hpp"
#include "seneschal/version.hpp"

namespace seneschal::cli {

void setAction(CLI::App* command, CommandContext& context, std::function<int()> action) {
    command->callback([&context, action = std::move(action)] { context.exitCode = action(); });
}

void addWideFlag(CLI::App* command, bool& wide) {
    command->add_flag("--wide", wide,
                      "Print the table whole, however wide (otherwise it fits " +
                          std::to_string(kTableColumns) + " columns; long cells end in \u2026)");
}

CLI::App* addListingCommand(CLI::App& app, const char* name, const char* help,
                            ListingOptions& options) {
    auto* command = app.add_subcommand(name, help);
    addCampaignOption(command, options.db, CampaignAccess::Read)->required();
    command->add_option("--format", options.format, "text or csv")
        ->check(CLI::IsMember({"text", "csv"}));
    addWideFlag(command, options.wide);
    return command;
}

CLI::Option* addCampaignOption(CLI::App* command, CampaignOption& campaign, CampaignAccess access,
                               const std::string& help) {
    campaign.access = access;
    return command->add_option(
        "--db", campaign.path,
        access == CampaignAccess::Read ? help + " (only read: nothing is written)" : help);
}

namespace {

// The campaign file the command works on (--db FILE or --db=FILE), to name it in messages.
std::string campaignFileArgument(const std::vector<std::string>& args) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--db" && i + 1 < args.size()) return args[i + 1];
        if (args[i].rfind("--db=", 0) == 0) return args[i].substr(5);
    }
    return {};
}

// One example line under each command's --help, and one more for each option that changes
// what a person sees (several are separated by newlines).
void addExamples(CLI::App& app) {
    static const std::map<std::string, std::string> kExamples = {
        {"new",
         "seneschal-cli new --scenario crecy-1346 --db crecy.seneschal\n"
         "seneschal-cli new --blank --db war.seneschal --name \"The Border War\" --start "
         "1350-05-01\n"
         "seneschal-cli new --scenario crecy-1346 --db solo.seneschal --seed 1346"},
        {"side",
         "seneschal-cli side --db crecy.seneschal --side france --programmed on --character bold\n"
         "seneschal-cli side --db crecy.seneschal --side france --programmed off"},
        {"edit",
         "seneschal-cli edit --db war.seneschal place add --name Ardenford --x 40 --y 200\n"
         "seneschal-cli edit --db war.seneschal unit set --unit \"Arden Spears\" --men 550 "
         "--reason \"fifty left as garrison\"\n"
         "seneschal-cli edit --db war.seneschal check"},
        {"edit place",
         "seneschal-cli edit --db war.seneschal place add --name Ardenford --x 40 --y 200"},
        {"edit route",
         "seneschal-cli edit --db war.seneschal route add --from Ardenford --to Redfield "
         "--foot-days 4 --mounted-days 2"},
        {"edit side",
         "seneschal-cli edit --db war.seneschal side add --name \"Earldom of Arden\" --colour "
         "\"#8b0000\" --treasury 4000"},
        {"edit army",
         "seneschal-cli edit --db war.seneschal army add --side Arden --name \"Host of Arden\" "
         "--at Ardenford"},
        {"edit battal",
         "seneschal-cli edit --db war.seneschal battal add --army \"Host of Arden\" --name "
         "Vanguard"},
        {"edit unit",
         "seneschal-cli edit --db war.seneschal unit add --battal Vanguard --name \"Arden "
         "Spears\" --type militia-spearmen --class C --men 600"},
        {"edit leader",
         "seneschal-cli edit --db war.seneschal leader add --side Arden --name \"Earl Hugh\" "
         "--rank earl --cv 4"},
        {"edit check", "seneschal-cli edit --db war.seneschal check"},
        {"scenarios", "seneschal-cli scenarios\nseneschal-cli scenarios --wide"},
        {"map", "seneschal-cli map --db crecy.seneschal --side england --out england.svg"},
        {"export", "seneschal-cli export --db crecy.seneschal --out crecy-now.xml"},
        {"undo", "seneschal-cli undo --db crecy.seneschal"},
        {"battles", "seneschal-cli battles --db crecy.seneschal --format csv"},
        {"report",
         "seneschal-cli report --db crecy.seneschal --kind battle --battle 1 --out caen.pdf\n"
         "seneschal-cli report --db crecy.seneschal --kind muster --as-of 1346-07-20 --out "
         "roll.html\n"
         "seneschal-cli report --db crecy.seneschal --kind chronicle --side England --event "
         "battle --out battles.html"},
        {"dispatch", "seneschal-cli dispatch --db crecy.seneschal --side France --out turn-files"},
        {"group", "seneschal-cli group start --db crecy.seneschal"},
        {"group start", "seneschal-cli group start --db crecy.seneschal"},
        {"orders",
         "seneschal-cli orders write --dispatch england-turn-1.html --march \"English host=Caen\" "
         "--out england-1.xml\nseneschal-cli orders import --db crecy.seneschal england-1.xml "
         "--dry-run"},
        {"orders write",
         "seneschal-cli orders write --dispatch england-turn-1.html --march \"English host=Caen\" "
         "--out england-1.xml"},
        {"orders import",
         "seneschal-cli orders import --db crecy.seneschal england-1.xml france-1.xml"},
        {"turn", "seneschal-cli turn --db crecy.seneschal"},
        {"redo", "seneschal-cli redo --db crecy.seneschal"},
        {"check", "seneschal-cli check --db crecy.seneschal"},
        {"upgrade", "seneschal-cli upgrade --db crecy.seneschal"},
        {"roster",
         "seneschal-cli roster --db crecy.seneschal --army \"English host\"\n"
         "seneschal-cli roster --db crecy.seneschal --wide"},
        {"leaders",
         "seneschal-cli leaders --db crecy.seneschal\nseneschal-cli leaders --db crecy.seneschal "
         "--wide"},
        {"ledger",
         "seneschal-cli ledger --db crecy.seneschal --format csv\n"
         "seneschal-cli ledger --db crecy.seneschal --wide"},
        {"armies",
         "seneschal-cli armies --db crecy.seneschal\nseneschal-cli armies --db crecy.seneschal "
         "--wide"},
        {"prisoners",
         "seneschal-cli prisoners --db crecy.seneschal\n"
         "seneschal-cli prisoners --db crecy.seneschal --wide"},
        {"treasury",
         "seneschal-cli treasury --db crecy.seneschal\n"
         "seneschal-cli treasury --db crecy.seneschal --wide"},
        {"ransom", "seneschal-cli ransom --db crecy.seneschal demand 1"},
        {"apply", "seneschal-cli apply --db crecy.seneschal --outcome caen.xml"},
        {"battle",
         "seneschal-cli battle --db crecy.seneschal --place Caen --seed 7 --dry-run\n"
         "seneschal-cli battle --scenario reference-1500 --seed 1 --wide"},
        {"odds",
         "seneschal-cli odds --db crecy.seneschal --place Caen --runs 10000\n"
         "seneschal-cli odds --scenario reference-1500 --runs 10000"},
        {"march", "seneschal-cli march --db crecy.seneschal --army \"English host\" --to Crécy"},
        {"split",
         "seneschal-cli split --db crecy.seneschal --army \"English host\" --units "
         "\"The Prince's archers\" --name Riders"},
        {"merge", "seneschal-cli merge --db crecy.seneschal --armies \"English host,Riders\""},
        {"avoid", "seneschal-cli avoid --db crecy.seneschal --army \"Caen garrison\" --to Lisieux"},
        {"pending", "seneschal-cli pending --db crecy.seneschal"},
        {"factors", "seneschal-cli factors --db crecy.seneschal --place Caen"},
        {"advance", "seneschal-cli advance --db crecy.seneschal --days 10"},
        {"recruit",
         "seneschal-cli recruit --db crecy.seneschal --place Caen --men 50 --new "
         "\"Norman bowmen\" --type crossbowmen --class C --army \"Caen garrison\""},
        {"pay", "seneschal-cli pay --db crecy.seneschal --army \"English host\""},
        {"rename",
         "seneschal-cli rename --db crecy.seneschal --army \"English host\" --name "
         "\"King's host\""},
        {"backups", "seneschal-cli backups --db crecy.seneschal --keep 30"},
        {"restore", "seneschal-cli restore --db crecy.seneschal --backup NAME"},
        {"rules", "seneschal-cli rules check"},
        {"rules show",
         "seneschal-cli rules show moraleResults\nseneschal-cli rules show casualtyTable "
         "--wide\nseneschal-cli rules show scale --rules postcard"},
        {"rules check", "seneschal-cli rules check data/rules/godsacre.xml"},
        {"demo", "seneschal-cli demo"},
        {"calc",
         "seneschal-cli calc casualties --figures 10 --factor 15 --dice 4,7,9\n"
         "seneschal-cli calc quarter --die 4 --casualties-per-figure 3 --prisoner-figures 12"},
        {"calc casualties",
         "seneschal-cli calc casualties --figures 10 --factor 15 --dice 4,7,9\n"
         "seneschal-cli calc casualties --figures 10 --factor 15 --method men --format csv"},
        {"calc shooting",
         "seneschal-cli calc shooting --shooter longbowmen --figures 10 --target spearmen "
         "--tactical long-range"},
        {"calc melee",
         "seneschal-cli calc melee --a-type knights --a-figures 4 --a-tactical charging "
         "--b-type spearmen --b-figures 6 --seed 1"},
        {"calc morale",
         "seneschal-cli calc morale --class feudal --figures 12 --cv 3 --factors "
         "figures-removed:2,unformed --dice 3,4"},
        {"calc leader-risk", "seneschal-cli calc leader-risk --figures 3 --cv 2 --dice 2,5,2,4,0"},
        {"calc leader-loss",
         "seneschal-cli calc leader-loss --die 4 --cv 3 --mv 5 --class knightly --format csv"},
        {"calc quarter",
         "seneschal-cli calc quarter --die 4 --casualties-per-figure 3 --prisoner-figures 12"},
        {"scale",
         "seneschal-cli scale --db crecy.seneschal --place Caen --collection club.xml\n"
         "seneschal-cli scale --db crecy.seneschal --place Caen --collection club.xml --scale 20 "
         "--format csv\n"
         "seneschal-cli scale --battle ford.xml --collection club.xml"},
    };
    const auto footer = [](const std::string& examples) {
        std::string text;
        std::size_t from = 0;
        while (from <= examples.size()) {
            const std::size_t end = std::min(examples.find('\n', from), examples.size());
            text += "Example: " + examples.substr(from, end - from) + "\n";
            from = end + 1;
        }
        return text;
    };
    for (CLI::App* command : app.get_subcommands({})) {
        if (const auto it = kExamples.find(command->get_name()); it != kExamples.end())
            command->footer(footer(it->second));
        for (CLI::App* inner : command->get_subcommands({}))
            if (const auto it = kExamples.find(command->get_name() + " " + inner->get_name());
                it != kExamples.end())
                inner->footer(footer(it->second));
    }
}

// The command the user was giving when parsing stopped, deepest first: `march`, `rules check`.
CLI::App* commandGiven(CLI::App& app) {
    CLI::App* at = &app;
    for (;;) {
        const std::vector<CLI::App*> given = at->get_subcommands();
        if (given.empty()) return at;
        at = given.front();
    }
}

std::string seeHelp(const CLI::App* command) {
    std::string path;
    for (const CLI::App* at = command; at && at->get_parent(); at = at->get_parent())
        path = at->get_name() + (path.empty() ? "" : " ") + path;
    return "(see seneschal-cli " + (path.empty() ? std::string() : path + " ") + "--help)";
}

std::string lowerFirst(std::string text) {
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z')
        text[0] = static_cast<char>(text[0] - 'A' + 'a');
    return text;
}

std::string afterColon(const std::string& text) {
    const auto colon = text.find(": ");
    return colon == std::string::npos ? text : text.substr(colon + 2);
}

// CLI11's refusal in the project's words: what was wrong and where the command's help is.
std::string usageMessage(const CLI::ParseError& e, CLI::App& app,
                         const std::vector<std::string>& args) {
    CLI::App* command = commandGiven(app);
    const std::string what = e.what();
    // A subcommand's ExtrasError carries the subcommand's name, not its class: known by its words.
    const std::string name =
        what.rfind("The following argument", 0) == 0 ? std::string("ExtrasError") : e.get_name();
    // An option the command does not know is said first, before an option it misses.
    for (const std::string& extra : command->remaining())
        if (!extra.empty() && extra[0] == '-' && name != "ExtrasError")
            return "unknown option " + extra + " " + seeHelp(command);
    if (name == "RequiredError") {
        const auto required = what.find(" is required");
        if (!what.empty() && what[0] == '-' && required != std::string::npos) {
            const std::string option = what.substr(0, required);
            const CLI::Option* known = command->get_option_no_throw(option);
            const std::string meaning = known && !known->get_description().empty()
                                            ? ": " + lowerFirst(known->get_description())
                                            : std::string();
            return option + " is required" + meaning + " " + seeHelp(command);
        }
        if (command == &app && !args.empty() && !args[0].empty() && args[0][0] != '-')
            return "no command '" + args[0] + "' " + seeHelp(command);
        if (command == &app) return "give a command " + seeHelp(command);
        if (what == "A subcommand is required" || what.rfind("Requires at least", 0) == 0)
            return "give one of its commands " + seeHelp(command);
        return lowerFirst(what) + " " + seeHelp(command);
    }
    if (name == "ExtrasError") {
        const std::string extras = afterColon(what);
        if (!extras.empty() && extras[0] == '-')
            return "unknown option " + extras + " " + seeHelp(command);
        if (command == &app) return "no command '" + extras + "' " + seeHelp(command);
        return "unexpected argument '" + extras + "' " + seeHelp(command);
    }
    if (name == "ValidationError") {
        // "--format: pdf not in {text,csv}"
        const auto notIn = what.find(" not in {");
        const auto colon = what.find(": ");
        if (notIn != std::string::npos && colon != std::string::npos && colon < notIn) {
            std::string choices = what.substr(notIn + 9);
            if (!choices.empty() && choices.back() == '}') choices.pop_back();
            std::string words;
            for (std::size_t at = 0; at <= choices.size();) {
                const auto comma = std::min(choices.find(',', at), choices.size());
                const bool last = comma == choices.size();
                words += (words.empty() ? ""
                          : last        ? " or "
                                        : ", ") +
                         choices.substr(at, comma - at);
                at = comma + 1;
            }
            return what.substr(0, colon) + " is " + words + ", not '" +
                   what.substr(colon + 2, notIn - colon - 2) + "' " + seeHelp(command);
        }
    }
    if (name == "ConversionError") {
        // "Could not convert: --days = abc"
        const std::string given = afterColon(what);
        const auto equals = given.find(" = ");
        if (equals != std::string::npos)
            return given.substr(0, equals) + ": '" + given.substr(equals + 3) +
                   "' is not a number " + seeHelp(command);
    }
    if (name == "ArgumentMismatch") {
        const auto colon = what.find(':');
        if (colon != std::string::npos && what[0] == '-')
            return what.substr(0, colon) + " needs a value " + seeHelp(command);
    }
    return lowerFirst(what) + " " + seeHelp(command);
}

}  // namespace

int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CommandContext context{out, err};
    context.stdoutIsTerminal = (&out == &std::cout) && ::isatty(STDOUT_FILENO) != 0;

    CLI::App app{
        "Seneschal: keeps a medieval campaign's rolls, treasury and prisoners, and "
        "fights its battles by the God's Acre rules.",
        "seneschal-cli"};
    app.set_version_flag("--version", std::string("seneschal-cli ") + kVersion);
    app.require_subcommand(1);
    // Every option's default shows in --help.
    app.option_defaults()->always_capture_default();
    if (args.empty() || !registerCommandGroupOf(app, context, args.front()))
        registerAllCommands(app, context);
    addExamples(app);

    // CLI11 parses the last argument first; it wants them in reverse order.
    std::vector<std::string> reversed(args.rbegin(), args.rend());
    try {
        app.parse(reversed);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e, out, err);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e, out, err);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e, out, err);
    } catch (const CLI::ParseError& e) {
        // Every message is one printable line: what a user typed may hold an escape sequence or
        // a byte that is not UTF-8, which the terminal would act on rather than show.
        err << "error: " << printable(usageMessage(e, app, args)) << '\n';
        return kExitUsage;
    } catch (const UserError& e) {
        err << "error: " << printable(e.what()) << '\n';
        return kExitUserError;
    } catch (const std::filesystem::filesystem_error& e) {
        err << "error: " << printable(e.what()) << '\n';
        return kExitUserError;
    } catch (const std::exception& e) {
        // Another program writing, a full or failing disk: the world's doing, said as such.
        // Anything else SQLite refuses, and any other exception, is a fault of this program and
        // stays an internal error.
        const auto failure = application::storageFailureMessage(e, campaignFileArgument(args));
        if (!failure) throw;
        err << "error: " << printable(*failure) << '\n';
        return kExitUserError;
    }
    return context.exitCode;
}

}  // namespace seneschal::cli
