#include "app/gui/shots/screenshot.hpp"

#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/filename.h>
#include <wx/image.h>
#include <wx/utils.h>
#include <wx/window.h>

#include <string>
#include <vector>

namespace seneschal::gui {

namespace {

// ImageMagick's `import`, when installed; empty otherwise.
wxString importProgram() {
    wxPathList searchPath;
    searchPath.AddEnvList("PATH");
    return searchPath.FindAbsoluteValidPath("import");
}

// Runs `import` with these arguments; true when it wrote `path`.
bool runImport(const wxString& program, const std::vector<std::string>& arguments,
               const wxString& path) {
    std::vector<std::string> words = {program.utf8_string()};
    words.insert(words.end(), arguments.begin(), arguments.end());
    words.push_back(path.utf8_string());
    std::vector<const char*> argv;
    for (const std::string& word : words) argv.push_back(word.c_str());
    argv.push_back(nullptr);
    const long status = wxExecute(const_cast<char**>(argv.data()), wxEXEC_BLOCK);
    return status == 0 && wxFileName::FileExists(path);
}

}  // namespace

bool saveScreenshot(wxWindow& window, const wxString& path, wxString* error) {
    window.Update();
    const wxRect rect = window.GetScreenRect();
    // Reading back the screen gives what a person sees, decorations of child panes included.
    // wx's screen DC under GTK 3 keeps giving the first picture it took of the frame, so the
    // screen is read through `import` when it is there.
    const wxString program = importProgram();
    if (!program.empty()) {
        const std::string crop = std::to_string(rect.width) + "x" + std::to_string(rect.height) +
                                 "+" + std::to_string(rect.x) + "+" + std::to_string(rect.y);
        if (runImport(program, {"-window", "root", "-crop", crop, "+repage"}, path)) return true;
    }
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
    const wxString program = importProgram();
    if (program.empty()) return saveScreenshot(dialog, path, error);
    if (!runImport(program, {"-window", dialog.GetLabel().utf8_string()}, path)) {
        if (error) *error = "import could not capture the window \"" + dialog.GetLabel() + "\"";
        return false;
    }
    return true;
}

}  // namespace seneschal::gui
