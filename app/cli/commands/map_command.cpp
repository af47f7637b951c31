// `seneschal-cli map --db FILE [--side SIDE] --out FILE.svg|FILE.png [--width W] [--height H]
// [--force]`: writes the campaign map as the desk draws it (map/map_export.hpp), the umpire's or
// as one side sees it, fitted whole to the picture with its legend. Nothing is written to the
// campaign; an existing --out is replaced only with --force, and never when it is a campaign.
#include <memory>
#include <optional>
#include <string>

#include "app/cli/command_context.hpp"
#include "application/files/map_files.hpp"
#include "map/map_export.hpp"

namespace seneschal::cli {

namespace {

struct MapCommandOptions {
    CampaignOption db;
    std::string side;
    std::string out;
    int width = 1600;
    int height = 1000;
    bool force = false;
};

}  // namespace

void registerMapCommand(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<MapCommandOptions>();
    auto* command = app.add_subcommand("map", "Write the campaign map as an SVG or PNG picture");
    addCampaignOption(command, options->db, CampaignAccess::Read)->required();
    command->add_option("--side", options->side,
                        "The map as this side sees it (name or id; default: the umpire's)");
    command->add_option("--out", options->out, "Picture to write: FILE.svg or FILE.png")
        ->required();
    command->add_option("--width", options->width, "Width in pixels")->capture_default_str();
    command->add_option("--height", options->height, "Height in pixels")->capture_default_str();
    command->add_flag("--force", options->force,
                      "Replace an existing --out file (never a campaign file)");
    setAction(command, context, [options, &context] {
        const std::optional<std::string> side =
            options->side.empty() ? std::nullopt : std::optional<std::string>(options->side);
        // What was typed besides the campaign is refused first, as before the file is opened.
        application::checkMapExport(options->db.path, options->out, options->width, options->height,
                                    options->force);
        auto file = options->db.open();
        const application::MapExportSummary written = application::exportCampaignMap(
            file, side, options->out, options->width, options->height, options->force);
        context.out << written.describe() << '\n';
        return 0;
    });
}

}  // namespace seneschal::cli
