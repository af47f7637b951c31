#include "app/gui/icon.hpp"

namespace seneschal::gui {

wxBitmapBundle iconBundle() {
    return wxBitmapBundle::FromSVG(kIconSvg, wxSize(64, 64));
}

wxIconBundle frameIcons() {
    const wxBitmapBundle bundle = iconBundle();
    wxIconBundle icons;
    for (int side : {16, 24, 32, 48, 64, 128}) {
        icons.AddIcon(bundle.GetIcon(wxSize(side, side)));
    }
    return icons;
}

}  // namespace seneschal::gui
