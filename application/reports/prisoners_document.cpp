#include "application/reports/prisoners_document.hpp"

#include "application/reports/listings.hpp"
#include "base/grouped_number.hpp"
#include "campaign/calendar/calendar.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::application {

reports::Document prisonersDocument(campaign::CampaignFile& file) {
    const campaign::CampaignInfo info = campaign::readCampaignInfo(file.db());
    reports::Document document(
        "Prisoners and ransoms",
        info.name + " \u2014 " + campaign::formatLongDate(info.reckoning, info.date));
    const reports::Table listing = prisonersListing(file);
    // A person reads names, never ids: the id stays in the CSV only.
    std::vector<reports::Table::Column> columns = listing.columns();
    for (reports::Table::Column& column : columns)
        if (column.header == "id") column.shown = reports::Table::Shown::CsvOnly;
    reports::TableBlock block;
    block.id = "prisoners";
    block.caption = "Captives held for ransom";
    block.table = reports::Table(std::move(columns));
    for (const std::vector<std::string>& row : listing.rows()) block.table.addRow(row);
    const auto held = static_cast<long long>(listing.rowCount());
    if (held == 0) {
        document.paragraph("No captive has been taken yet.");
    } else {
        document.paragraph(seneschal::countOf(held, "captive", "captives") +
                           " taken in battle: who holds each, the ransom asked and paid, and "
                           "when it falls due.");
    }
    document.table(std::move(block));
    return document;
}

}  // namespace seneschal::application
