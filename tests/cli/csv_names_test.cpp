// Issue 37: the CSVs name sides by name as well as id; `armies --format csv` works.
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

class CsvNames : public CrecyMarching {};

TEST_F(CsvNames, ArmiesAsCsvGiveNamesIdsAndPlainNumbers) {
    const CliResult r = ok({"armies", "--db", db, "--format", "csv"});
    const std::vector<std::string> lines = linesOf(r.out);
    ASSERT_GT(lines.size(), 1u) << r.out;
    EXPECT_EQ(lines[0], "side,side id,army,army id,where,orders,arrives,men");
    bool english = false;
    for (const std::string& line : lines) {
        const std::vector<std::string> cells = cellsOf(line);
        if (cells[2] != "English host") continue;
        english = true;
        EXPECT_EQ(cells[0], "Kingdom of England");
        EXPECT_EQ(cells[7].find_first_not_of("0123456789"), std::string::npos) << line;
    }
    EXPECT_TRUE(english) << r.out;
}

}  // namespace
}  // namespace seneschal::cli
