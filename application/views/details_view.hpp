#pragma once
// The details pane's content: the fields of the selected unit, leader, army or place, each
// marked editable or not by the campaign side. An edit is sent back as (subject, field key,
// new text) and the campaign validates it; the pane itself knows no rule.
#include <string>
#include <vector>

#include "application/views/roster_view.hpp"
#include "map/map_view.hpp"

namespace seneschal::application {

enum class DetailSubject { None, Side, Army, Battal, Unit, Leader, Place };
const char* toString(DetailSubject subject);

enum class DetailFieldType { Text, Count, Choice };

struct DetailField {
    std::string key;       // what an edit names, e.g. "present"
    std::string label;     // what the pane shows, e.g. "Present (men)"
    std::string category;  // groups fields in the pane, e.g. "Strength"
    std::string value;
    DetailFieldType type = DetailFieldType::Text;
    bool editable = false;
    std::vector<std::string> choices;  // for Choice fields
};

struct DetailsView {
    DetailSubject subject = DetailSubject::None;
    std::string id;
    std::string title;
    std::vector<DetailField> fields;

    const DetailField* findField(const std::string& key) const;
};

// Ready-made details from the roster and map views. Which fields are editable here is a
// first guess for the demo and tests; the campaign side decides for a real campaign.
DetailsView unitDetails(const RosterUnit& unit);
DetailsView leaderDetails(const RosterLeader& leader);
// `map`: where the army stands, its places named as the map names them; none: not on the map.
DetailsView armyDetails(const RosterArmy& army, const map::MapView* map);
DetailsView placeDetails(const map::MapPlace& place);

}  // namespace seneschal::application
