#pragma once
// Names and rule text put into the HTML the battle dialog and the aftermath preview show: a
// unit called "Hugh & his men" must read as written, not as markup.
#include <wx/string.h>

#include <string>

namespace seneschal::gui {

inline wxString htmlText(const std::string& utf8Text) {
    wxString text;
    for (const wxUniChar c : wxString::FromUTF8(utf8Text)) {
        if (c == '&')
            text += "&amp;";
        else if (c == '<')
            text += "&lt;";
        else if (c == '>')
            text += "&gt;";
        else if (c == '"')
            text += "&quot;";
        else
            text += c;
    }
    return text;
}

}  // namespace seneschal::gui
