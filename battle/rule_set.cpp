#include "battle/rule_set.hpp"

#include <utility>

#include "battle/quick/feudal_rules.hpp"
#include "battle/quick/postcard_rules.hpp"
#include "battle/sim/resolver.hpp"
#include "battle/sim/setup.hpp"

namespace seneschal::battle {

namespace {

class GodsAcre final : public RuleSet {
  public:
    GodsAcre(std::string id, const Rulebook& book) : id_(std::move(id)), book_(book) {}
    const std::string& id() const override { return id_; }
    std::string name() const override { return ruleSetName(id_); }
    int menPerFigure() const override { return book_.menPerFigure(); }
    bool quick() const override { return false; }
    ResolvedBattle fight(const BattleSetup& setup, std::uint64_t seed,
                         bool wantLog) const override {
        return resolveGodsAcreBattle(book_, setup, seed, wantLog);
    }
    SeededResolver oddsResolver(const BattleSetup& setup) const override {
        // Prepared once: the set-up's checks and look-ups are not repeated every run.
        auto prepared =
            std::make_shared<const sim::PreparedBattle>(sim::prepareBattle(setup, book_));
        const Rulebook& book = book_;
        return [prepared, &book](std::uint64_t seed, BattleOutcome& outcome) {
            resolveGodsAcre(*prepared, book, seed, outcome);
        };
    }

  private:
    std::string id_;
    const Rulebook& book_;
};

class Quick final : public RuleSet {
  public:
    Quick(std::string id, int menPerFigure) : id_(std::move(id)), menPerFigure_(menPerFigure) {}
    const std::string& id() const override { return id_; }
    std::string name() const override { return ruleSetName(id_); }
    int menPerFigure() const override { return menPerFigure_; }
    bool quick() const override { return true; }
    ResolvedBattle fight(const BattleSetup& setup, std::uint64_t seed,
                         bool wantLog) const override {
        return resolveBattle(id_, setup, seed, wantLog);
    }
    SeededResolver oddsResolver(const BattleSetup& setup) const override {
        const std::string id = id_;
        return [id, &setup](std::uint64_t seed, BattleOutcome& outcome) {
            outcome = resolveBattle(id, setup, seed, false).outcome;
        };
    }

  private:
    std::string id_;
    int menPerFigure_;
};

}  // namespace

std::unique_ptr<RuleSet> makeRuleSet(std::string_view id, const Rulebook& godsAcre) {
    if (id == "postcard") {
        return std::make_unique<Quick>(std::string(id), quick::defaultPostcardRules().menPerFigure);
    }
    if (id == "feudal") {
        return std::make_unique<Quick>(std::string(id), quick::defaultFeudalRules().menPerFigure);
    }
    return std::make_unique<GodsAcre>(std::string(id), godsAcre);
}

}  // namespace seneschal::battle
