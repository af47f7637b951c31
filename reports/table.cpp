#include "reports/table.hpp"

#include <algorithm>
#include <stdexcept>

#include "base/errors.hpp"

namespace seneschal::reports {

// Display width in code points, so that "Crécy" lines up with "Calais".
std::size_t displayWidth(std::string_view s) {
    return static_cast<std::size_t>(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string clipToWidth(std::string_view text, std::size_t width) {
    if (displayWidth(text) <= width) return std::string(text);
    if (width == 0) return {};
    // Keep width - 1 code points, then the ellipsis.
    std::size_t kept = 0;
    std::size_t end = 0;
    while (end < text.size()) {
        const bool starts = (static_cast<unsigned char>(text[end]) & 0xC0) != 0x80;
        if (starts && kept == width - 1) break;
        if (starts) ++kept;
        ++end;
    }
    std::string clipped(text.substr(0, end));
    while (!clipped.empty() && clipped.back() == ' ') clipped.pop_back();
    return clipped + "\u2026";
}

namespace {

// The columns' widths narrowed until the line fits `maxWidth` (two spaces between columns): the
// widest column gives up a column at a time, none below its floor.
void narrowToFit(std::vector<std::size_t>& widths, const std::vector<std::size_t>& floors,
                 std::size_t maxWidth) {
    if (maxWidth == 0 || widths.empty()) return;
    std::size_t total = 2 * (widths.size() - 1);
    for (std::size_t w : widths) total += w;
    while (total > maxWidth) {
        std::size_t widest = widths.size();
        for (std::size_t c = 0; c < widths.size(); ++c) {
            if (widths[c] <= floors[c]) continue;
            if (widest == widths.size() || widths[c] > widths[widest]) widest = c;
        }
        if (widest == widths.size()) return;  // every column at its floor: it stays wide
        --widths[widest];
        --total;
    }
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

bool Table::only(Shown leaveOut, Table& into) const {
    std::vector<std::size_t> kept;
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        if (columns_[c].shown != leaveOut) kept.push_back(c);
    }
    if (kept.size() == columns_.size()) return false;
    for (std::size_t c : kept) {
        into.columns_.push_back(columns_[c]);
        into.columns_.back().shown = Shown::Both;
    }
    for (const auto& row : rows_) {
        std::vector<std::string> cells;
        for (std::size_t c : kept) cells.push_back(row[c]);
        into.rows_.push_back(std::move(cells));
    }
    return true;
}

void Table::write(std::ostream& out, TableFormat format, std::size_t maxWidth) const {
    if (format == TableFormat::Csv) {
        writeCsv(out);
    } else {
        writeText(out, maxWidth);
    }
}

Table Table::grouped(std::vector<std::pair<std::size_t, std::string>>& headings) const {
    int levels = 0;
    std::vector<std::size_t> kept;
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        if (columns_[c].group >= 0) {
            levels = std::max(levels, columns_[c].group + 1);
        } else {
            kept.push_back(c);
        }
    }
    Table body(std::vector<Column>{});
    for (std::size_t c : kept) body.columns_.push_back(columns_[c]);
    std::vector<std::string> last(static_cast<std::size_t>(levels));
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        const std::vector<std::string>& row = rows_[r];
        std::vector<std::string> line(static_cast<std::size_t>(levels));
        for (std::size_t c = 0; c < columns_.size(); ++c) {
            const int level = columns_[c].group;
            if (level < 0 || row[c].empty()) continue;
            std::string& text = line[static_cast<std::size_t>(level)];
            text += (text.empty() ? "" : "  ") + row[c];
        }
        // A level's heading again when it or any level outside it changes.
        bool changed = r == 0;
        for (std::size_t level = 0; level < line.size(); ++level) {
            changed = changed || line[level] != last[level];
            if (changed && !line[level].empty())
                headings.emplace_back(body.rows_.size(), std::string(2 * level, ' ') + line[level]);
            last[level] = line[level];
        }
        // The rows themselves are not indented: the room is the names'.
        std::vector<std::string> cells;
        for (std::size_t c : kept) cells.push_back(row[c]);
        body.rows_.push_back(std::move(cells));
    }
    return body;
}

void Table::writeText(std::ostream& out, std::size_t maxWidth) const {
    Table shown(std::vector<Column>{});
    if (only(Shown::CsvOnly, shown)) return shown.writeText(out, maxWidth);
    std::vector<std::pair<std::size_t, std::string>> headings;
    const bool hasGroups = std::any_of(columns_.begin(), columns_.end(),
                                       [](const Column& column) { return column.group >= 0; });
    if (hasGroups) {
        const Table body = grouped(headings);
        return body.writeTextWithHeadings(out, maxWidth, headings);
    }
    writeTextWithHeadings(out, maxWidth, headings);
}

void Table::writeTextWithHeadings(
    std::ostream& out, std::size_t maxWidth,
    const std::vector<std::pair<std::size_t, std::string>>& headings) const {
    std::vector<std::size_t> widths(columns_.size());
    for (std::size_t c = 0; c < columns_.size(); ++c) widths[c] = displayWidth(columns_[c].header);
    for (const auto& row : rows_) {
        for (std::size_t c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(row[c]));
    }
    // A column never narrows below its header, nor below a few letters of its cells; a column of
    // short cells (dates, counts, a status) is read whole and never narrows.
    constexpr std::size_t kNarrowest = 8;
    constexpr std::size_t kShort = 12;
    std::vector<std::size_t> floors(columns_.size());
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        floors[c] = widths[c] <= kShort ? widths[c]
                                        : std::max(displayWidth(columns_[c].header), kNarrowest);
    }
    // The columns to keep whole held at their width while the others give way, then all.
    std::vector<std::size_t> firstFloors = floors;
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        if (columns_[c].clipLast) firstFloors[c] = widths[c];
    }
    narrowToFit(widths, firstFloors, maxWidth);
    narrowToFit(widths, floors, maxWidth);
    auto emit = [&](const std::vector<std::string>& cells) {
        std::string line;
        for (std::size_t c = 0; c < cells.size(); ++c) {
            const std::string cell = clipToWidth(cells[c], widths[c]);
            const std::string pad(widths[c] - displayWidth(cell), ' ');
            if (c > 0) line += "  ";
            line += columns_[c].align == Align::Right ? pad + cell : cell + pad;
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
    std::size_t heading = 0;
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        for (; heading < headings.size() && headings[heading].first <= r; ++heading) {
            const std::string& text = headings[heading].second;
            out << (maxWidth > 0 ? clipToWidth(text, maxWidth) : text) << '\n';
        }
        emit(rows_[r]);
    }
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
    Table shown(std::vector<Column>{});
    if (only(Shown::TextOnly, shown)) return shown.writeCsv(out);
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
