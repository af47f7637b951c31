#pragma once
// The chronicle: the campaign's dated story, one line per event (a battle, a leader taken, a
// ransom paid, wounded back on duty), each tied to the action that caused it so that undo takes
// it back. `advance` prints the day's lines as it writes them; the desk's chronicle pane reads
// them all back (application::buildChronicleView). This file is the one writer of `chronicle`.
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <string>
#include <vector>

#include "campaign/actions/action.hpp"

namespace seneschal::campaign {

// Written inside the running action.
void addChronicle(ActionContext& context, DayNumber day, const std::string& kind,
                  const std::string& text);

// A scenario's chronicle, imported under the import's action `actionId`.
class ChronicleImport {
  public:
    ChronicleImport(SQLite::Database& db, std::int64_t actionId);
    void add(DayNumber day, const std::string& kind, const std::string& text);

  private:
    SQLite::Statement insert_;
    std::int64_t actionId_;
};

struct ChronicleLine {
    std::string date;  // ISO, in the campaign's reckoning
    std::string kind;
    std::string text;
    std::int64_t action = 0;
    DayNumber day;        // the date as a day number, to order by
    std::int64_t id = 0;  // orders the lines of one day in the order they were written
};

// Oldest first: by day, then in the order written.
std::vector<ChronicleLine> readChronicle(SQLite::Database& db);

}  // namespace seneschal::campaign
