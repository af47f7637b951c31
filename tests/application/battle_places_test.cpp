// A battle between the armies at a campaign place: the setup the resolvers take, and the
// aftermath computed from a resolver's outcome on it.
#include "application/battles/battle_places.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "application/views/campaign_session.hpp"
#include "base/errors.hpp"
#include "battle/resolvers.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/pending_battle_store.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {
using testing::kSmallScenario;

namespace fs = std::filesystem;

// Arden's host marches Greywater -> Saint Elm -> Redfield, where Morvan's host stands: the
// advance stops on the day they meet, with a battle pending there.
class Contact : public ::testing::Test {
  protected:
    void SetUp() override {
        campaign::MarchOrder toAbbey("arden-host", "saint-elm", false);
        session.perform(toAbbey);
        campaign::AdvanceCalendar there(toAbbey.days());
        session.perform(there);
        campaign::MarchOrder toRedfield("arden-host", "redfield", false);
        session.perform(toRedfield);
        campaign::AdvanceCalendar advance(10);
        session.perform(advance);
        ASSERT_FALSE(advance.haltedBy().empty()) << "the advance stops when the hosts meet";
        ASSERT_EQ(session.views().map.findArmy("arden-host")->where.placeId, "redfield");
    }
    testing::TempDir dir;
    CampaignSession session =
        CampaignSession::importScenario(kSmallScenario, dir / "small.seneschal");
};

TEST(BattlePlaces, NoneWhileNoHostileArmiesShareAPlace) {
    testing::TempDir dir;
    CampaignSession session =
        CampaignSession::importScenario(kSmallScenario, dir / "small.seneschal");
    EXPECT_TRUE(battlePlaces(session).empty());
    EXPECT_THROW(session.battleSetupAt("redfield", battle::BattleType::Campaign, "postcard"),
                 UserError);
}

TEST_F(Contact, HostileArmiesAtOnePlaceAreAPendingBattle) {
    const auto places = battlePlaces(session);
    ASSERT_EQ(places.size(), 1u);
    EXPECT_EQ(places[0].placeId, "redfield");
    EXPECT_EQ(places[0].armyIds.size(), 2u);
    EXPECT_EQ(session.views().header.pendingBattles, 1);
    EXPECT_TRUE(session.views().map.battlePendingAt("redfield"));
}

// The one definition of a pending battle: what the file stores is what the map marks, what the
// status bar counts and where the battle dialog offers a battle.
TEST_F(Contact, ThePendingBattleInTheFileIsWhatTheMapTheStatusBarAndTheDialogShow) {
    std::vector<campaign::strategy::PendingBattle> stored;
    {
        campaign::CampaignFile file = campaign::CampaignFile::open(session.path());
        stored = campaign::readPendingBattles(file.db());
    }
    ASSERT_EQ(stored.size(), 1u);
    EXPECT_EQ(stored[0].place, "redfield");
    EXPECT_EQ(stored[0].armies, (std::vector<std::string>{"arden-host", "morvan-host"}));

    ASSERT_EQ(session.views().map.pendingBattles.size(), 1u);
    EXPECT_EQ(session.views().map.pendingBattles[0].placeId, stored[0].place);
    EXPECT_EQ(session.views().map.pendingBattles[0].armyIds, stored[0].armies);
    EXPECT_EQ(session.views().header.pendingBattles, 1);
    const auto places = battlePlaces(session);
    ASSERT_EQ(places.size(), 1u);
    EXPECT_EQ(places[0].placeId, stored[0].place);
    EXPECT_EQ(places[0].placeName, "Redfield");
    EXPECT_EQ(places[0].armyIds, stored[0].armies);
}

// Once the battle is settled (fought off the table) the hosts still stand together at
// Redfield, but no battle is pending there: nothing is marked, counted or offered. Undone, the
// battle is pending again.
TEST_F(Contact, HostileArmiesTogetherWithNoBattleStoredAreNotOffered) {
    campaign::SettleBattle settled("redfield", std::nullopt);
    session.perform(settled);
    EXPECT_EQ(session.views().map.findArmy("arden-host")->where.placeId, "redfield");
    EXPECT_EQ(session.views().map.findArmy("morvan-host")->where.placeId, "redfield");
    EXPECT_TRUE(battlePlaces(session).empty());
    EXPECT_TRUE(session.pendingBattles().empty());
    EXPECT_EQ(session.views().header.pendingBattles, 0);
    EXPECT_FALSE(session.views().map.battlePendingAt("redfield"));

    ASSERT_TRUE(session.undo());
    EXPECT_EQ(battlePlaces(session).size(), 1u);
    EXPECT_EQ(session.views().header.pendingBattles, 1);
    EXPECT_TRUE(session.views().map.battlePendingAt("redfield"));
}

TEST_F(Contact, GA_SETUP_CAMP_TheSetupHasBothArmiesAndOnlyActiveLeaders) {
    const battle::BattleSetup setup =
        session.battleSetupAt("redfield", battle::BattleType::Campaign, "postcard");
    ASSERT_EQ(setup.sides.size(), 2u);
    EXPECT_EQ(setup.sides[0].id, "arden");
    ASSERT_EQ(setup.armies.size(), 2u);
    EXPECT_EQ(setup.armies[0].leader, "earl-hugh");
    for (const battle::LeaderSpec& leader : setup.leaders)
        EXPECT_NE(leader.id, "count-odo") << "a captive does not fight";
    const battle::UnitSpec& welsh = setup.armies[0].battals[0].units[2];
    EXPECT_EQ(welsh.name, "Welsh spearmen");
    EXPECT_EQ(welsh.men, 150);
    const battle::UnitSpec& sergeants = setup.armies[1].battals[0].units[2];
    EXPECT_EQ(sergeants.weapons, (std::vector<std::string>{"lance", "sword", "mace"}));
}

TEST_F(Contact, AResolvedBattleGivesAnAftermathForEveryUnit) {
    const battle::BattleSetup setup =
        session.battleSetupAt("redfield", battle::BattleType::Campaign, "postcard");
    const battle::ResolvedBattle fought = session.fight(setup, "redfield", "postcard", 7);
    const battle::Aftermath aftermath =
        session.previewOutcome(fought.outcome, "postcard").aftermath;
    for (const battle::UnitOutcome& unit : fought.outcome.units) {
        int men = 0;
        for (const battle::AftermathLine& line : aftermath.lines)
            if (line.unit == unit.unit) men += line.men;
        EXPECT_EQ(men, unit.menAtStart) << unit.unit;  // every man has a fate
    }
}

TEST_F(Contact, ABlankOutcomeListsEveryUnitAndLeaderUnharmed) {
    const battle::BattleSetup setup =
        session.battleSetupAt("redfield", battle::BattleType::Campaign, "postcard");
    const battle::BattleOutcome blank = blankOutcome(setup, "Redfield", "1350-05-07");
    EXPECT_EQ(blank.units.size(), 10u);
    EXPECT_EQ(blank.units[0].menAtStart, 120);
    EXPECT_EQ(blank.leaders.size(), setup.leaders.size());
    EXPECT_EQ(blank.place, "Redfield");
}

}  // namespace
}  // namespace seneschal::application
