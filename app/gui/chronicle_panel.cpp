#include "app/gui/chronicle_panel.hpp"

#include <wx/choice.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

namespace seneschal::gui {

namespace {
const char* const kAllKinds = "All events";
const char* const kAllSides = "Every side";
const char* const kAllArmies = "Every army";
const char* const kAllPlaces = "Every place";

// Fills a filter's choice, keeping what was chosen when it is still offered.
void fillChoice(wxChoice& choice, const char* all, const std::vector<std::string>& names) {
    const wxString kept = choice.GetStringSelection();
    choice.Clear();
    choice.Append(all);
    for (const std::string& name : names) choice.Append(wxString::FromUTF8(name));
    if (kept.empty() || !choice.SetStringSelection(kept)) choice.SetSelection(0);
}

std::string chosen(const wxChoice& choice) {
    const int at = choice.GetSelection();
    return at <= 0 ? std::string() : choice.GetString(at).utf8_string();
}
}  // namespace

// A virtual list: a long campaign's chronicle costs nothing until it is scrolled to.
class ChronicleList final : public wxListCtrl {
  public:
    ChronicleList(wxWindow* parent, const std::vector<const application::ChronicleEntry*>& shown)
        : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                     wxLC_REPORT | wxLC_VIRTUAL | wxLC_SINGLE_SEL | wxLC_HRULES),
          shown_(shown) {
        AppendColumn("Date", wxLIST_FORMAT_LEFT, 118);
        AppendColumn("Kind", wxLIST_FORMAT_LEFT, 110);
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
                return wxString::FromUTF8(application::kindLabel(entry.kind));
            default:
                return wxString::FromUTF8(entry.text);
        }
    }

  private:
    const std::vector<const application::ChronicleEntry*>& shown_;
};

ChroniclePanel::ChroniclePanel(wxWindow* parent) : wxPanel(parent) {
    kinds_ = new wxChoice(this, wxID_ANY);
    sides_ = new wxChoice(this, wxID_ANY);
    armies_ = new wxChoice(this, wxID_ANY);
    places_ = new wxChoice(this, wxID_ANY);
    list_ = new ChronicleList(this, shown_);
    auto* bar = new wxBoxSizer(wxHORIZONTAL);
    bar->Add(new wxStaticText(this, wxID_ANY, "Show:"), wxSizerFlags().Centre().Border(wxRIGHT, 6));
    for (wxChoice* choice : {kinds_, sides_, armies_, places_}) {
        bar->Add(choice, wxSizerFlags(1).Centre().Border(wxRIGHT, 4));
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { refill(); });
    }
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(bar, wxSizerFlags().Expand().Border(wxALL, 4));
    sizer->Add(list_, wxSizerFlags(1).Expand());
    SetSizer(sizer);
    setChronicle({});
}

void ChroniclePanel::setChronicle(application::ChronicleView chronicle) {
    const std::string keptKind =
        chosen(*kinds_).empty() ? std::string()
                                : kindIds_[static_cast<std::size_t>(kinds_->GetSelection() - 1)];
    chronicle_ = std::move(chronicle);
    kinds_->Clear();
    kinds_->Append(kAllKinds);
    kindIds_ = application::chronicleKinds(chronicle_);
    for (const std::string& kind : kindIds_)
        kinds_->Append(wxString::FromUTF8(application::kindLabel(kind)));
    const auto kept = std::find(kindIds_.begin(), kindIds_.end(), keptKind);
    kinds_->SetSelection(keptKind.empty() || kept == kindIds_.end()
                             ? 0
                             : static_cast<int>(kept - kindIds_.begin()) + 1);
    fillChoice(*sides_, kAllSides, chronicle_.sides);
    fillChoice(*armies_, kAllArmies, chronicle_.armies);
    fillChoice(*places_, kAllPlaces, chronicle_.places);
    refill();
}

void ChroniclePanel::showKind(const wxString& kind) {
    const auto found = std::find(kindIds_.begin(), kindIds_.end(), kind.utf8_string());
    kinds_->SetSelection(kind.empty() || found == kindIds_.end()
                             ? 0
                             : static_cast<int>(found - kindIds_.begin()) + 1);
    refill();
}

void ChroniclePanel::showAbout(const wxString& side, const wxString& army, const wxString& place) {
    if (side.empty() || !sides_->SetStringSelection(side)) sides_->SetSelection(0);
    if (army.empty() || !armies_->SetStringSelection(army)) armies_->SetSelection(0);
    if (place.empty() || !places_->SetStringSelection(place)) places_->SetSelection(0);
    refill();
}

void ChroniclePanel::refill() {
    const int choice = kinds_->GetSelection();
    application::ChronicleFilter filter;
    if (choice > 0) filter.kind = kindIds_[static_cast<std::size_t>(choice - 1)];
    filter.side = chosen(*sides_);
    filter.army = chosen(*armies_);
    filter.place = chosen(*places_);
    shown_ = application::newestFirst(chronicle_, filter);
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
