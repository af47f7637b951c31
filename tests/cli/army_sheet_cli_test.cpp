// Issue 37: `report --kind army`, the army sheet for the table: every unit of the army named,
// its figures at the scale asked (men / scale, rounded down), as HTML and as CSV with the ids;
// `--scale` refused for any other report, naming the option, with nothing written.
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

class ArmySheetCli : public CrecyMarching {};

TEST_F(ArmySheetCli, ArmySheetNamesEveryUnitOfTheArmyAtTheScaleAskedAndAsCsv) {
    const std::vector<std::string> roster = rosterCsv();
    const std::size_t army = columnNamed(roster[0], "army");
    const std::size_t unit = columnNamed(roster[0], "unit");
    const std::size_t present = columnNamed(roster[0], "present");
    const std::string html = (dir.path() / "sheet.html").string();
    const CliResult wrote = ok({"report", "--db", db, "--kind", "army", "--army", "English host",
                                "--scale", "10", "--out", html});
    EXPECT_NE(wrote.out.find("Wrote Army sheet as HTML"), std::string::npos) << wrote.out;
    std::ifstream in(html);
    std::stringstream page;
    page << in.rdbuf();
    EXPECT_NE(page.str().find("10 men a figure"), std::string::npos);
    for (const char* heading : {"casualties", "MV", "points", "figures", "formation", "weapons"})
        EXPECT_NE(page.str().find(heading), std::string::npos) << heading;
    const std::string csvFile = (dir.path() / "sheet.csv").string();
    ok({"report", "--db", db, "--kind", "army", "--army", "English host", "--scale", "10", "--out",
        csvFile});
    std::ifstream csvIn(csvFile);
    std::stringstream csvText;
    csvText << csvIn.rdbuf();
    const std::vector<std::string> csv = linesOf(csvText.str());
    ASSERT_FALSE(csv.empty());
    const std::size_t csvUnit = columnNamed(csv[0], "unit");
    const std::size_t csvFigures = columnNamed(csv[0], "figures");
    columnNamed(csv[0], "unit id");
    std::size_t units = 0;
    for (std::size_t r = 1; r < roster.size(); ++r) {
        const std::vector<std::string> cells = cellsOf(roster[r]);
        if (cells[army] != "English host") continue;
        ++units;
        EXPECT_NE(page.str().find(cells[unit]), std::string::npos) << cells[unit];
        bool found = false;
        for (std::size_t s = 1; s < csv.size(); ++s) {
            const std::vector<std::string> sheet = cellsOf(csv[s]);
            if (sheet[csvUnit] != cells[unit]) continue;
            found = true;
            EXPECT_EQ(sheet[csvFigures], std::to_string(std::stoll(cells[present]) / 10))
                << cells[unit];
        }
        EXPECT_TRUE(found) << cells[unit];
    }
    EXPECT_EQ(csv.size(), units + 1);
    EXPECT_GT(units, 0u);
}

TEST_F(ArmySheetCli, ScaleIsRefusedForAnotherReportAndNothingIsWritten) {
    const std::string out = (dir.path() / "muster.html").string();
    const CliResult r =
        run({"report", "--db", db, "--kind", "muster", "--scale", "10", "--out", out});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err.rfind("error: --scale", 0), 0u) << r.err;
    EXPECT_FALSE(std::filesystem::exists(out));
}

}  // namespace
}  // namespace seneschal::cli
