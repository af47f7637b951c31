// Issue 34: an army merged into another is gone from the field. It stays in the file (the
// ledger, the chronicle and undo name it), but no list a person reads shows it with its 0 men,
// and its commander rides on with the army it joined.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "application/views/campaign_views.hpp"
#include "battle/rulebook_loader.hpp"

namespace seneschal::application {
namespace {

campaign::CampaignSnapshot twoHostsMerged() {
    campaign::CampaignSnapshot snapshot;
    snapshot.sides.push_back({"en", "England", {}, 0, false, "cautious"});
    for (const char* id : {"edward", "roger", "walter"}) {
        campaign::Leader leader;
        leader.id = id;
        leader.name = std::string("Sir ") + id;
        leader.side = "en";
        leader.rank = "knight";
        snapshot.leaders.push_back(leader);
    }
    const auto army = [](const char* id, const char* name, const char* leader,
                         std::optional<std::string> mergedInto) {
        campaign::Army made;
        made.id = id;
        made.name = name;
        made.side = "en";
        made.leader = leader;
        made.place = "caen";
        made.mergedInto = std::move(mergedInto);
        return made;
    };
    campaign::Army keeper = army("host", "English host", "edward", std::nullopt);
    campaign::Unit bows;
    bows.id = "bows";
    bows.name = "Archers";
    bows.type = "longbowmen";
    bows.present = bows.mustered = 300;
    keeper.battals.push_back({"van", "Vanguard", {}, {}, {bows}});
    // The riders merged into the host, their battals with them; the scouts into the riders
    // before they joined the host.
    const campaign::Army riders = army("riders", "Riders", "roger", "host");
    const campaign::Army scouts = army("scouts", "Scouts", "walter", "riders");
    snapshot.armies = {keeper, riders, scouts};
    return snapshot;
}

TEST(MergedArmyViews, TheRosterListsOnlyTheArmyTheOthersJoinedWithEveryCommander) {
    const RosterView roster = buildRosterView(twoHostsMerged(), battle::defaultRulebook());
    ASSERT_EQ(roster.sides.size(), 1u);
    ASSERT_EQ(roster.sides[0].armies.size(), 1u) << "Riders and Scouts are merged away";
    const RosterArmy& host = roster.sides[0].armies[0];
    EXPECT_EQ(host.name, "English host");
    std::vector<std::string> leaders;
    for (const RosterLeader& leader : host.leaders) leaders.push_back(leader.name);
    EXPECT_EQ(leaders, (std::vector<std::string>{"Sir edward", "Sir roger", "Sir walter"}))
        << "the commanders of the armies merged in, through a merge of a merge";
}

}  // namespace
}  // namespace seneschal::application
