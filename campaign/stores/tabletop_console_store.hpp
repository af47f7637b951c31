#pragma once
// The owner of `tabletop_console` (schema version 10): the tabletop console of a pending battle
// (application/tabletop/tabletop_console.hpp) as text, kept while the battle is fought on the table
// so that it survives closing the program (issue 18).
//
// Like the tabletop draft, an open console is work in progress, not a change to the campaign:
// saving or discarding it is a plain transaction of its own, with no ledger entry and no place
// in the campaign's undo history (the console has its own undo, step by step). Applying the
// battle removes it in the applying transaction (campaign/battles/apply_outcome.cpp).
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>

namespace seneschal::campaign {

// The console kept for the battle pending at the place, if one was saved for that battle (a
// console left from an earlier battle at the same place is not this battle's).
std::optional<std::string> readTabletopConsole(SQLite::Database& db, std::int64_t placeKey);

// Keeps the console for the battle pending at the place, in place of any earlier one. Throws
// UserError naming the place when no battle is pending there.
void saveTabletopConsole(SQLite::Database& db, std::int64_t placeKey, const std::string& placeName,
                         const std::string& console);

// Forgets the place's console, if any; inside the caller's transaction when there is one.
void discardTabletopConsole(SQLite::Database& db, std::int64_t placeKey);

}  // namespace seneschal::campaign
