#include "application/reports/listings.hpp"

#include <algorithm>

#include "application/views/side_knowledge.hpp"
#include "base/grouped_number.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/listings.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/campaign_listings.hpp"

namespace seneschal::application {

using reports::Table;

Table rosterListing(campaign::CampaignFile& file, const std::optional<std::string>& army,
                    const std::optional<std::string>& side) {
    const auto& rules = campaign::rulebookFor(campaign::readCampaignInfo(file.db()).rules);
    std::vector<campaign::RosterLine> lines = campaign::readRoster(file.db(), army);
    if (side) {
        const SideKnowledge knows = knowledgeOf(file, *side);
        std::erase_if(lines, [&](const auto& line) { return !knows.isOwnSide(line.side); });
    }
    return reports::rosterTable(lines, rules.menPerFigure());
}

Table leadersListing(campaign::CampaignFile& file) {
    return reports::leadersTable(campaign::readLeaders(file.db()));
}

Table ledgerListing(campaign::CampaignFile& file) {
    return reports::ledgerTable(campaign::readLedger(file.db()));
}

Table prisonersListing(campaign::CampaignFile& file, const std::optional<std::string>& side) {
    std::optional<SideKnowledge> knows;
    if (side) knows = knowledgeOf(file, *side);
    // The CSV keeps every field with the sides' ids, and their names and the currency at the end
    // (issue 37); the text is what a person reads at a terminal: the captives under a heading
    // line for the side holding them (which also says the currency, once), so that a captive's
    // name has the width of the line and is not cut short; the money grouped, the dates that
    // matter next.
    const std::string currency = campaign::readCampaignInfo(file.db()).currency;
    constexpr auto R = Table::Align::Right;
    constexpr auto L = Table::Align::Left;
    constexpr auto both = Table::Shown::Both;
    constexpr auto csv = Table::Shown::CsvOnly;
    constexpr auto text = Table::Shown::TextOnly;
    Table table({{"held by", L, text, false, 0},
                 {"id", R},
                 {"captive", L, both, true},
                 {"kind", L, csv},
                 {"side", L, csv},
                 {"captor", L, csv},
                 {"men", R, csv},
                 {"ransom", R, csv},
                 {"paid", R, csv},
                 {"ransom", R, text},
                 {"paid", R, text},
                 {"taken", L, csv},
                 {"demand by"},
                 {"demanded", L, csv},
                 {"deadline"},
                 {"status"},
                 {"side name", L, csv},
                 {"captor name", L, csv},
                 {"currency", L, csv}});
    std::vector<campaign::CaptiveLine> captives = campaign::readCaptives(file.db());
    // Grouped by who holds them (by name, then as taken): one heading a side.
    std::stable_sort(captives.begin(), captives.end(),
                     [](const auto& a, const auto& b) { return a.captorName < b.captorName; });
    for (const auto& c : captives) {
        if (knows && !knows->isOwnSide(c.side) && !knows->isOwnSide(c.captor)) continue;
        table.addRow({"Held by " + c.captorName + " (ransoms in " + currency + ")",
                      std::to_string(c.id), c.who, c.kind, c.side, c.captor, std::to_string(c.men),
                      std::to_string(c.ransom), std::to_string(c.paid), groupedNumber(c.ransom),
                      groupedNumber(c.paid), c.taken, c.demandBy, c.demanded, c.deadline,
                      campaign::textOf(c.status), c.sideName, c.captorName, currency});
    }
    return table;
}

Table treasuryListing(campaign::CampaignFile& file, const std::optional<std::string>& side) {
    std::optional<SideKnowledge> knows;
    if (side) knows = knowledgeOf(file, *side);
    const std::string currency = campaign::readCampaignInfo(file.db()).currency;
    // As the prisoners: ids and plain numbers for the CSV, names and grouped numbers to read.
    constexpr auto R = Table::Align::Right;
    constexpr auto L = Table::Align::Left;
    constexpr auto csv = Table::Shown::CsvOnly;
    constexpr auto text = Table::Shown::TextOnly;
    Table table({{"side", L, csv},
                 {"name", L, csv},
                 {"side", L, text},
                 {"treasury", R, csv},
                 {"ransoms owed", R, csv},
                 {"ransoms due to it", R, csv},
                 {"treasury", R, text},
                 {"ransoms owed", R, text},
                 {"ransoms due to it", R, text},
                 {"currency"}});
    for (const auto& t : campaign::readTreasury(file.db())) {
        if (knows && !knows->isOwnSide(t.side)) continue;
        table.addRow({t.side, t.name, t.name, std::to_string(t.treasury),
                      std::to_string(t.ransomsOwed), std::to_string(t.ransomsDue),
                      groupedNumber(t.treasury), groupedNumber(t.ransomsOwed),
                      groupedNumber(t.ransomsDue), currency});
    }
    return table;
}

}  // namespace seneschal::application
