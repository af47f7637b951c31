#include "reports/table.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "battle/errors.hpp"

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
