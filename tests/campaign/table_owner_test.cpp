// One owner per table (issue 14, item 4): every table of the campaign file is written (INSERT,
// UPDATE, DELETE, REPLACE, an upsert) from one source file only, and that file is a store
// module of campaign/stores/ or campaign/file/. application/ and app/ write nothing directly.
// The check reads the sources themselves, so a stray write anywhere fails the build's tests.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// The schema's migrations create every table and may give one its first rows (the backup
// policy's default): they are the file's shape, not a writer at run time.
const char* const kMigrationsFile = "campaign/file/schema.cpp";

// Where a table may be written from.
bool isStoreModule(const std::string& file) {
    return file.rfind("campaign/stores/", 0) == 0 || file.rfind("campaign/file/", 0) == 0;
}

// The source with its comments blanked (string literals kept, raw ones too), so that a comment
// that mentions "UPDATE unit" is no write.
std::string withoutComments(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        if (c == '/' && next == '/') {
            while (i < text.size() && text[i] != '\n') ++i;
        } else if (c == '/' && next == '*') {
            const std::size_t end = text.find("*/", i + 2);
            i = end == std::string::npos ? text.size() : end + 2;
            out += ' ';
        } else if (c == 'R' && next == '"') {
            const std::size_t open = text.find('(', i + 2);
            if (open == std::string::npos) {
                out.append(text, i, std::string::npos);
                break;
            }
            const std::string close = ")" + text.substr(i + 2, open - i - 2) + "\"";
            const std::size_t end = text.find(close, open);
            const std::size_t stop = end == std::string::npos ? text.size() : end + close.size();
            out.append(text, i, stop - i);
            i = stop;
        } else if (c == '"' || c == '\'') {
            std::size_t j = i + 1;
            while (j < text.size() && text[j] != c && text[j] != '\n') j += text[j] == '\\' ? 2 : 1;
            const std::size_t stop = std::min(j + 1, text.size());
            out.append(text, i, stop - i);
            i = stop;
        } else {
            out += c;
            ++i;
        }
    }
    return out;
}

// What one source file writes: table names, and "?" for a write whose table is named at run
// time. SQL keywords are upper case and table names lower case throughout the code, which
// keeps prose ("update the unit") and wxEVT_UPDATE_UI out; adjacent string literals are joined
// first, so a statement split across lines is read whole.
std::set<std::string> tablesWritten(const std::string& source) {
    static const std::regex joins("\"\\s*\"");
    static const std::regex write(
        "\\b(?:INSERT(?:\\s+OR\\s+[A-Z]+)?\\s+INTO|REPLACE\\s+INTO|UPDATE(?:\\s+OR\\s+[A-Z]+)?|"
        "DELETE\\s+FROM)\\s+\"?([a-z_][a-z0-9_]*)");
    static const std::regex runTime(
        "\\b(?:INSERT(?:\\s+OR\\s+[A-Z]+)?\\s+INTO|REPLACE\\s+INTO|UPDATE(?:\\s+OR\\s+[A-Z]+)?|"
        "DELETE\\s+FROM)\\s*\"\\s*\\)?\\s*\\+");
    const std::string text = std::regex_replace(withoutComments(source), joins, "");
    std::set<std::string> tables;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), write);
         it != std::sregex_iterator(); ++it) {
        tables.insert((*it)[1].str());
    }
    if (std::regex_search(text, runTime)) tables.insert("?");
    return tables;
}

// Every table written by every source file of the layers that could write one.
std::map<std::string, std::set<std::string>> writersByTable() {
    const fs::path root = SENESCHAL_SOURCE_DIR;
    std::map<std::string, std::set<std::string>> writers;
    for (const char* layer : {"campaign", "application", "app"}) {
        for (const auto& entry : fs::recursive_directory_iterator(root / layer)) {
            const fs::path& path = entry.path();
            if (!entry.is_regular_file()) continue;
            if (path.extension() != ".cpp" && path.extension() != ".hpp") continue;
            const std::string file = path.lexically_relative(root).generic_string();
            if (file == kMigrationsFile) continue;
            std::ifstream in(path, std::ios::binary);
            std::ostringstream text;
            text << in.rdbuf();
            for (const std::string& table : tablesWritten(text.str())) {
                writers[table].insert(file);
            }
        }
    }
    return writers;
}

std::string fileList(const std::set<std::string>& files) {
    std::string text;
    for (const std::string& file : files) text += (text.empty() ? "" : ", ") + file;
    return text;
}

TEST(TableOwner, TheScannerSeesWritesAndNotCommentsOrProse) {
    const std::string source = R"CPP(
        // UPDATE leader SET status = 'dead'   (a comment)
        /* DELETE FROM chronicle */
        sql::execute(db,
                     "UPDATE unit SET present = present - ?1 "
                     "WHERE id = ?2",
                     {men, unit});
        SQLite::Statement s(db, R"SQL(
            INSERT OR REPLACE INTO side_purse (side_id, pence) VALUES (?1, ?2)
            ON CONFLICT (side_id) DO UPDATE SET pence = ?2)SQL");
        db.exec(
            "DELETE FROM "
            "pending_battle");
        SQLite::Statement t(db, std::string("DELETE FROM ") + table);
        throw UserError("cannot update unit 'x'");
        Bind(wxEVT_UPDATE_UI, handler);
    )CPP";
    EXPECT_EQ(tablesWritten(source),
              (std::set<std::string>{"?", "pending_battle", "side_purse", "unit"}));
}

TEST(TableOwner, TheScanFindsTheKnownOwners) {
    // A scan that found nothing would pass the test below for nothing.
    const auto writers = writersByTable();
    ASSERT_TRUE(writers.count("unit"));
    EXPECT_EQ(writers.at("unit"), std::set<std::string>{"campaign/stores/unit_store.cpp"});
    ASSERT_TRUE(writers.count("ledger_entry"));
    EXPECT_EQ(writers.at("ledger_entry"),
              std::set<std::string>{"campaign/stores/ledger_store.cpp"});
}

TEST(TableOwner, EveryTableIsWrittenByOneStoreModule) {
    for (const auto& [table, files] : writersByTable()) {
        if (table == "?") {
            for (const std::string& file : files) {
                ADD_FAILURE() << file << " writes a table named at run time: name it in the "
                              << "statement, in its store module";
            }
            continue;
        }
        EXPECT_EQ(files.size(), 1u)
            << "table '" << table << "' is written from " << files.size() << " files ("
            << fileList(files) << "): one store module must own it";
        for (const std::string& file : files) {
            EXPECT_TRUE(isStoreModule(file))
                << "table '" << table << "' is written from " << file
                << ", outside campaign/stores/ and campaign/file/: call its store module";
        }
    }
}

}  // namespace
