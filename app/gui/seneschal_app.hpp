#pragma once
#include <wx/app.h>
#include <wx/string.h>

namespace seneschal::gui {

class MainFrame;

// Command line: seneschal [CAMPAIGN] [--screenshot FILE.png] [--quit-after MS]
// --screenshot and --quit-after let scripts and tests close the program cleanly.
class SeneschalApp final : public wxApp {
public:
    bool OnInit() override;
    void OnInitCmdLine(wxCmdLineParser& parser) override;
    bool OnCmdLineParsed(wxCmdLineParser& parser) override;

    MainFrame* mainFrame() const { return frame_; }

private:
    MainFrame* frame_ = nullptr;
    wxString campaignPath_;
    wxString screenshotPath_;
    long quitAfterMs_ = -1;
};

}  // namespace seneschal::gui
