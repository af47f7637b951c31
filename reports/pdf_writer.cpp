#include "reports/pdf_writer.hpp"

#include <algorithm>
#include <cstddef>
#include <deque>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "drawing/pdf_file.hpp"
#include "drawing/text_measure.hpp"
#include "reports/chart_text.hpp"

namespace seneschal::reports {

namespace {

using drawing::Colour;
using drawing::Font;
using drawing::Path;
using drawing::Point;
using drawing::Rect;

// A4 in points.
constexpr double kPdfA4Short = 595.28;
constexpr double kPdfA4Long = 841.89;
constexpr double kPdfMarginSide = 48;
constexpr double kPdfHeaderTop = 26;     // the page header's text
constexpr double kPdfBodyTop = 62;       // where the page's content begins
constexpr double kPdfBodyBottom = 54;    // room kept below the content, for the footer
constexpr double kPdfFooterBottom = 30;  // the footer's text ends this far above the edge

const Font kPdfTitleFont{20, true, false};
const Font kPdfSubtitleFont{12, false, false};
const Font kPdfHeaderFont{8.5, false, false};
const Font kPdfHeading2Font{15, true, false};
const Font kPdfHeading3Font{12, true, false};
const Font kPdfBodyFont{10, false, false};
const Font kPdfBoldFont{10, true, false};
const Font kPdfNoteFont{10, false, true};
const Font kPdfCaptionFont{10.5, true, false};
const Font kPdfContinuedFont{8.5, false, true};
const Font kPdfCellFont{8.5, false, false};
const Font kPdfCellBoldFont{8.5, true, false};

constexpr Colour kPdfInk{0, 0, 0};
constexpr Colour kPdfRule{128, 128, 128};
constexpr Colour kPdfTotalRule{40, 40, 40};
constexpr Colour kPdfHeaderShade{220, 220, 220};
constexpr Colour kPdfGroupShade{238, 238, 238};
constexpr Colour kPdfNoteBar{150, 150, 150};

constexpr double kPdfCellPadX = 4;
constexpr double kPdfCellPadY = 1.5;
constexpr double kPdfIndentStep = 10;  // one level of a table row's indent
constexpr double kPdfParagraphGap = 6;
constexpr double kPdfBlockGap = 10;

// One thing drawn on a page, placed by the layout and drawn once the pages are counted.
struct PdfItem {
    enum class Kind { Text, Fill, Chart };
    Kind kind = Kind::Text;
    std::string_view text;  // Text: into the document or the layout's own strings
    const Font* font = nullptr;
    Rect rect;  // Text: its top-left; Fill: the rectangle (rules are thin ones); Chart: where
    Colour colour = kPdfInk;
    const Chart* chart = nullptr;
};

using PdfPage = std::vector<PdfItem>;

// A table's columns as the PDF shows them, with every cell's width measured once.
struct PdfTableMeasure {
    std::vector<std::size_t> columns;  // the table's columns shown (not the CSV's only)
    std::vector<double> natural;       // each shown column's width for its widest cell
    std::vector<double> tight;         // the same with the header wrapped to its widest word
    std::vector<double> headerWidths;
    std::vector<double> headerWordWidths;  // each header's widest word: a header may wrap
    std::vector<float> cellWidths;         // row by row, shown column by column
    double naturalTotal = 0;
    // The width the table needs for all but its longest few cells in each column (the 95th
    // percentile): what decides the page's orientation, so that one long name is wrapped
    // rather than turning every page.
    double typicalTotal = 0;
};

const Font& pdfCellFont(const TableBlock& block, std::size_t row) {
    if (row < block.styles.size() && block.styles[row] != RowStyle::Body) return kPdfCellBoldFont;
    return kPdfCellFont;
}

double pdfIndent(const TableBlock& block, std::size_t row) {
    return row < block.indents.size() ? kPdfIndentStep * std::max(0, block.indents[row]) : 0;
}

PdfTableMeasure pdfMeasureTable(const drawing::TextMeasurer& measurer, const TableBlock& block) {
    PdfTableMeasure measure;
    const auto& columns = block.table.columns();
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (columns[c].shown != Table::Shown::CsvOnly) measure.columns.push_back(c);
    }
    const std::size_t shown = measure.columns.size();
    for (std::size_t c : measure.columns) {
        const std::string& header = columns[c].header;
        const double width = measurer.measure(header, kPdfCellBoldFont).width;
        measure.headerWidths.push_back(width);
        measure.natural.push_back(width);
        double widestWord = 0;
        for (std::size_t at = 0; at < header.size();) {
            std::size_t end = header.find(' ', at);
            if (end == std::string::npos) end = header.size();
            widestWord = std::max(
                widestWord,
                measurer.measure(std::string_view(header).substr(at, end - at), kPdfCellBoldFont)
                    .width);
            at = end + 1;
        }
        measure.headerWordWidths.push_back(widestWord);
    }
    const auto& rows = block.table.rows();
    measure.cellWidths.resize(rows.size() * shown);
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const Font& font = pdfCellFont(block, r);
        for (std::size_t s = 0; s < shown; ++s) {
            double width = measurer.measure(rows[r][measure.columns[s]], font).width;
            measure.cellWidths[r * shown + s] = static_cast<float>(width);
            if (s == 0) width += pdfIndent(block, r);
            measure.natural[s] = std::max(measure.natural[s], width);
        }
    }
    for (std::size_t s = 0; s < shown; ++s) {
        double cells = 0;
        for (std::size_t r = 0; r < rows.size(); ++r) {
            cells = std::max(cells, static_cast<double>(measure.cellWidths[r * shown + s]) +
                                        (s == 0 ? pdfIndent(block, r) : 0));
        }
        measure.tight.push_back(std::max(cells, measure.headerWordWidths[s]) + 2 * kPdfCellPadX);
    }
    for (double& width : measure.natural) {
        width += 2 * kPdfCellPadX;
        measure.naturalTotal += width;
    }
    std::vector<float> column(rows.size());
    for (std::size_t s = 0; s < shown; ++s) {
        double typical = measure.headerWordWidths[s];
        if (!rows.empty()) {
            for (std::size_t r = 0; r < rows.size(); ++r) {
                column[r] = measure.cellWidths[r * shown + s] +
                            static_cast<float>(s == 0 ? pdfIndent(block, r) : 0);
            }
            const auto at = column.begin() + static_cast<std::ptrdiff_t>(rows.size() * 95 / 100);
            std::nth_element(column.begin(), at, column.end());
            typical = std::max(typical, static_cast<double>(*at));
        }
        measure.typicalTotal += typical + 2 * kPdfCellPadX;
    }
    return measure;
}

// The columns' widths within `available`: each its natural width if all fit. Else first the
// headers wrap (no column narrower than its widest cell or its header's widest word), the room
// left shared among the headers in proportion to what each lacks; and when even that is too
// wide, the widest columns are narrowed to one common cap (their cells then wrap), none below
// its header's widest word (or 36 points), and when even that is too wide every column shrinks
// in proportion.
std::vector<double> pdfColumnWidths(const PdfTableMeasure& measure, double available) {
    if (measure.naturalTotal <= available || measure.natural.empty()) return measure.natural;
    std::vector<double> widths = measure.tight;
    double tightTotal = 0;
    for (double width : widths) tightTotal += width;
    if (tightTotal <= available) {
        const double lacking = measure.naturalTotal - tightTotal;
        for (std::size_t s = 0; s < widths.size(); ++s) {
            widths[s] += (measure.natural[s] - widths[s]) * (available - tightTotal) / lacking;
        }
        return widths;
    }
    std::vector<double> floors;
    double floorTotal = 0;
    for (std::size_t s = 0; s < widths.size(); ++s) {
        floors.push_back(
            std::min(widths[s], std::max(measure.headerWordWidths[s] + 2 * kPdfCellPadX, 36.0)));
        floorTotal += floors.back();
    }
    if (floorTotal > available) {
        for (double& width : floors) width *= available / floorTotal;
        return floors;
    }
    const auto total = [&](double cap) {
        double sum = 0;
        for (std::size_t s = 0; s < widths.size(); ++s) {
            sum += std::min(widths[s], std::max(cap, floors[s]));
        }
        return sum;
    };
    double low = 0;
    double high = *std::max_element(widths.begin(), widths.end());
    for (int i = 0; i < 40; ++i) {
        const double middle = (low + high) / 2;
        (total(middle) <= available ? low : high) = middle;
    }
    for (std::size_t s = 0; s < widths.size(); ++s) {
        widths[s] = std::min(widths[s], std::max(low, floors[s]));
    }
    return widths;
}

class PdfLayout {
  public:
    PdfLayout(const Document& document, double pageWidth, double pageHeight,
              std::vector<PdfTableMeasure> measures)
        : document_(document),
          measurer_(drawing::textMeasurer()),
          pageWidth_(pageWidth),
          pageHeight_(pageHeight),
          left_(kPdfMarginSide),
          width_(pageWidth - 2 * kPdfMarginSide),
          bottom_(pageHeight - kPdfBodyBottom),
          measures_(std::move(measures)) {
        pages_.emplace_back();
        y_ = kPdfBodyTop;
    }

    std::vector<PdfPage> run() {
        titleBlock();
        const auto& blocks = document_.blocks();
        std::size_t table = 0;
        for (std::size_t b = 0; b < blocks.size(); ++b) {
            const Block& block = blocks[b];
            const Block* next = b + 1 < blocks.size() ? &blocks[b + 1] : nullptr;
            switch (block.kind) {
                case Block::Kind::Heading:
                    heading(block, next);
                    break;
                case Block::Kind::Paragraph:
                    lines(block.text, kPdfBodyFont, left_, width_, false);
                    y_ += kPdfParagraphGap;
                    break;
                case Block::Kind::Note:
                    lines(block.text, kPdfNoteFont, left_ + 10, width_ - 10, true);
                    y_ += kPdfParagraphGap;
                    break;
                case Block::Kind::Bullets:
                    bullets(block.items);
                    break;
                case Block::Kind::Facts:
                    facts(block.facts);
                    break;
                case Block::Kind::TableKind: {
                    // A table the pages tell in prose (the chronicle's, the log) is the CSV's.
                    const auto& measure = measures_[table++];
                    if (block.table.onPages) tableBlock(block.table, measure);
                    break;
                }
                case Block::Kind::ChartKind:
                    chart(block.chart);
                    break;
            }
        }
        return std::move(pages_);
    }

    double pageWidth() const { return pageWidth_; }
    double pageHeight() const { return pageHeight_; }

  private:
    double lineHeight(const Font& font) const { return measurer_.measure("Mg", font).height * 1.2; }
    double chartHeight() const { return std::min(width_ / 2, bottom_ - kPdfBodyTop); }

    void newPage() {
        pages_.emplace_back();
        y_ = kPdfBodyTop;
    }
    bool atPageTop() const { return y_ <= kPdfBodyTop + 0.01; }
    // Begins a new page unless `height` more fits on this one (or this one is still empty).
    void room(double height) {
        if (y_ + height > bottom_ && !atPageTop()) newPage();
    }

    std::string_view keep(std::string text) { return owned_.emplace_back(std::move(text)); }
    void text(std::string_view text, const Font& font, double x, double y,
              Colour colour = kPdfInk) {
        if (text.empty()) return;
        PdfItem item;
        item.text = text;
        item.font = &font;
        item.rect = {x, y, 0, 0};
        item.colour = colour;
        pages_.back().push_back(item);
    }
    void fill(const Rect& rect, Colour colour) {
        PdfItem item;
        item.kind = PdfItem::Kind::Fill;
        item.rect = rect;
        item.colour = colour;
        pages_.back().push_back(item);
    }

    void titleBlock() {
        for (std::string& line :
             wrapTextToWidth(measurer_, document_.title(), kPdfTitleFont, width_)) {
            text(keep(std::move(line)), kPdfTitleFont, left_, y_);
            y_ += lineHeight(kPdfTitleFont);
        }
        if (!document_.subtitle().empty()) {
            y_ += 2;
            for (std::string& line :
                 wrapTextToWidth(measurer_, document_.subtitle(), kPdfSubtitleFont, width_)) {
                text(keep(std::move(line)), kPdfSubtitleFont, left_, y_);
                y_ += lineHeight(kPdfSubtitleFont);
            }
        }
        y_ += 4;
        fill({left_, y_, width_, 1}, kPdfRule);
        y_ += 14;
    }

    // How much of `block` must come on a page for a heading before it not to stand alone.
    double leastOf(const Block* block) const {
        if (block == nullptr) return 0;
        switch (block->kind) {
            case Block::Kind::Heading:
                return lineHeight(block->level <= 2 ? kPdfHeading2Font : kPdfHeading3Font) + 8;
            case Block::Kind::Paragraph:
            case Block::Kind::Note:
                return 2 * lineHeight(kPdfBodyFont);
            case Block::Kind::Bullets:
            case Block::Kind::Facts:
                return lineHeight(kPdfBodyFont);
            case Block::Kind::TableKind:
                return lineHeight(kPdfCaptionFont) + 3 * cellRowHeight();
            case Block::Kind::ChartKind:
                return chartHeight() + kPdfBlockGap;
        }
        return 0;
    }

    void heading(const Block& block, const Block* next) {
        const Font& font = block.level <= 2 ? kPdfHeading2Font : kPdfHeading3Font;
        const std::vector<std::string> wrapped =
            wrapTextToWidth(measurer_, block.text, font, width_);
        const double before = block.level <= 2 ? 10 : 6;
        const double height = before + static_cast<double>(wrapped.size()) * lineHeight(font) + 4;
        room(height + leastOf(next));
        if (!atPageTop()) y_ += before;
        for (const std::string& line : wrapped) {
            text(keep(line), font, left_, y_);
            y_ += lineHeight(font);
        }
        y_ += 4;
    }

    // Wrapped text, a page break between any two lines; a note has a grey bar at its left.
    void lines(const std::string& source, const Font& font, double x, double width, bool bar) {
        const double height = lineHeight(font);
        for (std::string& line : wrapTextToWidth(measurer_, source, font, width)) {
            room(height);
            if (bar) fill({x - 8, y_, 2, height}, kPdfNoteBar);
            text(keep(std::move(line)), font, x, y_);
            y_ += height;
        }
    }

    void bullets(const std::vector<std::string>& items) {
        const double height = lineHeight(kPdfBodyFont);
        for (const std::string& item : items) {
            bool first = true;
            for (std::string& line : wrapTextToWidth(measurer_, item, kPdfBodyFont, width_ - 16)) {
                room(height);
                if (first) text("•", kPdfBodyFont, left_ + 4, y_);
                first = false;
                text(keep(std::move(line)), kPdfBodyFont, left_ + 16, y_);
                y_ += height;
            }
            y_ += 2;
        }
        y_ += kPdfParagraphGap;
    }

    void facts(const std::vector<Fact>& facts) {
        double labelWidth = 0;
        for (const Fact& fact : facts) {
            labelWidth = std::max(labelWidth, measurer_.measure(fact.label, kPdfBoldFont).width);
        }
        labelWidth = std::min(labelWidth, width_ * 0.4);
        const double valueX = left_ + labelWidth + 14;
        const double valueWidth = left_ + width_ - valueX;
        const double height = lineHeight(kPdfBodyFont);
        for (const Fact& fact : facts) {
            const std::vector<std::string> label =
                wrapTextToWidth(measurer_, fact.label, kPdfBoldFont, labelWidth);
            const std::vector<std::string> value =
                wrapTextToWidth(measurer_, fact.value, kPdfBodyFont, valueWidth);
            const std::size_t count = std::max(label.size(), value.size());
            room(height * static_cast<double>(std::min<std::size_t>(count, 3)));
            for (std::size_t i = 0; i < count; ++i) {
                room(height);
                if (i < label.size()) text(keep(label[i]), kPdfBoldFont, left_, y_);
                if (i < value.size()) text(keep(value[i]), kPdfBodyFont, valueX, y_);
                y_ += height;
            }
            y_ += 1;
        }
        y_ += kPdfParagraphGap;
    }

    double cellRowHeight() const {
        return measurer_.measure("Mg", kPdfCellFont).height + 2 * kPdfCellPadY;
    }

    // A cell's text as lines within `room`: itself when it fits, else wrapped on its words and
    // a word wider than the column split over lines, never cut: a name on paper is whole.
    std::vector<std::string_view> cellLines(std::string_view value, double measured, double room,
                                            const Font& font) {
        if (measured <= room) return {value};
        std::vector<std::string_view> lines;
        for (std::string& line : wrapTextToWidth(measurer_, value, font, room, LongWord::Split)) {
            lines.push_back(keep(std::move(line)));
        }
        return lines;
    }

    void tableBlock(const TableBlock& block, const PdfTableMeasure& measure) {
        if (measure.columns.empty()) return;
        const std::vector<double> widths = pdfColumnWidths(measure, width_);
        const std::size_t shown = measure.columns.size();
        const auto& columns = block.table.columns();
        const auto& rows = block.table.rows();
        const double lineStep = measurer_.measure("Mg", kPdfCellFont).height;
        const double captionHeight = block.caption.empty() ? 0 : lineHeight(kPdfCaptionFont) + 2;
        double tableWidth = 0;
        for (double width : widths) tableWidth += width;
        const auto roomIn = [&](std::size_t s, double indent) {
            return widths[s] - 2 * kPdfCellPadX - indent;
        };

        // Every row's cells as lines, and so its height, before any is placed: a row is kept
        // whole on its page, and the rows kept together need the heights of those after them.
        std::vector<std::vector<std::string_view>> headerLines;
        std::size_t headerCount = 1;
        for (std::size_t s = 0; s < shown; ++s) {
            headerLines.push_back(cellLines(columns[measure.columns[s]].header,
                                            measure.headerWidths[s], roomIn(s, 0),
                                            kPdfCellBoldFont));
            headerCount = std::max(headerCount, headerLines.back().size());
        }
        const double headerHeight = static_cast<double>(headerCount) * lineStep + 2 * kPdfCellPadY;
        // Rows whose every cell fits on one line keep no lines of their own (most rows).
        std::vector<double> heights(rows.size(), lineStep + 2 * kPdfCellPadY);
        std::vector<std::vector<std::vector<std::string_view>>> wrapped(rows.size());
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const double indent = pdfIndent(block, r);
            bool fits = true;
            for (std::size_t s = 0; s < shown && fits; ++s) {
                fits = measure.cellWidths[r * shown + s] <= roomIn(s, s == 0 ? indent : 0);
            }
            if (fits) continue;
            std::size_t count = 1;
            for (std::size_t s = 0; s < shown; ++s) {
                wrapped[r].push_back(
                    cellLines(rows[r][measure.columns[s]], measure.cellWidths[r * shown + s],
                              roomIn(s, s == 0 ? indent : 0), pdfCellFont(block, r)));
                count = std::max(count, wrapped[r].back().size());
            }
            heights[r] = static_cast<double>(count) * lineStep + 2 * kPdfCellPadY;
        }

        // A cell's lines placed in its column: numbers right-aligned.
        const auto cell = [&](std::span<const std::string_view> lines, double measured,
                              std::size_t s, double columnX, double indent, const Font& font) {
            const bool right = columns[measure.columns[s]].align == Table::Align::Right;
            double y = y_ + kPdfCellPadY;
            for (std::string_view line : lines) {
                const double lineWidth =
                    lines.size() == 1 ? measured : measurer_.measure(line, font).width;
                const double x = right ? columnX + widths[s] - kPdfCellPadX - lineWidth
                                       : columnX + kPdfCellPadX + indent;
                text(line, font, x, y);
                y += lineStep;
            }
        };
        const auto headerRow = [&] {
            fill({left_, y_, tableWidth, headerHeight}, kPdfHeaderShade);
            double x = left_;
            for (std::size_t s = 0; s < shown; ++s) {
                cell(headerLines[s], measure.headerWidths[s], s, x, 0, kPdfCellBoldFont);
                x += widths[s];
            }
            y_ += headerHeight;
            fill({left_, y_ - 0.6, tableWidth, 0.6}, kPdfRule);
        };
        const auto caption = [&](bool continued) {
            if (block.caption.empty()) return;
            text(block.caption, kPdfCaptionFont, left_, y_);
            if (continued) {
                const double width = measurer_.measure(block.caption, kPdfCaptionFont).width;
                text("(continued)", kPdfContinuedFont, left_ + width + 6, y_ + 1.5);
            }
            y_ += captionHeight;
        };

        double opening = captionHeight + headerHeight;
        for (std::size_t r = 0; r < std::min<std::size_t>(2, rows.size()); ++r) {
            opening += heights[r];
        }
        room(opening);
        caption(false);
        headerRow();
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const RowStyle style = r < block.styles.size() ? block.styles[r] : RowStyle::Body;
            // A group's heading row is kept with the row after it, a subtotal or total with
            // the row before it, and the table's last three rows go over together.
            const bool nextCloses = r + 1 < rows.size() && r + 1 < block.styles.size() &&
                                    (block.styles[r + 1] == RowStyle::Subtotal ||
                                     block.styles[r + 1] == RowStyle::Total);
            double needed = heights[r];
            if ((style == RowStyle::Group && r + 1 < rows.size()) || nextCloses) {
                needed += heights[r + 1];
            }
            if (rows.size() - r == 3 && r > 0) {
                needed = std::max(needed, heights[r] + heights[r + 1] + heights[r + 2]);
            }
            if (y_ + needed > bottom_) {
                newPage();
                caption(true);
                headerRow();
            }
            const double height = heights[r];
            if (style == RowStyle::Group) {
                fill({left_, y_, tableWidth, height}, kPdfGroupShade);
            } else if (style == RowStyle::Subtotal) {
                fill({left_, y_, tableWidth, 0.6}, kPdfRule);
            } else if (style == RowStyle::Total) {
                fill({left_, y_, tableWidth, 1.2}, kPdfTotalRule);
            }
            const Font& font = pdfCellFont(block, r);
            const double indent = pdfIndent(block, r);
            double x = left_;
            for (std::size_t s = 0; s < shown; ++s) {
                const std::string_view value = rows[r][measure.columns[s]];
                cell(wrapped[r].empty() ? std::span<const std::string_view>(&value, 1)
                                        : std::span<const std::string_view>(wrapped[r][s]),
                     measure.cellWidths[r * shown + s], s, x, s == 0 ? indent : 0, font);
                x += widths[s];
            }
            y_ += height;
        }
        fill({left_, y_, tableWidth, 0.6}, kPdfRule);
        y_ += kPdfBlockGap + 4;
    }

    void chart(const Chart& chart) {
        const double height = chartHeight();
        room(height);
        PdfItem item;
        item.kind = PdfItem::Kind::Chart;
        item.rect = {left_, y_, width_, height};
        item.chart = &chart;
        pages_.back().push_back(item);
        y_ += height + kPdfBlockGap;
    }

    const Document& document_;
    const drawing::TextMeasurer& measurer_;
    double pageWidth_;
    double pageHeight_;
    double left_;
    double width_;
    double bottom_;
    std::vector<PdfTableMeasure> measures_;
    std::vector<PdfPage> pages_;
    std::deque<std::string> owned_;
    double y_ = 0;
};

void pdfDrawRunningHeader(drawing::Surface& surface, const Document& document, double inner) {
    const drawing::TextMeasurer& measurer = surface;
    const double width = surface.width();
    const std::string title =
        fitTextToWidth(measurer, document.title(), kPdfHeaderFont, inner * 0.55);
    surface.text(title, {kPdfMarginSide, kPdfHeaderTop}, kPdfHeaderFont, kPdfInk);
    const double titleWidth = measurer.measure(title, kPdfHeaderFont).width;
    const std::string subtitle =
        fitTextToWidth(measurer, document.subtitle(), kPdfHeaderFont, inner - titleWidth - 24);
    surface.text(
        subtitle,
        {width - kPdfMarginSide - measurer.measure(subtitle, kPdfHeaderFont).width, kPdfHeaderTop},
        kPdfHeaderFont, kPdfInk);
    const double ruleY = kPdfHeaderTop + measurer.measure("Mg", kPdfHeaderFont).height + 3;
    surface.fill(Path().rectangle({kPdfMarginSide, ruleY, inner, 0.6}), kPdfRule);
}

void pdfDrawPage(drawing::Surface& surface, const PdfPage& page, const Document& document,
                 std::size_t number, std::size_t count) {
    const drawing::TextMeasurer& measurer = surface;
    const double width = surface.width();
    const double height = surface.height();
    const double inner = width - 2 * kPdfMarginSide;
    // White paper under everything: besides, cairo then counts the page's drawn area as one
    // rectangle instead of merging every cell's (a long table's page drew twice as fast).
    surface.fill(Path().rectangle({0, 0, width, height}), Colour{255, 255, 255});

    // The header, from page 2 on (page 1 opens with the title and subtitle themselves): the
    // title at the left, the subtitle at the right, a rule under both.
    if (number > 1) pdfDrawRunningHeader(surface, document, inner);

    // The footer: "Page N of M", centred.
    const std::string footer = "Page " + std::to_string(number) + " of " + std::to_string(count);
    const drawing::TextSize footerSize = measurer.measure(footer, kPdfHeaderFont);
    surface.text(footer,
                 {(width - footerSize.width) / 2, height - kPdfFooterBottom - footerSize.height},
                 kPdfHeaderFont, kPdfInk);

    for (const PdfItem& item : page) {
        switch (item.kind) {
            case PdfItem::Kind::Text:
                surface.text(item.text, {item.rect.x, item.rect.y}, *item.font, item.colour);
                break;
            case PdfItem::Kind::Fill:
                surface.fill(Path().rectangle(item.rect), item.colour);
                break;
            case PdfItem::Kind::Chart:
                drawChart(*item.chart, surface, item.rect);
                break;
        }
    }
}

}  // namespace

std::string pdfDocument(const Document& document, const PdfOptions& options) {
    const drawing::TextMeasurer& measurer = drawing::textMeasurer();
    std::vector<PdfTableMeasure> measures;
    double widest = 0;
    for (const TableBlock* table : document.tables()) {
        // A table left off the pages is neither measured nor allowed to turn them.
        measures.push_back(table->onPages ? pdfMeasureTable(measurer, *table) : PdfTableMeasure{});
        widest = std::max(widest, measures.back().typicalTotal);
    }
    bool landscape = options.orientation == PdfOptions::Orientation::Landscape;
    if (options.orientation == PdfOptions::Orientation::Automatic) {
        landscape = widest > kPdfA4Short - 2 * kPdfMarginSide;
    }
    const double pageWidth = landscape ? kPdfA4Long : kPdfA4Short;
    const double pageHeight = landscape ? kPdfA4Short : kPdfA4Long;

    // First the layout, to count the pages; then the drawing, each footer knowing the count.
    PdfLayout layout(document, pageWidth, pageHeight, std::move(measures));
    const std::vector<PdfPage> pages = layout.run();

    drawing::PdfFile file(pageWidth, pageHeight);
    file.setTitle(document.title());
    for (std::size_t p = 0; p < pages.size(); ++p) {
        if (p > 0) file.newPage();
        pdfDrawPage(file.page(), pages[p], document, p + 1, pages.size());
    }
    return file.finish();
}

}  // namespace seneschal::reports
