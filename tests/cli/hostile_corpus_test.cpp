// Every file of tests/data/hostile/ (README.md there) handed to the real seneschal-cli, in a
// scratch folder, by the command that loads its kind (issue 13, "nothing lost"). Each must be
// refused cleanly: exit 1, one `error:` line naming the file (and for XML the line), no
// signal, no internal error, and not one file of the folder created, changed or removed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/cli.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/hostile_sample.hpp"
#include "tests/reliability/cli_process.hpp"
#include "tests/test_files.hpp"

namespace seneschal::cli {
namespace {
using testing::kSmallScenario;

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;

const fs::path kCorpus = fs::path(SENESCHAL_SOURCE_DIR) / "tests/data/hostile";

// Cases that still fail a part of the check for a cause outside this piece of work, with the
// cause. The test expects them to fail that part, so that a fix shows up as a failure here
// asking for the entry to go.
const std::map<std::string, std::string> kKnownGaps = {};

struct Case {
    std::string kind;  // the folder: scenario, battle, outcome, rules, campaign
    std::string file;
    std::string command;  // for campaign files: check, roster or advance
};

// gtest shows a failing case by this, not as bytes.
void PrintTo(const Case& c, std::ostream* os) {
    *os << c.kind << "/" << c.file << (c.command.empty() ? "" : " (" + c.command + ")");
}

std::string testName(const ::testing::TestParamInfo<Case>& info) {
    std::string name = info.param.kind + "_" + info.param.file +
                       (info.param.command.empty() ? "" : "_" + info.param.command);
    for (char& c : name) {
        if (std::isalnum(static_cast<unsigned char>(c)) == 0) c = '_';
    }
    return name;
}

std::vector<Case> corpus() {
    std::vector<Case> cases;
    for (const char* kind : {"scenario", "battle", "outcome", "rules", "campaign"}) {
        std::vector<std::string> files;
        for (const auto& entry : fs::directory_iterator(kCorpus / kind)) {
            files.push_back(entry.path().filename().string());
        }
        std::sort(files.begin(), files.end());
        for (const std::string& file : files) {
            if (std::string(kind) == "campaign") {
                for (const char* command : {"check", "roster", "advance"})
                    cases.push_back({kind, file, command});
            } else {
                cases.push_back({kind, file, ""});
            }
        }
    }
    return cases;
}

struct ProcessResult {
    bool exited = false;
    int code = -1;
    int signal = 0;
    std::string err;
};

// The CLI as a user runs it: its own process, so a crash is a signal here, not our death.
ProcessResult runCliProcess(const std::vector<std::string>& args, const fs::path& outputs) {
    seneschal::testing::CliProcess child(args, outputs / "stdout", outputs / "stderr");
    const seneschal::testing::ChildEnd end = child.wait();
    return {!end.killed, end.exitCode, end.signal, child.err()};
}

// Every file under the folder with its size and bytes: side files (-wal, -shm, -journal)
// included, so one left behind by a refused open is seen.
std::map<std::string, std::string> listing(const fs::path& folder) {
    std::map<std::string, std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        if (!entry.is_regular_file()) continue;
        const std::string bytes = readBytes(entry.path());
        files[fs::relative(entry.path(), folder).string()] =
            std::to_string(bytes.size()) + ":" + std::to_string(std::hash<std::string>{}(bytes));
    }
    return files;
}

// A good campaign, made once a process and only if an outcome case needs one: the campaign
// the outcome files are applied to (ctest runs each case in a process of its own).
const std::string& goodCampaign() {
    static const std::string bytes = [] {
        TempDir dir;
        const std::string db = (dir / "good.seneschal").string();
        std::ostringstream out, err;
        EXPECT_EQ(runCli({"new", "--scenario", kSmallScenario.string(), "--db", db}, out, err), 0)
            << err.str();
        return readBytes(db);
    }();
    return bytes;
}

class HostileFile : public ::testing::TestWithParam<Case> {};

TEST_P(HostileFile, IsRefusedWithOneErrorLineAndNothingInItsFolderChanges) {
    const Case& c = GetParam();
    TempDir folder;
    TempDir outputs;
    const fs::path file = folder / c.file;
    fs::copy_file(kCorpus / c.kind / c.file, file);
    std::vector<std::string> args;
    if (c.kind == "scenario") {
        args = {"new", "--scenario", file.string(), "--db", (folder / "out.seneschal").string()};
    } else if (c.kind == "battle") {
        args = {"battle", "--scenario", file.string(), "--seed", "1"};
    } else if (c.kind == "outcome") {
        const fs::path good = folder / "good.seneschal";
        seneschal::testing::writeBytes(good, goodCampaign());
        args = {"apply", "--db", good.string(), "--outcome", file.string()};
    } else if (c.kind == "rules") {
        args = {"rules", "check", file.string()};
    } else if (c.command == "advance") {
        args = {"advance", "--db", file.string(), "--days", "1"};
    } else {
        args = {c.command, "--db", file.string()};
    }
    const auto before = listing(folder.path());

    const ProcessResult run = runCliProcess(args, outputs.path());

    // Never a crash, whatever the file.
    EXPECT_EQ(run.signal, 0) << "killed by signal " << run.signal << "\n" << run.err;
    EXPECT_TRUE(run.exited);
    EXPECT_EQ(run.code, kExitUserError) << run.err;
    EXPECT_EQ(run.err.find("internal error"), std::string::npos) << run.err;

    const bool folderKept = listing(folder.path()) == before;
    // One line, `error: `, naming the file; an XML file's line too ("f.xml:12").
    const bool oneLine =
        run.err.rfind("error: ", 0) == 0 && run.err.find('\n') == run.err.size() - 1;
    const bool namesFile = run.err.find(c.file) != std::string::npos;
    const bool namesLine =
        c.kind == "campaign" ||
        std::regex_search(
            run.err,
            std::regex(std::regex_replace(c.file, std::regex(R"([.\-+])"), R"(\$&)") + ":[0-9]+"));
    const auto gap = kKnownGaps.find(c.kind + "/" + c.file);
    if (gap == kKnownGaps.end()) {
        EXPECT_TRUE(folderKept) << "the refusal changed the folder";
        EXPECT_TRUE(oneLine) << run.err;
        EXPECT_TRUE(namesFile) << "the message does not name " << c.file << ": " << run.err;
        EXPECT_TRUE(namesLine) << "the message does not give the line: " << run.err;
    } else {
        EXPECT_FALSE(folderKept && oneLine && namesFile && namesLine)
            << "known gap now fixed; remove it from kKnownGaps (" << gap->second << ")";
    }
}

INSTANTIATE_TEST_SUITE_P(Corpus, HostileFile,
                         ::testing::ValuesIn(seneschal::testing::casesToRun(corpus())), testName);

TEST(HostileCorpus, HoldsOverAHundredFilesWithEveryKindRepresented) {
    std::map<std::string, int> counts;
    for (const Case& c : corpus()) {
        if (c.command.empty() || c.command == "check") ++counts[c.kind];
    }
    int total = 0;
    for (const char* kind : {"scenario", "battle", "outcome", "rules", "campaign"}) {
        EXPECT_GE(counts[kind], 10) << kind;
        total += counts[kind];
    }
    EXPECT_GE(total, 100);
}

}  // namespace
}  // namespace seneschal::cli
