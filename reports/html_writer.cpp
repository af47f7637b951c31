#include "reports/html_writer.hpp"

#include <sstream>

namespace seneschal::reports {

namespace {

// Printed in black and white as well as on screen: rules and shading in greys only.
constexpr const char* kHtmlStyle = R"CSS(
body { font-family: "DejaVu Sans", Verdana, sans-serif; color: #111; background: #fff;
       margin: 2em auto; max-width: 84em; padding: 0 1.5em; line-height: 1.45; }
header { border-bottom: 2px solid #333; margin-bottom: 1.2em; }
h1 { font-size: 1.7em; margin: 0 0 0.2em 0; }
.subtitle { color: #444; margin: 0 0 0.6em 0; }
h2 { font-size: 1.25em; border-bottom: 1px solid #999; margin-top: 1.6em; }
h3 { font-size: 1.05em; margin-top: 1.2em; }
p.note { font-style: italic; color: #444; border-left: 3px solid #bbb; padding-left: 0.8em; }
dl.facts { display: grid; grid-template-columns: max-content auto; gap: 0.2em 1.2em; }
dl.facts dt { font-weight: bold; } dl.facts dd { margin: 0; }
table { border-collapse: collapse; margin: 0.6em 0 1.2em 0; font-size: 0.86em; }
p, ul, dl { max-width: 52em; }
caption { text-align: left; font-weight: bold; padding-bottom: 0.3em; }
th, td { padding: 0.2em 0.6em; border-bottom: 1px solid #ddd; vertical-align: top; }
th { text-align: left; border-bottom: 2px solid #555; background: #f0f0f0; }
td.nw { white-space: nowrap; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.group td { font-weight: bold; background: #f6f6f6; border-top: 1px solid #999; }
tr.subtotal td { font-weight: bold; border-top: 1px solid #777; }
tr.total td { font-weight: bold; border-top: 2px solid #333; border-bottom: 2px solid #333; }
figure { margin: 1em 0; } figure svg { max-width: 100%; height: auto; }
div.table-wrap { overflow-x: auto; max-width: 100%; }
@media print { body { margin: 0; max-width: none; } h2 { page-break-after: avoid; }
  div.table-wrap { overflow: visible; }
  table, figure { page-break-inside: auto; } tr { page-break-inside: avoid; } }
)CSS";

const char* rowClass(RowStyle style) {
    switch (style) {
        case RowStyle::Group:
            return "group";
        case RowStyle::Subtotal:
            return "subtotal";
        case RowStyle::Total:
            return "total";
        case RowStyle::Body:
            break;
    }
    return "";
}

void writeHtmlTable(std::ostringstream& out, const TableBlock& block, const HtmlOptions& options) {
    const auto& columns = block.table.columns();
    std::vector<std::size_t> shown;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (columns[c].shown != Table::Shown::CsvOnly) shown.push_back(c);
    }
    // wx's HTML window lays out no <caption> (it would trail the last row): plain pages set
    // the caption above the table instead.
    if (options.plain && !block.caption.empty())
        out << "<p><b>" << xmlEscape(block.caption) << "</b></p>\n";
    // A table wider than a phone's screen scrolls on its own, the page does not (a player reads
    // his dispatch on a phone).
    if (!options.plain) out << "<div class=\"table-wrap\">\n";
    out << "<table" << (options.plain ? " border=\"0\" cellspacing=\"0\" cellpadding=\"3\"" : "")
        << " id=\"table-" << xmlEscape(block.id) << "\">\n";
    if (!options.plain && !block.caption.empty())
        out << "<caption>" << xmlEscape(block.caption) << "</caption>\n";
    out << "<thead><tr>";
    for (std::size_t c : shown) {
        const bool number = columns[c].align == Table::Align::Right;
        out << "<th" << (number ? " class=\"num\"" : "")
            << (options.plain ? (number ? " align=\"right\"" : " align=\"left\"") : "") << ">"
            << xmlEscape(columns[c].header) << "</th>";
    }
    out << "</tr></thead>\n<tbody>\n";
    const auto& rows = block.table.rows();
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const RowStyle style = r < block.styles.size() ? block.styles[r] : RowStyle::Body;
        const int indent = r < block.indents.size() ? block.indents[r] : 0;
        const char* cls = rowClass(style);
        out << "<tr" << (*cls ? std::string(" class=\"") + cls + "\"" : std::string()) << ">";
        bool first = true;
        for (std::size_t c : shown) {
            const bool number = columns[c].align == Table::Align::Right;
            // A date or a short word is never broken at its hyphens.
            const std::string& cell = rows[r][c];
            const bool word = cell.size() <= 16 && cell.find(' ') == std::string::npos;
            out << "<td";
            if (number) {
                out << " class=\"num\"" << (options.plain ? " align=\"right\"" : "");
            } else if (word && !options.plain) {
                out << " class=\"nw\"";
            }
            if (first && indent > 0 && !options.plain) {
                out << " style=\"padding-left: " << (0.6 + 1.2 * indent) << "em\"";
            }
            out << ">";
            if (first && indent > 0 && options.plain) {
                for (int i = 0; i < indent; ++i) out << "&#160;&#160;&#160;";
            }
            const bool strong = options.plain && style != RowStyle::Body;
            if (strong) out << "<b>";
            out << xmlEscape(rows[r][c]);
            if (strong) out << "</b>";
            out << "</td>";
            first = false;
        }
        out << "</tr>\n";
    }
    out << "</tbody></table>\n";
    if (!options.plain) out << "</div>\n";
}

}  // namespace

std::string xmlEscape(std::string_view text) {
    std::string escaped;
    escaped.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&':
                escaped += "&amp;";
                break;
            case '<':
                escaped += "&lt;";
                break;
            case '>':
                escaped += "&gt;";
                break;
            case '"':
                escaped += "&quot;";
                break;
            default:
                escaped += c;
        }
    }
    return escaped;
}

std::string writeXhtml(const Document& document, const HtmlOptions& options) {
    std::ostringstream out;
    if (!options.plain) out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>\n";
    out << "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">\n<head>\n"
        << "<meta charset=\"UTF-8\" />\n<title>" << xmlEscape(document.title()) << "</title>\n";
    if (!options.plain) out << "<style type=\"text/css\">" << kHtmlStyle << "</style>\n";
    out << "</head>\n<body>\n<header>\n<h1>" << xmlEscape(document.title()) << "</h1>\n";
    if (!document.subtitle().empty()) {
        out << "<p class=\"subtitle\">" << xmlEscape(document.subtitle()) << "</p>\n";
    }
    out << "</header>\n";
    int chartNumber = 0;
    for (const Block& block : document.blocks()) {
        switch (block.kind) {
            case Block::Kind::Heading: {
                const int level = block.level < 2 ? 2 : (block.level > 4 ? 4 : block.level);
                out << "<h" << level << ">" << xmlEscape(block.text) << "</h" << level << ">\n";
                break;
            }
            case Block::Kind::Paragraph:
                out << "<p>" << xmlEscape(block.text) << "</p>\n";
                break;
            case Block::Kind::Note:
                out << "<p class=\"note\">" << (options.plain ? "<i>" : "") << xmlEscape(block.text)
                    << (options.plain ? "</i>" : "") << "</p>\n";
                break;
            case Block::Kind::Bullets:
                out << "<ul>\n";
                for (const std::string& item : block.items) {
                    out << "<li>" << xmlEscape(item) << "</li>\n";
                }
                out << "</ul>\n";
                break;
            case Block::Kind::Facts:
                if (options.plain) {
                    out << "<table border=\"0\" cellpadding=\"2\">\n";
                    for (const Fact& fact : block.facts) {
                        out << "<tr><td><b>" << xmlEscape(fact.label) << "</b></td><td>"
                            << xmlEscape(fact.value) << "</td></tr>\n";
                    }
                    out << "</table>\n";
                } else {
                    out << "<dl class=\"facts\">\n";
                    for (const Fact& fact : block.facts) {
                        out << "<dt>" << xmlEscape(fact.label) << "</dt><dd>"
                            << xmlEscape(fact.value) << "</dd>\n";
                    }
                    out << "</dl>\n";
                }
                break;
            case Block::Kind::TableKind:
                if (block.table.onPages) writeHtmlTable(out, block.table, options);
                break;
            case Block::Kind::ChartKind:
                out << "<figure>\n";
                if (options.chartPicture) {
                    out << "<img src=\""
                        << xmlEscape(options.chartPicture(block.chart, chartNumber))
                        << "\" width=\"" << options.chartWidth << "\" height=\""
                        << options.chartHeight << "\" alt=\"" << xmlEscape(block.chart.title)
                        << "\" />\n";
                } else {
                    out << chartSvg(block.chart, options.chartWidth, options.chartHeight) << "\n";
                }
                out << "</figure>\n";
                ++chartNumber;
                break;
        }
    }
    out << "</body>\n</html>\n";
    return out.str();
}

}  // namespace seneschal::reports
