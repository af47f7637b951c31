// `advance --days N` outside 1..3660 is one `error:` line and exit 1, and the file is not
// even opened (issue 13, item 3).
#include <gtest/gtest.h>

#include <sstream>

#include "app/cli/cli.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::cli {
namespace {
using testing::kSmallScenario;

using seneschal::testing::readBytes;
using seneschal::testing::TempDir;

TEST(AdvanceCommand, DayCountsOutsideOneToTenYearsAreOneErrorLineAndTheFileIsUntouched) {
    TempDir dir;
    const std::string db = (dir / "arden.seneschal").string();
    std::ostringstream made, madeErr;
    ASSERT_EQ(runCli({"new", "--scenario", kSmallScenario.string(), "--db", db}, made, madeErr), 0)
        << madeErr.str();
    const std::string before = readBytes(db);
    for (const char* days : {"0", "-3", "3661", "9223372036854775807"}) {
        std::ostringstream out, err;
        EXPECT_EQ(runCli({"advance", "--db", db, "--days", days}, out, err), kExitUserError)
            << days;
        // The option named (issue 30 item 10), with its range.
        EXPECT_EQ(err.str().rfind(std::string("error: --days ") + days + ": ", 0), 0u) << err.str();
        EXPECT_NE(err.str().find("1 to 3,660 days"), std::string::npos) << err.str();
        EXPECT_EQ(err.str().find('\n'), err.str().size() - 1) << err.str();
        EXPECT_EQ(readBytes(db), before) << days;
    }
    std::ostringstream out, err;
    EXPECT_EQ(runCli({"advance", "--db", db, "--days", "3660"}, out, err), 0) << err.str();
}

}  // namespace
}  // namespace seneschal::cli
