#pragma once
// The report viewer (issue 17): a report of the Reports menu (battle, muster roll, chronicle,
// treasury and ransoms, losses and strength) as pages to read, print and save. wx's HTML window
// shows the report's simple HTML (reports/html_writer.hpp), each chart drawn by the one chart
// module as a PNG kept in wx's memory file system while the pages live; the same HTML, with
// its pictures, is what prints (a header with the title, "Page N of M" below).
#include <wx/frame.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "application/reports/campaign_reports.hpp"
#include "reports/document.hpp"

class wxHtmlPrintout;
class wxHtmlWindow;
class wxPreviewFrame;

namespace seneschal::gui {

class Prompter;

// A report as wx's HTML shows and prints it. The charts' pictures are in the memory file
// system under names of their own until the pages are destroyed.
class ReportPages {
  public:
    static constexpr int kChartWidth = 760;  // the charts on screen, in pixels
    static constexpr int kChartHeight = 340;

    explicit ReportPages(reports::Document document);
    ~ReportPages();
    ReportPages(const ReportPages&) = delete;
    ReportPages& operator=(const ReportPages&) = delete;

    const reports::Document& document() const { return document_; }
    const wxString& html() const { return html_; }
    // The charts' files in the memory file system ("seneschal-report-3-chart-0.png"), in order;
    // the HTML shows each as <img src="memory:NAME">.
    const std::vector<wxString>& pictures() const { return pictures_; }
    // The pages to print: the report's HTML fitted to the paper (the charts narrower and
    // drawn finer, in pictures of their own), the
    // title at the top of each page and "Page N of M" at the foot.
    std::unique_ptr<wxHtmlPrintout> printout() const;

  private:
    reports::Document document_;
    wxString html_;
    wxString printHtml_;
    std::vector<wxString> pictures_;
    std::vector<wxString> printPictures_;  // the same charts, finer, for the printed pages
};

// Writes the report through the open campaign's session (never over the campaign; an existing
// file replaced, the save dialog having asked). Throws UserError.
using ReportSaver = std::function<void(const reports::Document&, application::ReportFormat,
                                       const std::filesystem::path&, const std::string& table)>;

// The print dialog for the pages; false when cancelled or failed (after saying why).
bool printPages(wxWindow* parent, const std::shared_ptr<ReportPages>& pages, Prompter& prompter);
// The print preview window, not modal, keeping the pages (and their pictures) while it is
// open; null after saying why it cannot be made.
wxPreviewFrame* previewPages(wxWindow* parent, const std::shared_ptr<ReportPages>& pages,
                             Prompter& prompter);

class ReportViewer final : public wxFrame {
  public:
    ReportViewer(wxWindow* parent, reports::Document document, ReportSaver saver,
                 Prompter& prompter);

    wxHtmlWindow& page() { return *page_; }
    const ReportPages& pages() const { return *pages_; }

    // Save as…: the file dialog (HTML, CSV, PDF), then saveTo.
    bool saveAs();
    // What the dialog's answer does: the format by the file's extension; for CSV, the table
    // the game master chooses when the report has several. False, after saying why, when
    // refused or cancelled.
    bool saveTo(const wxString& path);
    // Print… and Print preview….
    bool print();
    wxPreviewFrame* preview();
    // Scrolls the page to its first chart; false when it has none.
    bool scrollToChart();

  private:
    std::shared_ptr<ReportPages> pages_;
    ReportSaver saver_;
    Prompter& prompter_;
    wxHtmlWindow* page_ = nullptr;
};

// The wildcard of Save as…: HTML, CSV and PDF.
extern const char* const kReportWildcard;

}  // namespace seneschal::gui
