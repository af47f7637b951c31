#pragma once
// The one conversion of the program's UTF-8 strings (names, messages, rule text) into wx text.
#include <wx/string.h>

#include <string>

namespace seneschal::gui {

inline wxString utf8(const std::string& text) {
    return wxString::FromUTF8(text);
}

}  // namespace seneschal::gui
