#include "app/cli/cli.hpp"

#include <SQLiteCpp/Exception.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <filesystem>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/registry.hpp"
#include "application/campaign_files.hpp"
#include "battle/errors.hpp"
#include "seneschal/version.hpp"

namespace seneschal::cli {

void setAction(CLI::App* command, CommandContext& context, std::function<int()> action) {
    command->callback([&context, action = std::move(action)] { context.exitCode = action(); });
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
    app.failure_message(CLI::FailureMessage::help);
    registerAllCommands(app, context);

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
        app.exit(e, err, err);
        return kExitUsage;
    } catch (const UserError& e) {
        err << "error: " << e.what() << '\n';
        return kExitUserError;
    } catch (const SQLite::Exception& e) {
        // Another program writing, a full or failing disk: the world's doing, said as such.
        // Anything else SQLite refuses is a fault of this program and stays an internal error.
        const auto failure = application::storageFailureMessage(e, campaignFileArgument(args));
        if (!failure) throw;
        err << "error: " << *failure << '\n';
        return kExitUserError;
    } catch (const std::filesystem::filesystem_error& e) {
        err << "error: " << e.what() << '\n';
        return kExitUserError;
    }
    return context.exitCode;
}

}  // namespace seneschal::cli
