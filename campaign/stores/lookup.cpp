#include "campaign/stores/lookup.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <vector>

#include "base/errors.hpp"
#include "campaign/stores/name_folding.hpp"

namespace seneschal::campaign {

namespace {

struct SubjectTable {
    const char* word;
    // Every row: key, id, name and where it is (blank when a name says enough).
    const char* rows;
};

SubjectTable tableOf(Subject subject) {
    switch (subject) {
        case Subject::Side:
            return {"side", "SELECT id, slug, name, '' FROM side"};
        case Subject::Place:
            return {"place", "SELECT id, slug, name, '' FROM place"};
        case Subject::Army:
            return {"army",
                    "SELECT a.id, a.slug, a.name, s.name FROM army a JOIN side s ON s.id = "
                    "a.side_id"};
        case Subject::Battal:
            return {"battal",
                    "SELECT b.id, b.slug, b.name, a.name FROM battal b JOIN army a ON a.id = "
                    "b.army_id"};
        case Subject::Unit:
            return {"unit",
                    "SELECT u.id, u.slug, u.name, b.name || ', ' || a.name FROM unit u JOIN "
                    "battal b ON b.id = u.battal_id JOIN army a ON a.id = b.army_id"};
        case Subject::Leader:
            return {"leader",
                    "SELECT l.id, l.slug, l.name, s.name FROM leader l JOIN side s ON s.id = "
                    "l.side_id"};
    }
    return {"unit", "SELECT id, slug, name, '' FROM unit"};
}

struct LookupRow {
    Found found;
    std::string where;
};

std::string candidatesNamed(const std::vector<const LookupRow*>& rows) {
    std::string names, ids;
    for (const LookupRow* row : rows) {
        names += (names.empty() ? "" : ", ") + row->found.name;
        if (!row->where.empty()) names += " (" + row->where + ")";
        ids += (ids.empty() ? "" : ", ") + row->found.id;
    }
    return names + "; give one of their ids: " + ids;
}

[[noreturn]] void throwAmbiguous(const SubjectTable& t, const std::string& typed,
                                 const std::vector<const LookupRow*>& rows) {
    throw UserError(std::string("more than one ") + t.word + " is called '" + typed +
                    "': " + candidatesNamed(rows));
}

// Up to three names nearest to what was typed, folded, within a distance that still looks like
// a slip of the hand; a name that holds the typed words whole comes after those.
std::vector<std::string> nearestNames(const std::vector<LookupRow>& rows,
                                      const std::string& folded) {
    const std::size_t limit = std::clamp<std::size_t>(folded.size() / 3, 1, 3);
    struct Near {
        std::size_t distance;
        std::string name;
    };
    std::vector<Near> near;
    for (const LookupRow& row : rows) {
        const std::string name = foldName(row.found.name);
        const std::size_t distance =
            std::min(editDistance(folded, name), editDistance(folded, foldName(row.found.id)));
        if (distance <= limit)
            near.push_back({distance, row.found.name});
        else if (folded.size() >= 4 && name.find(folded) != std::string::npos)
            near.push_back({limit + 1, row.found.name});
    }
    std::stable_sort(near.begin(), near.end(),
                     [](const Near& a, const Near& b) { return a.distance < b.distance; });
    std::vector<std::string> names;
    for (const Near& each : near) {
        if (std::find(names.begin(), names.end(), each.name) != names.end()) continue;
        names.push_back(each.name);
        if (names.size() == 3) break;
    }
    return names;
}

std::string orList(const std::vector<std::string>& names) {
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) text += i + 1 == names.size() ? " or " : ", ";
        text += names[i];
    }
    return text;
}

}  // namespace

namespace {

// The rows `typed` names (namedBy): one found, or none; more than one is refused.
const LookupRow* lookupMatch(const SubjectTable& t, const std::vector<LookupRow>& rows,
                             const std::string& typed) {
    std::vector<IdAndName> keys;
    keys.reserve(rows.size());
    for (const LookupRow& row : rows) keys.push_back({row.found.id, row.found.name});
    const std::vector<std::size_t> named = namedBy(keys, typed);
    if (named.empty()) return nullptr;
    if (named.size() == 1) return &rows[named.front()];
    std::vector<const LookupRow*> candidates;
    for (const std::size_t i : named) candidates.push_back(&rows[i]);
    throwAmbiguous(t, typed, candidates);
}

const char* tableNamed(Subject subject) {
    switch (subject) {
        case Subject::Side:
            return "side";
        case Subject::Place:
            return "place";
        case Subject::Army:
            return "army";
        case Subject::Battal:
            return "battal";
        case Subject::Unit:
            return "unit";
        case Subject::Leader:
            return "leader";
    }
    return "unit";
}

}  // namespace

Found find(SQLite::Database& db, Subject subject, const std::string& idOrName) {
    const SubjectTable t = tableOf(subject);
    SQLite::Statement query(db, std::string(t.rows) + " ORDER BY 1");
    std::vector<LookupRow> rows;
    while (query.executeStep()) {
        rows.push_back({{query.getColumn(0).getInt64(), query.getColumn(1).getString(),
                         query.getColumn(2).getString()},
                        query.getColumn(3).getString()});
    }
    // An id wins over a name; then the name as typed; then the name however it is spelt
    // (case, accents, apostrophes). Names of battals and units repeat across armies.
    if (const LookupRow* row = lookupMatch(t, rows, idOrName)) return row->found;

    std::string message = std::string("no ") + t.word + " '" + idOrName + "' in this campaign";
    const std::vector<std::string> near = nearestNames(rows, foldName(idOrName));
    if (!near.empty()) message += "; did you mean " + orList(near) + "?";
    throw UserError(message);
}

std::optional<Found> findAmong(Subject subject, const std::vector<Found>& rows,
                               const std::string& idOrName) {
    std::vector<LookupRow> candidates;
    candidates.reserve(rows.size());
    for (const Found& row : rows) candidates.push_back({row, {}});
    if (const LookupRow* row = lookupMatch(tableOf(subject), candidates, idOrName))
        return row->found;
    return std::nullopt;
}

std::optional<std::int64_t> keyOfId(SQLite::Database& db, Subject subject, const std::string& id) {
    SQLite::Statement query(
        db, std::string("SELECT id FROM ") + tableNamed(subject) + " WHERE slug = ?");
    query.bind(1, id);
    if (!query.executeStep()) return std::nullopt;
    return query.getColumn(0).getInt64();
}

sql::SlugsByKey readIdsByKey(SQLite::Database& db, Subject subject) {
    sql::SlugsByKey ids;
    SQLite::Statement query(db, std::string("SELECT id, slug FROM ") + tableNamed(subject));
    while (query.executeStep())
        ids.emplace(query.getColumn(0).getInt64(), query.getColumn(1).getString());
    return ids;
}

}  // namespace seneschal::campaign
