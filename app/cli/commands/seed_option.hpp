#pragma once
// A dice seed typed on the command line: a whole number from 0 to 2^64 - 1, written as digits.
// CLI11 reads "-1" into an unsigned number as 18446744073709551615, a wrap the user never meant
// (issue 30): the seed is checked as typed.
#include <CLI/CLI.hpp>
#include <string>

namespace seneschal::cli {

inline CLI::Validator seedDigits() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            const bool digits =
                !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
            // At most 2^64 - 1: CLI11 reads a larger number as that one.
            const std::string largest = "18446744073709551615";
            if (digits && (text.size() < largest.size() ||
                           (text.size() == largest.size() && text <= largest))) {
                return {};
            }
            return "a seed is a whole number from 0 to 18446744073709551615";
        },
        "SEED");
}

}  // namespace seneschal::cli
