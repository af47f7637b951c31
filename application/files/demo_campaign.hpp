#pragma once
// `seneschal-cli demo`: the first thing a new user sees without a display. The bundled Crécy
// campaign is copied to a new campaign file; the English host and the French royal army are
// ordered to Crécy; the calendar advances day by day, and every battle the march brings on is
// fought with the chosen resolver and its aftermath applied; then two more weeks pass. It
// prints the day-by-day events, each battle's report and the final muster.
#include <cstdint>
#include <filesystem>
#include <ostream>
#include <string>

namespace seneschal::application {

struct DemoOptions {
    std::filesystem::path dir;  // where the campaign file goes; empty: a new temporary folder
    std::string rules = "godsacre";
    std::uint64_t seed = 1346;
    bool verbose = false;  // every event, the battles' detail and logs, the unit-by-unit roll
};

struct DemoResult {
    std::filesystem::path campaignFile;
    int battles = 0;
    bool foughtAtCrecy = false;
    bool checkPassed = false;
};

DemoResult runDemo(const DemoOptions& options, std::ostream& out);

}  // namespace seneschal::application
