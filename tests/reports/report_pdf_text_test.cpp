// The chronicle and the muster roll of a generated campaign as PDF, read back by poppler's
// pdftotext as a reader's viewer would: every unit's name on the roll, every event of the
// chronicle in order, the day's date before its events, "Page N of M" on every page. The PDF is
// drawn with words shaped once and placed side by side (drawing/cairo_surface.hpp): what a
// reader gets back must be the text, whatever the drawing does to be fast. poppler-utils is in
// scripts/install-deps.sh.
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "campaign/calendar/calendar.hpp"
#include "campaign/file/campaign_file.hpp"
#include "reports/campaign_reports.hpp"
#include "reports/pdf_writer.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::reports {
namespace {

constexpr int kArmies = 12;
constexpr int kUnitsPerArmy = 25;  // 300 units: a roll of several pages
constexpr int kDays = 400;         // a chronicle of several dozen pages

std::string numbered(const char* prefix, int i) {
    return prefix + std::to_string(i);
}

// What the chronicle says on day `d`: a march each day, a pay line for each side, and every
// tenth day a unit unpaid (names with "£" and a comma, as the real chronicle's).
std::vector<std::string> eventsOfDay(int d) {
    std::vector<std::string> events = {
        numbered("Army of the March ", d % kArmies + 1) + " marches to " +
            numbered("Place ", d % 30 + 1),
        "Kingdom of England pays £" + std::to_string(140 + d % 9) + " 10s in wages",
        "Kingdom of France pays £" + std::to_string(180 + d % 7) + " 18s 4d in wages"};
    if (d % 10 == 0) {
        events.push_back("2 units of Kingdom of France unpaid: £1,0" + std::to_string(d % 90 + 10) +
                         " owed to them in arrears");
    }
    return events;
}

void generateCampaign(const std::filesystem::path& path) {
    auto file = campaign::CampaignFile::create(path);
    SQLite::Database& db = file.db();
    SQLite::Transaction transaction(db);
    const std::int64_t start = campaign::parseDate(campaign::Reckoning::Julian, "1346-07-12").value;
    db.exec(
        "INSERT INTO campaign (id, scenario_id, name, rules, reckoning, start_day, "
        "current_day, currency, map_width, map_height) VALUES (1, 'test', 'The long march', "
        "'godsacre', 'julian', " +
        std::to_string(start) + ", " + std::to_string(start + kDays) + ", 'pounds', 5000, 5000)");
    db.exec(
        "INSERT INTO side (id, slug, name, treasury) VALUES (1, 'england', 'Kingdom of England', "
        "90000), (2, 'france', 'Kingdom of France', 120000)");
    SQLite::Statement place(db,
                            "INSERT INTO place (id, slug, name, kind, x, y, terrain) "
                            "VALUES (?, ?, ?, 'town', ?, ?, 'open')");
    for (int i = 1; i <= 30; ++i) {
        place.bind(1, i);
        place.bind(2, numbered("place-", i));
        place.bind(3, numbered("Place ", i));
        place.bind(4, i * 37);
        place.bind(5, i * 91);
        place.exec();
        place.reset();
    }
    SQLite::Statement leader(db,
                             "INSERT INTO leader (id, slug, name, side_id, rank, cv, status) "
                             "VALUES (?, ?, ?, ?, 'knight', 3, 'active')");
    SQLite::Statement army(db,
                           "INSERT INTO army (id, slug, name, side_id, leader_id, place_id) "
                           "VALUES (?, ?, ?, ?, ?, ?)");
    SQLite::Statement battal(db,
                             "INSERT INTO battal (id, slug, name, army_id, leader_id, orders) "
                             "VALUES (?, ?, ?, ?, ?, 'hold')");
    SQLite::Statement unit(db,
                           "INSERT INTO unit (id, slug, name, battal_id, troop_type, class, "
                           "present, mustered, recruited, dead, deserted) "
                           "VALUES (?, ?, ?, ?, 'spearmen', 'C', ?, 400, 0, ?, 0)");
    int unitId = 0;
    for (int a = 1; a <= kArmies; ++a) {
        const int side = a % 2 + 1;
        leader.bind(1, a);
        leader.bind(2, numbered("leader-", a));
        leader.bind(3, numbered("Sir Leader ", a));
        leader.bind(4, side);
        leader.exec();
        leader.reset();
        army.bind(1, a);
        army.bind(2, numbered("army-", a));
        army.bind(3, numbered("Army of the March ", a));
        army.bind(4, side);
        army.bind(5, a);
        army.bind(6, a);
        army.exec();
        army.reset();
        battal.bind(1, a);
        battal.bind(2, numbered("battal-", a));
        battal.bind(3, numbered("Battal ", a));
        battal.bind(4, a);
        battal.bind(5, a);
        battal.exec();
        battal.reset();
        for (int u = 0; u < kUnitsPerArmy; ++u) {
            ++unitId;
            unit.bind(1, unitId);
            unit.bind(2, numbered("unit-", unitId));
            unit.bind(3, numbered("Company ", unitId));
            unit.bind(4, a);
            unit.bind(5, 400 - unitId % 17);
            unit.bind(6, unitId % 17);
            unit.exec();
            unit.reset();
        }
    }
    db.exec(
        "INSERT INTO action (id, name, description, cause, campaign_day, wall_time, state, "
        "changeset) VALUES (1, 'Advance', 'Advance', 'advance', " +
        std::to_string(start + kDays) + ", '2024-01-01T00:00:00Z', 'done', X'')");
    SQLite::Statement chronicle(db,
                                "INSERT INTO chronicle (action_id, day, kind, text) "
                                "VALUES (1, ?, 'march', ?)");
    for (int d = 1; d <= kDays; ++d) {
        for (const std::string& event : eventsOfDay(d)) {
            chronicle.bind(1, start + d);
            chronicle.bind(2, event);
            chronicle.exec();
            chronicle.reset();
        }
    }
    transaction.commit();
}

// What pdftotext reads from the PDF, a form feed after each page.
std::string pdfText(const seneschal::testing::TempDir& dir, const std::string& name,
                    const std::string& bytes) {
    const std::filesystem::path pdf = dir / (name + ".pdf");
    std::ofstream(pdf, std::ios::binary) << bytes;
    std::string out;
    FILE* pipe = ::popen(("pdftotext '" + pdf.string() + "' - 2>&1").c_str(), "r");
    if (pipe == nullptr) {
        ADD_FAILURE() << "cannot run pdftotext";
        return out;
    }
    char buffer[4096];
    std::size_t read = 0;
    while ((read = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, read);
    EXPECT_EQ(::pclose(pipe), 0) << out << " (poppler-utils: scripts/install-deps.sh)";
    return out;
}

std::vector<std::string> pagesOf(const std::string& text) {
    std::vector<std::string> pages;
    std::size_t start = 0;
    for (std::size_t end = text.find('\f'); end != std::string::npos;
         end = text.find('\f', start)) {
        pages.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return pages;
}

// Every page says "Page N of M", N its own number and M the count.
void expectPageNumbers(const std::vector<std::string>& pages) {
    ASSERT_GT(pages.size(), 2U);
    for (std::size_t p = 0; p < pages.size(); ++p) {
        const std::string footer =
            "Page " + std::to_string(p + 1) + " of " + std::to_string(pages.size());
        EXPECT_NE(pages[p].find(footer), std::string::npos) << "page " << p + 1;
    }
}

class ReportPdfText : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        dir_ = new seneschal::testing::TempDir();
        generateCampaign(*dir_ / "long.seneschal");
    }
    static void TearDownTestSuite() {
        delete dir_;
        dir_ = nullptr;
    }
    static campaign::CampaignFile open() {
        return campaign::CampaignFile::open(*dir_ / "long.seneschal");
    }
    static seneschal::testing::TempDir* dir_;
};

seneschal::testing::TempDir* ReportPdfText::dir_ = nullptr;

TEST_F(ReportPdfText, MusterRollNamesEveryUnitAndNumbersEveryPage) {
    auto file = open();
    const std::string text =
        pdfText(*dir_, "muster", pdfDocument(musterReport(file.db(), ReportFilter{})));
    expectPageNumbers(pagesOf(text));
    std::set<int> named;
    const std::regex company(R"(Company (\d+)\b)");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), company);
         it != std::sregex_iterator(); ++it) {
        named.insert(std::stoi((*it)[1]));
    }
    for (int u = 1; u <= kArmies * kUnitsPerArmy; ++u) {
        EXPECT_TRUE(named.count(u)) << "Company " << u << " is not on the roll";
    }
    EXPECT_EQ(named.size(), static_cast<std::size_t>(kArmies * kUnitsPerArmy));
    for (int a = 1; a <= kArmies; ++a) {
        EXPECT_NE(text.find(numbered("Army of the March ", a)), std::string::npos) << a;
        EXPECT_NE(text.find(numbered("Sir Leader ", a)), std::string::npos) << a;
    }
    EXPECT_NE(text.find("Kingdom of England"), std::string::npos);
    EXPECT_NE(text.find("Kingdom of France"), std::string::npos);
}

TEST_F(ReportPdfText, ChronicleTellsEveryEventInOrderAndNumbersEveryPage) {
    auto file = open();
    const std::string text =
        pdfText(*dir_, "chronicle", pdfDocument(chronicleReport(file.db(), ReportFilter{})));
    const std::vector<std::string> pages = pagesOf(text);
    expectPageNumbers(pages);

    // The prose without the pages' headers and footers, its lines joined by spaces: a day's
    // paragraph may run over a line's or a page's end.
    std::string prose;
    const std::regex furniture(
        R"(^(Page \d+ of \d+|Chronicle|The long march|Chronicle\s+The long march)$)");
    for (std::size_t p = 0; p < pages.size(); ++p) {
        std::size_t start = 0;
        while (start < pages[p].size()) {
            std::size_t end = pages[p].find('\n', start);
            if (end == std::string::npos) end = pages[p].size();
            const std::string line = pages[p].substr(start, end - start);
            start = end + 1;
            if (line.empty() || (p > 0 && std::regex_match(line, furniture)) ||
                std::regex_match(line, std::regex(R"(Page \d+ of \d+)"))) {
                continue;
            }
            prose += line;
            prose += ' ';
        }
    }
    const std::int64_t start = campaign::parseDate(campaign::Reckoning::Julian, "1346-07-12").value;
    std::size_t at = 0;
    for (int d = 1; d <= kDays; ++d) {
        const std::string longDate =
            campaign::formatLongDate(campaign::Reckoning::Julian, campaign::DayNumber{start + d});
        const std::string day = longDate.substr(0, longDate.rfind(' ')) + ".";  // "13 July."
        const std::size_t dayAt = prose.find(day, at);
        ASSERT_NE(dayAt, std::string::npos) << longDate << " is not in the chronicle";
        at = dayAt + day.size();
        for (const std::string& event : eventsOfDay(d)) {
            const std::size_t eventAt = prose.find(" " + event + ".", at);
            ASSERT_NE(eventAt, std::string::npos) << "\"" << event << "\" of " << longDate
                                                  << " is not in the chronicle after its day";
            at = eventAt + event.size();
        }
    }
    EXPECT_NE(prose.find("July 1346"), std::string::npos);
}

}  // namespace
}  // namespace seneschal::reports
