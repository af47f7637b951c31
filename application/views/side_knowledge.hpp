#pragma once
// What a side knows (issue 35), one definition for every view a side is shown: the map as seen
// by it (View > As seen by, `map --side`), the roster, prisoners, chronicle and reports with
// `--side`, and its dispatch. A side knows everything of its own armies (where, orders, route,
// arrival, units, leaders, men); of an enemy army its scouts see by the scouting rule
// (campaign/strategy/scouting.hpp, strategy.xml <scouting>) only where it is, its name and its
// men as the scouts report them (rounded, `scoutedStrength`), never its orders, route, arrival,
// units or leaders; of any other enemy army nothing. Places, routes and who holds each place are
// public. Its treasury, the captives it holds and its men held by others are its own business.
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "campaign/file/campaign_file.hpp"
#include "campaign/strategy/strategy_rules.hpp"
#include "map/map_view.hpp"

namespace seneschal::application {

struct SideKnowledge {
    std::string sideId;
    std::string sideName;
    std::set<std::string> ownArmies;      // ids: everything about them
    std::set<std::string> scoutedArmies;  // enemy army ids in sight: where, name, rounded men
    std::set<std::string> placesInReach;  // place ids the scouts and watchers see
    campaign::strategy::ScoutingRules rules;

    // The side named by `side`, its id or its name (as the map and the store name it).
    bool isOwnSide(const std::string& side) const { return side == sideId || side == sideName; }
    bool knowsOf(const std::string& armyId) const {
        return ownArmies.count(armyId) > 0 || scoutedArmies.count(armyId) > 0;
    }
    // Its orders, route, arrival, units and leaders: only of its own.
    bool knowsDetailsOf(const std::string& armyId) const { return ownArmies.count(armyId) > 0; }
    // The men the side believes the army has: its own exactly, a scouted one rounded by the
    // rule, an unknown one none.
    std::int64_t reportedMen(const std::string& armyId, std::int64_t men) const;
};

// What `side` (id or name, any case) knows, from the umpire's map of the campaign as it stands
// (every army where it is, the pending battles) and the scouting rule. Throws UserError naming
// the side asked for, `where` (the campaign file) and the sides there are.
SideKnowledge knowledgeOf(const map::MapView& umpire, const std::string& side,
                          const campaign::strategy::ScoutingRules& rules, const std::string& where);

// The same of the open campaign as it stands, read without changing it; an unknown side is
// refused as map's, the message starting "--side: ".
SideKnowledge knowledgeOf(campaign::CampaignFile& file, const std::string& side);

// Whether the side fought the applied battle `battleId` (`seneschal-cli battles`): one of its
// forces, strengths or expected losses in the battle's record is the side's. A side knows the
// reports of the battles it fought, and the enemy units and leaders it met there.
bool sideFought(campaign::CampaignFile& file, const SideKnowledge& knows, std::int64_t battleId);

// The chronicle lines a side hears of: the events of its own (a line naming the side, one of its
// armies, units or leaders, or a place it holds) and a place changing hands (public, as who
// holds each place is: a town of its own lost among them), and of those none that names an enemy
// army it knows nothing of. A line of a march, orders or a plan (its kinds departed, march, orders,
// forced march, stragglers, opponent) is heard only by the side it is about: the line starts
// with the side's own name or one of its own armies, units or leaders (another side's route,
// destination and reasons are its own). Its dispatch's chronicle, the desk's chronicle as seen
// by it and `report --kind chronicle --side` keep these, and only these: a wage bill, a march or a
// plan of another side is not heard.
class ChronicleHearing {
  public:
    ChronicleHearing(campaign::CampaignFile& file, const SideKnowledge& knows);
    bool hears(const std::string& kind, const std::string& text) const;

  private:
    std::vector<std::string> own_;     // the side, its armies, units and leaders
    std::vector<std::string> places_;  // the places it holds
    std::vector<std::string> hidden_;  // enemy armies it knows nothing of
};

// An army of the umpire's map as `knows` sees it: its own unchanged; a scouted enemy where it
// is, its name and its men as reported (`strengthEstimated`), with no orders, route beyond the
// road it is on, or arrival. Only for an army the side knows of.
map::MapArmy armySeenBy(const SideKnowledge& knows, const map::MapArmy& army);

}  // namespace seneschal::application
