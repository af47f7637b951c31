#pragma once
// A battle's output files (its log, its outcome XML) as both shells write them: checked before
// the battle is fought, so a refused file costs nothing; never onto the campaign or an input;
// an existing file replaced only when asked (campaign/file/output_file.hpp).
#include <filesystem>
#include <string>
#include <vector>

#include "campaign/file/output_file.hpp"

namespace seneschal::application {

struct BattleOutputRequest {
    std::string logPath;      // empty: no log file
    std::string outcomePath;  // empty: no outcome file
    bool replaceExisting = false;
    std::vector<std::filesystem::path> protectedFiles;  // the campaign, the battle file read
};

struct BattleOutputs {
    std::vector<campaign::OutputTarget> targets;
    campaign::OutputPolicy policy;
};

// Throws UserError when an output may not be written.
BattleOutputs checkBattleOutputs(const BattleOutputRequest& request);

// Writes the log ("--log") or the outcome ("--outcome") if that file was asked for.
void writeBattleOutput(const BattleOutputs& outputs, const std::string& option,
                       const std::string& text);

}  // namespace seneschal::application
