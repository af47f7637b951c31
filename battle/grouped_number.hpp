#pragma once
// Numbers a person reads, grouped by thousands ("11,800"): strengths, losses, ransoms. One
// copy for the campaign's headlines, the desk's views and the map.
#include <string>

namespace seneschal {

std::string groupedNumber(long long value);

}  // namespace seneschal
