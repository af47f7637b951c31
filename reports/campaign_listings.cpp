#include "reports/campaign_listings.hpp"

#include <string>

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
    // The army names its side, and the type is the rules' id: the text leaves both to the CSV,
    // for room for the names, and cuts the unit's name short last.
    Table table({{"side", L, Table::Shown::CsvOnly},
                 {"army", L},
                 {"battal", L},
                 {"unit", L, Table::Shown::Both, true},
                 {"type", L, Table::Shown::CsvOnly},
                 {"class", L},
                 {"present", R},
                 {"wounded", R},
                 {"captive", R},
                 {"dead", R},
                 {"deserted", R},
                 {"figures", R}});
    for (const auto& line : lines) {
        table.addRow({line.side, line.army, line.battal, line.unit, line.type, line.troopClass,
                      std::to_string(line.present), std::to_string(line.wounded),
                      std::to_string(line.captive), std::to_string(line.dead),
                      std::to_string(line.deserted),
                      std::to_string(figuresFor(line.present, menPerFigure))});
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
    Table table({{"action", R},
                 {"date", L},
                 {"cause", L},
                 {"description", L},
                 {"subject", L},
                 {"what", L},
                 {"change", R},
                 {"note", L}});
    for (const auto& line : lines) {
        table.addRow({std::to_string(line.action), line.date, line.cause, line.description,
                      line.subject, line.what, signedNumber(line.change), line.note});
    }
    return table;
}

}  // namespace seneschal::reports
