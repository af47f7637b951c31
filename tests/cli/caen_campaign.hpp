#pragma once
// The Crécy campaign with the English host at Caen, and the outcome of a battle there written
// to caen.xml: the starting point of the CLI tests of aftermath, backups and "nothing lost".
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <string>

#include "battle/outcome_xml.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {

class CaenCampaign : public ::testing::Test {
  protected:
    void SetUp() override {
        const std::string crecy =
            std::string(SENESCHAL_SOURCE_DIR) + "/data/scenarios/crecy-1346.xml";
        ASSERT_EQ(run({"new", "--scenario", crecy, "--db", db}).code, 0);
        SQLite::Database file(db, SQLite::OPEN_READWRITE);
        file.exec(
            "UPDATE army SET place_id = (SELECT id FROM place WHERE slug = 'caen') "
            "WHERE slug = 'english-host'");
        battle::writeOutcomeFile(caenOutcome(), outcome);
    }
    // England beats France at Caen; the Count of Eu is taken.
    static battle::BattleOutcome caenOutcome() {
        using seneschal::testing::unitOutcome;
        battle::BattleOutcome o;
        o.place = "Caen";
        o.winner = "england";
        o.units = {unitOutcome("Prince's household knights", "england", 200, 2, 0, 0, 0, "", 0, 0),
                   unitOutcome("Constable's knights", "france", 100, 2, 0, 0, 0, "", 0, 0)};
        o.leaders = {{"Raoul, Count of Eu", "france", battle::LeaderFate::Taken, "england"}};
        return o;
    }
    seneschal::testing::TempDir dir;
    std::string db = (dir / "crecy.seneschal").string();
    std::string outcome = (dir / "caen.xml").string();
};

}  // namespace seneschal::cli
