#include "reports/report_words.hpp"

#include "battle/grouped_number.hpp"

namespace seneschal::reports {

std::string grouped(std::int64_t value) {
    return seneschal::groupedNumber(value);
}

std::string groupedOrBlank(std::int64_t value) {
    return value == 0 ? std::string() : seneschal::groupedNumber(value);
}

std::string menText(std::int64_t men) {
    return seneschal::countOf(men, "man", "men");
}

}  // namespace seneschal::reports
