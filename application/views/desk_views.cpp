#include "application/views/desk_views.hpp"

namespace seneschal::application {

namespace {

DetailsView totalsDetails(DetailSubject subject, const std::string& id, const std::string& name,
                          const TroopCounts& sum) {
    DetailsView view{subject, id, name, {}};
    view.fields = {
        {"name", "Name", toString(subject), name, DetailFieldType::Text, true, {}},
        {"present",
         "Present (men)",
         "Strength",
         std::to_string(sum.present),
         DetailFieldType::Count,
         false,
         {}},
        {"wounded",
         "Wounded (men)",
         "Strength",
         std::to_string(sum.wounded),
         DetailFieldType::Count,
         false,
         {}},
        {"figures",
         "Figures",
         "Strength",
         std::to_string(sum.figures),
         DetailFieldType::Count,
         false,
         {}},
    };
    return view;
}

const RosterLeader* findLeader(const std::vector<RosterLeader>& leaders, const std::string& id) {
    for (const RosterLeader& leader : leaders)
        if (leader.id == id) return &leader;
    return nullptr;
}

}  // namespace

DetailsView findDetails(const DeskViews& views, DetailSubject subject, const std::string& id) {
    if (subject == DetailSubject::Place) {
        const map::MapPlace* place = views.map.findPlace(id);
        return place ? placeDetails(*place) : DetailsView{};
    }
    for (const RosterSide& side : views.roster.sides) {
        if (subject == DetailSubject::Side && side.id == id)
            return totalsDetails(subject, id, side.name, totals(side));
        for (const RosterArmy& army : side.armies) {
            if (subject == DetailSubject::Army && army.id == id)
                return armyDetails(army, &views.map);
            if (subject == DetailSubject::Leader)
                if (const RosterLeader* leader = findLeader(army.leaders, id))
                    return leaderDetails(*leader);
            for (const RosterBattal& battal : army.battals) {
                if (subject == DetailSubject::Battal && battal.id == id)
                    return totalsDetails(subject, id, battal.name, totals(battal));
                if (subject == DetailSubject::Leader)
                    if (const RosterLeader* leader = findLeader(battal.leaders, id))
                        return leaderDetails(*leader);
                if (subject != DetailSubject::Unit) continue;
                for (const RosterUnit& unit : battal.units)
                    if (unit.id == id) return unitDetails(unit);
            }
        }
    }
    return {};
}

}  // namespace seneschal::application
