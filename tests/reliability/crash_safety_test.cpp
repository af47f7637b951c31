// Issue 13, crash safety: the Crécy campaign played through the real `seneschal-cli` (march,
// advance to the contact, battle with its aftermath, ransom demanded and paid, advance, undo,
// redo), each command then run again and again from the state before it and killed with
// SIGKILL at a random moment of its run. After every kill the file must open, pass the whole
// check (SQLite integrity, foreign keys, men conserved) and hold either the campaign before the
// command or the campaign after it, exactly: the last action wholly there or wholly absent.
//
// The random moments come from one seed, printed; SENESCHAL_CRASH_SEED=<seed> replays a run
// and SENESCHAL_CRASH_KILLS=<n> asks for more kills (default 200).
#include <SQLiteCpp/Statement.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <random>
#include <regex>
#include <string>
#include <vector>

#include "base/data_dir.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/digest.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/reliability/cli_process.hpp"

namespace seneschal::testing {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// Every table's rows. The action table is taken without its wall_time, the only value that
// differs between two runs of the same command.
campaign::TableDigests fingerprint(SQLite::Database& db) {
    campaign::TableDigests tables = campaign::digestTables(db, {"action"});
    SQLite::Statement actions(db,
                              "SELECT id, name, description, cause, campaign_day, state, "
                              "hex(changeset) FROM action ORDER BY id");
    std::string rows;
    while (actions.executeStep()) {
        for (int i = 0; i < actions.getColumnCount(); ++i)
            rows += actions.getColumn(i).getString() + '\x1f';
        rows += '\n';
    }
    tables["action"] = std::to_string(std::hash<std::string>{}(rows));
    return tables;
}

campaign::TableDigests fingerprint(const fs::path& file) {
    campaign::CampaignFile campaign = campaign::CampaignFile::open(file);
    return fingerprint(campaign.db());
}

std::string differingTables(const campaign::TableDigests& a, const campaign::TableDigests& b) {
    std::string names;
    for (const auto& [table, digest] : a) {
        const auto other = b.find(table);
        if (other == b.end() || other->second != digest) names += " " + table;
    }
    return names.empty() ? " (none)" : names;
}

void removeCampaign(const fs::path& file) {
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        fs::remove(fs::path(file.string() + suffix));
}

// One command of the script, with the campaign as it was before and after its whole run.
struct Step {
    std::string name;
    std::vector<std::string> args;
    fs::path before;  // a closed copy of the file before the command (no -wal beside it)
    campaign::TableDigests beforeState, afterState;
    Clock::duration runTime{};
};

std::uint64_t seedFromEnvironment() {
    if (const char* seed = std::getenv("SENESCHAL_CRASH_SEED")) return std::stoull(seed);
    return std::random_device{}();
}

int killsFromEnvironment() {
    if (const char* kills = std::getenv("SENESCHAL_CRASH_KILLS")) return std::stoi(kills);
    return 200;
}

class CrashSafety : public ::testing::Test {
  protected:
    // Runs the command to its end on the working file, recording the states around it.
    void play(const std::string& name, std::vector<std::string> args) {
        ASSERT_FALSE(fs::exists(work.string() + "-wal")) << "the CLI left its write-ahead log";
        Step step;
        step.name = name;
        step.args = std::move(args);
        step.before = dir / ("before-" + std::to_string(steps.size()));
        fs::copy_file(work, step.before);
        step.beforeState = fingerprint(step.before);
        const CliRun run = runCliProcess(step.args, dir.path());
        ASSERT_EQ(run.exitCode, 0) << name << ": " << run.err;
        step.runTime = run.took;
        step.afterState = fingerprint(work);
        ASSERT_NE(step.beforeState, step.afterState) << name << " changed nothing";
        steps.push_back(std::move(step));
    }

    // Where the kills landed, as the file shows it afterwards.
    struct Tally {
        int kills = 0;
        int before = 0;        // the campaign as before the command
        int tornWrite = 0;     // ... of which with frames in the -wal: killed while writing
        int after = 0;         // the campaign as after it: killed past the commit point
        int afterFromWal = 0;  // ... of which read back from the -wal (not yet checkpointed)
        int endedFirst = 0;    // runs that ended before their kill moment (not kills)
        // The latest kill moment that left the campaign as before, and the earliest that left
        // it as after: the commit point lies about between them.
        Clock::duration lastBefore = Clock::duration::zero();
        Clock::duration firstAfter = Clock::duration::max();
        void add(const Tally& other) {
            kills += other.kills;
            before += other.before;
            tornWrite += other.tornWrite;
            after += other.after;
            afterFromWal += other.afterFromWal;
            endedFirst += other.endedFirst;
        }
        std::string describe() const {
            return count(kills, "kill") + ": " + std::to_string(before) +
                   " left the campaign as before the command (" + std::to_string(tornWrite) +
                   " of them with an unfinished -wal), " + std::to_string(after) +
                   " as after it (" + std::to_string(afterFromWal) +
                   " of them from a -wal not yet checkpointed); " + count(endedFirst, "run") +
                   " ended before the kill";
        }
        static std::string count(int n, const std::string& noun) {
            return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
        }
    };

    // Restores the campaign as before the step, runs the step and kills it `delay` in, then
    // checks the file.
    void killAndCheck(const Step& step, Clock::duration delay, std::uint64_t seed, Tally& tally) {
        removeCampaign(work);
        fs::copy_file(step.before, work);
        CliProcess child(step.args, dir / "cli.out", dir / "cli.err");
        // The delay is the test's randomness (where in the run the kill lands), not a wait for
        // something to happen: the child's end is waited for by waitpid below. ppoll on the
        // child's pidfd sleeps the delay, or less if the child ends first.
        if (!child.endsWithin(delay)) child.kill();
        const ChildEnd end = child.wait();
        const std::string where = step.name + ", killed " + std::to_string(delay.count() / 1000) +
                                  " us in, seed " + std::to_string(seed);
        if (end.killed) {
            ++tally.kills;
        } else {
            ASSERT_EQ(end.exitCode, 0) << where << ": " << child.err();
            ++tally.endedFirst;
        }
        // More than the 32-byte header: the killed run had begun writing its commit.
        std::error_code noWal;
        const bool walFrames = fs::file_size(work.string() + "-wal", noWal) > 32 && !noWal;

        campaign::TableDigests state;
        try {
            campaign::CampaignFile file = campaign::CampaignFile::open(work);
            const std::vector<std::string> problems = campaign::checkCampaign(file.db());
            ASSERT_TRUE(problems.empty()) << where << ": " << problems.front();
            state = fingerprint(file.db());
        } catch (const std::exception& error) {
            FAIL() << where << ": the file cannot be opened: " << error.what();
        }
        if (state == step.beforeState) {
            ASSERT_TRUE(end.killed) << where << ": the command ended well but left no action";
            ++tally.before;
            tally.tornWrite += walFrames ? 1 : 0;
            tally.lastBefore = std::max(tally.lastBefore, delay);
        } else if (state == step.afterState) {
            if (!end.killed) return;
            ++tally.after;
            tally.afterFromWal += walFrames ? 1 : 0;
            tally.firstAfter = std::min(tally.firstAfter, delay);
        } else {
            FAIL() << where << ": the campaign is neither as before nor as after the command;"
                   << " tables unlike before:" << differingTables(state, step.beforeState)
                   << "; unlike after:" << differingTables(state, step.afterState);
        }
    }

    std::vector<std::string> onWork(std::vector<std::string> args) {
        args.insert(args.begin() + 1, {"--db", work.string()});
        return args;
    }

    TempDir dir;
    fs::path work = dir / "crecy.seneschal";
    std::vector<Step> steps;
};

TEST_F(CrashSafety, ACommandKilledAnywhereLeavesTheCampaignWhollyBeforeOrWhollyAfterIt) {
    const auto started = Clock::now();
    const std::string scenario = (scenariosDir() / "crecy-1346.xml").string();
    ASSERT_EQ(
        runCliProcess({"new", "--scenario", scenario, "--db", work.string()}, dir.path()).exitCode,
        0);

    play("march", onWork({"march", "--army", "English host", "--to", "Crécy"}));
    play("advance to the contact", onWork({"advance", "--days", "30"}));
    play("battle", onWork({"battle", "--place", "Caen", "--seed", "11"}));
    // Seed 11 leaves the Constable's knights captive.
    const CliRun prisoners = runCliProcess(onWork({"prisoners", "--format", "csv"}), dir.path());
    std::smatch captive;
    ASSERT_TRUE(std::regex_search(prisoners.out, captive,
                                  std::regex("\n([0-9]+),[^\n]*Constable's knights")))
        << prisoners.out;
    play("ransom demand", onWork({"ransom", "demand", captive[1].str()}));
    play("ransom pay", onWork({"ransom", "pay", captive[1].str()}));
    play("advance a fortnight", onWork({"advance", "--days", "14"}));
    play("undo", onWork({"undo"}));
    play("redo", onWork({"redo"}));
    if (HasFatalFailure()) return;

    const std::uint64_t seed = seedFromEnvironment();
    const int wanted = killsFromEnvironment();
    std::cout << "crash safety: seed " << seed << " (SENESCHAL_CRASH_SEED=" << seed
              << " replays it)\n";
    RecordProperty("seed", std::to_string(seed));
    std::mt19937_64 random(seed);

    const int perStep =
        (wanted + static_cast<int>(steps.size()) - 1) / static_cast<int>(steps.size());
    Tally all;
    for (const Step& step : steps) {
        std::uniform_int_distribution<Clock::rep> moment(0, step.runTime.count());
        Tally tally;
        // A run that ends before its kill moment is checked too, but does not count as a kill.
        for (int attempt = 0; tally.kills < perStep && attempt < perStep * 4; ++attempt) {
            killAndCheck(step, Clock::duration(moment(random)), seed, tally);
            if (HasFatalFailure()) return;
        }
        // The commit itself takes well under a millisecond of a ~100 ms run, so kills spread
        // over the whole run seldom land in it. Half as many again are spread between the
        // latest kill that left the campaign as before and the earliest that left it as after
        // (the runs' timing varies, hence a window rather than a moment).
        if (tally.firstAfter != Clock::duration::max()) {
            std::uniform_int_distribution<Clock::rep> nearCommit(
                std::min(tally.lastBefore, tally.firstAfter).count(),
                std::max(tally.lastBefore, tally.firstAfter).count());
            for (int attempt = 0; attempt < perStep / 2; ++attempt) {
                killAndCheck(step, Clock::duration(nearCommit(random)), seed, tally);
                if (HasFatalFailure()) return;
            }
        }
        std::cout << "  " << step.name << ": runs "
                  << std::chrono::duration_cast<std::chrono::milliseconds>(step.runTime).count()
                  << " ms; " << tally.describe() << "\n";
        all.add(tally);
    }
    const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started);
    std::cout << "crash safety: " << all.describe() << "; " << took.count() << " ms in all\n";
    RecordProperty("kills", all.kills);
    EXPECT_GE(all.kills, wanted);
    EXPECT_GT(all.before, 0) << "no kill landed before a commit: the test proves little";
}

}  // namespace
}  // namespace seneschal::testing
