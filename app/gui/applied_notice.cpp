#include "app/gui/applied_notice.hpp"

#include <wx/aui/aui.h>
#include <wx/frame.h>
#include <wx/infobar.h>

namespace seneschal::gui {

namespace {

constexpr const char* kPaneName = "applied";

// The information bar, remembering what it says (wxInfoBar does not tell).
class AppliedBar final : public wxInfoBar {
  public:
    AppliedBar(wxWindow* parent, wxAuiManager& aui) : wxInfoBar(parent), aui_(aui) {
        // Closing it gives its strip back to the panes.
        Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { close(); });
    }
    void say(const wxString& message) {
        message_ = message;
        ShowMessage(message, wxICON_INFORMATION);
        aui_.GetPane(this).Show();
        aui_.Update();
    }
    void close() {
        message_.clear();
        Hide();
        aui_.GetPane(this).Hide();
        aui_.Update();
    }
    const wxString& message() const { return message_; }

  private:
    wxAuiManager& aui_;
    wxString message_;
};

}  // namespace

void showAppliedNotice(wxFrame& desk, wxAuiManager& aui, const wxString& headline,
                       const wxString& whole) {
    desk.SetStatusText(headline, 0);
    wxAuiPaneInfo& pane = aui.GetPane(kPaneName);
    AppliedBar* bar = pane.IsOk() ? dynamic_cast<AppliedBar*>(pane.window) : nullptr;
    if (!bar) {
        bar = new AppliedBar(&desk, aui);
        aui.AddPane(bar, wxAuiPaneInfo()
                             .Name(kPaneName)
                             .Top()
                             .Layer(10)
                             .CaptionVisible(false)
                             .PaneBorder(false)
                             .Gripper(false)
                             .Floatable(false)
                             .Movable(false)
                             .DockFixed()
                             .Resizable(false));
    }
    bar->say(whole);
}

wxString appliedNotice(wxAuiManager& aui) {
    wxAuiPaneInfo& pane = aui.GetPane(kPaneName);
    if (!pane.IsOk() || !pane.IsShown()) return {};
    const auto* bar = dynamic_cast<AppliedBar*>(pane.window);
    return bar ? bar->message() : wxString();
}

}  // namespace seneschal::gui
