#pragma once
// What a battle's record keeps for its report (campaign/stores/battle_records.hpp), made when
// the battle is applied and before the roster changes: the outcome as applied, the aftermath's
// lines, the odds run before it, and, for a battle the program fought, its move-by-move log and
// each side's strength, got by fighting it again from the same set-up and seed. The replay is
// kept only when it gives the very outcome being applied (an outcome file fought elsewhere, or
// edited, keeps no log): the report never tells a battle other than the one applied.
#include <SQLiteCpp/Database.h>

#include "battle/outcome.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/stores/battle_records.hpp"

namespace seneschal::campaign {

// `fought`: the battle as this process fought it, when it did (the CLI's `battle --db --place`):
// its log is kept as it is, and the battle is not fought again for it. Otherwise (an outcome
// file, the desk) it is fought again from the same set-up and seed, and kept only when it gives
// the very outcome applied.
BattleRecordData battleRecordFor(SQLite::Database& db, const PreparedOutcome& prepared,
                                 const battle::ResolvedBattle* fought = nullptr);

}  // namespace seneschal::campaign
