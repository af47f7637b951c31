#pragma once
// The Crécy campaign with the English host at Caen, and the outcome of a battle there written
// to caen.xml: the starting point of the CLI tests of aftermath, backups and "nothing lost".
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <sstream>
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

// The campaign at `db` as after that battle: the English host moved to Caen (as the umpire would),
// the outcome written to `outcome` and applied. Returns the Count of Eu's number as `prisoners`
// lists him (empty when something failed, which the caller's ASSERT catches).
inline std::string takeTheCountOfEuAtCaen(const std::string& db, const std::string& outcome) {
    {
        SQLite::Database file(db, SQLite::OPEN_READWRITE);
        file.exec(
            "UPDATE army SET place_id = (SELECT id FROM place WHERE slug = 'caen') "
            "WHERE slug = 'english-host'");
    }
    struct Outcome : CaenCampaign {
        using CaenCampaign::caenOutcome;
    };
    battle::writeOutcomeFile(Outcome::caenOutcome(), outcome);
    if (run({"apply", "--db", db, "--outcome", outcome}).code != 0) return {};
    std::istringstream captives(run({"prisoners", "--db", db, "--format", "csv"}).out);
    for (std::string line; std::getline(captives, line);)
        if (line.find("Raoul, Count of Eu") != std::string::npos)
            return line.substr(0, line.find(','));
    return {};
}

}  // namespace seneschal::cli
