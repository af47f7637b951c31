#pragma once
// An option holding a count or an amount (issue 30): its range said in --help ("1 to
// 1,000,000,000 men") and checked as typed, before the campaign is opened. Text that is not a
// whole number in digits ("abc", "1e9", "0x10", which CLI11 would read as 16) is a usage error
// (exit 2, "--days: 'abc' is not a number"); a number outside the range, or past what 64 bits
// hold, is a refused input (exit 1) naming the option, as `advance --days 0` always was: the
// check throws UserError from inside CLI11's parse, which lets every exception but its own
// ValidationError through to the shell (cli.cpp). A range that comes from the rules is read
// only when the option is given or the help is shown.
#include <CLI/CLI.hpp>
#include <functional>
#include <string>
#include <string_view>
#include <utility>

#include "base/count_range.hpp"
#include "base/plain_text.hpp"

namespace seneschal::cli {

class CountValidator : public CLI::Validator {
  public:
    CountValidator(std::function<CountRange()> range, const std::string& option) {
        desc_function_ = [range] { return rangeWords(range()); };
        func_ = [range, option](std::string& text) {
            std::string_view digits = text;
            if (!digits.empty() && (digits.front() == '-' || digits.front() == '+'))
                digits.remove_prefix(1);
            if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
                return "'" + printable(text) + "' is not a number";
            parseInRange(range(), text, option);
            return std::string();
        };
    }
};

// Adds NAME for VALUE (a whole number, or an optional one) within RANGE.
template <typename T>
CLI::Option* addCountOption(CLI::App* command, const std::string& name, T& value,
                            std::function<CountRange()> range, const std::string& description) {
    return command->add_option(name, value, description)
        ->check(CountValidator(std::move(range), name));
}

template <typename T>
CLI::Option* addCountOption(CLI::App* command, const std::string& name, T& value,
                            const CountRange& range, const std::string& description) {
    return addCountOption(
        command, name, value, [range] { return range; }, description);
}

}  // namespace seneschal::cli
