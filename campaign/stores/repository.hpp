#pragma once
// Moves a whole campaign between memory (CampaignSnapshot, ids as slugs) and the campaign
// file (integer keys). Rows are numbered in document order, so a snapshot written, read back
// and written again gives identical tables.
#include <SQLiteCpp/Database.h>

#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

// Writes into a file holding the empty schema. The snapshot must already be valid (the
// scenario reader checks it); a constraint the database still refuses is a UserError.
void writeSnapshot(SQLite::Database& db, const CampaignSnapshot& snapshot);

CampaignSnapshot readSnapshot(SQLite::Database& db);

CampaignInfo readCampaignInfo(SQLite::Database& db);

}  // namespace seneschal::campaign
