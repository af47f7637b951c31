#pragma once
// A report table that renders either as aligned text for a person or as RFC 4180 CSV for a
// spreadsheet. Every listing (roster, leaders, ledger, prisoners, treasury) goes through it so
// the two formats never drift apart.
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace seneschal::reports {

enum class TableFormat { Text, Csv };

// Throws UserError naming the accepted formats.
TableFormat parseTableFormat(std::string_view name);

class Table {
  public:
    enum class Align { Left, Right };
    // A spreadsheet wants ids and plain numbers, a person names and grouped numbers: a column
    // may be written in one format only.
    enum class Shown { Both, TextOnly, CsvOnly };
    struct Column {
        std::string header;
        Align align = Align::Left;
        Shown shown = Shown::Both;
        // Narrowing a table too wide cuts short the other columns first, then these.
        bool clipLast = false;
        // In the text, not a column but a heading line over the rows, written when its value
        // changes (issue 37): 0 the outermost (a side), 1 within it (an army), and so on, each
        // level indented two spaces, the rows below the innermost; columns of one level
        // share a line. So the rows need not repeat, cut short, what they belong to. -1: a
        // column. The CSV and the desk's table keep it as a column.
        int group = -1;
    };

    Table() = default;  // no columns yet: a report block filled in later
    explicit Table(std::vector<Column> columns);

    void addRow(
        std::vector<std::string> cells);  // throws std::invalid_argument on a width mismatch
    std::size_t rowCount() const { return rows_.size(); }
    // For a shell that shows the table its own way (the desk's sortable report window).
    const std::vector<Column>& columns() const { return columns_; }
    const std::vector<std::vector<std::string>>& rows() const { return rows_; }

    // As text, a table wider than `maxWidth` columns (0: no limit) narrows its widest columns,
    // never below their header, and a cell too long for its column ends in "…" (the CSV is
    // always whole). Widths are counted in code points, as a terminal shows them.
    void write(std::ostream& out, TableFormat format, std::size_t maxWidth = 0) const;
    void writeText(std::ostream& out, std::size_t maxWidth = 0) const;
    void writeCsv(std::ostream& out) const;

  private:
    // The table without the columns shown `leaveOut`, into `into`; false when it has none.
    bool only(Shown leaveOut, Table& into) const;

    // The text's table with its group columns made heading lines (`headings`: before row N).
    Table grouped(std::vector<std::pair<std::size_t, std::string>>& headings) const;
    void writeTextWithHeadings(
        std::ostream& out, std::size_t maxWidth,
        const std::vector<std::pair<std::size_t, std::string>>& headings) const;

    std::vector<Column> columns_;
    std::vector<std::vector<std::string>> rows_;
};

// One CSV field: RFC 4180 quoting (a field with a comma, quote, CR or LF in double quotes, a
// quote doubled), and a cell a spreadsheet would take for a formula (beginning with '=', '+',
// '-', '@', tab or CR, but not a plain number such as -3 or +50) quoted with a leading apostrophe.
std::string csvEscape(std::string_view cell);

// The text cut to at most `width` code points, its last one "…" when anything was cut.
std::string clipToWidth(std::string_view text, std::size_t width);

// A text line's width in code points ("Crécy" is 5).
std::size_t displayWidth(std::string_view text);

}  // namespace seneschal::reports
