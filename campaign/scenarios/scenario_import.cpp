#include "campaign/scenarios/scenario_import.hpp"

#include <SQLiteCpp/Transaction.h>

#include <optional>
#include <random>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/backup.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/campaign_replace.hpp"
#include "campaign/file/output_file.hpp"
#include "campaign/scenarios/scenario_reader.hpp"
#include "campaign/scenarios/scenario_state.hpp"
#include "campaign/scenarios/scenario_writer.hpp"
#include "campaign/stores/opponent_store.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/rules_file_store.hpp"

namespace seneschal::campaign {

namespace fs = std::filesystem;

namespace {

void removeDatabase(const fs::path& path) {
    std::error_code ec;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
        fs::remove(fs::path(path.string() + suffix), ec);
    }
}

// The ledger starts with what the scenario mustered, so every man has an entry from day one.
// The history before the import (the ledger and undo) is not in a scenario: it starts here.
std::int64_t recordImport(SQLite::Database& db, const CampaignSnapshot& snapshot) {
    const std::int64_t actionId =
        beginImportRecord(db, "Import " + snapshot.info.name, snapshot.info.date);
    ActionContext context(db, actionId, snapshot.info.date, Cause::Import);
    std::int64_t sideKey = 0;
    for (const Side& side : snapshot.sides) {
        context.record(
            LedgerEntry("treasury", side.treasury, "from the scenario").forSide(++sideKey));
    }
    std::int64_t unitKey = 0;
    for (const Army& army : snapshot.armies) {
        for (const Battal& battal : army.battals) {
            for (const Unit& unit : battal.units) {
                context.record(
                    LedgerEntry("mustered", unit.mustered + unit.recruited, "from the scenario")
                        .forUnit(++unitKey));
            }
        }
    }
    return actionId;
}

}  // namespace

namespace {

// A new campaign's seed when none is asked for: from the machine's entropy, printed by `new`.
std::uint64_t newCampaignSeed() {
    std::random_device entropy;
    std::uniform_int_distribution<std::uint64_t> pick(1, 999'999'999);
    return pick(entropy);
}

// The scenario's picture, read from its folder (the reader has checked the path stays in it).
std::optional<MapPicture> scenarioPicture(const CampaignInfo& info, const fs::path& scenarioPath,
                                          const PictureReader& readPicture) {
    if (!info.mapBackground || !readPicture) return std::nullopt;
    const fs::path picture = scenarioPath.parent_path() / *info.mapBackground;
    try {
        return readPicture(picture);
    } catch (const UserError& e) {
        throw UserError(scenarioPath.string() + ": <map background=\"" + *info.mapBackground +
                        "\">: " + e.what());
    }
}

ImportSummary importContents(const ScenarioContents& contents, const fs::path& campaignPath,
                             bool replace, std::optional<std::uint64_t> seed,
                             const std::optional<MapPicture>& picture = std::nullopt) {
    const std::uint64_t campaignSeed = seed.value_or(newCampaignSeed());
    CampaignSnapshot withPicture;
    if (picture) {
        // The picture is kept in the file; the path it came from means nothing beside it.
        withPicture = contents.campaign;
        withPicture.info.mapBackground.reset();
    }
    const CampaignSnapshot& snapshot = picture ? withPicture : contents.campaign;
    std::error_code ec;
    const bool replacing = fs::exists(campaignPath, ec) || fs::is_symlink(campaignPath, ec);
    if (replacing && !replace) {
        throw UserError("campaign file '" + campaignPath.string() +
                        "' already exists; choose another name or replace it with --force");
    }
    if (replacing) requireReplaceableCampaign(campaignPath);

    // One import at a time into a folder: two `new` commands must not share the building file.
    const FolderLock folderLock(campaignPath);
    const fs::path building(campaignPath.string() + ".importing");
    removeDatabase(building);  // what a killed import left behind
    try {
        auto file = CampaignFile::create(building);
        SQLite::Transaction transaction(file.db());
        writeSnapshot(file.db(), snapshot);
        if (picture) writeMapPicture(file.db(), *picture);
        // What the campaign is played with, as the files are now (check reports a change).
        recordRulesFiles(file.db(), rulesFor(snapshot.info.rules).files);
        writeCampaignSeed(file.db(), campaignSeed);
        writeCampaignState(file.db(), contents.state, recordImport(file.db(), snapshot));
        transaction.commit();
    } catch (...) {
        removeDatabase(building);
        throw;
    }
    // Closing the only connection folded the log into the file and removed it: the new campaign
    // moves into place alone, whole, and still in WAL mode (so the next open writes nothing).
    if (fs::exists(building.string() + "-wal", ec)) {
        removeDatabase(building);
        throw UserError(
            "cannot create '" + campaignPath.string() +
            "': the new campaign's log could not be folded into it; nothing was changed");
    }

    // The old campaign is claimed (no other program holds it, its log folded in) and kept locked
    // until the new one has taken its name, so that nothing can write into it meanwhile.
    std::optional<ClaimedCampaign> old;
    try {
        if (replacing) {
            backupBeforeReplace(campaignPath, snapshot.info.name);  // refuses if it cannot
            old.emplace(claimForReplacement(campaignPath));
        }
    } catch (...) {
        removeDatabase(building);
        throw;
    }
    fs::rename(building, campaignPath, ec);
    if (ec) {
        removeDatabase(building);
        throw UserError("cannot create '" + campaignPath.string() + "': " + ec.message());
    }
    old.reset();

    ImportSummary summary;
    summary.name = snapshot.info.name;
    summary.seed = campaignSeed;
    summary.sides = snapshot.sides.size();
    summary.places = snapshot.places.size();
    summary.routes = snapshot.routes.size();
    summary.leaders = snapshot.leaders.size();
    summary.armies = snapshot.armies.size();
    for (const Army& army : snapshot.armies) {
        for (const Battal& battal : army.battals) {
            summary.units += battal.units.size();
            for (const Unit& unit : battal.units) summary.men += unit.present;
        }
    }
    return summary;
}

}  // namespace

ImportSummary importScenario(const fs::path& scenarioPath, const fs::path& campaignPath,
                             bool replace, std::optional<std::uint64_t> seed,
                             const PictureReader& readPicture) {
    const ScenarioContents contents = readScenarioContentsFile(scenarioPath);
    return importContents(contents, campaignPath, replace, seed,
                          scenarioPicture(contents.campaign.info, scenarioPath, readPicture));
}

ImportSummary importScenarioText(std::string text, const std::string& sourceName,
                                 const fs::path& campaignPath, bool replace,
                                 std::optional<std::uint64_t> seed) {
    return importContents(readScenarioContents(XmlSource::fromString(std::move(text), sourceName)),
                          campaignPath, replace, seed);
}

void exportScenario(const fs::path& campaignPath, const fs::path& scenarioPath, bool replace) {
    OutputPolicy policy;
    policy.replaceExisting = replace;
    policy.protectedFiles.push_back(campaignPath);
    const OutputTarget target{scenarioPath, "--out"};
    checkOutputs({target}, policy);
    auto file = CampaignFile::open(campaignPath, Access::Read);  // nothing written to it
    CampaignSnapshot snapshot = readSnapshot(file.db());
    const std::optional<MapPicture> picture = readMapPicture(file.db());
    std::optional<OutputTarget> pictureTarget;
    if (picture) {
        const std::string name = scenarioPath.stem().string() + "-map." +
                                 (picture->info.format == "png" ? "png" : "jpg");
        pictureTarget = OutputTarget{scenarioPath.parent_path() / name, "--out"};
        checkOutputs({target, *pictureTarget}, policy);
        snapshot.info.mapBackground = name;
    }
    const std::string text = writeScenario(snapshot, readCampaignState(file.db()));
    if (pictureTarget) writeOutputFile(*pictureTarget, picture->bytes, policy);
    writeOutputFile(target, text, policy);
}

}  // namespace seneschal::campaign
