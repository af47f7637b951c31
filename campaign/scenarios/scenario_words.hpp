#pragma once
// A closed word of a scenario file (vocabulary.hpp): the one check both scenario readers make,
// refusing a word not allowed with the file, line and attribute, and the one conversion of such
// a word into its enum (model_enums.hpp).
#include <array>
#include <optional>
#include <pugixml.hpp>
#include <string>
#include <string_view>

#include "battle/xml_source.hpp"
#include "campaign/stores/model_enums.hpp"
#include "campaign/stores/vocabulary.hpp"

namespace seneschal::campaign {

template <std::size_t N>
std::string scenarioWord(const XmlSource& src, pugi::xml_node node, const char* attribute,
                         const std::array<std::string_view, N>& allowed) {
    std::string value = src.text(node, attribute);
    if (!vocabulary::contains(allowed, value))
        src.fail(node, "'" + value + "' is not one of: " + vocabulary::listOf(allowed), attribute);
    return value;
}

template <typename Enum, std::size_t N>
Enum scenarioWordAs(const XmlSource& src, pugi::xml_node node, const char* attribute,
                    const std::array<std::string_view, N>& allowed) {
    const std::string value = scenarioWord(src, node, attribute, allowed);
    const std::optional<Enum> known = enumFromText<Enum>(value);
    if (!known)
        src.fail(node, "'" + value + "' is not one of: " + vocabulary::listOf(allowed), attribute);
    return *known;
}

}  // namespace seneschal::campaign
