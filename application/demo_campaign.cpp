#include "application/demo_campaign.hpp"

#include <SQLiteCpp/Statement.h>

#include <cstdlib>
#include <optional>
#include <vector>

#include "application/campaign_battle.hpp"
#include "battle/data_dir.hpp"
#include "battle/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/check.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/stores/listings.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/campaign_listings.hpp"

namespace seneschal::application {

namespace fs = std::filesystem;

namespace {

constexpr const char* kScenario = "crecy-1346.xml";
constexpr const char* kEnglish = "english-host";
constexpr const char* kFrench = "french-royal-army";
constexpr const char* kCrecy = "crecy";
// Enough for the march from Saint-Vaast with a battle or two on the way; the demo stops
// early once the battle at Crécy is fought.
constexpr int kMaxDays = 90;
constexpr int kMaxBattles = 8;
constexpr int kDaysAfterTheBattle = 14;

fs::path newDemoFolder() {
    std::string pattern = (fs::temp_directory_path() / "seneschal-demo-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) {
        throw UserError("cannot make a folder for the demo under " +
                        fs::temp_directory_path().string());
    }
    return pattern;
}

// A file name not yet taken in `dir`: the demo never replaces a campaign.
fs::path freshCampaignPath(const fs::path& dir) {
    fs::path path = dir / "crecy-1346-demo.seneschal";
    for (int n = 2; fs::exists(path); ++n) {
        path = dir / ("crecy-1346-demo-" + std::to_string(n) + ".seneschal");
    }
    return path;
}

std::string today(SQLite::Database& db) {
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    return campaign::formatLongDate(info.reckoning, info.date);
}

std::vector<std::string> pendingPlaces(SQLite::Database& db) {
    SQLite::Statement query(db,
                            "SELECT place.slug FROM pending_battle JOIN place ON place.id = "
                            "pending_battle.place_id ORDER BY pending_battle.id");
    std::vector<std::string> places;
    while (query.executeStep()) places.push_back(query.getColumn(0).getString());
    return places;
}

std::optional<std::string> placeOf(SQLite::Database& db, const char* army) {
    SQLite::Statement query(db,
                            "SELECT place.slug FROM army JOIN place ON place.id = "
                            "army.place_id WHERE army.slug = ?");
    query.bind(1, army);
    if (!query.executeStep()) return std::nullopt;
    return query.getColumn(0).getString();
}

bool hasOrders(SQLite::Database& db, const char* army) {
    SQLite::Statement query(db,
                            "SELECT 1 FROM army_order_stop JOIN army ON army.id = "
                            "army_order_stop.army_id WHERE army.slug = ?");
    query.bind(1, army);
    return query.executeStep();
}

void orderMarch(SQLite::Database& db, const char* army, std::ostream& out) {
    campaign::MarchOrder order(army, kCrecy, false);
    campaign::perform(db, order);
    out << "  " << order.describe() << ": by ";
    for (std::size_t i = 0; i < order.stops().size(); ++i) {
        out << (i ? ", " : "") << order.stops()[i];
    }
    out << "; arriving " << order.arrivalText() << "\n";
}

void printEvents(const campaign::AdvanceCalendar& advance, SQLite::Database& db,
                 std::ostream& out) {
    const campaign::Reckoning reckoning = campaign::readCampaignInfo(db).reckoning;
    std::optional<campaign::DayNumber> shown;
    for (const campaign::DayEvent& event : advance.events()) {
        if (!shown || *shown != event.day) {
            out << campaign::formatDate(reckoning, event.day) << "\n";
            shown = event.day;
        }
        out << "  [" << event.kind << "] " << event.text << "\n";
    }
}

void printBattle(const CampaignBattle& fought, const std::string& rules, std::ostream& out) {
    const battle::BattleOutcome& outcome = fought.resolved.outcome;
    out << "\n=== " << fought.setup.name << ", " << outcome.date << " (" << rules << ", seed "
        << (outcome.seed ? *outcome.seed : 0) << ") ===\n";
    out << "Winner: " << (outcome.winner.empty() ? std::string("none, a draw") : outcome.winner)
        << " after " << outcome.moves << " moves\n";
    const auto& log = fought.resolved.log;
    constexpr std::size_t kTail = 15;
    const std::size_t from = log.size() > kTail ? log.size() - kTail : 0;
    out << "The end of the battle log (" << log.size() << " lines; `seneschal-cli battle "
        << "--log` writes it whole):\n";
    for (std::size_t i = from; i < log.size(); ++i) out << "  " << log[i] << "\n";
    out << "Aftermath:\n" << fought.report.preview;
    if (fought.report.action) out << "Applied: " << fought.report.action->description << "\n";
}

}  // namespace

DemoResult runDemo(const DemoOptions& options, std::ostream& out) {
    DemoResult result;
    const fs::path dir = options.dir.empty() ? newDemoFolder() : options.dir;
    fs::create_directories(dir);
    result.campaignFile = freshCampaignPath(dir);
    const auto summary =
        campaign::importScenario(scenariosDir() / kScenario, result.campaignFile, false);
    (void)summary;
    auto file = campaign::CampaignFile::open(result.campaignFile);
    SQLite::Database& db = file.db();

    out << "Seneschal demo: the Crécy campaign of 1346\n"
        << "Campaign file: " << result.campaignFile.string() << "\n"
        << "(open it with `seneschal " << result.campaignFile.string()
        << "`, or list it with `seneschal-cli roster --db ...`)\n\n"
        << today(db) << ": the English have landed at Saint-Vaast-la-Hougue. Orders:\n";
    orderMarch(db, kEnglish, out);
    orderMarch(db, kFrench, out);

    int days = 0;
    while (days < kMaxDays && result.battles < kMaxBattles && !result.foughtAtCrecy) {
        campaign::AdvanceCalendar advance(kMaxDays - days);
        campaign::perform(db, advance);
        days += static_cast<int>(advance.daysAdvanced());
        printEvents(advance, db, out);
        const std::vector<std::string> pending = pendingPlaces(db);
        if (pending.empty()) break;  // every march ended without a battle
        for (const std::string& place : pending) {
            CampaignBattleRequest request;
            request.place = place;
            request.rules = options.rules;
            request.seed = options.seed + static_cast<std::uint64_t>(result.battles);
            const CampaignBattle fought = fightCampaignBattle(db, request);
            ++result.battles;
            printBattle(fought, options.rules, out);
            if (place == kCrecy) result.foughtAtCrecy = true;
        }
        // A beaten host withdraws and its orders end: the English march on, the French hold.
        for (const char* army : {kEnglish}) {
            if (!result.foughtAtCrecy && !hasOrders(db, army) && placeOf(db, army) != kCrecy) {
                out << "\n" << today(db) << ": the English take the road to Crécy again.\n";
                orderMarch(db, army, out);
            }
        }
        out << "\n";
    }

    out << "\nTwo weeks after the battle:\n";
    campaign::AdvanceCalendar after(kDaysAfterTheBattle);
    campaign::perform(db, after);
    printEvents(after, db, out);

    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    out << "\nFinal muster, " << today(db) << ":\n";
    reports::rosterTable(campaign::readRoster(db, std::nullopt),
                         campaign::rulebookFor(info.rules).menPerFigure())
        .writeText(out);
    const auto problems = campaign::checkCampaign(db);
    result.checkPassed = problems.empty();
    out << "\nConservation check: "
        << (result.checkPassed ? "every man is accounted for"
                               : std::to_string(problems.size()) + " problems (run `check`)")
        << "\nCampaign file: " << result.campaignFile.string() << "\n";
    return result;
}

}  // namespace seneschal::application
