#include "campaign/stores/rules_file_store.hpp"

#include <SQLiteCpp/Statement.h>

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "campaign/file/file_sha256.hpp"
#include "campaign/file/sql_rows.hpp"

namespace seneschal::campaign {

void recordRulesFiles(SQLite::Database& db, const std::vector<std::string>& files) {
    SQLite::Statement insert(db, "INSERT OR REPLACE INTO rules_file (name, sha256) VALUES (?, ?)");
    for (const std::string& name : files) {
        const auto path = rulesDir() / name;
        const std::optional<std::string> digest = sha256OfFile(path);
        if (!digest) throw UserError("rules file " + path.string() + " cannot be read");
        insert.bind(1, name);
        insert.bind(2, *digest);
        sql::runAndReset(insert);
    }
}

std::vector<RecordedRulesFile> readRulesFiles(SQLite::Database& db) {
    std::vector<RecordedRulesFile> files;
    SQLite::Statement query(db, "SELECT name, sha256 FROM rules_file ORDER BY name");
    while (query.executeStep()) {
        files.push_back({query.getColumn(0).getString(), query.getColumn(1).getString()});
    }
    return files;
}

}  // namespace seneschal::campaign
