#pragma once
// Where `battle` and `odds` get their battle from: `--scenario FILE` (a battle file, see
// docs/formats.md). A later alternative (`--db FILE --place NAME`) joins here.
#include <CLI/CLI.hpp>
#include <memory>
#include <string>

#include "battle/battle_file.hpp"

namespace seneschal::cli {

struct BattleSource {
    std::string scenario;
};

void addBattleSourceOptions(CLI::App* command, BattleSource& source);
// Throws UserError (naming file, line and element for a bad file) when there is no battle.
battle::BattleSetup loadBattleSource(const BattleSource& source, const battle::Rulebook& rules);
// The battle file `--scenario` names: the path as typed, or a bundled battle's file by its id
// ("reference-1500"). Throws UserError when an id names no bundled battle.
std::filesystem::path battleFileOf(const std::string& typed);

}  // namespace seneschal::cli
