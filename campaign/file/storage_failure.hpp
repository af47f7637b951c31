#pragma once
// SQLite's failures that are the world's doing, not the program's — another program writing,
// a full disk, a failing disk, a damaged file — in words a person can act on, naming the file.
// Both shells show these as user errors (`error: ...`, exit 1) instead of internal faults.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Exception.h>

#include <filesystem>
#include <optional>
#include <string>

namespace seneschal::campaign {

// The message for a failure of the campaign file `path`; nullopt when the failure is a fault of
// the program (a bad statement, a broken constraint), which must stay an internal error.
std::optional<std::string> describeStorageFailure(int sqliteErrorCode,
                                                  const std::filesystem::path& path);
std::optional<std::string> describeStorageFailure(const SQLite::Exception& e,
                                                  const std::filesystem::path& path);

// The file a connection has open ("" for an in-memory database).
std::filesystem::path fileOf(const SQLite::Database& db);

}  // namespace seneschal::campaign
