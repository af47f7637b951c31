#include "app/gui/chronicle_panel.hpp"

#include <wx/choice.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace seneschal::gui {

namespace {
const char* const kAllKinds = "All events";
}

// A virtual list: a long campaign's chronicle costs nothing until it is scrolled to.
class ChronicleList final : public wxListCtrl {
  public:
    ChronicleList(wxWindow* parent, const std::vector<const application::ChronicleEntry*>& shown)
        : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                     wxLC_REPORT | wxLC_VIRTUAL | wxLC_SINGLE_SEL | wxLC_HRULES),
          shown_(shown) {
        AppendColumn("Date", wxLIST_FORMAT_LEFT, 96);
        AppendColumn("Kind", wxLIST_FORMAT_LEFT, 80);
        AppendColumn("Event", wxLIST_FORMAT_LEFT, 520);
        // The event's text takes whatever width the date and kind leave.
        Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
            const int rest = GetClientSize().x - GetColumnWidth(0) - GetColumnWidth(1);
            if (rest > 120) SetColumnWidth(2, rest);
            event.Skip();
        });
    }
    wxString OnGetItemText(long row, long column) const override {
        if (row < 0 || static_cast<std::size_t>(row) >= shown_.size()) return {};
        const application::ChronicleEntry& entry = *shown_[static_cast<std::size_t>(row)];
        switch (column) {
            case 0:
                return wxString::FromUTF8(entry.date);
            case 1:
                return wxString::FromUTF8(entry.kind);
            default:
                return wxString::FromUTF8(entry.text);
        }
    }

  private:
    const std::vector<const application::ChronicleEntry*>& shown_;
};

ChroniclePanel::ChroniclePanel(wxWindow* parent) : wxPanel(parent) {
    kinds_ = new wxChoice(this, wxID_ANY);
    list_ = new ChronicleList(this, shown_);
    auto* bar = new wxBoxSizer(wxHORIZONTAL);
    bar->Add(new wxStaticText(this, wxID_ANY, "Show:"), wxSizerFlags().Centre().Border(wxRIGHT, 6));
    bar->Add(kinds_, wxSizerFlags().Centre());
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(bar, wxSizerFlags().Border(wxALL, 4));
    sizer->Add(list_, wxSizerFlags(1).Expand());
    SetSizer(sizer);
    kinds_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { refill(); });
    setChronicle({});
}

void ChroniclePanel::setChronicle(application::ChronicleView chronicle) {
    const wxString kept = kinds_->GetStringSelection();
    chronicle_ = std::move(chronicle);
    kinds_->Clear();
    kinds_->Append(kAllKinds);
    for (const std::string& kind : application::chronicleKinds(chronicle_))
        kinds_->Append(wxString::FromUTF8(kind));
    if (kept.empty() || !kinds_->SetStringSelection(kept)) kinds_->SetSelection(0);
    refill();
}

void ChroniclePanel::showKind(const wxString& kind) {
    kinds_->SetStringSelection(kind.empty() ? wxString(kAllKinds) : kind);
    refill();
}

void ChroniclePanel::refill() {
    const int choice = kinds_->GetSelection();
    const std::string kind = choice <= 0 ? std::string() : kinds_->GetString(choice).utf8_string();
    shown_ = application::newestFirst(chronicle_, kind);
    list_->SetItemCount(static_cast<long>(shown_.size()));
    list_->Refresh();
}

long ChroniclePanel::shownCount() const {
    return list_->GetItemCount();
}

wxString ChroniclePanel::shownText(long row, int column) const {
    return list_->OnGetItemText(row, column);
}

}  // namespace seneschal::gui
