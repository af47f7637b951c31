#include "application/views/prisoner_view.hpp"

#include <algorithm>

namespace seneschal::application {

const CaptiveEntry* PrisonerView::findCaptive(const std::string& id) const {
    const auto found = std::find_if(captives.begin(), captives.end(),
                                    [&](const CaptiveEntry& captive) { return captive.id == id; });
    return found == captives.end() ? nullptr : &*found;
}

const RansomAction* PrisonerView::findAction(const std::string& id) const {
    const auto found = std::find_if(actions.begin(), actions.end(),
                                    [&](const RansomAction& action) { return action.id == id; });
    return found == actions.end() ? nullptr : &*found;
}

bool actionApplies(const PrisonerView& view, const std::string& actionId,
                   const std::vector<std::string>& captiveIds) {
    const RansomAction* action = view.findAction(actionId);
    if (!action) return false;
    if (action->wholeList) return view.anyHeld;
    if (captiveIds.empty()) return false;
    if (captiveIds.size() > 1 && !action->severalAtOnce) return false;
    return std::all_of(captiveIds.begin(), captiveIds.end(), [&](const std::string& id) {
        const CaptiveEntry* captive = view.findCaptive(id);
        return captive && std::find(captive->allowedActions.begin(), captive->allowedActions.end(),
                                    actionId) != captive->allowedActions.end();
    });
}

std::vector<ExecutionerChoice> commonExecutioners(const PrisonerView& view,
                                                  const std::vector<std::string>& captiveIds) {
    std::vector<ExecutionerChoice> common;
    bool first = true;
    for (const std::string& id : captiveIds) {
        const CaptiveEntry* captive = view.findCaptive(id);
        if (!captive || captive->kind != "men") continue;
        if (first) {
            common = captive->executioners;
            first = false;
            continue;
        }
        std::erase_if(common, [&](const ExecutionerChoice& unit) {
            return std::find(captive->executioners.begin(), captive->executioners.end(), unit) ==
                   captive->executioners.end();
        });
    }
    return common;
}

}  // namespace seneschal::application
