#pragma once
// The programmed opponent's rows (schema version 12, issue 36): the one writer of
// `campaign_seed` and `side_opponent` (docs/architecture.md, "Who writes each table"). The seed
// is written once, by the import; a side is made programmed or played by a person by an action
// with its ledger line, and the plan it follows changes inside the day's advance, so undo takes
// each back.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/calendar/calendar.hpp"

namespace seneschal::campaign {

// The campaign's own seed, as made with it (`new --seed N`); none for a campaign made before
// version 12.
std::optional<std::uint64_t> readCampaignSeed(SQLite::Database& db);
// The import's: the campaign's seed, once.
void writeCampaignSeed(SQLite::Database& db, std::uint64_t seed);

struct ProgrammedSide {
    std::int64_t sideKey = 0;
    std::string sideId;  // slug
    std::string sideName;
    std::string character;            // "cautious" or "bold"
    std::optional<std::string> plan;  // the plan it follows; none before its first day
};

// Every side a programmed opponent plays, by key.
std::vector<ProgrammedSide> readProgrammedSides(SQLite::Database& db);
std::optional<ProgrammedSide> readProgrammedSide(SQLite::Database& db, std::int64_t sideKey);

// The side becomes programmed with `character`, or (nullopt) played by a person again, with a
// "programmed" ledger line for the side noted `note`.
void setSideProgrammed(ActionContext& context, std::int64_t sideKey,
                       const std::optional<std::string>& character, const std::string& note);
// The plan the programmed side now follows, with a "plan" ledger line noted `note`.
void setOpponentPlan(ActionContext& context, std::int64_t sideKey, const std::string& plan,
                     const std::string& note);

// The last day a unit now in the army (by slug) fought a battle (`unit_battle_result`), if any:
// the opponent's rest after a battle (data/rules/opponent.xml <rest>).
std::optional<DayNumber> lastBattleDayOfArmy(SQLite::Database& db, const std::string& armySlug);

// The import's: the scenario's programmed side, by the key the import gives it.
void importProgrammedSide(SQLite::Database& db, std::int64_t sideKey, const std::string& character);

}  // namespace seneschal::campaign
