// Every command case of tests/data/hostile/commands/*.cases (README.md there) run through the
// real seneschal-cli, as its own process, in a scratch folder holding a good campaign, a second
// campaign with a live write-ahead log, a backups folder and the input files of
// tests/data/hostile/commands/files/. Each must be refused cleanly (issue 30, "nothing lost"):
// the exit code the case gives, one `error:` line naming what the case says (the option, the
// file and its line, the field), no signal, no internal error, and not one file of the folder
// created, changed or removed.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/cli/cli.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/cli/hostile_sample.hpp"
#include "tests/reliability/cli_process.hpp"
#include "tests/test_files.hpp"

namespace seneschal::cli::hostile_commands {
namespace {
using testing::kSmallScenario;

namespace fs = std::filesystem;
using seneschal::testing::readBytes;
using seneschal::testing::TempDir;
using seneschal::testing::writeBytes;

const fs::path kCommands = fs::path(SENESCHAL_SOURCE_DIR) / "tests/data/hostile/commands";

struct Case {
    std::string file;  // the .cases file
    int line = 0;
    int exitCode = 1;
    std::string named;              // what the error line must contain
    std::vector<std::string> args;  // with {db}, {other}, {dir}, {files} still in them
};

void PrintTo(const Case& c, std::ostream* os) {
    *os << c.file << ":" << c.line;
    for (const std::string& arg : c.args) *os << " " << arg;
}

std::string testName(const ::testing::TestParamInfo<Case>& info) {
    std::string name = info.param.file + "_" + std::to_string(info.param.line);
    for (char& c : name) {
        if (std::isalnum(static_cast<unsigned char>(c)) == 0) c = '_';
    }
    return name;
}

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// Words split at spaces; "double quotes" keep spaces; \xHH is that byte, \\ a backslash,
// \" a quote, \n a newline; {repeat N TEXT} is TEXT N times (a long name).
std::vector<std::string> splitArgs(const std::string& text, const std::string& where) {
    std::vector<std::string> args;
    std::string current;
    bool inWord = false;
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\\' && i + 1 < text.size()) {
            const char next = text[i + 1];
            if (next == 'x' && i + 3 < text.size() && hexDigit(text[i + 2]) >= 0 &&
                hexDigit(text[i + 3]) >= 0) {
                current += static_cast<char>(hexDigit(text[i + 2]) * 16 + hexDigit(text[i + 3]));
                i += 3;
            } else if (next == 'n') {
                current += '\n';
                ++i;
            } else {
                current += next;
                ++i;
            }
            inWord = true;
            continue;
        }
        if (c == '"') {
            quoted = !quoted;
            inWord = true;
            continue;
        }
        if (c == '{' && text.compare(i, 8, "{repeat ") == 0) {
            const std::size_t close = text.find('}', i);
            if (close == std::string::npos) throw std::runtime_error(where + ": unclosed {repeat");
            std::istringstream spec(text.substr(i + 8, close - i - 8));
            long count = 0;
            std::string piece;
            spec >> count;
            std::getline(spec >> std::ws, piece);
            for (long k = 0; k < count; ++k) current += piece;
            i = close;
            inWord = true;
            continue;
        }
        if (c == ' ' && !quoted) {
            if (inWord) args.push_back(current);
            current.clear();
            inWord = false;
            continue;
        }
        current += c;
        inWord = true;
    }
    if (quoted) throw std::runtime_error(where + ": unclosed quote");
    if (inWord) args.push_back(current);
    return args;
}

std::string trim(const std::string& text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// Each line: EXIT | NAMED | ARGS (README.md beside the cases).
std::vector<Case> commandCases() {
    std::vector<Case> cases;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(kCommands)) {
        if (entry.path().extension() == ".cases") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const fs::path& path : files) {
        std::ifstream in(path);
        std::string text;
        int number = 0;
        while (std::getline(in, text)) {
            ++number;
            const std::string line = trim(text);
            if (line.empty() || line[0] == '#') continue;
            const std::string where = path.filename().string() + ":" + std::to_string(number);
            const auto bar1 = line.find(" | ");
            const auto bar2 = bar1 == std::string::npos ? bar1 : line.find(" | ", bar1 + 3);
            if (bar2 == std::string::npos) {
                throw std::runtime_error(where + ": expected EXIT | NAMED | ARGS");
            }
            Case c;
            c.file = path.stem().string();
            c.line = number;
            c.exitCode = std::stoi(trim(line.substr(0, bar1)));
            c.named = trim(line.substr(bar1 + 3, bar2 - bar1 - 3));
            c.args = splitArgs(line.substr(bar2 + 3), where);
            cases.push_back(c);
        }
    }
    return cases;
}

// Every file under the folder with its size and bytes: side files and backups included.
std::map<std::string, std::string> listing(const fs::path& folder) {
    std::map<std::string, std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        const std::string name = fs::relative(entry.path(), folder).string();
        if (entry.is_directory()) {
            files[name] = "folder";
            continue;
        }
        const std::string bytes = readBytes(entry.path());
        files[name] =
            std::to_string(bytes.size()) + ":" + std::to_string(std::hash<std::string>{}(bytes));
    }
    return files;
}

// The scratch campaign's bytes, and the second campaign's with the write-ahead log it had while
// another program held it open (a treasury change committed to the log, not yet to the file).
struct Campaigns {
    std::string good;
    std::string other;
    std::string otherWal;
};

const Campaigns& campaigns() {
    static const Campaigns made = [] {
        Campaigns c;
        TempDir dir;
        const std::string db = (dir / "good.seneschal").string();
        std::ostringstream out, err;
        EXPECT_EQ(runCli({"new", "--scenario", kSmallScenario.string(), "--db", db}, out, err), 0)
            << err.str();
        c.good = readBytes(db);
        const fs::path other = dir / "other.seneschal";
        writeBytes(other, c.good);
        {
            SQLite::Database open(other.string(), SQLite::OPEN_READWRITE);
            open.exec("PRAGMA journal_mode=WAL");
            open.exec("PRAGMA wal_autocheckpoint=0");
            open.exec("UPDATE side SET treasury = treasury + 1000000");
            c.otherWal = readBytes(other.string() + "-wal");
            c.other = readBytes(other);
        }
        return c;
    }();
    return made;
}

std::string substituted(std::string text, const std::map<std::string, std::string>& names) {
    for (const auto& [key, value] : names) {
        for (auto at = text.find(key); at != std::string::npos; at = text.find(key, at)) {
            text.replace(at, key.size(), value);
            at += value.size();
        }
    }
    return text;
}

class HostileCommand : public ::testing::TestWithParam<Case> {};

TEST_P(HostileCommand, IsRefusedWithOneErrorLineNamingItAndNothingInItsFolderChanges) {
    const Case& c = GetParam();
    TempDir folder;
    TempDir outputs;
    const Campaigns& made = campaigns();
    writeBytes(folder / "camp.seneschal", made.good);
    writeBytes(folder / "other.seneschal", made.other);
    writeBytes(folder / "other.seneschal-wal", made.otherWal);
    fs::create_directories(folder / "camp.seneschal.backups");
    writeBytes(folder / "camp.seneschal.backups" / "notes.txt", "the umpire's notes\n");
    fs::copy(kCommands / "files", folder / "files", fs::copy_options::recursive);
    const std::map<std::string, std::string> names = {
        {"{db}", (folder / "camp.seneschal").string()},
        {"{other}", (folder / "other.seneschal").string()},
        {"{files}", (folder / "files").string()},
        {"{dir}", folder.path().string()},
    };
    std::vector<std::string> args;
    for (const std::string& arg : c.args) args.push_back(substituted(arg, names));
    const auto before = listing(folder.path());

    seneschal::testing::CliProcess child(args, outputs / "stdout", outputs / "stderr");
    const seneschal::testing::ChildEnd end = child.wait();
    const std::string err = child.err();

    EXPECT_FALSE(end.killed) << "killed by signal " << end.signal << "\n" << err;
    EXPECT_EQ(end.exitCode, c.exitCode) << err;
    EXPECT_EQ(err.find("internal error"), std::string::npos) << err;
    EXPECT_EQ(err.rfind("error: ", 0), 0U) << err;
    EXPECT_EQ(err.find('\n'), err.size() - 1) << "more than one line: " << err;
    EXPECT_NE(err.find(substituted(c.named, names)), std::string::npos)
        << "the message does not name " << c.named << ": " << err;
    EXPECT_TRUE(listing(folder.path()) == before) << "the refusal changed the folder";
}

INSTANTIATE_TEST_SUITE_P(Corpus, HostileCommand,
                         ::testing::ValuesIn(seneschal::testing::casesToRun(commandCases())),
                         testName);

}  // namespace
}  // namespace seneschal::cli::hostile_commands
