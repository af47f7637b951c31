#include "campaign/stores/name_folding.hpp"

#include <algorithm>
#include <vector>

namespace seneschal::campaign {

namespace {

// U+00C0 to U+00FF folded: the Latin-1 letters with accents, both cases.
const char* foldLatin1(unsigned codePoint) {
    static const char* const kFolded[64] = {"a", "a", "a", "a", "a", "a", "ae", "c",
                                            "e", "e", "e", "e", "i", "i", "i",  "i",  // C0
                                            "d", "n", "o", "o", "o", "o", "o",  nullptr,
                                            "o", "u", "u", "u", "u", "y", "th", "ss",  // D0
                                            "a", "a", "a", "a", "a", "a", "ae", "c",
                                            "e", "e", "e", "e", "i", "i", "i",  "i",  // E0
                                            "d", "n", "o", "o", "o", "o", "o",  nullptr,
                                            "o", "u", "u", "u", "u", "y", "th", "y"};  // F0
    return kFolded[codePoint - 0xC0];
}

bool isContinuation(unsigned char c) {
    return (c & 0xC0) == 0x80;
}

}  // namespace

std::string foldName(std::string_view name) {
    std::string folded;
    folded.reserve(name.size());
    auto put = [&folded](std::string_view text) {
        for (char c : text) {
            if (c == ' ' && (folded.empty() || folded.back() == ' ')) continue;
            folded += c;
        }
    };
    for (std::size_t i = 0; i < name.size();) {
        const auto c = static_cast<unsigned char>(name[i]);
        if (c < 0x80) {
            const char lower = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a')
                               : (c == '\t' || c == '\n' || c == '\r') ? ' '
                                                                       : static_cast<char>(c);
            put(std::string_view(&lower, 1));
            ++i;
            continue;
        }
        if (i + 1 < name.size() && isContinuation(static_cast<unsigned char>(name[i + 1]))) {
            const auto c1 = static_cast<unsigned char>(name[i + 1]);
            const unsigned two = ((c & 0x1Fu) << 6) | (c1 & 0x3Fu);
            if ((c & 0xE0) == 0xC0) {
                if (two >= 0xC0 && two <= 0xFF && foldLatin1(two)) {
                    put(foldLatin1(two));
                    i += 2;
                    continue;
                }
                if (two == 0x152 || two == 0x153) {  // Œ œ
                    put("oe");
                    i += 2;
                    continue;
                }
                if (two == 0x2BC) {  // ʼ
                    put("'");
                    i += 2;
                    continue;
                }
            }
            if ((c & 0xF0) == 0xE0 && i + 2 < name.size() &&
                isContinuation(static_cast<unsigned char>(name[i + 2]))) {
                const unsigned three = ((c & 0x0Fu) << 12) | ((c1 & 0x3Fu) << 6) |
                                       (static_cast<unsigned char>(name[i + 2]) & 0x3Fu);
                if (three == 0x2018 || three == 0x2019) {  // ‘ ’
                    put("'");
                    i += 3;
                    continue;
                }
            }
        }
        folded += name[i];
        ++i;
    }
    while (!folded.empty() && folded.back() == ' ') folded.pop_back();
    return folded;
}

std::size_t editDistance(std::string_view a, std::string_view b) {
    // Optimal string alignment: insertions, deletions, substitutions and two neighbours swapped.
    const std::size_t width = b.size() + 1;
    std::vector<std::size_t> d((a.size() + 1) * width);
    auto at = [&d, width](std::size_t i, std::size_t j) -> std::size_t& {
        return d[i * width + j];
    };
    for (std::size_t i = 0; i <= a.size(); ++i) at(i, 0) = i;
    for (std::size_t j = 0; j <= b.size(); ++j) at(0, j) = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            at(i, j) = std::min({at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                at(i, j) = std::min(at(i, j), at(i - 2, j - 2) + 1);
        }
    }
    return at(a.size(), b.size());
}

std::vector<std::size_t> namedBy(const std::vector<IdAndName>& rows, std::string_view typed) {
    std::vector<std::size_t> found;
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (rows[i].id == typed) return {i};
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (rows[i].name == typed) found.push_back(i);
    if (!found.empty()) return found;
    const std::string folded = foldName(typed);
    if (folded.empty()) return found;
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (foldName(rows[i].name) == folded || foldName(rows[i].id) == folded) found.push_back(i);
    return found;
}

}  // namespace seneschal::campaign
