#pragma once
// Names compared the way a person means them: "crecy", "Crécy" and "CRÉCY" are one place. Pure
// functions, no file: lookup.cpp uses them to find what the user typed and to suggest the
// nearest names when nothing matches, and every other lookup by name (the parts of an army a
// split detaches, the units and leaders a battle's outcome names) matches through namedBy.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace seneschal::campaign {

// Lower case, Latin accents folded (é -> e, ç -> c, œ -> oe, æ -> ae, ß -> ss), curly
// apostrophes made straight, runs of spaces made one and the ends trimmed. Text it does not know
// (other scripts) passes through unchanged.
std::string foldName(std::string_view name);

// The edits between two strings, byte by byte (compare folded names): an insertion, a deletion,
// a substitution or two neighbours swapped each count one.
std::size_t editDistance(std::string_view a, std::string_view b);

// One row a name may mean: its id (slug) and its name.
struct IdAndName {
    std::string_view id;
    std::string_view name;
};

// The rows `typed` names, by the one rule of every lookup: the row whose id it is; else the rows
// whose name it is as typed; else the rows whose name or id it is once both are folded
// (foldName). The first of the three that finds any decides. Indexes into `rows`, in their
// order: none is an unknown name, more than one an ambiguous one (the caller says which).
std::vector<std::size_t> namedBy(const std::vector<IdAndName>& rows, std::string_view typed);

}  // namespace seneschal::campaign
