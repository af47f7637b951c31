#pragma once
#include <CLI/CLI.hpp>
#include <functional>
#include <optional>
#include <ostream>
#include <string>

#include "application/files/campaign_files.hpp"

namespace seneschal::cli {

// What a subcommand needs from the shell: where to print, and where to leave its exit code.
struct CommandContext {
    std::ostream& out;
    std::ostream& err;
    int exitCode = 0;
    bool stdoutIsTerminal = false;
};

// Each command file registers its subcommand with one of these.
using CommandRegistrar = void (*)(CLI::App& app, CommandContext& context);

// Wraps a command's work: its return value becomes the exit code.
void setAction(CLI::App* command, CommandContext& context, std::function<int()> action);

// Every table a command prints as text fits a terminal of this many columns (long cells end in
// "…") unless the user asks for it whole with --wide.
inline constexpr std::size_t kTableColumns = 100;

// Adds --wide to a command that prints a table; `tableWidth` gives the width to print it at.
void addWideFlag(CLI::App* command, bool& wide);
inline std::size_t tableWidth(bool wide) {
    return wide ? 0 : kTableColumns;
}

using application::CampaignAccess;

// The campaign a command works on: its --db option, and whether the command only reads it or
// writes it, declared once where the option is added (addCampaignOption). A reading command
// never writes anything (no upgrade, no backup, no -wal or -shm); a writing command refuses a
// damaged campaign and upgrades an older one after a backup (docs/campaign-file.md, "Reading
// and writing").
struct CampaignOption {
    std::string path;
    CampaignAccess access = CampaignAccess::Read;
    bool given() const { return !path.empty(); }
    campaign::CampaignFile open() const { return application::openCampaign(path, access); }
};

// Adds --db to `command` for `campaign`, declaring what the command does with it.
CLI::Option* addCampaignOption(CLI::App* command, CampaignOption& campaign, CampaignAccess access,
                               const std::string& help = "The campaign file");

// What every command that lists a campaign's rows takes: the campaign (read only), the form
// (text or csv), --wide; `roster` also --army; `roster`, `prisoners` and `treasury` also --side.
struct ListingOptions {
    CampaignOption db;
    std::string format = "text";
    std::optional<std::string> army;
    std::optional<std::string> side;
    bool wide = false;
};

// Adds the listing command `name` with the options above.
CLI::App* addListingCommand(CLI::App& app, const char* name, const char* help,
                            ListingOptions& options);

}  // namespace seneschal::cli
