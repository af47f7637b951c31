#pragma once
// Captives and their ransoms as the prisoners pane shows them (GA-RES-LOSE, GA-QUARTER,
// GA-LEADER-RISK: leaders and men held for ransom). Which ransom actions exist and which apply
// to each captive is the campaign's decision (campaign/actions/ransom_actions.hpp); the view only
// carries it, so the pane draws buttons and forwards the choice.
#include <cstdint>
#include <string>
#include <vector>

namespace seneschal::application {

struct RansomAction {
    std::string id;             // what the pane sends back: a ransom verb ("pay") or "release-all"
    std::string label;          // what the button says, e.g. "Pay ransom…"
    bool severalAtOnce = true;  // whether it may be applied to several captives in one go
    bool wholeList = false;     // acts on every captive held, whatever is selected
};

// A unit that may execute captive men (GA-QUARTER: their social superiors).
struct ExecutionerChoice {
    std::string unitId;
    std::string name;
    friend bool operator==(const ExecutionerChoice&, const ExecutionerChoice&) = default;
};

struct CaptiveEntry {
    std::string id;           // the captive record's number, as text
    std::int64_t record = 0;  // the same number, as the ransom actions take it
    std::string name;         // "Jean" or "40 men of French knights"
    std::string kind;         // "leader" or "men"
    std::string side;         // the captive's own side, by name
    std::string captor;       // the side that holds him, by name
    std::int64_t men = 0;
    std::string ransom;  // formatted amounts, e.g. "8,000 pounds"
    std::string paid;
    std::string owed;
    std::int64_t owedAmount = 0;  // what paying in full would pay
    std::string demandBy;         // dates, ISO; demanded empty until the captor demands
    std::string demanded;
    std::string deadline;
    std::string status;      // "held", "demanded", "part-paid", "paid", ...
    std::string statusText;  // the status as a person reads it: "ransom demanded", "part paid"
    std::string dueText;     // what is due next, in prose: "demand by 2 September 1346"
    std::vector<std::string> allowedActions;      // ids of RansomAction that apply now
    std::vector<ExecutionerChoice> executioners;  // men only: who may execute them
};

struct PrisonerView {
    std::vector<RansomAction> actions;
    std::vector<CaptiveEntry> captives;
    bool anyHeld = false;  // whether an action on the whole list has anyone to act on

    const CaptiveEntry* findCaptive(const std::string& id) const;
    const RansomAction* findAction(const std::string& id) const;
};

// Whether `actionId` may be taken for all of `captiveIds` at once: every one allows it, and
// the action allows several when there is more than one. False for an empty selection. An
// action on the whole list applies whenever anyone is held, whatever the selection.
bool actionApplies(const PrisonerView& view, const std::string& actionId,
                   const std::vector<std::string>& captiveIds);

// The units that may execute every captive batch of men among `captiveIds` (leaders need
// none), in the order of the first batch's list.
std::vector<ExecutionerChoice> commonExecutioners(const PrisonerView& view,
                                                  const std::vector<std::string>& captiveIds);

}  // namespace seneschal::application
