#pragma once
// Issue 14, item 5: the tables of a shipped rules file, read from the file itself, and a copy of
// the file with one table's first number changed. Shared by the battle and campaign libraries'
// every-table-matters tests (each checks the files its library plays).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <pugixml.hpp>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace seneschal::rules_tables_in_files {

inline std::filesystem::path sourceDir() {
    return std::filesystem::path(SENESCHAL_SOURCE_DIR);
}

inline std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A table of a rules file: a child element of the root, named by its element ("scale"); a
// name the root repeats is told apart by its use ("randomFactors[melee]"); the parts of
// <results> are tables of their own ("results/winner").
struct RulesTable {
    std::string name;
    std::size_t start = 0;  // offset of its start tag in the file text
    std::size_t end = 0;    // offset just past its end
};

inline std::vector<RulesTable> tablesOf(const std::string& text) {
    pugi::xml_document doc;
    EXPECT_TRUE(doc.load_string(text.c_str()));
    const auto extent = [&text](const pugi::xml_node& node, const std::string& key) {
        const auto start = static_cast<std::size_t>(node.offset_debug()) - 1;  // at '<'
        const std::size_t close = text.find('>', start);
        const std::size_t end = text[close - 1] == '/'
                                    ? close + 1
                                    : text.find(std::string("</") + node.name() + ">", start);
        return RulesTable{key, start, end};
    };
    std::vector<RulesTable> tables;
    for (const pugi::xml_node& node : doc.document_element().children()) {
        if (node.type() != pugi::node_element) continue;
        std::string key = node.name();
        if (const pugi::xml_attribute use = node.attribute("use")) {
            key += std::string("[") + use.value() + "]";
        }
        if (key == "results") {
            for (const pugi::xml_node& part : node.children()) {
                if (part.type() == pugi::node_element) {
                    tables.push_back(extent(part, key + "/" + part.name()));
                }
            }
        } else {
            tables.push_back(extent(node, key));
        }
    }
    return tables;
}

// The first number of a table, and the same number changed so that the loader still takes
// it: an integer plus one, a decimal plus a quarter, a fraction "N/D" made "N/(D+1)". A table
// with no number, or whose first number cannot change alone, is given its change by name.
struct Edit {
    std::size_t at = 0;  // offset of the value in the file text
    std::string attribute, from, to;
};

using ChosenEdits = std::map<std::string, std::pair<std::string, std::string>>;

inline Edit firstNumberOf(const std::string& text, const RulesTable& table,
                          const ChosenEdits& chosen) {
    const std::string body = text.substr(table.start, table.end - table.start);
    Edit edit;
    if (const auto it = chosen.find(table.name); it != chosen.end()) {
        const std::size_t at = body.find(it->second.first);
        if (at == std::string::npos) return {};
        edit.at = table.start + at;
        edit.attribute = "(chosen)";
        edit.from = it->second.first;
        edit.to = it->second.second;
        return edit;
    }
    static const std::regex kNumber(
        R"re(\s([A-Za-z][A-Za-z0-9]*)="(-?[0-9]+(\.[0-9]+)?(/[0-9]+)?)")re");
    std::smatch m;
    if (!std::regex_search(body, m, kNumber)) return {};
    edit.at = table.start + static_cast<std::size_t>(m.position(2));
    edit.attribute = m[1].str();
    edit.from = m[2].str();
    if (m[4].matched) {
        const std::size_t slash = edit.from.find('/');
        edit.to = edit.from.substr(0, slash) + "/" +
                  std::to_string(std::stoi(edit.from.substr(slash + 1)) + 1);
    } else if (m[3].matched) {
        std::ostringstream out;
        out << std::stod(edit.from) + 0.25;
        edit.to = out.str();
    } else {
        edit.to = std::to_string(std::stoi(edit.from) + 1);
    }
    return edit;
}

inline std::string edited(std::string text, const Edit& edit) {
    return text.replace(edit.at, edit.from.size(), edit.to);
}

// A result a file's tables feed, worked out from the text of a (copied) file: equal strings,
// equal results.
using Fingerprint = std::function<std::string(const std::string&)>;

// For every table of data/rules/<file>: change its first number (or its chosen edit), play
// the copy, and expect the fingerprint to differ from the shipped file's. Each failure names
// the table. A table in `inert` is skipped; its value must say why.
inline void expectEveryTableChangesAResult(const std::string& file, const Fingerprint& fingerprint,
                                           const ChosenEdits& chosen,
                                           const std::map<std::string, std::string>& inert) {
    const std::string text = fileText(sourceDir() / "data/rules" / file);
    const std::string shipped = fingerprint(text);
    const std::vector<RulesTable> tables = tablesOf(text);
    EXPECT_FALSE(tables.empty()) << file << " has no tables";
    for (const RulesTable& table : tables) {
        if (inert.count(table.name)) continue;
        const Edit edit = firstNumberOf(text, table, chosen);
        if (edit.from.empty()) {
            ADD_FAILURE() << file << " <" << table.name << "> has no number to change";
            continue;
        }
        const std::string where = file + " <" + table.name + "> " + edit.attribute + "=\"" +
                                  edit.from + "\" -> \"" + edit.to + "\"";
        std::string changed;
        try {
            changed = fingerprint(edited(text, edit));
        } catch (const std::exception& e) {
            ADD_FAILURE() << where << ": the copy does not load or play: " << e.what();
            continue;
        }
        EXPECT_TRUE(changed != shipped) << where << ": no result changed; the table does nothing";
    }
}

}  // namespace seneschal::rules_tables_in_files
