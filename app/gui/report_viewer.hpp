#pragma once
// The report viewer (issue 17): a report of the Reports menu (battle, muster roll, chronicle,
// treasury and ransoms, losses and strength) as pages to read, print and save. wx's HTML window
// shows the report's simple HTML (reports/html_writer.hpp), each chart drawn by the one chart
// module as a PNG kept in wx's memory file system while the pages live; the same HTML, with
// its pictures, is what prints (a header with the title, "Page N of M" below).
#include <wx/cmndata.h>
#include <wx/frame.h>
#include <wx/html/htmprint.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "application/reports/campaign_reports.hpp"
#include "reports/document.hpp"

class wxHtmlWindow;
class wxPreviewFrame;

namespace seneschal::gui {

class Prompter;

// wx's HTML printout as the desk prints a report (issue 37, item 1). The print dialog offers
// every page: wx's own printout names no pages until it has laid them out, which GTK's dialog
// took for "Pages: 1". And the text is the largest of the sizes below at which the report's
// widest table fits the paper's width, so that nothing is cut at the right edge (when not even
// the smallest fits, the pages print as they are and the desk says so afterwards).
class ReportPrintout final : public wxHtmlPrintout {
  public:
    static constexpr int kLargestPoints = 10;
    static constexpr int kSmallestPoints = 8;

    explicit ReportPrintout(const wxString& title) : wxHtmlPrintout(title) {}

    void GetPageInfo(int* minPage, int* maxPage, int* fromPage, int* toPage) override;
    void OnPreparePrinting() override;
    // After the pages are laid out: the text's size, and whether the widest table fits.
    int points() const { return points_; }
    bool fitsPaper() const { return fits_; }

  protected:
    bool CheckFit(const wxSize& pageArea, const wxSize& docArea) const override;

  private:
    int points_ = kLargestPoints;
    mutable bool fits_ = true;
};

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
    std::unique_ptr<ReportPrintout> printout() const;
    // Landscape when the report's widest table does not fit the paper's width upright at a
    // readable size (10 points), else portrait; the paper is the print setup's.
    wxPrintOrientation orientation(const wxPrintData& paper) const;

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
