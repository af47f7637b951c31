// The programmed opponent in the campaign (issue 36): a side handed to it (`side --programmed`, or
// `<side programmed="yes">` in a scenario) decides each day from what it knows, gives its orders
// inside the day's advance with a chronicle line each, and undo takes the day back with them;
// the campaign's own seed makes the same decisions again; and what its scouts cannot see never
// changes what it does.
#include "application/orders/opponent_orders.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "application/battles/pending_battles.hpp"
#include "application/files/campaign_files.hpp"
#include "application/orders/calendar_orders.hpp"
#include "application/orders/history.hpp"
#include "application/orders/march_orders.hpp"
#include "application/views/map_seen_by.hpp"
#include "application/views/side_knowledge.hpp"
#include "base/errors.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/file/schema.hpp"
#include "campaign/stores/chronicle.hpp"
#include "campaign/stores/opponent_store.hpp"
#include "tests/campaign/older_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {

namespace fs = std::filesystem;

std::string readText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void replaceOnce(std::string& text, const std::string& what, const std::string& with) {
    const std::size_t at = text.find(what);
    ASSERT_NE(at, std::string::npos) << what;
    text.replace(at, what.size(), with);
}

// The Crécy campaign with France programmed (bold), and Dover, an English town with no road to
// France; with `hidden`, an English army stands there, where no French scout or watcher sees it.
fs::path crecyScenario(const fs::path& dir, bool hidden) {
    std::string text = readText(testing::kCrecyScenario);
    replaceOnce(text, R"(<side id="france" name="Kingdom of France")",
                R"(<side id="france" programmed="yes" character="bold" name="Kingdom of France")");
    replaceOnce(text, R"(<route from="saint-vaast")",
                R"(<place id="dover" name="Dover" kind="town" x="560" y="20" owner="england" )"
                R"(terrain="coast"/>)"
                "\n    "
                R"(<route from="saint-vaast")");
    if (hidden) {
        replaceOnce(text, "</scenario>",
                    R"(<army id="hidden-host" name="Reserve of Dover" side="england" place="dover">
    <battal id="dover-battle" name="Dover battle" orders="attack">
      <unit id="dover-archers" name="Dover archers" type="longbowmen" class="B" men="9000"/>
    </battal>
  </army>
</scenario>)");
    }
    const fs::path path = dir / (hidden ? "crecy-hidden.xml" : "crecy-plain.xml");
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

// The opponent's chronicle lines of the campaign, oldest first.
std::vector<std::string> opponentLines(const fs::path& campaign) {
    auto file = openCampaign(campaign, CampaignAccess::Read);
    std::vector<std::string> lines;
    for (const campaign::ChronicleLine& line : campaign::readChronicle(file.db()))
        if (line.kind == "opponent") lines.push_back(line.date + " " + line.text);
    return lines;
}

// Advances one day; the reason an advance is refused (a battle pending) as its text.
std::string advanceADay(const fs::path& campaign) {
    auto file = openCampaign(campaign, CampaignAccess::Write);
    try {
        advanceCalendar(file, {1, {}});
        return "advanced";
    } catch (const UserError& e) {
        return e.what();
    }
}

class ProgrammedCrecy : public ::testing::Test {
  protected:
    testing::TempDir dir;

    // A seed whose first programmed day gives an order beyond the plan drawn: the campaigns
    // below are compared where the opponent does something.
    std::uint64_t seedThatMarches() {
        const fs::path scenario = crecyScenario(dir.path(), false);
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const fs::path probe = dir / ("probe-" + std::to_string(seed) + ".seneschal");
            newCampaign({scenario, probe, false, seed});
            advanceADay(probe);
            if (opponentLines(probe).size() >= 2) return seed;
        }
        ADD_FAILURE() << "no seed of 1 to 40 makes the programmed French march on the first day";
        return 1;
    }
};

TEST_F(ProgrammedCrecy, WhatItsScoutsCannotSeeChangesNothingItDecides) {
    const std::uint64_t seed = seedThatMarches();
    const fs::path plain = dir / "plain.seneschal";
    const fs::path hidden = dir / "hidden.seneschal";
    newCampaign({crecyScenario(dir.path(), false), plain, false, seed});
    newCampaign({crecyScenario(dir.path(), true), hidden, false, seed});
    {
        auto file = openCampaign(hidden, CampaignAccess::Read);
        ASSERT_FALSE(knowledgeOf(file, "france").knowsOf("hidden-host"))
            << "the test needs an army France does not see";
        ASSERT_TRUE(knowledgeOf(file, "france").knowsOf("english-host"));
    }
    for (int day = 1; day <= 12; ++day) {
        EXPECT_EQ(advanceADay(plain), advanceADay(hidden)) << "day " << day;
        ASSERT_EQ(opponentLines(plain), opponentLines(hidden)) << "day " << day;
    }
    EXPECT_GE(opponentLines(plain).size(), 2u);
}

TEST_F(ProgrammedCrecy, TheSameSeedAndOrdersMakeTheSameCampaign) {
    const std::uint64_t seed = seedThatMarches();
    const fs::path scenario = crecyScenario(dir.path(), false);
    const fs::path first = dir / "first.seneschal";
    const fs::path second = dir / "second.seneschal";
    newCampaign({scenario, first, false, seed});
    newCampaign({scenario, second, false, seed});
    for (int day = 1; day <= 10; ++day) EXPECT_EQ(advanceADay(first), advanceADay(second));
    const std::vector<std::string> lines = opponentLines(first);
    EXPECT_EQ(lines, opponentLines(second));
    ASSERT_GE(lines.size(), 2u);
    // Each decision says its reason and its plan.
    for (const std::string& line : lines) {
        const bool drawn = line.find(" plan: ") != std::string::npos ||
                           line.find(" plan to ") != std::string::npos ||
                           line.find(" plan, ") != std::string::npos;
        EXPECT_TRUE(drawn || line.find("; plan: ") != std::string::npos) << line;
    }
    auto a = openCampaign(first, CampaignAccess::Read);
    auto b = openCampaign(second, CampaignAccess::Read);
    EXPECT_EQ(campaign::digestTables(a.db()).at("army_order_stop"),
              campaign::digestTables(b.db()).at("army_order_stop"));
    EXPECT_EQ(campaign::readCampaignSeed(a.db()), seed);
}

TEST_F(ProgrammedCrecy, UndoTakesBackTheDayWithItsDecisions) {
    const std::uint64_t seed = seedThatMarches();
    const fs::path path = dir / "undo.seneschal";
    newCampaign({crecyScenario(dir.path(), false), path, false, seed});
    campaign::TableDigests before;
    {
        auto file = openCampaign(path, CampaignAccess::Write);
        before = campaign::digestTables(file.db());
    }
    ASSERT_EQ(advanceADay(path), "advanced");
    ASSERT_GE(opponentLines(path).size(), 2u);
    auto file = openCampaign(path, CampaignAccess::Write);
    ASSERT_NE(campaign::digestTables(file.db()).at("army_order_stop"),
              before.at("army_order_stop"));
    ASSERT_TRUE(undoLastAction(file).has_value());
    const campaign::TableDigests after = campaign::digestTables(file.db());
    for (const char* table : {"army_order_stop", "side_opponent", "chronicle", "campaign"})
        EXPECT_EQ(after.at(table), before.at(table)) << table;
}

// A battle pending where a programmed side's army would lose: the side avoids it by the
// campaign's avoid-battle order (the one a person gives with `avoid`), said in the chronicle with
// its reason, and undo takes it back with the day.
TEST_F(ProgrammedCrecy, AvoidsAPendingBattleItWouldLoseByTheAvoidOrder) {
    const fs::path path = dir / "avoid.seneschal";
    newCampaign({testing::kCrecyScenario, path, false, 7});
    {
        auto file = openCampaign(path, CampaignAccess::Write);
        orderMarch(file, {"English host", "Caen", false});
    }
    // France played by a person, standing: the English host reaches the Caen garrison.
    std::vector<std::string> pending;
    for (int day = 1; day <= 15 && pending.empty(); ++day) {
        ASSERT_EQ(advanceADay(path), "advanced") << "day " << day;
        auto file = openCampaign(path, CampaignAccess::Read);
        pending = pendingBattleLines(file);
    }
    ASSERT_EQ(pending.size(), 1u);
    ASSERT_EQ(pending[0].rfind("a battle is pending at Caen", 0), 0u) << pending[0];
    {
        auto file = openCampaign(path, CampaignAccess::Write);
        setSideProgrammed(file, {"france", "on", std::nullopt});
    }
    ASSERT_EQ(advanceADay(path), "advanced");
    const std::vector<std::string> lines = opponentLines(path);
    const auto avoided = std::find_if(lines.begin(), lines.end(), [](const std::string& line) {
        return line.find("Caen garrison avoids the battle at Caen, falling back by night to ") !=
               std::string::npos;
    });
    ASSERT_NE(avoided, lines.end()) << ::testing::PrintToString(lines);
    EXPECT_NE(avoided->find("English host (c. "), std::string::npos) << *avoided;
    EXPECT_NE(avoided->find("% of the time; "), std::string::npos) << *avoided;
    auto file = openCampaign(path, CampaignAccess::Write);
    EXPECT_TRUE(pendingBattleLines(file).empty());
    ASSERT_TRUE(undoLastAction(file).has_value());
    EXPECT_EQ(pendingBattleLines(file).size(), 1u) << "undo brings the battle back";
}

TEST_F(ProgrammedCrecy, ASideIsHandedToTheOpponentAndBackAsAnUndoableAction) {
    const fs::path path = dir / "side.seneschal";
    newCampaign({testing::kCrecyScenario, path, false, 7});
    auto file = openCampaign(path, CampaignAccess::Write);
    EXPECT_TRUE(campaign::readProgrammedSides(file.db()).empty());
    EXPECT_EQ(setSideProgrammed(file, {"England", "on", std::nullopt}).description,
              "Kingdom of England is played by the programmed opponent (cautious)");
    ASSERT_EQ(campaign::readProgrammedSides(file.db()).size(), 1u);
    EXPECT_EQ(setSideProgrammed(file, {"england", "on", "bold"}).description,
              "Kingdom of England is played by the programmed opponent (bold)");
    EXPECT_EQ(setSideProgrammed(file, {"england", "off", std::nullopt}).description,
              "Kingdom of England is played by a person again");
    EXPECT_TRUE(campaign::readProgrammedSides(file.db()).empty());
    ASSERT_TRUE(undoLastAction(file).has_value());
    ASSERT_EQ(campaign::readProgrammedSides(file.db()).size(), 1u);
    EXPECT_EQ(campaign::readProgrammedSides(file.db())[0].character, "bold");
}

TEST_F(ProgrammedCrecy, ARefusedHandingOverNamesItsOptionAndWritesNothing) {
    const fs::path path = dir / "refused.seneschal";
    newCampaign({testing::kCrecyScenario, path, false, 7});
    auto file = openCampaign(path, CampaignAccess::Write);
    const campaign::TableDigests before = campaign::digestTables(file.db());
    const auto refusal = [&](const SideProgrammedRequest& request) {
        try {
            setSideProgrammed(file, request);
        } catch (const UserError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    EXPECT_EQ(refusal({"Burgundy", "on", std::nullopt}).rfind("--side: ", 0), 0u);
    EXPECT_EQ(refusal({"france", "maybe", std::nullopt}), "--programmed: on or off, not 'maybe'");
    EXPECT_EQ(refusal({"france", "on", "rash"}), "--character: cautious or bold, not 'rash'");
    EXPECT_EQ(refusal({"france", "off", std::nullopt}),
              "--programmed: Kingdom of France is already played by a person");
    EXPECT_EQ(campaign::digestTables(file.db()), before);
}

TEST_F(ProgrammedCrecy, ACampaignKeepsTheSeedItWasMadeWithOrANewOne) {
    const fs::path seeded = dir / "seeded.seneschal";
    EXPECT_EQ(newCampaign({testing::kCrecyScenario, seeded, false, 1346}).seed, 1346u);
    const fs::path fresh = dir / "fresh.seneschal";
    const std::uint64_t made = newCampaign({testing::kCrecyScenario, fresh, false}).seed;
    auto a = openCampaign(seeded, CampaignAccess::Read);
    auto b = openCampaign(fresh, CampaignAccess::Read);
    EXPECT_EQ(campaign::readCampaignSeed(a.db()), 1346u);
    EXPECT_EQ(campaign::readCampaignSeed(b.db()), made);
}

TEST_F(ProgrammedCrecy, AnOlderCampaignIsMigratedAndItsSidesMayBeProgrammed) {
    const fs::path path = dir / "older.seneschal";
    newCampaign({testing::kCrecyScenario, path, false, 7});
    testing::makeSchema11Campaign(path.string());
    auto file = openCampaign(path, CampaignAccess::Write);
    EXPECT_EQ(campaign::schemaVersionOf(file.db()), campaign::currentSchemaVersion());
    EXPECT_EQ(campaign::readCampaignSeed(file.db()), std::nullopt);
    setSideProgrammed(file, {"france", "on", std::nullopt});
    const AdvanceResult day = advanceCalendar(file, {1, {}});
    bool drew = false;
    for (const AdvanceEvent& event : day.events)
        drew = drew || (event.kind == "opponent" &&
                        event.text.rfind("Kingdom of France draws its plan", 0) == 0);
    EXPECT_TRUE(drew);
}

}  // namespace
}  // namespace seneschal::application
