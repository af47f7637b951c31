#include "application/listings.hpp"

#include "campaign/battles/rules.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/listings.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/campaign_listings.hpp"

namespace seneschal::application {

using reports::Table;

Table rosterListing(campaign::CampaignFile& file, const std::optional<std::string>& army) {
    const auto& rules = campaign::rulebookFor(campaign::readCampaignInfo(file.db()).rules);
    return reports::rosterTable(campaign::readRoster(file.db(), army), rules.menPerFigure());
}

Table leadersListing(campaign::CampaignFile& file) {
    return reports::leadersTable(campaign::readLeaders(file.db()));
}

Table ledgerListing(campaign::CampaignFile& file) {
    return reports::ledgerTable(campaign::readLedger(file.db()));
}

Table prisonersListing(campaign::CampaignFile& file) {
    Table table({{"id", Table::Align::Right},
                 {"captive"},
                 {"kind"},
                 {"side"},
                 {"captor"},
                 {"men", Table::Align::Right},
                 {"ransom", Table::Align::Right},
                 {"paid", Table::Align::Right},
                 {"taken"},
                 {"demand by"},
                 {"demanded"},
                 {"deadline"},
                 {"status"}});
    for (const auto& c : campaign::readCaptives(file.db())) {
        table.addRow({std::to_string(c.id), c.who, c.kind, c.side, c.captor, std::to_string(c.men),
                      std::to_string(c.ransom), std::to_string(c.paid), c.taken, c.demandBy,
                      c.demanded, c.deadline, c.status});
    }
    return table;
}

Table treasuryListing(campaign::CampaignFile& file) {
    const std::string currency = campaign::readCampaignInfo(file.db()).currency;
    Table table({{"side"},
                 {"name"},
                 {"treasury", Table::Align::Right},
                 {"ransoms owed", Table::Align::Right},
                 {"ransoms due to it", Table::Align::Right},
                 {"currency"}});
    for (const auto& t : campaign::readTreasury(file.db())) {
        table.addRow({t.side, t.name, std::to_string(t.treasury), std::to_string(t.ransomsOwed),
                      std::to_string(t.ransomsDue), currency});
    }
    return table;
}

}  // namespace seneschal::application
