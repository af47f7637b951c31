#include "application/pending_battles.hpp"

#include <set>
#include <string>

namespace seneschal::application {

std::vector<PendingBattleMark> pendingBattles(const campaign::CampaignSnapshot& snapshot) {
    std::vector<PendingBattleMark> marks;
    for (const campaign::Place& place : snapshot.places) {
        PendingBattleMark mark{place.id, {}};
        std::set<std::string> sides;
        for (const campaign::Army& army : snapshot.armies) {
            if (army.place != place.id) continue;
            mark.armyIds.push_back(army.id);
            sides.insert(army.side);
        }
        if (sides.size() > 1) marks.push_back(std::move(mark));
    }
    return marks;
}

}  // namespace seneschal::application
