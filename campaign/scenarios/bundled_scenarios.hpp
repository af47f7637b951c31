#pragma once
// The campaign scenarios shipped in the data folder (base/data_dir.hpp: scenariosDir()), each
// known by its id, its file's stem: `new --scenario crecy-1346` from any folder.
#include <filesystem>
#include <string>
#include <vector>

namespace seneschal::campaign {

struct BundledScenario {
    std::string id;  // the file's stem
    std::filesystem::path path;
    std::string name;
    std::string startDate;           // the campaign's long date: "12 July 1346"
    std::vector<std::string> sides;  // by name
};

// A test fixture among the bundled scenarios: its id starts with "test-" (test-small.xml). It is
// found by its id like any other but not listed as a campaign (`scenarios`, the desk's window).
bool isTestFixture(const std::string& id);

// Every bundled campaign, by id, test fixtures left out. Throws UserError when the data folder
// cannot be found.
std::vector<BundledScenario> bundledScenarios();

// What the user typed for a scenario: a file that exists, or the id of a bundled scenario.
// Throws UserError naming the bundled campaigns when it is neither.
std::filesystem::path resolveScenario(const std::string& typed);

}  // namespace seneschal::campaign
