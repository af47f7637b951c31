#pragma once
// Orders that change an army's make-up or its purse (docs/rules/campaign.md): splitting units
// or battals off into a new army, merging armies of one side at one place, recruiting (a new
// unit or men for one) paid from the treasury, and paying arrears. One transaction each.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"

namespace seneschal::campaign {

// "Sir John's Riders" -> "sir-john-s-riders"
std::string slugFrom(const std::string& name);

class SplitArmy : public Action {
  public:
    SplitArmy(std::string army, std::vector<std::string> detach, std::string newName)
        : army_(std::move(army)), detach_(std::move(detach)), newName_(std::move(newName)) {}
    std::string name() const override { return "Split"; }
    Cause cause() const override { return Cause::March; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

  private:
    std::string army_;
    std::vector<std::string> detach_;
    std::string newName_;
    std::string armyName_;
};

// The armies after the first are folded into it; their rows stay (the ledger names them),
// marked as merged, with no battals left.
// The armies (ids) that may be folded into `keeper` (an id or name): of its side, standing at
// its place, in the same pending battle or none (what MergeArmies would accept).
std::vector<std::string> armiesThatMayMergeInto(SQLite::Database& db, const std::string& keeper);

class MergeArmies : public Action {
  public:
    explicit MergeArmies(std::vector<std::string> armies) : armies_(std::move(armies)) {}
    std::string name() const override { return "Merge"; }
    Cause cause() const override { return Cause::March; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

  private:
    std::vector<std::string> armies_;
    std::string text_;
};

struct NewUnitRequest {
    std::string name;
    std::string type;        // troop type id of the campaign's rules
    std::string troopClass;  // A..D
    std::string army;        // joins this army's "Recruits" battal
};

// Raises a new unit, or reinforces one, at a place its side owns; the unit's army must stand
// there. Paid from the side's treasury at the rules' cost per man.
class Recruit : public Action {
  public:
    // Reinforce `unit` with `men`.
    Recruit(std::string place, std::string unit, std::int64_t men)
        : place_(std::move(place)), unit_(std::move(unit)), men_(men) {}
    // Raise a new unit of `men`.
    Recruit(std::string place, NewUnitRequest request, std::int64_t men)
        : place_(std::move(place)), request_(std::move(request)), men_(men) {}
    std::string name() const override { return "Recruit"; }
    Cause cause() const override { return Cause::Recruit; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

  private:
    std::string place_;
    std::string unit_;
    std::optional<NewUnitRequest> request_;
    std::int64_t men_;
    std::string text_;
};

// Pays the side's arrears from its treasury, Mercenaries first, as far as the treasury (or
// `limitPounds`) goes.
class PayArrears : public Action {
  public:
    PayArrears(std::string side, std::optional<std::int64_t> limitPounds)
        : side_(std::move(side)), limitPounds_(limitPounds) {}
    std::string name() const override { return "Pay"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

  private:
    std::string side_;
    std::optional<std::int64_t> limitPounds_;
    std::string text_;
};

}  // namespace seneschal::campaign
