#include "reports/campaign_listings.hpp"

#include <string>

#include "base/grouped_number.hpp"

namespace seneschal::reports {

namespace {

constexpr Table::Align L = Table::Align::Left;
constexpr Table::Align R = Table::Align::Right;

std::string signedNumber(std::int64_t n) {
    return (n > 0 ? "+" : "") + std::to_string(n);
}

}  // namespace

std::int64_t figuresFor(campaign::Men present, int menPerFigure) {
    // GA-SCALE: a figure is 20 men, so a unit fields only its whole figures; the odd men stay
    // with the baggage (battle/outcome.hpp), the same count every resolver puts on the table.
    return present / menPerFigure;
}

Table rosterTable(const std::vector<campaign::RosterLine>& lines, int menPerFigure) {
    // The text groups the units under their side, army and battal (heading lines, issue 37), so
    // a row is the unit alone and its name is never cut short; the CSV and the desk keep them
    // as columns. The type is the rules' id, for the CSV; the counts are plain for the CSV and
    // grouped by thousands for the text ("1,000").
    std::vector<Table::Column> columns{
        {"side", L, Table::Shown::Both, false, 0},   {"army", L, Table::Shown::Both, false, 1},
        {"battal", L, Table::Shown::Both, false, 2}, {"unit", L, Table::Shown::Both, true},
        {"type", L, Table::Shown::CsvOnly},          {"class", L}};
    for (const Table::Shown shown : {Table::Shown::CsvOnly, Table::Shown::TextOnly}) {
        for (const char* header : {"present", "wounded", "captive", "dead", "deserted", "figures"})
            columns.push_back({header, R, shown});
    }
    // Who is back when, and who holds the captives (issue 17), and the ids a spreadsheet keys
    // on: the spreadsheet's, at the end so that the columns before keep their places.
    columns.push_back({"next return", L, Table::Shown::CsvOnly});
    columns.push_back({"held by", L, Table::Shown::CsvOnly});
    for (const char* header : {"side id", "army id", "battal id", "unit id"})
        columns.push_back({header, L, Table::Shown::CsvOnly});
    Table table(std::move(columns));
    for (const auto& line : lines) {
        const std::vector<std::int64_t> counts{
            line.present, line.wounded,  line.captive,
            line.dead,    line.deserted, figuresFor(line.present, menPerFigure)};
        std::vector<std::string> cells{line.side, line.army, line.battal,
                                       line.unit, line.type, line.troopClass};
        for (const std::int64_t n : counts) cells.push_back(std::to_string(n));
        for (const std::int64_t n : counts) cells.push_back(groupedNumber(n));
        cells.push_back(line.nextReturn);
        cells.push_back(line.heldBy);
        for (const std::string* id : {&line.sideId, &line.armyId, &line.battalId, &line.unitId})
            cells.push_back(*id);
        table.addRow(std::move(cells));
    }
    return table;
}

Table leadersTable(const std::vector<campaign::LeaderLine>& lines) {
    Table table({{"side", L},
                 {"id", L, Table::Shown::CsvOnly},  // a spreadsheet's key; a person reads the name
                 {"leader", L},
                 {"rank", L},
                 {"cv", R},
                 {"character", L},
                 {"leads", L},
                 {"status", L}});
    for (const auto& line : lines) {
        table.addRow({line.side, line.id, line.name, line.rank, std::to_string(line.cv),
                      line.character, line.leads, line.status});
    }
    return table;
}

Table ledgerTable(const std::vector<campaign::LedgerLine>& lines) {
    // The text gives each action a heading line and its changes under it (issue 37): the
    // subject, which tells the units apart, is cut short last, after the note; the change is
    // grouped to read ("+30,000") and plain in the CSV.
    Table table({{"action", R, Table::Shown::Both, false, 0},
                 {"date", L, Table::Shown::Both, false, 0},
                 {"cause", L, Table::Shown::Both, false, 0},
                 {"description", L, Table::Shown::Both, false, 0},
                 {"subject", L, Table::Shown::Both, true},
                 {"what", L},
                 {"change", R, Table::Shown::CsvOnly},
                 {"change", R, Table::Shown::TextOnly},
                 {"note", L}});
    for (const auto& line : lines) {
        table.addRow({std::to_string(line.action), line.date, line.cause, line.description,
                      line.subject, line.what, signedNumber(line.change),
                      (line.change > 0 ? "+" : "") + groupedNumber(line.change), line.note});
    }
    return table;
}

}  // namespace seneschal::reports
