#include "application/views/chronicle_view.hpp"

#include <algorithm>
#include <cctype>
#include <set>

namespace seneschal::application {

std::vector<std::string> chronicleKinds(const ChronicleView& view) {
    std::set<std::string> kinds;
    for (const ChronicleEntry& entry : view.entries) kinds.insert(entry.kind);
    return {kinds.begin(), kinds.end()};
}

std::string kindLabel(std::string_view kind) {
    std::string label(kind);
    std::replace(label.begin(), label.end(), '-', ' ');
    if (!label.empty() && label[0] >= 'a' && label[0] <= 'z')
        label[0] = static_cast<char>(label[0] - 'a' + 'A');
    return label;
}

namespace {
// A letter or digit of a name (bytes of UTF-8 letters beyond ASCII count as letters).
bool partOfWord(char c) {
    const auto u = static_cast<unsigned char>(c);
    return std::isalnum(u) != 0 || u >= 0x80;
}
}  // namespace

bool mentions(std::string_view text, std::string_view name) {
    if (name.empty()) return true;
    for (std::size_t at = text.find(name); at != std::string_view::npos;
         at = text.find(name, at + 1)) {
        const bool startsWord = at == 0 || !partOfWord(text[at - 1]);
        const std::size_t end = at + name.size();
        const bool endsWord = end == text.size() || !partOfWord(text[end]);
        if (startsWord && endsWord) return true;
    }
    return false;
}

std::vector<const ChronicleEntry*> newestFirst(const ChronicleView& view, std::string_view kind) {
    return newestFirst(view, ChronicleFilter{std::string(kind), {}, {}, {}});
}

std::vector<const ChronicleEntry*> newestFirst(const ChronicleView& view,
                                               const ChronicleFilter& filter) {
    std::vector<const ChronicleEntry*> shown;
    for (const ChronicleEntry& entry : view.entries) {
        if (!filter.kind.empty() && entry.kind != filter.kind) continue;
        if (!mentions(entry.text, filter.side) || !mentions(entry.text, filter.army) ||
            !mentions(entry.text, filter.place))
            continue;
        shown.push_back(&entry);
    }
    std::stable_sort(shown.begin(), shown.end(), [](const auto* a, const auto* b) {
        if (a->day != b->day) return a->day > b->day;
        return a->sequence > b->sequence;
    });
    return shown;
}

}  // namespace seneschal::application
