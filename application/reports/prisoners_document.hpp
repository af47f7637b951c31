#pragma once
// The prisoners and ransoms as a report Document (issue 17): what the desk's File > Print
// prisoners… prints and its viewer saves, the same rows as `seneschal-cli prisoners`.
#include "campaign/file/campaign_file.hpp"
#include "reports/document.hpp"

namespace seneschal::application {

// "Prisoners and ransoms", the campaign and today's date, a line counting the captives, and
// the table (names and grouped sums on the page; the CSV keeps ids and plain numbers).
reports::Document prisonersDocument(campaign::CampaignFile& file);

}  // namespace seneschal::application
