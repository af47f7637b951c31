#include "app/gui/applied_notice.hpp"

#include <wx/artprov.h>
#include <wx/aui/aui.h>
#include <wx/button.h>
#include <wx/frame.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/statbmp.h>
#include <wx/stattext.h>

#include <algorithm>

namespace seneschal::gui {

namespace {

constexpr const char* kPaneName = "applied";

// An information bar of our own rather than wxInfoBar: GTK's does not wrap a long message,
// and the desk's layout (wxAuiManager) must be told its height, which a panel reports.
class AppliedBar final : public wxPanel {
  public:
    AppliedBar(wxWindow* parent, wxAuiManager& aui) : wxPanel(parent, wxID_ANY), aui_(aui) {
        // Parchment, as the map's labels: the theme's tooltip colours may be black.
        SetBackgroundColour(wxColour(252, 246, 226));
        SetForegroundColour(wxColour(40, 32, 20));
        auto* icon = new wxStaticBitmap(
            this, wxID_ANY, wxArtProvider::GetBitmapBundle(wxART_INFORMATION, wxART_OTHER));
        text_ = new wxStaticText(this, wxID_ANY, wxString());
        auto* close = new wxButton(this, wxID_CLOSE, "Close", wxDefaultPosition, wxDefaultSize,
                                   wxBU_EXACTFIT);
        auto* sizer = new wxBoxSizer(wxHORIZONTAL);
        sizer->Add(icon, 0, wxALIGN_TOP | wxALL, 6);
        sizer->Add(text_, 1, wxALIGN_CENTER_VERTICAL | wxTOP | wxBOTTOM, 6);
        sizer->Add(close, 0, wxALIGN_TOP | wxALL, 4);
        SetSizer(sizer);
        // Closing it gives its strip back to the panes.
        close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { dismiss(); });
        // Undo or Redo moves the campaign away from what the bar says was applied. Bound after
        // the desk's own handlers, so called first; Skip lets the desk undo.
        for (int id : {wxID_UNDO, wxID_REDO})
            parent->Bind(wxEVT_MENU, &AppliedBar::onLedger, this, id);
    }
    void say(const wxString& message) {
        message_ = message;
        text_->SetLabel(message);
        // Wrapped to the desk's width less the icon and the button, so every word shows.
        text_->Wrap(std::max(200, GetParent()->GetClientSize().x - 140));
        Layout();
        const int height = GetSizer()->GetMinSize().y;
        aui_.GetPane(this)
            .MinSize(wxSize(-1, height))
            .BestSize(wxSize(GetParent()->GetClientSize().x, height))
            .Show();
        aui_.Update();
    }
    void dismiss() {
        message_.clear();
        aui_.GetPane(this).Hide();
        aui_.Update();
    }
    const wxString& message() const { return message_; }

  private:
    void onLedger(wxCommandEvent& event) {
        if (aui_.GetPane(this).IsShown()) dismiss();
        event.Skip();
    }

    wxAuiManager& aui_;
    wxStaticText* text_ = nullptr;
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

void hideAppliedNotice(wxAuiManager& aui) {
    wxAuiPaneInfo& pane = aui.GetPane(kPaneName);
    if (!pane.IsOk() || !pane.IsShown()) return;
    if (auto* bar = dynamic_cast<AppliedBar*>(pane.window)) bar->dismiss();
}

wxString appliedNotice(wxAuiManager& aui) {
    wxAuiPaneInfo& pane = aui.GetPane(kPaneName);
    if (!pane.IsOk() || !pane.IsShown()) return {};
    const auto* bar = dynamic_cast<AppliedBar*>(pane.window);
    return bar ? bar->message() : wxString();
}

}  // namespace seneschal::gui
