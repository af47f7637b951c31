#include "campaign/file/sql_rows.hpp"

#include "base/errors.hpp"

namespace seneschal::campaign::sql {

void runAndReset(SQLite::Statement& statement) {
    statement.exec();
    statement.reset();
    statement.clearBindings();
}

void execute(SQLite::Database& db, const std::string& sql,
             std::initializer_list<std::int64_t> values) {
    Query statement(db, sql);
    int index = 1;
    for (const std::int64_t value : values) statement->bind(index++, value);
    statement->exec();
}

namespace {
// The cache open on this thread (an action runs on one thread, start to end).
thread_local QueryCache* tOpenCache = nullptr;
}  // namespace

QueryCache::QueryCache(SQLite::Database& db) : db_(db), outer_(tOpenCache) {
    tOpenCache = this;
}

QueryCache::~QueryCache() {
    tOpenCache = outer_;
}

Query::Query(SQLite::Database& db, const std::string& sql) {
    QueryCache* cache = tOpenCache;
    if (cache != nullptr && &cache->db_ == &db) {
        QueryCache::Kept& kept = cache->kept_[sql];
        if (!kept.statement) kept.statement = std::make_unique<SQLite::Statement>(db, sql);
        if (!kept.lent) {
            kept.lent = true;
            lent_ = &kept.lent;
            statement_ = kept.statement.get();
            return;
        }
    }
    own_ = std::make_unique<SQLite::Statement>(db, sql);
    statement_ = own_.get();
}

Query::~Query() {
    if (lent_ == nullptr) return;
    // Given back ready for its next reader: no row pending, no value bound. Neither can fail
    // on a statement SQLite prepared (tryReset returns the last step's error, which its reader
    // has had; sqlite3_clear_bindings always succeeds), and a destructor must not throw.
    statement_->tryReset();
    try {
        statement_->clearBindings();
    } catch (const SQLite::Exception&) {
        // Not reachable, as said; the statement is given back all the same.
    }
    *lent_ = false;
}

std::optional<std::string> optionalText(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getString();
}

std::optional<std::int64_t> optionalInt(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getInt64();
}

std::optional<DayNumber> optionalDay(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return DayNumber{column.getInt64()};
}

std::int64_t keyOf(const KeysBySlug& keys, const std::string& slug) {
    const auto it = keys.find(slug);
    if (it == keys.end()) throw UserError("unknown reference '" + slug + "'");
    return it->second;
}

std::optional<std::int64_t> keyOf(const KeysBySlug& keys, const std::optional<std::string>& slug) {
    if (!slug) return std::nullopt;
    return keyOf(keys, *slug);
}

std::optional<std::string> slugOf(const SlugsByKey& slugs, const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return slugs.at(column.getInt64());
}

}  // namespace seneschal::campaign::sql
