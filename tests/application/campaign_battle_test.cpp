// The one campaign-battle path (application/battles/campaign_battle.hpp): what the aftermath
// preview shows is exactly what Apply writes, for a battle fought by each rule set and for a result
// entered from the tabletop; and the battle carries the campaign's factors (GA-OPT-CAMPAIGN).
#include "application/battles/campaign_battle.hpp"

#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <string>

#include "base/errors.hpp"
#include "battle/resolvers.hpp"
#include "battle/sim/battle_log.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/battles/battle_factors.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/stores/battle_records.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {

using testing::scalar;

// A unit's men by what became of them, as the file holds them.
struct UnitTally {
    std::int64_t present = 0, dead = 0, deserted = 0, wounded = 0, captive = 0;
};

UnitTally tallyOf(SQLite::Database& db, std::int64_t unitKey) {
    const std::string key = std::to_string(unitKey);
    UnitTally t;
    t.present = scalar(db, "SELECT present FROM unit WHERE id = " + key);
    t.dead = scalar(db, "SELECT dead FROM unit WHERE id = " + key);
    t.deserted = scalar(db, "SELECT deserted FROM unit WHERE id = " + key);
    t.wounded =
        scalar(db, "SELECT coalesce(sum(men), 0) FROM wounded_batch WHERE unit_id = " + key);
    t.captive =
        scalar(db, "SELECT coalesce(sum(men), 0) FROM captive_batch WHERE unit_id = " + key);
    return t;
}

std::string leaderStatus(SQLite::Database& db, std::int64_t leaderKey) {
    return db.execAndGet("SELECT status FROM leader WHERE id = " + std::to_string(leaderKey))
        .getString();
}

const char* statusAfter(battle::Fate fate) {
    switch (fate) {
        case battle::Fate::Dead:
            return "dead";
        case battle::Fate::Wounded:
            return "wounded";
        case battle::Fate::Captive:
            return "captive";
        default:
            return nullptr;
    }
}

class CampaignBattlePath : public ::testing::Test {
  protected:
    // Previews the outcome, applies it, and checks every unit's and leader's change in the file
    // against the preview, man for man.
    void expectApplyWritesThePreview(const battle::BattleOutcome& outcome,
                                     const std::string& foughtWith) {
        const campaign::PreparedOutcome preview = previewOutcome(file, outcome, foughtWith);
        ASSERT_FALSE(preview.aftermath.lines.empty());
        std::map<std::string, UnitTally> before;
        for (const auto& [name, unit] : preview.units) before[name] = tallyOf(db, unit.key);

        campaign::ApplyBattleOutcome apply(outcome, {}, foughtWith);
        campaign::perform(db, apply);

        int moved = 0;
        for (const auto& [name, unit] : preview.units) {
            const UnitTally was = before.at(name), now = tallyOf(db, unit.key);
            const int dead = preview.aftermath.men(name, battle::Fate::Dead);
            const int wounded = preview.aftermath.men(name, battle::Fate::Wounded);
            const int captive = preview.aftermath.men(name, battle::Fate::Captive);
            const int deserted = preview.aftermath.men(name, battle::Fate::Deserted);
            EXPECT_EQ(now.dead - was.dead, dead) << name;
            EXPECT_EQ(now.wounded - was.wounded, wounded) << name;
            EXPECT_EQ(now.captive - was.captive, captive) << name;
            EXPECT_EQ(now.deserted - was.deserted, deserted) << name;
            EXPECT_EQ(was.present - now.present, dead + wounded + captive + deserted) << name;
            moved += dead + wounded + captive + deserted;
        }
        EXPECT_GT(moved, 0) << "the battle cost somebody something";
        for (const battle::AftermathLine& line : preview.aftermath.lines) {
            if (line.leader.empty()) continue;
            const char* status = statusAfter(line.fate);
            if (!status) continue;
            EXPECT_EQ(leaderStatus(db, preview.leaders.at(line.leader).key), status) << line.leader;
        }
        EXPECT_TRUE(campaign::checkCampaign(db).empty()) << "men conserved, the file whole";
    }

    battle::BattleOutcome fought(const std::string& rules, std::uint64_t seed) {
        const battle::BattleSetup setup =
            setUpCampaignBattle(file, "aubrey", battle::BattleType::Campaign, rules);
        battle::BattleOutcome outcome = fightBattle(setup, rules, seed).outcome;
        stampCampaignOutcome(file, "aubrey", outcome);
        EXPECT_EQ(outcome.rules, rules);
        EXPECT_EQ(outcome.seed, seed);
        return outcome;
    }

    seneschal::testing::TempDir dir;
    campaign::CampaignFile file =
        seneschal::testing::createBattlefieldFile(dir / "field.seneschal");
    SQLite::Database& db = file.db();
};

TEST_F(CampaignBattlePath, GodsAcre_ThePreviewIsWhatApplyWrites) {
    expectApplyWritesThePreview(fought("godsacre", 5), "godsacre");
}

TEST_F(CampaignBattlePath, PC_Postcard_ThePreviewIsWhatApplyWrites) {
    expectApplyWritesThePreview(fought("postcard", 5), "postcard");
}

TEST_F(CampaignBattlePath, FW_Feudal_ThePreviewIsWhatApplyWrites) {
    expectApplyWritesThePreview(fought("feudal", 5), "feudal");
}

// The hand-worked Aubrey result of tests/campaign/aftermath_apply_test.cpp, as a game master
// types it from the table.
TEST_F(CampaignBattlePath, ATabletopResult_ThePreviewIsWhatApplyWrites) {
    expectApplyWritesThePreview(seneschal::testing::aubreyOutcome(), "godsacre");
}

// Issue 31 item 1: Apply writes what the preview showed, on the campaign it was worked out on.
// When another program (the CLI on the same file) acts between the preview and Apply, or an
// action is undone, Apply is refused naming what happened, and nothing is written.
TEST_F(CampaignBattlePath, ApplyIsRefusedWhenTheCampaignChangedSinceThePreview) {
    const battle::BattleOutcome outcome = seneschal::testing::aubreyOutcome();
    const campaign::PreparedOutcome preview = previewOutcome(file, outcome, "godsacre");
    {
        // Another program renames a unit in the same file meanwhile.
        campaign::CampaignFile other = campaign::CampaignFile::open(dir / "field.seneschal");
        campaign::RenameUnit rename("Levy", "Levy of Aubrey");
        campaign::perform(other.db(), rename);
    }
    const auto digests = campaign::digestTables(db);
    campaign::ApplyBattleOutcome apply(outcome, {}, "godsacre", preview.workedOutOn);
    try {
        campaign::perform(db, apply);
        FAIL() << "applied on a campaign changed since its preview";
    } catch (const UserError& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find("the campaign changed after Battle was worked out"), std::string::npos)
            << what;
        EXPECT_NE(what.find("Levy of Aubrey"), std::string::npos) << what;
        EXPECT_NE(what.find("Nothing was done"), std::string::npos) << what;
    }
    EXPECT_EQ(campaign::digestTables(db), digests);

    // Worked out again on the campaign as it stands, it applies; an undo between the preview and
    // Apply (the desk's Edit > Undo) is refused the same way.
    const battle::BattleOutcome renamed = [&] {
        battle::BattleOutcome o = outcome;
        for (auto& unit : o.units)
            if (unit.unit == "Levy") unit.unit = "Levy of Aubrey";
        return o;
    }();
    const campaign::PreparedOutcome again = previewOutcome(file, renamed, "godsacre");
    ASSERT_TRUE(campaign::undo(db));
    campaign::ApplyBattleOutcome afterUndo(renamed, {}, "godsacre", again.workedOutOn);
    EXPECT_THROW(campaign::perform(db, afterUndo), UserError);
    ASSERT_TRUE(campaign::redo(db));
    campaign::ApplyBattleOutcome applied(renamed, {}, "godsacre", again.workedOutOn);
    EXPECT_NO_THROW(campaign::perform(db, applied));
}

// Issue 31 item 10: a value the rules do not know in the campaign file (a hand edit, another
// program) is refused naming it, never fought as a default (class C, orders hold).
TEST_F(CampaignBattlePath, AnUnknownProtectionOrOrdersInTheFileIsRefusedNotDefaulted) {
    db.exec("UPDATE unit SET protection = 'XX' WHERE name = 'Levy'");
    try {
        setUpCampaignBattle(file, "aubrey", battle::BattleType::Campaign, "godsacre");
        FAIL() << "a unit of unknown protection was set up";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("the protection 'XX'"), std::string::npos) << e.what();
    }
    db.exec("UPDATE unit SET protection = NULL WHERE name = 'Levy'");
    db.exec("PRAGMA ignore_check_constraints = ON");
    db.exec(
        "UPDATE battal SET orders = 'dance' WHERE id = (SELECT battal_id FROM unit WHERE "
        "name = 'Levy')");
    try {
        setUpCampaignBattle(file, "aubrey", battle::BattleType::Campaign, "godsacre");
        FAIL() << "a battal of unknown orders was set up";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("the orders 'dance'"), std::string::npos) << e.what();
    }
}

// Issue 31 item 1: a campaign battle fought and applied (the CLI's `battle --db --place`) is
// fought once, by every rule set: its record keeps the log of that fight rather than fight it
// again for it, and the log it keeps is the one fought.
TEST_F(CampaignBattlePath, ACampaignBattleIsFoughtOncePerApplyByEveryRuleSet) {
    for (const char* rules : {"godsacre", "postcard", "feudal"}) {
        SCOPED_TRACE(rules);
        seneschal::testing::TempDir own;
        campaign::CampaignFile field =
            seneschal::testing::createBattlefieldFile(own / "field.seneschal");
        CampaignBattleRequest request;
        request.place = "aubrey";
        request.rules = rules;
        request.seed = 7;
        const std::uint64_t before = battle::battlesFought();
        const CampaignBattle fought = fightCampaignBattle(field, request);
        ASSERT_TRUE(fought.report.action) << "applied";
        EXPECT_EQ(battle::battlesFought() - before, 1u);
        const auto applied = campaign::listAppliedBattles(field.db());
        ASSERT_EQ(applied.size(), 1u);
        const auto record = campaign::readBattleRecord(field.db(), applied.front().id);
        ASSERT_TRUE(record);
        ASSERT_FALSE(record->log.empty()) << "the record keeps the battle's log";
        if (std::string(rules) == "godsacre") {
            ASSERT_TRUE(fought.resolved.detail);
            EXPECT_EQ(record->log.size(), fought.resolved.detail->entries().size());
            EXPECT_EQ(record->strength.size(), fought.resolved.detail->strengths().size());
            EXPECT_EQ(record->log.back().result, fought.resolved.detail->entries().back().result);
        } else {
            ASSERT_EQ(record->log.size(), fought.resolved.log.size());
            EXPECT_EQ(record->log.back().result, fought.resolved.log.back());
        }
    }
}

TEST_F(CampaignBattlePath, TheSameSeedFightsTheSameBattle) {
    const battle::BattleSetup setup =
        setUpCampaignBattle(file, "aubrey", battle::BattleType::Campaign, "godsacre");
    EXPECT_EQ(fightBattle(setup, "godsacre", 9).log, fightBattle(setup, "godsacre", 9).log);
}

TEST_F(CampaignBattlePath, AnUnknownRuleSetIsRefusedNamingIt) {
    const battle::BattleSetup setup =
        setUpCampaignBattle(file, "aubrey", battle::BattleType::Campaign, "godsacre");
    try {
        fightBattle(setup, "no-such-rules", 1);
        FAIL() << "an unknown rule set was fought";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("no-such-rules"), std::string::npos) << e.what();
    }
}

// GA-OPT-CAMPAIGN: a campaign battle carries each unit's campaign factors, capped at ±2, to
// the resolver.
TEST_F(CampaignBattlePath, GA_OPT_CAMPAIGN_ACampaignBattleCarriesEachUnitsFactorsToTheResolver) {
    // Aubrey is France's land: the French fight at home (a +1 factor in strategy.xml).
    db.exec(
        "UPDATE place SET owner_side_id = (SELECT id FROM side WHERE slug = 'france') "
        "WHERE slug = 'aubrey'");
    CampaignBattleRequest request;
    request.place = "aubrey";
    request.rules = "godsacre";
    request.seed = 3;
    request.dryRun = true;
    const CampaignBattle battle = fightCampaignBattle(file, request);
    const auto factors = campaign::factorsByUnit(
        campaign::battleFactors(db, "aubrey", campaign::readCampaignInfo(db).date));
    int checked = 0, withFactor = 0;
    for (const auto& army : battle.setup.armies) {
        for (const auto& battal : army.battals) {
            for (const auto& unit : battal.units) {
                EXPECT_EQ(unit.campaignFactor, factors.at(unit.id)) << unit.name;
                EXPECT_LE(std::abs(unit.campaignFactor), 2);
                ++checked;
                if (unit.campaignFactor != 0) ++withFactor;
            }
        }
    }
    EXPECT_GT(checked, 0);
    EXPECT_GT(withFactor, 0) << "the French at home carry their factor into the battle";
    EXPECT_FALSE(battle.report.action.has_value()) << "a dry run writes nothing";
}

}  // namespace
}  // namespace seneschal::application
