#pragma once
// `check`: everything that must hold in a campaign file. The schema is the one the program's
// migrations make (nothing dropped, altered or planted: schema_check.hpp), men are conserved in
// every unit, every leader has exactly one consistent status and leads at most one thing, every
// troop type is still known to the rules, and SQLite's own integrity and foreign key checks pass.
#include <SQLiteCpp/Database.h>

#include <string>
#include <vector>

namespace seneschal::campaign {

// One line per problem, naming the unit, leader or table; empty when all holds.
std::vector<std::string> checkCampaign(SQLite::Database& db);

}  // namespace seneschal::campaign
