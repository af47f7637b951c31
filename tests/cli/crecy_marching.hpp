#pragma once
// The Crécy campaign with the English host three days on its march to Crécy: the starting
// point of the CLI tests of issue 37's tables, CSVs and army sheet.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/data_dir.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"
#include "tests/cli/output_lines.hpp"

namespace seneschal::cli {

class CrecyMarching : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_EQ(
            run({"new", "--scenario", (scenariosDir() / "crecy-1346.xml").string(), "--db", db})
                .code,
            0);
        ASSERT_EQ(run({"march", "--db", db, "--army", "English host", "--to", "Crécy"}).code, 0);
        ASSERT_EQ(run({"advance", "--db", db, "--days", "3"}).code, 0);
    }
    CliResult ok(const std::vector<std::string>& args) {
        CliResult r = run(args);
        EXPECT_EQ(r.code, 0) << args[0] << ": " << r.err;
        return r;
    }
    // The roster's CSV rows (header first).
    std::vector<std::string> rosterCsv() {
        return linesOf(ok({"roster", "--db", db, "--format", "csv"}).out);
    }
    seneschal::testing::TempDir dir;
    std::string db = (dir.path() / "crecy.seneschal").string();
};

}  // namespace seneschal::cli
