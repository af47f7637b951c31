#include "application/chronicle_view.hpp"

#include <algorithm>
#include <set>

namespace seneschal::application {

std::vector<std::string> chronicleKinds(const ChronicleView& view) {
    std::set<std::string> kinds;
    for (const ChronicleEntry& entry : view.entries) kinds.insert(entry.kind);
    return {kinds.begin(), kinds.end()};
}

std::vector<const ChronicleEntry*> newestFirst(const ChronicleView& view, std::string_view kind) {
    std::vector<const ChronicleEntry*> shown;
    for (const ChronicleEntry& entry : view.entries) {
        if (kind.empty() || entry.kind == kind) shown.push_back(&entry);
    }
    std::stable_sort(shown.begin(), shown.end(), [](const auto* a, const auto* b) {
        if (a->day != b->day) return a->day > b->day;
        return a->sequence > b->sequence;
    });
    return shown;
}

}  // namespace seneschal::application
