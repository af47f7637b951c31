// `seneschal-cli scale (--db F --place P | --battle FILE) --collection FILE [--scale N]
// [--format csv] [--wide]`: GA-SETUP-HIST's scaling down. Reads both sides' armies at the place
// (or those of a battle file, with no campaign) and the figures the group
// owns (docs/formats.md, "Figure collection"), proposes the smallest whole scale (men a figure)
// at which every troop type's figures are within the collection, says whether GA-SMALL-SCALE's
// and GA-SCALE's scales fit, and shows every unit's figures at the scale with the men left
// over (application/tabletop/table_scale.hpp). Nothing is written.
#include <memory>
#include <optional>
#include <string>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/number_option.hpp"
#include "application/files/campaign_files.hpp"
#include "application/rules/number_ranges.hpp"
#include "application/tabletop/table_scale.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "battle/battle_file.hpp"
#include "battle/rulebook_loader.hpp"
#include "reports/table.hpp"

namespace seneschal::cli {

namespace {
struct ScaleOptions {
    CampaignOption db;
    std::string place;
    std::string battle;
    std::string collection;
    std::optional<int> scale;
    std::string format = "text";
    bool wide = false;
};
}  // namespace

void registerScaleCommand(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ScaleOptions>();
    auto* cmd = app.add_subcommand(
        "scale",
        "Propose the men a figure that fits the armies at a place to the figures the "
        "group owns (GA-SETUP-HIST, GA-SMALL-SCALE, GA-SCALE)");
    addCampaignOption(cmd, options->db, CampaignAccess::Read);
    cmd->add_option("--place", options->place, "Where the hostile armies meet (id or name)");
    cmd->add_option("--battle", options->battle,
                    "A battle file, instead of a campaign's battle (--db and --place)");
    cmd->add_option("--collection", options->collection,
                    "The group's figures, by troop type (an XML file, docs/formats.md)")
        ->required();
    addCountOption(cmd, "--scale", options->scale, application::kMenAFigure,
                   "Show the units at this many men a figure");
    cmd->add_option("--format", options->format, "text or csv (the units)");
    addWideFlag(cmd, options->wide);
    setAction(cmd, context, [options, &context] {
        const auto format = reports::parseTableFormat(options->format);
        if (options->scale && *options->scale < 1) {
            throw UserError("--scale: men a figure must be 1 or more, not " +
                            std::to_string(*options->scale));
        }
        const bool fromCampaign = options->db.given() || !options->place.empty();
        if (options->battle.empty() == !fromCampaign ||
            (fromCampaign && (!options->db.given() || options->place.empty()))) {
            throw UserError(
                "scale: give either --db and --place (a campaign's battle) or --battle (a "
                "battle file)");
        }
        const battle::Rulebook& rules = battle::defaultRulebook();
        const auto collection = application::readFigureCollection(options->collection, rules);
        application::ScaleProposal p;
        if (!options->battle.empty()) {
            p = application::proposeScale(battle::loadBattleFile(options->battle, rules), rules,
                                          collection, options->scale);
        } else {
            auto file = options->db.open();
            p = application::proposeScaleAt(file, options->place, collection, options->scale);
        }
        const reports::Table units = application::scaledUnitsTable(p);
        if (format == reports::TableFormat::Csv) {
            units.writeCsv(context.out);
            return 0;
        }
        auto& out = context.out;
        out << "Proposed scale: " << countOf(p.proposed, "man", "men")
            << " a figure, the smallest whole scale at which every troop type's figures, both "
               "sides together, are within the collection (GA-SETUP-HIST).\n";
        if (!p.missing.empty()) {
            out << "The collection has no figures of: ";
            for (std::size_t i = 0; i < p.missing.size(); ++i)
                out << (i ? ", " : "") << p.missing[i];
            out << " (left out of the fit: every scale below is marked as not fitting).\n";
        }
        out << "Choices:\n";
        for (const auto& c : p.choices) {
            out << "  " << countOf(c.menPerFigure, "man", "men") << " a figure ("
                << (c.rule == "proposed" ? "proposed" : c.rule) << "): "
                << (c.fits                 ? "fits"
                    : c.rule == "proposed" ? "fits the troop types the collection has"
                                           : "does not fit")
                << '\n';
        }
        out << "\nTroop types at " << countOf(p.shown, "man", "men") << " a figure:\n";
        reports::Table troops({{"troops"},
                               {"men", reports::Table::Align::Right},
                               {"figures needed", reports::Table::Align::Right},
                               {"owned", reports::Table::Align::Right}});
        for (const auto& t : p.troops) {
            troops.addRow({t.troopName, groupedNumber(t.men), groupedNumber(t.needed),
                           groupedNumber(t.owned)});
        }
        troops.writeText(out, tableWidth(options->wide));
        if (!p.frontages.empty()) {
            out << '\n';
            for (const auto& f : p.frontages) {
                out << f.side << ": " << groupedNumber(f.frontage)
                    << " mm of frontage with every figure in one rank (GA-BASE)";
                if (p.tableWidth > 0)
                    out << ", on a table " << groupedNumber(p.tableWidth) << " mm wide";
                out << ".\n";
            }
        }
        out << "\nUnits at " << countOf(p.shown, "man", "men")
            << " a figure (figures x scale + men left over = men):\n";
        units.writeText(out, tableWidth(options->wide));
        return 0;
    });
}

}  // namespace seneschal::cli
