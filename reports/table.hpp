#pragma once
// A report table that renders either as aligned text for a person or as RFC 4180 CSV for a
// spreadsheet. Every listing (roster, leaders, ledger, prisoners, treasury) goes through it so
// the two formats never drift apart.
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace seneschal::reports {

enum class TableFormat { Text, Csv };

// Throws UserError naming the accepted formats.
TableFormat parseTableFormat(std::string_view name);

class Table {
  public:
    enum class Align { Left, Right };
    struct Column {
        std::string header;
        Align align = Align::Left;
    };

    explicit Table(std::vector<Column> columns);

    void addRow(
        std::vector<std::string> cells);  // throws std::invalid_argument on a width mismatch
    std::size_t rowCount() const { return rows_.size(); }
    // For a shell that shows the table its own way (the desk's sortable report window).
    const std::vector<Column>& columns() const { return columns_; }
    const std::vector<std::vector<std::string>>& rows() const { return rows_; }

    void write(std::ostream& out, TableFormat format) const;
    void writeText(std::ostream& out) const;
    void writeCsv(std::ostream& out) const;

  private:
    std::vector<Column> columns_;
    std::vector<std::vector<std::string>> rows_;
};

// One CSV field: RFC 4180 quoting (a field with a comma, quote, CR or LF in double quotes, a
// quote doubled), and a cell a spreadsheet would take for a formula (beginning with '=', '+',
// '-', '@', tab or CR, but not a plain number such as -3 or +50) quoted with a leading apostrophe.
std::string csvEscape(std::string_view cell);

}  // namespace seneschal::reports
