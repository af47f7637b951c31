#pragma once
// Numbers a person reads, grouped by thousands ("11,800"): strengths, losses, ransoms. One
// copy for the campaign's headlines, the desk's views and the map.
#include <string>
#include <string_view>

namespace seneschal {

std::string groupedNumber(long long value);
// A count with its noun, singular for one: "1 figure", "2 figures", "1,000 men".
std::string countOf(long long value, std::string_view one, std::string_view many);

}  // namespace seneschal
