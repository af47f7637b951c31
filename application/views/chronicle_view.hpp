#pragma once
// The campaign's chronicle as the chronicle pane shows it: dated events, each of a kind
// (battle, arrival, wounded-return, desertion, ransom-due, ...), newest first and filterable by
// kind. Built from the chronicle table alone (buildChronicleView), whose lines the actions write
// and `advance` prints. The game master's own orders ("March ...", "Advance the calendar to
// ...") are not events of the story: the ledger keeps them, and Edit > Undo names them.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "campaign/calendar/calendar.hpp"

namespace seneschal::application {

struct ChronicleEntry {
    campaign::DayNumber day;     // orders the entries
    std::uint64_t sequence = 0;  // orders entries of the same day, in the order they happened
    std::string date;            // formatted in the campaign's reckoning
    std::string kind;            // e.g. "arrival", "battle", "ransom-pay"
    std::string text;
};

struct ChronicleView {
    std::vector<ChronicleEntry> entries;
    // The campaign's sides, armies and places by name, in its order: what the pane's filters
    // offer. An entry is about one when its text names it.
    std::vector<std::string> sides;
    std::vector<std::string> armies;
    std::vector<std::string> places;
};

// The kinds present, sorted, each once: what the pane's kind filter offers.
std::vector<std::string> chronicleKinds(const ChronicleView& view);

// A kind as a person reads it: "ransom-demand-due" -> "Ransom demand due".
std::string kindLabel(std::string_view kind);

// Whether `text` names `name` as a whole (not "Eu" inside "Europe"), case as written.
bool mentions(std::string_view text, std::string_view name);

// What the pane shows: each field empty for "all".
struct ChronicleFilter {
    std::string kind;
    std::string side;
    std::string army;
    std::string place;
};

// Entries newest first; only those of `kind` unless it is empty.
std::vector<const ChronicleEntry*> newestFirst(const ChronicleView& view, std::string_view kind);
// Entries newest first that pass every part of the filter.
std::vector<const ChronicleEntry*> newestFirst(const ChronicleView& view,
                                               const ChronicleFilter& filter);

}  // namespace seneschal::application
