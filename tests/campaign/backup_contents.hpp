#pragma once
// What a backup holds as a campaign: every table but its own note.
#include <SQLiteCpp/Database.h>

#include <filesystem>

#include "campaign/file/digest.hpp"

namespace seneschal::campaign {

inline TableDigests campaignIn(const std::filesystem::path& backup) {
    SQLite::Database db(backup.string(), SQLite::OPEN_READONLY);
    return digestTables(db, {"backup_note"});
}

}  // namespace seneschal::campaign
