#include "battle/resolvers.hpp"

#include <atomic>
#include <sstream>

#include "base/errors.hpp"
#include "battle/dice.hpp"
#include "battle/quick/feudal_resolver.hpp"
#include "battle/quick/postcard_resolver.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/battle_log.hpp"
#include "battle/sim/resolver.hpp"

namespace seneschal::battle {

std::vector<std::string> resolverIds() {
    return {"godsacre", "postcard", "feudal"};
}

std::string ruleSetName(std::string_view rulesId) {
    if (rulesId == "godsacre") return "God's Acre";
    if (rulesId == "postcard") return "Post(card)";
    if (rulesId == "feudal") return "OHW Feudal";
    // Another God's Acre rule book a campaign names by its own id.
    return "God's Acre (" + std::string(rulesId) + ")";
}

std::string battleTypeName(BattleType type) {
    switch (type) {
        case BattleType::Campaign:
            return "Campaign battle";
        case BattleType::Historical:
            return "Historical battle";
        case BattleType::Competition:
            return "Competition battle";
    }
    return "Battle";
}

bool isQuickRuleSet(std::string_view rulesId) {
    return rulesId == "postcard" || rulesId == "feudal";
}

const char* scaleRuleOf(std::string_view rulesId) {
    if (rulesId == "postcard") return "PC-LENGTH";
    if (rulesId == "feudal") return "FW-BASING";
    return "GA-SCALE";
}

int menPerFigureOf(std::string_view rulesId, const Rulebook& godsAcre) {
    if (rulesId == "postcard") return quick::defaultPostcardRules().menPerFigure;
    if (rulesId == "feudal") return quick::defaultFeudalRules().menPerFigure;
    return godsAcre.menPerFigure();
}

namespace {
std::atomic<std::uint64_t> fought{0};
}  // namespace

std::uint64_t battlesFought() {
    return fought.load();
}

void countBattleFought() {
    fought.fetch_add(1, std::memory_order_relaxed);
}

ResolvedBattle resolveGodsAcreBattle(const Rulebook& book, const BattleSetup& setup,
                                     std::uint64_t seed, bool wantLog) {
    auto log = std::make_shared<sim::BattleLog>();
    ResolvedBattle resolved;
    resolved.outcome = resolveGodsAcre(setup, book, seed, wantLog ? log.get() : nullptr);
    std::istringstream lines(log->text());
    for (std::string line; std::getline(lines, line);) resolved.log.push_back(line);
    if (wantLog) resolved.detail = std::move(log);
    return resolved;
}

ResolvedBattle resolveBattle(std::string_view rulesId, const BattleSetup& setup, std::uint64_t seed,
                             bool wantLog) {
    if (rulesId == "godsacre")
        return resolveGodsAcreBattle(defaultRulebook(), setup, seed, wantLog);
    countBattleFought();
    SeededDice dice(seed);
    // The quick resolvers roll from the dice they are given: the seed is stamped here, as
    // resolveGodsAcre stamps its own, so that every outcome says which dice it was fought with.
    if (rulesId == "postcard") {
        auto result = quick::resolvePostcardBattle(setup, quick::defaultPostcardRules(), dice);
        result.outcome.seed = seed;
        return {std::move(result.outcome), std::move(result.log), nullptr};
    }
    if (rulesId == "feudal") {
        auto result = quick::resolveFeudalBattle(setup, quick::defaultFeudalRules(), dice);
        result.outcome.seed = seed;
        return {std::move(result.outcome), std::move(result.log), nullptr};
    }
    std::string known;
    for (const auto& id : resolverIds()) known += (known.empty() ? "" : ", ") + id;
    throw UserError("unknown rule set '" + std::string(rulesId) + "' (known: " + known + ")");
}

}  // namespace seneschal::battle
