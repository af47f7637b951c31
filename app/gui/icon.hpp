#pragma once
// The program's icon, compiled in from resources/seneschal.svg (the same file is installed
// for the desktop), so the window has it wherever the program runs from.
#include <wx/bmpbndl.h>
#include <wx/iconbndl.h>

namespace seneschal::gui {

extern const char* const kIconSvg;

wxBitmapBundle iconBundle();
wxIconBundle frameIcons();  // the sizes window managers ask for

}  // namespace seneschal::gui
