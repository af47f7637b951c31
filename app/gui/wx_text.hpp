#pragma once
// The one conversion of the program's UTF-8 strings (names, messages, rule text) into wx text.
#include <wx/string.h>

#include <string>

#include "base/grouped_number.hpp"

namespace seneschal::gui {

inline wxString utf8(const std::string& text) {
    return wxString::FromUTF8(text);
}

// "11,800": strengths read better grouped.
inline wxString groupedNumber(long value) {
    return wxString::FromUTF8(seneschal::groupedNumber(value));
}

}  // namespace seneschal::gui
