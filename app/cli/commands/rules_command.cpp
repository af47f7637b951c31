// `seneschal-cli rules check [FILE...]`: validates rules tables, so a game master who edits a
// table learns of a mistake (file, line, element) before a battle does.
// `seneschal-cli rules show TABLE [--format csv]`: prints a loaded God's Acre table.
#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "app/cli/command_context.hpp"
#include "application/strategy_rules_file.hpp"
#include "battle/data_dir.hpp"
#include "battle/errors.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/rules_check.hpp"
#include "battle/xml_source.hpp"
#include "reports/table.hpp"

namespace seneschal::cli {

namespace {

using battle::Rulebook;
using reports::Table;

const char* const kTables = "casualties, morale, missile, impact, mixed, moves";

Table casualtyTable(const Rulebook& book) {
    const auto& t = book.tables().casualties;
    std::vector<Table::Column> cols{{"factor", Table::Align::Right}};
    for (int n = 1; n <= t.maxFigures(); ++n)
        cols.push_back({std::to_string(n), Table::Align::Right});
    Table table(cols);
    for (int f = t.minFactor(); f <= t.maxFactor(); ++f) {
        std::vector<std::string> row{std::to_string(f)};
        for (int n = 1; n <= t.maxFigures(); ++n) {
            row.push_back(t.at(f, n).diceText() + "/" + std::to_string(t.at(f, n).men));
        }
        table.addRow(row);
    }
    return table;
}

Table moraleTable(const Rulebook& book) {
    const auto& bands = book.tables().moraleBands.minScore;
    Table table({{"result"}, {"from", Table::Align::Right}, {"to", Table::Align::Right}});
    for (std::size_t i = 0; i < bands.size(); ++i) {
        const bool first = i == 0, last = i + 1 == bands.size();
        table.addRow({std::string(battle::kMoraleResults.names[i]),
                      first ? "" : std::to_string(bands[i]),
                      last ? "" : std::to_string(bands[i + 1] - 1)});
    }
    return table;
}

Table weaponTable(const Rulebook& book, const battle::WeaponFactorTable& factors) {
    static const char* kCodes[] = {"UI", "PI", "AI", "HI",  "FI", "UC",
                                   "PC", "AC", "HC", "HCb", "FC", "FCb"};
    static const battle::Protection kInf[] = {battle::Protection::U, battle::Protection::P,
                                              battle::Protection::A, battle::Protection::H,
                                              battle::Protection::F};
    static const battle::Protection kCav[] = {
        battle::Protection::U,  battle::Protection::P, battle::Protection::A, battle::Protection::H,
        battle::Protection::Hb, battle::Protection::F, battle::Protection::Fb};
    std::vector<Table::Column> cols{{"weapon"}};
    for (const char* c : kCodes) cols.push_back({c, Table::Align::Right});
    Table table(cols);
    for (const auto& [id, weapon] : book.weapons()) {
        const auto& row = factors[weapon.index];
        if (!row.present) continue;
        std::vector<std::string> cells{id};
        for (auto p : kInf)
            cells.push_back(
                std::to_string(row.factor[battle::idx(battle::Arm::Infantry)][battle::idx(p)]));
        for (auto p : kCav)
            cells.push_back(
                std::to_string(row.factor[battle::idx(battle::Arm::Cavalry)][battle::idx(p)]));
        table.addRow(cells);
    }
    return table;
}

Table movesTable(const Rulebook& book) {
    Table table({{"arm"},
                 {"order"},
                 {"normal", Table::Align::Right},
                 {"charge", Table::Align::Right},
                 {"rally", Table::Align::Right}});
    for (auto arm : {battle::Arm::Infantry, battle::Arm::Cavalry}) {
        for (auto order : {battle::Order::Close, battle::Order::Loose, battle::Order::Open}) {
            const auto& m = book.tables().moves[battle::idx(arm)][battle::idx(order)];
            table.addRow({std::string(battle::toString(arm)), std::string(battle::toString(order)),
                          std::to_string(m.normal), std::to_string(m.charge),
                          std::to_string(m.rally)});
        }
    }
    return table;
}

Table tableNamed(const Rulebook& book, const std::string& name) {
    if (name == "casualties") return casualtyTable(book);
    if (name == "morale") return moraleTable(book);
    if (name == "missile") return weaponTable(book, book.tables().missile);
    if (name == "impact") return weaponTable(book, book.tables().impact);
    if (name == "mixed") return weaponTable(book, book.tables().mixed);
    if (name == "moves") return movesTable(book);
    throw UserError("unknown table '" + name + "' (known: " + kTables + ")");
}

// The strategic campaign's rules belong to the campaign library; everything else to the
// rules engine.
battle::RulesCheck checkAnyRulesFile(const std::filesystem::path& path) {
    const XmlSource xml = XmlSource::fromFile(path);
    if (std::string(xml.document().document_element().name()) == "strategy") {
        application::checkStrategyRulesFile(path);
        return {"strategy", "marching, ownership, campaign factors, upkeep"};
    }
    return battle::checkRulesFile(path);
}

}  // namespace

void registerRulesCommand(CLI::App& app, CommandContext& context) {
    auto* rules = app.add_subcommand("rules", "Check the rules tables");
    rules->require_subcommand(1);
    auto files = std::make_shared<std::vector<std::string>>();
    auto* check = rules->add_subcommand(
        "check", "Load and validate rules files (default: every shipped file in data/rules)");
    check->add_option("files", *files, "Rules XML files to validate");
    setAction(check, context, [files, &context] {
        std::vector<std::filesystem::path> paths(files->begin(), files->end());
        if (paths.empty()) {
            for (const auto& entry : std::filesystem::directory_iterator(rulesDir())) {
                if (entry.path().extension() == ".xml") paths.push_back(entry.path());
            }
            std::sort(paths.begin(), paths.end());
        }
        for (const auto& path : paths) {
            const auto result = checkAnyRulesFile(path);
            context.out << path.string() << ": ok, " << result.rulesId << " (" << result.summary
                        << ")\n";
        }
        return 0;
    });

    auto tableName = std::make_shared<std::string>();
    auto format = std::make_shared<std::string>("text");
    auto file = std::make_shared<std::string>();
    auto* show = rules->add_subcommand("show", std::string("Print a God's Acre table: ") + kTables);
    show->add_option("table", *tableName, "The table to print")->required();
    show->add_option("--format", *format, "text or csv");
    show->add_option("--file", *file, "A rules file (default: the shipped godsacre.xml)");
    auto wide = std::make_shared<bool>(false);
    addWideFlag(show, *wide);
    setAction(show, context, [tableName, format, file, wide, &context] {
        const Rulebook book =
            file->empty() ? battle::defaultRulebook() : battle::loadRulebook(*file);
        tableNamed(book, *tableName)
            .write(context.out, reports::parseTableFormat(*format), tableWidth(*wide));
        return 0;
    });
}

}  // namespace seneschal::cli
