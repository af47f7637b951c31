#include "campaign/battles/rules.hpp"

#include <map>
#include <mutex>

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "battle/resolvers.hpp"
#include "battle/rulebook_loader.hpp"

namespace seneschal::campaign {

const battle::Rulebook& rulebookFor(const std::string& rulesId) {
    if (rulesId == "godsacre") return battle::defaultRulebook();
    static std::mutex mutex;
    static std::map<std::string, battle::Rulebook, std::less<>> loaded;
    const std::lock_guard lock(mutex);
    if (const auto it = loaded.find(rulesId); it != loaded.end()) return it->second;
    const bool slug =
        !rulesId.empty() &&
        rulesId.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos;
    const auto path = rulesDir() / (rulesId + ".xml");
    if (!slug || !std::filesystem::exists(path)) {
        throw UserError("no rule set '" + rulesId + "' (looked for " + path.string() + ")");
    }
    return loaded.emplace(rulesId, battle::loadRulebook(path)).first->second;
}

std::unique_ptr<battle::RuleSet> ruleSetFor(const std::string& rulesId) {
    return battle::makeRuleSet(rulesId, battle::isQuickRuleSet(rulesId) ? battle::defaultRulebook()
                                                                        : rulebookFor(rulesId));
}

}  // namespace seneschal::campaign
