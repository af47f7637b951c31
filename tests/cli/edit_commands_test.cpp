// `new --blank` and `edit` (issue 34): a game master's own campaign built from the command line.
// Each edit is one action undo takes back; each refusal is one `error:` line naming the option,
// exit 1, and not a byte of the folder changed; a campaign built so exports as a scenario that
// imports back to the same campaign.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/cli_run.hpp"

namespace seneschal::cli {
namespace {

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;

// Every file of the folder, with a digest of its bytes: the campaign, any -wal or -shm, any
// backup.
std::map<std::string, std::size_t> folderBytes(const fs::path& folder) {
    std::map<std::string, std::size_t> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        if (entry.is_regular_file()) {
            files[entry.path().filename().string()] =
                std::hash<std::string>{}(readBytes(entry.path()));
        }
    }
    return files;
}

// The files that differ between two states of a folder, by name.
std::string changedFiles(const std::map<std::string, std::size_t>& before,
                         const std::map<std::string, std::size_t>& after) {
    std::string changed;
    for (const auto& [name, digest] : after) {
        const auto was = before.find(name);
        if (was == before.end() || was->second != digest) changed += " " + name;
    }
    for (const auto& [name, digest] : before) {
        if (after.count(name) == 0) changed += " -" + name;
    }
    return changed;
}

class EditCommands : public ::testing::Test {
  protected:
    CliResult edit(std::vector<std::string> args) {
        args.insert(args.begin(), {"edit", "--db", db});
        return run(args);
    }
    void ok(const std::vector<std::string>& args, const std::string& said = {}) {
        const CliResult r = edit(args);
        ASSERT_EQ(r.code, 0) << r.err;
        if (!said.empty()) {
            EXPECT_EQ(r.out, said + "\n");
        }
    }
    void blank() {
        const CliResult made = run({"new", "--blank", "--db", db, "--name", "The Border War",
                                    "--start", "1350-05-01", "--width", "600", "--height", "400"});
        ASSERT_EQ(made.code, 0) << made.err;
    }
    // Two sides, six places, five routes, an army each with a battal of two units, leaders.
    void borderWar() {
        blank();
        ok({"side", "add", "--name", "Earldom of Arden", "--colour", "#8b0000", "--treasury",
            "4000"},
           "Add side Earldom of Arden");
        ok({"side", "add", "--name", "Duchy of Morvan", "--treasury", "6500"});
        ok({"place", "add", "--name", "Ardenford", "--x", "40", "--y", "200", "--owner",
            "Earldom of Arden", "--terrain", "town"},
           "Add place Ardenford");
        ok({"place", "add", "--name", "Greywater Ford", "--x", "160", "--y", "180", "--kind",
            "ford", "--terrain", "river"});
        ok({"place", "add", "--name", "Abbey of Saint Elm", "--x", "250", "--y", "90", "--kind",
            "abbey", "--terrain", "hills"});
        ok({"place", "add", "--name", "Kestrel Bridge", "--x", "300", "--y", "260", "--kind",
            "bridge"});
        ok({"place", "add", "--name", "Redfield", "--x", "380", "--y", "150", "--kind", "field"});
        ok({"place", "add", "--name", "Castle Morvan", "--x", "480", "--y", "200", "--kind",
            "castle", "--owner", "duchy-of-morvan", "--terrain", "hills"});
        const std::vector<std::vector<std::string>> routes = {
            {"Ardenford", "greywater-ford", "2", "1"},
            {"greywater-ford", "abbey-of-saint-elm", "2", "1"},
            {"greywater-ford", "kestrel-bridge", "3", "2"},
            {"kestrel-bridge", "redfield", "2", "1"},
            {"redfield", "castle-morvan", "2", "1"}};
        for (const auto& r : routes) {
            ok({"route", "add", "--from", r[0], "--to", r[1], "--foot-days", r[2], "--mounted-days",
                r[3]});
        }
        ok({"leader", "add", "--side", "earldom-of-arden", "--name", "Earl Hugh", "--rank", "earl",
            "--cv", "4"},
           "Add leader Earl Hugh");
        ok({"leader", "add", "--side", "Duchy of Morvan", "--name", "Duke Anselm", "--rank", "duke",
            "--cv", "3"});
        ok({"army", "add", "--side", "earldom-of-arden", "--name", "Host of Arden", "--at",
            "Ardenford", "--commander", "Earl Hugh"},
           "Add army Host of Arden");
        ok({"army", "add", "--side", "duchy-of-morvan", "--name", "Host of Morvan", "--at",
            "castle-morvan", "--commander", "duke-anselm"});
        ok({"battal", "add", "--army", "Host of Arden", "--name", "Vanguard"},
           "Add battal Vanguard");
        ok({"battal", "add", "--army", "host-of-morvan", "--name", "Main"});
        ok({"unit", "add", "--battal", "vanguard", "--name", "Arden Spears", "--type",
            "militia-spearmen", "--class", "C", "--men", "600"},
           "Add unit Arden Spears");
        ok({"unit", "add", "--battal", "vanguard", "--name", "Arden Archers", "--type",
            "longbowmen", "--class", "B", "--men", "240"});
        ok({"unit", "add", "--battal", "main", "--name", "Morvan Knights", "--type", "knights",
            "--class", "B", "--men", "120"});
        ok({"unit", "add", "--battal", "main", "--name", "Morvan Crossbows", "--type",
            "crossbowmen", "--class", "B", "--men", "300"});
    }
    // The command is refused: one error line naming `option`, exit 1, nothing written.
    void refused(const std::vector<std::string>& args, const std::string& option) {
        const auto before = folderBytes(dir.path());
        const CliResult r = edit(args);
        EXPECT_EQ(r.code, 1) << r.out << r.err;
        EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        EXPECT_TRUE(has(r.err, option)) << r.err;
        EXPECT_EQ(changedFiles(before, folderBytes(dir.path())), "") << r.err;
    }

    // The campaign as a scenario, written outside the folder.
    std::string scenarioText() {
        const std::string out = (elsewhere / ("s" + std::to_string(++exports) + ".xml")).string();
        const CliResult r = run({"export", "--db", db, "--out", out});
        EXPECT_EQ(r.code, 0) << r.err;
        return readBytes(out);
    }

    TempDir dir;
    TempDir elsewhere;
    int exports = 0;
    std::string db = (dir / "c.seneschal").string();
};

TEST_F(EditCommands, ABlankCampaignHoldsOnlyItsNameDateAndMap) {
    const CliResult made = run({"new", "--blank", "--db", db, "--name", "The Border War", "--start",
                                "1350-05-01", "--rules", "postcard", "--seed", "5"});
    ASSERT_EQ(made.code, 0) << made.err;
    EXPECT_EQ(made.out,
              "Created " + db +
                  ": The Border War (0 sides, 0 places, 0 routes, 0 leaders, 0 armies, 0 units, "
                  "0 men present)\nCampaign seed 5 (new --seed 5 makes the same campaign "
                  "again)\n");
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
    const std::string text = scenarioText();
    EXPECT_TRUE(has(text, "start=\"1350-05-01\"")) << text;
    EXPECT_TRUE(has(text, "rules=\"postcard\"")) << text;
    EXPECT_TRUE(has(text, "<map width=\"1000\" height=\"1000\"")) << text;
}

TEST_F(EditCommands, ABlankCampaignRefusedNamesItsOption) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"--name", "War", "--start", "1350-02-30"}, "--start"},
        {{"--name", "War", "--start", "yesterday"}, "--start"},
        {{"--name", "War", "--start", "1350-05-01", "--rules", "chess"}, "--rules"},
        {{"--name", "War", "--start", "1350-05-01", "--reckoning", "lunar"}, "--reckoning"},
        {{"--name", "", "--start", "1350-05-01"}, "--name"},
        {{"--name", "War", "--start", "1350-05-01", "--width", "0"}, "--width"},
        {{"--name", "War"}, "--start"},
    };
    for (const auto& [options, named] : cases) {
        std::vector<std::string> args = {"new", "--blank", "--db", db};
        args.insert(args.end(), options.begin(), options.end());
        const CliResult r = run(args);
        EXPECT_EQ(r.code, 1) << named << ": " << r.err;
        EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
        EXPECT_TRUE(has(r.err, named)) << r.err;
        EXPECT_TRUE(fs::is_empty(dir.path())) << named;
    }
}

TEST_F(EditCommands, EachEditIsOneActionThatUndoTakesBack) {
    blank();
    ok({"side", "add", "--name", "Earldom of Arden", "--treasury", "4000"});
    ok({"place", "add", "--name", "Ardenford", "--x", "40", "--y", "200", "--owner",
        "earldom-of-arden"},
       "");
    EXPECT_TRUE(has(scenarioText(), "name=\"Ardenford\""));
    const CliResult undone = run({"undo", "--db", db});
    ASSERT_EQ(undone.code, 0) << undone.err;
    EXPECT_EQ(undone.out, "Undone: Add place Ardenford\n");
    EXPECT_FALSE(has(scenarioText(), "name=\"Ardenford\""));
    EXPECT_EQ(run({"redo", "--db", db}).out, "Redone: Add place Ardenford\n");
    EXPECT_TRUE(has(scenarioText(), "name=\"Ardenford\""));
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
}

TEST_F(EditCommands, APlaceIsChangedOrRemovedWithItsRoutesButNotUnderAnArmy) {
    borderWar();
    ok({"place", "set", "--place", "redfield", "--name", "Red Field", "--x", "390", "--owner",
        "Duchy of Morvan"},
       "Change place Red Field");
    std::string text = scenarioText();
    EXPECT_TRUE(has(text,
                    "name=\"Red Field\" kind=\"field\" x=\"390\" y=\"150\" "
                    "owner=\"duchy-of-morvan\""))
        << text;
    ok({"place", "set", "--place", "Red Field", "--no-owner"}, "Change place Red Field");
    refused({"place", "set", "--place", "Red Field", "--x", "700"}, "--x");
    refused({"place", "set", "--place", "Red Field", "--name", "Ardenford"}, "--name");
    refused({"place", "set", "--place", "Red Field"}, "--place");
    refused({"place", "remove", "--place", "Ardenford"},
            "--place: Ardenford cannot be removed: the army Host of Arden stands there");
    refused({"place", "remove", "--place", "Nowhere"}, "--place");
    ok({"place", "remove", "--place", "abbey-of-saint-elm"}, "Remove place Abbey of Saint Elm");
    text = scenarioText();
    EXPECT_FALSE(has(text, "Abbey of Saint Elm")) << text;
    EXPECT_FALSE(has(text, "abbey-of-saint-elm")) << text;
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
    ok({"route", "add", "--from", "ardenford", "--to", "redfield", "--foot-days", "5",
        "--mounted-days", "3"},
       "Add road Ardenford - Red Field");
    EXPECT_EQ(run({"undo", "--db", db}).out, "Undone: Add road Ardenford - Red Field\n");
    EXPECT_EQ(run({"undo", "--db", db}).out, "Undone: Remove place Abbey of Saint Elm\n");
    text = scenarioText();
    EXPECT_TRUE(has(text, "name=\"Abbey of Saint Elm\"")) << text;
    EXPECT_TRUE(has(text, "from=\"greywater-ford\" to=\"abbey-of-saint-elm\"")) << text;
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
}

TEST_F(EditCommands, ASideIsChangedAndItsTreasuryCorrectedWithAReason) {
    borderWar();
    ok({"side", "set", "--side", "duchy-of-morvan", "--name", "Duchy of Morvan and Kestrel",
        "--colour", "#1f3a93"},
       "Change side Duchy of Morvan and Kestrel");
    ok({"side", "set", "--side", "earldom-of-arden", "--treasury", "3500", "--reason",
        "the earl's debts paid"},
       "Change side Earldom of Arden: treasury 4000 -> 3500 (the earl's debts paid)");
    const CliResult treasury = run({"treasury", "--db", db, "--wide"});
    EXPECT_TRUE(has(treasury.out, "3,500")) << treasury.out;
    EXPECT_TRUE(has(run({"ledger", "--db", db, "--wide"}).out,
                    "umpire's correction: the earl's debts paid"));
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
    refused({"side", "set", "--side", "earldom-of-arden", "--treasury", "10"}, "--reason");
    refused({"side", "set", "--side", "earldom-of-arden", "--name", "Duchy of Morvan and Kestrel"},
            "--name");
    refused({"side", "set", "--side", "earldom-of-arden", "--colour", "blue"}, "--colour");
    refused({"side", "set", "--side", "nobody", "--colour", "#000000"}, "--side");
    EXPECT_EQ(run({"undo", "--db", db}).code, 0);
    EXPECT_TRUE(has(run({"treasury", "--db", db, "--wide"}).out, "4,000"));
}

TEST_F(EditCommands, ALeaderAddedMayLeadAUnitNoOneLeads) {
    borderWar();
    ok({"leader", "add", "--side", "earldom-of-arden", "--name", "Sir Ralph", "--rank", "knight",
        "--cv", "3", "--leads", "Arden Spears"},
       "Add leader Sir Ralph");
    EXPECT_TRUE(has(scenarioText(),
                    "name=\"Arden Spears\" type=\"militia-spearmen\" "
                    "class=\"C\" men=\"600\" leader=\"sir-ralph\""));
    EXPECT_FALSE(has(edit({"check"}).out, "unit Arden Spears: has no unit leader"));
    refused({"leader", "add", "--side", "earldom-of-arden", "--name", "Sir Giles", "--rank",
             "knight", "--cv", "2", "--leads", "Arden Spears"},
            "--leads");
    refused({"leader", "add", "--side", "duchy-of-morvan", "--name", "Sir Giles", "--rank",
             "knight", "--cv", "2", "--leads", "Arden Archers"},
            "--leads");
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
}

TEST_F(EditCommands, ALeaderAndAnArmyAreChanged) {
    borderWar();
    ok({"leader", "set", "--leader", "Earl Hugh", "--cv", "5", "--character", "bold"},
       "Change leader Earl Hugh");
    ok({"leader", "add", "--side", "earldom-of-arden", "--name", "Sir Ralph", "--rank", "knight",
        "--cv", "3"});
    ok({"army", "set", "--army", "Host of Arden", "--name", "Arden's Host", "--commander",
        "Sir Ralph"},
       "Change army Arden's Host");
    std::string text = scenarioText();
    EXPECT_TRUE(has(text,
                    "name=\"Earl Hugh\" side=\"earldom-of-arden\" rank=\"earl\" "
                    "cv=\"5\" character=\"bold\""))
        << text;
    EXPECT_TRUE(has(text,
                    "name=\"Arden's Host\" side=\"earldom-of-arden\" "
                    "leader=\"sir-ralph\""))
        << text;
    refused({"leader", "set", "--leader", "Earl Hugh", "--rank", "emperor"}, "--rank");
    refused({"leader", "set", "--leader", "Earl Hugh", "--name", "Duke Anselm"}, "--name");
    refused({"leader", "set", "--leader", "Earl Hugh"}, "--leader");
    refused({"army", "set", "--army", "Arden's Host", "--commander", "Duke Anselm"}, "--commander");
    refused({"army", "set", "--army", "Arden's Host", "--name", "Host of Morvan"}, "--name");
    ok({"army", "set", "--army", "host-of-arden", "--no-commander"});
    EXPECT_EQ(run({"undo", "--db", db}).out, "Undone: Change army Arden's Host\n");
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
}

TEST_F(EditCommands, UnitsAddedAreBookedSoTheMenStillAddUp) {
    borderWar();
    const CliResult checked = run({"check", "--db", db});
    EXPECT_EQ(checked.code, 0) << checked.out << checked.err;
    const CliResult ledger = run({"ledger", "--db", db, "--wide"});
    ASSERT_EQ(ledger.code, 0) << ledger.err;
    EXPECT_TRUE(has(ledger.out, "Add unit Arden Spears")) << ledger.out;
    EXPECT_EQ(run({"undo", "--db", db}).out, "Undone: Add unit Morvan Crossbows\n");
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
    EXPECT_FALSE(has(run({"roster", "--db", db, "--wide"}).out, "Morvan Crossbows"));
}

TEST_F(EditCommands, CheckGivesEachSidesArmiesTheirPointsAndTheRulesTheyBreak) {
    borderWar();
    const auto before = folderBytes(dir.path());
    const CliResult r = edit({"check"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(has(r.out, "Earldom of Arden: 1 army, ")) << r.out;
    EXPECT_TRUE(has(r.out, "Duchy of Morvan: 1 army, ")) << r.out;
    EXPECT_TRUE(has(r.out, "  Host of Arden: ")) << r.out;
    EXPECT_TRUE(has(r.out, "    GA-CMD-ARMY army: has 1 Battal; the rules expect 2 to 4")) << r.out;
    EXPECT_TRUE(has(r.out, "    GA-CMD-ARMY unit Arden Spears: has no unit leader")) << r.out;
    EXPECT_TRUE(has(r.out, "rules broken in all.")) << r.out;
    EXPECT_EQ(changedFiles(before, folderBytes(dir.path())), "");
}

TEST_F(EditCommands, TheUmpiresCorrectionIsBookedWithItsReasonAndUndone) {
    borderWar();
    const CliResult fewer = edit({"unit", "set", "--unit", "Arden Spears", "--men", "550",
                                  "--reason", "fifty left at Ardenford as garrison"});
    ASSERT_EQ(fewer.code, 0) << fewer.err;
    EXPECT_EQ(fewer.out,
              "Umpire's correction: Arden Spears 600 -> 550 men present (fifty left at Ardenford "
              "as garrison)\n");
    const CliResult more = edit({"unit", "set", "--unit", "morvan-knights", "--men", "150",
                                 "--reason", "the count's household arrives"});
    ASSERT_EQ(more.code, 0) << more.err;
    const CliResult checked = run({"check", "--db", db});
    EXPECT_EQ(checked.code, 0) << checked.out << checked.err;
    const CliResult ledger = run({"ledger", "--db", db, "--wide"});
    EXPECT_TRUE(has(ledger.out, "umpire's correction: fifty left at Ardenford as garrison"))
        << ledger.out;
    const std::string text = scenarioText();
    EXPECT_TRUE(has(text, "Umpire's correction: Arden Spears 600 -&gt; 550")) << text;
    EXPECT_TRUE(has(text,
                    "name=\"Arden Spears\" type=\"militia-spearmen\" class=\"C\" "
                    "men=\"550\""))
        << text;
    EXPECT_EQ(run({"undo", "--db", db}).code, 0);
    EXPECT_EQ(run({"undo", "--db", db}).code, 0);
    EXPECT_TRUE(has(scenarioText(),
                    "name=\"Arden Spears\" type=\"militia-spearmen\" "
                    "class=\"C\" men=\"600\""));
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
}

// Issue 34: with the map's scale, a route's days not given are proposed from its length
// (strategy.xml <routeDays>); with no scale they must be given.
TEST_F(EditCommands, ARouteWithoutDaysTakesTheDaysProposedFromTheMapsScale) {
    blank();  // no scale, 600 by 400
    ok({"place", "add", "--name", "Ardenford", "--x", "100", "--y", "100"});
    ok({"place", "add", "--name", "Redfield", "--x", "400", "--y", "300"});
    refused({"route", "add", "--from", "ardenford", "--to", "redfield"}, "--foot-days");
    const std::string scaled = (dir.path() / "scaled.seneschal").string();
    const CliResult made =
        run({"new", "--blank", "--db", scaled, "--name", "Scaled", "--start", "1350-05-01",
             "--width", "600", "--height", "600", "--miles-per-unit", "0.1"});
    ASSERT_EQ(made.code, 0) << made.err;
    for (const auto& place : {std::vector<std::string>{"Ardenford", "100", "100"},
                              std::vector<std::string>{"Redfield", "400", "500"}}) {
        ASSERT_EQ(run({"edit", "--db", scaled, "place", "add", "--name", place[0], "--x", place[1],
                       "--y", place[2]})
                      .code,
                  0);
    }
    // 500 map units at 0.1 miles: 50 miles, 6 days on foot at 9 a day; mounted as given.
    const CliResult route = run({"edit", "--db", scaled, "route", "add", "--from", "ardenford",
                                 "--to", "redfield", "--mounted-days", "2"});
    ASSERT_EQ(route.code, 0) << route.err;
    const std::string out = (elsewhere / "scaled.xml").string();
    ASSERT_EQ(run({"export", "--db", scaled, "--out", out}).code, 0);
    const std::string text = seneschal::testing::readBytes(out);
    EXPECT_TRUE(has(text, R"(footDays="6" mountedDays="2")")) << text;
    EXPECT_TRUE(has(text, R"(milesPerUnit="0.1")")) << text;
}

TEST_F(EditCommands, RefusalsNameTheOptionAndWriteNothing) {
    borderWar();
    refused({"place", "add", "--name", "Far", "--x", "601", "--y", "10"}, "--x");
    refused({"place", "add", "--name", "Far", "--x", "10", "--y", "401"}, "--y");
    refused({"place", "add", "--name", "Redfield", "--x", "10", "--y", "10"}, "--name");
    refused({"place", "add", "--name", "Moor", "--x", "10", "--y", "10", "--kind", "city"},
            "--kind");
    refused({"place", "add", "--name", "Moor", "--x", "10", "--y", "10", "--owner", "France"},
            "--owner");
    refused({"place", "add", "--name", "Moor", "--x", "10", "--y", "10", "--terrain", "lava"},
            "--terrain");
    refused({"route", "add", "--from", "redfield", "--to", "castle-morvan", "--foot-days", "1",
             "--mounted-days", "1"},
            "--to");
    refused({"route", "add", "--from", "redfield", "--to", "nowhere", "--foot-days", "1",
             "--mounted-days", "1"},
            "--to");
    refused({"route", "add", "--from", "redfield", "--to", "Redfield", "--foot-days", "1",
             "--mounted-days", "1"},
            "--to");
    refused({"route", "add", "--from", "redfield", "--to", "ardenford", "--kind", "canal",
             "--foot-days", "1", "--mounted-days", "1"},
            "--kind");
    refused({"route", "add", "--from", "redfield", "--to", "ardenford", "--foot-days", "0",
             "--mounted-days", "1"},
            "--foot-days");
    refused({"side", "add", "--name", "Duchy of Morvan"}, "--name");
    refused({"side", "add", "--name", "Kingdom", "--colour", "red"}, "--colour");
    refused({"side", "add", "--name", "Kingdom", "--treasury", "-5"}, "--treasury");
    refused({"army", "add", "--side", "nobody", "--name", "Rebels", "--at", "redfield"}, "--side");
    refused({"army", "add", "--side", "duchy-of-morvan", "--name", "Rebels", "--at", "nowhere"},
            "--at");
    refused({"army", "add", "--side", "duchy-of-morvan", "--name", "Rebels", "--at", "redfield",
             "--commander", "Earl Hugh"},
            "--commander");
    refused({"army", "add", "--side", "duchy-of-morvan", "--name", "Rebels", "--at", "redfield",
             "--commander", "Duke Anselm"},
            "--commander");
    refused({"battal", "add", "--army", "nobody", "--name", "Rear"}, "--army");
    refused({"battal", "add", "--army", "host-of-arden", "--name", "Vanguard"}, "--name");
    refused({"unit", "add", "--battal", "vanguard", "--name", "Dragons", "--type", "dragons",
             "--class", "A", "--men", "10"},
            "--type");
    refused({"unit", "add", "--battal", "vanguard", "--name", "Levy", "--type", "peasant-levy",
             "--class", "E", "--men", "10"},
            "--class");
    refused({"unit", "add", "--battal", "vanguard", "--name", "Levy", "--type", "peasant-levy",
             "--class", "D", "--men", "0"},
            "--men");
    refused({"unit", "add", "--battal", "nowhere", "--name", "Levy", "--type", "peasant-levy",
             "--class", "D", "--men", "10"},
            "--battal");
    refused({"leader", "add", "--side", "earldom-of-arden", "--name", "Sir Ralph", "--rank",
             "emperor", "--cv", "3"},
            "--rank");
    refused({"leader", "add", "--side", "earldom-of-arden", "--name", "Sir Ralph", "--rank",
             "knight", "--cv", "7"},
            "--cv");
    refused({"leader", "add", "--side", "earldom-of-arden", "--name", "Earl Hugh", "--rank",
             "knight", "--cv", "2"},
            "--name");
    refused({"unit", "set", "--unit", "nobody", "--men", "5", "--reason", "why"}, "--unit");
    refused({"unit", "set", "--unit", "arden-spears", "--men", "5", "--reason", ""}, "--reason");
    refused({"unit", "set", "--unit", "arden-spears", "--men", "600", "--reason", "same"}, "--men");
    refused({"unit", "set", "--unit", "arden-spears", "--men", "-1", "--reason", "less"}, "--men");
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
}

TEST_F(EditCommands, ACampaignBuiltByHandExportsAndImportsBackTheSame) {
    borderWar();
    const std::string scenario = (dir / "border-war.xml").string();
    const CliResult exported = run({"export", "--db", db, "--out", scenario});
    ASSERT_EQ(exported.code, 0) << exported.err;
    const std::string again = (dir / "again.seneschal").string();
    const CliResult imported = run({"new", "--scenario", scenario, "--db", again});
    ASSERT_EQ(imported.code, 0) << imported.err;
    EXPECT_TRUE(has(imported.out,
                    "(2 sides, 6 places, 5 routes, 2 leaders, 2 armies, 4 units, "
                    "1,260 men present)"))
        << imported.out;
    for (const char* listing : {"roster", "armies", "leaders", "treasury"}) {
        const CliResult built = run({listing, "--db", db, "--wide"});
        const CliResult back = run({listing, "--db", again, "--wide"});
        ASSERT_EQ(built.code, 0) << listing << ": " << built.err;
        EXPECT_EQ(built.out, back.out) << listing;
    }
    EXPECT_EQ(run({"check", "--db", again}).code, 0);
}

// Issue 34: the umpire disbands an army nothing is left of, with his reason; refused while any
// man of it is present (or wounded, captive, at a depot), written nowhere then; gone from every
// listing, kept through an export, and undone on its own.
TEST_F(EditCommands, AnArmyNothingIsLeftOfIsDisbandedWithItsReasonAndUndone) {
    borderWar();
    refused({"army", "disband", "--army", "Host of Morvan", "--reason", "gone home"}, "--army");
    const CliResult full = edit({"army", "disband", "--army", "Host of Morvan", "--reason", "x"});
    EXPECT_TRUE(has(full.err, "Host of Morvan still has 420 men (420 present)")) << full.err;
    ok({"unit", "set", "--unit", "Morvan Knights", "--men", "0", "--reason", "the plague"});
    ok({"unit", "set", "--unit", "Morvan Crossbows", "--men", "0", "--reason", "the plague"});
    refused({"army", "disband", "--army", "Host of Morvan", "--reason", ""}, "--reason");
    refused({"army", "disband", "--army", "Host of Nowhere", "--reason", "why"}, "--army");
    const std::string before = run({"leaders", "--db", db, "--wide"}).out;
    EXPECT_TRUE(has(before, "army Host of Morvan")) << before;

    const CliResult done = edit({"army", "disband", "--army", "host-of-morvan", "--reason",
                                 "nothing left after the plague"});
    ASSERT_EQ(done.code, 0) << done.err;
    EXPECT_EQ(done.out,
              "Umpire's correction: Host of Morvan disbanded (nothing left after the plague)\n");
    for (const char* listing : {"armies", "roster", "leaders"}) {
        const std::string out = run({listing, "--db", db, "--wide"}).out;
        EXPECT_FALSE(has(out, "Host of Morvan")) << listing << ":\n" << out;
        EXPECT_TRUE(has(out, "Arden")) << listing << ":\n" << out;
    }
    EXPECT_FALSE(has(run({"roster", "--db", db}).out, "Morvan Knights"));
    EXPECT_TRUE(has(run({"leaders", "--db", db, "--wide"}).out, "Duke Anselm"));
    EXPECT_TRUE(
        has(run({"ledger", "--db", db, "--wide"}).out, "disbanded: nothing left after the plague"));
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
    refused({"army", "disband", "--army", "Host of Morvan", "--reason", "again"}, "--army");
    EXPECT_TRUE(has(edit({"army", "disband", "--army", "Host of Morvan", "--reason", "again"}).err,
                    "Host of Morvan is already disbanded"));

    // Kept through an export: the campaign imported back has no Host of Morvan on the field.
    const std::string text = scenarioText();
    EXPECT_TRUE(has(text, "<disbanded army=\"host-of-morvan\"")) << text;
    const std::string scenario = (dir / "after.xml").string();
    ASSERT_EQ(run({"export", "--db", db, "--out", scenario}).code, 0);
    const std::string again = (dir / "again.seneschal").string();
    ASSERT_EQ(run({"new", "--scenario", scenario, "--db", again}).code, 0);
    EXPECT_EQ(run({"armies", "--db", again, "--wide"}).out,
              run({"armies", "--db", db, "--wide"}).out);
    EXPECT_EQ(run({"roster", "--db", again, "--wide"}).out,
              run({"roster", "--db", db, "--wide"}).out);

    // Undone on its own: the army is listed again with its commander.
    ASSERT_EQ(run({"undo", "--db", db}).code, 0);
    EXPECT_TRUE(has(run({"armies", "--db", db, "--wide"}).out, "Host of Morvan"));
    EXPECT_EQ(run({"leaders", "--db", db, "--wide"}).out, before);
    EXPECT_EQ(run({"check", "--db", db}).code, 0);
}

// Issue 34: the commander of an army merged into another leads his men where they are now.
TEST_F(EditCommands, TheCommanderOfAnArmyMergedAwayLeadsItsMenInTheArmyTheyJoined) {
    borderWar();
    ok({"leader", "add", "--side", "earldom-of-arden", "--name", "Sir Walter", "--rank", "knight",
        "--cv", "2"});
    ok({"army", "add", "--side", "earldom-of-arden", "--name", "Arden Riders", "--at", "Ardenford",
        "--commander", "Sir Walter"});
    ok({"battal", "add", "--army", "Arden Riders", "--name", "Riders"});
    ok({"unit", "add", "--battal", "riders", "--name", "Arden Lances", "--type", "knights",
        "--class", "B", "--men", "60"});
    const std::string apart = run({"leaders", "--db", db, "--wide"}).out;
    EXPECT_TRUE(has(apart, "army Arden Riders")) << apart;
    const CliResult merged = run({"merge", "--db", db, "--armies", "Host of Arden,Arden Riders"});
    ASSERT_EQ(merged.code, 0) << merged.err;
    const std::string together = run({"leaders", "--db", db, "--wide"}).out;
    EXPECT_FALSE(has(together, "Arden Riders")) << together;
    std::istringstream lines(together);
    int leadingTheHost = 0;
    for (std::string line; std::getline(lines, line);)
        if (has(line, "army Host of Arden")) ++leadingTheHost;
    EXPECT_EQ(leadingTheHost, 2) << together;  // Earl Hugh and Sir Walter
}

}  // namespace
}  // namespace seneschal::cli
