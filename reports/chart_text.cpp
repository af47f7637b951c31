#include "reports/chart_text.hpp"

#include <cstddef>

namespace seneschal::reports {

namespace {

constexpr std::string_view kTextEllipsis = "…";

// The byte offsets where each code point of `text` starts, and its size at the end.
std::vector<std::size_t> textCodePointStarts(std::string_view text) {
    std::vector<std::size_t> starts;
    for (std::size_t at = 0; at < text.size(); ++at) {
        if ((static_cast<unsigned char>(text[at]) & 0xC0) != 0x80) starts.push_back(at);
    }
    starts.push_back(text.size());
    return starts;
}

std::string textCutAt(std::string_view text, std::size_t bytes) {
    std::string cut(text.substr(0, bytes));
    while (!cut.empty() && cut.back() == ' ') cut.pop_back();
    cut += kTextEllipsis;
    return cut;
}

// The longest head of `word` (at least one code point) no wider than `maxWidth`, in bytes.
std::size_t textHeadThatFits(const drawing::TextMeasurer& measurer, std::string_view word,
                             const drawing::Font& font, double maxWidth) {
    const std::vector<std::size_t> starts = textCodePointStarts(word);
    std::size_t low = 1;
    std::size_t high = starts.size() - 1;
    while (low < high) {
        const std::size_t middle = (low + high + 1) / 2;
        if (measurer.measure(word.substr(0, starts[middle]), font).width <= maxWidth) {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    return starts[low];
}

}  // namespace

std::string fitTextToWidth(const drawing::TextMeasurer& measurer, std::string_view text,
                           const drawing::Font& font, double maxWidth) {
    if (measurer.measure(text, font).width <= maxWidth) return std::string(text);
    if (measurer.measure(kTextEllipsis, font).width > maxWidth) return {};
    const std::vector<std::size_t> starts = textCodePointStarts(text);
    // The most code points (before the "…") that fit: at least none, fewer than all.
    std::size_t low = 0;
    std::size_t high = starts.size() - 2;
    while (low < high) {
        const std::size_t middle = (low + high + 1) / 2;
        if (measurer.measure(textCutAt(text, starts[middle]), font).width <= maxWidth) {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    return textCutAt(text, starts[low]);
}

std::vector<std::string> wrapTextToWidth(const drawing::TextMeasurer& measurer,
                                         std::string_view text, const drawing::Font& font,
                                         double maxWidth, LongWord longWord) {
    std::vector<std::string> lines;
    const double space = measurer.measure(" ", font).width;
    std::size_t paragraphStart = 0;
    while (true) {
        const std::size_t paragraphEnd = text.find('\n', paragraphStart);
        const std::string_view paragraph = text.substr(
            paragraphStart, paragraphEnd == std::string_view::npos ? std::string_view::npos
                                                                   : paragraphEnd - paragraphStart);
        std::string line;
        double lineWidth = 0;
        std::size_t at = 0;
        while (at < paragraph.size()) {
            if (paragraph[at] == ' ') {
                ++at;
                continue;
            }
            std::size_t end = paragraph.find(' ', at);
            if (end == std::string_view::npos) end = paragraph.size();
            const std::string_view word = paragraph.substr(at, end - at);
            at = end;
            const double wordWidth = measurer.measure(word, font).width;
            if (!line.empty() && lineWidth + space + wordWidth <= maxWidth) {
                line += ' ';
                line += word;
                lineWidth += space + wordWidth;
                continue;
            }
            if (!line.empty()) lines.push_back(std::move(line));
            if (wordWidth <= maxWidth) {
                line = std::string(word);
                lineWidth = wordWidth;
            } else if (longWord == LongWord::Cut) {
                lines.push_back(fitTextToWidth(measurer, word, font, maxWidth));
                line.clear();
                lineWidth = 0;
            } else {
                // Whole lines of the word's head, its tail left to begin the next line.
                std::string_view rest = word;
                while (measurer.measure(rest, font).width > maxWidth) {
                    const std::size_t head = textHeadThatFits(measurer, rest, font, maxWidth);
                    lines.emplace_back(rest.substr(0, head));
                    rest.remove_prefix(head);
                }
                line = std::string(rest);
                lineWidth = measurer.measure(rest, font).width;
            }
        }
        if (!line.empty() || lines.empty() || paragraph.empty()) lines.push_back(std::move(line));
        if (paragraphEnd == std::string_view::npos) break;
        paragraphStart = paragraphEnd + 1;
    }
    return lines;
}

}  // namespace seneschal::reports
