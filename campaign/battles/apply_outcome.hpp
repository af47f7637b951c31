#pragma once
// A battle's outcome into the roster (GA-RES-WIN, GA-RES-LOSE, GA-QUARTER, GA-LEADER-RISK,
// GA-RES-COMP): from a resolver or from a file a game master wrote after a tabletop game.
// `prepareOutcome` matches every unit and leader to the roster and refuses, naming the unit and
// the field, anything that does not fit; `ApplyBattleOutcome` writes the aftermath in one
// action (cause battle) with its ledger entries and chronicle; undo takes it all back.
// Competition battles are scored and never touch the roster.
#include <SQLiteCpp/Database.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "battle/aftermath.hpp"
#include "battle/aftermath_competition.hpp"
#include "battle/outcome.hpp"
#include "battle/resolvers.hpp"
#include "campaign/actions/action.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/battles/battle_setup.hpp"

namespace seneschal::campaign {

struct PreparedOutcome {
    battle::BattleOutcome outcome;
    bool competition = false;
    battle::Aftermath aftermath;                   // campaign and historical battles
    std::vector<battle::CompetitionScore> scores;  // competition battles
    DayNumber battleDay;
    std::map<std::string, RosterUnit> units;  // by the outcome's unit name
    std::map<std::string, RosterLeader> leaders;
    std::map<std::string, std::int64_t> sideKeys;  // side id -> key
    std::map<std::string, std::string> sideNames;  // side id -> name, for what a person reads
    std::string currency;
    int leaderWoundedDays = 0;  // the campaign's rule book's (campaign.xml <wounds>)
    CampaignStamp workedOutOn;  // where the campaign's undo log stood (action.hpp)

    // Every unit's and leader's change, then every aftermath line with its rule ID.
    std::string preview(Reckoning reckoning) const;
    // The side's name (its id when the file has none for it).
    const std::string& sideName(const std::string& id) const;
};

// Validates and computes; writes nothing. Throws UserError naming the unit or leader and the
// field: an unknown unit or leader, a side that is not in the campaign or not the unit's,
// more men than the unit has present, a unit not at the battle's place, a leader who cannot
// suffer the fate (already dead or taken), a date other than the campaign's, a rule set other
// than the one the battle was fought with (`foughtWith`; empty: the campaign's own), a battle
// applied already (the same place and day, or the same outcome: applied_battles.hpp).
PreparedOutcome prepareOutcome(SQLite::Database& db, const battle::BattleOutcome& outcome,
                               const std::vector<battle::SlaughterChoice>& slaughter = {},
                               const std::string& foughtWith = {});

class ApplyBattleOutcome : public Action {
  public:
    // `previewedOn`: the campaign the aftermath preview the user saw was worked out on
    // (PreparedOutcome::workedOutOn); Apply is then refused if the campaign has changed since.
    explicit ApplyBattleOutcome(battle::BattleOutcome outcome,
                                std::vector<battle::SlaughterChoice> slaughter = {},
                                std::string foughtWith = {},
                                std::optional<CampaignStamp> previewedOn = std::nullopt)
        : outcome_(std::move(outcome)),
          slaughter_(std::move(slaughter)),
          foughtWith_(std::move(foughtWith)),
          previewedOn_(previewedOn) {}
    // The battle as this process fought it (it must outlive the action): the record keeps its
    // log rather than fight the battle again for it (battle_replay.hpp).
    void foughtAs(const battle::ResolvedBattle* fought) { fought_ = fought; }
    std::string name() const override { return "Battle"; }
    Cause cause() const override { return Cause::Battle; }
    void apply(ActionContext& context) override;
    std::string describe() const override { return description_; }
    // After apply: the march orders resumed or ended on the field (resumeMarchesAfterBattle).
    const std::vector<std::string>& marchOrders() const { return marchOrders_; }
    std::optional<std::string> backupReason() const override {
        return outcome_.place.empty() ? "before a battle's aftermath"
                                      : "before Battle at " + outcome_.place;
    }
    std::optional<CampaignStamp> workedOutOn() const override { return previewedOn_; }

  private:
    battle::BattleOutcome outcome_;
    std::vector<battle::SlaughterChoice> slaughter_;
    std::string foughtWith_;
    std::optional<CampaignStamp> previewedOn_;
    const battle::ResolvedBattle* fought_ = nullptr;
    std::string description_ = "Apply a battle's outcome";
    std::vector<std::string> marchOrders_;
};

struct OutcomeReport {
    std::string preview;                   // what changes (or the competition score)
    std::optional<ActionRecord> action;    // set when applied
    std::vector<std::string> marchOrders;  // when applied: ApplyBattleOutcome::marchOrders
};

// The whole job of `apply` and `battle`: preview, and unless dryRun or a competition battle,
// apply. Nothing is written when anything is refused.
// `fought`: the battle as this process fought it, when it did (ApplyBattleOutcome::foughtAs).
OutcomeReport applyOutcome(SQLite::Database& db, const battle::BattleOutcome& outcome, bool dryRun,
                           const std::vector<battle::SlaughterChoice>& slaughter = {},
                           const std::string& foughtWith = {},
                           const battle::ResolvedBattle* fought = nullptr);

}  // namespace seneschal::campaign
