#include "application/views/map_seen_by.hpp"

#include <algorithm>
#include <set>

#include "application/battles/pending_battles.hpp"
#include "application/files/campaign_files.hpp"
#include "application/views/campaign_views.hpp"
#include "application/views/side_knowledge.hpp"
#include "base/errors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/name_folding.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::application {

namespace {

namespace strategy = campaign::strategy;

// The same folding as every other name the user types (campaign/stores/lookup.cpp).
bool sameWordsIgnoringCase(const std::string& a, const std::string& b) {
    return campaign::foldName(a) == campaign::foldName(b);
}

// "England", "England and France", "England, France and Navarre"
std::string sideNamesListed(const map::MapView& view) {
    std::string text;
    for (std::size_t i = 0; i < view.sides.size(); ++i) {
        if (i > 0) text += i + 1 == view.sides.size() ? " and " : ", ";
        text += view.sides[i].name;
    }
    return text;
}

}  // namespace

const map::MapSide& findMapSide(const map::MapView& view, const std::string& side,
                                const std::string& where) {
    for (const map::MapSide& known : view.sides)
        if (known.id == side) return known;
    for (const map::MapSide& known : view.sides)
        if (sameWordsIgnoringCase(known.id, side) || sameWordsIgnoringCase(known.name, side))
            return known;
    throw UserError("no side called '" + side + "' in " + where +
                    (view.sides.empty() ? std::string("; it has no sides")
                                        : "; the sides are " + sideNamesListed(view)));
}

map::MapView mapSeenBy(const map::MapView& umpire, const std::string& side,
                       const strategy::ScoutingRules& rules, const std::string& where) {
    const SideKnowledge knows = knowledgeOf(umpire, side, rules, where);
    map::MapView view = umpire;
    view.seenBy = knows.sideName;
    view.armies.clear();
    for (const map::MapArmy& army : umpire.armies)
        if (knows.knowsOf(army.id)) view.armies.push_back(armySeenBy(knows, army));
    view.pendingBattles.clear();
    for (const map::PendingBattleMark& battle : umpire.pendingBattles) {
        const bool fights =
            std::any_of(battle.armyIds.begin(), battle.armyIds.end(),
                        [&](const std::string& id) { return knows.ownArmies.count(id); });
        if (!fights && !knows.placesInReach.count(battle.placeId)) continue;
        map::PendingBattleMark mark{battle.placeId, {}};
        for (const std::string& id : battle.armyIds)
            if (knows.knowsOf(id)) mark.armyIds.push_back(id);
        view.pendingBattles.push_back(std::move(mark));
    }
    return view;
}

map::MapView campaignMap(campaign::CampaignFile& file, const std::optional<std::string>& side) {
    const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(file.db());
    map::MapView umpire = buildMapView(snapshot, campaign::rulebookFor(snapshot.info.rules),
                                       pendingBattles(file), campaign::loadMarch(file.db()));
    if (!side) return umpire;
    return mapSeenBy(umpire, *side, campaign::rulesOf(file.db()).strategy.scouting,
                     file.path().filename().string());
}

}  // namespace seneschal::application
