#pragma once
#include <wx/app.h>
#include <wx/config.h>
#include <wx/string.h>

#include <functional>
#include <memory>

namespace seneschal::gui {

class MainFrame;

// Command line: seneschal [CAMPAIGN] [--demo] [--screenshot FILE.png] [--screenshot-dir DIR]
//                         [--quit-after MS]
// CAMPAIGN opens that file; without it the last campaign, or on first run the bundled Crécy
// sample imported into the user's data folder.
// --demo shows the sample Crécy desk (no campaign file); the screenshot options and
// --quit-after let scripts and tests close the program cleanly.
class SeneschalApp final : public wxApp {
  public:
    bool OnInit() override;
    void OnInitCmdLine(wxCmdLineParser& parser) override;
    bool OnCmdLineParsed(wxCmdLineParser& parser) override;

    MainFrame* mainFrame() const { return frame_; }

  private:
    static wxString bundledCrecy();
    void openAtStart();
    void closeAfter(int milliseconds, std::function<void()> before = {});

    MainFrame* frame_ = nullptr;
    std::unique_ptr<wxConfigBase> scratchConfig_;
    wxString campaignPath_;
    wxString screenshotPath_;
    wxString screenshotDir_;
    bool demo_ = false;
    long quitAfterMs_ = -1;
};

}  // namespace seneschal::gui
