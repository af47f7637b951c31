#include "application/rules/rules_tables.hpp"

#include <algorithm>
#include <map>
#include <pugixml.hpp>
#include <set>
#include <sstream>

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::application {

namespace {

// Attributes that say where a number comes from or what a table is: never a column.
bool rulesTablesBookkeeping(std::string_view name) {
    return name == "rule" || name == "provenance" || isAnnotationAttribute(name);
}

std::vector<std::string> rulesTablesWords(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> words;
    for (std::string word; in >> word;) words.push_back(word);
    return words;
}

std::string rulesTablesCollapsed(const std::string& text) {
    std::string out;
    for (const std::string& word : rulesTablesWords(text)) {
        if (!out.empty()) out += ' ';
        out += word;
    }
    return out;
}

// The element's own provenance, or its nearest ancestor's.
std::string rulesTablesProvenanceOf(pugi::xml_node node) {
    for (; node; node = node.parent())
        if (auto attribute = node.attribute("provenance")) return attribute.value();
    return "";
}

void rulesTablesCheckProvenance(const XmlSource& xml, pugi::xml_node node) {
    const std::string provenance = rulesTablesProvenanceOf(node);
    if (provenance.empty())
        xml.fail(node, "the table says nowhere where its numbers come from (provenance)");
    if (provenance != "seed" && provenance != "published" && provenance != "reconstructed")
        xml.fail(node,
                 "provenance must be seed, published or reconstructed, not '" + provenance + "'",
                 "provenance");
}

// The numbers an element marks as the seed's: attribute -> list items marked (empty: the whole
// value). Each must name a number the element has.
using SeedMarks = std::map<std::string, std::set<std::size_t>>;

SeedMarks rulesTablesSeedMarks(const XmlSource& xml, pugi::xml_node node) {
    SeedMarks marks;
    for (const std::string& entry : rulesTablesWords(node.attribute("seedNumbers").value())) {
        std::string name = entry;
        std::size_t item = 0;
        if (const auto open = entry.find('['); open != std::string::npos) {
            name = entry.substr(0, open);
            const std::string digits = entry.substr(open + 1, entry.size() - open - 2);
            const bool number = !digits.empty() && entry.back() == ']' &&
                                std::all_of(digits.begin(), digits.end(),
                                            [](char c) { return c >= '0' && c <= '9'; });
            if (!number || digits.size() > 4)
                xml.fail(node, "'" + entry + "' is not an attribute or attribute[item]",
                         "seedNumbers");
            item = static_cast<std::size_t>(std::stoi(digits));
        }
        const pugi::xml_attribute attribute = node.attribute(name.c_str());
        if (!attribute || rulesTablesBookkeeping(name))
            xml.fail(node, "seedNumbers names '" + name + "', which this element does not have",
                     "seedNumbers");
        if (item != 0 && (item > rulesTablesWords(attribute.value()).size()))
            xml.fail(node,
                     "seedNumbers names item " + std::to_string(item) + " of '" + name +
                         "', which has fewer",
                     "seedNumbers");
        if (item == 0)
            marks[name];  // the whole value
        else
            marks[name].insert(item);
    }
    return marks;
}

// A value marked when the seed gives it but its element is marked otherwise.
bool rulesTablesMarked(const SeedMarks& marks, pugi::xml_node node, const std::string& name,
                       std::size_t item) {
    if (rulesTablesProvenanceOf(node) == "seed") return false;
    const auto found = marks.find(name);
    if (found == marks.end()) return false;
    return found->second.empty() || found->second.count(item) != 0;
}

// A label for a row in a sentence: its id (or the attribute that names it), else its element.
std::string rulesTablesRowLabel(pugi::xml_node row) {
    for (const char* key : {"id", "rank", "tier", "kind", "weapon", "background", "factor"})
        if (auto attribute = row.attribute(key)) return attribute.value();
    return row.name();
}

RulesTableView rulesTablesRead(const XmlSource& xml, pugi::xml_node element,
                               const std::string& shownName, const std::string& reasons) {
    RulesTableView view;
    view.file = shownName;
    view.name = element.name();
    view.rule = element.attribute("rule").value();
    rulesTablesCheckProvenance(xml, element);
    view.provenance = rulesTablesProvenanceOf(element);
    view.legend = rulesTablesCollapsed(element.attribute("legend").value());
    view.reasons = reasons;

    const SeedMarks tableMarks = rulesTablesSeedMarks(xml, element);
    for (pugi::xml_attribute attribute : element.attributes()) {
        const std::string name = attribute.name();
        if (rulesTablesBookkeeping(name)) continue;
        const bool marked = rulesTablesMarked(tableMarks, element, name, 0);
        view.seedMarks = view.seedMarks || marked;
        view.settings.emplace_back(
            name, rulesTablesCollapsed(attribute.value()) + (marked ? kSeedMark : ""));
    }

    std::vector<pugi::xml_node> children;
    for (pugi::xml_node child : element.children())
        if (child.type() == pugi::node_element) children.push_back(child);
    if (children.empty()) return view;

    std::vector<std::string> columns;
    bool rowsOwnProvenance = false;
    for (pugi::xml_node child : children) {
        if (child.attribute("provenance")) {
            rowsOwnProvenance = true;
            rulesTablesCheckProvenance(xml, child);
        }
        for (pugi::xml_attribute attribute : child.attributes()) {
            const std::string name = attribute.name();
            if (rulesTablesBookkeeping(name)) continue;
            if (std::find(columns.begin(), columns.end(), name) == columns.end())
                columns.push_back(name);
        }
    }
    // Columns whose every value is a list of one length (three items or more), such as the
    // casualty table's dice and men for 1..20 figures: one column per item, the lists' items
    // at that place joined by '/'.
    std::size_t listLength = 0;
    std::vector<bool> isList;
    for (const std::string& column : columns) {
        std::size_t length = 0;
        for (pugi::xml_node child : children) {
            const std::size_t items =
                rulesTablesWords(child.attribute(column.c_str()).value()).size();
            if (items < 3 || (length != 0 && items != length)) {
                length = 0;
                break;
            }
            length = items;
        }
        const bool zipped = length != 0 && (listLength == 0 || listLength == length);
        if (zipped) listLength = length;
        isList.push_back(zipped);
    }

    const bool mixedKinds = std::any_of(children.begin(), children.end(), [&](pugi::xml_node c) {
        return std::string(c.name()) != children.front().name();
    });
    if (mixedKinds) view.headings.emplace_back("kind");
    for (std::size_t c = 0; c < columns.size(); ++c)
        if (!isList[c]) view.headings.push_back(columns[c]);
    for (std::size_t i = 1; i <= listLength; ++i) view.headings.push_back(std::to_string(i));
    if (rowsOwnProvenance) view.headings.emplace_back("provenance");

    for (pugi::xml_node child : children) {
        const SeedMarks marks = rulesTablesSeedMarks(xml, child);
        std::vector<std::string> row;
        if (mixedKinds) row.emplace_back(child.name());
        for (std::size_t c = 0; c < columns.size(); ++c) {
            if (isList[c]) continue;
            const bool marked = rulesTablesMarked(marks, child, columns[c], 0);
            view.seedMarks = view.seedMarks || marked;
            row.push_back(rulesTablesCollapsed(child.attribute(columns[c].c_str()).value()) +
                          (marked ? kSeedMark : ""));
        }
        for (std::size_t i = 1; i <= listLength; ++i) {
            std::string cell;
            bool marked = false;
            for (std::size_t c = 0; c < columns.size(); ++c) {
                if (!isList[c]) continue;
                if (!cell.empty()) cell += '/';
                cell += rulesTablesWords(child.attribute(columns[c].c_str()).value())[i - 1];
                marked = marked || rulesTablesMarked(marks, child, columns[c], i);
            }
            view.seedMarks = view.seedMarks || marked;
            row.push_back(cell + (marked ? kSeedMark : ""));
        }
        if (rowsOwnProvenance) row.push_back(rulesTablesProvenanceOf(child));
        if (rulesTablesProvenanceOf(child) != view.provenance)
            view.otherRows.push_back(rulesTablesRowLabel(child));
        view.rows.push_back(std::move(row));
    }
    return view;
}

}  // namespace

std::vector<std::filesystem::path> shippedRulesFiles() {
    std::vector<std::filesystem::path> paths;
    for (const auto& entry : std::filesystem::directory_iterator(rulesDir()))
        if (entry.path().extension() == ".xml") paths.push_back(entry.path());
    std::sort(paths.begin(), paths.end());
    return paths;
}

std::vector<RulesTableView> rulesTablesOf(const std::filesystem::path& file,
                                          const std::string& shownName) {
    const XmlSource xml = XmlSource::fromFile(file);
    const pugi::xml_node root = xml.document().document_element();
    const std::string reasons = root.attribute("reasons").value();
    std::vector<RulesTableView> tables;
    for (pugi::xml_node element : root.children())
        if (element.type() == pugi::node_element)
            tables.push_back(rulesTablesRead(xml, element, shownName, reasons));
    return tables;
}

std::vector<RulesTableView> showRulesTable(const RulesShowRequest& request) {
    std::vector<std::pair<std::filesystem::path, std::string>> files;
    if (!request.file.empty()) {
        files.emplace_back(request.file, request.file);
    } else {
        std::string stems;
        for (const auto& path : shippedRulesFiles()) {
            stems += (stems.empty() ? "" : ", ") + path.stem().string();
            if (request.rules.empty() || path.stem().string() == request.rules)
                files.emplace_back(path, path.filename().string());
        }
        if (files.empty())
            throw UserError("no rules file '" + request.rules + "' (the rules files: " + stems +
                            ")");
    }
    std::vector<RulesTableView> found;
    std::string known;
    for (const auto& [path, shown] : files) {
        std::vector<std::string> names;
        for (RulesTableView& table : rulesTablesOf(path, shown)) {
            if (std::find(names.begin(), names.end(), table.name) == names.end())
                names.push_back(table.name);
            if (table.name == request.table) found.push_back(std::move(table));
        }
        known += (known.empty() ? "" : "; ") + shown + ":";
        for (const std::string& name : names) known += " " + name;
    }
    if (found.empty())
        throw UserError("no table '" + request.table + "' in " +
                        (files.size() == 1 ? files.front().second : "the rules files") +
                        " (the tables: " + known + ")");
    return found;
}

std::string provenanceWords(const RulesTableView& table) {
    std::string words;
    if (table.provenance == "seed")
        words = "the seed's numbers";
    else if (table.provenance == "published")
        words = "from the published rules";
    else
        words = "reconstructed: the seed's table is lost or the seed says nothing" +
                (table.reasons.empty() ? std::string()
                                       : "; the reasons are written in " + table.reasons);
    if (!table.otherRows.empty()) {
        words += "; rows marked otherwise (column provenance):";
        for (std::size_t i = 0; i < table.otherRows.size(); ++i)
            words += (i == 0 ? " " : ", ") + table.otherRows[i];
    }
    if (table.seedMarks)
        words += std::string("; ") + kSeedMark +
                 " marks a number that is the seed's inside a table or row marked otherwise";
    return words + ".";
}

}  // namespace seneschal::application
