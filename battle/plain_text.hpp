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

// "U+0001", for messages.
std::string describeCharacter(unsigned char c);

// The text with each control character shown as <U+0001> and each byte that is not UTF-8 as
// <0xFF>, so that a message quoting it stays one readable line.
std::string printable(std::string_view text);

// Throws UserError ("<what> holds the control character U+0001 ...") when `text` is not
// valid UTF-8 or holds a control character `kind` does not allow.
void checkPlainText(std::string_view text, TextKind kind, const std::string& what);

}  // namespace seneschal
