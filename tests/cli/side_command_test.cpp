// `side --programmed on|off` (issue 36): a side handed to the programmed opponent and back, one
// undoable action with its ledger line; a refusal is one `error:` line naming the option, exit 1,
// and the campaign file, its log and its backups untouched. `new --seed` keeps the seed.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"
#include "tests/test_files.hpp"

namespace seneschal::cli {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::TempDir;

class SideCommand : public ::testing::Test {
  protected:
    void SetUp() override {
        const CliResult made = run(
            {"new", "--scenario", testing::kSmallScenario.string(), "--db", db, "--seed", "1350"});
        ASSERT_EQ(made.code, 0) << made.err;
        ASSERT_TRUE(has(made.out,
                        "Campaign seed 1350 (new --seed 1350 makes the same campaign "
                        "again)\n"))
            << made.out;
    }
    // Every file in the campaign's folder with its size and time: what a refusal must not touch.
    std::string folder() const {
        std::string listing;
        for (const auto& entry : fs::recursive_directory_iterator(dir.path())) {
            listing += entry.path().string();
            if (entry.is_regular_file())
                listing += " " + std::to_string(entry.file_size()) + " " +
                           std::to_string(entry.last_write_time().time_since_epoch().count());
            listing += "\n";
        }
        return listing;
    }
    TempDir dir;
    std::string db = (dir / "arden.seneschal").string();
};

TEST_F(SideCommand, ASideIsProgrammedWithItsLedgerLineAndUndone) {
    const CliResult on =
        run({"side", "--db", db, "--side", "Duchy of Morvan", "--programmed", "on"});
    ASSERT_EQ(on.code, 0) << on.err;
    EXPECT_EQ(on.out, "Duchy of Morvan is played by the programmed opponent (cautious)\n");
    EXPECT_TRUE(has(run({"ledger", "--db", db}).out, "programmed, cautious"));
    const CliResult undone = run({"undo", "--db", db});
    EXPECT_EQ(undone.out,
              "Undone: Duchy of Morvan is played by the programmed opponent (cautious)\n");
    EXPECT_FALSE(has(run({"ledger", "--db", db}).out, "programmed, cautious"));
}

TEST_F(SideCommand, ARefusalNamesTheOptionAndWritesNothing) {
    // The first write of a day also keeps a backup: let one action make it before comparing.
    ASSERT_EQ(run({"side", "--db", db, "--side", "morvan", "--programmed", "on"}).code, 0);
    const std::string before = folder();
    const struct {
        std::vector<std::string> args;
        std::string error;
    } cases[] = {
        {{"--side", "Burgundy", "--programmed", "on"}, "error: --side: "},
        {{"--side", "morvan", "--programmed", "yes"},
         "error: --programmed: on or off, not 'yes'\n"},
        {{"--side", "arden", "--programmed", "off"},
         "error: --programmed: Earldom of Arden is already played by a person\n"},
        {{"--side", "morvan", "--programmed", "on"},
         "error: --programmed: Duchy of Morvan is already programmed (cautious)\n"},
        {{"--side", "morvan", "--programmed", "on", "--character", "rash"},
         "error: --character: cautious or bold, not 'rash'\n"},
    };
    for (const auto& c : cases) {
        std::vector<std::string> args = {"side", "--db", db};
        args.insert(args.end(), c.args.begin(), c.args.end());
        const CliResult r = run(args);
        EXPECT_EQ(r.code, 1) << c.error;
        EXPECT_EQ(r.err.rfind(c.error, 0), 0u) << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        EXPECT_EQ(folder(), before) << c.error;
    }
}

}  // namespace
}  // namespace seneschal::cli
