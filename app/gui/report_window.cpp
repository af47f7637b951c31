#include "app/gui/report_window.hpp"

#include <wx/button.h>
#include <wx/filename.h>
#include <wx/sizer.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>

#include <algorithm>
#include <cctype>
#include <optional>

#include "app/gui/prompter.hpp"
#include "app/gui/wx_text.hpp"

namespace seneschal::gui {

namespace {

// "present" -> "Present", "demand by" -> "Demand by": the CLI's headings are lower case.
wxString headingText(const std::string& header) {
    wxString text = utf8(header);
    if (!text.empty()) text[0] = wxToupper(text[0]);
    return text;
}

// A cell read as a number: "1,200", "+30000", "-5", "1,200 pounds". None for words and dates.
std::optional<double> numberIn(const std::string& cell) {
    std::string digits;
    std::size_t i = 0;
    if (i < cell.size() && (cell[i] == '+' || cell[i] == '-')) digits += cell[i++];
    bool any = false;
    for (; i < cell.size(); ++i) {
        const char c = cell[i];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            digits += c;
            any = true;
        } else if (c == ',' && any) {
            continue;
        } else if (c == '.' && any) {
            digits += c;
        } else {
            break;
        }
    }
    // A date (1346-07-12) is not a number: it sorts as text, which is its order.
    if (!any || (i < cell.size() && cell[i] == '-')) return std::nullopt;
    return std::stod(digits);
}

bool isIdColumn(const std::string& header) {
    return header == "id";
}

}  // namespace

ReportList::ReportList(wxWindow* parent)
    : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                 wxLC_REPORT | wxLC_VIRTUAL | wxLC_HRULES | wxLC_VRULES) {
    Bind(wxEVT_LIST_COL_CLICK, [this](wxListEvent& event) { sortBy(event.GetColumn()); });
}

void ReportList::setTable(const reports::Table& table) {
    ClearAll();
    kept_.clear();
    numeric_.clear();
    const std::vector<reports::Table::Column>& columns = table.columns();
    for (std::size_t c = 0; c < columns.size(); ++c)
        if (!isIdColumn(columns[c].header) && columns[c].shown != reports::Table::Shown::CsvOnly)
            kept_.push_back(c);
    rows_.clear();
    rows_.reserve(table.rows().size());
    for (const std::vector<std::string>& row : table.rows()) {
        std::vector<std::string> shownCells;
        for (std::size_t c : kept_) shownCells.push_back(row[c]);
        rows_.push_back(std::move(shownCells));
    }
    // Columns as wide as what they hold (the first thousand rows measured), within reason.
    constexpr std::size_t kMeasured = 1000;
    constexpr int kPadding = 24, kWidest = 360;
    for (std::size_t k = 0; k < kept_.size(); ++k) {
        const reports::Table::Column& column = columns[kept_[k]];
        int width = GetTextExtent(headingText(column.header)).GetWidth() + kPadding;
        bool numbers = !rows_.empty();
        for (std::size_t r = 0; r < rows_.size(); ++r) {
            const std::string& value = rows_[r][k];
            if (!value.empty() && !numberIn(value)) numbers = false;
            if (r < kMeasured)
                width = std::max(width, GetTextExtent(utf8(value)).GetWidth() + kPadding);
        }
        numeric_.push_back(numbers);
        AppendColumn(
            headingText(column.header),
            column.align == reports::Table::Align::Right ? wxLIST_FORMAT_RIGHT : wxLIST_FORMAT_LEFT,
            std::min(width, kWidest));
    }
    sortColumn_ = -1;
    filter(wxString());
}

void ReportList::filter(const wxString& text) {
    const std::string wanted = text.Lower().utf8_string();
    shown_.clear();
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        bool match = wanted.empty();
        for (std::size_t c = 0; !match && c < rows_[r].size(); ++c)
            match = utf8(rows_[r][c]).Lower().utf8_string().find(wanted) != std::string::npos;
        if (match) shown_.push_back(r);
    }
    show();
}

void ReportList::sortBy(int column) {
    if (column < 0 || column >= static_cast<int>(kept_.size())) return;
    ascending_ = column == sortColumn_ ? !ascending_ : true;
    sortColumn_ = column;
    show();
}

void ReportList::show() {
    if (sortColumn_ >= 0) {
        const auto c = static_cast<std::size_t>(sortColumn_);
        const bool numbers = numeric_[c];
        std::stable_sort(shown_.begin(), shown_.end(), [&](std::size_t a, std::size_t b) {
            const std::string& x = rows_[ascending_ ? a : b][c];
            const std::string& y = rows_[ascending_ ? b : a][c];
            if (numbers) return numberIn(x).value_or(0) < numberIn(y).value_or(0);
            return utf8(x).CmpNoCase(utf8(y)) < 0;
        });
        ShowSortIndicator(sortColumn_, ascending_);
    } else {
        RemoveSortIndicator();
    }
    SetItemCount(static_cast<long>(shown_.size()));
    Refresh();
}

wxString ReportList::OnGetItemText(long item, long column) const {
    if (item < 0 || static_cast<std::size_t>(item) >= shown_.size()) return {};
    const std::vector<std::string>& row = rows_[shown_[static_cast<std::size_t>(item)]];
    return column >= 0 && static_cast<std::size_t>(column) < row.size()
               ? utf8(row[static_cast<std::size_t>(column)])
               : wxString();
}

ReportWindow::ReportWindow(wxWindow* parent, application::CampaignSession& session,
                           application::ReportKind kind, Prompter& prompter)
    : wxFrame(parent, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
              wxDEFAULT_FRAME_STYLE | wxFRAME_FLOAT_ON_PARENT),
      session_(session),
      kind_(kind),
      prompter_(prompter) {
    const application::DeskViews& views = session_.views();
    const wxString title = utf8(application::reportTitle(kind));
    SetTitle(title + wxString::FromUTF8(" \u2014 ") + utf8(views.header.campaignName));

    auto* panel = new wxPanel(this);
    auto* heading =
        new wxStaticText(panel, wxID_ANY,
                         title + ", " + utf8(views.header.date) + wxString::FromUTF8(" \u2014 ") +
                             utf8(views.header.campaignName));
    heading->SetFont(heading->GetFont().Bold().Larger());
    filter_ = new wxSearchCtrl(panel, wxID_ANY);
    filter_->SetDescriptiveText(wxString::FromUTF8("Show rows containing\u2026"));
    filter_->ShowCancelButton(true);
    count_ = new wxStaticText(panel, wxID_ANY, wxString());
    list_ = new ReportList(panel);
    list_->setTable(session_.reportTable(kind_));
    auto* save = new wxButton(panel, wxID_SAVEAS, wxString::FromUTF8("Save as CSV\u2026"));
    auto* close = new wxButton(panel, wxID_CLOSE, "Close");

    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(heading, wxSizerFlags(1).CentreVertical());
    top->Add(filter_, wxSizerFlags().CentreVertical().Border(wxLEFT, 12));
    auto* bottom = new wxBoxSizer(wxHORIZONTAL);
    bottom->Add(count_, wxSizerFlags(1).CentreVertical());
    bottom->Add(save, wxSizerFlags().Border(wxRIGHT, 6));
    bottom->Add(close);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, wxSizerFlags().Expand().Border(wxALL, 8));
    sizer->Add(list_, wxSizerFlags(1).Expand().Border(wxLEFT | wxRIGHT, 8));
    sizer->Add(bottom, wxSizerFlags().Expand().Border(wxALL, 8));
    panel->SetSizer(sizer);

    // As wide as its columns, within the screen; tall enough for a page of rows.
    int width = 40;
    for (int c = 0; c < list_->GetColumnCount(); ++c) width += list_->GetColumnWidth(c);
    const wxRect screen = wxGetClientDisplayRect();
    SetSize(std::clamp(width, 640, screen.width - 80), std::min(720, screen.height - 80));
    CentreOnParent();
    updateCount();

    filter_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        list_->filter(filter_->GetValue());
        updateCount();
    });
    filter_->Bind(wxEVT_SEARCHCTRL_CANCEL_BTN, [this](wxCommandEvent&) { filter_->Clear(); });
    save->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { saveCsv(); });
    close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Close(); });
}

void ReportWindow::updateCount() {
    const std::size_t shown = list_->shownCount();
    count_->SetLabel(shown == 1 ? wxString("1 row") : wxString::Format("%zu rows", shown));
}

bool ReportWindow::saveCsv() {
    const wxString name = wxString(application::reportTitle(kind_)).Lower();
    wxString suggested = name;
    suggested.Replace(" ", "-");
    const wxString path = prompter_.saveFile(this, "Save the " + name + " as CSV",
                                             "CSV files (*.csv)|*.csv", suggested + ".csv");
    if (path.empty()) return false;
    try {
        // The save dialog asked before naming an existing file.
        session_.saveReportCsv(kind_, std::filesystem::path(path.utf8_string()), true);
    } catch (const std::exception& error) {
        prompter_.error(this, "Cannot save the report", utf8(error.what()));
        return false;
    }
    return true;
}

}  // namespace seneschal::gui
