#pragma once
// Where the rules tables and scenarios live at run time. Never an absolute path baked in at
// build time: $SENESCHAL_DATA_DIR if set, otherwise ../share/seneschal beside the running
// executable (true both in build/ and after `cmake --install`).
#include <filesystem>

namespace seneschal {

std::filesystem::path dataDir();
std::filesystem::path rulesDir();      // dataDir()/rules
std::filesystem::path scenariosDir();  // dataDir()/scenarios

}  // namespace seneschal
