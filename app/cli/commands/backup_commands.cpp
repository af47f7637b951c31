// `backups` and `restore`: the copies kept beside a campaign file (campaign/file/backup.hpp), and
// putting one of them back.
#include <cstdio>
#include <memory>
#include <optional>
#include <string>

#include "app/cli/command_context.hpp"
#include "application/files/backups.hpp"
#include "application/files/campaign_files.hpp"
#include "base/errors.hpp"
#include "reports/table.hpp"

namespace seneschal::cli {

namespace {

std::string plural(std::size_t count, const std::string& one, const std::string& many) {
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

// "1.2 MB", "840 kB", "512 bytes"
std::string size(std::uintmax_t bytes) {
    char text[32];
    if (bytes >= 1000 * 1000) {
        std::snprintf(text, sizeof text, "%.1f MB", static_cast<double>(bytes) / 1e6);
    } else if (bytes >= 1000) {
        std::snprintf(text, sizeof text, "%.0f kB", static_cast<double>(bytes) / 1e3);
    } else {
        std::snprintf(text, sizeof text, "%ju bytes", bytes);
    }
    return text;
}

struct BackupsOptions {
    CampaignOption db;
    std::optional<int> keep;
};

void registerBackups(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<BackupsOptions>();
    auto* command = app.add_subcommand(
        "backups", "List the campaign's backups, newest first (or set how many are kept)");
    addCampaignOption(command, options->db, CampaignAccess::Write)->required();
    command->add_option("--keep", options->keep,
                        "Keep the last N backups (1 to 1000; older ones are removed now)");
    setAction(command, context, [options, &context] {
        if (options->keep) {
            // Said with the option's name, before the campaign is opened (issue 30).
            if (*options->keep < 1 || *options->keep > 1000) {
                throw UserError("--keep " + std::to_string(*options->keep) +
                                ": the number of backups to keep must be from 1 to 1000");
            }
            auto file = options->db.open();
            const int removed = application::keepBackups(file, *options->keep);
            context.out << "Keeping the last " << plural(*options->keep, "backup", "backups")
                        << " of " << options->db.path;
            if (removed > 0)
                context.out << "; removed " << plural(removed, "older one", "older ones");
            context.out << "\n";
            return 0;
        }
        // The list is read without opening the campaign: it is wanted most when the campaign
        // itself cannot be opened.
        const application::BackupList list = application::listBackups(options->db.path);
        const auto& backups = list.backups;
        const std::string& folder = list.folder;
        if (backups.empty()) {
            context.out << "No backups of " << options->db.path << " yet (they go in " << folder
                        << ")\n";
            return 0;
        }
        context.out << plural(backups.size(), "backup", "backups") << " of " << options->db.path
                    << " in " << folder << ", newest first";
        // " (keeping the last 20)"; nothing when the campaign cannot be read.
        if (list.keeping) context.out << " (keeping the last " << *list.keeping << ")";
        context.out << ":\n";
        reports::Table table({{"name"},
                              {"made"},
                              {"campaign date"},
                              {"reason"},
                              {"size", reports::Table::Align::Right}});
        for (const auto& backup : backups) {
            table.addRow({backup.name, backup.madeLocal,
                          backup.campaignDate.empty() ? "?" : backup.campaignDate, backup.reason,
                          size(backup.size)});
        }
        table.writeText(context.out);
        return 0;
    });
}

struct RestoreOptions {
    CampaignOption db;
    std::string backup;
};

void registerRestore(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<RestoreOptions>();
    auto* command = app.add_subcommand(
        "restore",
        "Put a backup back in place of the campaign (itself undoable: the campaign "
        "as it stands is backed up first)");
    addCampaignOption(command, options->db, CampaignAccess::Write)->required();
    command->add_option("--backup", options->backup, "Backup name, as `backups` lists it")
        ->required();
    setAction(command, context, [options, &context] {
        const auto report = application::restoreBackup(options->db.path, options->backup);
        const auto& restored = report.restored;
        context.out << "Restored " << options->db.path << " to "
                    << (restored.campaignDate.empty() ? std::string("its state")
                                                      : restored.campaignDate)
                    << " from backup " << restored.name << " (" << restored.reason << ", made "
                    << restored.madeLocal << ")\n";
        if (report.setAside) {
            context.out << "The file that could not be opened was set aside as "
                        << report.setAside->string() << " (" << report.setAsideBecause << ")\n";
        } else {
            context.out << "The campaign as it stood is in backup " << report.safety.name
                        << "; restore that to undo this.\n";
        }
        return 0;
    });
}

}  // namespace

void registerBackupCommands(CLI::App& app, CommandContext& context) {
    registerBackups(app, context);
    registerRestore(app, context);
}

}  // namespace seneschal::cli
