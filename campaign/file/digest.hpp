#pragma once
// A fingerprint of every table's rows, in key order: two files with the same digests hold the
// same campaign. Undo is tested with it (before an action == after its undo), and so is the
// scenario round trip.
#include <SQLiteCpp/Database.h>

#include <map>
#include <set>
#include <string>

namespace seneschal::campaign {

// Table name -> "<rows> rows, <64-bit FNV-1a of every value with its type, hex>".
using TableDigests = std::map<std::string, std::string>;

TableDigests digestTables(SQLite::Database& db, const std::set<std::string>& excluded = {});

}  // namespace seneschal::campaign
