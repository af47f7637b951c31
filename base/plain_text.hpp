#pragma once
// What text from outside (a data file, a rename typed by the user) may hold: valid UTF-8, and
// no control characters, which no XML 1.0 parser reads back (`&#1;` is not well-formed XML)
// and which a terminal or spreadsheet would act on rather than show.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace seneschal {

// The byte offset of the first byte that does not begin or continue a valid UTF-8 sequence
// (overlong forms, surrogates and code points past U+10FFFF count as invalid), if any.
std::optional<std::size_t> findInvalidUtf8(std::string_view text);

// Which control characters a piece of text may hold: a name or id none at all; running text
// (a description, a chronicle entry) tab, line feed and carriage return.
enum class TextKind { Name, RunningText };

// The byte offset of the first control character (U+0000-U+001F, U+007F) that `kind` does
// not allow, if any.
std::optional<std::size_t> findControlCharacter(std::string_view text, TextKind kind);

// A colour as the battle files and scenarios write it: "#rrggbb", six hexadecimal digits.
bool isColour(std::string_view text);

// "U+0001", for messages.
std::string describeCharacter(unsigned char c);

// The text with each control character shown as <U+0001> and each byte that is not UTF-8 as
// <0xFF>, so that a message quoting it stays one readable line.
std::string printable(std::string_view text);

// Throws UserError ("<what> holds the control character U+0001 ...") when `text` is not
// valid UTF-8 or holds a control character `kind` does not allow.
void checkPlainText(std::string_view text, TextKind kind, const std::string& what);

// A name is read on a map label and a roster line; an id is typed. Far longer is a mistake or an
// attack, not a name (docs/reliability.md, "Ranges").
inline constexpr std::size_t kMaxNameBytes = 200;
inline constexpr std::size_t kMaxIdLength = 64;

// What a name may be, on every path in (a data file, an option, a dialog): 1 to kMaxNameBytes
// bytes of valid UTF-8, no control character, not blank. Returns the reason it may not be, or
// nothing: a reader adds its file, line and attribute; an action its own words.
std::optional<std::string> nameProblem(std::string_view name);

// Throws UserError ("<what> ...: <the problem>") when `name` is no name.
void checkName(std::string_view name, const std::string& what);

// An id made from a name (lowercase ASCII letters, digits and '-'), at most `room` characters:
// "Prince's household" -> "prince-s-household"; `fallback` when the name has no such letter.
std::string idFromName(std::string_view name, std::string_view fallback,
                       std::size_t room = kMaxIdLength);

// Prose wrapped for a terminal `width` columns wide (issue 37): each line longer than that is
// broken at spaces, its following lines indented two more than its own. A line that sets out
// columns (two spaces between words past its indent: a table's row) is left as it is, and so is
// a word longer than the width. Widths are counted in code points.
std::string wrapProse(std::string_view text, std::size_t width);

}  // namespace seneschal
