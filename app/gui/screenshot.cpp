#include "app/gui/screenshot.hpp"

#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/image.h>
#include <wx/window.h>

namespace seneschal::gui {

bool saveScreenshot(wxWindow& window, const wxString& path, wxString* error) {
    window.Update();
    // Reading back the screen gives what a person sees, decorations of child panes included.
    const wxRect rect = window.GetScreenRect();
    wxBitmap bitmap(rect.width, rect.height, 24);
    {
        wxScreenDC screen;
        wxMemoryDC memory(bitmap);
        memory.Blit(0, 0, rect.width, rect.height, &screen, rect.x, rect.y);
    }
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxInitAllImageHandlers();
    if (!bitmap.ConvertToImage().SaveFile(path, wxBITMAP_TYPE_PNG)) {
        if (error) *error = "cannot write " + path;
        return false;
    }
    return true;
}

}  // namespace seneschal::gui
