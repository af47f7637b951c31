#include "application/files/demo_campaign.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <vector>

#include "application/battles/campaign_battle.hpp"
#include "application/orders/campaign_edits.hpp"
#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/check.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/stores/army_store.hpp"
#include "campaign/stores/listings.hpp"
#include "campaign/stores/pending_battle_store.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/campaign_listings.hpp"
#include "reports/table.hpp"

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

void orderMarch(SQLite::Database& db, const char* army, std::ostream& out) {
    campaign::MarchOrder order(army, kCrecy, false);
    campaign::perform(db, order);
    out << "  " << order.describe() << ": by ";
    for (std::size_t i = 0; i < order.stops().size(); ++i) {
        out << (i ? ", " : "") << order.stops()[i];
    }
    out << "; arriving " << order.arrivalText() << "\n";
}

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string word; in >> word;) out.push_back(word);
    return out;
}

// "Kingdom of England pays £147 10s in wages": the side and the sum; nothing when the day's pay
// said more (units unpaid), which is then told as it is.
std::optional<std::pair<std::string, std::string>> dailyWages(const std::string& text) {
    // "The Barons pay ...": the verb agrees with the side's name (subjectVerb).
    std::size_t pays = text.find(" pays ");
    std::size_t verb = 6;
    if (pays == std::string::npos) {
        pays = text.find(" pay ");
        verb = 5;
    }
    const std::string tail = " in wages";
    if (pays == std::string::npos || text.size() < tail.size() + pays + verb ||
        text.compare(text.size() - tail.size(), tail.size(), tail) != 0)
        return std::nullopt;
    return std::make_pair(text.substr(0, pays),
                          text.substr(pays + verb, text.size() - tail.size() - pays - verb));
}

// The calendar's events as a game master tells them: each day's news under its date, and the
// wages of each week on one line ("a week's wages on one line", issue 16); with `verbose`,
// every event as the calendar logged it.
void printEvents(const campaign::AdvanceCalendar& advance, SQLite::Database& db, bool verbose,
                 std::ostream& out) {
    const campaign::Reckoning reckoning = campaign::readCampaignInfo(db).reckoning;
    std::optional<campaign::DayNumber> shown, weekFrom, weekTo;
    // Each side's daily wages this week, in the order the sides were paid.
    std::vector<std::pair<std::string, std::vector<std::string>>> wages;
    const auto flushWages = [&] {
        if (wages.empty()) return;
        // "13 to 19 July 1346": the first date says only what the second does not.
        const std::vector<std::string> first =
            words(campaign::formatLongDate(reckoning, *weekFrom));
        const std::string to = campaign::formatLongDate(reckoning, *weekTo);
        const std::vector<std::string> last = words(to);
        std::string from = campaign::formatLongDate(reckoning, *weekFrom);
        if (*weekTo != *weekFrom && first.size() == 3 && last.size() == 3 && first[2] == last[2])
            from = first[0] + (first[1] == last[1] ? "" : " " + first[1]);
        out << "  Wages, " << from;
        if (*weekTo != *weekFrom) out << " to " << to;
        out << ": ";
        for (std::size_t i = 0; i < wages.size(); ++i) {
            // Named, not bound: clang 14 lets no lambda see a structured binding.
            const std::string& side = wages[i].first;
            const std::vector<std::string>& sums = wages[i].second;
            out << (i ? "; " : "") << side << " " << sums.front();
            if (std::any_of(sums.begin(), sums.end(),
                            [&](const auto& sum) { return sum != sums.front(); }))
                out << " to " << sums.back();
            out << (sums.size() == 1 ? "" : " a day");
        }
        out << "\n";
        wages.clear();
        weekFrom.reset();
    };
    for (const campaign::DayEvent& event : advance.events()) {
        if (!verbose && event.kind == "pay") {
            if (const auto paid = dailyWages(event.text)) {
                if (weekFrom && event.day.value - weekFrom->value >= 7) flushWages();
                if (!weekFrom) weekFrom = event.day;
                weekTo = event.day;
                auto found = std::find_if(wages.begin(), wages.end(), [&](const auto& entry) {
                    return entry.first == paid->first;
                });
                if (found == wages.end()) {
                    wages.push_back({paid->first, {}});
                    found = std::prev(wages.end());
                }
                found->second.push_back(paid->second);
                continue;
            }
        }
        if (!shown || *shown != event.day) {
            out << campaign::formatLongDate(reckoning, event.day) << "\n";
            shown = event.day;
        }
        out << "  " << (verbose ? "[" + event.kind + "] " : std::string()) << event.text << "\n";
    }
    flushWages();
}

void printBattle(const CampaignBattle& fought, const std::string& rules, bool verbose,
                 std::ostream& out) {
    const battle::BattleOutcome& outcome = fought.resolved.outcome;
    out << "\n=== " << fought.setup.name << " (" << rules << ", seed "
        << (outcome.seed ? *outcome.seed : 0) << ") ===\n";
    // The headlines: who won and how, the losses, the leaders; the rest with --verbose.
    const std::string& preview = fought.report.preview;
    const std::size_t detail = preview.find("Unit by unit");
    out << (verbose || detail == std::string::npos ? preview : preview.substr(0, detail));
    if (verbose) {
        const auto& log = fought.resolved.log;
        constexpr std::size_t kTail = 15;
        const std::size_t from = log.size() > kTail ? log.size() - kTail : 0;
        out << "The battle's last moves (" << log.size()
            << " log lines; `seneschal-cli battle --log` writes them all):\n";
        for (std::size_t i = from; i < log.size(); ++i) out << "  " << log[i] << "\n";
    }
    if (fought.report.action) out << "Applied: " << fought.report.action->description << "\n";
}

// The muster by army and battal, in 100 columns: the unit by unit roll is `seneschal-cli roster`.
void printMuster(SQLite::Database& db, std::ostream& out) {
    const std::vector<campaign::RosterLine> lines = campaign::readRoster(db, std::nullopt);
    reports::Table table({{"Side, army and battal"},
                          {"Present", reports::Table::Align::Right},
                          {"Wounded", reports::Table::Align::Right},
                          {"Captive", reports::Table::Align::Right},
                          {"Dead", reports::Table::Align::Right},
                          {"Deserted", reports::Table::Align::Right}});
    struct Totals {
        campaign::Men present = 0, wounded = 0, captive = 0, dead = 0, deserted = 0;
        void add(const campaign::RosterLine& line) {
            present += line.present;
            wounded += line.wounded;
            captive += line.captive;
            dead += line.dead;
            deserted += line.deserted;
        }
    };
    const auto row = [&](const std::string& name, const Totals& t) {
        table.addRow({name, groupedNumber(t.present), groupedNumber(t.wounded),
                      groupedNumber(t.captive), groupedNumber(t.dead), groupedNumber(t.deserted)});
    };
    const auto sum = [&](auto&& keep) {
        Totals totals;
        for (const campaign::RosterLine& line : lines)
            if (keep(line)) totals.add(line);
        return totals;
    };
    std::vector<std::string> sides, armies, battals;
    for (const campaign::RosterLine& line : lines) {
        if (std::find(sides.begin(), sides.end(), line.side) == sides.end()) {
            sides.push_back(line.side);
            row(line.side, sum([&](const auto& l) { return l.side == line.side; }));
        }
        const std::string army = line.side + "/" + line.army;
        if (std::find(armies.begin(), armies.end(), army) == armies.end()) {
            armies.push_back(army);
            row("  " + line.army,
                sum([&](const auto& l) { return l.side == line.side && l.army == line.army; }));
        }
        const std::string battal = army + "/" + line.battal;
        if (std::find(battals.begin(), battals.end(), battal) == battals.end()) {
            battals.push_back(battal);
            row("    " + line.battal, sum([&](const auto& l) {
                    return l.side == line.side && l.army == line.army && l.battal == line.battal;
                }));
        }
    }
    table.writeText(out);
}

}  // namespace

DemoResult runDemo(const DemoOptions& options, std::ostream& out) {
    DemoResult result;
    const fs::path dir = options.dir.empty() ? newDemoFolder() : options.dir;
    fs::create_directories(dir);
    result.campaignFile = freshCampaignPath(dir);
    const auto summary = campaign::importScenario(scenariosDir() / kScenario, result.campaignFile,
                                                  false, std::nullopt, readMapPictureFile);
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
        printEvents(advance, db, options.verbose, out);
        const std::vector<std::string> pending = campaign::readPendingBattlePlaces(db);
        if (pending.empty()) break;  // every march ended without a battle
        for (const std::string& place : pending) {
            CampaignBattleRequest request;
            request.place = place;
            request.rules = options.rules;
            request.seed = options.seed + static_cast<std::uint64_t>(result.battles);
            const CampaignBattle fought = fightCampaignBattle(file, request);
            ++result.battles;
            printBattle(fought, options.rules, options.verbose, out);
            if (place == kCrecy) result.foughtAtCrecy = true;
        }
        // A beaten host withdraws and its orders end: the English march on, the French hold.
        for (const char* army : {kEnglish}) {
            if (!result.foughtAtCrecy && !campaign::armyHasOrders(db, army) &&
                campaign::readArmyPlaceId(db, army) != kCrecy) {
                out << "\n" << today(db) << ": the English take the road to Crécy again.\n";
                orderMarch(db, army, out);
            }
        }
        out << "\n";
    }

    out << "\nTwo weeks after the battle:\n";
    campaign::AdvanceCalendar after(kDaysAfterTheBattle);
    campaign::perform(db, after);
    printEvents(after, db, options.verbose, out);

    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    out << "\nFinal muster, " << today(db) << " (unit by unit: `seneschal-cli roster --db "
        << result.campaignFile.filename().string() << "`):\n";
    if (options.verbose)
        reports::rosterTable(campaign::readRoster(db, std::nullopt),
                             campaign::rulebookFor(info.rules).menPerFigure())
            .writeText(out);
    else
        printMuster(db, out);
    const auto problems = campaign::checkCampaign(db);
    result.checkPassed = problems.empty();
    out << "\nConservation check: "
        << (result.checkPassed ? "every man is accounted for"
                               : std::to_string(problems.size()) + " problems (run `check`)")
        << "\nCampaign file: " << result.campaignFile.string() << "\n";
    return result;
}

}  // namespace seneschal::application
