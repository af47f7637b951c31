#pragma once
// A report's tables as CSV (RFC 4180, a header row, through reports::Table): one table a file,
// the report's first unless another is named.
#include <string>

#include "reports/document.hpp"

namespace seneschal::reports {

// Throws UserError naming the tables the report has when `tableId` is not one of them, or when
// the report has no table at all.
std::string writeTableCsv(const Document& document, const std::string& tableId = {});

// "muster, leaders": the report's tables, for messages and --help.
std::string tableIds(const Document& document);

}  // namespace seneschal::reports
