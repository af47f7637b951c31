#pragma once
// The armies on the campaign map, for both shells: ordering a march, splitting and merging
// armies, the weaker side avoiding a pending battle, and what a person asks before a battle
// (which battles are pending, each unit's campaign factors at a place). Each order is one
// undoable action in one transaction (campaign/actions/action_log.hpp); a refused order
// throws UserError and leaves the file as it was.
#include <cstdint>
#include <string>
#include <vector>

#include "application/orders/order_result.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::application {

struct MarchRequest {
    std::string army;  // id or name
    std::string place;
    bool forced = false;  // two days' road a day
};

struct MarchResult {
    std::string description;         // "March English host to Caen"
    std::vector<std::string> stops;  // the places on the way, by name
    std::string arrival;             // the campaign's long date
    std::int64_t days = 0;

    // "Valognes -> Carentan -> Caen"
    std::string way() const;
};
MarchResult orderMarch(campaign::CampaignFile& file, const MarchRequest& request);

// Where an army may be sent, as the desk's March offers it (issue 37, item 8): every place but
// the one it stands at, by name with case and accents folded ("Abbeville" first), only those
// whose name holds what was typed ("crec" finds Crécy); all when nothing is typed.
struct Destination {
    std::string id;
    std::string name;
};
std::vector<Destination> destinationsByName(const campaign::CampaignSnapshot& snapshot,
                                            const std::string& armyId, const std::string& typed);

struct SplitRequest {
    std::string army;                // id or name
    std::vector<std::string> units;  // units or battals detached
    std::string newName;             // of the new army
};
OrderResult splitArmy(campaign::CampaignFile& file, const SplitRequest& request);

// The armies after the first are folded into it.
OrderResult mergeArmies(campaign::CampaignFile& file, const std::vector<std::string>& armies);

struct AvoidRequest {
    std::string place;   // where the battle is pending
    std::string side;    // the side that withdraws
    std::string toward;  // the neighbouring place it falls back to
};
// The events say what befell the withdrawing armies.
OrderResult avoidBattle(campaign::CampaignFile& file, const AvoidRequest& request);

}  // namespace seneschal::application
