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

namespace {

// Anything of the snapshot with an id and a name, in the snapshot's order.
template <typename Item>
IdChoices byIdAndName(const std::vector<Item>& items) {
    IdChoices choices;
    for (const Item& item : items) {
        choices.ids.push_back(item.id);
        choices.labels.push_back(item.name);
    }
    return choices;
}

}  // namespace

IdChoices armyChoices(const campaign::CampaignSnapshot& snapshot) {
    IdChoices choices = byIdAndName(snapshot.armies);
    // An army merged away or disbanded is no longer one to choose.
    for (std::size_t i = snapshot.armies.size(); i-- > 0;) {
        if (!snapshot.armies[i].gone()) continue;
        choices.ids.erase(choices.ids.begin() + static_cast<std::ptrdiff_t>(i));
        choices.labels.erase(choices.labels.begin() + static_cast<std::ptrdiff_t>(i));
    }
    return choices;
}

IdChoices placeChoices(const campaign::CampaignSnapshot& snapshot) {
    return byIdAndName(snapshot.places);
}

IdChoices sideChoices(const campaign::CampaignSnapshot& snapshot) {
    return byIdAndName(snapshot.sides);
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
