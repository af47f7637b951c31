// Issue 30 items 2, 3, 4 and 10: every count and amount has a range (campaign/limits.hpp,
// application/rules/number_ranges.hpp), checked on the way in and kept by the arithmetic on it.
// Each test is a case found reproduced through the CLI as a user types it; the wider classes are in
// the hostile command corpus (tests/data/hostile/commands/numbers.cases, calc.cases,
// scale.cases) and the hostile campaign and scenario files.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"
#include "tests/test_files.hpp"

namespace seneschal::cli::number_ranges {
namespace {
namespace fs = std::filesystem;
using seneschal::testing::kSmallScenario;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;
using seneschal::testing::writeBytes;

class NumberRanges : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_EQ(run({"new", "--scenario", kSmallScenario.string(), "--db", db}).code, 0);
    }
    void sql(const std::string& statement) {
        SQLite::Database file(db, SQLite::OPEN_READWRITE);
        file.exec(statement);
    }
    // The host at home in Ardenford, where it may recruit.
    void hostAtHome() {
        sql("UPDATE army SET place_id = (SELECT id FROM place WHERE slug = 'ardenford') "
            "WHERE slug = 'arden-host'");
    }
    CliResult recruit(const std::string& men) {
        return run({"recruit", "--db", db, "--place", "Ardenford", "--men", men, "--new", "Horde",
                    "--type", "spearmen", "--class", "C", "--army", "Host of Arden"});
    }
    static bool oneErrorLine(const CliResult& r) {
        return r.err.rfind("error: ", 0) == 0 && r.err.find('\n') == r.err.size() - 1;
    }
    TempDir dir;
    std::string db = (dir / "arden.seneschal").string();
};

// 2^61 men at 36 pence a man wrapped to a cost of 0: quintillions of men for nothing, a
// campaign `check` passed and an export that could not be imported again.
TEST_F(NumberRanges, TwoToTheSixtyOneRecruitsAreRefusedNamingMenAndNothingIsWritten) {
    hostAtHome();
    const std::string before = readBytes(db);
    const CliResult r = recruit("2305843009213693952");
    EXPECT_EQ(r.code, kExitUserError) << r.out;
    EXPECT_TRUE(oneErrorLine(r)) << r.err;
    EXPECT_TRUE(has(r.err, "--men 2305843009213693952")) << r.err;
    EXPECT_TRUE(has(r.err, "1 to 1,000,000,000 men")) << r.err;
    EXPECT_EQ(readBytes(db), before);
    EXPECT_FALSE(fs::exists(db + ".backups"));
}

// Item 10: the largest 64-bit count reached SQLite as a REAL and its raw message came back,
// naming neither the file nor the option.
TEST_F(NumberRanges, TheLargestSixtyFourBitRecruitNamesTheOptionNotSqlite) {
    hostAtHome();
    const std::string before = readBytes(db);
    for (const char* men : {"9223372036854775807", "9223372036854775808", "99999999999999999999"}) {
        const CliResult r = recruit(men);
        EXPECT_EQ(r.code, kExitUserError) << men;
        EXPECT_TRUE(oneErrorLine(r)) << r.err;
        EXPECT_TRUE(has(r.err, "--men")) << r.err;
        EXPECT_FALSE(has(r.err, "REAL")) << r.err;
        EXPECT_FALSE(has(r.err, "SQLite")) << r.err;
    }
    EXPECT_EQ(readBytes(db), before);
}

TEST_F(NumberRanges, ARecruitInRangeIsPaidForAndTheCampaignExportsAndImportsAgain) {
    hostAtHome();
    const CliResult r = recruit("10");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(has(r.out, "Recruit 10 men as Horde at Ardenford for £")) << r.out;
    const std::string scenario = (dir / "again.xml").string();
    ASSERT_EQ(run({"export", "--db", db, "--out", scenario}).code, 0);
    EXPECT_EQ(run({"new", "--scenario", scenario, "--db", (dir / "b.seneschal").string()}).code, 0);
}

// A unit may hold a billion men, all it ever raised counted: a second billion is refused by the
// action itself (the path the desk takes too), and the treasury is not touched.
TEST_F(NumberRanges, RecruitsPastABillionMenInOneUnitAreRefusedNamingTheUnit) {
    hostAtHome();
    sql("UPDATE side SET treasury = 1000000000");
    sql("UPDATE unit SET present = 999999000, mustered = 999999000, dead = 0 "
        "WHERE slug = 'arden-knights'");
    ASSERT_EQ(run({"check", "--db", db}).code, 0);
    const std::string before = readBytes(db);
    const CliResult r = run({"recruit", "--db", db, "--place", "Ardenford", "--men", "1001",
                             "--unit", "Earl's knights"});
    EXPECT_EQ(r.code, kExitUserError) << r.out;
    EXPECT_TRUE(oneErrorLine(r)) << r.err;
    EXPECT_TRUE(has(r.err, "Earl's knights")) << r.err;
    EXPECT_TRUE(has(r.err, "1,000,000,000 men")) << r.err;
    EXPECT_EQ(readBytes(db), before);
    EXPECT_EQ(run({"recruit", "--db", db, "--place", "Ardenford", "--men", "1000", "--unit",
                   "Earl's knights"})
                  .code,
              0);
}

// A ransom of 2^63-1 pounds was accepted; `treasury` and `report --kind treasury` then failed
// with "integer overflow" (exit 70).
TEST_F(NumberRanges, ARansomPastABillionPoundsIsRefusedNamingAmountAndTheTreasuryStillLists) {
    const std::string before = readBytes(db);
    for (const char* amount : {"9223372036854775807", "1000000001", "-1"}) {
        const CliResult r = run({"ransom", "--db", db, "demand", "1", "--amount", amount});
        EXPECT_EQ(r.code, kExitUserError) << amount;
        EXPECT_TRUE(oneErrorLine(r)) << r.err;
        EXPECT_TRUE(has(r.err, "--amount")) << r.err;
        EXPECT_TRUE(has(r.err, "0 to 1,000,000,000 pounds")) << r.err;
    }
    EXPECT_EQ(readBytes(db), before);
    EXPECT_EQ(run({"treasury", "--db", db}).code, 0);
}

// Item 10: `pay --amount -3` said "pay at least one pound" without the option.
TEST_F(NumberRanges, PayWithANegativeAmountNamesTheOption) {
    const std::string before = readBytes(db);
    for (const char* amount : {"-3", "0", "1000000001", "9223372036854775808"}) {
        const CliResult r =
            run({"pay", "--db", db, "--side", "Earldom of Arden", "--amount", amount});
        EXPECT_EQ(r.code, kExitUserError) << amount;
        EXPECT_TRUE(oneErrorLine(r)) << r.err;
        EXPECT_TRUE(has(r.err, std::string("--amount ") + amount)) << r.err;
    }
    EXPECT_EQ(readBytes(db), before);
}

TEST_F(NumberRanges, AdvanceDaysOutOfRangeNamesTheOption) {
    const std::string before = readBytes(db);
    const CliResult r = run({"advance", "--db", db, "--days", "9223372036854775808"});
    EXPECT_EQ(r.code, kExitUserError);
    EXPECT_TRUE(has(r.err, "--days")) << r.err;
    EXPECT_TRUE(has(r.err, "1 to 3,660 days")) << r.err;
    EXPECT_EQ(readBytes(db), before);
}

// A campaign file holding a treasury past the range (another program's edit) is refused on
// open, naming the file and the table and column, before any sum wraps.
TEST_F(NumberRanges, AStoredTreasuryPastItsRangeIsRefusedNamingTheFileAndTheColumn) {
    sql("UPDATE side SET treasury = 9223372036854775807 WHERE slug = 'arden'");
    const std::string before = readBytes(db);
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"treasury", "--db", db},
          std::vector<std::string>{"report", "--db", db, "--kind", "treasury", "--out",
                                   (dir / "t.html").string()},
          std::vector<std::string>{"check", "--db", db}}) {
        const CliResult r = run(args);
        EXPECT_EQ(r.code, kExitUserError) << args[0] << ": " << r.err;
        EXPECT_TRUE(oneErrorLine(r)) << r.err;
        EXPECT_TRUE(has(r.err, "arden.seneschal")) << r.err;
        EXPECT_TRUE(has(r.err, "side.treasury")) << r.err;
        EXPECT_TRUE(has(r.err, "Earldom of Arden")) << r.err;
    }
    EXPECT_EQ(readBytes(db), before);
    EXPECT_FALSE(fs::exists(dir / "t.html"));
}

// Item 3: the campaign factor was added unbounded: "score -2147483630: rout".
TEST_F(NumberRanges, CalcMoraleRefusesACampaignFactorPastTheCapOfTheRules) {
    const CliResult r = run({"calc", "morale", "--class", "feudal", "--figures", "12", "--cv", "3",
                             "--campaign", "2147483647", "--dice", "6,6"});
    EXPECT_EQ(r.code, kExitUserError) << r.out;
    EXPECT_TRUE(oneErrorLine(r)) << r.err;
    EXPECT_TRUE(has(r.err, "--campaign 2147483647")) << r.err;
    EXPECT_TRUE(has(r.err, "-2 to 2")) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    const CliResult capped = run({"calc", "morale", "--class", "feudal", "--figures", "12", "--cv",
                                  "3", "--campaign", "2", "--dice", "6,6"});
    EXPECT_EQ(capped.code, 0) << capped.err;
    EXPECT_TRUE(has(capped.out, "campaign factor: +2")) << capped.out;
}

TEST_F(NumberRanges, EveryCalculatorNumberSaysItsRangeInHelp) {
    const CliResult morale = run({"calc", "morale", "--help"});
    EXPECT_TRUE(has(morale.out, "-2 to 2")) << morale.out;
    EXPECT_TRUE(has(morale.out, "1 to 10,000 figures")) << morale.out;
    const CliResult shooting = run({"calc", "shooting", "--help"});
    EXPECT_TRUE(has(shooting.out, "to 0")) << shooting.out;  // a distraction total, none at most
    const CliResult recruitHelp = run({"recruit", "--help"});
    EXPECT_TRUE(has(recruitHelp.out, "1 to 1,000,000,000 men")) << recruitHelp.out;
}

TEST_F(NumberRanges, CalcShootingRefusesADistractionThatWouldWrapTheFactor) {
    const CliResult r =
        run({"calc", "shooting", "--shooter", "longbowmen", "--figures", "10", "--target",
             "spearmen", "--distraction", "-2147483648", "--dice", "3,4,5"});
    EXPECT_EQ(r.code, kExitUserError) << r.out;
    EXPECT_TRUE(has(r.err, "--distraction")) << r.err;
}

// Item 4: units of a billion men gave "1 man a figure fits" with -294,967,296 figures, and a
// collection owning no figures of a type the armies field tried a billion scales one by one.
TEST_F(NumberRanges, ScaleOfABillionMenAUnitProposesTheTrueScaleAndFinishes) {
    sql("DELETE FROM wounded_batch; DELETE FROM captive_batch;"
        "UPDATE unit SET present = 1000000000, mustered = 1000000000, recruited = 0, dead = 0, "
        "deserted = 0;"
        "UPDATE army SET place_id = (SELECT id FROM place WHERE slug = 'redfield'), "
        "route_id = NULL, heading_place_id = NULL, days_left = NULL;");
    ASSERT_EQ(run({"check", "--db", db}).code, 0);
    const fs::path none = dir / "none.xml";
    writeBytes(none,
               "<collection name=\"Empty box\"><troops type=\"knights\" figures=\"0\"/>"
               "</collection>");
    const CliResult r = run({"scale", "--db", db, "--place", "Redfield", "--collection",
                             none.string(), "--format", "csv"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_FALSE(has(r.out, ",-")) << r.out;  // no negative figures or men left over
    const CliResult text =
        run({"scale", "--db", db, "--place", "Redfield", "--collection", none.string()});
    ASSERT_EQ(text.code, 0) << text.err;
    // No knight a figure until a whole unit of a billion is under one figure.
    EXPECT_TRUE(has(text.out, "Proposed scale: 1,000,000,001 men a figure")) << text.out;
}

}  // namespace
}  // namespace seneschal::cli::number_ranges
