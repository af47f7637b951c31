// The desk's chronicle is the campaign's chronicle table: after the calendar moves over days
// where wounded return, ransoms fall due and armies arrive, the view holds every line `advance`
// prints (its date in the campaign's reckoning, its [kind] and its text), newest first; the game
// master's own orders stay in the ledger, and undo takes the day's lines back.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "application/views/campaign_session.hpp"
#include "application/views/campaign_views.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/calendar/calendar.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {

namespace fs = std::filesystem;

// A chronicle line as `seneschal-cli advance` prints it: under its date, "  [kind] text".
std::string printedLine(const std::string& date, const std::string& kind, const std::string& text) {
    return date + "  [" + kind + "] " + text;
}

// What `advance` printed for the action just performed (the CLI prints events() so), with the
// date as the pane writes it, in prose.
std::vector<std::string> printedByAdvance(const campaign::AdvanceCalendar& advance,
                                          campaign::Reckoning reckoning) {
    std::vector<std::string> printed;
    for (const campaign::DayEvent& event : advance.events())
        printed.push_back(
            printedLine(campaign::formatLongDate(reckoning, event.day), event.kind, event.text));
    return printed;
}

std::vector<std::string> shownLines(const ChronicleView& view, std::string_view kind = {}) {
    std::vector<std::string> shown;
    for (const ChronicleEntry* entry : newestFirst(view, kind))
        shown.push_back(printedLine(entry->date, entry->kind, entry->text));
    return shown;
}

bool holds(const std::vector<std::string>& lines, const std::string& line) {
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

// Aubrey fought and applied on 26 August 1346 (tests/campaign/battlefield_campaign.hpp): its
// wounded come back two weeks on, and the demands for its captives' ransoms fall due.
class ChronicleAfterAubrey : public ::testing::Test {
  protected:
    void SetUp() override {
        campaign::CampaignFile file = seneschal::testing::createBattlefieldFile(path);
        campaign::ApplyBattleOutcome battle(seneschal::testing::aubreyOutcome());
        campaign::perform(file.db(), battle);
    }
    seneschal::testing::TempDir dir;
    fs::path path = dir / "aubrey.seneschal";
};

TEST_F(ChronicleAfterAubrey, TheViewHoldsEveryLineAdvancePrintsNewestFirst) {
    CampaignSession session = CampaignSession::open(path);
    const std::vector<std::string> battleLines = shownLines(session.views().chronicle);
    ASSERT_FALSE(shownLines(session.views().chronicle, "battle").empty())
        << "the battle's own line is in the chronicle";

    campaign::AdvanceCalendar advance(20);
    session.perform(advance);
    const std::vector<std::string> printed =
        printedByAdvance(advance, session.snapshot().info.reckoning);
    const std::vector<std::string> shown = shownLines(session.views().chronicle);

    std::set<std::string> kinds;
    for (const campaign::DayEvent& event : advance.events()) kinds.insert(event.kind);
    EXPECT_TRUE(kinds.contains("wounded-return")) << "nobody came back in twenty days";
    EXPECT_TRUE(kinds.contains("ransom-demand-due")) << "no demand fell due in twenty days";
    for (const std::string& line : printed) EXPECT_TRUE(holds(shown, line)) << line;
    for (const std::string& line : battleLines) EXPECT_TRUE(holds(shown, line)) << line;
    EXPECT_EQ(shown.size(), printed.size() + battleLines.size()) << "nothing else is shown";

    // Newest first: the last day's lines lead, in reverse of the order they were written.
    ASSERT_FALSE(printed.empty());
    EXPECT_EQ(shown.front(), printed.back());
    EXPECT_EQ(shown.back(), battleLines.back());
    // The advance itself is the game master's order, named by Edit > Undo, not an event.
    for (const std::string& line : shown)
        EXPECT_EQ(line.find("Advance the calendar"), std::string::npos) << line;
}

TEST_F(ChronicleAfterAubrey, AKindShowsOnlyItsLinesAndEveryKindIsOffered) {
    CampaignSession session = CampaignSession::open(path);
    campaign::AdvanceCalendar advance(20);
    session.perform(advance);
    const ChronicleView& view = session.views().chronicle;

    const std::vector<std::string> returned = shownLines(view, "wounded-return");
    ASSERT_FALSE(returned.empty());
    for (const std::string& line : returned)
        EXPECT_NE(line.find("[wounded-return]"), std::string::npos) << line;
    const std::vector<std::string> offered = chronicleKinds(view);
    for (const char* kind : {"battle", "wounded-return", "ransom-demand-due"})
        EXPECT_NE(std::find(offered.begin(), offered.end(), kind), offered.end()) << kind;
}

TEST_F(ChronicleAfterAubrey, UndoingTheAdvanceTakesItsLinesOutOfTheView) {
    CampaignSession session = CampaignSession::open(path);
    const std::size_t before = session.views().chronicle.entries.size();
    campaign::AdvanceCalendar advance(20);
    session.perform(advance);
    ASSERT_GT(session.views().chronicle.entries.size(), before);
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.views().chronicle.entries.size(), before);
    EXPECT_TRUE(shownLines(session.views().chronicle, "wounded-return").empty());
}

TEST(ChronicleOfCrecy, AnArmysArrivalIsShownAsAdvancePrintsItAndTheMarchOrderIsNot) {
    seneschal::testing::TempDir dir;
    CampaignSession session = CampaignSession::importScenario(seneschal::testing::kCrecyScenario,
                                                              dir / "crecy.seneschal");
    EXPECT_TRUE(session.views().chronicle.entries.empty()) << "the war has not begun";
    campaign::MarchOrder order("english-host", "carentan", false);
    session.perform(order);
    EXPECT_TRUE(session.views().chronicle.entries.empty())
        << "an order is the game master's, kept in the ledger";

    campaign::AdvanceCalendar advance(3);
    session.perform(advance);
    const std::vector<std::string> printed =
        printedByAdvance(advance, session.snapshot().info.reckoning);
    const std::vector<std::string> arrivals = shownLines(session.views().chronicle, "arrived");
    // By Valognes on the 13th to Carentan on the 15th, the last arrival first.
    ASSERT_EQ(arrivals.size(), 2u);
    EXPECT_EQ(arrivals[0], "15 July 1346  [arrived] English host reaches Carentan");
    EXPECT_EQ(arrivals[1], "13 July 1346  [arrived] English host reaches Valognes");
    EXPECT_EQ(shownLines(session.views().chronicle).size(), printed.size());
    for (const std::string& line : printed)
        EXPECT_TRUE(holds(shownLines(session.views().chronicle), line)) << line;
}

}  // namespace
}  // namespace seneschal::application
