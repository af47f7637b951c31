// The scripted England of the seeded solo Crécy runs (issue 36, scripts/opponent-runs.sh):
// Edward III's chevauchée as the march orders of scripts/crecy-1346-england.orders, given with
// `march` on their days against a programmed France, as the runs give them. Every order is taken
// (on its day, or the next when a battle pending holds the host), the host leaves its landing
// place and marches on from place to place, both sides give orders, and `check` passes at the end.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"
#include "tests/test_files.hpp"

namespace seneschal::cli {
namespace {

namespace fs = std::filesystem;

const fs::path kEnglandOrders =
    fs::path(SENESCHAL_SOURCE_DIR) / "scripts" / "crecy-1346-england.orders";

// The script's orders: day -> place.
std::map<int, std::string> englandOrders() {
    std::map<int, std::string> orders;
    std::ifstream in(kEnglandOrders);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        int day = 0;
        std::string place;
        if (fields >> day >> place) orders[day] = place;
    }
    return orders;
}

// The places a pending battle is at, from `pending`.
std::vector<std::string> pendingPlaces(const std::string& db) {
    std::vector<std::string> places;
    std::istringstream lines(run({"pending", "--db", db}).out);
    const std::string lead = "a battle is pending at ";
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind(lead, 0) != 0) continue;
        const std::size_t open = line.find(" (", lead.size());
        places.push_back(line.substr(lead.size(), open - lead.size()));
    }
    return places;
}

TEST(EnglandScript, ItsMarchesAreTakenAgainstAProgrammedFranceAndTheHostMarchesOn) {
    const std::map<int, std::string> orders = englandOrders();
    ASSERT_GE(orders.size(), 8u) << kEnglandOrders;
    testing::TempDir dir;
    const std::string db = (dir / "solo.seneschal").string();
    ASSERT_EQ(
        run({"new", "--scenario", testing::kCrecyScenario.string(), "--db", db, "--seed", "1346"})
            .code,
        0);
    ASSERT_EQ(run({"side", "--db", db, "--side", "france", "--programmed", "on"}).code, 0);
    std::string due;
    int taken = 0, frenchOrders = 0, refusedInARow = 0;
    std::set<std::string> reached;  // the places the English host came to
    for (int day = 1; day <= 48; ++day) {
        if (const auto it = orders.find(day); it != orders.end()) due = it->second;
        if (!due.empty()) {
            const CliResult march =
                run({"march", "--db", db, "--army", "english-host", "--to", due});
            if (march.code == 0) {
                ++taken;
                due.clear();
                refusedInARow = 0;
            } else {
                // Only a battle pending may hold the host back, and not for long.
                ASSERT_LT(++refusedInARow, 3) << "day " << day << ": " << march.err;
            }
        }
        const CliResult advance = run({"advance", "--db", db, "--days", "1"});
        ASSERT_EQ(advance.code, 0) << "day " << day << ": " << advance.err;
        std::istringstream lines(advance.out);
        std::string line;
        const std::string arrived = "[arrived] English host reaches ";
        while (std::getline(lines, line)) {
            if (has(line, "[opponent]") && has(line, " marches ")) ++frenchOrders;
            if (const std::size_t at = line.find(arrived); at != std::string::npos)
                reached.insert(line.substr(at + arrived.size()));
        }
        for (const std::string& place : pendingPlaces(db))
            ASSERT_EQ(run({"battle", "--db", db, "--place", place, "--seed", "1346"}).code, 0)
                << "day " << day << " at " << place;
    }
    EXPECT_GE(taken, static_cast<int>(orders.size()) - 2) << "orders of the script taken";
    EXPECT_GT(frenchOrders, 0) << "the programmed France gave no march order";
    // Standing still, it reached none; by its orders (beaten, it withdraws, and the next order
    // sends it on), several.
    EXPECT_GE(reached.size(), 3u) << "places the English host reached";
    const CliResult check = run({"check", "--db", db});
    EXPECT_EQ(check.code, 0) << check.out << check.err;
}

}  // namespace
}  // namespace seneschal::cli
