#include "application/rules/rules_reference.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <pugixml.hpp>
#include <sstream>
#include <stdexcept>

#include "battle/xml_source.hpp"
#include "reports/html_writer.hpp"

namespace seneschal::application {

namespace {

// Attributes that say where a number comes from, not a number: shown in words, never as columns.
bool isBookkeepingAttribute(const std::string& name) {
    return name == "rule" || name == "provenance" || isAnnotationAttribute(name);
}

std::string referenceSplitWords(const std::string& text) {
    std::istringstream in(text);
    std::string word;
    std::string out;
    while (in >> word) {
        if (!out.empty()) out += ' ';
        out += word;
    }
    return out;
}

std::string readableValue(const std::string& value) {
    // Ids read as words ("open-woods" -> "open woods"); numbers such as "-3" stay as they are.
    if (value.empty() || std::isdigit(static_cast<unsigned char>(value.back())) != 0) return value;
    if (value == "true") return "yes";
    if (value == "false") return "no";
    std::string out;
    for (char c : value) {
        if (c == '-')
            out += ' ';
        else if (c == ',')
            out += ", ";
        else
            out += c;
    }
    return referenceSplitWords(out);
}

std::string provenanceWordsFor(const std::string& provenance, const std::string& reasons) {
    if (provenance == "seed") return "The seed's numbers.";
    if (provenance == "published") return "From the published rules.";
    if (provenance == "reconstructed")
        return "Reconstructed: the seed's table was lost or the seed says nothing; the reasons "
               "are written in " +
               reasons + ".";
    throw std::runtime_error("unknown provenance \"" + provenance + "\"");
}

std::string shortProvenance(const std::string& provenance) {
    if (provenance == "seed") return "the seed's";
    if (provenance == "published") return "published";
    return "reconstructed";
}

// The element's own provenance, or its nearest ancestor's.
std::string provenanceOf(pugi::xml_node node) {
    for (; node; node = node.parent())
        if (auto attribute = node.attribute("provenance")) return attribute.value();
    return "";
}

// Rows are the child elements and columns their attributes, in order of first appearance; an
// element without children is one row of its own attributes turned on its side.
std::vector<std::string> listItems(const std::string& value) {
    std::istringstream in(value);
    std::vector<std::string> items;
    for (std::string item; in >> item;) items.push_back(item);
    return items;
}

// A column whose every value is a list of the same length (three or more), such as the
// casualty table's men for 1..20 figures, spreads over one column per item.
std::size_t listLength(const std::vector<pugi::xml_node>& children, const std::string& column) {
    std::size_t length = 0;
    for (pugi::xml_node child : children) {
        const std::size_t items = listItems(child.attribute(column.c_str()).value()).size();
        if (items < 3 || (length != 0 && items != length)) return 0;
        length = items;
    }
    return length;
}

void fillTable(pugi::xml_node element, const std::vector<std::string>& only,
               ReferenceTable& table) {
    std::vector<pugi::xml_node> children;
    for (pugi::xml_node child : element.children())
        if (child.type() == pugi::node_element) children.push_back(child);

    std::vector<std::string> settings;
    for (pugi::xml_attribute attribute : element.attributes())
        if (!isBookkeepingAttribute(attribute.name())) settings.emplace_back(attribute.name());

    if (children.empty()) {
        table.headings = {"Setting", "Value"};
        for (const std::string& name : settings)
            table.rows.push_back(
                {readableHeading(name), readableValue(element.attribute(name.c_str()).value())});
        return;
    }

    std::vector<std::string> columns;
    bool rowsOwnProvenance = false;
    for (pugi::xml_node child : children) {
        for (pugi::xml_attribute attribute : child.attributes()) {
            const std::string name = attribute.name();
            if (name == "provenance") rowsOwnProvenance = true;
            if (isBookkeepingAttribute(name)) continue;
            if (std::find(columns.begin(), columns.end(), name) == columns.end())
                columns.push_back(name);
        }
    }
    // An id is for the engine: a row with a name shows the name only; otherwise the id reads as
    // words under the row's kind ("ground": open woods), never under "Id".
    if (std::find(columns.begin(), columns.end(), "name") != columns.end())
        columns.erase(std::remove(columns.begin(), columns.end(), "id"), columns.end());
    if (!only.empty()) {
        // The section names the columns it shows, in its order.
        std::vector<std::string> kept;
        for (const std::string& name : only)
            if (std::find(columns.begin(), columns.end(), name) != columns.end())
                kept.push_back(name);
        columns = kept;
    }
    std::vector<std::size_t> lengths;
    std::size_t listColumns = 0;
    for (const std::string& column : columns) {
        lengths.push_back(listLength(children, column));
        if (lengths.back() != 0) ++listColumns;
    }
    const bool mixedKinds = std::any_of(children.begin(), children.end(), [&](pugi::xml_node c) {
        return std::string(c.name()) != children.front().name();
    });
    if (mixedKinds) table.headings.emplace_back("Kind");
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (lengths[c] == 0) {
            if (columns[c] == "id")
                table.headings.push_back(mixedKinds ? std::string("Which")
                                                    : readableHeading(children.front().name()));
            else
                table.headings.push_back(readableHeading(columns[c]));
            continue;
        }
        for (std::size_t i = 1; i <= lengths[c]; ++i)
            table.headings.push_back(listColumns == 1
                                         ? std::to_string(i)
                                         : readableHeading(columns[c]) + " " + std::to_string(i));
    }
    if (rowsOwnProvenance) table.headings.emplace_back("Numbers");
    for (pugi::xml_node child : children) {
        std::vector<std::string> row;
        if (mixedKinds) row.push_back(readableHeading(child.name()));
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const std::string value = child.attribute(columns[c].c_str()).value();
            if (lengths[c] == 0) {
                row.push_back(readableValue(value));
                continue;
            }
            for (const std::string& item : listItems(value)) row.push_back(item);
        }
        if (rowsOwnProvenance) row.push_back(shortProvenance(provenanceOf(child)));
        table.rows.push_back(std::move(row));
    }
    // The element's own settings (a cap, a threshold) follow as rows of their own.
    for (const std::string& name : settings) {
        std::vector<std::string> row(table.headings.size());
        row[0] = readableHeading(name);
        if (row.size() > 1) row[1] = readableValue(element.attribute(name.c_str()).value());
        table.rows.push_back(std::move(row));
    }
}

std::vector<std::string> splitWordList(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string id; in >> id;) out.push_back(id);
    return out;
}

}  // namespace

std::string readableHeading(const std::string& name) {
    const bool code = std::none_of(name.begin(), name.end(), [](char c) {
        return std::islower(static_cast<unsigned char>(c)) != 0;
    });
    // Protection and class codes (UI, HCb, A) read as the rules print them.
    if (code || (name.size() <= 3 && std::isupper(static_cast<unsigned char>(name[0])) != 0))
        return name;
    std::string out;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        if (c == '-' || c == '_') {
            out += ' ';
        } else if (std::isupper(static_cast<unsigned char>(c)) != 0 && i > 0) {
            out += ' ';
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else if (std::isdigit(static_cast<unsigned char>(c)) != 0 && i > 0 &&
                   std::isalpha(static_cast<unsigned char>(name[i - 1])) != 0) {
            out += ' ';
            out += c;
        } else {
            out += c;
        }
    }
    // Millimetres keep their lower-case abbreviation ("mmPerMetre" -> "mm per metre").
    if (out.rfind("mm ", 0) == 0) return out;
    out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

RulesReference loadRulesReference(const std::filesystem::path& referencePath,
                                  const std::filesystem::path& rulesDir) {
    pugi::xml_document reference;
    if (!reference.load_file(referencePath.c_str()))
        throw std::runtime_error("cannot read " + referencePath.string());
    pugi::xml_node root = reference.child("reference");

    std::map<std::string, pugi::xml_document> files;
    std::map<std::string, std::string> reasons;
    for (pugi::xml_node source : root.children("source")) {
        const std::string file = source.attribute("file").value();
        reasons[file] = source.attribute("reasons").value();
        if (!files[file].load_file((rulesDir / file).c_str()))
            throw std::runtime_error("cannot read " + (rulesDir / file).string());
    }

    RulesReference out;
    for (pugi::xml_node part : root.children("part")) {
        for (pugi::xml_node node : part.children("section")) {
            ReferenceSection section;
            section.id = node.attribute("id").value();
            section.part = part.attribute("title").value();
            section.title = node.attribute("title").value();
            section.rules = splitWordList(node.attribute("rules").value());
            for (pugi::xml_node words : node.children("p"))
                section.words.push_back(referenceSplitWords(words.text().get()));
            for (pugi::xml_node tableNode : node.children("table")) {
                ReferenceTable table;
                table.title = tableNode.attribute("title").value();
                table.file = tableNode.attribute("file").value();
                table.path = tableNode.attribute("path").value();
                const auto file = files.find(table.file);
                if (file == files.end())
                    throw std::runtime_error("rules-reference.xml: table \"" + table.title +
                                             "\" names " + table.file +
                                             ", which is not a <source>");
                const pugi::xml_node element = file->second.select_node(table.path.c_str()).node();
                if (!element)
                    throw std::runtime_error("rules-reference.xml: no " + table.path + " in " +
                                             table.file);
                table.provenance = provenanceOf(element);
                table.provenanceWords = provenanceWordsFor(table.provenance, reasons[table.file]);
                table.legend = referenceSplitWords(element.attribute("legend").value());
                fillTable(element, splitWordList(tableNode.attribute("columns").value()), table);
                section.tables.push_back(std::move(table));
            }
            out.sections.push_back(std::move(section));
        }
    }
    return out;
}

std::string rulesReferenceXhtml(const RulesReference& reference) {
    std::ostringstream html;
    html << "<html><head><title>Rules reference</title></head><body>\n"
         << "<h2>Rules reference</h2>\n"
         << "<p>Each procedure of play in plain words, with the tables Seneschal plays it by. "
            "Under each table: whether its numbers are the seed's, from the published rules, "
            "or reconstructed where the seed's table was lost.</p>\n";
    std::string part;
    html << "<p>";
    for (const ReferenceSection& section : reference.sections) {
        if (section.part != part) {
            if (!part.empty()) html << "<br/>";
            part = section.part;
            html << "<b>" << reports::xmlEscape(part) << ":</b> ";
        } else {
            html << " &#183; ";
        }
        html << "<a href=\"#" << reports::xmlEscape(section.id) << "\">"
             << reports::xmlEscape(section.title) << "</a>";
    }
    html << "</p>\n";
    part.clear();
    for (const ReferenceSection& section : reference.sections) {
        if (section.part != part) {
            part = section.part;
            html << "<hr/><h2>" << reports::xmlEscape(part) << "</h2>\n";
        }
        html << "<a name=\"" << reports::xmlEscape(section.id) << "\"></a><h3>"
             << reports::xmlEscape(section.title) << "</h3>\n";
        for (const std::string& words : section.words)
            html << "<p>" << reports::xmlEscape(words) << "</p>\n";
        html << "<p><i>Rules:";
        for (const std::string& rule : section.rules) html << ' ' << reports::xmlEscape(rule);
        html << "</i></p>\n";
        for (const ReferenceTable& table : section.tables) {
            html << "<p><b>" << reports::xmlEscape(table.title) << "</b></p>\n";
            if (!table.legend.empty())
                html << "<p>" << reports::xmlEscape(table.legend) << "</p>\n";
            html << "<table border=\"1\" cellpadding=\"3\" cellspacing=\"0\"><tr>";
            for (const std::string& heading : table.headings)
                html << "<th>" << reports::xmlEscape(heading) << "</th>";
            html << "</tr>\n";
            for (const auto& row : table.rows) {
                html << "<tr>";
                for (const std::string& cell : row)
                    html << "<td>" << reports::xmlEscape(cell) << "</td>";
                html << "</tr>\n";
            }
            html << "</table>\n<p><i>" << reports::xmlEscape(table.provenanceWords) << "</i></p>\n";
        }
    }
    html << "</body></html>\n";
    return html.str();
}

}  // namespace seneschal::application
