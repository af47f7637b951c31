#include "application/views/details_view.hpp"

#include <algorithm>

namespace seneschal::application {

const char* toString(DetailSubject subject) {
    switch (subject) {
        case DetailSubject::None:
            return "none";
        case DetailSubject::Side:
            return "side";
        case DetailSubject::Army:
            return "army";
        case DetailSubject::Battal:
            return "battal";
        case DetailSubject::Unit:
            return "unit";
        case DetailSubject::Leader:
            return "leader";
        case DetailSubject::Place:
            return "place";
    }
    return "none";
}

const DetailField* DetailsView::findField(const std::string& key) const {
    const auto found = std::find_if(fields.begin(), fields.end(),
                                    [&](const DetailField& field) { return field.key == key; });
    return found == fields.end() ? nullptr : &*found;
}

namespace {

DetailField text(std::string key, std::string label, std::string category, std::string value,
                 bool editable = false) {
    return {std::move(key),
            std::move(label),
            std::move(category),
            std::move(value),
            DetailFieldType::Text,
            editable,
            {}};
}

DetailField count(std::string key, std::string label, int value, bool editable = true) {
    return {std::move(key),         std::move(label), "Strength", std::to_string(value),
            DetailFieldType::Count, editable,         {}};
}

}  // namespace

namespace {

// The troop classes of the published rules (RULES-INDEX, GA-CLASSIFY) in their words, so that a
// player need not remember what a "B" is.
std::string qualityText(const std::string& troopClass) {
    static const std::pair<const char*, const char*> kWords[] = {{"A", "A, elite veterans"},
                                                                 {"B", "B, experienced troops"},
                                                                 {"C", "C, average troops"},
                                                                 {"D", "D, poor quality troops"}};
    for (const auto& [letter, words] : kWords)
        if (troopClass == letter) return words;
    return troopClass;
}

}  // namespace

DetailsView unitDetails(const RosterUnit& unit) {
    DetailsView view{DetailSubject::Unit, unit.id, unit.name, {}};
    view.fields = {
        text("name", "Name", "Unit", unit.name, true),
        text("type", "Troop type", "Unit", unit.troopType),
        text("class", "Quality", "Unit", qualityText(unit.troopClass)),
        count("present", "Present (men)", unit.counts.present),
        count("wounded", "Wounded (men)", unit.counts.wounded),
        text("woundedReturn", "Wounded back on", "Strength", unit.woundedReturn),
        count("captive", "Captive (men)", unit.counts.captive),
        count("dead", "Dead (men)", unit.counts.dead),
        count("deserted", "Deserted (men)", unit.counts.deserted),
        count("figures", "Figures", unit.counts.figures, false),
    };
    return view;
}

DetailsView leaderDetails(const RosterLeader& leader) {
    DetailsView view{DetailSubject::Leader, leader.id, leader.name, {}};
    DetailField state{"state", "State", "Leader", toString(leader.state), DetailFieldType::Choice,
                      true,    {}};
    for (LeaderState each : {LeaderState::Present, LeaderState::Wounded, LeaderState::Captive,
                             LeaderState::Dead, LeaderState::Fled}) {
        state.choices.emplace_back(toString(each));
    }
    view.fields = {
        text("name", "Name", "Leader", leader.name, true),
        text("rank", "Rank", "Leader", leader.rank),
        text("class", "Character", "Leader", leader.troopClass),
        std::move(state),
        text("returnDate", "Back on", "Leader", leader.returnDate),
    };
    return view;
}

DetailsView armyDetails(const RosterArmy& army, const map::MapView* map) {
    const map::MapArmy* onMap = map ? map->findArmy(army.id) : nullptr;
    // A person reads the place's name, never its id ("At: Saint-Vaast", not "saint-vaast").
    const auto placeName = [map](const std::string& id) {
        const map::MapPlace* place = map->findPlace(id);
        return place ? place->name : id;
    };
    DetailsView view{DetailSubject::Army, army.id, army.name, {}};
    const TroopCounts sum = totals(army);
    view.fields = {
        text("name", "Name", "Army", army.name, true),
        text("battals", "Battals", "Army", std::to_string(army.battals.size())),
        count("present", "Present (men)", sum.present, false),
        count("figures", "Figures", sum.figures, false),
    };
    if (onMap) {
        view.fields.push_back(text("side", "Side", "Army", onMap->side));
        if (onMap->where.onTheMarch()) {
            view.fields.push_back(
                text("toward", "Marching to", "Whereabouts", placeName(onMap->where.towardPlace)));
            view.fields.push_back(
                text("arrival", "Arrives", "Whereabouts", onMap->where.arrivalDate));
        } else {
            view.fields.push_back(
                text("place", "At", "Whereabouts", placeName(onMap->where.placeId)));
        }
    }
    return view;
}

DetailsView placeDetails(const map::MapPlace& place) {
    DetailsView view{DetailSubject::Place, place.id, place.name, {}};
    view.fields = {
        text("name", "Name", "Place", place.name, true),
        text("kind", "Kind", "Place", toString(place.kind)),
        text("owner", "Held by", "Place", place.owner.empty() ? "nobody" : place.owner),
    };
    return view;
}

}  // namespace seneschal::application
