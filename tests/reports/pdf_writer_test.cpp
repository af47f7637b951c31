// The PDF writer (reports/pdf_writer.hpp) read back with poppler's tools, as a reader's viewer
// would: the page count, "Page N of M", a table's header row on every page it continues onto,
// a heading never alone at a page's foot, every row printed once, page 1 not blank, a wide
// table turning the pages to landscape. poppler-utils is in scripts/install-deps.sh.
#include "reports/pdf_writer.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

namespace seneschal::reports {
namespace {

class PdfScratch {
  public:
    PdfScratch() {
        const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
        path_ = std::filesystem::temp_directory_path() /
                ("seneschal-pdf-" + std::to_string(::getpid()) + "-" + test->name());
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~PdfScratch() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    PdfScratch(const PdfScratch&) = delete;
    PdfScratch& operator=(const PdfScratch&) = delete;

    std::filesystem::path write(const std::string& name, const std::string& bytes) const {
        const std::filesystem::path file = path_ / name;
        std::ofstream(file, std::ios::binary) << bytes;
        return file;
    }
    const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
};

// What a command printed; fails the test when it did not run.
std::string run(const std::string& command) {
    std::string out;
    FILE* pipe = ::popen((command + " 2>/dev/null").c_str(), "r");
    if (pipe == nullptr) {
        ADD_FAILURE() << "cannot run " << command;
        return out;
    }
    char buffer[4096];
    std::size_t read = 0;
    while ((read = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, read);
    const int status = ::pclose(pipe);
    EXPECT_EQ(status, 0) << command << " (poppler-utils: scripts/install-deps.sh)";
    return out;
}

int pageCount(const std::filesystem::path& pdf) {
    const std::string info = run("pdfinfo '" + pdf.string() + "'");
    std::smatch match;
    if (!std::regex_search(info, match, std::regex(R"(Pages:\s+(\d+))"))) return -1;
    return std::stoi(match[1]);
}

// Each page's text, as pdftotext reads it (a form feed ends each page).
std::vector<std::string> pageTexts(const std::filesystem::path& pdf) {
    const std::string all = run("pdftotext '" + pdf.string() + "' -");
    std::vector<std::string> pages;
    std::size_t start = 0;
    for (std::size_t end = all.find('\f'); end != std::string::npos; end = all.find('\f', start)) {
        pages.push_back(all.substr(start, end - start));
        start = end + 1;
    }
    return pages;
}

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t count = 0;
    for (std::size_t at = text.find(what); at != std::string::npos;
         at = text.find(what, at + what.size())) {
        ++count;
    }
    return count;
}

// A muster roll's shape: a side's group row, `rows` units, a total.
Document musterDocument(int rows) {
    Document document("Muster roll", "Crécy 1346 · as of 26 August 1346");
    document.heading("Kingdom of England");
    document.paragraph(
        "Every unit of the side as of the day, with its men present, wounded, "
        "captive, dead and deserted.");
    TableBlock block;
    block.id = "units";
    block.caption = "Units";
    block.table = Table({{"Id", Table::Align::Right, Table::Shown::CsvOnly},
                         {"Unit", Table::Align::Left},
                         {"Present", Table::Align::Right},
                         {"Wounded", Table::Align::Right},
                         {"Dead", Table::Align::Right}});
    block.table.addRow({"", "Kingdom of England", "", "", ""});
    block.styles.push_back(RowStyle::Group);
    block.indents.push_back(0);
    for (int r = 1; r <= rows; ++r) {
        block.table.addRow({std::to_string(r), "Unit number " + std::to_string(r) + " of foot",
                            std::to_string(100 + r), std::to_string(r % 7), std::to_string(r % 3)});
        block.styles.push_back(RowStyle::Body);
        block.indents.push_back(1);
    }
    block.table.addRow({"", "Total", "20,100", "600", "200"});
    block.styles.push_back(RowStyle::Total);
    block.indents.push_back(0);
    document.table(std::move(block));
    return document;
}

TEST(PdfWriterTest, TheBytesAreAPdf) {
    const std::string bytes = pdfDocument(musterDocument(3));
    EXPECT_EQ(bytes.rfind("%PDF-", 0), 0u);
    EXPECT_NE(bytes.find("%%EOF"), std::string::npos);
}

TEST(PdfWriterTest, ALongTablePaginatesWithItsHeaderRowOnEveryPage) {
    PdfScratch scratch;
    const auto pdf = scratch.write("muster.pdf", pdfDocument(musterDocument(200)));
    // 202 rows of 8.5-point text, about 54 to an A4 page.
    const int pages = pageCount(pdf);
    EXPECT_EQ(pages, 4);
    const std::vector<std::string> texts = pageTexts(pdf);
    ASSERT_EQ(texts.size(), static_cast<std::size_t>(pages));
    std::string all;
    for (int page = 1; page <= pages; ++page) {
        const std::string& text = texts[page - 1];
        all += text;
        EXPECT_NE(text.find("Page " + std::to_string(page) + " of " + std::to_string(pages)),
                  std::string::npos)
            << "page " << page;
        EXPECT_NE(text.find("Present"), std::string::npos) << "the header row on page " << page;
        EXPECT_NE(text.find("Muster roll"), std::string::npos) << "the page header, page " << page;
        if (page > 1) {
            EXPECT_NE(text.find("(continued)"), std::string::npos) << page;
        }
    }
    for (int r = 1; r <= 200; ++r) {
        EXPECT_EQ(occurrences(all, "Unit number " + std::to_string(r) + " of foot"), 1u) << r;
    }
    EXPECT_EQ(all.find("Id\n"), std::string::npos) << "the CSV's id column is not printed";
}

// Page 1 opens with the report's title and subtitle: no running header repeats them above;
// every later page carries the header.
TEST(PdfWriterTest, TheRunningHeaderStartsOnPageTwo) {
    PdfScratch scratch;
    const auto pdf = scratch.write("muster.pdf", pdfDocument(musterDocument(200)));
    const std::vector<std::string> texts = pageTexts(pdf);
    ASSERT_GE(texts.size(), 2u);
    EXPECT_EQ(occurrences(texts[0], "Muster roll"), 1u) << texts[0].substr(0, 300);
    for (std::size_t page = 1; page < texts.size(); ++page)
        EXPECT_GE(occurrences(texts[page], "Muster roll"), 1u) << "the header, page " << page + 1;
}

TEST(PdfWriterTest, PageOneIsDrawnNotBlank) {
    PdfScratch scratch;
    const auto pdf = scratch.write("page.pdf", pdfDocument(musterDocument(30)));
    run("pdftoppm -r 30 -gray -f 1 -l 1 '" + pdf.string() + "' '" +
        (scratch.path() / "page").string() + "'");
    std::filesystem::path picture;
    for (const auto& entry : std::filesystem::directory_iterator(scratch.path())) {
        if (entry.path().extension() == ".pgm") picture = entry.path();
    }
    ASSERT_FALSE(picture.empty()) << "pdftoppm wrote no page";
    std::ifstream in(picture, std::ios::binary);
    std::string magic;
    int width = 0;
    int height = 0;
    int maximum = 0;
    in >> magic >> width >> height >> maximum;
    in.get();
    ASSERT_EQ(magic, "P5");
    std::string pixels(static_cast<std::size_t>(width) * height, '\0');
    in.read(pixels.data(), static_cast<std::streamsize>(pixels.size()));
    std::size_t dark = 0;
    for (char pixel : pixels) dark += static_cast<unsigned char>(pixel) < 128 ? 1 : 0;
    EXPECT_GT(dark, pixels.size() / 200) << "text on the page";
    EXPECT_LT(dark, pixels.size() / 2) << "a white page with black text";
}

TEST(PdfWriterTest, AHeadingIsNeverAloneAtThePageFoot) {
    PdfScratch scratch;
    // Sections of one to five paragraphs: their headings fall at every height of the pages.
    Document document("Chronicle", "Crécy 1346");
    constexpr int sections = 60;
    for (int s = 0; s < sections; ++s) {
        document.heading("Section " + std::to_string(s) + " heading");
        for (int p = 0; p <= s % 5; ++p) {
            document.paragraph("Section " + std::to_string(s) + " paragraph " + std::to_string(p) +
                               ": the army marched on.");
        }
    }
    const auto pdf = scratch.write("chronicle.pdf", pdfDocument(document));
    const std::vector<std::string> texts = pageTexts(pdf);
    ASSERT_GE(texts.size(), 4u);
    for (int s = 0; s < sections; ++s) {
        const std::string heading = "Section " + std::to_string(s) + " heading";
        const std::string first = "Section " + std::to_string(s) + " paragraph 0:";
        int pages = 0;
        for (const std::string& text : texts) {
            if (text.find(heading) == std::string::npos) continue;
            ++pages;
            EXPECT_NE(text.find(first), std::string::npos)
                << heading << " is alone at a page's foot";
        }
        EXPECT_EQ(pages, 1) << heading;
    }
}

TEST(PdfWriterTest, ChartsAreDrawnWholeWithTheirLegend) {
    PdfScratch scratch;
    Document document("Losses", "Crécy 1346");
    for (int c = 0; c < 3; ++c) {
        Chart chart;
        chart.title = "Strength by move " + std::to_string(c + 1);
        chart.xTitle = "Move";
        chart.yTitle = "Men";
        chart.series = {{"Kingdom of England", {}}, {"Kingdom of France", {}}};
        for (int move = 1; move <= 12; ++move) {
            chart.x.push_back(move);
            chart.series[0].values.push_back(12000 - 100 * move);
            chart.series[1].values.push_back(30000 - 1500 * move);
        }
        document.chart(std::move(chart));
    }
    const auto pdf = scratch.write("losses.pdf", pdfDocument(document));
    // Two half-page charts fit a page, the third goes whole onto the next.
    const std::vector<std::string> texts = pageTexts(pdf);
    ASSERT_EQ(texts.size(), 2u);
    EXPECT_NE(texts[0].find("Strength by move 2"), std::string::npos);
    EXPECT_NE(texts[1].find("Strength by move 3"), std::string::npos);
    EXPECT_NE(texts[1].find("Kingdom of France"), std::string::npos);
    EXPECT_NE(texts[1].find("Move"), std::string::npos);
}

TEST(PdfWriterTest, AWideTableTurnsThePagesToLandscape) {
    PdfScratch scratch;
    Document document("Treasury", "Crécy 1346");
    TableBlock block;
    block.id = "wide";
    std::vector<Table::Column> columns;
    for (int c = 0; c < 12; ++c) {
        columns.push_back({"Column " + std::to_string(c), Table::Align::Right});
    }
    block.table = Table(columns);
    for (int r = 0; r < 5; ++r) block.table.addRow(std::vector<std::string>(12, "1,234,567 £"));
    document.table(block);
    const auto automatic = scratch.write("auto.pdf", pdfDocument(document));
    EXPECT_NE(run("pdfinfo '" + automatic.string() + "'").find("841.89 x 595.28"),
              std::string::npos);
    PdfOptions portrait;
    portrait.orientation = PdfOptions::Orientation::Portrait;
    const auto upright = scratch.write("portrait.pdf", pdfDocument(document, portrait));
    EXPECT_NE(run("pdfinfo '" + upright.string() + "'").find("595.28 x 841.89"), std::string::npos);
    // Narrowed to the portrait page, the cells wrap within their columns, a word too wide for
    // its column split over lines: none is cut with "…", and every heading keeps every letter.
    const std::string text = pageTexts(upright).at(0);
    EXPECT_EQ(text.find("…"), std::string::npos) << text;
    std::string letters;
    for (char c : text) {
        if (c != ' ' && c != '\n') letters += c;
    }
    for (int c = 0; c < 12; ++c) {
        EXPECT_NE(letters.find("Column" + std::to_string(c)), std::string::npos) << text;
    }
}

}  // namespace
}  // namespace seneschal::reports
