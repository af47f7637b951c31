#pragma once
// Names compared the way a person means them: "crecy", "Crécy" and "CRÉCY" are one place. Pure
// functions, no file: lookup.cpp uses them to find what the user typed and to suggest the
// nearest names when nothing matches.
#include <cstddef>
#include <string>
#include <string_view>

namespace seneschal::campaign {

// Lower case, Latin accents folded (é -> e, ç -> c, œ -> oe, æ -> ae, ß -> ss), curly
// apostrophes made straight, runs of spaces made one and the ends trimmed. Text it does not know
// (other scripts) passes through unchanged.
std::string foldName(std::string_view name);

// The edits between two strings, byte by byte (compare folded names): an insertion, a deletion,
// a substitution or two neighbours swapped each count one.
std::size_t editDistance(std::string_view a, std::string_view b);

}  // namespace seneschal::campaign
