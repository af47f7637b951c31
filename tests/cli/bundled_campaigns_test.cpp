// Issue 34: the campaigns in the box. Each one `scenarios` lists imports, passes `check`, is
// reported by `edit check`, advances 60 days with every man still accounted for, and exports to
// a scenario that imports back to the same campaign; every place of its map stands on the land
// its terrain layer draws.
#include <gtest/gtest.h>

#include <fstream>
#include <pugixml.hpp>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "base/data_dir.hpp"
#include "campaign/scenarios/bundled_scenarios.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<std::string> listedIds() {
    std::vector<std::string> ids;
    for (const campaign::BundledScenario& s : campaign::bundledScenarios()) ids.push_back(s.id);
    return ids;
}

TEST(BundledCampaigns, TheThreeHistoricalCampaignsAreListedAndNotTheTestFixture) {
    const std::vector<std::string> ids = listedIds();
    EXPECT_EQ(ids, (std::vector<std::string>{"agincourt-1415", "crecy-1346", "poitiers-1356"}));
    // The fixture is still found by its id, for the tests that use it.
    seneschal::testing::TempDir dir;
    const CliResult made =
        run({"new", "--scenario", "test-small", "--db", (dir / "t.seneschal").string()});
    EXPECT_EQ(made.code, 0) << made.err;
}

class EachBundledCampaign : public ::testing::TestWithParam<std::string> {};

TEST_P(EachBundledCampaign, ImportsChecksAdvancesSixtyDaysAndRoundTrips) {
    seneschal::testing::TempDir dir;
    const std::string db = (dir / "c.seneschal").string();
    const CliResult made = run({"new", "--scenario", GetParam(), "--db", db});
    ASSERT_EQ(made.code, 0) << made.err;
    const CliResult checked = run({"check", "--db", db});
    EXPECT_EQ(checked.code, 0) << checked.out << checked.err;

    const CliResult armies = run({"edit", "--db", db, "check"});
    EXPECT_EQ(armies.code, 0) << armies.err;
    EXPECT_TRUE(has(armies.out, " in all.\n") || has(armies.out, "No army breaks a rule.\n"))
        << armies.out;

    // The round trip: exported, imported again and exported, the same scenario.
    const std::string first = (dir / "first.xml").string();
    const std::string second = (dir / "second.xml").string();
    const std::string again = (dir / "again.seneschal").string();
    ASSERT_EQ(run({"export", "--db", db, "--out", first}).code, 0);
    ASSERT_EQ(run({"new", "--scenario", first, "--db", again}).code, 0);
    ASSERT_EQ(run({"export", "--db", again, "--out", second}).code, 0);
    EXPECT_EQ(readText(first), readText(second));
    EXPECT_TRUE(has(readText(first), "<land ")) << "the terrain layer is exported";

    const CliResult advanced = run({"advance", "--db", db, "--days", "60"});
    EXPECT_EQ(advanced.code, 0) << advanced.err;
    const CliResult after = run({"check", "--db", db});
    EXPECT_EQ(after.code, 0) << after.out << after.err;
    EXPECT_EQ(run({"export", "--db", db, "--out", (dir / "later.xml").string()}).code, 0);
}

INSTANTIATE_TEST_SUITE_P(InTheBox, EachBundledCampaign,
                         ::testing::Values("crecy-1346", "poitiers-1356", "agincourt-1415"),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                             std::string name;
                             for (char c : param.param) name += c == '-' ? '_' : c;
                             return name;
                         });

using Point = std::pair<double, double>;

std::vector<Point> pointsOf(const char* text) {
    std::vector<Point> points;
    std::istringstream in(text);
    std::string item;
    while (in >> item) {
        const auto comma = item.find(',');
        points.emplace_back(std::stod(item.substr(0, comma)), std::stod(item.substr(comma + 1)));
    }
    return points;
}

bool inside(const Point& p, const std::vector<Point>& ring) {
    bool in = false;
    for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
        const auto& [xi, yi] = ring[i];
        const auto& [xj, yj] = ring[j];
        if ((yi > p.second) != (yj > p.second) &&
            p.first < xi + (p.second - yi) * (xj - xi) / (yj - yi))
            in = !in;
    }
    return in;
}

TEST_P(EachBundledCampaign, EveryPlaceStandsOnTheLandItsMapDraws) {
    pugi::xml_document doc;
    ASSERT_TRUE(doc.load_file((scenariosDir() / (GetParam() + ".xml")).c_str()));
    const pugi::xml_node map = doc.child("scenario").child("map");
    std::vector<std::vector<Point>> land;
    for (const pugi::xml_node l : map.child("terrain").children("land"))
        land.push_back(pointsOf(l.attribute("points").value()));
    ASSERT_FALSE(land.empty()) << "a terrain layer with land";
    int places = 0;
    for (const pugi::xml_node place : map.children("place")) {
        ++places;
        const Point p{place.attribute("x").as_double(), place.attribute("y").as_double()};
        bool onLand = false;
        for (const auto& ring : land) onLand = onLand || inside(p, ring);
        EXPECT_TRUE(onLand) << place.attribute("name").value() << " is in the sea";
    }
    EXPECT_GE(places, 30) << "a campaign's worth of places";
}

}  // namespace
}  // namespace seneschal::cli
