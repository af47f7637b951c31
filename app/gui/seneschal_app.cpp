#include "app/gui/seneschal_app.hpp"

#include <wx/cmdline.h>
#include <wx/timer.h>

#include "app/gui/main_frame.hpp"
#include "app/gui/screenshot.hpp"

namespace seneschal::gui {

void SeneschalApp::OnInitCmdLine(wxCmdLineParser& parser) {
    wxApp::OnInitCmdLine(parser);
    parser.AddOption("", "screenshot", "write a PNG of the main window, then quit");
    parser.AddOption("", "quit-after", "quit after this many milliseconds", wxCMD_LINE_VAL_NUMBER);
    parser.AddParam("campaign file", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
}

bool SeneschalApp::OnCmdLineParsed(wxCmdLineParser& parser) {
    if (!wxApp::OnCmdLineParsed(parser)) return false;
    parser.Found("screenshot", &screenshotPath_);
    parser.Found("quit-after", &quitAfterMs_);
    if (parser.GetParamCount() > 0) campaignPath_ = parser.GetParam(0);
    return true;
}

bool SeneschalApp::OnInit() {
    if (!wxApp::OnInit()) return false;
    SetAppName("seneschal");
    SetVendorName("Seneschal");
    frame_ = new MainFrame();
    frame_->Show();

    if (!screenshotPath_.empty()) {
        // Let the window map and paint before reading the screen back.
        CallAfter([this] {
            auto* timer = new wxTimer();
            timer->Bind(wxEVT_TIMER, [this, timer](wxTimerEvent&) {
                wxString error;
                if (!saveScreenshot(*frame_, screenshotPath_, &error)) wxLogError("%s", error);
                frame_->Close();
                delete timer;
            });
            timer->StartOnce(800);
        });
    } else if (quitAfterMs_ >= 0) {
        auto* timer = new wxTimer();
        timer->Bind(wxEVT_TIMER, [this, timer](wxTimerEvent&) {
            frame_->Close();
            delete timer;
        });
        timer->StartOnce(static_cast<int>(quitAfterMs_));
    }
    return true;
}

}  // namespace seneschal::gui
