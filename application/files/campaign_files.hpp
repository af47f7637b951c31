#pragma once
// The campaign file as both shells handle it: opening it (every refusal a UserError naming the
// file), making one from a scenario, writing it back out as a scenario, checking it whole, and
// saying in words why SQLite could not read or write it.
#include <cstdint>
#include <exception>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "campaign/file/campaign_file.hpp"
#include "campaign/scenarios/bundled_scenarios.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "reports/table.hpp"

namespace seneschal::application {

// What a command does with its campaign: each command says so when it adds its --db option.
enum class CampaignAccess {
    Read,   // only reads: nothing is written, an older schema is upgraded in memory only
    Write,  // plays on it: an older schema is upgraded in the file (after a backup)
};

// An existing campaign, opened for `access`. Throws UserError for a missing, foreign, damaged
// (invariants broken: campaign/file/check.hpp), altered or newer file, before anything is
// written to it; for Write also a read-only one.
campaign::CampaignFile openCampaign(const std::filesystem::path& path, CampaignAccess access);

// `upgrade`: the campaign brought to this program's schema in the file, after a backup of it as
// it was (nothing happens to a file already current). Refused as openCampaign refuses.
struct UpgradeResult {
    int from = 0;  // the schema version the file had
    int to = 0;    // this program's
    bool upgraded = false;
    std::filesystem::path backups;  // where the backup of the file as it was went
};
UpgradeResult upgradeCampaign(const std::filesystem::path& path);

struct NewCampaignRequest {
    std::filesystem::path scenario;  // a scenario file, or a bundled scenario's id (crecy-1346)
    std::filesystem::path campaign;
    bool replace = false;  // replace an existing campaign (only one no program holds open)
    std::optional<std::uint64_t> seed = std::nullopt;  // the campaign's own seed; new when none
};
// The counts of what was imported: sides, places, routes, leaders, armies, units, men.
using NewCampaignSummary = campaign::ImportSummary;
NewCampaignSummary newCampaign(const NewCampaignRequest& request);

// The bundled campaign scenarios `new --scenario` takes by id: id, name, start date and sides.
reports::Table scenariosListing();
// The same scenarios for the desk's empty window; none when the data folder is missing (the
// program still opens campaign files without it).
using BundledScenario = campaign::BundledScenario;
std::vector<BundledScenario> bundledScenariosOrNone();

// Writes the campaign as it stands as a scenario; an existing `scenario` only when `replace`
// (and never a campaign file).
void exportCampaign(const std::filesystem::path& campaign, const std::filesystem::path& scenario,
                    bool replace);

// What `check` finds in a campaign file, one sentence each.
struct CampaignCheck {
    // What is wrong (stored days in range, men conserved, leaders' status, the undo log, SQLite
    // integrity, a schema another program altered): none when the campaign is whole.
    std::vector<std::string> problems;
    // What is worth knowing but does not stop play: a rules file changed or gone since the
    // campaign was made (campaign::rulesFileChanges).
    std::vector<std::string> warnings;
};

// Reads only: an older file is checked as upgraded in memory.
CampaignCheck checkCampaignFile(const std::filesystem::path& path);

// Another program writing, a full or failing disk, said in words naming `campaign`; none when
// the failure is a fault of this program, or not SQLite's at all.
std::optional<std::string> storageFailureMessage(const std::exception& e,
                                                 const std::string& campaign);

}  // namespace seneschal::application
