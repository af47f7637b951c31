// Issue 17's speed target: every report of a ten-year campaign with 10,000 units written in
// under a second, in each form. The campaign is generated once: 2 sides, 200 armies, 1,000
// battals, 10,000 units, 2,000 leaders; ten years of monthly losses, healing and pay (about
// 50,000 ledger entries), 1,200 chronicle lines, 300 captives, and 20 battles with their records
// (a 600-line log and 30 moves of strength each). Run
// build/bin/seneschal-bench --benchmark_filter=Report for figures.
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "application/reports/campaign_reports.hpp"
#include "battle/outcome_xml.hpp"
#include "campaign/calendar/calendar.hpp"
#include "campaign/file/campaign_file.hpp"

namespace {

using namespace seneschal;
namespace fs = std::filesystem;

constexpr int kReportArmies = 200;
constexpr int kReportBattals = 5;   // an army
constexpr int kReportUnits = 10;    // a battal: 10,000 units in all
constexpr int kReportMonths = 120;  // ten years
constexpr int kReportBattles = 20;

std::string numbered(const char* prefix, int i) {
    return prefix + std::to_string(i);
}

void generateTenYears(const fs::path& path) {
    auto file = campaign::CampaignFile::create(path);
    SQLite::Database& db = file.db();
    SQLite::Transaction transaction(db);
    const std::int64_t start = campaign::parseDate(campaign::Reckoning::Julian, "1346-01-01").value;
    const std::int64_t today = start + 3652;
    db.exec(
        "INSERT INTO campaign (id, scenario_id, name, rules, reckoning, start_day, "
        "current_day, currency, map_width, map_height) VALUES (1, 'bench', 'Ten years', "
        "'godsacre', 'julian', " +
        std::to_string(start) + ", " + std::to_string(today) + ", 'pounds', 5000, 5000)");
    db.exec(
        "INSERT INTO side (id, slug, name, treasury) VALUES (1, 'england', 'England', 90000), "
        "(2, 'france', 'France', 120000)");
    SQLite::Statement place(db,
                            "INSERT INTO place (id, slug, name, kind, x, y, terrain) "
                            "VALUES (?, ?, ?, 'town', ?, ?, 'open')");
    for (int i = 1; i <= 300; ++i) {
        place.bind(1, i);
        place.bind(2, numbered("place-", i));
        place.bind(3, numbered("Place ", i));
        place.bind(4, (i * 37) % 5000);
        place.bind(5, (i * 91) % 5000);
        place.exec();
        place.reset();
    }
    SQLite::Statement leader(db,
                             "INSERT INTO leader (id, slug, name, side_id, rank, cv, status) "
                             "VALUES (?, ?, ?, ?, 'knight', 3, 'active')");
    for (int i = 1; i <= 2000; ++i) {
        leader.bind(1, i);
        leader.bind(2, numbered("leader-", i));
        leader.bind(3, numbered("Sir Leader ", i));
        leader.bind(4, i % 2 + 1);
        leader.exec();
        leader.reset();
    }
    SQLite::Statement army(db,
                           "INSERT INTO army (id, slug, name, side_id, leader_id, place_id) "
                           "VALUES (?, ?, ?, ?, ?, ?)");
    SQLite::Statement battal(db,
                             "INSERT INTO battal (id, slug, name, army_id, leader_id, orders) "
                             "VALUES (?, ?, ?, ?, ?, 'hold')");
    SQLite::Statement unit(db,
                           "INSERT INTO unit (id, slug, name, battal_id, troop_type, class, "
                           "present, mustered, recruited, dead, deserted) "
                           "VALUES (?, ?, ?, ?, 'spearmen', 'C', ?, 400, 0, ?, 0)");
    int battalId = 0, unitId = 0;
    for (int a = 1; a <= kReportArmies; ++a) {
        army.bind(1, a);
        army.bind(2, numbered("army-", a));
        army.bind(3, numbered("Army of the March ", a));
        army.bind(4, a % 2 + 1);
        army.bind(5, a);
        army.bind(6, (a - 1) % 300 + 1);
        army.exec();
        army.reset();
        for (int b = 0; b < kReportBattals; ++b) {
            ++battalId;
            battal.bind(1, battalId);
            battal.bind(2, numbered("battal-", battalId));
            battal.bind(3, numbered("Battal ", b + 1));
            battal.bind(4, a);
            battal.bind(5, 200 + battalId);
            battal.exec();
            battal.reset();
            for (int u = 0; u < kReportUnits; ++u) {
                ++unitId;
                // Every tenth unit lost 5 men a month for ten years (see the ledger below).
                const bool lossy = unitId % 10 == 0;
                unit.bind(1, unitId);
                unit.bind(2, numbered("unit-", unitId));
                unit.bind(3, numbered("Company ", unitId));
                unit.bind(4, battalId);
                unit.bind(5, lossy ? 400 - 5 * kReportMonths / 2 : 400);
                unit.bind(6, lossy ? 5 * kReportMonths / 2 : 0);
                unit.exec();
                unit.reset();
            }
        }
    }
    // Every leader is of the side whose troops he leads (an invariant every opening checks).
    db.exec(
        "UPDATE leader SET side_id = (SELECT army.side_id FROM battal JOIN army ON army.id = "
        "battal.army_id WHERE battal.leader_id = leader.id) "
        "WHERE id IN (SELECT leader_id FROM battal)");
    // Ten years of monthly actions: losses, healing and pay (their undo records empty: the
    // benchmarks never undo them, but every action but the import must have one).
    SQLite::Statement action(db,
                             "INSERT INTO action (id, name, description, cause, campaign_day, "
                             "wall_time, state, changeset) VALUES (?, 'Advance', ?, 'advance', ?, "
                             "'2024-01-01T00:00:00Z', 'done', X'')");
    SQLite::Statement entry(db,
                            "INSERT INTO ledger_entry (action_id, day, cause, side_id, unit_id, "
                            "what, change, note) VALUES (?, ?, 'advance', ?, ?, ?, ?, 'bench')");
    SQLite::Statement chronicle(db,
                                "INSERT INTO chronicle (action_id, day, kind, text) "
                                "VALUES (?, ?, 'march', ?)");
    std::int64_t treasuryChange[3] = {0, 0, 0};
    for (int m = 0; m < kReportMonths; ++m) {
        const int actionId = m + 1;
        const std::int64_t day = start + m * 30 + 15;
        action.bind(1, actionId);
        action.bind(2, numbered("Advance, month ", m));
        action.bind(3, day);
        action.exec();
        action.reset();
        const auto add = [&](std::optional<int> side, std::optional<int> u, const char* what,
                             std::int64_t change) {
            entry.bind(1, actionId);
            entry.bind(2, day);
            if (side) {
                entry.bind(3, *side);
            } else {
                entry.bind(3);
            }
            if (u) {
                entry.bind(4, *u);
            } else {
                entry.bind(4);
            }
            entry.bind(5, what);
            entry.bind(6, change);
            entry.exec();
            entry.reset();
        };
        for (int side = 1; side <= 2; ++side) {
            const std::int64_t pay = -(200 + m % 7 * 10);
            add(side, std::nullopt, "treasury", pay);
            treasuryChange[side] += pay;
        }
        // Half of the lossy units lose 5 dead each month (alternating halves).
        for (int u = 10 + (m % 2) * 10; u <= 10000; u += 20) {
            add(std::nullopt, u, "dead", 5);
            add(std::nullopt, u, "present", -5);
            add(std::nullopt, u, "wounded", 3);
            add(std::nullopt, u, "present", -3);
            add(std::nullopt, u, "wounded", -3);
            add(std::nullopt, u, "present", 3);
        }
        for (int line = 0; line < 10; ++line) {
            chronicle.bind(1, actionId);
            chronicle.bind(2, day);
            chronicle.bind(3, numbered("Army of the March ", line + 1) + " marches to " +
                                  numbered("Place ", m + line));
            chronicle.exec();
            chronicle.reset();
        }
    }
    (void)treasuryChange;
    SQLite::Statement captive(db,
                              "INSERT INTO captive (side_id, captor_side_id, leader_id, men, rule, "
                              "taken_day, demand_by_day, deadline_day, ransom, paid, status) "
                              "VALUES (?, ?, ?, 1, 'GA-RES-LOSE', ?, ?, ?, ?, ?, ?)");
    for (int c = 1; c <= 300; ++c) {
        const int side = c % 2 + 1;
        const std::int64_t taken = start + c * 12;
        captive.bind(1, side);
        captive.bind(2, 3 - side);
        captive.bind(3, 1000 + c);
        captive.bind(4, taken);
        captive.bind(5, taken + 14);
        captive.bind(6, taken + 60);
        captive.bind(7, 300 + c);
        captive.bind(8, c % 3 == 0 ? 300 + c : 0);
        captive.bind(9, c % 3 == 0 ? "paid" : (c % 3 == 1 ? "demanded" : "held"));
        captive.exec();
        captive.reset();
    }
    // Battles, each with its record.
    SQLite::Statement applied(db,
                              "INSERT INTO battle_applied (id, action_id, place_id, day, rules, "
                              "seed, digest, summary) VALUES (?, ?, ?, ?, 'godsacre', ?, ?, ?)");
    SQLite::Statement record(db,
                             "INSERT INTO battle_record (applied_id, outcome, headlines, forces, "
                             "aftermath, log, strength, expected) VALUES (?, ?, ?, ?, ?, ?, ?, "
                             "'')");
    for (int b = 1; b <= kReportBattles; ++b) {
        applied.bind(1, b);
        applied.bind(2, b * 6);
        applied.bind(3, b);
        applied.bind(4, start + b * 180);
        applied.bind(5, std::to_string(b));
        applied.bind(6, numbered("digest-", b));
        applied.bind(7, numbered("Battle at Place ", b) + ": England wins");
        applied.exec();
        applied.reset();
        battle::BattleOutcome outcome;
        outcome.place = numbered("Place ", b);
        outcome.date = "1346-06-01";
        outcome.winner = "england";
        outcome.moves = 30;
        outcome.seed = b;
        std::string forces, log, strength, aftermath;
        for (int u = 0; u < 40; ++u) {
            battle::UnitOutcome unitOutcome;
            unitOutcome.unit = numbered("Company ", u + 1);
            unitOutcome.side = u % 2 ? "france" : "england";
            unitOutcome.menAtStart = 400;
            unitOutcome.figuresRemoved = 2;
            outcome.units.push_back(unitOutcome);
            forces += std::string(u % 2 ? "France" : "England") + "\tArmy " +
                      std::to_string(u % 2) + "\tSir Leader 1\tBattal " + std::to_string(u / 8) +
                      "\t\thold\t" + numbered("Company ", u + 1) + "\tspearmen\tC\t400\t\t0\n";
            aftermath += "GA-RES-WIN\t40 men of " + numbered("Company ", u + 1) + " are dead\n";
        }
        for (int move = 0; move <= 30; ++move) {
            for (int line = 0; line < 20; ++line) {
                log += std::to_string(move) + "\tshooting\tGA-RF-SHOOT\t" +
                       numbered("Company ", line + 1) + "\t" + numbered("Company ", line + 2) +
                       "\t1 figure removed\n";
            }
            strength += std::to_string(move) + "\tengland\t" + std::to_string(400 - move * 5) +
                        "\t" + std::to_string(400 - move * 4) + "\n" + std::to_string(move) +
                        "\tfrance\t" + std::to_string(380 - move * 6) + "\t" +
                        std::to_string(380 - move * 5) + "\n";
        }
        record.bind(1, b);
        record.bind(2, battle::writeOutcome(outcome));
        record.bind(3, "England wins after 30 moves.\n");
        record.bind(4, forces);
        record.bind(5, aftermath);
        record.bind(6, log);
        record.bind(7, strength);
        record.exec();
        record.reset();
    }
    transaction.commit();
}

const fs::path& tenYearCampaign() {
    struct Generated {
        fs::path path = fs::temp_directory_path() /
                        ("seneschal-bench-reports-" + std::to_string(::getpid()) + ".seneschal");
        Generated() { generateTenYears(path); }
        ~Generated() {
            std::error_code ec;
            for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(path.string() + suffix, ec);
        }
    };
    static const Generated generated;
    return generated.path;
}

// One report, built from the file and written in one form, as `seneschal-cli report` does
// (without the disk write).
void BM_Report(benchmark::State& state, const char* kind, application::ReportFormat format) {
    auto file = campaign::CampaignFile::open(tenYearCampaign());
    application::CampaignReportRequest request;
    request.kind = kind;
    if (std::string(kind) == "battle") request.battle = "10";
    if (std::string(kind) == "muster") request.asOf = "1350-06-01";
    for (auto _ : state) {
        const reports::Document document = application::campaignReport(file, request);
        const std::string bytes = application::reportBytes(document, format);
        if (bytes.empty()) state.SkipWithError("nothing written");
        benchmark::DoNotOptimize(bytes.data());
    }
}

using application::ReportFormat;
BENCHMARK_CAPTURE(BM_Report, muster_html, "muster", ReportFormat::Html)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, muster_csv, "muster", ReportFormat::Csv)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, muster_pdf, "muster", ReportFormat::Pdf)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, chronicle_html, "chronicle", ReportFormat::Html)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, chronicle_csv, "chronicle", ReportFormat::Csv)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, chronicle_pdf, "chronicle", ReportFormat::Pdf)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, treasury_html, "treasury", ReportFormat::Html)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, treasury_csv, "treasury", ReportFormat::Csv)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, treasury_pdf, "treasury", ReportFormat::Pdf)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, losses_html, "losses", ReportFormat::Html)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, losses_csv, "losses", ReportFormat::Csv)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, losses_pdf, "losses", ReportFormat::Pdf)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, battle_html, "battle", ReportFormat::Html)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, battle_csv, "battle", ReportFormat::Csv)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, battle_pdf, "battle", ReportFormat::Pdf)
    ->Unit(benchmark::kMillisecond);

}  // namespace
