// Issue 37, "the desk prints whole": the roster and the ledger grouped in the text so that what
// tells a row apart is never cut short in 100 columns, and the roster's CSV with its ids.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "base/data_dir.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"
#include "tests/cli/crecy_marching.hpp"
#include "tests/cli/output_lines.hpp"

namespace seneschal::cli {
namespace {

class TableReady : public CrecyMarching {};

TEST_F(TableReady, RosterGroupsUnitsUnderArmyAndBattalAndCutsNoNameIn100Columns) {
    const std::vector<std::string> csv = rosterCsv();
    const std::size_t side = columnNamed(csv[0], "side");
    const std::size_t army = columnNamed(csv[0], "army");
    const std::size_t battal = columnNamed(csv[0], "battal");
    const std::size_t unit = columnNamed(csv[0], "unit");
    for (const char* id : {"side id", "army id", "battal id", "unit id"}) columnNamed(csv[0], id);
    const std::string text = ok({"roster", "--db", db}).out;
    EXPECT_EQ(text.find("\u2026"), std::string::npos) << text;
    const std::vector<std::string> lines = linesOf(text);
    for (const std::string& line : lines) EXPECT_LE(columnsOf(line), 100u) << line;
    const auto lineIs = [&](const std::string& wanted) {
        for (const std::string& line : lines) {
            const std::size_t start = line.find_first_not_of(' ');
            if (start != std::string::npos && line.substr(start) == wanted) return true;
        }
        return false;
    };
    for (std::size_t r = 1; r < csv.size(); ++r) {
        const std::vector<std::string> cells = cellsOf(csv[r]);
        EXPECT_TRUE(lineIs(cells[side])) << cells[side];
        EXPECT_TRUE(lineIs(cells[army])) << cells[army];
        EXPECT_TRUE(lineIs(cells[battal])) << cells[battal];
        EXPECT_NE(text.find(cells[unit]), std::string::npos) << cells[unit];
    }
}

TEST_F(TableReady, LedgerSubjectsAreWholeUnderTheirAction) {
    const std::vector<std::string> csv = linesOf(ok({"ledger", "--db", db, "--format", "csv"}).out);
    ASSERT_GT(csv.size(), 1u);
    const std::size_t subject = columnNamed(csv[0], "subject");
    const std::string text = ok({"ledger", "--db", db}).out;
    for (const std::string& line : linesOf(text)) EXPECT_LE(columnsOf(line), 100u) << line;
    for (std::size_t r = 1; r < csv.size(); ++r) {
        const std::vector<std::string> cells = cellsOf(csv[r]);
        EXPECT_NE(text.find(cells[subject]), std::string::npos) << cells[subject] << "\n" << text;
    }
}

}  // namespace
}  // namespace seneschal::cli
