// Issue 30 item 7: a leader hurt, killed or taken in an outcome was at the battle. One whose
// troops stand elsewhere (marching, or at another place), or who is wounded and recovering, is
// refused naming him and where he is, and nothing is written; one at the battle is applied.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <string>

#include "battle/outcome_xml.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/caen_campaign.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

using seneschal::testing::readBytes;

class OutcomeLeaders : public CaenCampaign {
  protected:
    // The Caen outcome with one French leader's fate.
    std::string outcomeWith(const std::string& leader, battle::LeaderFate fate) {
        battle::BattleOutcome o = caenOutcome();
        o.leaders = {{leader, "france", fate,
                      fate == battle::LeaderFate::Taken ? "england" : std::string()}};
        const std::string path = (dir / "leader.xml").string();
        battle::writeOutcomeFile(o, path);
        return path;
    }
    std::string status(const std::string& leader) {
        SQLite::Database file(db, SQLite::OPEN_READONLY);
        SQLite::Statement q(file, "SELECT status FROM leader WHERE name = ?");
        q.bind(1, leader);
        return q.executeStep() ? q.getColumn(0).getString() : std::string();
    }
    void refused(const std::string& leader, battle::LeaderFate fate, const std::string& says) {
        const std::string file = outcomeWith(leader, fate);
        const std::string before = readBytes(db);
        const CliResult r = run({"apply", "--db", db, "--outcome", file});
        EXPECT_EQ(r.code, kExitUserError) << r.out;
        EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
        EXPECT_TRUE(has(r.err, "leader '" + leader + "'")) << r.err;
        EXPECT_TRUE(has(r.err, says)) << r.err;
        EXPECT_EQ(readBytes(db), before) << "the campaign was written";
    }
};

TEST_F(OutcomeLeaders, ALeaderWhoseArmyIsAtAnotherPlaceCannotBeTakenThere) {
    refused("Philip VI", battle::LeaderFate::Taken, "at Saint-Denis");
    EXPECT_EQ(status("Philip VI"), "active");
}

TEST_F(OutcomeLeaders, ALeaderOfAUnitElsewhereCannotBeKilledThere) {
    refused("Sir Mahieu de Rue", battle::LeaderFate::Killed, "not at Caen");
    refused("Jean de Picquigny", battle::LeaderFate::Wounded, "at Blanchetaque");
}

TEST_F(OutcomeLeaders, ALeaderWhoseArmyIsMarchingWasAtNoPlace) {
    {
        SQLite::Database file(db, SQLite::OPEN_READWRITE);
        // On the road out of Saint-Denis, two days from the next place.
        file.exec(
            "UPDATE army SET route_id = (SELECT id FROM route WHERE from_place_id = "
            "army.place_id OR to_place_id = army.place_id LIMIT 1), heading_place_id = "
            "(SELECT CASE WHEN from_place_id = army.place_id THEN to_place_id ELSE "
            "from_place_id END FROM route WHERE from_place_id = army.place_id OR to_place_id = "
            "army.place_id LIMIT 1), days_left = 2, place_id = NULL "
            "WHERE slug = 'french-royal-army'");
        ASSERT_EQ(file.getChanges(), 1);
    }
    ASSERT_EQ(run({"check", "--db", db}).code, 0) << "an army with no place is on the march";
    refused("Philip VI", battle::LeaderFate::Taken, "on the march");
}

TEST_F(OutcomeLeaders, AWoundedLeaderRecoveringDidNotFight) {
    {
        SQLite::Database file(db, SQLite::OPEN_READWRITE);
        file.exec(
            "UPDATE leader SET status = 'wounded', wounded_until = "
            "(SELECT current_day + 10 FROM campaign) WHERE name = 'Raoul, Count of Eu'");
    }
    refused("Raoul, Count of Eu", battle::LeaderFate::Killed, "wounded");
}

TEST_F(OutcomeLeaders, ALeaderWhoseTroopsFoughtIsKilledOrTaken) {
    const CliResult killed =
        run({"apply", "--db", db, "--outcome",
             outcomeWith("Guillaume, sire de Cintheaux", battle::LeaderFate::Killed)});
    ASSERT_EQ(killed.code, 0) << killed.err;
    EXPECT_EQ(status("Guillaume, sire de Cintheaux"), "dead");
}

}  // namespace
}  // namespace seneschal::cli
