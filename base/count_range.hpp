#pragma once
// A count or an amount with the range it may take (issue 30): men in a unit, money in a
// treasury, days to advance, a calculator's figures. One range is checked on every path in (an
// option, a data file, the campaign file itself) and said in the same words everywhere ("1 to
// 1,000,000,000 men"); arithmetic on such numbers goes through the checked helpers below, which
// refuse a result outside the range instead of wrapping.
#include <cstdint>
#include <string>

namespace seneschal {

struct CountRange {
    const char* name;  // what the number is, in words: "men recruited at once"
    std::int64_t min;
    std::int64_t max;
    const char* unit;  // "men", "pounds", "days"; empty for a bare number
};

// "1 to 1,000,000,000 men", "-2 to 2".
std::string rangeWords(const CountRange& range);

bool inRange(const CountRange& range, std::int64_t value);

// Throws UserError "WHAT VALUE: NAME is RANGE" unless the value is in the range; WHAT is what the
// user gave it as (an option, "--men"; a field).
void requireInRange(const CountRange& range, std::int64_t value, const std::string& what);

// The text as typed (an option's value): an optional minus sign and digits, in the range. Any
// other text, or a number past what 64 bits hold, is refused as UserError naming WHAT.
std::int64_t parseInRange(const CountRange& range, const std::string& text,
                          const std::string& what);

// a + b and a × b, refused with UserError (WHY: what was being worked out) when the result
// would overflow or leave the range: a count never wraps.
std::int64_t checkedAdd(std::int64_t a, std::int64_t b, const CountRange& range,
                        const std::string& why);
std::int64_t checkedMultiply(std::int64_t a, std::int64_t b, const CountRange& range,
                             const std::string& why);

}  // namespace seneschal
