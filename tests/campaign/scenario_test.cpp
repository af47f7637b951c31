#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/actions/ransom_actions.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/scenarios/scenario_reader.hpp"
#include "campaign/scenarios/scenario_writer.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {
using testing::kBookkeeping;
using testing::kScenarioDir;

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;

const fs::path kBad = fs::path(SENESCHAL_SOURCE_DIR) / "tests" / "campaign" / "bad-scenarios";

// The action log holds wall-clock times; everything else must survive a round trip.

std::vector<fs::path> shippedScenarios() {
    std::vector<fs::path> found;
    for (const auto& entry : fs::directory_iterator(kScenarioDir)) {
        if (entry.path().extension() != ".xml") continue;
        // Battle files (docs/formats.md, "Battle") share the folder; only campaigns import.
        std::ifstream in(entry.path());
        const std::string head((std::istreambuf_iterator<char>(in)),
                               std::istreambuf_iterator<char>());
        if (head.find("<scenario") != std::string::npos) found.push_back(entry.path());
    }
    std::sort(found.begin(), found.end());
    return found;
}

const Unit& unitById(const CampaignSnapshot& s, const std::string& id) {
    for (const Army& a : s.armies)
        for (const Battal& b : a.battals)
            for (const Unit& u : b.units)
                if (u.id == id) return u;
    throw std::runtime_error("no unit " + id);
}

TEST(Scenario, TheSmallTestScenarioReadsWithItsDefaults) {
    const CampaignSnapshot s = readScenarioFile(kScenarioDir / "test-small.xml");
    EXPECT_EQ(s.info.reckoning, Reckoning::Julian);
    EXPECT_EQ(formatDate(s.info.reckoning, s.info.date), "1350-05-03");
    EXPECT_EQ(s.sides.size(), 2u);
    EXPECT_EQ(s.places.size(), 6u);
    EXPECT_EQ(s.routes.size(), 8u);
    EXPECT_EQ(s.armies.size(), 3u);
    // mustered defaults to what the unit accounts for, so it balances from the start.
    const Unit& spears = unitById(s, "arden-spears");
    EXPECT_EQ(spears.mustered, 425);
    const Unit& levy = unitById(s, "morvan-levy");
    EXPECT_EQ(levy.mustered, 400);
    EXPECT_EQ(levy.recruited, 100);
    EXPECT_EQ(s.armies[2].routeFrom, "morvan-castle");
    EXPECT_EQ(s.armies[2].daysLeft, 2);
}

TEST(Scenario, WithoutAReckoningAMedievalScenarioIsJulian) {
    const std::string xml = readBytes(kBad / "negative-count.xml");  // borrow a skeleton
    std::string good = xml;
    good.replace(good.find("men=\"-300\""), 10, "men=\"300\"");
    const CampaignSnapshot s = readScenario(XmlSource::fromString(good, "skeleton.xml"));
    EXPECT_EQ(s.info.reckoning, Reckoning::Julian);
    EXPECT_EQ(s.info.date, s.info.start);
}

TEST(Scenario, ImportedCampaignPassesTheCheck) {
    TempDir dir;
    const ImportSummary summary =
        importScenario(kScenarioDir / "test-small.xml", dir / "c.seneschal", false);
    EXPECT_EQ(summary.units, 12u);
    auto file = CampaignFile::open(dir / "c.seneschal");
    EXPECT_TRUE(checkCampaign(file.db()).empty());
    EXPECT_FALSE(nextUndo(file.db()).has_value()) << "the import itself is not undoable";
    EXPECT_FALSE(fs::exists(dir / "c.seneschal.importing"));
}

// Importing an export gives the same campaign, for every scenario shipped.
TEST(Scenario, EveryShippedScenarioSurvivesImportExportImport) {
    const auto scenarios = shippedScenarios();
    ASSERT_FALSE(scenarios.empty());
    for (const fs::path& scenario : scenarios) {
        TempDir dir;
        // The campaign's seed is made with each campaign, not carried by the scenario: both
        // are made with the same one.
        importScenario(scenario, dir / "first.seneschal", false, 1346);
        exportScenario(dir / "first.seneschal", dir / "exported.xml");
        importScenario(dir / "exported.xml", dir / "second.seneschal", false, 1346);
        auto first = CampaignFile::open(dir / "first.seneschal");
        auto second = CampaignFile::open(dir / "second.seneschal");
        EXPECT_EQ(digestTables(first.db(), kBookkeeping), digestTables(second.db(), kBookkeeping))
            << scenario;
    }
}

TEST(Scenario, AnExportAfterPlayHoldsThePlayedCampaign) {
    TempDir dir;
    importScenario(kScenarioDir / "test-small.xml", dir / "c.seneschal", false);
    {
        auto file = CampaignFile::open(dir / "c.seneschal");
        // Count Odo is held by Arden for 2000 (the scenario names him captive but keeps no
        // ransom record for him).
        file.db().exec(R"SQL(
            INSERT INTO captive (side_id, captor_side_id, leader_id, men, rule, taken_day,
                                 demand_by_day, deadline_day, ransom, status)
            SELECT morvan.id, arden.id, odo.id, 1, 'GA-LEADER-RISK', campaign.current_day,
                   campaign.current_day + 7, campaign.current_day + 180, 2000, 'held'
            FROM side AS morvan, side AS arden, leader AS odo, campaign
            WHERE morvan.slug = 'morvan' AND arden.slug = 'arden' AND odo.slug = 'count-odo')SQL");
        const std::int64_t odo = file.db().getLastInsertRowid();
        // To the abbey in two days; held unopposed, it is Arden's, and men are raised there.
        MarchOrder march("arden-host", "saint-elm", false);
        AdvanceCalendar advance(10);  // the wounded archers return on 10 May
        Recruit recruit("saint-elm", "arden-knights", 30);
        RansomCaptive ransom(RansomVerb::Pay, odo);
        perform(file.db(), march);
        perform(file.db(), advance);
        perform(file.db(), recruit);
        perform(file.db(), ransom);
        EXPECT_NE(recruit.describe().find("for £45"), std::string::npos) << recruit.describe();
    }
    exportScenario(dir / "c.seneschal", dir / "now.xml");
    const CampaignSnapshot now = readScenarioFile(dir / "now.xml");
    EXPECT_EQ(formatDate(now.info.reckoning, now.info.date), "1350-05-13");
    EXPECT_EQ(unitById(now, "arden-knights").present, 150);
    EXPECT_EQ(unitById(now, "arden-knights").recruited, 30);
    EXPECT_EQ(unitById(now, "arden-archers").present, 640);
    EXPECT_TRUE(unitById(now, "arden-archers").wounded.empty());
    EXPECT_EQ(now.leaders[6].status, LeaderStatus::Active);
    // 6000 after the ransom, less ten days' pay of its Regular and Mercenary units, 154 (the
    // pay step of advance, docs/rules/campaign.md), less 45 for the recruits.
    EXPECT_EQ(now.sides[0].treasury, 5801);
    EXPECT_EQ(now.armies[0].place, "saint-elm");
    // And the export is stable: exported again, it is the same text.
    importScenario(dir / "now.xml", dir / "again.seneschal", false);
    exportScenario(dir / "again.seneschal", dir / "again.xml");
    EXPECT_EQ(readBytes(dir / "again.xml"), readBytes(dir / "now.xml"));
}

TEST(Scenario, ImportRefusesToReplaceACampaignUnlessAsked) {
    TempDir dir;
    importScenario(kScenarioDir / "crecy-1346.xml", dir / "c.seneschal", false);
    const std::string before = readBytes(dir / "c.seneschal");
    EXPECT_THROW(importScenario(kScenarioDir / "test-small.xml", dir / "c.seneschal", false),
                 UserError);
    EXPECT_TRUE(readBytes(dir / "c.seneschal") == before);
    importScenario(kScenarioDir / "test-small.xml", dir / "c.seneschal", true);
    auto file = CampaignFile::open(dir / "c.seneschal");
    EXPECT_EQ(file.db().execAndGet("SELECT scenario_id FROM campaign").getString(), "test-small");
}

TEST(Scenario, ImportNeverReplacesAFileThatIsNotACampaignEvenWhenAsked) {
    TempDir dir;
    seneschal::testing::writeBytes(dir / "c.seneschal", "keep me");
    EXPECT_THROW(importScenario(kScenarioDir / "test-small.xml", dir / "c.seneschal", true),
                 UserError);
    EXPECT_EQ(readBytes(dir / "c.seneschal"), "keep me");
}

struct BadCase {
    const char* file;
    int line;
    const char* element;
    const char* says;
};

void PrintTo(const BadCase& c, std::ostream* os) {
    *os << c.file;
}

class BadScenario : public ::testing::TestWithParam<BadCase> {};

TEST_P(BadScenario, IsRefusedNamingFileLineAndElementLeavingNoCampaign) {
    const BadCase& c = GetParam();
    TempDir dir;
    const fs::path scenario = kBad / (std::string(c.file) + ".xml");
    try {
        importScenario(scenario, dir / "c.seneschal", false);
        FAIL() << c.file << " was accepted";
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().file, scenario.string());
        EXPECT_EQ(e.where().line, c.line) << e.what();
        EXPECT_EQ(e.where().element, c.element) << e.what();
        EXPECT_NE(std::string(e.what()).find(c.says), std::string::npos) << e.what();
    }
    EXPECT_TRUE(fs::is_empty(dir.path())) << "a campaign file was left behind";
}

INSTANTIATE_TEST_SUITE_P(
    Cases, BadScenario,
    ::testing::Values(
        BadCase{"malformed-xml", 20, "", "not well-formed"},
        BadCase{"unknown-troop-type", 18, "unit@type", "unknown troop type 'dragoons'"},
        BadCase{"leader-leading-two-units", 19, "unit@leader", "already leads unit 'knights'"},
        BadCase{"negative-count", 19, "unit@men", "-300"},
        BadCase{"route-to-nowhere", 10, "route@to", "unknown place 'c'"},
        BadCase{"duplicate-unit-id", 19, "unit@id", "duplicate unit id 'knights'"},
        BadCase{"duplicate-place-name", 9, "place@name", "duplicate place name 'A'"},
        BadCase{"unknown-weapon", 19, "unit@weapons", "unknown weapon 'musket'"},
        BadCase{"class-not-allowed-for-type", 19, "unit@class", "may not be of class A"},
        BadCase{"mustered-does-not-balance", 19, "unit@mustered", "does not equal the 310 men"},
        BadCase{"captive-leader-without-captor", 14, "leader@captor", "missing attribute"},
        BadCase{"army-on-unknown-route", 16, "army@route", "no route from 'b' to 'z'"},
        BadCase{"misspelt-attribute", 18, "unit@clas", "unknown attribute 'clas'"},
        BadCase{"leader-of-another-side", 17, "battal@leader", "of side 'morvan'"},
        BadCase{"battal-with-a-place", 17, "battal@x", "is for a battle file"},
        BadCase{"battal-arriving-later", 17, "battal@arrives", "is for a battle file"},
        BadCase{"date-not-in-calendar", 2, "scenario@start", "has no day 30"},
        // GA-OPT-CHAR: only a leader of CV 1-2 may be incompetent.
        BadCase{"incompetent-leader-of-cv-4", 13, "leader@character", "CV 1 or 2"},
        BadCase{"newer-format", 2, "scenario@format", "outside 1..2"},
        // Format 2: the captives of a campaign exported mid-war.
        BadCase{"captive-of-unknown-unit", 23, "captive@unit", "unknown unit 'squires'"},
        BadCase{"captive-negative-men", 23, "captive@men", "-20"},
        BadCase{"captive-status-not-in-vocabulary", 23, "captive@status",
                "'ransomed' is not one of: held, demanded"},
        BadCase{"captive-held-men-exceed-unit", 19, "unit@mustered", "does not equal the 320 men"},
        BadCase{"captive-leader-not-captive", 23, "captive@status",
                "not captive of that side in <leaders>"},
        BadCase{"captives-in-format-1", 22, "captives", "needs format=\"2\""}),
    [](const auto& param) {
        std::string name = param.param.file;
        std::replace(name.begin(), name.end(), '-', '_');
        return name;
    });

}  // namespace
}  // namespace seneschal::campaign
