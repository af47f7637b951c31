#include "application/orders/history.hpp"

#include "campaign/actions/action_log.hpp"

namespace seneschal::application {

std::optional<std::string> undoLastAction(campaign::CampaignFile& file) {
    const auto record = campaign::undo(file.db());
    if (!record) return std::nullopt;
    return record->description;
}

std::optional<std::string> redoLastUndone(campaign::CampaignFile& file) {
    const auto record = campaign::redo(file.db());
    if (!record) return std::nullopt;
    return record->description;
}

}  // namespace seneschal::application
