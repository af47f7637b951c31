#include "app/gui/welcome_panel.hpp"

#include <wx/button.h>
#include <wx/filename.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/gui/command_ids.hpp"
#include "app/gui/wx_text.hpp"

namespace seneschal::gui {

namespace {

wxStaticText* heading(wxWindow* parent, const wxString& text, int larger) {
    auto* label = new wxStaticText(parent, wxID_ANY, text);
    wxFont font = label->GetFont().Bold();
    for (int i = 0; i < larger; ++i) font = font.Larger();
    label->SetFont(font);
    return label;
}

wxString sidesText(const std::vector<std::string>& sides) {
    wxString text;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (i > 0) text += i + 1 == sides.size() ? " against " : ", ";
        text += utf8(sides[i]);
    }
    return text;
}

}  // namespace

WelcomePanel::WelcomePanel(wxWindow* over, std::vector<application::BundledScenario> scenarios)
    : wxPanel(over), scenarios_(std::move(scenarios)) {
    SetBackgroundColour(wxColour(250, 246, 236));
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(heading(this, "No campaign is open", 2), wxSizerFlags().Border(wxBOTTOM, 6));
    auto* intro = new wxStaticText(
        this, wxID_ANY,
        "A campaign lives in one file: its map, calendar, treasuries, armies and prisoners. "
        "Begin a new one from a scenario, or open one you keep.");
    intro->Wrap(560);
    column->Add(intro, wxSizerFlags().Border(wxBOTTOM, 14));

    column->Add(heading(this, "Begin a new campaign", 0), wxSizerFlags().Border(wxBOTTOM, 4));
    for (std::size_t i = 0; i < scenarios_.size(); ++i) {
        const application::BundledScenario& each = scenarios_[i];
        auto* button = new wxButton(this, wxID_ANY, utf8(each.name) + wxString::FromUTF8("\u2026"));
        button->SetToolTip("Starts " + utf8(each.startDate) + "; asks where to keep the file");
        // The dates and sides under the button, wrapped: beside it they ran off a desk of
        // 1280 pixels ("from 18 August 1415: Kingdom of").
        auto* about = new wxStaticText(
            this, wxID_ANY, "From " + utf8(each.startDate) + ": " + sidesText(each.sides));
        about->Wrap(420);
        column->Add(button, wxSizerFlags());
        column->Add(about, wxSizerFlags().Border(wxLEFT | wxBOTTOM, 6));
        const int command = ID_NEW_FROM_BUNDLED_FIRST + static_cast<int>(i);
        button->Bind(wxEVT_BUTTON, [this, command](wxCommandEvent&) { send(command); });
        if (command == ID_NEW_FROM_BUNDLED_LAST) break;
    }
    auto* other =
        new wxButton(this, wxID_ANY, wxString::FromUTF8("From another scenario file\u2026"));
    other->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { send(wxID_NEW); });
    column->Add(other, wxSizerFlags().Border(wxBOTTOM, 14));

    column->Add(heading(this, "Open a campaign", 0), wxSizerFlags().Border(wxBOTTOM, 4));
    auto* open = new wxButton(this, wxID_ANY, wxString::FromUTF8("Open a campaign file\u2026"));
    open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { send(wxID_OPEN); });
    column->Add(open, wxSizerFlags().Border(wxBOTTOM, 4));
    recentRows_ = new wxBoxSizer(wxVERTICAL);
    column->Add(recentRows_);

    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(column, wxSizerFlags(1).Border(wxALL, 28));
    SetSizer(outer);

    SetSize(over->GetClientSize());
    // The pane's own size handler skips on, so both follow a resize.
    over->Bind(wxEVT_SIZE, [this, over](wxSizeEvent& event) {
        SetSize(over->GetClientSize());
        event.Skip();
    });
}

void WelcomePanel::setRecent(const std::vector<wxString>& paths) {
    recentRows_->Clear(true);
    for (std::size_t i = 0; i < paths.size() && i < 9; ++i) {
        const wxFileName file(paths[i]);
        auto* button = new wxButton(this, wxID_ANY, file.GetFullName(), wxDefaultPosition,
                                    wxDefaultSize, wxBU_EXACTFIT | wxBORDER_NONE);
        button->SetToolTip(paths[i]);
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        row->Add(button, wxSizerFlags().CentreVertical());
        row->Add(new wxStaticText(this, wxID_ANY, "in " + file.GetPath()),
                 wxSizerFlags().CentreVertical().Border(wxLEFT, 8));
        recentRows_->Add(row, wxSizerFlags().Border(wxTOP, 2));
        const int command = wxID_FILE1 + static_cast<int>(i);
        button->Bind(wxEVT_BUTTON, [this, command](wxCommandEvent&) { send(command); });
    }
    Layout();
}

void WelcomePanel::send(int commandId) {
    // To the frame, as its menu item would: a menu event does not climb from a child window.
    wxCommandEvent command(wxEVT_MENU, commandId);
    command.SetEventObject(this);
    wxGetTopLevelParent(this)->GetEventHandler()->ProcessEvent(command);
}

}  // namespace seneschal::gui
