#include "campaign/battles/rules.hpp"

#include <filesystem>
#include <map>
#include <mutex>

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "battle/resolvers.hpp"
#include "battle/rulebook_loader.hpp"
#include "campaign/file/file_sha256.hpp"
#include "campaign/stores/campaign_store.hpp"
#include "campaign/stores/rules_file_store.hpp"

namespace seneschal::campaign {

namespace {

// One rule set's files as loaded: the bundle refers into it, so it never moves once made.
struct LoadedRules {
    std::unique_ptr<battle::Rulebook> ownBook;  // none for the shipped godsacre.xml's
    std::unique_ptr<battle::ResultsRules> ownResults;
    std::unique_ptr<RulesBundle> bundle;
};

bool isRulesSlug(const std::string& id) {
    return !id.empty() &&
           id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos;
}

// The programmed opponent's policy (issue 36), one for every rule set.
const strategy::OpponentPolicy& shippedOpponentPolicy() {
    static const strategy::OpponentPolicy policy =
        strategy::loadOpponentPolicy(rulesDir() / "opponent.xml");
    return policy;
}

LoadedRules load(const std::string& rulesId) {
    const std::filesystem::path path = rulesDir() / (rulesId + ".xml");
    if (!isRulesSlug(rulesId) || !std::filesystem::exists(path)) {
        throw UserError("no rule set '" + rulesId + "' (looked for " + path.string() + ")");
    }
    LoadedRules loaded;
    std::vector<std::string> files;
    const battle::Rulebook* book = &battle::defaultRulebook();
    const battle::ResultsRules* results = &battle::defaultResultsRules();
    if (battle::isQuickRuleSet(rulesId)) {
        // A quick rule set's own file holds its battle; the aftermath is God's Acre's.
        files = {rulesId + ".xml", "godsacre.xml"};
    } else {
        files = {rulesId + ".xml"};
        if (rulesId != "godsacre") {
            loaded.ownBook = std::make_unique<battle::Rulebook>(battle::loadRulebook(path));
            loaded.ownResults =
                std::make_unique<battle::ResultsRules>(battle::loadResultsRules(path));
            book = loaded.ownBook.get();
            results = loaded.ownResults.get();
        }
    }
    files.emplace_back("campaign.xml");
    files.emplace_back("strategy.xml");
    files.emplace_back("opponent.xml");
    loaded.bundle.reset(new RulesBundle{rulesId, *book, *results, battle::defaultCampaignRules(),
                                        strategy::defaultStrategyRules(), shippedOpponentPolicy(),
                                        std::move(files)});
    return loaded;
}

}  // namespace

const RulesBundle& rulesFor(const std::string& rulesId) {
    static std::mutex mutex;
    static std::map<std::string, LoadedRules, std::less<>> loaded;
    const std::lock_guard lock(mutex);
    if (const auto it = loaded.find(rulesId); it != loaded.end()) return *it->second.bundle;
    return *loaded.emplace(rulesId, load(rulesId)).first->second.bundle;
}

const RulesBundle& rulesOf(SQLite::Database& db) {
    return rulesFor(readCampaignRulesId(db));
}

const battle::Rulebook& rulebookFor(const std::string& rulesId) {
    return rulesFor(rulesId).rulebook;
}

std::unique_ptr<battle::RuleSet> ruleSetFor(const std::string& rulesId) {
    return battle::makeRuleSet(rulesId, rulebookFor(rulesId));
}

std::vector<std::string> rulesFileChanges(SQLite::Database& db) {
    std::vector<std::string> changes;
    for (const RecordedRulesFile& recorded : readRulesFiles(db)) {
        const std::filesystem::path path = rulesDir() / recorded.name;
        const std::optional<std::string> now = sha256OfFile(path);
        if (!now) {
            changes.push_back("rules file " + recorded.name +
                              " is gone since the campaign was made (looked for " + path.string() +
                              ")");
        } else if (*now != recorded.sha256) {
            changes.push_back("rules file " + recorded.name +
                              " has changed since the campaign was made (SHA-256 " +
                              recorded.sha256 + " then, " + *now +
                              " now): the campaign plays by the file as it is now");
        }
    }
    return changes;
}

}  // namespace seneschal::campaign
