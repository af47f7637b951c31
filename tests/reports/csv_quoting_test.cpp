// CSV a spreadsheet opens safely: RFC 4180 quoting, and no cell run as a formula (issue 13).
#include <gtest/gtest.h>

#include <sstream>

#include "reports/table.hpp"

namespace seneschal::reports {
namespace {

TEST(CsvQuoting, ACellAFormulaCouldStartWithIsQuotedAsTextWithALeadingApostrophe) {
    EXPECT_EQ(csvEscape("=HYPERLINK(\"http://x\")"), "\"'=HYPERLINK(\"\"http://x\"\")\"");
    EXPECT_EQ(csvEscape("+Sir Hugh"), "\"'+Sir Hugh\"");
    EXPECT_EQ(csvEscape("-Sir Hugh"), "\"'-Sir Hugh\"");
    EXPECT_EQ(csvEscape("@SUM(A1)"), "\"'@SUM(A1)\"");
    EXPECT_EQ(csvEscape("\tcmd"), "\"'\tcmd\"");
    EXPECT_EQ(csvEscape("\rcmd"), "\"'\rcmd\"");
}

TEST(CsvQuoting, NumbersStayNumbersEvenSignedOnes) {
    for (const char* number : {"-3", "+50", "0", "1200", "-12.5", "3.25"}) {
        EXPECT_EQ(csvEscape(number), number);
    }
    EXPECT_EQ(csvEscape("-3-2"), "\"'-3-2\"");
    EXPECT_EQ(csvEscape("-"), "\"'-\"");
    EXPECT_EQ(csvEscape("+1+1"), "\"'+1+1\"");
    EXPECT_EQ(csvEscape("-1."), "\"'-1.\"");
}

TEST(CsvQuoting, OrdinaryCellsAreLeftAloneAndSeparatorsQuoted) {
    EXPECT_EQ(csvEscape("Crécy"), "Crécy");
    EXPECT_EQ(csvEscape("a=b"), "a=b");
    EXPECT_EQ(csvEscape(""), "");
    EXPECT_EQ(csvEscape("two\nlines"), "\"two\nlines\"");
    EXPECT_EQ(csvEscape("a\rb"), "\"a\rb\"");
}

TEST(CsvQuoting, ARosterRowWithAHostileUnitNameCannotRunAFormula) {
    Table table({{"unit"}, {"men", Table::Align::Right}, {"change", Table::Align::Right}});
    table.addRow({"=cmd|' /C calc'!A0", "120", "-4"});
    std::ostringstream out;
    table.writeCsv(out);
    EXPECT_EQ(out.str(), "unit,men,change\n\"'=cmd|' /C calc'!A0\",120,-4\n");
}

}  // namespace
}  // namespace seneschal::reports
