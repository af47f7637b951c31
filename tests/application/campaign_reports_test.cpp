// The reports a group reads between sessions (issue 17), cross-checked against the roster and
// the ledger they come from: a battle fought and applied, its report from its record; the
// muster roll on the battle's day and after the wounded return; the losses, the treasury and
// the chronicle; every report's XHTML read back as XML and its CSV read back to the same rows.
#include "application/reports/campaign_reports.hpp"

#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <map>
#include <pugixml.hpp>
#include <sstream>

#include "application/battles/battle_odds.hpp"
#include "application/battles/campaign_battle.hpp"
#include "application/orders/calendar_orders.hpp"
#include "base/errors.hpp"
#include "battle/odds.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/battle_records.hpp"
#include "campaign/stores/listings.hpp"
#include "reports/csv_writer.hpp"
#include "reports/html_writer.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {

using seneschal::testing::scalar;

// RFC 4180 read back: fields, quotes doubled inside quoted fields, line breaks inside quotes.
std::vector<std::vector<std::string>> readCsv(const std::string& text) {
    std::vector<std::vector<std::string>> rows(1);
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            rows.back().push_back(field);
            field.clear();
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
            rows.back().push_back(field);
            field.clear();
            rows.emplace_back();
        } else {
            field += c;
        }
    }
    if (!field.empty() || !rows.back().empty()) rows.back().push_back(field);
    if (rows.back().empty()) rows.pop_back();
    return rows;
}

// The CSV's value in `column` of each row, by the header's name.
std::vector<std::string> csvColumn(const std::vector<std::vector<std::string>>& rows,
                                   const std::string& column) {
    std::vector<std::string> values;
    const auto& header = rows.front();
    const auto at = std::find(header.begin(), header.end(), column);
    EXPECT_NE(at, header.end()) << column;
    if (at == header.end()) return values;
    const auto index = static_cast<std::size_t>(at - header.begin());
    for (std::size_t r = 1; r < rows.size(); ++r) values.push_back(rows[r][index]);
    return values;
}

std::string factOf(const reports::Document& document, const std::string& label) {
    for (const reports::Block& block : document.blocks()) {
        for (const reports::Fact& fact : block.facts) {
            if (fact.label == label) return fact.value;
        }
    }
    return "(no fact '" + label + "')";
}

class ReportsFromTheFile : public ::testing::Test {
  protected:
    CampaignBattle fight(std::uint64_t seed = 5) {
        CampaignBattleRequest request;
        request.place = "aubrey";
        request.seed = seed;
        return fightCampaignBattle(file, request);
    }

    reports::Document report(const std::string& kind,
                             std::optional<std::string> battle = std::nullopt) {
        CampaignReportRequest request;
        request.kind = kind;
        request.battle = std::move(battle);
        return campaignReport(file, request);
    }

    seneschal::testing::TempDir dir;
    campaign::CampaignFile file =
        seneschal::testing::createBattlefieldFile(dir / "field.seneschal");
    SQLite::Database& db = file.db();
};

TEST_F(ReportsFromTheFile, GA_RES_BattleReport_TellsTheBattleAppliedFromItsRecord) {
    const CampaignBattle fought = fight();
    ASSERT_TRUE(fought.report.action.has_value());
    const reports::Table battles = battlesListing(file);
    ASSERT_EQ(battles.rowCount(), 1u);
    const std::string id = battles.rows().front().front();

    const reports::Document document = report("battle", id);
    EXPECT_EQ(document.title(), "Battle of Aubrey");
    EXPECT_EQ(factOf(document, "Seed"), "5");
    EXPECT_EQ(factOf(document, "Rule set"), "God's Acre");
    const std::string winner = fought.resolved.outcome.winner;
    EXPECT_EQ(factOf(document, "Winner"), winner == "england"  ? "England"
                                          : winner == "france" ? "France"
                                                               : "none: a draw");

    // Both orders of battle: every unit, the men each side fielded.
    std::map<std::string, int> menBySide;
    for (const battle::UnitOutcome& u : fought.resolved.outcome.units) {
        menBySide[u.side == "england" ? "England" : "France"] += u.menAtStart;
    }
    int ordersOfBattle = 0;
    for (const reports::TableBlock* table : document.tables()) {
        if (table->id.rfind("order-of-battle", 0) != 0) continue;
        ++ordersOfBattle;
        const auto rows = readCsv(reports::writeTableCsv(document, table->id));
        EXPECT_EQ(rows.back().front(), "Total");
        EXPECT_EQ(csvColumn(rows, "men").back(), std::to_string(menBySide[table->caption]))
            << table->caption;
    }
    EXPECT_EQ(ordersOfBattle, 2);

    // Each unit's figures, the aftermath line by line, the log move by move.
    const auto units = readCsv(reports::writeTableCsv(document, "units"));
    EXPECT_EQ(units.size() - 1, fought.resolved.outcome.units.size());
    const auto aftermath = readCsv(reports::writeTableCsv(document, "aftermath"));
    EXPECT_GT(aftermath.size(), 1u);
    for (std::size_t r = 1; r < aftermath.size(); ++r) {
        EXPECT_EQ(aftermath[r][0].rfind("GA-", 0), 0u) << "every line cites its rule";
    }
    const auto log = readCsv(reports::writeTableCsv(document, "log"));
    EXPECT_GT(log.size(), 10u) << "the battle's log, kept with it";
    bool toldMoveByMove = false, chartedStrength = false;
    for (const reports::Block& block : document.blocks()) {
        if (block.kind == reports::Block::Kind::Heading && block.text.rfind("Move", 0) == 0) {
            toldMoveByMove = true;
        }
        if (block.kind == reports::Block::Kind::ChartKind) {
            chartedStrength = true;
            ASSERT_EQ(block.chart.series.size(), 2u);
            EXPECT_EQ(block.chart.x.front(), 0) << "from the deployment";
            EXPECT_EQ(static_cast<int>(block.chart.x.back()), fought.resolved.outcome.moves);
        }
    }
    EXPECT_TRUE(toldMoveByMove);
    EXPECT_TRUE(chartedStrength);
}

TEST_F(ReportsFromTheFile, PC_AQuickResolversBattleIsToldInItsOwnWords) {
    CampaignBattleRequest request;
    request.place = "aubrey";
    request.rules = "postcard";
    request.seed = 5;
    const CampaignBattle fought = fightCampaignBattle(file, request);
    ASSERT_FALSE(fought.resolved.log.empty());
    const reports::Document document = report("battle", "1");
    EXPECT_EQ(factOf(document, "Rule set"), "Post(card)");
    bool told = false;
    for (const reports::Block& block : document.blocks()) {
        EXPECT_FALSE(block.kind == reports::Block::Kind::Heading && block.text == "Deployment")
            << "no God's Acre moves in a Post(card) battle";
        if (block.kind == reports::Block::Kind::Bullets && !block.items.empty() &&
            block.items.front() == fought.resolved.log.front()) {
            told = block.items == fought.resolved.log;
        }
    }
    EXPECT_TRUE(told) << "every line of the resolver's log, in order";
}

TEST_F(ReportsFromTheFile, UndoingTheBattleTakesItsRecordWithIt) {
    fight();
    ASSERT_EQ(battlesListing(file).rowCount(), 1u);
    campaign::undo(db);
    EXPECT_EQ(battlesListing(file).rowCount(), 0u);
    EXPECT_EQ(scalar(db, "SELECT count(*) FROM battle_record"), 0);
}

TEST_F(ReportsFromTheFile, ATabletopBattleSaysItHasNoLog_AndSetsTheOddsBesideTheLosses) {
    // The odds are run before the battle, as a game master would on the desk or with `odds`.
    db.exec(
        "INSERT INTO pending_battle (place_id, since_day) SELECT id, "
        "(SELECT current_day FROM campaign) FROM place WHERE slug = 'aubrey'");
    battle::OddsResult odds;
    odds.runs = 200;
    odds.sides = {{"england", 150, 0.75, 0.7, 0.8, 0, 120.0, 3.0},
                  {"france", 50, 0.25, 0.2, 0.3, 0, 640.0, 0.0}};
    rememberCampaignOdds(file, "Aubrey", "godsacre", odds);
    campaign::ApplyBattleOutcome apply(seneschal::testing::aubreyOutcome());
    campaign::perform(db, apply);

    const reports::Document document = report("battle", "1");
    EXPECT_EQ(factOf(document, "Seed"), "none: fought on the tabletop");
    const auto expected = readCsv(reports::writeTableCsv(document, "expected"));
    ASSERT_EQ(expected.size(), 3u);
    EXPECT_EQ(csvColumn(expected, "men lost, expected"), (std::vector<std::string>{"120", "640"}));
    const int menPerFigure = campaign::rulebookFor("godsacre").menPerFigure();
    const battle::BattleOutcome aubrey = seneschal::testing::aubreyOutcome();
    EXPECT_EQ(csvColumn(expected, "men lost, in the battle"),
              (std::vector<std::string>{
                  std::to_string(battle::menLost(aubrey, "england", menPerFigure)),
                  std::to_string(battle::menLost(aubrey, "france", menPerFigure))}));
    EXPECT_EQ(scalar(db, "SELECT count(*) FROM battle_odds"), 0) << "taken into the record";
    EXPECT_EQ(document.findTable("log")->table.rowCount(), 0u);
}

TEST_F(ReportsFromTheFile, OddsRunWithOtherRulesAreNotSetBesideTheBattle) {
    db.exec(
        "INSERT INTO pending_battle (place_id, since_day) SELECT id, "
        "(SELECT current_day FROM campaign) FROM place WHERE slug = 'aubrey'");
    battle::OddsResult odds;
    odds.runs = 100;
    odds.sides = {{"england", 50, 0.5, 0.4, 0.6, 0, 100.0, 0.0},
                  {"france", 50, 0.5, 0.4, 0.6, 0, 100.0, 0.0}};
    rememberCampaignOdds(file, "Aubrey", "postcard", odds);
    campaign::ApplyBattleOutcome apply(seneschal::testing::aubreyOutcome());  // God's Acre
    campaign::perform(db, apply);
    EXPECT_EQ(report("battle", "1").findTable("expected"), nullptr);
}

TEST_F(ReportsFromTheFile, MusterRoll_TodayIsTheRoster_AndTheBattleDayIsTheLedgerTakenBack) {
    const auto rosterTotals = [&] {
        std::map<std::string, std::int64_t> t;
        for (const campaign::RosterLine& line : campaign::readRoster(db, std::nullopt)) {
            t["present"] += line.present;
            t["wounded"] += line.wounded;
            t["captive"] += line.captive;
            t["dead"] += line.dead;
            t["deserted"] += line.deserted;
        }
        return t;
    };
    const auto musterTotals = [&](std::optional<std::string> asOf) {
        CampaignReportRequest request;
        request.kind = "muster";
        request.asOf = std::move(asOf);
        const auto rows = readCsv(reports::writeTableCsv(campaignReport(file, request), "muster"));
        std::map<std::string, std::int64_t> t;
        for (const char* what : {"present", "wounded", "captive", "dead", "deserted"}) {
            t[what] = std::stoll(csvColumn(rows, what).back());  // the grand total
        }
        return t;
    };
    const auto before = rosterTotals();
    // The first seed whose battle wounds somebody (the aftermath's wounded, GA-RES-WIN/LOSE).
    std::uint64_t wounding = 0;
    for (std::uint64_t seed = 1; seed <= 60 && wounding == 0; ++seed) {
        CampaignBattleRequest request;
        request.place = "aubrey";
        request.seed = seed;
        request.dryRun = true;
        if (fightCampaignBattle(file, request).report.preview.find(" wounded") !=
            std::string::npos) {
            wounding = seed;
        }
    }
    ASSERT_NE(wounding, 0u) << "some seed of sixty wounds somebody";
    fight(wounding);
    const auto afterBattle = rosterTotals();
    EXPECT_EQ(musterTotals(std::nullopt), afterBattle);
    ASSERT_GT(afterBattle.at("wounded"), 0) << "seed " << wounding << " wounds somebody";
    // Four weeks on, the wounded are back; the roll of the battle's day still has them wounded.
    AdvanceRequest advance;
    advance.days = 28;
    advanceCalendar(file, advance);
    const auto later = rosterTotals();
    EXPECT_LT(later.at("wounded"), afterBattle.at("wounded"));
    EXPECT_EQ(musterTotals(std::nullopt), later);
    EXPECT_EQ(musterTotals("1346-08-26"), afterBattle);
    (void)before;

    // The wounded of the battle's day return on the day the calendar brought them back.
    CampaignReportRequest request;
    request.kind = "muster";
    request.asOf = "1346-08-26";
    const auto rows = readCsv(reports::writeTableCsv(campaignReport(file, request), "muster"));
    bool toldReturn = false;
    for (const std::string& cell : csvColumn(rows, "wounded return")) {
        if (cell.find(" on 1346-09-") != std::string::npos) toldReturn = true;
    }
    EXPECT_TRUE(toldReturn);
}

TEST_F(ReportsFromTheFile, TheRosterCsvSaysWhenTheWoundedReturnAndWhoHoldsTheCaptives) {
    fight(11);
    int wounded = 0, captive = 0;
    for (const campaign::RosterLine& line : campaign::readRoster(db, std::nullopt)) {
        EXPECT_EQ(line.wounded > 0, !line.nextReturn.empty()) << line.unit;
        EXPECT_EQ(line.captive > 0, !line.heldBy.empty()) << line.unit;
        if (line.wounded > 0) {
            ++wounded;
            EXPECT_EQ(line.nextReturn,
                      campaign::formatDate(campaign::Reckoning::Julian,
                                           {scalar(db,
                                                   "SELECT min(returns_day) FROM wounded_batch "
                                                   "JOIN unit ON unit.id = unit_id WHERE "
                                                   "unit.name = '" +
                                                       line.unit + "'")}));
        }
        if (line.captive > 0) {
            ++captive;
            EXPECT_TRUE(line.heldBy == "England" || line.heldBy == "France") << line.heldBy;
        }
    }
    EXPECT_GT(wounded + captive, 0);
}

TEST_F(ReportsFromTheFile, MusterRoll_LeadersStandAsTheyWereOnTheDay) {
    // A day passes (the hostile armies' contact halts the calendar there), then the battle.
    AdvanceRequest advance;
    advance.days = 1;
    advanceCalendar(file, advance);
    // The first seed whose battle costs a leader something (GA-LEADER-RISK).
    std::string leader, fate;
    for (std::uint64_t seed = 1; seed <= 60 && leader.empty(); ++seed) {
        CampaignBattleRequest request;
        request.place = "aubrey";
        request.seed = seed;
        request.dryRun = true;
        for (const battle::LeaderOutcome& l :
             fightCampaignBattle(file, request).resolved.outcome.leaders) {
            if (l.fate == battle::LeaderFate::Unharmed) continue;
            const std::map<std::string, std::string> names = {
                {"edward", "Edward"}, {"jean", "Jean"}, {"hugh", "Hugh"}};
            leader = names.count(l.leader) ? names.at(l.leader) : l.leader;
            fate = l.fate == battle::LeaderFate::Killed  ? "dead"
                   : l.fate == battle::LeaderFate::Taken ? "captive"
                                                         : "wounded";
        }
        if (!leader.empty()) fight(seed);
    }
    ASSERT_FALSE(leader.empty()) << "some seed of sixty costs a leader";
    const auto statusOf = [&](std::optional<std::string> asOf) {
        CampaignReportRequest request;
        request.kind = "muster";
        request.asOf = std::move(asOf);
        const auto rows = readCsv(reports::writeTableCsv(campaignReport(file, request), "leaders"));
        const auto names = csvColumn(rows, "leader");
        const auto statuses = csvColumn(rows, "status");
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (names[i] == leader) return statuses[i];
        }
        return std::string("(not listed)");
    };
    EXPECT_EQ(statusOf(std::nullopt), fate) << leader << ", today";
    EXPECT_EQ(statusOf("1346-08-26"), "active") << leader << ", the day before the battle";
}

TEST_F(ReportsFromTheFile, MusterRoll_RefusesADateOutsideTheCampaign) {
    CampaignReportRequest request;
    request.kind = "muster";
    request.asOf = "1300-01-01";
    try {
        campaignReport(file, request);
        FAIL() << "a date before the campaign";
    } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find("--as-of"), std::string::npos) << e.what();
    }
}

TEST_F(ReportsFromTheFile, Losses_AreTheLedgersCountsPerSide) {
    fight();
    const reports::Document document = report("losses");
    const auto rows = readCsv(reports::writeTableCsv(document, "sides"));
    std::int64_t dead = 0;
    for (const campaign::RosterLine& line : campaign::readRoster(db, std::nullopt))
        dead += line.dead;
    EXPECT_EQ(csvColumn(rows, "dead").back(), std::to_string(dead));
    EXPECT_EQ(rows.back().front(), "Total");
}

TEST_F(ReportsFromTheFile, Treasury_EndsOnTheTreasuryTheRosterHolds) {
    const reports::Document document = report("treasury");
    const auto rows = readCsv(reports::writeTableCsv(document, "accounts"));
    EXPECT_EQ(csvColumn(rows, "now"), (std::vector<std::string>{"5000", "9000"}));
}

TEST_F(ReportsFromTheFile, Chronicle_FiltersByKindAndSide) {
    fight();
    CampaignReportRequest request;
    request.kind = "chronicle";
    const auto all = readCsv(reports::writeTableCsv(campaignReport(file, request)));
    ASSERT_GT(all.size(), 1u);
    request.eventKind = "battle";
    const auto battles = readCsv(reports::writeTableCsv(campaignReport(file, request)));
    ASSERT_EQ(battles.size(), 2u);
    EXPECT_NE(battles[1][2].find("Battle at Aubrey"), std::string::npos);
    request.eventKind.clear();
    request.side = "France";
    const auto french = readCsv(reports::writeTableCsv(campaignReport(file, request)));
    EXPECT_GT(french.size(), 1u);
    EXPECT_LE(french.size(), all.size());
}

TEST_F(ReportsFromTheFile, EveryReportIsWellFormedXhtml_AndEveryTableRoundTripsAsCsv) {
    fight();
    for (const char* kind : {"battle", "muster", "chronicle", "treasury", "losses"}) {
        const reports::Document document = report(
            kind, std::string(kind) == "battle" ? std::optional<std::string>("1") : std::nullopt);
        pugi::xml_document xml;
        const std::string html = reports::writeXhtml(document);
        const pugi::xml_parse_result parsed = xml.load_string(html.c_str());
        EXPECT_TRUE(parsed) << kind << ": " << parsed.description() << " at " << parsed.offset;
        EXPECT_STREQ(xml.document_element().name(), "html");
        for (const reports::TableBlock* table : document.tables()) {
            const auto rows = readCsv(reports::writeTableCsv(document, table->id));
            ASSERT_FALSE(rows.empty()) << kind << " " << table->id;
            EXPECT_EQ(rows.size() - 1, table->table.rowCount()) << kind << " " << table->id;
            // Every CSV cell is the table's cell (a leading apostrophe guards a formula).
            std::size_t column = 0;
            const auto& columns = table->table.columns();
            std::vector<std::size_t> inCsv;
            for (std::size_t c = 0; c < columns.size(); ++c) {
                if (columns[c].shown != reports::Table::Shown::TextOnly) inCsv.push_back(c);
            }
            for (std::size_t r = 0; r < table->table.rowCount(); ++r) {
                column = 0;
                for (std::size_t c : inCsv) {
                    std::string cell = rows[r + 1][column++];
                    if (!cell.empty() && cell.front() == '\'') cell.erase(0, 1);
                    EXPECT_EQ(cell, table->table.rows()[r][c]) << kind << " " << table->id;
                }
            }
        }
    }
}

TEST_F(ReportsFromTheFile, ReportsAreRefusedWithTheOptionAtFault) {
    const auto refusal = [&](CampaignReportRequest request) {
        try {
            campaignReport(file, request);
        } catch (const UserError& e) {
            return std::string(e.what());
        }
        return std::string("(accepted)");
    };
    CampaignReportRequest unknownKind;
    unknownKind.kind = "gossip";
    EXPECT_NE(refusal(unknownKind).find("--kind 'gossip'"), std::string::npos);
    CampaignReportRequest noBattle;
    noBattle.kind = "battle";
    EXPECT_NE(refusal(noBattle).find("--battle"), std::string::npos);
    noBattle.battle = "7";
    EXPECT_NE(refusal(noBattle).find("no battle has that id"), std::string::npos);
    CampaignReportRequest unknownSide;
    unknownSide.kind = "muster";
    unknownSide.side = "Burgundy";
    EXPECT_NE(refusal(unknownSide).find("--side"), std::string::npos);
}

}  // namespace
}  // namespace seneschal::application
