// `seneschal-cli rules check [FILE...]`: validates rules tables, so a game master who edits a
// table learns of a mistake (file, line, element) before a battle does.
// `seneschal-cli rules show TABLE [--file F] [--rules NAME] [--format csv]`: prints any table of
// the rules files by its element name, with its legend and provenance (application/rules_tables).
#include <algorithm>
#include <filesystem>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/command_context.hpp"
#include "application/rules/rules_tables.hpp"
#include "application/rules/strategy_rules_file.hpp"
#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "battle/rules_check.hpp"
#include "battle/xml_source.hpp"
#include "reports/table.hpp"

namespace seneschal::cli {

namespace {

using application::RulesTableView;
using reports::Table;

// A paragraph cut into lines of at most `width` columns (a word longer than that stands alone).
void writeWrapped(std::ostream& out, const std::string& text, std::size_t width,
                  const std::string& indent) {
    std::istringstream words(text);
    std::string line = indent;
    for (std::string word; words >> word;) {
        if (line.size() > indent.size() && line.size() + 1 + word.size() > width) {
            out << line << '\n';
            line = indent + "  ";
        }
        if (line.size() > indent.size() && line.back() != ' ') line += ' ';
        line += word;
    }
    if (line.size() > indent.size()) out << line << '\n';
}

Table rulesViewRows(const RulesTableView& view) {
    std::vector<Table::Column> columns;
    for (const std::string& heading : view.headings) columns.push_back({heading});
    Table table(columns);
    for (const auto& row : view.rows) table.addRow(row);
    return table;
}

std::size_t rulesViewCodePoints(const std::string& text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

// A table wider than the line (the casualty table's 20 columns of figures) is printed in parts
// that fit, each with the rows' first column again, rather than cut short.
void writeRulesRows(std::ostream& out, const RulesTableView& view, std::size_t width) {
    std::vector<std::size_t> widths;
    for (std::size_t c = 0; c < view.headings.size(); ++c) {
        std::size_t w = rulesViewCodePoints(view.headings[c]);
        for (const auto& row : view.rows) w = std::max(w, rulesViewCodePoints(row[c]));
        widths.push_back(w);
    }
    std::vector<std::vector<std::size_t>> parts{{0}};
    std::size_t used = widths[0];
    for (std::size_t c = 1; c < widths.size(); ++c) {
        if (width != 0 && used + 2 + widths[c] > width && parts.back().size() > 1) {
            parts.push_back({0});
            used = widths[0];
        }
        parts.back().push_back(c);
        used += 2 + widths[c];
    }
    for (std::size_t p = 0; p < parts.size(); ++p) {
        if (p != 0) out << '\n';
        RulesTableView part;
        for (std::size_t c : parts[p]) part.headings.push_back(view.headings[c]);
        for (const auto& row : view.rows) {
            std::vector<std::string> cells;
            for (std::size_t c : parts[p]) cells.push_back(row[c]);
            part.rows.push_back(std::move(cells));
        }
        rulesViewRows(part).writeText(out, width);
    }
}

Table rulesViewSettings(const RulesTableView& view) {
    Table table({{"setting"}, {"value"}});
    for (const auto& [name, value] : view.settings) table.addRow({name, value});
    return table;
}

// The table's name, file and rule; its legend; its settings and rows; where its numbers
// come from. CSV: the rows only (or the settings, for a table of settings alone).
void writeRulesTable(std::ostream& out, const RulesTableView& view, reports::TableFormat format,
                     std::size_t width) {
    if (format == reports::TableFormat::Csv) {
        (view.rows.empty() ? rulesViewSettings(view) : rulesViewRows(view)).writeCsv(out);
        return;
    }
    const std::size_t lineWidth = width == 0 ? 100 : width;
    out << view.name << " (" << view.file << (view.rule.empty() ? "" : ", " + view.rule) << ")\n";
    writeWrapped(out, view.legend, lineWidth, "");
    if (!view.settings.empty()) rulesViewSettings(view).writeText(out, width);
    if (!view.rows.empty()) writeRulesRows(out, view, width);
    writeWrapped(out, "Provenance: " + application::provenanceWords(view), lineWidth, "");
}

// Which of a file's tables are reconstructed, and which tables of another provenance have
// reconstructed rows, so that a game master knows where the seed's numbers end.
void writeReconstructed(std::ostream& out, const std::vector<RulesTableView>& tables) {
    std::string whole;
    std::string rows;
    std::string reasons;
    std::string lastWhole;
    for (const RulesTableView& table : tables) {
        reasons = table.reasons;
        if (table.provenance == "reconstructed") {
            // A name the file repeats (randomFactors for shooting and melee) is listed once.
            if (table.name != lastWhole) whole += (whole.empty() ? "" : ", ") + table.name;
            lastWhole = table.name;
            continue;
        }
        std::vector<std::string> reconstructedRows;
        for (std::size_t i = 0; i < table.rows.size(); ++i)
            if (!table.headings.empty() && table.headings.back() == "provenance" &&
                table.rows[i].back() == "reconstructed")
                reconstructedRows.push_back(table.rows[i].front());
        if (reconstructedRows.empty()) continue;
        rows += (rows.empty() ? "" : "; ") + table.name + " (";
        for (std::size_t i = 0; i < reconstructedRows.size(); ++i)
            rows += (i == 0 ? "" : ", ") + reconstructedRows[i];
        rows += ")";
    }
    if (!whole.empty())
        writeWrapped(out,
                     "reconstructed tables: " + whole +
                         (reasons.empty() ? "" : " (reasons: " + reasons + ")"),
                     100, "  ");
    if (!rows.empty()) writeWrapped(out, "reconstructed rows: " + rows, 100, "  ");
}

// The strategic campaign's rules belong to the campaign library; everything else to the
// rules engine.
battle::RulesCheck checkAnyRulesFile(const std::filesystem::path& path) {
    const XmlSource xml = XmlSource::fromFile(path);
    if (std::string(xml.document().document_element().name()) == "strategy") {
        application::checkStrategyRulesFile(path);
        return {"strategy", "marching, ownership, campaign factors, upkeep"};
    }
    if (std::string(xml.document().document_element().name()) == "opponent") {
        application::checkOpponentRulesFile(path);
        return {"opponent", "the programmed opponent: plans, battle thresholds, characters, pay"};
    }
    return battle::checkRulesFile(path);
}

}  // namespace

void registerRulesCommand(CLI::App& app, CommandContext& context) {
    auto* rules = app.add_subcommand("rules", "Check and show the rules tables");
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
            // The tables read as `rules show` reads them: their provenance and seed marks checked.
            const auto tables = application::rulesTablesOf(path, path.string());
            context.out << path.string() << ": ok, " << result.rulesId << " (" << result.summary
                        << ")\n";
            writeReconstructed(context.out, tables);
        }
        return 0;
    });

    auto request = std::make_shared<application::RulesShowRequest>();
    auto format = std::make_shared<std::string>("text");
    auto* show = rules->add_subcommand(
        "show",
        "Print any table of the rules files, by its element name, with its legend and "
        "where its numbers come from");
    show->add_option("table", request->table, "The table: its element name in its file")
        ->required();
    show->add_option("--format", *format, "text or csv");
    auto* fileOption =
        show->add_option("--file", request->file, "A rules file (default: the shipped ones)");
    show->add_option("--rules", request->rules,
                     "One shipped file by name: godsacre, postcard, feudal, campaign, strategy")
        ->excludes(fileOption);
    auto wide = std::make_shared<bool>(false);
    addWideFlag(show, *wide);
    setAction(show, context, [request, format, wide, &context] {
        const auto tableFormat = reports::parseTableFormat(*format);
        const auto tables = application::showRulesTable(*request);
        for (std::size_t i = 0; i < tables.size(); ++i) {
            if (i != 0) context.out << '\n';
            writeRulesTable(context.out, tables[i], tableFormat, tableWidth(*wide));
        }
        return 0;
    });
}

}  // namespace seneschal::cli
