#pragma once
// Lists the army-order dialogs share: the armies, units, places and sides of the session's
// snapshot, as ids behind a wxChoice, so that each dialog answers with the library's ids.
#include <string>
#include <vector>

#include "campaign/stores/model.hpp"

class wxChoice;

namespace seneschal::gui {

// Ids and the labels shown for them, in the snapshot's order.
struct IdChoices {
    std::vector<std::string> ids;
    std::vector<std::string> labels;

    void fill(wxChoice& choice) const;
    // The id selected in `choice`; empty when none.
    std::string selected(const wxChoice& choice) const;
    // Selects `id` (none when it is not listed).
    void select(wxChoice& choice, const std::string& id) const;
};

IdChoices armyChoices(const campaign::CampaignSnapshot& snapshot);
IdChoices placeChoices(const campaign::CampaignSnapshot& snapshot);
IdChoices sideChoices(const campaign::CampaignSnapshot& snapshot);
// Every unit of every army, labelled "unit (army)".
IdChoices unitChoices(const campaign::CampaignSnapshot& snapshot);
// The units of one army.
IdChoices unitsOf(const campaign::CampaignSnapshot& snapshot, const std::string& armyId);

}  // namespace seneschal::gui
