// The speed targets on a generated campaign of 10,000 units, 2,000 leaders,
// 200 armies, 300 places and 100,000 ledger entries: open < 200 ms, whole roster < 100 ms,
// one undo < 50 ms. Run build/bin/seneschal-bench --benchmark_filter=Campaign for figures.
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <mutex>
#include <string>

#include "application/files/campaign_files.hpp"
#include "application/orders/calendar_orders.hpp"
#include "application/views/campaign_views.hpp"
#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/actions.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/backup.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/verified_stamp.hpp"
#include "campaign/stores/listings.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/campaign_listings.hpp"

namespace {

using namespace seneschal::campaign;
namespace fs = std::filesystem;

constexpr int kSides = 2;
constexpr int kPlaces = 300;
constexpr int kArmies = 200;
constexpr int kBattalsPerArmy = 5;
constexpr int kUnitsPerBattal = 10;  // 200 * 5 * 10 = 10,000 units
constexpr int kLeaders = 2000;
constexpr int kLedgerEntries = 100000;
constexpr int kEntriesPerAction = 10;

std::string n(const char* prefix, int i) {
    return prefix + std::to_string(i);
}

// Built once with one prepared statement per table, in one transaction.
void generate(const fs::path& path) {
    auto file = CampaignFile::create(path);
    SQLite::Database& db = file.db();
    SQLite::Transaction transaction(db);
    db.exec(
        "INSERT INTO campaign (id, scenario_id, name, rules, reckoning, start_day, "
        "current_day, currency, map_width, map_height) VALUES (1, 'bench', 'Generated', "
        "'godsacre', 'julian', 2212935, 2212935, 'pounds', 5000, 5000)");
    SQLite::Statement side(db,
                           "INSERT INTO side (id, slug, name, treasury) VALUES (?, ?, ?, 100000)");
    for (int i = 1; i <= kSides; ++i) {
        side.bind(1, i);
        side.bind(2, n("side-", i));
        side.bind(3, n("Side ", i));
        side.exec();
        side.reset();
    }
    SQLite::Statement place(db,
                            "INSERT INTO place (id, slug, name, kind, x, y, terrain) "
                            "VALUES (?, ?, ?, 'town', ?, ?, 'open')");
    SQLite::Statement route(db,
                            "INSERT INTO route (from_place_id, to_place_id, kind, foot_days, "
                            "mounted_days) VALUES (?, ?, 'road', 2, 1)");
    for (int i = 1; i <= kPlaces; ++i) {
        place.bind(1, i);
        place.bind(2, n("place-", i));
        place.bind(3, n("Place ", i));
        place.bind(4, (i * 37) % 5000);
        place.bind(5, (i * 91) % 5000);
        place.exec();
        place.reset();
        if (i > 1) {
            route.bind(1, i - 1);
            route.bind(2, i);
            route.exec();
            route.reset();
        }
    }
    SQLite::Statement leader(db,
                             "INSERT INTO leader (id, slug, name, side_id, rank, cv, status) "
                             "VALUES (?, ?, ?, ?, 'knight', 3, 'active')");
    for (int i = 1; i <= kLeaders; ++i) {
        leader.bind(1, i);
        leader.bind(2, n("leader-", i));
        leader.bind(3, n("Leader ", i));
        leader.bind(4, i % kSides + 1);
        leader.exec();
        leader.reset();
    }
    // Leaders 1..200 lead armies, 201..1200 battals, 1201..2000 the first 800 units; each of
    // the side its army is on.
    SQLite::Statement army(db,
                           "INSERT INTO army (id, slug, name, side_id, leader_id, place_id) "
                           "VALUES (?, ?, ?, ?, ?, ?)");
    SQLite::Statement battal(db,
                             "INSERT INTO battal (id, slug, name, army_id, leader_id, orders) "
                             "VALUES (?, ?, ?, ?, ?, 'hold')");
    SQLite::Statement unit(db,
                           "INSERT INTO unit (id, slug, name, battal_id, leader_id, troop_type, "
                           "class, present, mustered, recruited, dead, deserted) "
                           "VALUES (?, ?, ?, ?, ?, 'spearmen', 'C', 380, 400, 0, 10, 0)");
    SQLite::Statement wounded(db,
                              "INSERT INTO wounded_batch (unit_id, men, returns_day) "
                              "VALUES (?, 10, 2212960)");
    int battalId = 0, unitId = 0;
    for (int a = 1; a <= kArmies; ++a) {
        const int armySide = a % kSides + 1;
        army.bind(1, a);
        army.bind(2, n("army-", a));
        army.bind(3, n("Army ", a));
        army.bind(4, armySide);
        army.bind(5, a);
        army.bind(6, (a - 1) % kPlaces + 1);
        army.exec();
        army.reset();
        for (int b = 0; b < kBattalsPerArmy; ++b) {
            ++battalId;
            battal.bind(1, battalId);
            battal.bind(2, n("battal-", battalId));
            battal.bind(3, n("Battal ", b + 1));
            battal.bind(4, a);
            battal.bind(5, 200 + battalId);
            battal.exec();
            battal.reset();
            for (int u = 0; u < kUnitsPerBattal; ++u) {
                ++unitId;
                unit.bind(1, unitId);
                unit.bind(2, n("unit-", unitId));
                unit.bind(3, n("Unit ", unitId));
                unit.bind(4, battalId);
                if (unitId <= kLeaders - 1200) {
                    unit.bind(5, 1200 + unitId);
                } else {
                    unit.bind(5);
                }
                unit.exec();
                unit.reset();
                wounded.bind(1, unitId);
                wounded.exec();
                wounded.reset();
            }
        }
    }
    // Every leader is of the side whose troops he leads (an invariant every opening checks).
    db.exec(
        "UPDATE leader SET side_id = (SELECT army.side_id FROM battal JOIN army ON army.id = "
        "battal.army_id WHERE battal.leader_id = leader.id) "
        "WHERE id IN (SELECT leader_id FROM battal)");
    db.exec(
        "UPDATE leader SET side_id = (SELECT army.side_id FROM unit JOIN battal ON battal.id = "
        "unit.battal_id JOIN army ON army.id = battal.army_id WHERE unit.leader_id = leader.id) "
        "WHERE id IN (SELECT leader_id FROM unit WHERE leader_id IS NOT NULL)");
    // A long history: 10,000 past actions of ten entries each (their undo records empty: the
    // benchmarks never undo them, but every action but the import must have one).
    SQLite::Statement action(
        db,
        "INSERT INTO action (id, name, description, cause, campaign_day, "
        "wall_time, state, changeset) VALUES (?, 'Recruit', ?, 'recruit', 2212935, "
        "'2024-01-01T00:00:00Z', 'done', X'')");
    SQLite::Statement entry(db,
                            "INSERT INTO ledger_entry (action_id, day, cause, unit_id, what, "
                            "change) VALUES (?, 2212935, 'recruit', ?, 'present', 1)");
    for (int i = 0; i < kLedgerEntries; ++i) {
        const int actionId = i / kEntriesPerAction + 1;
        if (i % kEntriesPerAction == 0) {
            action.bind(1, actionId);
            action.bind(2, n("Recruit men, action ", actionId));
            action.exec();
            action.reset();
        }
        entry.bind(1, actionId);
        entry.bind(2, i % unitId + 1);
        entry.exec();
        entry.reset();
    }
    transaction.commit();
}

const fs::path& generatedCampaign() {
    struct Generated {
        fs::path path = fs::temp_directory_path() /
                        ("seneschal-bench-" + std::to_string(::getpid()) + ".seneschal");
        Generated() { generate(path); }
        ~Generated() {
            std::error_code ec;
            for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(path.string() + suffix, ec);
            fs::remove_all(backupsFolder(path), ec);
            forgetVerifiedStamp(path);
        }
    };
    static const Generated generated;
    return generated.path;
}

void BM_CampaignOpen(benchmark::State& state) {
    const fs::path& path = generatedCampaign();
    for (auto _ : state) {
        auto file = CampaignFile::open(path);
        benchmark::DoNotOptimize(file.migration());
    }
}
BENCHMARK(BM_CampaignOpen)->Unit(benchmark::kMillisecond);

// The same open when the file is not as Seneschal left it (changed by another program, copied,
// or a first open): every whole-file check (campaign/file/verified_stamp.hpp).
void BM_CampaignOpenCheckedWhole(benchmark::State& state) {
    const fs::path& path = generatedCampaign();
    for (auto _ : state) {
        forgetVerifiedStamp(path);
        auto file = CampaignFile::open(path);
        if (!file.wholeFileChecked()) state.SkipWithError("the open was spared its checks");
        benchmark::DoNotOptimize(file.migration());
    }
}
BENCHMARK(BM_CampaignOpenCheckedWhole)->Unit(benchmark::kMillisecond);

// The day's first backup of the generated campaign, its log empty as the command line leaves
// it: a whole copy of the file, made before the day's first action.
void BM_CampaignDaysBackup(benchmark::State& state) {
    auto file = CampaignFile::open(generatedCampaign());
    for (auto _ : state) {
        const BackupInfo backup =
            makeBackup(file.db(), generatedCampaign(), "bench", BackupKind::Action);
        state.PauseTiming();
        std::error_code ec;
        fs::remove(backup.path, ec);
        state.ResumeTiming();
    }
    state.counters["MB"] = static_cast<double>(fs::file_size(generatedCampaign())) / 1e6;
}
BENCHMARK(BM_CampaignDaysBackup)->Unit(benchmark::kMillisecond);

void BM_CampaignWholeRoster(benchmark::State& state) {
    auto file = CampaignFile::open(generatedCampaign());
    for (auto _ : state) {
        const auto table = seneschal::reports::rosterTable(readRoster(file.db(), std::nullopt), 20);
        if (table.rowCount() != 10000) state.SkipWithError("the roster lost units");
        benchmark::DoNotOptimize(table.rowCount());
    }
}
BENCHMARK(BM_CampaignWholeRoster)->Unit(benchmark::kMillisecond);

// What the desk reads for its roster pane after every change: the campaign read whole and its
// roster view built, side -> army -> battal -> unit (application/views/campaign_views.cpp).
void BM_CampaignDeskRosterView(benchmark::State& state) {
    auto file = CampaignFile::open(generatedCampaign());
    for (auto _ : state) {
        const auto snapshot = readSnapshot(file.db());
        const auto roster =
            seneschal::application::buildRosterView(snapshot, rulebookFor(snapshot.info.rules));
        if (seneschal::application::unitCount(roster) != 10000)
            state.SkipWithError("the roster lost units");
        benchmark::DoNotOptimize(roster.sides.size());
    }
}
BENCHMARK(BM_CampaignDeskRosterView)->Unit(benchmark::kMillisecond);

void BM_CampaignUndoOneAction(benchmark::State& state) {
    auto file = CampaignFile::open(generatedCampaign());
    for (auto _ : state) {
        state.PauseTiming();
        RenameUnit rename("unit-5000", "Renamed");
        perform(file.db(), rename);
        state.ResumeTiming();
        if (!undo(file.db())) state.SkipWithError("nothing was undone");
    }
}
BENCHMARK(BM_CampaignUndoOneAction)->Unit(benchmark::kMillisecond);

// The heaviest single action of the generated campaign: 10,000 wounded batches return at once.
void BM_CampaignUndoLargeAction(benchmark::State& state) {
    auto file = CampaignFile::open(generatedCampaign());
    for (auto _ : state) {
        state.PauseTiming();
        AdvanceCalendar advance(30);
        perform(file.db(), advance);
        state.ResumeTiming();
        if (!undo(file.db())) state.SkipWithError("nothing was undone");
    }
}
BENCHMARK(BM_CampaignUndoLargeAction)->Unit(benchmark::kMillisecond);

// The Crécy campaign played 1, 3 and 10 years (advanced day by day from the bundled scenario,
// as `advance --days 3650` plays it: 18.6 MB and 74,000 ledger entries at ten years), made once
// for the three and removed at exit.
const fs::path& playedCrecy(int years) {
    struct Played {
        fs::path folder =
            fs::temp_directory_path() / ("seneschal-bench-crecy-" + std::to_string(::getpid()));
        std::map<int, fs::path> byYears;
        Played() {
            fs::create_directories(folder);
            const fs::path playing = folder / "playing.seneschal";
            seneschal::application::newCampaign({"crecy-1346", playing, false});
            int played = 0;
            for (const int upTo : {1, 3, 10}) {
                {
                    auto file = CampaignFile::open(playing);
                    AdvanceCalendar advance((upTo - played) * 365);
                    perform(file.db(), advance);
                }  // closed: the log folded into the file, as the command line leaves it
                played = upTo;
                const fs::path copy = folder / ("crecy-" + std::to_string(upTo) + "y.seneschal");
                fs::copy_file(playing, copy);
                byYears[upTo] = copy;
            }
        }
        ~Played() {
            std::error_code ec;
            for (const auto& [years, path] : byYears) forgetVerifiedStamp(path);
            fs::remove_all(folder, ec);
        }
    };
    static const Played played;
    return played.byYears.at(years);
}

// Keeps the English host on the road in the Cotentin, away from the French: ordered to and fro
// between Saint-Vaast and Cherbourg whenever it has arrived. The order's own backup (it is the
// day's first action) is removed, so that the day advanced next makes the day's backup.
void keepMarching(const fs::path& path) {
    auto file = CampaignFile::open(path);
    SQLite::Database& db = file.db();
    if (db.execAndGet("SELECT count(*) FROM army_order_stop").getInt() > 0) return;
    for (const char* to : {"cherbourg", "saint-vaast"}) {
        try {
            MarchOrder order("english-host", to, false);
            perform(db, order);
            const auto backups = listBackups(path);
            std::error_code ec;
            if (!backups.empty()) fs::remove(backups.front().path, ec);
            return;
        } catch (const seneschal::UserError&) {
            // already there: the other way
        }
    }
}

// One day advanced as `seneschal-cli advance --days 1` does it, without the process: the file
// opened, the day advanced (its first action: the day's backup), the file closed. The cost
// should not grow with the years played.
void BM_CampaignAdvanceOneDay(benchmark::State& state) {
    const fs::path& path = playedCrecy(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        state.PauseTiming();
        keepMarching(path);
        state.ResumeTiming();
        auto file = seneschal::application::openCampaign(
            path, seneschal::application::CampaignAccess::Write);
        const auto advance = seneschal::application::advanceCalendar(file, {1, {}});
        if (advance.daysAdvanced != 1) state.SkipWithError("the day was not advanced");
    }
    state.counters["MB"] = static_cast<double>(fs::file_size(path)) / 1e6;
}
BENCHMARK(BM_CampaignAdvanceOneDay)
    ->ArgName("years")
    ->Arg(1)
    ->Arg(3)
    ->Arg(10)
    ->Unit(benchmark::kMillisecond);

}  // namespace
