#include "app/gui/rules_reference_window.hpp"

#include <wx/button.h>
#include <wx/display.h>
#include <wx/html/htmlwin.h>
#include <wx/msgdlg.h>
#include <wx/panel.h>
#include <wx/sizer.h>

#include <algorithm>
#include <stdexcept>

#include "app/gui/rules_index.hpp"
#include "base/data_dir.hpp"

namespace seneschal::gui {

namespace {

constexpr const char* kReferenceWindowName = "rulesReference";

// The contents list's links jump within the page; wxHtmlWindow keeps the jump protected.
class ReferencePage final : public wxHtmlWindow {
  public:
    using wxHtmlWindow::ScrollToAnchor;
    using wxHtmlWindow::wxHtmlWindow;
};

// Most of the screen, but never wider than a page is comfortable to read.
wxSize referenceSize(wxWindow* parent) {
    const int index = parent ? wxDisplay::GetFromWindow(parent) : wxNOT_FOUND;
    const wxRect area =
        wxDisplay(index == wxNOT_FOUND ? 0U : static_cast<unsigned>(index)).GetClientArea();
    return {std::min(area.width * 9 / 10, 1200), area.height * 9 / 10};
}

}  // namespace

RulesReferenceWindow::RulesReferenceWindow(wxWindow* parent,
                                           const application::RulesReference& reference)
    : wxFrame(parent, wxID_ANY, "Rules reference", wxDefaultPosition, referenceSize(parent),
              wxDEFAULT_FRAME_STYLE | wxFRAME_FLOAT_ON_PARENT, kReferenceWindowName) {
    auto* panel = new wxPanel(this);
    auto* page =
        new ReferencePage(panel, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHW_SCROLLBAR_AUTO);
    page_ = page;
    page_->SetPage(wxString::FromUTF8(application::rulesReferenceXhtml(reference)));
    page->Bind(wxEVT_HTML_LINK_CLICKED, [page](wxHtmlLinkEvent& event) {
        const wxString href = event.GetLinkInfo().GetHref();
        if (href.StartsWith("#")) page->ScrollToAnchor(href.Mid(1));
    });

    auto* coverage = new wxButton(panel, wxID_ANY, "Rules coverage (for developers)...");
    coverage->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { showRulesIndex(this); });
    auto* close = new wxButton(panel, wxID_CLOSE);
    close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Close(); });

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->Add(coverage, 0, wxRIGHT, 8);
    buttons->AddStretchSpacer();
    buttons->Add(close);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(page_, 1, wxEXPAND | wxALL, 6);
    sizer->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 8);
    panel->SetSizer(sizer);
    CentreOnParent();
}

wxString RulesReferenceWindow::pageText() const {
    return page_->ToText();
}

RulesReferenceWindow* showRulesReference(wxWindow* parent) {
    if (auto* open = dynamic_cast<RulesReferenceWindow*>(
            wxWindow::FindWindowByName(kReferenceWindowName, parent))) {
        open->Raise();
        return open;
    }
    // Read before any window exists: a missing or broken data file is reported, not half-shown.
    try {
        auto* window = new RulesReferenceWindow(
            parent, application::loadRulesReference(dataDir() / "help" / "rules-reference.xml",
                                                    rulesDir()));
        window->Show();
        return window;
    } catch (const std::exception& error) {
        wxMessageBox(wxString::FromUTF8(error.what()), "Rules reference", wxOK | wxICON_WARNING,
                     parent);
        return nullptr;
    }
}

}  // namespace seneschal::gui
