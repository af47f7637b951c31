// SQL only in the stores (issue 31, item 4): every statement the program runs on the campaign
// file, a read as much as a write, is written in a store module of campaign/stores/ or in
// campaign/file/; the rest of the program calls their named functions and gets plain structs
// back. Passing the SQLite::Database& handle along is allowed; SQL text and the statement API are
// not. The check reads the sources themselves, so a stray SELECT anywhere fails the build's
// tests, naming the file and the line.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// Where SQL may be written.
bool isSqlModule(const std::string& file) {
    return file.rfind("campaign/stores/", 0) == 0 || file.rfind("campaign/file/", 0) == 0;
}

struct Finding {
    int line = 0;
    std::string what;  // the text found
};

bool operator==(const Finding& a, const Finding& b) {
    return a.line == b.line && a.what == b.what;
}

std::ostream& operator<<(std::ostream& out, const Finding& f) {
    return out << f.line << ": " << f.what;
}

bool isIdentifierChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// A source split in two: its code with comments and literals blanked (newlines kept, so a
// position still tells its line), and its string literals, adjacent ones joined into one (a
// statement split across lines is read whole), each with the line it starts on.
struct SplitSource {
    std::string code;
    std::vector<std::pair<int, std::string>> literals;
};

SplitSource splitSource(const std::string& text) {
    SplitSource out;
    out.code.reserve(text.size());
    int line = 1;
    // Set while the code since the last literal is only spaces and comments: the next literal
    // joins it.
    bool joining = false;
    const auto blank = [&](std::size_t from, std::size_t to) {
        for (std::size_t k = from; k < to; ++k) {
            if (text[k] == '\n') {
                out.code += '\n';
                ++line;
            } else {
                out.code += ' ';
            }
        }
    };
    const auto literal = [&](int at, std::string body) {
        if (joining && !out.literals.empty()) {
            out.literals.back().second += body;
        } else {
            out.literals.emplace_back(at, std::move(body));
        }
        joining = true;
    };
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        const char before = i > 0 ? text[i - 1] : '\0';
        if (c == '/' && next == '/') {
            std::size_t end = text.find('\n', i);
            if (end == std::string::npos) end = text.size();
            blank(i, end);
            i = end;
        } else if (c == '/' && next == '*') {
            const std::size_t close = text.find("*/", i + 2);
            const std::size_t end = close == std::string::npos ? text.size() : close + 2;
            blank(i, end);
            i = end;
        } else if (c == 'R' && next == '"' &&
                   (!isIdentifierChar(before) ||
                    (i >= 1 && (before == 'L' || before == 'u' || before == 'U') &&
                     (i < 2 || !isIdentifierChar(text[i - 2]))) ||
                    (i >= 2 && before == '8' && text[i - 2] == 'u'))) {
            const std::size_t open = text.find('(', i + 2);
            if (open == std::string::npos) {
                blank(i, text.size());
                break;
            }
            const std::string close = ")" + text.substr(i + 2, open - i - 2) + "\"";
            const std::size_t found = text.find(close, open);
            const std::size_t end = found == std::string::npos ? text.size() : found + close.size();
            const int at = line;
            const std::size_t bodyEnd = found == std::string::npos ? text.size() : found;
            std::string body = text.substr(open + 1, bodyEnd - open - 1);
            blank(i, end);
            literal(at, std::move(body));
            i = end;
        } else if (c == '"') {
            std::size_t j = i + 1;
            while (j < text.size() && text[j] != '"' && text[j] != '\n')
                j += text[j] == '\\' ? 2 : 1;
            const std::size_t end = std::min(j + 1, text.size());
            const int at = line;
            std::string body = text.substr(i + 1, std::min(j, text.size()) - i - 1);
            blank(i, end);
            literal(at, std::move(body));
            i = end;
        } else if (c == '\'' && !isIdentifierChar(before)) {
            // A character literal ('"' among them); a quote after a digit separates digits.
            std::size_t j = i + 1;
            while (j < text.size() && text[j] != '\'' && text[j] != '\n')
                j += text[j] == '\\' ? 2 : 1;
            const std::size_t end = std::min(j + 1, text.size());
            blank(i, end);
            i = end;
        } else {
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') joining = false;
            if (c == '\n') ++line;
            out.code += c;
            ++i;
        }
    }
    return out;
}

// SQL in a string literal: a statement's keyword in upper case (as the code writes SQL), followed
// by what follows it in SQL, so that prose ("Update the roster", "select a unit") is none.
const std::regex& sqlText() {
    static const std::regex sql(
        "\\b(?:SELECT\\s+(?:DISTINCT\\s+)?[A-Za-z_*0-9(']|"
        "INSERT(?:\\s+OR\\s+[A-Z]+)?\\s+INTO\\b|REPLACE\\s+INTO\\b|"
        "UPDATE(?:\\s+OR\\s+[A-Z]+)?\\s+\"?[a-z_][a-z0-9_]*\\s+SET\\b|"
        "DELETE\\s+FROM\\b|"
        "CREATE\\s+(?:TEMP\\s+|TEMPORARY\\s+|UNIQUE\\s+|VIRTUAL\\s+)?(?:TABLE|INDEX|VIEW|TRIGGER)"
        "\\b|"
        "DROP\\s+(?:TABLE|INDEX|VIEW|TRIGGER)\\b|ALTER\\s+TABLE\\b|"
        "PRAGMA\\s+[a-z_]|ATTACH\\s+DATABASE\\b|VACUUM\\b|"
        "BEGIN\\s+(?:IMMEDIATE|EXCLUSIVE|DEFERRED|TRANSACTION)\\b|SAVEPOINT\\s+[a-z_]|"
        "WITH\\s+(?:RECURSIVE\\s+)?[a-z_][a-z0-9_]*\\s+AS\\s*\\()");
    return sql;
}

// The statement API used in code: a statement, a column of its row, running SQL text.
const std::regex& statementApi() {
    static const std::regex api(
        "SQLite::Statement\\b|SQLite::Column\\b|(?:\\.|->)\\s*exec\\s*\\(|"
        "(?:\\.|->)\\s*execAndGet\\s*\\(|\\bsqlite3_(?:exec|prepare\\w*)\\s*\\(");
    return api;
}

int lineAt(const std::string& code, std::size_t position) {
    int line = 1;
    for (std::size_t k = 0; k < position && k < code.size(); ++k)
        if (code[k] == '\n') ++line;
    return line;
}

std::string firstLine(const std::string& text) {
    std::string line = text.substr(0, text.find('\n'));
    const std::size_t start = line.find_first_not_of(" \t");
    line = start == std::string::npos ? std::string() : line.substr(start);
    return line.size() > 60 ? line.substr(0, 60) + "..." : line;
}

// Every SQL statement text and every use of the statement API in one source file, by line.
std::vector<Finding> sqlIn(const std::string& source) {
    const SplitSource split = splitSource(source);
    std::vector<Finding> found;
    for (const auto& [line, body] : split.literals) {
        std::smatch match;
        if (std::regex_search(body, match, sqlText())) {
            const auto at = static_cast<std::size_t>(match.position(0));
            const int keywordLine =
                line + static_cast<int>(std::count(body.begin(), body.begin() + at, '\n'));
            found.push_back({keywordLine, "\"" + firstLine(body.substr(at)) + "\""});
        }
    }
    for (auto it = std::sregex_iterator(split.code.begin(), split.code.end(), statementApi());
         it != std::sregex_iterator(); ++it) {
        std::string api = it->str();
        api.erase(std::remove_if(api.begin(), api.end(),
                                 [](char ch) { return ch == ' ' || ch == '\t' || ch == '\n'; }),
                  api.end());
        found.push_back({lineAt(split.code, static_cast<std::size_t>(it->position())), api});
    }
    std::sort(found.begin(), found.end(),
              [](const Finding& a, const Finding& b) { return a.line < b.line; });
    return found;
}

// Every source file of the layers that hold the program, with what SQL each holds.
std::vector<std::pair<std::string, std::vector<Finding>>> sqlByFile() {
    const fs::path root = SENESCHAL_SOURCE_DIR;
    std::vector<std::pair<std::string, std::vector<Finding>>> files;
    for (const char* layer :
         {"campaign", "application", "reports", "map", "drawing", "app", "battle"}) {
        std::vector<fs::path> paths;
        for (const auto& entry : fs::recursive_directory_iterator(root / layer)) {
            const fs::path& path = entry.path();
            if (!entry.is_regular_file()) continue;
            if (path.extension() != ".cpp" && path.extension() != ".hpp") continue;
            paths.push_back(path);
        }
        std::sort(paths.begin(), paths.end());
        for (const fs::path& path : paths) {
            std::ifstream in(path, std::ios::binary);
            std::ostringstream text;
            text << in.rdbuf();
            files.emplace_back(path.lexically_relative(root).generic_string(), sqlIn(text.str()));
        }
    }
    return files;
}

TEST(SqlOnlyInStores, TheScannerSeesSqlAndNotCommentsOrProse) {
    const std::string source = R"CPP(
        // SELECT name FROM side   (a comment)
        /* DELETE FROM chronicle
           UPDATE unit SET present = 0 */
        const char quote = '"';
        const long many = 1'000'000;
        throw UserError("Update the roster, then select a unit to delete from it");
        Bind(wxEVT_UPDATE_UI, handler);
        auto rows = read(db,
                         "SELECT id, slug "
                         "FROM unit");
        SQLite::Statement s(db, R"SQL(
            INSERT OR REPLACE INTO side_purse (side_id, pence) VALUES (?1, ?2))SQL");
        db.exec("PRAGMA foreign_keys = ON");
        const auto day = db.execAndGet(std::string("SELECT count(*) FROM ") + table);
        std::string label = "CREATE";
    )CPP";
    const std::vector<Finding> expected = {
        {10, "\"SELECT id, slug FROM unit\""},
        {12, "SQLite::Statement"},
        {13, "\"INSERT OR REPLACE INTO side_purse (side_id, pence) VALUES (?...\""},
        {14, ".exec("},
        {14, "\"PRAGMA foreign_keys = ON\""},
        {15, ".execAndGet("},
        {15, "\"SELECT count(*) FROM \""},
    };
    std::vector<Finding> found = sqlIn(source);
    // Within a line, literals and the API come in either order.
    const auto byLineAndText = [](const Finding& a, const Finding& b) {
        return a.line != b.line ? a.line < b.line : a.what < b.what;
    };
    std::vector<Finding> want = expected;
    std::sort(found.begin(), found.end(), byLineAndText);
    std::sort(want.begin(), want.end(), byLineAndText);
    EXPECT_EQ(found, want);
}

TEST(SqlOnlyInStores, TheScanFindsTheStoresSql) {
    // A scan that found nothing would pass the test below for nothing.
    std::set<std::string> withSql;
    for (const auto& [file, found] : sqlByFile())
        if (!found.empty()) withSql.insert(file);
    for (const char* file : {"campaign/stores/lookup.cpp", "campaign/stores/unit_store.cpp",
                             "campaign/stores/battle_roster.cpp", "campaign/file/schema.cpp"}) {
        EXPECT_TRUE(withSql.count(file)) << "the scan found no SQL in " << file;
    }
}

TEST(SqlOnlyInStores, NoSqlOutsideStoresAndFile) {
    std::size_t scanned = 0;
    for (const auto& [file, found] : sqlByFile()) {
        ++scanned;
        if (isSqlModule(file)) continue;
        for (const Finding& f : found) {
            ADD_FAILURE() << file << ":" << f.line << ": " << f.what
                          << " outside campaign/stores/ and campaign/file/: read or write through "
                          << "a named function of the table's store module";
        }
    }
    EXPECT_GT(scanned, 100u) << "the scan read too few source files";
}

}  // namespace
