// The desk's views built from a real campaign file (test-small.xml), and the session that
// performs, undoes and redoes actions on it.
#include "application/views/campaign_views.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include "application/views/campaign_session.hpp"
#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/actions/ransom_actions.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {
using testing::kSmallScenario;

namespace fs = std::filesystem;

class SmallCampaign : public ::testing::Test {
  protected:
    testing::TempDir dir;
    CampaignSession session =
        CampaignSession::importScenario(kSmallScenario, dir / "small.seneschal");

    const RosterUnit* unit(const std::string& id) const {
        for (const RosterSide& side : session.views().roster.sides)
            for (const RosterArmy& army : side.armies)
                for (const RosterBattal& battal : army.battals)
                    for (const RosterUnit& each : battal.units)
                        if (each.id == id) return &each;
        return nullptr;
    }
};

TEST_F(SmallCampaign, TheRosterRunsSideArmyBattalUnitInCampaignOrder) {
    const RosterView& roster = session.views().roster;
    ASSERT_EQ(roster.sides.size(), 2u);
    EXPECT_EQ(roster.sides[0].name, "Earldom of Arden");
    EXPECT_EQ(roster.sides[0].colour, (drawing::ViewColour{0x8b, 0, 0}));
    ASSERT_EQ(roster.sides[1].armies.size(), 2u);
    EXPECT_EQ(roster.sides[1].armies[1].name, "Garrison of Kestrel");
    EXPECT_EQ(unitCount(roster), 12u);
    const RosterArmy& arden = roster.sides[0].armies[0];
    ASSERT_EQ(arden.leaders.size(), 1u);
    EXPECT_EQ(arden.leaders[0].name, "Hugh, Earl of Arden");
    // The unit's own leaders stand with their battal's.
    EXPECT_EQ(arden.battals[1].leaders.size(), 2u);
}

TEST_F(SmallCampaign, GA_SCALE_FiguresAreMenPresentOverTwentyRoundedDownUnitByUnit) {
    ASSERT_NE(unit("arden-welsh"), nullptr);
    EXPECT_EQ(unit("arden-welsh")->counts.present, 150);
    EXPECT_EQ(unit("arden-welsh")->counts.figures, 7);  // 7.5 rounds down
    EXPECT_EQ(unit("arden-archers")->counts.wounded, 40);
    EXPECT_EQ(unit("arden-archers")->woundedReturn, "1350-05-10");
    EXPECT_EQ(unit("morvan-crossbows")->counts.captive, 15);
    EXPECT_EQ(unit("arden-spears")->counts.deserted, 25);
    const map::MapArmy* host = session.views().map.findArmy("arden-host");
    ASSERT_NE(host, nullptr);
    int figures = 0;
    for (const RosterBattal& battal : session.views().roster.sides[0].armies[0].battals)
        for (const RosterUnit& each : battal.units) figures += each.counts.figures;
    EXPECT_EQ(host->figures, figures);  // the sum of units' figures, not of men then divided
}

TEST_F(SmallCampaign, TheMapHasEveryPlaceRouteAndArmyWithOwnersColours) {
    const map::MapView& map = session.views().map;
    EXPECT_EQ(map.width, 600);
    EXPECT_EQ(map.places.size(), 6u);
    EXPECT_EQ(map.routes.size(), 8u);
    const map::MapPlace* ardenford = map.findPlace("ardenford");
    ASSERT_NE(ardenford, nullptr);
    EXPECT_EQ(ardenford->owner, "Earldom of Arden");
    EXPECT_EQ(ardenford->ownerColour, (drawing::ViewColour{0x8b, 0, 0}));
    EXPECT_EQ(map.findPlace("kestrel-bridge")->kind, map::PlaceKind::Bridge);
    EXPECT_EQ(map.findPlace("redfield")->kind, map::PlaceKind::Field);
    EXPECT_EQ(map.findArmy("arden-host")->where.placeId, "greywater");
}

TEST_F(SmallCampaign, AnArmyOnTheRoadIsDrawnAlongItAndArrivesWhenItsDaysAreDone) {
    const map::MapArmy* garrison = session.views().map.findArmy("kestrel-garrison");
    ASSERT_NE(garrison, nullptr);
    ASSERT_TRUE(garrison->where.onTheMarch());
    EXPECT_EQ(garrison->where.towardPlace, "kestrel-bridge");
    EXPECT_NEAR(garrison->where.fractionDone, 1.0 / 3.0, 1e-9);  // 2 of 3 days still to go
    EXPECT_EQ(garrison->where.arrivalDate, "1350-05-05");
    EXPECT_TRUE(armyPosition(session.views().map, *garrison).has_value());
}

TEST_F(SmallCampaign, ThePrisonersPaneListsCaptiveRecordsOnlyAndAScenarioHasNone) {
    // The captive leader and men of the scenario were taken before the campaign began: no
    // ransom record (what `seneschal-cli prisoners` lists) exists for them.
    EXPECT_TRUE(session.views().prisoners.captives.empty());
    EXPECT_FALSE(session.views().prisoners.anyHeld);
    EXPECT_FALSE(actionApplies(session.views().prisoners, "release-all", {}));
}

// Aubrey fought and applied (tests/campaign/battlefield_campaign.hpp): Jean and three batches
// of French knights are held by England, each a captive record.
class AfterAubrey : public ::testing::Test {
  protected:
    void SetUp() override {
        campaign::CampaignFile file = seneschal::testing::createBattlefieldFile(path);
        campaign::ApplyBattleOutcome battle(seneschal::testing::aubreyOutcome());
        campaign::perform(file.db(), battle);
    }
    testing::TempDir dir;
    fs::path path = dir / "aubrey.seneschal";
};

TEST_F(AfterAubrey, EveryCaptiveRecordIsListedWithSidesByNameAndTheVerbsThatApply) {
    CampaignSession session = CampaignSession::open(path);
    const PrisonerView& prisoners = session.views().prisoners;
    ASSERT_EQ(prisoners.captives.size(), 4u);
    EXPECT_TRUE(prisoners.anyHeld);
    const CaptiveEntry& knights = prisoners.captives[0];
    EXPECT_EQ(knights.name, "40 men of French knights");
    EXPECT_EQ(knights.kind, "men");
    EXPECT_EQ(knights.side, "France");
    EXPECT_EQ(knights.captor, "England");
    EXPECT_EQ(knights.men, 40);
    EXPECT_EQ(knights.ransom, "1,600 pounds");
    EXPECT_EQ(knights.paid, "0 pounds");
    EXPECT_EQ(knights.owedAmount, 1600);
    EXPECT_EQ(knights.demandBy, "1346-09-02");
    EXPECT_EQ(knights.demanded, "");
    EXPECT_EQ(knights.deadline, "1347-02-22");
    EXPECT_EQ(knights.status, "held");
    EXPECT_EQ(knights.dueText, "demand by 2 September 1346") << "the pane's next date, in prose";
    // Knights are nobody's social inferiors (GA-SOCIAL): no one may execute them.
    EXPECT_TRUE(knights.executioners.empty());
    EXPECT_EQ(knights.allowedActions,
              (std::vector<std::string>{"demand", "pay", "parole", "release", "refuse", "escape"}));
    const CaptiveEntry& jean = prisoners.captives[3];
    EXPECT_EQ(jean.name, "Jean");
    EXPECT_EQ(jean.kind, "leader");
    EXPECT_EQ(jean.allowedActions, (std::vector<std::string>{"demand", "pay", "parole", "release",
                                                             "refuse", "execute", "escape"}));
    ASSERT_NE(prisoners.findAction("release-all"), nullptr);
    EXPECT_TRUE(prisoners.findAction("release-all")->wholeList);
    EXPECT_EQ(prisoners.findAction("pay")->label, "Pay ransom\u2026");
}

TEST_F(AfterAubrey, APaidRansomStaysListedWithNothingLeftToDoButTheRecord) {
    CampaignSession session = CampaignSession::open(path);
    const std::string jean = session.views().prisoners.captives[3].id;
    campaign::RansomCaptive pay(campaign::RansomVerb::Pay, std::stoll(jean));
    session.perform(pay);
    const CaptiveEntry* paid = session.views().prisoners.findCaptive(jean);
    ASSERT_NE(paid, nullptr);
    EXPECT_EQ(paid->status, "paid");
    EXPECT_EQ(paid->paid, "8,000 pounds");
    EXPECT_TRUE(paid->allowedActions.empty());
}

TEST_F(SmallCampaign, TheHeaderNamesTheCampaignItsDateAndTheFirstSidesTreasury) {
    const CampaignHeaderView& header = session.views().header;
    EXPECT_EQ(header.campaignName, "The March of Arden, 1350");
    EXPECT_EQ(header.date, "3 May 1350");
    EXPECT_EQ(header.selectedSide, "Earldom of Arden");
    EXPECT_EQ(header.treasury, "4,000 marks");
    EXPECT_EQ(header.pendingBattles, 0);
    session.selectSide("morvan");
    EXPECT_EQ(session.views().header.treasury, "6,500 marks");
}

TEST_F(SmallCampaign, OnlyAUnitsNameIsEditableForARealCampaign) {
    const DetailsView details =
        campaignDetails(session.views(), DetailSubject::Unit, "arden-bills");
    ASSERT_NE(details.findField("name"), nullptr);
    EXPECT_TRUE(details.findField("name")->editable);
    EXPECT_FALSE(details.findField("present")->editable);
    const DetailsView leader = campaignDetails(session.views(), DetailSubject::Leader, "earl-hugh");
    EXPECT_EQ(leader.title, "Hugh, Earl of Arden");
    for (const DetailField& field : leader.fields) EXPECT_FALSE(field.editable) << field.key;
}

TEST_F(SmallCampaign, AnActionChangesTheViewsAndUndoAndRedoFollowTheFile) {
    // The order is given (Edit > Undo names it; an order is not an event of the chronicle),
    // then a day's forced march takes the host to the abbey.
    campaign::MarchOrder march("arden-host", "saint-elm", true);
    const campaign::ActionRecord order = session.perform(march);
    ASSERT_TRUE(session.nextUndo());
    EXPECT_EQ(session.nextUndo()->description, order.description);
    campaign::AdvanceCalendar day(1);
    const campaign::ActionRecord record = session.perform(day);
    EXPECT_EQ(session.views().map.findArmy("arden-host")->where.placeId, "saint-elm");
    ASSERT_TRUE(session.nextUndo());
    EXPECT_EQ(session.nextUndo()->description, record.description);

    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.views().map.findArmy("arden-host")->where.placeId, "greywater");
    ASSERT_TRUE(session.nextRedo());
    ASSERT_TRUE(session.redo());
    EXPECT_EQ(session.views().map.findArmy("arden-host")->where.placeId, "saint-elm");

    // And the file holds it: a new session on the same file sees the march and can undo it.
    CampaignSession again = CampaignSession::open(session.path());
    EXPECT_EQ(again.views().map.findArmy("arden-host")->where.placeId, "saint-elm");
    ASSERT_TRUE(again.nextUndo());
    EXPECT_EQ(again.nextUndo()->description, record.description);
}

TEST_F(SmallCampaign, ARefusedActionLeavesTheViewsAsTheyWere) {
    campaign::MarchOrder nowhere("arden-host", "greywater", false);  // it stands there already
    EXPECT_THROW(session.perform(nowhere), UserError);
    EXPECT_EQ(session.views().map.findArmy("arden-host")->where.placeId, "greywater");
    EXPECT_FALSE(session.nextUndo()) << "only the import is done, and it cannot be undone";
}

TEST_F(SmallCampaign, AMarchPlanGivesTheQuickestPathAndTheArrivalDate) {
    const MarchPlan plan = session.planMarch("arden-host", "morvan-castle");
    EXPECT_EQ(plan.rate, campaign::strategy::MarchRate::Foot);  // spearmen on foot set the pace
    EXPECT_EQ(plan.days, 6);
    EXPECT_EQ(plan.arrivalDate, "9 May 1350");
    EXPECT_EQ(plan.stages.size(), 2u);  // by Kestrel Bridge: as quick, and fewer legs
    EXPECT_FALSE(plan.firstStop.empty());
    EXPECT_NE(plan.describe().find("9 May 1350"), std::string::npos);
    EXPECT_THROW(session.planMarch("arden-host", "greywater"), UserError);
    EXPECT_THROW(session.planMarch("no-such-army", "redfield"), UserError);
}

// One definition of a march: what the desk's confirmation promises is what the order writes,
// a forced march included (it covers strategy.xml's forcedSteps route-days a day).
TEST_F(SmallCampaign, AMarchPlanArrivesWhenTheOrderItConfirmsSaysForcedOrNot) {
    for (const bool forced : {false, true}) {
        const MarchPlan plan = session.planMarch("arden-host", "morvan-castle", forced);
        campaign::MarchOrder order("arden-host", "morvan-castle", forced);
        session.perform(order);
        EXPECT_EQ(plan.days, order.days()) << (forced ? "forced" : "at the march");
        EXPECT_EQ(plan.arrivalDate, order.arrivalText()) << (forced ? "forced" : "at the march");
        session.undo();
    }
    EXPECT_LT(session.planMarch("arden-host", "morvan-castle", true).days,
              session.planMarch("arden-host", "morvan-castle", false).days)
        << "a forced march arrives sooner";
}

TEST(CampaignSession, ABadFileIsRefusedWithItsName) {
    testing::TempDir dir;
    const fs::path junk = dir / "junk.seneschal";
    testing::writeBytes(junk, "this is not a campaign");
    try {
        CampaignSession::open(junk);
        FAIL() << "a text file opened as a campaign";
    } catch (const UserError& error) {
        EXPECT_NE(std::string(error.what()).find("junk.seneschal"), std::string::npos)
            << error.what();
    }
    EXPECT_EQ(testing::readBytes(junk), "this is not a campaign");
}

}  // namespace
}  // namespace seneschal::application

namespace seneschal::application {
namespace {

TEST(CampaignReports, TheReportsMenuPrintsTheSameTablesAsTheCli) {
    seneschal::testing::TempDir dir;
    CampaignSession session = CampaignSession::importScenario(
        seneschal::scenariosDir() / "crecy-1346.xml", dir / "c.seneschal");
    const std::string roll = session.reportText(ReportKind::MusterRoll);
    EXPECT_NE(roll.find("Prince's household knights"), std::string::npos);
    EXPECT_NE(roll.find("figures"), std::string::npos);
    EXPECT_NE(session.reportText(ReportKind::Leaders).find("Edward III"), std::string::npos);
    EXPECT_NE(session.reportText(ReportKind::Ledger).find("import"), std::string::npos);
}

}  // namespace
}  // namespace seneschal::application

namespace seneschal::application {
namespace {

// Issue 15: the Crécy campaign's map carries its real geography to the painter: the land against
// the sea, the coast, the Seine, the Somme and the Oise, and a scale for the scale bar.
TEST(CrecyMapView, TheMapCarriesTheCoastTheRiversAndTheScale) {
    testing::TempDir dir;
    const CampaignSession session =
        CampaignSession::importScenario(testing::kCrecyScenario, dir / "crecy.seneschal");
    const map::MapView& map = session.views().map;
    EXPECT_TRUE(map.hasLand());
    ASSERT_TRUE(map.milesPerUnit);
    EXPECT_DOUBLE_EQ(*map.milesPerUnit, 0.2301);
    std::vector<std::string> rivers;
    std::size_t coasts = 0;
    for (const map::MapFeature& feature : map.terrain) {
        if (feature.kind == map::TerrainKind::River) rivers.push_back(feature.name);
        if (feature.kind == map::TerrainKind::Coast) ++coasts;
        for (const map::MapPoint& p : feature.points) {
            EXPECT_TRUE(p.x >= 0 && p.x <= map.width && p.y >= 0 && p.y <= map.height);
        }
    }
    EXPECT_EQ(rivers, (std::vector<std::string>{"Seine", "Somme", "Oise"}));
    EXPECT_GE(coasts, 1u);
    // Blanchetaque, the ford of the Somme, stands where the layer puts the river.
    const map::MapPlace* ford = map.findPlace("blanchetaque");
    ASSERT_NE(ford, nullptr);
    double nearest = 1e9;
    for (const map::MapFeature& feature : map.terrain) {
        if (feature.name != "Somme") continue;
        for (std::size_t i = 1; i < feature.points.size(); ++i) {
            const map::MapPoint a = feature.points[i - 1], b = feature.points[i];
            const double dx = b.x - a.x, dy = b.y - a.y;
            const double t = std::clamp(
                ((ford->at.x - a.x) * dx + (ford->at.y - a.y) * dy) / (dx * dx + dy * dy), 0.0,
                1.0);
            nearest = std::min(
                nearest, std::hypot(ford->at.x - (a.x + t * dx), ford->at.y - (a.y + t * dy)));
        }
    }
    EXPECT_LT(nearest, 4.0) << "Blanchetaque is " << nearest << " map units from the Somme";
}

}  // namespace
}  // namespace seneschal::application
