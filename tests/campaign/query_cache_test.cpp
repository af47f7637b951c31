// Issue 33: the queries an action runs every campaign day are prepared once for the action
// (sql::QueryCache, opened by every ActionContext), not once a day. What a reader must never
// notice: a query read inside another of the same text gets every row of its own, and a kept
// statement comes back with nothing bound and from its first row.
#include <SQLiteCpp/SQLiteCpp.h>
#include <gtest/gtest.h>

#include <vector>

#include "campaign/file/sql_rows.hpp"

namespace seneschal::campaign::sql {
namespace {

constexpr const char* kAll = "SELECT v FROM t ORDER BY v";
constexpr const char* kFrom = "SELECT v FROM t WHERE ?1 IS NULL OR v >= ?1 ORDER BY v";

class QueryCacheTest : public ::testing::Test {
  protected:
    QueryCacheTest() : db(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE) {
        db.exec("CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (1), (2), (3);");
    }
    std::vector<int> read(const char* sql) {
        Query query(db, sql);
        std::vector<int> rows;
        while (query->executeStep()) rows.push_back(query->getColumn(0).getInt());
        return rows;
    }
    SQLite::Database db;
};

TEST_F(QueryCacheTest, AQueryReadInsideAnotherOfTheSameTextReadsEveryRowOfItsOwn) {
    QueryCache cache(db);
    Query outer(db, kAll);
    std::vector<int> seen;
    while (outer->executeStep()) {
        seen.push_back(outer->getColumn(0).getInt());
        EXPECT_EQ(read(kAll), (std::vector<int>{1, 2, 3})) << "the inner reading";
    }
    EXPECT_EQ(seen, (std::vector<int>{1, 2, 3})) << "the outer reading, not restarted";
}

TEST_F(QueryCacheTest, AKeptStatementComesBackUnboundAndFromItsFirstRow) {
    QueryCache cache(db);
    const SQLite::Statement* first = nullptr;
    {
        Query query(db, kFrom);
        first = &*query;
        query->bind(1, 3);
        ASSERT_TRUE(query->executeStep());
        EXPECT_EQ(query->getColumn(0).getInt(), 3);
        // Given back after one row, with 3 still bound.
    }
    Query again(db, kFrom);
    EXPECT_EQ(&*again, first) << "kept prepared while the cache is open";
    std::vector<int> rows;
    while (again->executeStep()) rows.push_back(again->getColumn(0).getInt());
    EXPECT_EQ(rows, (std::vector<int>{1, 2, 3})) << "nothing bound, from the first row";
}

TEST_F(QueryCacheTest, WithoutACacheOnItsConnectionAQueryPreparesItsOwn) {
    SQLite::Database other(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    other.exec("CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (7);");
    QueryCache cache(other);
    EXPECT_EQ(read(kAll), (std::vector<int>{1, 2, 3})) << "another connection's cache";
    {
        Query query(other, kAll);
        ASSERT_TRUE(query->executeStep());
        EXPECT_EQ(query->getColumn(0).getInt(), 7);
    }
    {
        // A cache opened inside another, on this connection: a kept query reads what was
        // written after it was prepared.
        QueryCache inner(db);
        EXPECT_EQ(read(kAll), (std::vector<int>{1, 2, 3}));
        db.exec("INSERT INTO t VALUES (4)");
        EXPECT_EQ(read(kAll), (std::vector<int>{1, 2, 3, 4}));
    }
    Query outerAgain(other, kAll);
    ASSERT_TRUE(outerAgain->executeStep()) << "the outer cache is open again";
    EXPECT_EQ(outerAgain->getColumn(0).getInt(), 7);
}

}  // namespace
}  // namespace seneschal::campaign::sql
