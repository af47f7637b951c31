#include "base/iso_date.hpp"

namespace seneschal {

bool isIsoDate(std::string_view text) {
    static constexpr std::string_view kShape = "dddd-dd-dd";
    if (text.size() != kShape.size()) return false;
    for (std::size_t i = 0; i < kShape.size(); ++i) {
        const bool digit = text[i] >= '0' && text[i] <= '9';
        if (kShape[i] == 'd' ? !digit : text[i] != '-') return false;
    }
    auto number = [&](std::size_t from, std::size_t length) {
        int value = 0;
        for (std::size_t i = from; i < from + length; ++i) value = value * 10 + (text[i] - '0');
        return value;
    };
    static constexpr int kLongestMonth[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const int year = number(0, 4);
    const int month = number(5, 2);
    const int day = number(8, 2);
    return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= kLongestMonth[month - 1];
}

}  // namespace seneschal
