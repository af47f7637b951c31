// Issue 31 item 3: a campaign plays by its own rule book everywhere. A campaign whose rule set is
// a game master's copy of God's Acre with the wounded back after three weeks (GA-RES-WIN's
// woundedReturnDays 21, not the seed's 14) sees that in the aftermath preview and in what Apply
// writes; every action reaches the same rules through its context; a rule set that is not there
// is refused by name. The copy lives in a copy of the program's data folder
// (SENESCHAL_DATA_DIR), restored after each test.
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/repository.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/data_dir_copy.hpp"
#include "tests/campaign/temp_dir.hpp"

namespace seneschal::campaign {
namespace {

namespace fs = std::filesystem;
using testing::TempDir;

constexpr const char* kSlowHealing = "ga-slow-healing";

// What an action sees of the rules it runs under.
class LookAtTheRules : public Action {
  public:
    std::string name() const override { return "Look"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override {
        const RulesBundle& rules = context.rules();
        seen = rules.id;
        woundedReturnDays = rules.results.woundedReturnDays;
        throw UserError("only looking");  // nothing is written
    }
    std::string describe() const override { return "Look at the rules"; }
    std::string seen;
    int woundedReturnDays = 0;
};

class RulesBundleTest : public ::testing::Test {
  protected:
    void SetUp() override {
        std::string book = testing::readBytes(data.rulesFile("godsacre.xml"));
        const std::string fortnight = R"(woundedReturnDays="14")";
        const auto at = book.find(fortnight);
        ASSERT_NE(at, std::string::npos) << "GA-RES-WIN's woundedReturnDays moved";
        book.replace(at, fortnight.size(), R"(woundedReturnDays="21")");
        testing::writeBytes(data.rulesFile(std::string(kSlowHealing) + ".xml"), book);
    }
    // The battlefield campaign played by rule set `rules`.
    CampaignFile campaignPlayedBy(const std::string& rules) {
        CampaignFile file = CampaignFile::create(dir / (rules + ".seneschal"));
        CampaignSnapshot snapshot = testing::battlefieldCampaign();
        snapshot.info.rules = rules;
        writeSnapshot(file.db(), snapshot);
        return file;
    }

    TempDir dir;
    testing::DataDirCopy data{dir / "data"};
};

TEST_F(RulesBundleTest, GA_RES_WIN_TheWoundedReturnAfterTheCampaignsOwnRuleBooksDays) {
    CampaignFile own = campaignPlayedBy(kSlowHealing);
    CampaignFile shipped = campaignPlayedBy("godsacre");
    battle::BattleOutcome outcome = testing::aubreyOutcome();
    outcome.rules = kSlowHealing;  // fought by the campaign's own rule book
    // The battle is on 26 August 1346: back on 9 September by the seed, 16 by the copy.
    const std::string preview = applyOutcome(own.db(), outcome, /*dryRun=*/true).preview;
    EXPECT_NE(preview.find("30 wounded (back on 16 September 1346)"), std::string::npos) << preview;
    EXPECT_EQ(preview.find("(back on 9 September 1346)"), std::string::npos) << preview;
    // A leader's wounds are campaign.xml's, the same for every rule set.
    EXPECT_NE(preview.find("Edward (England): wounded until 9 September 1346"), std::string::npos)
        << preview;
    const std::string seed =
        applyOutcome(shipped.db(), testing::aubreyOutcome(), /*dryRun=*/true).preview;
    EXPECT_NE(seed.find("30 wounded (back on 9 September 1346)"), std::string::npos) << seed;

    // What Apply writes is what the preview said.
    ApplyBattleOutcome battle(outcome);
    perform(own.db(), battle);
    const CampaignSnapshot after = readSnapshot(own.db());
    const DayNumber battleDay = after.info.date;
    bool found = false;
    for (const Army& army : after.armies)
        for (const Battal& battal : army.battals)
            for (const Unit& unit : battal.units)
                for (const WoundedBatch& batch : unit.wounded) {
                    EXPECT_EQ(batch.returns.value - battleDay.value, 21) << unit.name;
                    found = true;
                }
    EXPECT_TRUE(found) << "the battle left no wounded";
}

TEST_F(RulesBundleTest, EveryActionSeesTheRulesItsCampaignIsPlayedBy) {
    for (const std::string& rules : {std::string(kSlowHealing), std::string("godsacre")}) {
        CampaignFile file = campaignPlayedBy(rules);
        LookAtTheRules look;
        EXPECT_THROW(perform(file.db(), look), UserError);
        EXPECT_EQ(look.seen, rules);
        EXPECT_EQ(look.woundedReturnDays, rules == "godsacre" ? 14 : 21);
        EXPECT_EQ(&rulesOf(file.db()), &rulesFor(rules)) << "loaded once per process";
    }
}

TEST_F(RulesBundleTest, TheFilesACampaignRecordsAreThoseItsRulesAreReadFrom) {
    EXPECT_EQ(
        rulesFor("godsacre").files,
        (std::vector<std::string>{"godsacre.xml", "campaign.xml", "strategy.xml", "opponent.xml"}));
    EXPECT_EQ(rulesFor(kSlowHealing).files,
              (std::vector<std::string>{std::string(kSlowHealing) + ".xml", "campaign.xml",
                                        "strategy.xml", "opponent.xml"}));
    // A quick rule set fights by its own file; the aftermath is God's Acre's.
    EXPECT_EQ(rulesFor("postcard").files,
              (std::vector<std::string>{"postcard.xml", "godsacre.xml", "campaign.xml",
                                        "strategy.xml", "opponent.xml"}));
    EXPECT_EQ(&rulesFor("postcard").results, &rulesFor("godsacre").results);
}

TEST_F(RulesBundleTest, ARuleSetThatIsNotThereIsRefusedByName) {
    try {
        rulesFor("no-such-rules");
        FAIL() << "no-such-rules was found";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("no rule set 'no-such-rules'"), std::string::npos)
            << e.what();
    }
    EXPECT_THROW(rulesFor("../godsacre"), UserError) << "only a name in the rules folder";
}

}  // namespace
}  // namespace seneschal::campaign

namespace seneschal::campaign {
namespace {

// The design rule behind the bundle, read from the sources: below the shells, only the bundle
// (campaign/battles/rules.cpp) loads the shipped rules files, and the one other caller is the
// rules calculators' number ranges, which are of the shipped book and no campaign's.
TEST(RulesBundleSources, NoCampaignCodeReachesTheShippedRulesOnItsOwn) {
    const fs::path root = SENESCHAL_SOURCE_DIR;
    const std::set<std::string> allowed = {"campaign/battles/rules.cpp",
                                           "campaign/strategy/strategy_rules.cpp",
                                           "application/rules/number_ranges.cpp"};
    std::vector<std::string> found;
    std::size_t read = 0;
    for (const char* folder : {"campaign", "application", "reports", "map", "drawing"}) {
        for (const auto& entry : fs::recursive_directory_iterator(root / folder)) {
            if (entry.path().extension() != ".cpp") continue;
            ++read;
            const std::string file = fs::relative(entry.path(), root).generic_string();
            if (allowed.count(file) != 0) continue;
            const std::string text = testing::readBytes(entry.path());
            for (const char* singleton : {"defaultRulebook()", "defaultResultsRules()",
                                          "defaultCampaignRules()", "defaultStrategyRules()"}) {
                if (text.find(singleton) != std::string::npos)
                    found.push_back(file + " calls " + singleton);
            }
        }
    }
    EXPECT_GT(read, 100u) << "the sources were not found under " << root;
    EXPECT_TRUE(found.empty()) << ::testing::PrintToString(found);
}

}  // namespace
}  // namespace seneschal::campaign
