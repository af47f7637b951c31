#pragma once
// A report of the Reports menu as a table a person reads: the CLI's table (the same rows, by
// the same application code), its columns sized to what they hold, sorted by a click on a
// heading (numbers as numbers, again to reverse), filtered by typing, and saved as CSV.
// It shows what the CLI's text shows (names, grouped numbers), never the CSV's ids: those are
// for typing commands and spreadsheets, and the desk acts on what is selected.
#include <wx/frame.h>
#include <wx/listctrl.h>

#include <string>
#include <vector>

#include "application/views/campaign_session.hpp"

class wxSearchCtrl;
class wxStaticText;

namespace seneschal::gui {

class Prompter;

// The rows on show, in the order shown; a virtual list, so a ledger of 100,000 lines opens at
// once.
class ReportList final : public wxListCtrl {
  public:
    explicit ReportList(wxWindow* parent);
    void setTable(const reports::Table& table);
    // Sorts by a column (as a click on its heading does: the same column again reverses).
    void sortBy(int column);
    void filter(const wxString& text);  // rows containing the text, in any cell
    int sortColumn() const { return sortColumn_; }
    bool ascending() const { return ascending_; }
    std::size_t shownCount() const { return shown_.size(); }
    wxString cell(long row, long column) const { return OnGetItemText(row, column); }

  private:
    wxString OnGetItemText(long item, long column) const override;
    void show();

    std::vector<std::size_t> kept_;  // the table's columns shown (ids left out)
    std::vector<bool> numeric_;      // per shown column: sorted as numbers
    std::vector<std::vector<std::string>> rows_;
    std::vector<std::size_t> shown_;
    int sortColumn_ = -1;
    bool ascending_ = true;
};

class ReportWindow final : public wxFrame {
  public:
    ReportWindow(wxWindow* parent, application::CampaignSession& session,
                 application::ReportKind kind, Prompter& prompter);
    ReportList& list() { return *list_; }
    wxSearchCtrl& filterBox() { return *filter_; }
    // File > Save as CSV…; false, after telling why, when refused or cancelled.
    bool saveCsv();

  private:
    void updateCount();

    application::CampaignSession& session_;
    application::ReportKind kind_;
    Prompter& prompter_;
    ReportList* list_ = nullptr;
    wxSearchCtrl* filter_ = nullptr;
    wxStaticText* count_ = nullptr;
};

}  // namespace seneschal::gui
