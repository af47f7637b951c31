#pragma once
// What a campaign carries besides its roster and map (schema versions 3 and 4): the captives
// and their ransoms, men waiting at a depot, the chronicle, march orders and forced marches,
// armies merged away, places held, arrears and service, purses, pending battles and each unit's
// battle record. A scenario of format 2 carries all of it (docs/formats.md), so that importing
// an exported campaign gives the same campaign. Ids are the file's slugs, never row keys.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/stores/model.hpp"
#include "campaign/strategy/march_state.hpp"

namespace seneschal::campaign {

// A `captive` record. Men of a unit still in the captor's hands (isHeld(status)) are a
// captive batch of that unit: the record stands for them, so the scenario writes them once.
struct CaptiveRecord {
    std::optional<std::string> leader;  // a leader, or
    std::optional<std::string> unit;    // men of a unit
    Men men = 1;
    std::string side, captor;  // side ids
    std::string rule;
    DayNumber taken, demandBy, deadline;
    std::optional<DayNumber> demanded;
    std::int64_t ransom = 0, paid = 0;
    CaptiveStatus status = CaptiveStatus::Held;
};

struct DepotMen {
    std::string unit, side;
    std::optional<std::string> place;  // none: at home, off the map
    Men men = 0;
    DayNumber since;
};

struct ChronicleEntry {
    DayNumber day;
    std::string kind, text;
};

// An army's march state and orders; an army with no row has none of them.
struct ArmyMarch {
    std::string army;
    bool forced = false;
    std::optional<DayNumber> lastForced;
    std::optional<std::string> cameFrom;  // place id
    std::vector<std::string> stops;       // places still to reach, in order
};

struct ArmyMerged {
    std::string army, into;
    DayNumber day;
};

// An army the umpire disbanded (stores/army_store.hpp): it keeps its id, no longer marches.
struct ArmyDisbanded {
    std::string army;
    DayNumber day;
    std::string reason;
};

struct PlaceHolding {
    std::string place, side;
    DayNumber since;
};

struct UnitUpkeep {
    std::string unit;
    std::int64_t arrearsPence = 0, arrearsDays = 0;
    std::optional<DayNumber> serviceFrom;
};

struct SidePurse {
    std::string side;
    std::int64_t pence = 0;  // below a pound: 0-239
};

// A battle waiting to be fought: the march state's own (stores/pending_battle_store.hpp).
using PendingBattle = strategy::PendingBattle;

struct BattleResult {
    std::string unit, place, result;  // victory, defeat, draw
    DayNumber day;
};

struct CampaignState {
    std::vector<CaptiveRecord> captives;
    std::vector<DepotMen> depots;
    std::vector<ArmyMarch> marches;
    std::vector<ArmyMerged> merged;
    std::vector<ArmyDisbanded> disbanded;
    std::vector<PlaceHolding> holdings;
    std::vector<SidePurse> purses;
    std::vector<UnitUpkeep> upkeep;
    std::vector<PendingBattle> pendingBattles;
    std::vector<BattleResult> battleResults;
    std::vector<ChronicleEntry> chronicle;  // oldest first
};

CampaignState readCampaignState(SQLite::Database& db);

// Stores the state of a campaign whose snapshot writeSnapshot has just stored. A held captive
// record of men takes the first unclaimed captive batch of its unit with the same men and
// captor (the snapshot holds the batch; the record is what claims it). Chronicle lines belong
// to `actionId`, the import.
void writeCampaignState(SQLite::Database& db, const CampaignState& state, std::int64_t actionId);

}  // namespace seneschal::campaign
