// The orders both shells give through application/ (march_orders, calendar_orders,
// upkeep_orders, ransom_orders, history, listings, backups): what the person who gave them
// reads, and that a refused order writes nothing.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "application/battles/campaign_factors.hpp"
#include "application/battles/outcome_files.hpp"
#include "application/battles/pending_battles.hpp"
#include "application/files/backups.hpp"
#include "application/files/campaign_files.hpp"
#include "application/orders/calendar_orders.hpp"
#include "application/orders/history.hpp"
#include "application/orders/march_orders.hpp"
#include "application/orders/ransom_orders.hpp"
#include "application/orders/upkeep_orders.hpp"
#include "application/reports/listings.hpp"
#include "application/views/campaign_session.hpp"
#include "base/errors.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {

namespace fs = std::filesystem;

class CrecyOrders : public ::testing::Test {
  protected:
    void SetUp() override { newCampaign({testing::kCrecyScenario, path, false}); }

    campaign::TableDigests digest() {
        auto file = openCampaign(path, CampaignAccess::Write);
        return campaign::digestTables(file.db());
    }

    // Gives the order on a fresh opening of the file, expects it refused with `why`, and
    // checks that the file is exactly as it was.
    template <typename Order>
    void expectRefusedUnchanged(Order order, const std::string& why) {
        const campaign::TableDigests before = digest();
        {
            auto file = openCampaign(path, CampaignAccess::Write);
            try {
                order(file);
                ADD_FAILURE() << "not refused; expected: " << why;
            } catch (const UserError& refused) {
                EXPECT_EQ(std::string(refused.what()), why);
            }
        }
        EXPECT_EQ(digest(), before) << why;
    }

    testing::TempDir dir;
    fs::path path = dir / "crecy.seneschal";
};

TEST_F(CrecyOrders, AMarchNamesItsStopsAndArrivalAsTheCliPrintsThem) {
    auto file = openCampaign(path, CampaignAccess::Write);
    const MarchResult march = orderMarch(file, {"english-host", "caen", false});
    // `seneschal-cli march` prints these three lines from the result.
    EXPECT_EQ(march.description, "March English host to Caen");
    EXPECT_EQ(march.way(), "Valognes -> Carentan -> Caen");
    EXPECT_EQ(march.arrival, "20 July 1346");
    EXPECT_EQ(march.days, 8);
    // One action, named so by Undo.
    EXPECT_EQ(undoLastAction(file), "March English host to Caen");
    EXPECT_EQ(redoLastUndone(file), "March English host to Caen");
}

TEST_F(CrecyOrders, AnAdvanceDatesEachEventAndSaysWhyItHalted) {
    auto file = openCampaign(path, CampaignAccess::Write);
    orderMarch(file, {"english-host", "caen", true});
    const AdvanceResult advance = advanceCalendar(file, {30, {}});
    ASSERT_FALSE(advance.events.empty());
    EXPECT_EQ(advance.events.front().date, "1346-07-13");
    EXPECT_EQ(advance.events.front().kind, "departed");
    EXPECT_EQ(advance.events.front().text,
              "English host leaves Saint-Vaast-la-Hougue for Valognes");
    EXPECT_EQ(advance.daysAdvanced, 4);
    EXPECT_EQ(advance.haltedBy, "march");
    EXPECT_EQ(advance.description, "Advance the calendar to 16 July 1346");
}

TEST_F(CrecyOrders, AnAdvanceReportsItsProgressDayByDay) {
    auto file = openCampaign(path, CampaignAccess::Write);
    std::int64_t lastDone = 0, total = 0;
    advanceCalendar(file, {3, [&](std::int64_t done, std::int64_t of) {
                               lastDone = done;
                               total = of;
                           }});
    EXPECT_EQ(lastDone, 3);
    EXPECT_EQ(total, 3);
}

TEST_F(CrecyOrders, RefusedOrdersLeaveTheFileAsItWas) {
    expectRefusedUnchanged(
        [](campaign::CampaignFile& file) {
            orderMarch(file, {"nobody", "caen", false});
        },
        "no army 'nobody' in this campaign");
    expectRefusedUnchanged(
        [](campaign::CampaignFile& file) {
            splitArmy(file, {"english-host", {"nobody"}, "X"});
        },
        "English host has no unit or battal 'nobody'");
    expectRefusedUnchanged(
        [](campaign::CampaignFile& file) {
            mergeArmies(file, {"english-host", "caen-garrison"});
        },
        "Caen garrison and English host are not of one side");
    expectRefusedUnchanged(
        [](campaign::CampaignFile& file) {
            payArrears(file, {"england", std::nullopt});
        },
        "Kingdom of England owes no arrears");
    expectRefusedUnchanged(
        [](campaign::CampaignFile& file) {
            ransomCaptive(file, {"demand", 1, {}, {}});
        },
        "no captive 1 in this campaign (see `seneschal-cli prisoners`)");
    expectRefusedUnchanged([](campaign::CampaignFile& file) { releaseAllCaptives(file); },
                           "no captive is held");
    expectRefusedUnchanged(
        [](campaign::CampaignFile& file) {
            avoidBattle(file, {"caen", "france", "lisieux"});
        },
        "no battle is pending at Caen");
    expectRefusedUnchanged(
        [](campaign::CampaignFile& file) {
            recruit(file, {"caen", 10, "nobody", std::nullopt});
        },
        "no unit 'nobody' in this campaign");
    const std::string missing = (dir / "missing.xml").string();
    expectRefusedUnchanged(
        [&](campaign::CampaignFile& file) {
            applyOutcomeFile(file, {missing, {}, false});
        },
        missing + ": cannot open the file");
}

// Issue 37, item 5: an unknown troop type names the types there are and the nearest; a type
// may be given by its name as well as its id.
TEST_F(CrecyOrders, AnUnknownTroopTypeListsTheTypesAndSuggestsTheNearest) {
    const auto raise = [](const std::string& type) {
        return [type](campaign::CampaignFile& file) {
            recruit(file,
                    {"caen", 10, {}, NewUnitRequest{"Norman bowmen", type, "C", "caen-garrison"}});
        };
    };
    const campaign::TableDigests before = digest();
    {
        auto file = openCampaign(path, CampaignAccess::Write);
        try {
            raise("crosbowmen")(file);
            ADD_FAILURE() << "an unknown type was taken";
        } catch (const UserError& refused) {
            const std::string why = refused.what();
            EXPECT_NE(
                why.find("no troop type 'crosbowmen' in the rules; did you mean crossbowmen?"),
                std::string::npos)
                << why;
            EXPECT_NE(why.find("The types are: "), std::string::npos) << why;
            EXPECT_NE(why.find("longbowmen"), std::string::npos) << why;
        }
    }
    EXPECT_EQ(digest(), before);
    auto file = openCampaign(path, CampaignAccess::Write);
    EXPECT_NO_THROW(raise("Crossbowmen")(file)) << "a type by its name";
}

// Where each army may raise men: at Crécy's start only the French armies standing in French
// places; the English host stands at Saint-Vaast, which is French, and England may recruit
// nowhere.
TEST_F(CrecyOrders, RecruitChoicesOfferOnlyArmiesStandingInTheirOwnSidesPlaces) {
    auto file = openCampaign(path, CampaignAccess::Read);
    const RecruitChoices choices = recruitChoices(campaign::readSnapshot(file.db()));
    const RecruitArmy* host = choices.find("english-host");
    ASSERT_NE(host, nullptr);
    EXPECT_EQ(host->refusal,
              "English host stands at Saint-Vaast-la-Hougue, which is Kingdom of France's: men are "
              "raised only in one's own places");
    const RecruitArmy* caen = choices.find("caen-garrison");
    ASSERT_NE(caen, nullptr);
    EXPECT_EQ(caen->refusal, "");
    EXPECT_EQ(caen->placeId, "caen");
    ASSERT_EQ(choices.notes.size(), 1u);
    EXPECT_EQ(choices.notes[0],
              "Kingdom of England may recruit nowhere today: none of its armies "
              "stands in a place it holds.");
}

TEST_F(CrecyOrders, NothingToUndoIsNoneNotARefusal) {
    auto file = openCampaign(path, CampaignAccess::Write);
    EXPECT_EQ(undoLastAction(file), std::nullopt);
    EXPECT_EQ(redoLastUndone(file), std::nullopt);
}

TEST_F(CrecyOrders, AnUnknownRansomVerbIsRefused) {
    EXPECT_FALSE(isRansomVerb("ransack"));
    EXPECT_TRUE(isRansomVerb("parole"));
    auto file = openCampaign(path, CampaignAccess::Write);
    EXPECT_THROW(ransomCaptive(file, {"ransack", 1, {}, {}}), UserError);
}

TEST_F(CrecyOrders, AdvancingOutOfBoundsIsRefusedBeforeAnythingOpens) {
    EXPECT_THROW(checkAdvanceDays(0), UserError);
    EXPECT_THROW(checkAdvanceDays(maxAdvanceDays() + 1), UserError);
    EXPECT_NO_THROW(checkAdvanceDays(maxAdvanceDays()));
}

TEST_F(CrecyOrders, TheListingsHaveARowPerSideUnitAndCaptive) {
    auto file = openCampaign(path, CampaignAccess::Write);
    EXPECT_EQ(treasuryListing(file).rowCount(), 2u);
    EXPECT_EQ(prisonersListing(file).rowCount(), 0u);
    EXPECT_EQ(rosterListing(file, std::nullopt).rowCount(), 61u);
    EXPECT_GT(leadersListing(file).rowCount(), 0u);
}

TEST_F(CrecyOrders, PendingBattlesAndFactorsAreReadWithoutWriting) {
    const campaign::TableDigests before = digest();
    {
        auto file = openCampaign(path, CampaignAccess::Write);
        EXPECT_TRUE(pendingBattleLines(file).empty());
        const auto factors = campaignFactors(file, "caen");
        ASSERT_FALSE(factors.empty());
        EXPECT_EQ(factors.front().army, "Caen garrison");
    }
    EXPECT_EQ(digest(), before);
}

TEST_F(CrecyOrders, ANewCampaignHasNoBackupsYet) {
    const BackupList list = listBackups(path);
    EXPECT_TRUE(list.backups.empty());
    EXPECT_EQ(list.folder, backupsFolder(path).string());
    EXPECT_FALSE(list.keeping) << "not read when there is nothing to list";
}

// The desk gives the same orders through its session, which re-reads its views after each.
TEST_F(CrecyOrders, TheSessionsOrdersReReadTheViewsAndARefusalLeavesThem) {
    CampaignSession session = CampaignSession::open(path);
    EXPECT_EQ(session.dateText(), "1346-07-12");
    const AdvanceResult advance = session.advance({1, {}});
    EXPECT_EQ(advance.description, "Advance the calendar to 13 July 1346");
    EXPECT_EQ(session.longDateText(), "13 July 1346") << "the views are re-read";
    EXPECT_EQ(session.nextUndo()->description, "Advance the calendar to 13 July 1346");

    const MarchResult march = session.orderMarch({"english-host", "caen", false});
    EXPECT_EQ(march.way(), "Valognes -> Carentan -> Caen");
    EXPECT_EQ(session.nextUndo()->description, "March English host to Caen");

    EXPECT_THROW(session.payArrears({"england", std::nullopt}), UserError);
    EXPECT_EQ(session.nextUndo()->description, "March English host to Caen")
        << "a refusal writes nothing";
    EXPECT_EQ(session.longDateText(), "13 July 1346");
}

}  // namespace
}  // namespace seneschal::application
