#pragma once
// What every table of a campaign rules file (strategy.xml, opponent.xml) must say, checked the
// same way for both: the one table of its name, no attribute the file does not define, the rule
// it serves and where its numbers come from. Each refusal names the file, line and field.
#include <initializer_list>
#include <pugixml.hpp>
#include <span>
#include <string_view>

#include "battle/xml_source.hpp"

namespace seneschal::campaign::strategy {

// The rule a table or row serves, one of `rules`, and its provenance, 'seed' or
// 'reconstructed': each checked when `required` or when the node names it.
void checkRuleAndProvenance(const XmlSource& xml, const pugi::xml_node& node,
                            std::span<const std::string_view> rules, bool required);

// The one <name> under `root`: no attribute but `attributes`, `rule`, `provenance` and the
// annotations every table may carry (a legend, a note); its rule one of `rules` and its
// provenance given.
pugi::xml_node rulesTable(const XmlSource& xml, const pugi::xml_node& root, const char* name,
                          std::initializer_list<std::string_view> attributes,
                          std::span<const std::string_view> rules);

}  // namespace seneschal::campaign::strategy
