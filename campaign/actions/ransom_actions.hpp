#pragma once
// What can befall a captive after the battle (docs/rules/aftermath.md, "Ransoms"): the captor
// demands a ransom, the captive's side pays it (in instalments if it likes: the money moves
// from its treasury to the captor's), the captive is released on parole or without ransom, the
// payer refuses, the captor executes him (leaders; men only by their social superiors,
// GA-QUARTER), he escapes; or the captor releases everyone at once. Each is an action of cause
// ransom, in the ledger and the chronicle, undone exactly by undo.
#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/stores/captives.hpp"

namespace seneschal::campaign {

enum class RansomVerb { Demand, Pay, Parole, Release, Refuse, Execute, Escape };
const char* toString(RansomVerb verb);
std::optional<RansomVerb> ransomVerbFromString(std::string_view word);
// Every verb, in the order a game master meets them.
const std::vector<RansomVerb>& ransomVerbs();

// Whether the captive's state lets `verb` be taken on him: exactly the states RansomCaptive
// accepts (demand only while merely held, pay while something is owed and he is held or on
// parole, release while held or on parole, refuse before anything is settled, parole, execute
// and escape while held). What it does not know is checked when the verb is taken: whether
// the payer can afford it, and which unit executes men (see executioners).
bool ransomVerbApplies(RansomVerb verb, const CaptiveLine& captive);

// The units of the captor side that may slaughter these men: their social superiors
// (GA-QUARTER, GA-SOCIAL), the only ones RansomCaptive accepts as executor. Empty for a leader.
struct Executioner {
    std::string unit;  // the unit's id, as RansomCaptive's executor
    std::string name;
};
std::vector<Executioner> executioners(SQLite::Database& db, const CaptiveLine& captive);

class RansomCaptive : public Action {
  public:
    // `amount`: for demand, a ransom other than the rules' (a game master's choice); for pay,
    // the instalment (all that is owed when absent). `executor`: for execute on men, the unit
    // of the captor side that kills them (it must be their social superior, GA-QUARTER).
    RansomCaptive(RansomVerb verb, std::int64_t captive, std::optional<std::int64_t> amount = {},
                  std::string executor = {})
        : verb_(verb), captive_(captive), amount_(amount), executor_(std::move(executor)) {}
    std::string name() const override;
    Cause cause() const override { return Cause::Ransom; }
    void apply(ActionContext& context) override;
    std::string describe() const override { return description_; }

  private:
    void pay(ActionContext& context);
    void execute(ActionContext& context);

    RansomVerb verb_;
    std::int64_t captive_;
    std::optional<std::int64_t> amount_;
    std::string executor_;
    std::string description_;
};

// One verb on several captives at once, as one action (one undo): each captive in turn, as
// RansomCaptive would; if any refuses, nothing is written. Pay pays all that is owed on each.
class RansomCaptives : public Action {
  public:
    RansomCaptives(RansomVerb verb, std::vector<std::int64_t> captives, std::string executor = {})
        : verb_(verb), captives_(std::move(captives)), executor_(std::move(executor)) {}
    std::string name() const override;
    Cause cause() const override { return Cause::Ransom; }
    void apply(ActionContext& context) override;
    std::string describe() const override { return description_; }

  private:
    RansomVerb verb_;
    std::vector<std::int64_t> captives_;
    std::string executor_;
    std::string description_;
};

// Every captive still held (by one captor side, id or name, when given) goes home unransomed.
class MassRelease : public Action {
  public:
    explicit MassRelease(std::string captor = {}) : captor_(std::move(captor)) {}
    std::string name() const override { return "Mass release"; }
    Cause cause() const override { return Cause::Ransom; }
    void apply(ActionContext& context) override;
    std::string describe() const override { return description_; }

  private:
    std::string captor_;
    std::string description_;
};

}  // namespace seneschal::campaign
