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

bool soundsPlural(std::string_view name) {
    const std::size_t of = name.find(" of ");
    std::string_view head = name.substr(0, of);
    while (!head.empty() && head.back() == ' ') head.remove_suffix(1);
    const std::size_t space = head.rfind(' ');
    if (space != std::string_view::npos) head.remove_prefix(space + 1);
    return head.size() > 2 && head.back() == 's' && head[head.size() - 2] != 's' &&
           head[head.size() - 2] != '\'';
}

std::string subjectVerb(const std::string& name, std::string_view one, std::string_view many) {
    return name + " " + std::string(soundsPlural(name) ? many : one);
}

}  // namespace seneschal
