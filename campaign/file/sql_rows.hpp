#pragma once
// The small helpers every store module uses to move values between C++ and SQLite rows: NULL
// as std::nullopt, slugs (the names in scenario files) to row keys and back. One copy here, so
// that a NULL is read and written the same way by every table's owner.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>

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

std::optional<std::string> optionalText(const SQLite::Column& column);
std::optional<std::int64_t> optionalInt(const SQLite::Column& column);
std::optional<DayNumber> optionalDay(const SQLite::Column& column);

// The row key of `slug`; an unknown slug is a UserError naming it.
std::int64_t keyOf(const KeysBySlug& keys, const std::string& slug);
std::optional<std::int64_t> keyOf(const KeysBySlug& keys, const std::optional<std::string>& slug);
// The slug of the key in `column`, or none when the column is NULL.
std::optional<std::string> slugOf(const SlugsByKey& slugs, const SQLite::Column& column);

}  // namespace seneschal::campaign::sql
