#pragma once
// The words of a campaign file's closed columns read into the model's enums (model_enums.hpp),
// for the store modules: one function a column, each refusing a word it does not know with
// a DataError naming the file, the row, the field and the word. The file's check lists the same
// (campaign/file/check.cpp), so a file holding one is refused when it is opened.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <string>

#include "base/plain_text.hpp"
#include "campaign/stores/model_enums.hpp"

namespace seneschal::campaign {

// `name` is the row's name (a leader's, a battal's, a unit's), to say which row holds the word.
inline LeaderStatus storedLeaderStatus(SQLite::Database& db, const std::string& text,
                                       const std::string& name) {
    return storedEnum<LeaderStatus>(
        text, {db.getFilename(), "leader.status", "leader '" + printable(name) + "'"});
}
inline BattalOrders storedBattalOrders(SQLite::Database& db, const std::string& text,
                                       const std::string& name) {
    return storedEnum<BattalOrders>(
        text, {db.getFilename(), "battal.orders", "battal '" + printable(name) + "'"});
}
inline TroopClass storedTroopClass(SQLite::Database& db, const std::string& text,
                                   const std::string& name) {
    return storedEnum<TroopClass>(
        text, {db.getFilename(), "unit.class", "unit '" + printable(name) + "'"});
}
// `id` is the captive record's.
inline CaptiveStatus storedCaptiveStatus(SQLite::Database& db, const std::string& text,
                                         std::int64_t id) {
    return storedEnum<CaptiveStatus>(
        text, {db.getFilename(), "captive.status", "captive " + std::to_string(id)});
}

}  // namespace seneschal::campaign
