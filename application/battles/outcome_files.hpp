#pragma once
// A battle fought off the desk (on the tabletop, or by `battle --outcome`) comes back as an
// outcome file; this applies it to the roster for both shells: previewed, and unless a dry
// run or a competition battle, applied as one undoable action ("Battle at Caen").
#include <optional>
#include <string>
#include <vector>

#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

struct ApplyOutcomeRequest {
    std::string outcomeFile;
    std::string foughtWith;  // the rule set the battle was fought with; empty: the campaign's
    bool dryRun = false;
};

struct ApplyOutcomeResult {
    std::string preview;                   // every change, each aftermath line citing its rule
    std::optional<std::string> applied;    // the action's description, when written
    bool competition = false;              // scored, never applied (GA-RES-COMP)
    std::vector<std::string> marchOrders;  // when applied: who keeps its march orders, who stands
};

// Throws UserError naming the outcome file when it does not read or does not fit the roster;
// nothing is then written.
ApplyOutcomeResult applyOutcomeFile(campaign::CampaignFile& file,
                                    const ApplyOutcomeRequest& request);

}  // namespace seneschal::application
