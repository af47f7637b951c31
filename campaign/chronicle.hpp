#pragma once
// The chronicle: the campaign's dated story, one line per event (a battle, a leader taken, a
// ransom paid, wounded back on duty), each tied to the action that caused it so that undo takes
// it back. The GUI's chronicle and `advance`'s daily report read it.
#include <SQLiteCpp/Database.h>

#include <string>
#include <vector>

#include "campaign/action.hpp"

namespace seneschal::campaign {

// Written inside the running action.
void addChronicle(ActionContext& context, DayNumber day, const std::string& kind,
                  const std::string& text);

struct ChronicleLine {
    std::string date;  // ISO, in the campaign's reckoning
    std::string kind;
    std::string text;
    std::int64_t action = 0;
};

// Oldest first.
std::vector<ChronicleLine> readChronicle(SQLite::Database& db);

}  // namespace seneschal::campaign
