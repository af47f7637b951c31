#pragma once
// The rules files a campaign is played with and their SHA-256 digests (schema version 11): the one
// writer of `rules_file`'s rows (docs/architecture.md, "Who writes each table"). Written when the
// campaign is made, or when an older one is first upgraded in its file; read by `check`.
#include <SQLiteCpp/Database.h>

#include <string>
#include <vector>

namespace seneschal::campaign {

struct RecordedRulesFile {
    std::string name;    // in the rules folder: "godsacre.xml"
    std::string sha256;  // 64 lowercase hex digits, as sha256sum prints them
};

// Records `files` (of the rules folder) with the digests of their bytes now. A file that
// cannot be read throws UserError, naming it: a campaign is not made on rules that are not there.
void recordRulesFiles(SQLite::Database& db, const std::vector<std::string>& files);

// What was recorded, by name; empty for a campaign made before version 11 and not yet upgraded
// in its file.
std::vector<RecordedRulesFile> readRulesFiles(SQLite::Database& db);

}  // namespace seneschal::campaign
