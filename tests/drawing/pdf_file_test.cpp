// A PDF drawn page by page in memory (drawing/pdf_file.hpp): a PDF's bytes, one page object per
// page begun, text kept as text (its font embedded), and a spent file refusing more.
#include "drawing/pdf_file.hpp"

#include <gtest/gtest.h>

#include <regex>
#include <stdexcept>
#include <string>

namespace seneschal::drawing {
namespace {

std::size_t pageObjects(const std::string& bytes) {
    const std::regex page(R"(/Type\s*/Page[^s])");
    return static_cast<std::size_t>(std::distance(
        std::sregex_iterator(bytes.begin(), bytes.end(), page), std::sregex_iterator()));
}

TEST(PdfFileTest, EachPageBegunIsAPageOfTheDocument) {
    PdfFile file(595.28, 841.89);
    file.setTitle("Muster roll");
    EXPECT_DOUBLE_EQ(file.page().width(), 595.28);
    file.page().text("Crécy", {72, 72}, Font{12}, Colour{});
    file.newPage();
    file.page().fill(Path().rectangle({72, 72, 100, 20}), Colour{128, 128, 128});
    file.newPage();
    file.page().text("Calais", {72, 72}, Font{12, true}, Colour{});
    EXPECT_EQ(file.pageCount(), 3);
    const std::string bytes = file.finish();
    EXPECT_EQ(bytes.rfind("%PDF-", 0), 0u);
    EXPECT_EQ(pageObjects(bytes), 3u);
    EXPECT_NE(bytes.find("DejaVu"), std::string::npos) << "the font is embedded";
    EXPECT_THROW(file.newPage(), std::logic_error);
}

}  // namespace
}  // namespace seneschal::drawing
