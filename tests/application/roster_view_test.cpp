#include "application/views/roster_view.hpp"

#include <gtest/gtest.h>

namespace seneschal::application {
namespace {

RosterUnit unit(std::string id, std::string name, std::string type, int present) {
    return {std::move(id),
            std::move(name),
            std::move(type),
            "Regular B",
            {present, 2, 1, 3, 4, present / 20},
            {}};
}

RosterView smallRoster() {
    RosterArmy host{"host",
                    "The King's host",
                    {{"king", "Edward III", "Army Leader", "Knightly", LeaderState::Present, {}}},
                    {{"van",
                      "Vanguard",
                      {},
                      {unit("bows", "Cheshire archers", "Longbowmen", 200),
                       unit("spears", "Welsh spearmen", "Spearmen", 100)}},
                     {"rear", "Rearguard", {}, {unit("horse", "Hobelars", "Light horse", 60)}}}};
    RosterArmy other{"fr",
                     "Crécy garrison",
                     {},
                     {{"g", "Garrison", {}, {unit("foot", "Foot", "Spearmen", 40)}}}};
    return {{{"en", "England", {}, {host}}, {"fr-side", "France", {}, {other}}}};
}

TEST(RosterView, ArmiesAndSidesTotalTheirUnits) {
    const RosterView roster = smallRoster();
    const TroopCounts army = totals(roster.sides[0].armies[0]);
    EXPECT_EQ(army.present, 360);
    EXPECT_EQ(army.wounded, 6);
    EXPECT_EQ(army.deserted, 12);
    EXPECT_EQ(army.figures, 10 + 5 + 3);
    EXPECT_EQ(unitCount(roster), 4u);
}

TEST(RosterView, FilterKeepsMatchingUnitsWithTheirAncestorsOnly) {
    const RosterView kept = filterRoster(smallRoster(), "SPEAR");
    ASSERT_EQ(kept.sides.size(), 2u);
    const RosterArmy& host = kept.sides[0].armies.at(0);
    ASSERT_EQ(host.battals.size(), 1u) << "the rearguard has no spearmen";
    ASSERT_EQ(host.battals[0].units.size(), 1u);
    EXPECT_EQ(host.battals[0].units[0].id, "spears");
    EXPECT_TRUE(host.leaders.empty());
    EXPECT_EQ(kept.sides[1].armies[0].battals[0].units[0].id, "foot");
}

TEST(RosterView, AMatchingArmyKeepsEverythingUnderIt) {
    const RosterView kept = filterRoster(smallRoster(), "king's host");
    ASSERT_EQ(kept.sides.size(), 1u);
    EXPECT_EQ(unitCount(kept), 3u);
    EXPECT_EQ(kept.sides[0].armies[0].leaders.size(), 1u);
}

TEST(RosterView, FilterFindsLeadersByNameAndAccentedNamesAsWritten) {
    EXPECT_EQ(filterRoster(smallRoster(), "edward").sides.at(0).armies.at(0).leaders.size(), 1u);
    const RosterView accented = filterRoster(smallRoster(), "Crécy");
    ASSERT_EQ(accented.sides.size(), 1u);
    EXPECT_EQ(accented.sides[0].id, "fr-side");
}

TEST(RosterView, EmptyFilterKeepsAllAndNoMatchKeepsNothing) {
    EXPECT_EQ(unitCount(filterRoster(smallRoster(), "")), 4u);
    EXPECT_TRUE(filterRoster(smallRoster(), "trebuchet").sides.empty());
}

}  // namespace
}  // namespace seneschal::application
