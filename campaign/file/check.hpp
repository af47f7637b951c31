#pragma once
// `check`: everything that must hold in a campaign file. The schema is the one the program's
// migrations make (nothing dropped, altered or planted: schema_check.hpp), the invariants below
// hold (stored days in range, men conserved in every unit, every leader with exactly one
// consistent status leading at most one thing, the undo log whole), every troop type is still
// known to the rules, and SQLite's own integrity and foreign key checks pass.
#include <SQLiteCpp/Database.h>

#include <string>
#include <vector>

namespace seneschal::campaign {

// One line per problem, naming the unit, leader or table; empty when all holds.
std::vector<std::string> checkCampaign(SQLite::Database& db);

// What must hold in a campaign of the program's schema before any command plays on it or shows
// it (CampaignFile::open runs it on every open): every stored day in the calendar's range
// (stored_dates.hpp), no row referring to a missing one, men conserved in every unit, every
// leader's status consistent and leading at most one thing of his own side, and the undo log
// whole (the actions done before those undone, each but the import with its changes recorded,
// the next to undo and to redo readable). One line per problem, as checkCampaign says it; empty
// when all holds. Reads only; cost linear in the file.
std::vector<std::string> invariantProblems(SQLite::Database& db);

}  // namespace seneschal::campaign
