#include "app/gui/seneschal_app.hpp"

#include <wx/cmdline.h>
#include <wx/filename.h>
#include <wx/log.h>
#include <wx/memconf.h>
#include <wx/stdpaths.h>
#include <wx/timer.h>

#include "app/gui/main_frame.hpp"
#include "app/gui/sample_views.hpp"
#include "app/gui/screenshot.hpp"
#include "app/gui/screenshot_tour.hpp"
#include "base/data_dir.hpp"

namespace seneschal::gui {

void SeneschalApp::OnInitCmdLine(wxCmdLineParser& parser) {
    wxApp::OnInitCmdLine(parser);
    parser.AddSwitch("", "demo", "show the sample Crécy desk (no campaign file)");
    parser.AddOption("", "screenshot", "write a PNG of the main window, then quit");
    parser.AddOption("", "screenshot-dir",
                     "import the Crécy campaign into this folder, write a PNG of the window, "
                     "each pane and dialog there, then quit");
    parser.AddOption("", "quit-after", "quit after this many milliseconds", wxCMD_LINE_VAL_NUMBER);
    parser.AddParam("campaign file", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
}

bool SeneschalApp::OnCmdLineParsed(wxCmdLineParser& parser) {
    if (!wxApp::OnCmdLineParsed(parser)) return false;
    demo_ = parser.Found("demo");
    parser.Found("screenshot", &screenshotPath_);
    parser.Found("screenshot-dir", &screenshotDir_);
    parser.Found("quit-after", &quitAfterMs_);
    if (parser.GetParamCount() > 0) campaignPath_ = parser.GetParam(0);
    return true;
}

bool SeneschalApp::OnInit() {
    SetAppName("seneschal");
    SetVendorName("Seneschal");
    if (!wxApp::OnInit()) return false;
    // Screenshots show the default arrangement whatever the user made of it, and leave his
    // saved layout alone.
    const bool screenshots = !screenshotDir_.empty() || !screenshotPath_.empty();
    if (screenshots) {
        scratchConfig_ = std::make_unique<wxMemoryConfig>();
        // No one is there to dismiss a message box: problems go to the script's stderr.
        delete wxLog::SetActiveTarget(new wxLogStderr());
    }
    frame_ = new MainFrame(scratchConfig_.get());
    frame_->Show();
    if (demo_) {
        frame_->showDesk(samples::crecyDesk());
    } else if (!screenshotDir_.empty()) {
        // The real Crécy campaign, imported afresh beside the pictures: the same every run.
        const wxString campaign = wxFileName(screenshotDir_, "crecy-1346.seneschal").GetFullPath();
        if (!wxFileName::Mkdir(screenshotDir_, wxS_DIR_DEFAULT, wxPATH_MKDIR_FULL))
            wxLogError("cannot create %s", screenshotDir_);
        if (wxFileName::FileExists(campaign)) wxRemoveFile(campaign);
        frame_->newFromScenario(bundledCrecy(), campaign);
    } else {
        openAtStart();
    }

    if (!screenshotDir_.empty()) {
        startScreenshotTour(*frame_, screenshotDir_);
    } else if (!screenshotPath_.empty()) {
        // Let the window map and paint before reading the screen back.
        closeAfter(800, [this] {
            wxString error;
            if (!saveScreenshot(*frame_, screenshotPath_, &error)) wxLogError("%s", error);
        });
    } else if (quitAfterMs_ >= 0) {
        closeAfter(static_cast<int>(quitAfterMs_));
    }
    return true;
}

wxString SeneschalApp::bundledCrecy() {
    return wxString::FromUTF8((scenariosDir() / "crecy-1346.xml").string());
}

// `seneschal FILE` opens that file, as a desktop file association does; with no argument the
// last campaign opens, or on first run the bundled Crécy sample is imported into the user's
// data folder and opened.
void SeneschalApp::openAtStart() {
    if (!campaignPath_.empty()) {
        frame_->openCampaign(campaignPath_);
        return;
    }
    const wxString last = frame_->lastCampaign();
    if (!last.empty() && wxFileName::FileExists(last)) {
        frame_->openCampaign(last);
        return;
    }
    const wxString folder = wxStandardPaths::Get().GetUserDataDir();
    const wxString sample = wxFileName(folder, "crecy-1346.seneschal").GetFullPath();
    if (wxFileName::FileExists(sample)) {
        frame_->openCampaign(sample);
        return;
    }
    if (!wxFileName::Mkdir(folder, wxS_DIR_DEFAULT, wxPATH_MKDIR_FULL)) {
        wxLogError("cannot create the folder %s for the sample campaign", folder);
        return;
    }
    frame_->newFromScenario(bundledCrecy(), sample);
}

void SeneschalApp::closeAfter(int milliseconds, std::function<void()> before) {
    auto* timer = new wxTimer();
    timer->Bind(wxEVT_TIMER, [this, timer, before](wxTimerEvent&) {
        if (before) before();
        frame_->Close();
        delete timer;
    });
    timer->StartOnce(milliseconds);
}

}  // namespace seneschal::gui
