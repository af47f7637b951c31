#include "campaign/stores/battle_records.hpp"

#include <SQLiteCpp/Statement.h>

#include <charconv>
#include <sstream>

namespace seneschal::campaign {

namespace {

// A field of a tab-separated record: tabs and line breaks become spaces, so that no text a rule
// or a name holds can split a line or a field.
std::string recordField(std::string_view text) {
    std::string field(text);
    for (char& c : field) {
        if (c == '\t' || c == '\n' || c == '\r') c = ' ';
    }
    return field;
}

std::vector<std::string> recordFields(const std::string& line) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    while (true) {
        const std::size_t tab = line.find('\t', start);
        fields.push_back(line.substr(start, tab == std::string::npos ? tab : tab - start));
        if (tab == std::string::npos) break;
        start = tab + 1;
    }
    return fields;
}

template <typename Number>
Number recordNumber(const std::string& text) {
    Number value{};
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

double recordDouble(const std::string& text) {
    std::istringstream in(text);
    in.imbue(std::locale::classic());
    double value = 0;
    in >> value;
    return value;
}

std::string recordDoubleText(double value) {
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(17);
    out << value;
    return out.str();
}

std::vector<std::vector<std::string>> recordLines(const std::string& text) {
    std::vector<std::vector<std::string>> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty()) lines.push_back(recordFields(line));
    }
    return lines;
}

std::string expectedText(const std::vector<ExpectedLosses>& expected) {
    std::string text;
    for (const ExpectedLosses& e : expected) {
        text += recordField(e.side) + '\t' + recordDoubleText(e.winShare) + '\t' +
                recordDoubleText(e.meanMenLost) + '\t' + std::to_string(e.battles) + '\n';
    }
    return text;
}

std::vector<ExpectedLosses> expectedFrom(const std::string& text) {
    std::vector<ExpectedLosses> expected;
    for (const auto& f : recordLines(text)) {
        if (f.size() < 4) continue;
        expected.push_back({f[0], recordDouble(f[1]), recordDouble(f[2]), recordNumber<int>(f[3])});
    }
    return expected;
}

AppliedBattleRow appliedRowFrom(SQLite::Statement& query) {
    AppliedBattleRow row;
    row.id = query.getColumn(0).getInt64();
    row.day = {query.getColumn(1).getInt64()};
    row.place = query.getColumn(2).isNull() ? std::string() : query.getColumn(2).getString();
    row.rules = query.getColumn(3).getString();
    if (!query.getColumn(4).isNull()) row.seed = query.getColumn(4).getString();
    row.summary = query.getColumn(5).getString();
    row.recorded = query.getColumn(6).getInt() != 0;
    return row;
}

constexpr const char* kAppliedSelect = R"SQL(
    SELECT a.id, a.day, p.name, a.rules, a.seed, a.summary,
           EXISTS (SELECT 1 FROM battle_record AS r WHERE r.applied_id = a.id)
    FROM battle_applied AS a LEFT JOIN place AS p ON p.id = a.place_id)SQL";

}  // namespace

std::vector<AppliedBattleRow> listAppliedBattles(SQLite::Database& db) {
    SQLite::Statement query(db, std::string(kAppliedSelect) + " ORDER BY a.day, a.id");
    std::vector<AppliedBattleRow> rows;
    while (query.executeStep()) rows.push_back(appliedRowFrom(query));
    return rows;
}

std::optional<AppliedBattleRow> findAppliedBattleRow(SQLite::Database& db, std::int64_t id) {
    SQLite::Statement query(db, std::string(kAppliedSelect) + " WHERE a.id = ?");
    query.bind(1, id);
    if (!query.executeStep()) return std::nullopt;
    return appliedRowFrom(query);
}

std::optional<BattleRecordData> readBattleRecord(SQLite::Database& db, std::int64_t appliedId) {
    SQLite::Statement query(db,
                            "SELECT outcome, aftermath, log, strength, expected, headlines, forces "
                            "FROM battle_record WHERE applied_id = ?");
    query.bind(1, appliedId);
    if (!query.executeStep()) return std::nullopt;
    BattleRecordData record;
    record.outcome = query.getColumn(0).getString();
    for (const auto& f : recordLines(query.getColumn(1).getString())) {
        record.aftermath.push_back({f[0], f.size() > 1 ? f[1] : std::string()});
    }
    for (const auto& f : recordLines(query.getColumn(2).getString())) {
        if (f.size() < 6) continue;
        record.log.push_back({recordNumber<int>(f[0]), f[1], f[2], f[3], f[4], f[5]});
    }
    for (const auto& f : recordLines(query.getColumn(3).getString())) {
        if (f.size() < 4) continue;
        record.strength.push_back(
            {recordNumber<int>(f[0]), f[1], recordNumber<int>(f[2]), recordNumber<int>(f[3])});
    }
    record.expected = expectedFrom(query.getColumn(4).getString());
    for (const auto& f : recordLines(query.getColumn(5).getString()))
        record.headlines.push_back(f[0]);
    for (const auto& f : recordLines(query.getColumn(6).getString())) {
        if (f.size() < 12) continue;
        record.forces.push_back({f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8],
                                 recordNumber<int>(f[9]), f[10], recordNumber<int>(f[11])});
    }
    return record;
}

void recordBattleDetails(ActionContext& context, std::int64_t appliedId,
                         const BattleRecordData& record) {
    std::string aftermath;
    for (const RecordedAftermathLine& line : record.aftermath) {
        aftermath += recordField(line.rule) + '\t' + recordField(line.text) + '\n';
    }
    std::string log;
    for (const RecordedLogLine& line : record.log) {
        log += std::to_string(line.move) + '\t' + recordField(line.step) + '\t' +
               recordField(line.rule) + '\t' + recordField(line.actor) + '\t' +
               recordField(line.target) + '\t' + recordField(line.result) + '\n';
    }
    std::string strength;
    for (const RecordedStrength& s : record.strength) {
        strength += std::to_string(s.move) + '\t' + recordField(s.side) + '\t' +
                    std::to_string(s.formed) + '\t' + std::to_string(s.standing) + '\n';
    }
    std::string headlines;
    for (const std::string& line : record.headlines) headlines += recordField(line) + '\n';
    std::string forces;
    for (const RecordedForce& f : record.forces) {
        for (const std::string* field :
             {&f.side, &f.army, &f.armyLeader, &f.battal, &f.battalLeader, &f.orders, &f.unit,
              &f.type, &f.troopClass}) {
            forces += recordField(*field) + '\t';
        }
        forces += std::to_string(f.men) + '\t' + recordField(f.unitLeader) + '\t' +
                  std::to_string(f.campaignFactor) + '\n';
    }
    SQLite::Statement insert(context.db(),
                             "INSERT INTO battle_record (applied_id, outcome, aftermath, log, "
                             "strength, expected, headlines, forces) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, appliedId);
    insert.bind(2, record.outcome);
    insert.bind(3, aftermath);
    insert.bind(4, log);
    insert.bind(5, strength);
    insert.bind(6, expectedText(record.expected));
    insert.bind(7, headlines);
    insert.bind(8, forces);
    insert.exec();
}

std::optional<std::vector<ExpectedLosses>> readBattleOdds(SQLite::Database& db,
                                                          std::int64_t placeKey,
                                                          const std::string& rules) {
    SQLite::Statement query(db, R"SQL(
        SELECT o.expected FROM battle_odds AS o
        JOIN pending_battle AS p ON p.place_id = o.place_id AND p.since_day = o.since_day
        WHERE o.place_id = ? AND o.rules = ?)SQL");
    query.bind(1, placeKey);
    query.bind(2, rules);
    if (!query.executeStep()) return std::nullopt;
    return expectedFrom(query.getColumn(0).getString());
}

void saveBattleOdds(SQLite::Database& db, std::int64_t placeKey, const std::string& rules,
                    const std::vector<ExpectedLosses>& expected) {
    // One statement, so one transaction of its own, stamped with the day its battle became
    // pending.
    SQLite::Statement save(db, R"SQL(
        INSERT OR REPLACE INTO battle_odds (place_id, since_day, rules, expected)
        SELECT place_id, since_day, ?, ? FROM pending_battle WHERE place_id = ?)SQL");
    save.bind(1, rules);
    save.bind(2, expectedText(expected));
    save.bind(3, placeKey);
    save.exec();
}

void discardBattleOdds(SQLite::Database& db, std::int64_t placeKey) {
    SQLite::Statement discard(db, "DELETE FROM battle_odds WHERE place_id = ?");
    discard.bind(1, placeKey);
    discard.exec();
}

}  // namespace seneschal::campaign
