#include "reports/table.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "base/errors.hpp"

namespace seneschal::reports {
namespace {

TEST(Table, TextAlignsColumnsCountingAccentedLettersOnce) {
    Table table({{"place"}, {"men", Table::Align::Right}});
    table.addRow({"Crécy", "1200"});
    table.addRow({"Calais", "80"});
    std::ostringstream out;
    table.writeText(out);
    EXPECT_EQ(out.str(),
              "place    men\n"
              "------  ----\n"
              "Crécy   1200\n"
              "Calais    80\n");
}

TEST(Table, CsvQuotesCommasAndQuotes) {
    Table table({{"unit"}, {"note"}});
    table.addRow({"Archers, Warwick's", "the \"best\""});
    std::ostringstream out;
    table.writeCsv(out);
    EXPECT_EQ(out.str(), "unit,note\n\"Archers, Warwick's\",\"the \"\"best\"\"\"\n");
}

TEST(Table, UnknownFormatIsAUserError) {
    EXPECT_EQ(parseTableFormat("csv"), TableFormat::Csv);
    EXPECT_THROW(parseTableFormat("json"), UserError);
}

}  // namespace
}  // namespace seneschal::reports

namespace {

std::size_t widestLine(const std::string& text) {
    std::size_t widest = 0;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        widest = std::max(widest, seneschal::reports::displayWidth(line));
    return widest;
}

}  // namespace

// Issue 16: a text table fits the width it is given by cutting its long cells short with "…",
// counted in code points; the dates and counts stay whole, and with no width it is unclipped.
TEST(Table, TooWideItCutsTheLongCellsAndKeepsTheShortOnesWhole) {
    using seneschal::reports::Table;
    Table table({{"unit"}, {"battal"}, {"date"}, {"men", Table::Align::Right}});
    table.addRow({"Arrière-ban of Picardy and the Beauvaisis", "King Philip's battle of France",
                  "1346-08-26", "2,000"});
    std::ostringstream narrow, whole;
    table.writeText(narrow, 50);
    table.writeText(whole);
    EXPECT_LE(widestLine(narrow.str()), 50u) << narrow.str();
    EXPECT_NE(narrow.str().find("Arrière-ban o\u2026  King Philip's\u2026   1346-08-26  2,000"),
              std::string::npos)
        << narrow.str();
    EXPECT_NE(narrow.str().find("1346-08-26"), std::string::npos) << narrow.str();
    EXPECT_NE(whole.str().find("Arrière-ban of Picardy and the Beauvaisis"), std::string::npos);
    EXPECT_EQ(whole.str().find("\u2026"), std::string::npos);
    EXPECT_EQ(seneschal::reports::clipToWidth("Crécy", 5), "Crécy");
    EXPECT_EQ(seneschal::reports::clipToWidth("Crécy-en-Ponthieu", 5), "Créc\u2026");
}

// A column may be the CSV's only (an id) or the text's only (a name).
TEST(Table, AColumnShownInOneFormatOnlyIsLeftOutOfTheOther) {
    using seneschal::reports::Table;
    Table table({{"side", Table::Align::Left, Table::Shown::CsvOnly},
                 {"side", Table::Align::Left, Table::Shown::TextOnly}});
    table.addRow({"england", "Kingdom of England"});
    std::ostringstream text, csv;
    table.writeText(text);
    table.writeCsv(csv);
    EXPECT_EQ(text.str(), "side\n------------------\nKingdom of England\n");
    EXPECT_EQ(csv.str(), "side\nengland\n");
}
