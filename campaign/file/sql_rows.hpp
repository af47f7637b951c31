#pragma once
// The small helpers every store module uses to move values between C++ and SQLite rows: NULL
// as std::nullopt, slugs (the names in scenario files) to row keys and back. One copy here, so
// that a NULL is read and written the same way by every table's owner.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

#include "campaign/calendar/calendar.hpp"

namespace seneschal::campaign::sql {

using KeysBySlug = std::map<std::string, std::int64_t, std::less<>>;
using SlugsByKey = std::map<std::int64_t, std::string>;

// Binds the value, or NULL when there is none.
template <typename T>
void bindOptional(SQLite::Statement& statement, int index, const std::optional<T>& value) {
    if (value) {
        statement.bind(index, *value);
    } else {
        statement.bind(index);
    }
}

// Runs a prepared statement and readies it for the next row's bindings.
void runAndReset(SQLite::Statement& statement);

// Runs `sql` once with `values` bound to its parameters in order.
void execute(SQLite::Database& db, const std::string& sql,
             std::initializer_list<std::int64_t> values);

// A query an action runs again and again (a ten-year advance reads the march, the kept units
// and the campaign's settings again every day: preparing those statements afresh was two thirds
// of a day's work, issue 33), kept prepared while a QueryCache is open on its connection. The
// cache is open for an action's whole run (ActionContext); elsewhere a Query prepares its own
// statement, as SQLite::Statement does. A kept statement is never lent to two Queries at once:
// a second Query of the same text while the first is being read prepares its own.
class QueryCache {
  public:
    explicit QueryCache(SQLite::Database& db);
    ~QueryCache();
    QueryCache(const QueryCache&) = delete;
    QueryCache& operator=(const QueryCache&) = delete;

  private:
    friend class Query;
    struct Kept {
        std::unique_ptr<SQLite::Statement> statement;
        bool lent = false;
    };
    SQLite::Database& db_;
    std::unordered_map<std::string, Kept> kept_;
    QueryCache* outer_;  // the cache open before this one on this thread, restored after
};

class Query {
  public:
    Query(SQLite::Database& db, const std::string& sql);
    ~Query();
    Query(const Query&) = delete;
    Query& operator=(const Query&) = delete;
    SQLite::Statement& operator*() { return *statement_; }
    SQLite::Statement* operator->() { return statement_; }

  private:
    std::unique_ptr<SQLite::Statement> own_;  // when no cache could lend one
    SQLite::Statement* statement_ = nullptr;
    bool* lent_ = nullptr;  // the kept statement's flag, given back on destruction
};

std::optional<std::string> optionalText(const SQLite::Column& column);
std::optional<std::int64_t> optionalInt(const SQLite::Column& column);
std::optional<DayNumber> optionalDay(const SQLite::Column& column);

// The row key of `slug`; an unknown slug is a UserError naming it.
std::int64_t keyOf(const KeysBySlug& keys, const std::string& slug);
std::optional<std::int64_t> keyOf(const KeysBySlug& keys, const std::optional<std::string>& slug);
// The slug of the key in `column`, or none when the column is NULL.
std::optional<std::string> slugOf(const SlugsByKey& slugs, const SQLite::Column& column);

}  // namespace seneschal::campaign::sql
