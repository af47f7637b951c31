#include "reports/document.hpp"

namespace seneschal::reports {

void Document::heading(std::string text, int level) {
    Block block;
    block.kind = Block::Kind::Heading;
    block.level = level;
    block.text = std::move(text);
    blocks_.push_back(std::move(block));
}

void Document::paragraph(std::string text) {
    Block block;
    block.kind = Block::Kind::Paragraph;
    block.text = std::move(text);
    blocks_.push_back(std::move(block));
}

void Document::note(std::string text) {
    Block block;
    block.kind = Block::Kind::Note;
    block.text = std::move(text);
    blocks_.push_back(std::move(block));
}

void Document::bullets(std::vector<std::string> items) {
    Block block;
    block.kind = Block::Kind::Bullets;
    block.items = std::move(items);
    blocks_.push_back(std::move(block));
}

void Document::facts(std::vector<Fact> facts) {
    Block block;
    block.kind = Block::Kind::Facts;
    block.facts = std::move(facts);
    blocks_.push_back(std::move(block));
}

void Document::table(TableBlock table) {
    Block block;
    block.kind = Block::Kind::TableKind;
    block.table = std::move(table);
    blocks_.push_back(std::move(block));
}

void Document::chart(Chart chart) {
    Block block;
    block.kind = Block::Kind::ChartKind;
    block.chart = std::move(chart);
    blocks_.push_back(std::move(block));
}

std::vector<const TableBlock*> Document::tables() const {
    std::vector<const TableBlock*> found;
    for (const Block& block : blocks_) {
        if (block.kind == Block::Kind::TableKind) found.push_back(&block.table);
    }
    return found;
}

const TableBlock* Document::findTable(const std::string& id) const {
    for (const Block& block : blocks_) {
        if (block.kind == Block::Kind::TableKind && block.table.id == id) return &block.table;
    }
    return nullptr;
}

}  // namespace seneschal::reports
