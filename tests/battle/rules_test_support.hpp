#pragma once
// What the rules and loader tests share: the shipped God's Acre rule book, a data file's text,
// and that text with one piece replaced (with the line the replacement sits on), so that each
// loader's refusal can be checked against the line it names.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>

#include "battle/ga/unit_state.hpp"
#include "battle/rulebook_loader.hpp"
#include "tests/rules_tables_in_files.hpp"

namespace seneschal::battle {

inline const Rulebook& book() {
    return defaultRulebook();
}

// A unit of the shipped troop type `type`, as makeUnit builds it.
inline UnitState unitOf(const char* type, TroopClass c = TroopClass::C, int figures = 12) {
    return makeUnit(book().troopType(type), c, figures);
}

// The same unit drawn up two ranks deep, as the shooting and melee examples stand.
inline UnitState twoRankUnit(const char* type, TroopClass c, int figures) {
    UnitState u = makeUnit(book().troopType(type), c, figures);
    u.ranks = 2;
    return u;
}

using rules_tables_in_files::fileText;  // one reader of a whole file for every rules test

// The shipped data file `name` of data/rules/.
inline std::string shippedRulesText(const std::string& name) {
    return fileText(std::filesystem::path(SENESCHAL_SOURCE_DIR) / "data/rules" / name);
}

// `text` with the first `from` replaced by `to` (the test fails when there is none).
inline std::string replacedOnce(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at == std::string::npos) return text;
    return text.replace(at, from.size(), to);
}

// The same, with the 1-based line the replacement starts on.
inline std::pair<std::string, int> replacedWithLine(std::string text, const std::string& from,
                                                    const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at == std::string::npos) return {text, 0};
    const int line = 1 + static_cast<int>(std::count(
                             text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    return {text.replace(at, from.size(), to), line};
}

}  // namespace seneschal::battle
