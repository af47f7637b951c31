#pragma once
// A campaign as an older Seneschal wrote it, made from one this program wrote.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <string>

namespace seneschal::testing {

// The campaign at `path` as an older Seneschal made it, schema version `version` (10 or 11):
// version 11 only added `rules_file`, version 12 `campaign_seed` and `side_opponent`, and
// version 13 the tables of group play (`group_play`, `side_key`, `side_orders`, empty until
// group play starts), version 14 `army_disbanded`, version 15 `map_picture`, so dropping the tables
// added after `version` gives the file that older Seneschal wrote. Left closed, with no -wal beside
// it.
inline void makeOlderCampaign(const std::string& path, int version) {
    SQLite::Database file(path, SQLite::OPEN_READWRITE);
    ASSERT_EQ(file.execAndGet("PRAGMA user_version").getInt(), 15)
        << "a migration was added: make the older file from the version before it";
    ASSERT_TRUE(version == 10 || version == 11) << "no recipe for schema version " << version;
    for (const char* table : {"map_picture", "army_disbanded", "side_orders", "side_key",
                              "group_play", "side_opponent", "campaign_seed"})
        file.exec(std::string("DROP TABLE ") + table);
    if (version == 10) file.exec("DROP TABLE rules_file");
    file.exec("PRAGMA user_version = " + std::to_string(version));
    file.exec("PRAGMA journal_mode = DELETE");
}

// Before the programmed opponent and group play (schema version 11).
inline void makeSchema11Campaign(const std::string& path) {
    makeOlderCampaign(path, 11);
}

// Before the rules files were recorded (schema version 10).
inline void makeSchema10Campaign(const std::string& path) {
    makeOlderCampaign(path, 10);
}

}  // namespace seneschal::testing
