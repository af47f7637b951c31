#include "base/count_range.hpp"

#include <limits>
#include <string_view>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "base/plain_text.hpp"

namespace seneschal {

std::string rangeWords(const CountRange& range) {
    std::string words = groupedNumber(range.min) + " to " + groupedNumber(range.max);
    if (range.unit[0] != '\0') words += std::string(" ") + range.unit;
    return words;
}

bool inRange(const CountRange& range, std::int64_t value) {
    return value >= range.min && value <= range.max;
}

namespace {

[[noreturn]] void refuseCount(const CountRange& range, const std::string& value,
                              const std::string& what) {
    throw UserError(what + " " + value + ": " + range.name + " must be " + rangeWords(range));
}

}  // namespace

void requireInRange(const CountRange& range, std::int64_t value, const std::string& what) {
    if (!inRange(range, value)) refuseCount(range, std::to_string(value), what);
}

std::int64_t parseInRange(const CountRange& range, const std::string& text,
                          const std::string& what) {
    std::string_view digits = text;
    const bool negative = !digits.empty() && digits.front() == '-';
    if (negative || (!digits.empty() && digits.front() == '+')) digits.remove_prefix(1);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos) {
        throw UserError(what + " '" + printable(text) + "': " + range.name +
                        " is a whole number, " + rangeWords(range));
    }
    // Accumulated as a negative number: -2^63 fits, and anything past 64 bits is "too large".
    std::int64_t value = 0;
    bool tooLarge = false;
    for (const char c : digits) {
        const int digit = c - '0';
        if (value < (std::numeric_limits<std::int64_t>::min() + digit) / 10) {
            tooLarge = true;
            break;
        }
        value = value * 10 - digit;
    }
    if (!tooLarge && !negative && value == std::numeric_limits<std::int64_t>::min())
        tooLarge = true;
    if (tooLarge) refuseCount(range, printable(text), what);
    if (!negative) value = -value;
    requireInRange(range, value, what);
    return value;
}

std::int64_t checkedAdd(std::int64_t a, std::int64_t b, const CountRange& range,
                        const std::string& why) {
    std::int64_t sum = 0;
    if (__builtin_add_overflow(a, b, &sum) || !inRange(range, sum)) {
        throw UserError(why + ": " + range.name + " would be past " + rangeWords(range));
    }
    return sum;
}

std::int64_t checkedMultiply(std::int64_t a, std::int64_t b, const CountRange& range,
                             const std::string& why) {
    std::int64_t product = 0;
    if (__builtin_mul_overflow(a, b, &product) || !inRange(range, product)) {
        throw UserError(why + ": " + range.name + " would be past " + rangeWords(range));
    }
    return product;
}

}  // namespace seneschal
