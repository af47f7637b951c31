#pragma once
// Numbers a person reads, grouped by thousands ("11,800"): strengths, losses, ransoms. One
// copy for the campaign's headlines, the desk's views and the map.
#include <string>
#include <string_view>

namespace seneschal {

std::string groupedNumber(long long value);
// A count with its noun, singular for one: "1 figure", "2 figures", "1,000 men".
std::string countOf(long long value, std::string_view one, std::string_view many);
// The verb that agrees with a name: "Kingdom of France pays", "The Barons pay" (issue 37). A
// name is plural when its head word (the last before " of ", else the last) ends in "s" but
// not "ss" ("The Barons", "Knights of Saint John"; not "Kingdom of Lyons", "Duchess").
bool soundsPlural(std::string_view name);
std::string subjectVerb(const std::string& name, std::string_view one, std::string_view many);

}  // namespace seneschal
