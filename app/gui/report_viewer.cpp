#include "app/gui/report_viewer.hpp"

#include <wx/button.h>
#include <wx/dcmemory.h>
#include <wx/filesys.h>
#include <wx/fs_mem.h>
#include <wx/html/htmlwin.h>
#include <wx/html/htmprint.h>
#include <wx/image.h>
#include <wx/imagpng.h>
#include <wx/panel.h>
#include <wx/paper.h>
#include <wx/print.h>
#include <wx/sizer.h>

#include <algorithm>

#include "app/gui/prompter.hpp"
#include "app/gui/wx_text.hpp"
#include "drawing/png_file.hpp"
#include "reports/chart.hpp"
#include "reports/html_writer.hpp"

namespace seneschal::gui {

const char* const kReportWildcard =
    "HTML pages (*.html)|*.html|CSV tables (*.csv)|*.csv|PDF documents (*.pdf)|*.pdf";

namespace {

// On paper: 180 mm between margins of 15 mm is 680 pixels at the 96 per inch wx's HTML
// printing counts; the charts print a little narrower than that.
constexpr int kViewerPrintChartWidth = 640;
constexpr int kViewerPrintChartHeight =
    kViewerPrintChartWidth * ReportPages::kChartHeight / ReportPages::kChartWidth;
constexpr int kViewerMarginMm = 15;

// wx's HTML reads <img src="memory:..."> from the memory file system, and PNGs with the PNG
// handler: both installed once, when the first report is shown.
void viewerInstallHandlers() {
    static bool installed = false;
    if (installed) return;
    installed = true;
    wxFileSystem::AddHandler(new wxMemoryFSHandler);
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxImage::AddHandler(new wxPNGHandler);
}

int nextViewerSerial() {
    static int serial = 0;
    return ++serial;
}

// The page setup kept from one print to the next while the program runs.
wxPrintData& viewerPrintData() {
    static wxPrintData data;
    return data;
}

// Whether `html` laid out `widthMm` wide with text of `points` needs no more than that width,
// measured as wx's HTML printing lays a page out: lengths at 96 pixels an inch, text at the
// screen's own (the printout scales both to the printer alike).
bool viewerHtmlFitsWidth(const wxString& html, int widthMm, int points) {
    wxBitmap bitmap(8, 8);
    wxMemoryDC dc(bitmap);
    const int screenPpi = std::max(1, dc.GetPPI().y);
    wxHtmlDCRenderer renderer;
    renderer.SetDC(&dc, screenPpi / 96.0, 1.0);
    renderer.SetStandardFonts(points);
    const int width = widthMm * screenPpi * 10 / 254;
    renderer.SetSize(width, 1 << 20);
    renderer.SetHtmlText(html);
    return renderer.GetTotalWidth() <= width;
}

// "Battle of Crécy" -> "battle-of-crécy": a file name suggested from the title.
wxString viewerFileName(const std::string& title) {
    wxString name;
    for (wxUniChar c : utf8(title).Lower()) {
        if (wxIsalnum(c))
            name += c;
        else if ((c == ' ' || c == '-') && !name.empty() && !name.EndsWith("-"))
            name += '-';
    }
    while (name.EndsWith("-")) name.RemoveLast();
    return name.empty() ? wxString("report") : name;
}

// A chart is the one cell of the laid-out page of exactly its size.
const wxHtmlCell* viewerFindChart(const wxHtmlCell* cell) {
    for (; cell; cell = cell->GetNext()) {
        if (cell->IsTerminalCell()) {
            if (cell->GetWidth() == ReportPages::kChartWidth &&
                cell->GetHeight() == ReportPages::kChartHeight)
                return cell;
        } else if (const auto* box = dynamic_cast<const wxHtmlContainerCell*>(cell)) {
            if (const wxHtmlCell* found = viewerFindChart(box->GetFirstChild())) return found;
        }
    }
    return nullptr;
}

}  // namespace

ReportPages::ReportPages(reports::Document document) : document_(std::move(document)) {
    viewerInstallHandlers();
    const int serial = nextViewerSerial();
    reports::HtmlOptions options;
    options.plain = true;
    options.chartWidth = kChartWidth;
    options.chartHeight = kChartHeight;
    // Each chart drawn once at the size the screen shows it.
    options.chartPicture = [this, serial](const reports::Chart& chart, int number) {
        const auto at = static_cast<std::size_t>(number);
        if (at >= pictures_.size()) {
            const std::string png = drawing::encodePng(
                kChartWidth, kChartHeight, drawing::Colour{255, 255, 255, 255},
                [&chart](drawing::Surface& surface) {
                    reports::drawChart(chart, surface, {0, 0, kChartWidth, kChartHeight});
                });
            const wxString name =
                wxString::Format("seneschal-report-%d-chart-%d.png", serial, number);
            wxMemoryFSHandler::AddFileWithMimeType(name, png.data(), png.size(), "image/png");
            pictures_.push_back(name);
        }
        return "memory:" + pictures_[at].utf8_string();
    };
    html_ = utf8(reports::writeXhtml(document_, options));
    // On paper, each chart drawn twice as fine and shown smaller: a printer's dots are many
    // more than the screen's.
    options.chartWidth = kViewerPrintChartWidth;
    options.chartHeight = kViewerPrintChartHeight;
    options.chartPicture = [this, serial](const reports::Chart& chart, int number) {
        const std::string png = drawing::encodePng(
            kChartWidth, kChartHeight, 2.0, drawing::Colour{255, 255, 255, 255},
            [&chart](drawing::Surface& surface) {
                reports::drawChart(chart, surface, {0, 0, kChartWidth, kChartHeight});
            });
        const wxString name =
            wxString::Format("seneschal-report-%d-chart-%d-print.png", serial, number);
        wxMemoryFSHandler::AddFileWithMimeType(name, png.data(), png.size(), "image/png");
        printPictures_.push_back(name);
        return "memory:" + name.utf8_string();
    };
    printHtml_ = utf8(reports::writeXhtml(document_, options));
}

ReportPages::~ReportPages() {
    for (const wxString& name : pictures_) wxMemoryFSHandler::RemoveFile(name);
    for (const wxString& name : printPictures_) wxMemoryFSHandler::RemoveFile(name);
}

void ReportPrintout::GetPageInfo(int* minPage, int* maxPage, int* fromPage, int* toPage) {
    wxHtmlPrintout::GetPageInfo(minPage, maxPage, fromPage, toPage);
    // Not laid out yet: no range at all, which the printer's dialog takes as every page.
    if (*toPage < *fromPage) *fromPage = *toPage = 0;
}

void ReportPrintout::OnPreparePrinting() {
    for (points_ = kLargestPoints; points_ >= kSmallestPoints; --points_) {
        SetStandardFonts(points_);
        fits_ = true;
        wxHtmlPrintout::OnPreparePrinting();
        if (fits_) return;
    }
    points_ = kSmallestPoints;
}

bool ReportPrintout::CheckFit(const wxSize& pageArea, const wxSize& docArea) const {
    if (docArea.x <= pageArea.x) return true;
    // Laid out again smaller; at the smallest size the pages are printed as they are and the
    // desk says afterwards what was cut (printPages).
    fits_ = false;
    return true;
}

wxPrintOrientation ReportPages::orientation(const wxPrintData& paper) const {
    wxSize sizeMm(210, 297);  // A4 unless the setup names a paper the database knows
    if (const wxPrintPaperType* type =
            wxThePrintPaperDatabase ? wxThePrintPaperDatabase->FindPaperType(paper.GetPaperId())
                                    : nullptr)
        sizeMm = type->GetSizeMM();
    const int upright = std::min(sizeMm.x, sizeMm.y) - 2 * kViewerMarginMm;
    return viewerHtmlFitsWidth(printHtml_, upright, 10) ? wxPORTRAIT : wxLANDSCAPE;
}

std::unique_ptr<ReportPrintout> ReportPages::printout() const {
    const wxString title = utf8(document_.title());
    auto printout = std::make_unique<ReportPrintout>(title);
    printout->SetMargins(12, 12, kViewerMarginMm, kViewerMarginMm, 4);
    printout->SetHtmlText(printHtml_, wxString(), false);
    printout->SetHeader("<font size=\"2\"><b>" + utf8(reports::xmlEscape(document_.title())) +
                            "</b> &nbsp; " + utf8(reports::xmlEscape(document_.subtitle())) +
                            "</font><hr>",
                        wxPAGE_ALL);
    printout->SetFooter(
        "<hr><p align=\"right\"><font size=\"2\">Page @PAGENUM@ of "
        "@PAGESCNT@</font></p>",
        wxPAGE_ALL);
    return printout;
}

namespace {

// The kept page setup, turned as the report needs and offering every page.
wxPrintDialogData viewerDialogData(const ReportPages& pages) {
    wxPrintDialogData data(viewerPrintData());
    data.GetPrintData().SetOrientation(pages.orientation(data.GetPrintData()));
    data.SetAllPages(true);
    return data;
}

}  // namespace

bool printPages(wxWindow* parent, const std::shared_ptr<ReportPages>& pages, Prompter& prompter) {
    wxPrintDialogData data = viewerDialogData(*pages);
    wxPrinter printer(&data);
    const std::unique_ptr<ReportPrintout> printout = pages->printout();
    if (!printer.Print(parent, printout.get(), true)) {
        if (wxPrinter::GetLastError() == wxPRINTER_ERROR)
            prompter.error(parent, "Cannot print the report",
                           "The printer refused the pages: check that a printer is set up.");
        return false;
    }
    if (!printout->fitsPaper())
        prompter.error(parent, "The pages were cut at the right edge",
                       wxString::Format("The report's widest table did not fit the paper's "
                                        "width even with %d-point text. Save the report as PDF "
                                        "(Save as...), whose tables wrap their names, or print "
                                        "it on larger paper.",
                                        ReportPrintout::kSmallestPoints));
    viewerPrintData() = printer.GetPrintDialogData().GetPrintData();
    return true;
}

wxPreviewFrame* previewPages(wxWindow* parent, const std::shared_ptr<ReportPages>& pages,
                             Prompter& prompter) {
    wxPrintDialogData data = viewerDialogData(*pages);
    auto* preview =
        new wxPrintPreview(pages->printout().release(), pages->printout().release(), &data);
    if (!preview->IsOk()) {
        delete preview;
        prompter.error(parent, "Cannot preview the report",
                       "The pages could not be laid out for printing: check that a printer is "
                       "set up.");
        return nullptr;
    }
    const wxRect screen = wxGetClientDisplayRect();
    auto* frame = new wxPreviewFrame(
        preview, parent,
        wxString::FromUTF8("Print preview \u2014 ") + utf8(pages->document().title()),
        wxDefaultPosition, wxSize(std::min(900, screen.width - 80), screen.height - 80));
    frame->InitializeWithModality(wxPreviewFrame_NonModal);
    // The pictures stay in the memory file system while the preview shows them.
    frame->Bind(wxEVT_CLOSE_WINDOW, [keep = pages](wxCloseEvent& event) { event.Skip(); });
    frame->Centre();
    frame->Show();
    return frame;
}

ReportViewer::ReportViewer(wxWindow* parent, reports::Document document, ReportSaver saver,
                           Prompter& prompter)
    : wxFrame(parent, wxID_ANY, utf8(document.title()), wxDefaultPosition, wxDefaultSize,
              wxDEFAULT_FRAME_STYLE | wxFRAME_FLOAT_ON_PARENT),
      pages_(std::make_shared<ReportPages>(std::move(document))),
      saver_(std::move(saver)),
      prompter_(prompter) {
    const reports::Document& shown = pages_->document();
    SetTitle(utf8(shown.title()) + (shown.subtitle().empty()
                                        ? wxString()
                                        : wxString::FromUTF8(" \u2014 ") + utf8(shown.subtitle())));
    auto* panel = new wxPanel(this);
    auto* print = new wxButton(panel, wxID_PRINT, wxString::FromUTF8("&Print\u2026"));
    auto* preview = new wxButton(panel, wxID_PREVIEW, wxString::FromUTF8("Print pre&view\u2026"));
    auto* save = new wxButton(panel, wxID_SAVEAS, wxString::FromUTF8("&Save as\u2026"));
    save->SetToolTip("Save the report as an HTML page, a CSV table or a PDF document");
    auto* close = new wxButton(panel, wxID_CLOSE, "Close");
    page_ = new wxHtmlWindow(panel, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                             wxHW_SCROLLBAR_AUTO | wxBORDER_THEME);
    page_->SetPage(pages_->html());

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->Add(print, wxSizerFlags().Border(wxRIGHT, 6));
    buttons->Add(preview, wxSizerFlags().Border(wxRIGHT, 6));
    buttons->Add(save);
    buttons->AddStretchSpacer();
    buttons->Add(close);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(buttons, wxSizerFlags().Expand().Border(wxALL, 8));
    sizer->Add(page_, wxSizerFlags(1).Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, 8));
    panel->SetSizer(sizer);

    // As wide as the screen allows, up to what a roster's columns want: narrower, its names
    // and leaders wrap.
    const wxRect screen = wxGetClientDisplayRect();
    SetSize(std::min(1400, screen.width - 60), std::min(900, screen.height - 60));
    CentreOnParent();

    print->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { this->print(); });
    preview->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { this->preview(); });
    save->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { saveAs(); });
    close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Close(); });
}

bool ReportViewer::saveAs() {
    const wxString path = prompter_.saveFile(this, "Save the report", kReportWildcard,
                                             viewerFileName(pages_->document().title()) + ".html");
    if (path.empty()) return false;
    return saveTo(path);
}

bool ReportViewer::saveTo(const wxString& path) {
    try {
        const std::filesystem::path out(path.utf8_string());
        const application::ReportFormat format = application::reportFormatFor({}, out);
        std::string table;
        const std::vector<const reports::TableBlock*> tables = pages_->document().tables();
        if (format == application::ReportFormat::Csv && tables.size() > 1) {
            wxArrayString captions;
            for (const reports::TableBlock* block : tables) captions.Add(utf8(block->caption));
            const std::optional<int> chosen = prompter_.choose(
                this, "Save which table?",
                "A CSV file holds one table. Which of the report's tables do you want?", captions);
            if (!chosen) return false;
            table = tables[static_cast<std::size_t>(*chosen)]->id;
        }
        // The save dialog asked before naming an existing file.
        saver_(pages_->document(), format, out, table);
    } catch (const std::exception& error) {
        prompter_.error(this, "Cannot save the report", utf8(error.what()));
        return false;
    }
    return true;
}

bool ReportViewer::print() {
    return printPages(this, pages_, prompter_);
}

wxPreviewFrame* ReportViewer::preview() {
    return previewPages(this, pages_, prompter_);
}

bool ReportViewer::scrollToChart() {
    const wxHtmlContainerCell* cells = page_->GetInternalRepresentation();
    if (!cells || pages_->pictures().empty()) return false;
    const wxHtmlCell* chart = viewerFindChart(cells->GetFirstChild());
    if (!chart) return false;
    int unitX = 1, unitY = 1;
    page_->GetScrollPixelsPerUnit(&unitX, &unitY);
    const int top = std::max(0, chart->GetAbsPos().y - 60);
    page_->Scroll(0, top / std::max(1, unitY));
    return true;
}

}  // namespace seneschal::gui
