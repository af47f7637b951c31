#pragma once
// Small pieces every report shares: grouped numbers for people, plain ones for spreadsheets,
// the campaign's dates, and a table column for both.
#include <cstdint>
#include <string>

#include "campaign/calendar/calendar.hpp"
#include "reports/table.hpp"

namespace seneschal::reports {

// A count shown grouped ("14,000") to read and plain ("14000") in the CSV: two columns.
inline Table::Column readColumn(std::string header, Table::Align align = Table::Align::Left) {
    return {std::move(header), align, Table::Shown::TextOnly};
}
inline Table::Column csvColumn(std::string header, Table::Align align = Table::Align::Left) {
    return {std::move(header), align, Table::Shown::CsvOnly};
}

std::string grouped(std::int64_t value);
// Empty for zero: a table of losses reads better with blanks than with rows of noughts.
std::string groupedOrBlank(std::int64_t value);
std::string menText(std::int64_t men);  // "1 man", "14,000 men"

// "Dismounted knights (A)": the troop type's name in the campaign's rules and the class; the
// id itself when the rules do not know it.
std::string troopsText(const std::string& rulesId, const std::string& typeId,
                       const std::string& troopClass);

}  // namespace seneschal::reports
