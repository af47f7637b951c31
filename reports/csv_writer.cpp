#include "reports/csv_writer.hpp"

#include <sstream>

#include "base/errors.hpp"

namespace seneschal::reports {

std::string tableIds(const Document& document) {
    std::string ids;
    for (const TableBlock* table : document.tables()) ids += (ids.empty() ? "" : ", ") + table->id;
    return ids;
}

std::string writeTableCsv(const Document& document, const std::string& tableId) {
    const std::vector<const TableBlock*> tables = document.tables();
    if (tables.empty()) {
        throw UserError("the " + document.title() + " report has no table to write as CSV");
    }
    const TableBlock* table = tableId.empty() ? tables.front() : document.findTable(tableId);
    if (!table) {
        throw UserError("--table '" + tableId + "': the " + document.title() +
                        " report has no such table (it has: " + tableIds(document) + ")");
    }
    std::ostringstream out;
    table->table.writeCsv(out);
    return out.str();
}

}  // namespace seneschal::reports
