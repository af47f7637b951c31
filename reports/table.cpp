#include "reports/table.hpp"

#include <algorithm>
#include <stdexcept>

#include "battle/errors.hpp"

namespace seneschal::reports {

namespace {

// Display width in code points, so that "Crécy" lines up with "Calais".
std::size_t displayWidth(std::string_view s) {
    return static_cast<std::size_t>(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

}  // namespace

TableFormat parseTableFormat(std::string_view name) {
    if (name == "text") return TableFormat::Text;
    if (name == "csv") return TableFormat::Csv;
    throw UserError("unknown format '" + std::string(name) + "' (use text or csv)");
}

Table::Table(std::vector<Column> columns) : columns_(std::move(columns)) {}

void Table::addRow(std::vector<std::string> cells) {
    if (cells.size() != columns_.size()) {
        throw std::invalid_argument("table row has " + std::to_string(cells.size()) +
                                    " cells for " + std::to_string(columns_.size()) + " columns");
    }
    rows_.push_back(std::move(cells));
}

void Table::write(std::ostream& out, TableFormat format) const {
    if (format == TableFormat::Csv) {
        writeCsv(out);
    } else {
        writeText(out);
    }
}

void Table::writeText(std::ostream& out) const {
    std::vector<std::size_t> widths(columns_.size());
    for (std::size_t c = 0; c < columns_.size(); ++c) widths[c] = displayWidth(columns_[c].header);
    for (const auto& row : rows_) {
        for (std::size_t c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(row[c]));
    }
    auto emit = [&](const std::vector<std::string>& cells) {
        std::string line;
        for (std::size_t c = 0; c < cells.size(); ++c) {
            const std::string pad(widths[c] - displayWidth(cells[c]), ' ');
            if (c > 0) line += "  ";
            line += columns_[c].align == Align::Right ? pad + cells[c] : cells[c] + pad;
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out << line << '\n';
    };
    std::vector<std::string> headers;
    for (const auto& column : columns_) headers.push_back(column.header);
    emit(headers);
    std::vector<std::string> rule;
    for (std::size_t w : widths) rule.emplace_back(w, '-');
    emit(rule);
    for (const auto& row : rows_) emit(row);
}

namespace {

// A plain decimal number, possibly signed ("-3", "+50", "12.5"), as the ledger writes a change:
// a spreadsheet reads it as the number it is, so it is left alone though it begins with a sign.
bool isPlainNumber(std::string_view cell) {
    std::size_t i = (cell.starts_with('-') || cell.starts_with('+')) ? 1 : 0;
    const std::size_t digitsFrom = i;
    while (i < cell.size() && cell[i] >= '0' && cell[i] <= '9') ++i;
    if (i == digitsFrom) return false;
    if (i < cell.size() && cell[i] == '.') {
        const std::size_t fractionFrom = ++i;
        while (i < cell.size() && cell[i] >= '0' && cell[i] <= '9') ++i;
        if (i == fractionFrom) return false;
    }
    return i == cell.size();
}

// A cell a spreadsheet would run as a formula (OWASP, "CSV injection"): one beginning with
// '=', '+', '-', '@', a tab or a carriage return.
bool looksLikeFormula(std::string_view cell) {
    if (cell.empty() || isPlainNumber(cell)) return false;
    return std::string_view("=+-@\t\r").find(cell.front()) != std::string_view::npos;
}

}  // namespace

std::string csvEscape(std::string_view cell) {
    const bool formula = looksLikeFormula(cell);
    if (!formula && cell.find_first_of(",\"\r\n") == std::string_view::npos) {
        return std::string(cell);
    }
    // RFC 4180: the field in double quotes, a quote inside doubled. A would-be formula gets a
    // leading apostrophe inside the quotes, which spreadsheets show as text.
    std::string quoted = formula ? "\"'" : "\"";
    for (char c : cell) {
        if (c == '"') quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

void Table::writeCsv(std::ostream& out) const {
    auto emit = [&](const std::vector<std::string>& cells) {
        for (std::size_t c = 0; c < cells.size(); ++c) {
            if (c > 0) out << ',';
            out << csvEscape(cells[c]);
        }
        out << '\n';
    };
    std::vector<std::string> headers;
    for (const auto& column : columns_) headers.push_back(column.header);
    emit(headers);
    for (const auto& row : rows_) emit(row);
}

}  // namespace seneschal::reports
