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
    SQLite::Statement statement(db, sql);
    int index = 1;
    for (const std::int64_t value : values) statement.bind(index++, value);
    statement.exec();
}

SQLite::Statement& PreparedStatements::statement(const std::string& sql) {
    auto& kept = statements_[sql];
    if (kept) {
        kept->reset();
        kept->clearBindings();
    } else {
        kept = std::make_unique<SQLite::Statement>(db_, sql);
    }
    return *kept;
}

void PreparedStatements::execute(const std::string& sql,
                                 std::initializer_list<std::int64_t> values) {
    SQLite::Statement& prepared = statement(sql);
    int index = 1;
    for (const std::int64_t value : values) prepared.bind(index++, value);
    prepared.exec();
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
