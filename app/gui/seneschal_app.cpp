#include "app/gui/seneschal_app.hpp"

#include <wx/cmdline.h>
#include <wx/log.h>
#include <wx/memconf.h>
#include <wx/timer.h>

#include "app/gui/main_frame.hpp"
#include "app/gui/sample_views.hpp"
#include "app/gui/screenshot.hpp"
#include "app/gui/screenshot_tour.hpp"

namespace seneschal::gui {

void SeneschalApp::OnInitCmdLine(wxCmdLineParser& parser) {
    wxApp::OnInitCmdLine(parser);
    parser.AddSwitch("", "demo", "show the sample Crécy desk instead of a campaign");
    parser.AddOption("", "screenshot", "write a PNG of the main window, then quit");
    parser.AddOption("", "screenshot-dir",
                     "show the sample desk, write a PNG of the window, each pane and dialog "
                     "to this folder, then quit");
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
    if (demo_ || !screenshotDir_.empty()) frame_->showDesk(samples::crecyDesk());
    frame_->Show();

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
