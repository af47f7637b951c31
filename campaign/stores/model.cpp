#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

Men Unit::woundedTotal() const {
    Men total = 0;
    for (const WoundedBatch& batch : wounded) total += batch.men;
    return total;
}

Men Unit::captiveTotal() const {
    Men total = 0;
    for (const CaptiveBatch& batch : captives) total += batch.men;
    return total;
}

bool Unit::balances() const {
    return mustered + recruited == present + woundedTotal() + captiveTotal() + dead + deserted;
}

const Army* CampaignSnapshot::findArmy(const std::string& id) const {
    for (const Army& army : armies)
        if (army.id == id) return &army;
    return nullptr;
}

std::string joinIds(const std::vector<std::string>& ids) {
    std::string text;
    for (const std::string& id : ids) {
        if (!text.empty()) text += ',';
        text += id;
    }
    return text;
}

std::vector<std::string> splitIds(const std::string& text) {
    std::vector<std::string> ids;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = text.find(',', start);
        const std::size_t end = comma == std::string::npos ? text.size() : comma;
        ids.push_back(text.substr(start, end - start));
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return ids;
}

}  // namespace seneschal::campaign
