#include "app/gui/army_choices.hpp"

#include <wx/choice.h>

#include <algorithm>

namespace seneschal::gui {

void IdChoices::fill(wxChoice& choice) const {
    choice.Clear();
    for (const std::string& label : labels) choice.Append(wxString::FromUTF8(label));
}

std::string IdChoices::selected(const wxChoice& choice) const {
    const int at = choice.GetSelection();
    return at == wxNOT_FOUND ? std::string() : ids[static_cast<std::size_t>(at)];
}

void IdChoices::select(wxChoice& choice, const std::string& id) const {
    const auto found = std::find(ids.begin(), ids.end(), id);
    choice.SetSelection(found == ids.end() ? wxNOT_FOUND : static_cast<int>(found - ids.begin()));
}

IdChoices armyChoices(const campaign::CampaignSnapshot& snapshot) {
    IdChoices choices;
    for (const campaign::Army& army : snapshot.armies) {
        choices.ids.push_back(army.id);
        choices.labels.push_back(army.name);
    }
    return choices;
}

IdChoices placeChoices(const campaign::CampaignSnapshot& snapshot) {
    IdChoices choices;
    for (const campaign::Place& place : snapshot.places) {
        choices.ids.push_back(place.id);
        choices.labels.push_back(place.name);
    }
    return choices;
}

IdChoices sideChoices(const campaign::CampaignSnapshot& snapshot) {
    IdChoices choices;
    for (const campaign::Side& side : snapshot.sides) {
        choices.ids.push_back(side.id);
        choices.labels.push_back(side.name);
    }
    return choices;
}

IdChoices unitChoices(const campaign::CampaignSnapshot& snapshot) {
    IdChoices choices;
    for (const campaign::Army& army : snapshot.armies)
        for (const campaign::Battal& battal : army.battals)
            for (const campaign::Unit& unit : battal.units) {
                choices.ids.push_back(unit.id);
                choices.labels.push_back(unit.name + " (" + army.name + ")");
            }
    return choices;
}

IdChoices unitsOf(const campaign::CampaignSnapshot& snapshot, const std::string& armyId) {
    IdChoices choices;
    for (const campaign::Army& army : snapshot.armies) {
        if (army.id != armyId) continue;
        for (const campaign::Battal& battal : army.battals)
            for (const campaign::Unit& unit : battal.units) {
                choices.ids.push_back(unit.id);
                choices.labels.push_back(unit.name);
            }
    }
    return choices;
}

}  // namespace seneschal::gui
