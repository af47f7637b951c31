// Applying a battle outcome to a campaign (campaign::applyOutcome, what `seneschal-cli apply`
// does): the fuzz input is an outcome file, read and applied to a fresh copy of the test-small
// campaign. Whatever the bytes:
// - nothing crashes, and the only refusal is a UserError;
// - a refused outcome writes nothing (every table as it was);
// - an accepted one leaves a campaign `check` finds nothing wrong with (men conserved,
//   leaders consistent, SQLite's own checks) with every count in its range (campaign/limits.hpp),
//   and its undo gives back the campaign as it was.
// The campaign is imported once into a temporary folder; each input gets an in-memory copy of
// it (SQLite's backup), so one input cannot change what the next one sees.
#include <SQLiteCpp/Backup.h>
#include <SQLiteCpp/Database.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include "base/data_dir.hpp"
#include "battle/outcome_xml.hpp"
#include "battle/rulebook_loader.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/file/check.hpp"
#include "campaign/file/digest.hpp"
#include "campaign/file/stored_counts.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

namespace fs = std::filesystem;
using namespace seneschal;

struct Template {
    fs::path folder;
    std::unique_ptr<SQLite::Database> db;
    campaign::TableDigests digests;         // every table, before anything is applied
    campaign::TableDigests withoutHistory;  // the same less the undo history
};

Template* campaignTemplate = nullptr;

const std::set<std::string> kHistory = {"action"};

std::unique_ptr<SQLite::Database> freshCopy() {
    auto db = std::make_unique<SQLite::Database>(":memory:",
                                                 SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    SQLite::Backup(*db, *campaignTemplate->db).executeStep();
    campaign::configureConnection(*db);
    return db;
}

void removeTemplate() {
    if (campaignTemplate == nullptr) return;
    campaignTemplate->db.reset();
    std::error_code ec;
    fs::remove_all(campaignTemplate->folder, ec);
}

std::string lines(const std::vector<std::string>& problems) {
    std::string all;
    for (const std::string& problem : problems) all += "  " + problem + "\n";
    return all;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    std::string pattern = (fs::temp_directory_path() / "seneschal-fuzz-apply-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) fuzz::violated("cannot make a temporary folder");
    campaignTemplate = new Template{fs::path(pattern), nullptr, {}, {}};
    std::atexit(removeTemplate);
    const fs::path file = campaignTemplate->folder / "test-small.seneschal";
    campaign::importScenario(scenariosDir() / "test-small.xml", file, false);
    campaignTemplate->db = std::make_unique<SQLite::Database>(file.string(), SQLite::OPEN_READONLY);
    const auto copy = freshCopy();
    campaignTemplate->digests = campaign::digestTables(*copy);
    campaignTemplate->withoutHistory = campaign::digestTables(*copy, kHistory);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const int menPerFigure = battle::defaultRulebook().scale().menPerFigure;
    battle::BattleOutcome outcome;
    try {
        outcome =
            battle::readOutcomeFromString(fuzz::text(data, size), "fuzz-outcome.xml", menPerFigure);
    } catch (const UserError& error) {
        fuzz::refused(error);
        return 0;
    }
    const auto db = freshCopy();
    try {
        if (!campaign::applyOutcome(*db, outcome, false).action) return 0;  // a competition
    } catch (const UserError& error) {
        fuzz::refused(error);
        if (campaign::digestTables(*db) != campaignTemplate->digests) {
            fuzz::violated(std::string("a refused outcome changed the campaign: ") + error.what());
        }
        return 0;
    }
    if (const auto problems = campaign::checkCampaign(*db); !problems.empty()) {
        fuzz::violated("check finds problems after an accepted outcome:\n" + lines(problems));
    }
    // Every count the outcome moved stays in its range (issue 30: campaign/limits.hpp), as the
    // next opening of the file checks: men of every unit and batch, ransoms, treasuries.
    try {
        campaign::checkStoredCounts(*db, "fuzz-apply.seneschal");
    } catch (const UserError& error) {
        fuzz::violated(std::string("an accepted outcome left a count out of its range: ") +
                       error.what());
    }
    campaign::undo(*db);
    if (campaign::digestTables(*db, kHistory) != campaignTemplate->withoutHistory) {
        fuzz::violated("undoing an accepted outcome does not give back the campaign");
    }
    return 0;
}
