#pragma once
#include <wx/app.h>
#include <wx/string.h>

namespace seneschal::gui {

class MainFrame;

// Command line: seneschal [CAMPAIGN] [--quit-after MS]
// CAMPAIGN opens that file; without it the last campaign, or on first run the bundled Crécy
// sample imported into the user's data folder.
// --quit-after lets scripts and tests close the program cleanly. The sample desk and the
// screenshots are not here: they are seneschal-screenshots (app/gui/shots/), never installed.
class SeneschalApp final : public wxApp {
  public:
    bool OnInit() override;
    void OnInitCmdLine(wxCmdLineParser& parser) override;
    bool OnCmdLineParsed(wxCmdLineParser& parser) override;

    MainFrame* mainFrame() const { return frame_; }

  private:
    static wxString bundledCrecy();
    void openAtStart();
    void closeAfter(int milliseconds);

    MainFrame* frame_ = nullptr;
    wxString campaignPath_;
    long quitAfterMs_ = -1;
};

}  // namespace seneschal::gui
