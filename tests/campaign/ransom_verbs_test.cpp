// Which ransom verbs apply to a captive (what the prisoners pane offers) agrees with what
// RansomCaptive accepts, in every state a captive can be in; who may execute captive men
// (GA-QUARTER, GA-SOCIAL); and one verb on several captives as one undoable action.
#include <gtest/gtest.h>

#include <algorithm>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/ransom_actions.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/stores/captives.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {
using testing::scalar;

using seneschal::testing::TempDir;
using seneschal::testing::unitOutcome;

// Aubrey as in aftermath_apply_test.cpp, but a figure of the French men-at-arms (Feudal B)
// is taken too: men the English knights are the social superiors of (GA-SOCIAL), unlike the
// French knights, whom no one outranks.
battle::BattleOutcome aubreyWithMenAtArmsTaken() {
    battle::BattleOutcome outcome = seneschal::testing::aubreyOutcome();
    for (battle::UnitOutcome& unit : outcome.units) {
        if (unit.unit != "Men-at-arms") continue;
        unit = unitOutcome("Men-at-arms", "france", 500, 10, 0, 3, 1, "england", 0, 2);
    }
    return outcome;
}

class CaptivesAfterAubrey : public ::testing::Test {
  protected:
    void SetUp() override {
        ApplyBattleOutcome battle(aubreyWithMenAtArmsTaken());
        perform(db, battle);
    }
    std::int64_t captiveId(const std::string& who) {
        for (const CaptiveLine& c : readCaptives(db))
            if (c.who.find(who) != std::string::npos) return c.id;
        ADD_FAILURE() << "no captive " << who;
        return 0;
    }
    TempDir dir;
    CampaignFile file = seneschal::testing::createBattlefieldFile(dir / "field.seneschal");
    SQLite::Database& db = file.db();
};

struct Step {
    RansomVerb verb;
    std::optional<std::int64_t> amount;
};

// How a captive is brought into each state he can be in.
struct Route {
    const char* status;
    std::vector<Step> steps;
};

const std::vector<Route>& routes() {
    static const std::vector<Route> all = {
        {"held", {}},
        {"demanded", {{RansomVerb::Demand, {}}}},
        {"part-paid", {{RansomVerb::Pay, 1}}},
        {"refused", {{RansomVerb::Refuse, {}}}},
        {"paroled", {{RansomVerb::Parole, {}}}},
        {"paroled", {{RansomVerb::Pay, 1}, {RansomVerb::Parole, {}}}},  // part-paid, then paroled
        {"paid", {{RansomVerb::Pay, {}}}},
        {"paid", {{RansomVerb::Parole, {}}, {RansomVerb::Pay, {}}}},
        {"released", {{RansomVerb::Release, {}}}},
        {"released", {{RansomVerb::Parole, {}}, {RansomVerb::Release, {}}}},  // debt forgiven
        {"escaped", {{RansomVerb::Escape, {}}}},
        {"executed", {{RansomVerb::Execute, {}}}},
    };
    return all;
}

TEST_F(CaptivesAfterAubrey, TheVerbsOfferedAreExactlyThoseTheLibraryAcceptsInEveryState) {
    const std::int64_t jean = captiveId("Jean");
    const std::int64_t sergeants = captiveId("men of Men-at-arms");
    ASSERT_GT(readCaptive(db, sergeants).ransom, 1) << "an instalment of 1 must leave some owed";
    for (const std::int64_t captive : {jean, sergeants}) {
        // The knights may slaughter men-at-arms (GA-QUARTER); a leader needs no executor.
        const std::string executor = captive == sergeants ? "english-knights" : "";
        for (const Route& route : routes()) {
            for (const Step& step : route.steps) {
                RansomCaptive action(step.verb, captive, step.amount, executor);
                perform(db, action);
            }
            const CaptiveLine now = readCaptive(db, captive);
            ASSERT_EQ(textOf(now.status), route.status) << now.who;
            for (const RansomVerb verb : ransomVerbs()) {
                bool accepted = true;
                try {
                    RansomCaptive attempt(verb, captive, std::nullopt, executor);
                    perform(db, attempt);
                    undo(db);
                } catch (const UserError&) {
                    accepted = false;
                }
                EXPECT_EQ(ransomVerbApplies(verb, now), accepted)
                    << toString(verb) << " on " << now.who << ", " << textOf(now.status);
            }
            for (std::size_t i = 0; i < route.steps.size(); ++i) undo(db);
            ASSERT_EQ(readCaptive(db, captive).status, CaptiveStatus::Held);
        }
    }
}

TEST_F(CaptivesAfterAubrey, AFullyPaidRansomOnParoleLeavesNothingToPay) {
    const std::int64_t jean = captiveId("Jean");
    RansomCaptive parole(RansomVerb::Parole, jean);
    perform(db, parole);
    EXPECT_TRUE(ransomVerbApplies(RansomVerb::Pay, readCaptive(db, jean)));
    EXPECT_TRUE(ransomVerbApplies(RansomVerb::Release, readCaptive(db, jean)))
        << "the captor may forgive a parole debt";
    EXPECT_FALSE(ransomVerbApplies(RansomVerb::Escape, readCaptive(db, jean)))
        << "a man on parole is not held";
}

TEST_F(CaptivesAfterAubrey, GA_QUARTER_OnlyTheCaptorsSocialSuperiorsMayExecuteMen) {
    // Knightly troops stand above everyone (GA-SOCIAL): no one may slaughter knights.
    EXPECT_TRUE(executioners(db, readCaptive(db, captiveId("40 men of French knights"))).empty());
    EXPECT_TRUE(executioners(db, readCaptive(db, captiveId("Jean"))).empty()) << "a leader";
    // Feudal B men-at-arms: the knights stand above them, the archers (Regular B) do not.
    const CaptiveLine sergeants = readCaptive(db, captiveId("men of Men-at-arms"));
    std::vector<std::string> units;
    for (const Executioner& e : executioners(db, sergeants)) units.push_back(e.unit + "=" + e.name);
    EXPECT_EQ(units, (std::vector<std::string>{"english-knights=English knights"}));
    RansomCaptive byKnights(RansomVerb::Execute, sergeants.id, std::nullopt, "english-knights");
    perform(db, byKnights);
    EXPECT_EQ(readCaptive(db, sergeants.id).status, CaptiveStatus::Executed);
    undo(db);
    RansomCaptive byArchers(RansomVerb::Execute, sergeants.id, std::nullopt, "archers");
    EXPECT_THROW(perform(db, byArchers), UserError) << "the library refuses whom the list omits";
}

TEST_F(CaptivesAfterAubrey, ReleasingTwoCaptivesAtOnceIsOneActionAndOneUndo) {
    const std::int64_t a = captiveId("40 men of French knights");
    const std::int64_t b = captiveId("Jean");
    const TableDigests before = digestTables(db, {"action"});
    RansomCaptives release(RansomVerb::Release, {a, b});
    const ActionRecord record = perform(db, release);
    EXPECT_EQ(record.description, "Release: 2 captives (40 men of French knights, Jean)");
    EXPECT_EQ(readCaptive(db, a).status, CaptiveStatus::Released);
    EXPECT_EQ(readCaptive(db, b).status, CaptiveStatus::Released);
    EXPECT_EQ(db.execAndGet("SELECT status FROM leader WHERE slug = 'jean'").getString(), "active");
    undo(db);
    EXPECT_EQ(digestTables(db, {"action"}), before);
    EXPECT_FALSE(nextUndo(db)->description.starts_with("Release")) << "one undo took both back";
}

TEST_F(CaptivesAfterAubrey, PayingForSeveralWhenThePurseRunsDryWritesNothing) {
    // France holds 9,000 pounds: Jean's 8,000 goes, the knights' 1,600 then cannot.
    const std::int64_t jean = captiveId("Jean");
    const std::int64_t knights = captiveId("40 men of French knights");
    RansomCaptives pay(RansomVerb::Pay, {jean, knights});
    EXPECT_THROW(perform(db, pay), UserError);
    EXPECT_EQ(readCaptive(db, jean).paid, 0);
    EXPECT_EQ(readCaptive(db, jean).status, CaptiveStatus::Held);
    EXPECT_EQ(scalar(db, "SELECT treasury FROM side WHERE slug = 'france'"), 9000);
}

TEST_F(CaptivesAfterAubrey, OneCaptiveAloneIsDescribedAsTheSingleActionIs) {
    const std::int64_t jean = captiveId("Jean");
    RansomCaptives pay(RansomVerb::Pay, {jean});
    EXPECT_EQ(perform(db, pay).description, "Pay 8,000 pounds for Jean");
    EXPECT_EQ(scalar(db, "SELECT treasury FROM side WHERE slug = 'england'"), 13000);
}

TEST_F(CaptivesAfterAubrey, PrisonerLinesNameTheSidesAsWellAsTheirIds) {
    const CaptiveLine jean = readCaptive(db, captiveId("Jean"));
    EXPECT_EQ(jean.side, "france");
    EXPECT_EQ(jean.sideName, "France");
    EXPECT_EQ(jean.captor, "england");
    EXPECT_EQ(jean.captorName, "England");
}

}  // namespace
}  // namespace seneschal::campaign
