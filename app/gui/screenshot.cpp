#include "app/gui/screenshot.hpp"

#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/image.h>
#include <wx/filename.h>
#include <wx/utils.h>
#include <wx/window.h>

#include <string>

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

bool saveDialogScreenshot(wxWindow& dialog, const wxString& path, wxString* error) {
    dialog.Update();
    wxPathList searchPath;
    searchPath.AddEnvList("PATH");
    const wxString program = searchPath.FindAbsoluteValidPath("import");
    if (program.empty()) return saveScreenshot(dialog, path, error);
    const std::string programText = program.utf8_string();
    const std::string title = dialog.GetLabel().utf8_string();
    const std::string pathText = path.utf8_string();
    const char* args[] = {programText.c_str(), "-window", title.c_str(), pathText.c_str(), nullptr};
    const long status = wxExecute(const_cast<char**>(args), wxEXEC_BLOCK);
    if (status != 0 || !wxFileName::FileExists(path)) {
        if (error) *error = "import could not capture the window \"" + dialog.GetLabel() + "\"";
        return false;
    }
    return true;
}

}  // namespace seneschal::gui
