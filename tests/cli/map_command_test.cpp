// `seneschal-cli map` (issue 15): the campaign map written as SVG or PNG, the umpire's or a
// side's named in any case; each refusal one `error:` line, exit 1, nothing written.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <string>

#include "app/cli/cli.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"
#include "tests/test_files.hpp"

namespace seneschal::cli {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;

// The width and height a PNG's IHDR chunk gives (big-endian, after the 8-byte signature and the
// chunk's length and type).
std::pair<unsigned, unsigned> pngSize(const fs::path& file) {
    const std::string bytes = readBytes(file);
    if (bytes.size() < 24 || bytes.compare(1, 3, "PNG") != 0 || bytes.compare(12, 4, "IHDR") != 0)
        return {0, 0};
    const auto word = [&](std::size_t at) {
        unsigned value = 0;
        for (std::size_t i = 0; i < 4; ++i)
            value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
        return value;
    };
    return {word(16), word(20)};
}

class MapCommand : public ::testing::Test {
  protected:
    void SetUp() override {
        const CliResult made =
            run({"new", "--scenario", testing::kCrecyScenario.string(), "--db", db});
        ASSERT_EQ(made.code, 0) << made.err;
    }
    // Refused: exit 1, one `error:` line naming `part`, nothing on stdout.
    void expectRefused(const std::vector<std::string>& args, const std::string& part) {
        const CliResult r = run(args);
        EXPECT_EQ(r.code, kExitUserError) << r.out << r.err;
        EXPECT_EQ(r.out, "");
        EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        EXPECT_TRUE(has(r.err, part)) << r.err;
    }
    TempDir dir;
    std::string db = (dir / "crecy.seneschal").string();
};

TEST_F(MapCommand, WritesTheUmpiresMapAsSvgWithEveryPlaceNamed) {
    const std::string out = (dir / "crecy.svg").string();
    const CliResult r = run({"map", "--db", db, "--out", out});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out, "Wrote the map of The Crécy campaign, 1346 as the umpire sees it to " + out +
                         " (1600 x 1000)\n");
    const std::string svg = readBytes(out);
    EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
    EXPECT_TRUE(has(svg, "</svg>"));
    for (const char* place : {"Abbeville", "Blanchetaque", "Noyelles", "Crécy", "Paris"})
        EXPECT_TRUE(has(svg, std::string("xml:space=\"preserve\">") + place + "</text>")) << place;
}

TEST_F(MapCommand, WritesAPngAtTheSizeAskedFor) {
    const fs::path out = dir / "crecy.PNG";
    const CliResult r =
        run({"map", "--db", db, "--out", out.string(), "--width", "1280", "--height", "800"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(has(r.out, "(1280 x 800)")) << r.out;
    EXPECT_EQ(pngSize(out), (std::pair<unsigned, unsigned>{1280, 800}));
}

TEST_F(MapCommand, ASideIsNamedInAnyCaseAndSeesFewerArmies) {
    const std::string umpire = (dir / "umpire.svg").string();
    const std::string england = (dir / "england.svg").string();
    ASSERT_EQ(run({"map", "--db", db, "--out", umpire}).code, 0);
    const CliResult r = run({"map", "--db", db, "--side", "KINGDOM of england", "--out", england});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out, "Wrote the map of The Crécy campaign, 1346 as seen by Kingdom of England to " +
                         england + " (1600 x 1000)\n");
    const auto stacks = [](const std::string& svg) {
        std::size_t count = 0;
        for (std::size_t at = svg.find("class=\"army-stack\""); at != std::string::npos;
             at = svg.find("class=\"army-stack\"", at + 1))
            ++count;
        return count;
    };
    EXPECT_LT(stacks(readBytes(england)), stacks(readBytes(umpire)));
    EXPECT_GT(stacks(readBytes(england)), 0u);
    EXPECT_TRUE(has(readBytes(england), "as seen by Kingdom of England"));
}

TEST_F(MapCommand, EachRefusalIsOneErrorLineAndWritesNothing) {
    const std::string out = (dir / "map.svg").string();
    expectRefused({"map", "--db", db, "--side", "Navarre", "--out", out}, "Kingdom of France");
    expectRefused({"map", "--db", db, "--out", (dir / "map.jpg").string()},
                  "is neither .svg nor .png");
    expectRefused({"map", "--db", db, "--out", out, "--width", "100"}, "--width");
    expectRefused({"map", "--db", db, "--out", out, "--height", "9000"}, "--height");
    expectRefused({"map", "--db", (dir / "missing.seneschal").string(), "--out", out},
                  "does not exist");
    { std::ofstream(dir / "corrupt.seneschal") << "not a campaign at all"; }
    expectRefused({"map", "--db", (dir / "corrupt.seneschal").string(), "--out", out},
                  "corrupt.seneschal");
    EXPECT_FALSE(fs::exists(out));
    EXPECT_FALSE(fs::exists(dir / "map.jpg"));
}

TEST_F(MapCommand, AnExistingOutIsReplacedOnlyWithForceAndNeverTheCampaign) {
    const fs::path out = dir / "old.png";
    { std::ofstream(out) << "an older picture"; }
    expectRefused({"map", "--db", db, "--out", out.string()}, "--force");
    EXPECT_EQ(readBytes(out), "an older picture");
    ASSERT_EQ(run({"map", "--db", db, "--out", out.string(), "--force"}).code, 0);
    EXPECT_EQ(pngSize(out), (std::pair<unsigned, unsigned>{1600, 1000}));

    const std::string before = readBytes(db);
    expectRefused({"map", "--db", db, "--out", db, "--force"}, "--out");
    EXPECT_EQ(readBytes(db), before);
    // Another campaign, even named like a picture, is never written over.
    const fs::path other = dir / "other.svg";
    fs::copy_file(db, other);
    expectRefused({"map", "--db", db, "--out", other.string(), "--force"}, "SQLite database");
    EXPECT_EQ(readBytes(other), before);
}

TEST_F(MapCommand, TheRealProgramExitsOneWithOneErrorLine) {
    const std::string command = std::string(SENESCHAL_CLI_BINARY) + " map --db '" + db +
                                "' --side Navarre --out '" + (dir / "x.svg").string() + "' 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    ASSERT_NE(pipe, nullptr);
    std::array<char, 512> buffer{};
    std::string output;
    while (fgets(buffer.data(), buffer.size(), pipe)) output += buffer.data();
    const int status = pclose(pipe);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 1) << status;
    EXPECT_EQ(output.rfind("error: no side called 'Navarre'", 0), 0u) << output;
    EXPECT_EQ(std::count(output.begin(), output.end(), '\n'), 1) << output;
    EXPECT_FALSE(fs::exists(dir / "x.svg"));
}

}  // namespace
}  // namespace seneschal::cli
