#pragma once
// The owner of `tabletop_draft` (schema version 8): the tabletop result of a pending battle as
// the game master has typed it so far, kept until it is applied or discarded (issue 16: what
// was typed is never lost to a refused value or a closed preview).
//
// A draft is an editor's buffer, not a change to the campaign: saving or discarding one is a
// plain transaction of its own, with no ledger entry and no place in the undo history (the undo
// log does not record this table). Applying the battle removes the draft in the applying
// transaction (campaign/battles/apply_outcome.cpp); undoing that battle does not bring the
// draft back, for the outcome it held was applied.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>

namespace seneschal::campaign {

struct StoredTabletopDraft {
    bool enteredInMen = false;  // the losses were typed in men, not figures
    bool winnerChosen = false;  // false: the winner (or a draw) is still to be chosen
    std::string outcome;        // the outcome file's text (battle/outcome_xml.hpp) as typed
};

// The draft for the battle pending at the place, if one was saved for that battle (a draft
// left for an earlier battle at the same place is not this battle's).
std::optional<StoredTabletopDraft> readTabletopDraft(SQLite::Database& db, std::int64_t placeKey);

// Keeps the draft for the battle pending at the place, in place of any earlier one. Throws
// UserError naming the place when no battle is pending there.
void saveTabletopDraft(SQLite::Database& db, std::int64_t placeKey, const std::string& placeName,
                       const StoredTabletopDraft& draft);

// Forgets the place's draft, if any; inside the caller's transaction when there is one.
void discardTabletopDraft(SQLite::Database& db, std::int64_t placeKey);

}  // namespace seneschal::campaign
