#pragma once
// A report as a document: a title, then blocks (headings, paragraphs, lists, facts, tables,
// charts) in reading order. Every report (battle, muster roll, chronicle, treasury, losses) is
// built once as a Document from the campaign file, then written in any form by its writer:
// XHTML (html_writer.hpp), CSV per table (csv_writer.hpp), PDF (pdf_writer.hpp), and the
// desk's viewer. No writer looks at the campaign: what a form shows is what the document holds.
#include <string>
#include <utility>
#include <vector>

#include "reports/chart.hpp"
#include "reports/table.hpp"

namespace seneschal::reports {

// How a table row reads: a group's heading (a side, an army), a body row, or a total.
enum class RowStyle { Body, Group, Subtotal, Total };

struct TableBlock {
    std::string id;       // the table's name for CSV (`--table`): "units", "leaders", ...
    std::string caption;  // what a person reads above it
    Table table;
    // One per row (empty: every row a body row). A row's indent is its depth in the
    // hierarchy (side 0, army 1, battal 2, unit 3), shown in its first column.
    std::vector<RowStyle> styles;
    std::vector<int> indents;
    // False: the table is for the CSV only, the pages telling the same in prose (the
    // chronicle's events, the battle's log).
    bool onPages = true;
};

struct Fact {
    std::string label;  // "Rule set"
    std::string value;  // "God's Acre"
};

struct Block {
    enum class Kind { Heading, Paragraph, Bullets, Facts, TableKind, ChartKind, Note };
    Kind kind = Kind::Paragraph;
    int level = 2;                   // Heading: 2 (a section) or 3 (a subsection)
    std::string text;                // Heading, Paragraph, Note
    std::vector<std::string> items;  // Bullets
    std::vector<Fact> facts;         // Facts
    TableBlock table;                // TableKind
    Chart chart;                     // ChartKind
};

class Document {
  public:
    Document() = default;
    Document(std::string title, std::string subtitle)
        : title_(std::move(title)), subtitle_(std::move(subtitle)) {}

    const std::string& title() const { return title_; }        // "Battle of Crécy"
    const std::string& subtitle() const { return subtitle_; }  // the campaign, the date
    const std::vector<Block>& blocks() const { return blocks_; }

    void heading(std::string text, int level = 2);
    void paragraph(std::string text);
    // A remark set apart (what the report could not show and why).
    void note(std::string text);
    void bullets(std::vector<std::string> items);
    void facts(std::vector<Fact> facts);
    void table(TableBlock table);
    void chart(Chart chart);

    // The tables in order, for CSV and tests.
    std::vector<const TableBlock*> tables() const;
    // The table named `id`, or nullptr.
    const TableBlock* findTable(const std::string& id) const;

  private:
    std::string title_;
    std::string subtitle_;
    std::vector<Block> blocks_;
};

}  // namespace seneschal::reports
