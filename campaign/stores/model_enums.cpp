#include "campaign/stores/model_enums.hpp"

#include <algorithm>
#include <utility>

#include "base/plain_text.hpp"

namespace seneschal::campaign {

namespace {

constexpr std::array<std::pair<CaptiveStatus, std::string_view>, 9> kCaptiveStatusWords = {{
    {CaptiveStatus::Held, "held"},
    {CaptiveStatus::Demanded, "demanded"},
    {CaptiveStatus::PartPaid, "part-paid"},
    {CaptiveStatus::Paid, "paid"},
    {CaptiveStatus::Paroled, "paroled"},
    {CaptiveStatus::Released, "released"},
    {CaptiveStatus::Refused, "refused"},
    {CaptiveStatus::Executed, "executed"},
    {CaptiveStatus::Escaped, "escaped"},
}};

// What each enum is called in a sentence, and all its values.
template <typename Enum>
struct EnumWords;
template <>
struct EnumWords<LeaderStatus> {
    static constexpr const char* kWhat = "status";
    static constexpr const auto& kAll = kAllLeaderStatuses;
};
template <>
struct EnumWords<BattalOrders> {
    static constexpr const char* kWhat = "orders";
    static constexpr const auto& kAll = kAllBattalOrders;
};
template <>
struct EnumWords<TroopClass> {
    static constexpr const char* kWhat = "class";
    static constexpr const auto& kAll = kAllTroopClasses;
};
template <>
struct EnumWords<CaptiveStatus> {
    static constexpr const char* kWhat = "status";
    static constexpr const auto& kAll = kAllCaptiveStatuses;
};

}  // namespace

std::string_view toText(LeaderStatus status) {
    return battle::toString(status);
}
std::string_view toText(BattalOrders orders) {
    return battle::toString(orders);
}
std::string_view toText(TroopClass troopClass) {
    return battle::toString(troopClass);
}
std::string_view toText(CaptiveStatus status) {
    for (const auto& [value, word] : kCaptiveStatusWords)
        if (value == status) return word;
    return "?";
}

template <typename Enum>
std::optional<Enum> enumFromText(std::string_view text) {
    const auto& all = EnumWords<Enum>::kAll;
    const auto found =
        std::find_if(all.begin(), all.end(), [&](Enum value) { return toText(value) == text; });
    if (found == all.end()) return std::nullopt;
    return *found;
}

template <typename Enum>
std::string unknownWordMessage(std::string_view text, const StoredField& where) {
    const auto& all = EnumWords<Enum>::kAll;
    std::string words;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i > 0) words += i + 1 == all.size() ? " and " : ", ";
        words += toText(all[i]);
    }
    return where.row + " has the " + EnumWords<Enum>::kWhat + " '" + printable(text) +
           "' (field '" + where.field + "'), which is none of " + words;
}

template std::optional<LeaderStatus> enumFromText<LeaderStatus>(std::string_view);
template std::optional<BattalOrders> enumFromText<BattalOrders>(std::string_view);
template std::optional<TroopClass> enumFromText<TroopClass>(std::string_view);
template std::optional<CaptiveStatus> enumFromText<CaptiveStatus>(std::string_view);
template std::string unknownWordMessage<LeaderStatus>(std::string_view, const StoredField&);
template std::string unknownWordMessage<BattalOrders>(std::string_view, const StoredField&);
template std::string unknownWordMessage<TroopClass>(std::string_view, const StoredField&);
template std::string unknownWordMessage<CaptiveStatus>(std::string_view, const StoredField&);

bool isHeld(CaptiveStatus status) {
    return status == CaptiveStatus::Held || status == CaptiveStatus::Demanded ||
           status == CaptiveStatus::PartPaid || status == CaptiveStatus::Refused;
}

}  // namespace seneschal::campaign
