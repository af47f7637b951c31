#include "base/grouped_number.hpp"

namespace seneschal {

std::string groupedNumber(long long value) {
    std::string digits = std::to_string(value < 0 ? -value : value);
    for (std::size_t at = digits.size(); at > 3; at -= 3) digits.insert(at - 3, ",");
    return value < 0 ? "-" + digits : digits;
}

std::string countOf(long long value, std::string_view one, std::string_view many) {
    return groupedNumber(value) + " " + std::string(value == 1 ? one : many);
}

}  // namespace seneschal
