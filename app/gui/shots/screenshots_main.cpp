// seneschal-screenshots: the desktop program's window, panes and dialogs as PNGs, for a person
// to look at after a change to the window (scripts/screenshots.sh runs it, ctest's
// gui_screenshots under Xvfb). Built beside `seneschal` from the same library, never installed:
// the shipped program carries neither the tour nor the made-up desk.
//
// Command line: seneschal-screenshots (--screenshot-dir DIR | --screenshot FILE.png | --demo)
// --screenshot-dir imports the Crécy campaign afresh into DIR, writes a PNG of the window, each
// pane and each dialog there, then quits; --screenshot writes the main window on the made-up
// Crécy desk, then quits; --demo only shows that desk.
#include <wx/app.h>
#include <wx/cmdline.h>
#include <wx/filename.h>
#include <wx/log.h>
#include <wx/memconf.h>
#include <wx/timer.h>

#include <memory>

#include "app/gui/main_frame.hpp"
#include "app/gui/shots/sample_views.hpp"
#include "app/gui/shots/screenshot.hpp"
#include "app/gui/shots/screenshot_tour.hpp"
#include "base/data_dir.hpp"

namespace seneschal::gui {

class ScreenshotApp final : public wxApp {
  public:
    void OnInitCmdLine(wxCmdLineParser& parser) override {
        wxApp::OnInitCmdLine(parser);
        // FromUTF8: "Crécy" is not ASCII, and the C locale would make the text empty.
        parser.AddOption("", "screenshot-dir",
                         wxString::FromUTF8("import the Crécy campaign into this folder, write a "
                                            "PNG of the window, each pane and dialog there, then "
                                            "quit"));
        parser.AddOption("", "screenshot",
                         "write a PNG of the main window on the sample desk, then quit");
        parser.AddSwitch("", "demo",
                         wxString::FromUTF8("show the sample Crécy desk (no campaign file)"));
    }

    bool OnCmdLineParsed(wxCmdLineParser& parser) override {
        if (!wxApp::OnCmdLineParsed(parser)) return false;
        parser.Found("screenshot-dir", &folder_);
        parser.Found("screenshot", &picture_);
        demo_ = parser.Found("demo");
        if (folder_.empty() && picture_.empty() && !demo_) {
            parser.Usage();
            return false;
        }
        return true;
    }

    bool OnInit() override {
        SetAppName("seneschal");
        SetVendorName("Seneschal");
        if (!wxApp::OnInit()) return false;
        // The pictures show the default arrangement whatever the user made of it, and leave
        // his saved layout alone.
        scratchConfig_ = std::make_unique<wxMemoryConfig>();
        if (!demo_) {
            // No one is there to dismiss a message box: problems go to the script's stderr.
            delete wxLog::SetActiveTarget(new wxLogStderr());
        }
        frame_ = new MainFrame(scratchConfig_.get());
        frame_->Show();
        if (!folder_.empty()) {
            // The real Crécy campaign, imported afresh beside the pictures: the same every run.
            const wxString campaign = wxFileName(folder_, "crecy-1346.seneschal").GetFullPath();
            if (!wxFileName::Mkdir(folder_, wxS_DIR_DEFAULT, wxPATH_MKDIR_FULL))
                wxLogError("cannot create %s", folder_);
            if (wxFileName::FileExists(campaign)) wxRemoveFile(campaign);
            frame_->newFromScenario(
                wxString::FromUTF8((scenariosDir() / "crecy-1346.xml").string()), campaign);
            startScreenshotTour(*frame_, folder_);
            return true;
        }
        frame_->showDesk(samples::crecyDesk());
        if (!picture_.empty()) {
            // Let the window map and paint before reading the screen back.
            auto* timer = new wxTimer();
            timer->Bind(wxEVT_TIMER, [this, timer](wxTimerEvent&) {
                wxString error;
                if (!saveScreenshot(*frame_, picture_, &error)) wxLogError("%s", error);
                frame_->Close();
                delete timer;
            });
            timer->StartOnce(800);
        }
        return true;
    }

  private:
    MainFrame* frame_ = nullptr;
    std::unique_ptr<wxConfigBase> scratchConfig_;
    wxString folder_;
    wxString picture_;
    bool demo_ = false;
};

}  // namespace seneschal::gui

wxIMPLEMENT_APP(seneschal::gui::ScreenshotApp);
