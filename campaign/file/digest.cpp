#include "campaign/file/digest.hpp"

#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <cstdio>

namespace seneschal::campaign {

namespace {

class Fnv1a {
  public:
    void add(const void* data, std::size_t size) {
        const auto* bytes = static_cast<const unsigned char*>(data);
        for (std::size_t i = 0; i < size; ++i) {
            hash_ ^= bytes[i];
            hash_ *= 0x100000001b3ULL;
        }
    }
    void add(std::uint8_t tag) { add(&tag, 1); }
    std::uint64_t value() const { return hash_; }

  private:
    std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

}  // namespace

TableDigests digestTables(SQLite::Database& db, const std::set<std::string>& excluded) {
    std::set<std::string> tables;
    SQLite::Statement list(db,
                           "SELECT name FROM sqlite_schema WHERE type = 'table' "
                           "AND name NOT LIKE 'sqlite_%'");
    while (list.executeStep()) tables.insert(list.getColumn(0).getString());

    TableDigests digests;
    for (const std::string& table : tables) {
        if (excluded.count(table) != 0) continue;
        SQLite::Statement rows(db, "SELECT * FROM \"" + table + "\" ORDER BY rowid");
        Fnv1a hash;
        std::int64_t count = 0;
        while (rows.executeStep()) {
            ++count;
            for (int i = 0; i < rows.getColumnCount(); ++i) {
                const SQLite::Column column = rows.getColumn(i);
                // The type is hashed too: 7 and '7' are different campaigns.
                hash.add(static_cast<std::uint8_t>(column.getType()));
                const auto size = static_cast<std::size_t>(column.getBytes());
                if (column.isInteger()) {
                    const std::int64_t value = column.getInt64();
                    hash.add(&value, sizeof value);
                } else if (column.isFloat()) {
                    const double value = column.getDouble();
                    hash.add(&value, sizeof value);
                } else if (!column.isNull()) {
                    hash.add(column.getBlob(), size);
                    hash.add(&size, sizeof size);
                }
            }
            hash.add(std::uint8_t{0xff});  // row separator
        }
        char text[64];
        std::snprintf(text, sizeof text, "%lld rows, %016llx", static_cast<long long>(count),
                      static_cast<unsigned long long>(hash.value()));
        digests.emplace(table, text);
    }
    return digests;
}

}  // namespace seneschal::campaign
