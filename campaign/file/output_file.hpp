#pragma once
// Every file Seneschal writes besides a campaign (a battle log, an outcome, an exported
// scenario) goes through here, so that no output option can ever destroy a campaign
// (docs/reliability.md, issue 13):
// - never onto a SQLite database (any campaign, with or without --force), nor onto a file the
//   command reads or keeps open (the --db file and its -wal/-shm/-journal side files, an input);
// - an existing file is replaced only when the user asked for it (--force);
// - written beside the target and renamed into place, so a crash or a full disk leaves the old
//   file whole and no half-written one under the real name.
// Every refusal is a UserError naming the file and the option, raised before anything is written.
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace seneschal::campaign {

struct OutputTarget {
    std::filesystem::path path;
    std::string option;  // how the user named it, for the message: "--log", "--out"
};

struct OutputPolicy {
    bool replaceExisting = false;                       // --force
    std::vector<std::filesystem::path> protectedFiles;  // the --db file, the inputs read
};

// Checks one or several outputs of a command before it does any work: each may be written under
// the policy, and no two name the same file.
void checkOutputs(const std::vector<OutputTarget>& outputs, const OutputPolicy& policy);

// Checks again (the world may have changed since) and writes `contents` atomically.
void writeOutputFile(const OutputTarget& target, std::string_view contents,
                     const OutputPolicy& policy);

}  // namespace seneschal::campaign
