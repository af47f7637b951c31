#pragma once
// A campaign as an older Seneschal wrote it, made from one this program wrote.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <string>

namespace seneschal::testing {

// The campaign at `path` as the Seneschal before the rules files were recorded (schema version
// 10) made it: version 11 only added `rules_file`, version 12 `campaign_seed` and
// `side_opponent`, and version 13 the tables of group play (`group_play`, `side_key`,
// `side_orders`, empty until group play starts), so dropping them gives the file an older
// Seneschal wrote. Left closed, with no -wal beside it.
inline void makeSchema11Campaign(const std::string& path) {
    SQLite::Database file(path, SQLite::OPEN_READWRITE);
    ASSERT_EQ(file.execAndGet("PRAGMA user_version").getInt(), 13)
        << "a migration was added: make the older file from the version before it";
    file.exec("DROP TABLE side_orders");
    file.exec("DROP TABLE side_key");
    file.exec("DROP TABLE group_play");
    file.exec("DROP TABLE side_opponent");
    file.exec("DROP TABLE campaign_seed");
    file.exec("PRAGMA user_version = 11");
    file.exec("PRAGMA journal_mode = DELETE");
}

inline void makeSchema10Campaign(const std::string& path) {
    SQLite::Database file(path, SQLite::OPEN_READWRITE);
    ASSERT_EQ(file.execAndGet("PRAGMA user_version").getInt(), 13)
        << "a migration was added: make the older file from the version before it";
    file.exec("DROP TABLE side_orders");
    file.exec("DROP TABLE side_key");
    file.exec("DROP TABLE group_play");
    file.exec("DROP TABLE side_opponent");
    file.exec("DROP TABLE campaign_seed");
    file.exec("DROP TABLE rules_file");
    file.exec("PRAGMA user_version = 10");
    file.exec("PRAGMA journal_mode = DELETE");
}

}  // namespace seneschal::testing
