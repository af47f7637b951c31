// The main window's Reports menu (issue 17) and File > Print roster, Print prisoners: each
// report built by the session from the campaign file, shown in the report viewer, printed and
// saved from there (no rule or SQL here).
#include <wx/print.h>

#include <string>
#include <vector>

#include "app/gui/main_frame.hpp"
#include "app/gui/report_viewer.hpp"
#include "app/gui/wx_text.hpp"
#include "application/rules/number_ranges.hpp"
#include "base/count_range.hpp"
#include "base/errors.hpp"

namespace seneschal::gui {

namespace {

// The cell of the column headed `header` in a listing's row; empty when there is none.
std::string reportsCell(const reports::Table& table, std::size_t row, const std::string& header) {
    const std::vector<reports::Table::Column>& columns = table.columns();
    for (std::size_t c = 0; c < columns.size(); ++c)
        if (columns[c].header == header) return table.rows()[row][c];
    return {};
}

}  // namespace

void MainFrame::bindReportMenus() {
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { showBattleReport(); }, ID_REPORT_BATTLE);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { showMusterRoll(); }, ID_REPORT_MUSTER);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { showArmySheet(); }, ID_REPORT_ARMY_SHEET);
    const std::pair<int, const char*> pages[] = {{ID_REPORT_CHRONICLE, "chronicle"},
                                                 {ID_REPORT_TREASURY_RANSOMS, "treasury"},
                                                 {ID_REPORT_LOSSES, "losses"}};
    for (const auto& page : pages) {
        const std::string kind = page.second;
        Bind(
            wxEVT_MENU,
            [this, kind](wxCommandEvent&) {
                application::CampaignReportRequest request;
                request.kind = kind;
                showCampaignReport(request);
            },
            page.first);
    }
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { printRoster(); }, ID_PRINT_ROSTER);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { printPrisoners(); }, ID_PRINT_PRISONERS);
    for (int id :
         {ID_REPORT_BATTLE, ID_REPORT_MUSTER, ID_REPORT_CHRONICLE, ID_REPORT_TREASURY_RANSOMS,
          ID_REPORT_LOSSES, ID_REPORT_ARMY_SHEET, ID_PRINT_ROSTER, ID_PRINT_PRISONERS})
        Bind(
            wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(session_ != nullptr); }, id);
}

ReportViewer* MainFrame::showDocument(reports::Document document) {
    // Saved through the session of the campaign the report was built from, and only while it
    // is open: a report of a campaign closed since is refused, never written through another.
    ReportSaver saver = [this, campaign = session_->path()](
                            const reports::Document& shown, application::ReportFormat format,
                            const std::filesystem::path& out, const std::string& table) {
        if (!session_ || session_->path() != campaign)
            throw UserError("the campaign " + campaign.filename().string() +
                            " is no longer open: open it again to save its report");
        // The save dialog asked before naming an existing file.
        session_->saveReport(shown, format, out, true, table);
    };
    // Beside the desk, not over it: a report is read while the campaign goes on.
    auto* viewer = new ReportViewer(this, std::move(document), std::move(saver), *prompter_);
    viewer->Show();
    return viewer;
}

ReportViewer* MainFrame::showCampaignReport(const application::CampaignReportRequest& request) {
    if (!session_) return nullptr;
    try {
        return showDocument(session_->report(request));
    } catch (const std::exception& error) {
        refuse("Cannot show the report", error.what());
        return nullptr;
    }
}

ReportViewer* MainFrame::showBattleReport() {
    if (!session_) return nullptr;
    reports::Table battles;
    try {
        battles = session_->battlesApplied();
    } catch (const std::exception& error) {
        refuse("Cannot show the report", error.what());
        return nullptr;
    }
    if (battles.rowCount() == 0) {
        refuse("No battle report yet",
               "No battle has been applied to this campaign yet. A battle's report is kept when "
               "its outcome is applied (Battle > Resolve pending battle).");
        return nullptr;
    }
    // The newest first: the battle just fought is the one usually wanted.
    wxArrayString choices;
    std::vector<std::string> ids;
    for (std::size_t r = battles.rowCount(); r-- > 0;) {
        choices.Add(utf8(reportsCell(battles, r, "date") + " \u2014 " +
                         reportsCell(battles, r, "place") + ": " +
                         reportsCell(battles, r, "result")));
        ids.push_back(reportsCell(battles, r, "id"));
    }
    std::size_t chosen = 0;
    if (ids.size() > 1) {
        const std::optional<int> answer =
            prompter_->choose(this, "Battle report", "Which battle's report?", choices);
        if (!answer) return nullptr;
        chosen = static_cast<std::size_t>(*answer);
    }
    application::CampaignReportRequest request;
    request.kind = "battle";
    request.battle = ids[chosen];
    return showCampaignReport(request);
}

ReportViewer* MainFrame::showMusterRoll() {
    if (!session_) return nullptr;
    const std::optional<wxString> date =
        prompter_->text(this, "Muster roll",
                        "The muster roll as of which date? (YYYY-MM-DD; today is " +
                            utf8(session_->longDateText()) + ")",
                        utf8(session_->dateText()));
    if (!date) return nullptr;
    application::CampaignReportRequest request;
    request.kind = "muster";
    const std::string typed = date->Strip(wxString::both).utf8_string();
    if (!typed.empty()) request.asOf = typed;
    return showCampaignReport(request);
}

ReportViewer* MainFrame::showArmySheet() {
    if (!session_) return nullptr;
    const campaign::CampaignSnapshot& snapshot = session_->snapshot();
    wxArrayString choices;
    std::vector<std::string> ids;  // the armies still on the field, as offered
    for (const campaign::Army& army : snapshot.armies) {
        if (army.gone()) continue;
        ids.push_back(army.id);
        std::string side = army.side;
        for (const campaign::Side& s : snapshot.sides)
            if (s.id == army.side && !s.name.empty()) side = s.name;
        choices.Add(utf8((army.name.empty() ? army.id : army.name) + " \u2014 " + side));
    }
    if (ids.empty()) {
        refuse("No army sheet", "This campaign has no army on the field.");
        return nullptr;
    }
    std::size_t chosen = 0;
    if (choices.size() > 1) {
        const std::optional<int> answer =
            prompter_->choose(this, "Army sheet", "Which army's sheet?", choices);
        if (!answer) return nullptr;
        chosen = static_cast<std::size_t>(*answer);
    }
    const std::optional<wxString> scale = prompter_->text(
        this, "Army sheet", "Men a figure on the table? (blank: the rules' own scale, GA-SCALE)",
        wxString());
    if (!scale) return nullptr;
    application::CampaignReportRequest request;
    request.kind = "army";
    request.army = ids.at(chosen);
    const std::string typed = scale->Strip(wxString::both).utf8_string();
    if (!typed.empty()) {
        try {
            request.scale =
                static_cast<int>(parseInRange(application::kMenAFigure, typed, "Men a figure"));
        } catch (const UserError& error) {
            refuse("Cannot show the army sheet", error.what());
            return nullptr;
        }
    }
    return showCampaignReport(request);
}

bool MainFrame::printDocument(reports::Document document, bool preview) {
    auto pages = std::make_shared<ReportPages>(std::move(document));
    if (preview) return previewPages(this, pages, *prompter_) != nullptr;
    return printPages(this, pages, *prompter_);
}

bool MainFrame::printRoster(bool preview) {
    if (!session_) return false;
    try {
        application::CampaignReportRequest request;
        request.kind = "muster";
        return printDocument(session_->report(request), preview);
    } catch (const std::exception& error) {
        refuse("Cannot print the roster", error.what());
        return false;
    }
}

bool MainFrame::printPrisoners(bool preview) {
    if (!session_) return false;
    try {
        return printDocument(session_->prisonersDocument(), preview);
    } catch (const std::exception& error) {
        refuse("Cannot print the prisoners", error.what());
        return false;
    }
}

}  // namespace seneschal::gui
