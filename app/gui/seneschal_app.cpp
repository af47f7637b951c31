#include "app/gui/seneschal_app.hpp"

#include <wx/cmdline.h>
#include <wx/filename.h>
#include <wx/log.h>
#include <wx/stdpaths.h>
#include <wx/timer.h>

#include "app/gui/main_frame.hpp"
#include "base/data_dir.hpp"

namespace seneschal::gui {

void SeneschalApp::OnInitCmdLine(wxCmdLineParser& parser) {
    wxApp::OnInitCmdLine(parser);
    parser.AddOption("", "quit-after", "quit after this many milliseconds", wxCMD_LINE_VAL_NUMBER);
    parser.AddParam("campaign file", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
}

bool SeneschalApp::OnCmdLineParsed(wxCmdLineParser& parser) {
    if (!wxApp::OnCmdLineParsed(parser)) return false;
    parser.Found("quit-after", &quitAfterMs_);
    if (parser.GetParamCount() > 0) campaignPath_ = parser.GetParam(0);
    return true;
}

bool SeneschalApp::OnInit() {
    SetAppName("seneschal");
    SetVendorName("Seneschal");
    if (!wxApp::OnInit()) return false;
    frame_ = new MainFrame();
    frame_->Show();
    openAtStart();
    if (quitAfterMs_ >= 0) closeAfter(static_cast<int>(quitAfterMs_));
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

void SeneschalApp::closeAfter(int milliseconds) {
    auto* timer = new wxTimer();
    timer->Bind(wxEVT_TIMER, [this, timer](wxTimerEvent&) {
        frame_->Close();
        delete timer;
    });
    timer->StartOnce(milliseconds);
}

}  // namespace seneschal::gui
