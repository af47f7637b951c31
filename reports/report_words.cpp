#include "reports/report_words.hpp"

#include "base/grouped_number.hpp"
#include "campaign/battles/rules.hpp"

namespace seneschal::reports {

std::string grouped(std::int64_t value) {
    return seneschal::groupedNumber(value);
}

std::string groupedOrBlank(std::int64_t value) {
    return value == 0 ? std::string() : seneschal::groupedNumber(value);
}

std::string menText(std::int64_t men) {
    return seneschal::countOf(men, "man", "men");
}

std::string troopsText(const std::string& rulesId, const std::string& typeId,
                       const std::string& troopClass) {
    const battle::TroopType* type = campaign::rulebookFor(rulesId).findTroopType(typeId);
    const std::string name = type && !type->name.empty() ? type->name : typeId;
    return troopClass.empty() ? name : name + " (" + troopClass + ")";
}

}  // namespace seneschal::reports
