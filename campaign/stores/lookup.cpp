#include "campaign/stores/lookup.hpp"

#include <SQLiteCpp/Statement.h>

#include <vector>

#include "battle/errors.hpp"

namespace seneschal::campaign {

namespace {

struct SubjectTable {
    const char* table;
    const char* word;
};

SubjectTable tableOf(Subject subject) {
    switch (subject) {
        case Subject::Side:
            return {"side", "side"};
        case Subject::Place:
            return {"place", "place"};
        case Subject::Army:
            return {"army", "army"};
        case Subject::Battal:
            return {"battal", "battal"};
        case Subject::Unit:
            return {"unit", "unit"};
        case Subject::Leader:
            return {"leader", "leader"};
    }
    return {"unit", "unit"};
}

}  // namespace

Found find(SQLite::Database& db, Subject subject, const std::string& idOrName) {
    const SubjectTable t = tableOf(subject);
    // An id wins over a name; names of battals and units repeat across armies.
    SQLite::Statement query(db, std::string("SELECT id, slug, name FROM ") + t.table +
                                    " WHERE slug = ?1 UNION ALL SELECT id, slug, name FROM " +
                                    t.table + " WHERE name = ?1 AND slug <> ?1 ORDER BY 1");
    query.bind(1, idOrName);
    std::vector<Found> matches;
    while (query.executeStep()) {
        Found found{query.getColumn(0).getInt64(), query.getColumn(1).getString(),
                    query.getColumn(2).getString()};
        if (found.id == idOrName) return found;
        matches.push_back(std::move(found));
    }
    if (matches.empty()) {
        throw UserError(std::string("no ") + t.word + " '" + idOrName + "' in this campaign");
    }
    if (matches.size() > 1) {
        std::string ids;
        for (const Found& match : matches) ids += (ids.empty() ? "" : ", ") + match.id;
        throw UserError(std::string("more than one ") + t.word + " is called '" + idOrName +
                        "'; give its id: " + ids);
    }
    return matches.front();
}

}  // namespace seneschal::campaign
