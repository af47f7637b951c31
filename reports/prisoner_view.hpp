#pragma once
// Captives and their ransoms as the prisoners pane shows them (GA-RES-LOSE: knights held for
// ransom). Which ransom actions exist and which apply to each captive is the campaign's
// decision; the view only carries it, so the pane draws buttons and forwards the choice.
#include <string>
#include <vector>

namespace seneschal::reports {

struct RansomAction {
    std::string id;     // what the pane sends back, e.g. "pay"
    std::string label;  // what the button says, e.g. "Pay ransom"
    bool severalAtOnce = true;  // whether it may be applied to several captives in one go
};

struct CaptiveEntry {
    std::string id;
    std::string name;
    std::string side;      // the captive's own side
    std::string captor;    // who holds him
    std::string ransom;    // formatted amount, e.g. "400 livres"
    std::string deadline;  // formatted date; empty if none set
    std::string status;    // e.g. "demanded", "paid", "refused"
    std::vector<std::string> allowedActions;  // ids of RansomAction that apply now
};

struct PrisonerView {
    std::vector<RansomAction> actions;
    std::vector<CaptiveEntry> captives;

    const CaptiveEntry* findCaptive(const std::string& id) const;
    const RansomAction* findAction(const std::string& id) const;
};

// Whether `actionId` may be taken for all of `captiveIds` at once: every one allows it, and
// the action allows several when there is more than one. False for an empty selection.
bool actionApplies(const PrisonerView& view, const std::string& actionId,
                   const std::vector<std::string>& captiveIds);

}  // namespace seneschal::reports
