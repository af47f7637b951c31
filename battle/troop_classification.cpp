#include "battle/troop_classification.hpp"

#include <array>
#include <utility>

namespace seneschal::battle {

namespace {

template <typename E, std::size_t N>
std::optional<E> lookup(const std::array<std::pair<std::string_view, E>, N>& table,
                        std::string_view s) {
    for (const auto& [name, value] : table) {
        if (name == s) return value;
    }
    return std::nullopt;
}

template <typename E, std::size_t N>
std::string_view nameOf(const std::array<std::pair<std::string_view, E>, N>& table, E value) {
    for (const auto& [name, v] : table) {
        if (v == value) return name;
    }
    return "?";
}

constexpr std::array<std::pair<std::string_view, Background>, 4> kBackgroundNames{{
    {"Knightly", Background::Knightly},
    {"Feudal", Background::Feudal},
    {"Mercenary", Background::Mercenary},
    {"Regular", Background::Regular},
}};
constexpr std::array<std::pair<std::string_view, TroopClass>, 4> kClassNames{
    {{"A", TroopClass::A}, {"B", TroopClass::B}, {"C", TroopClass::C}, {"D", TroopClass::D}}};
constexpr std::array<std::pair<std::string_view, Arm>, 2> kArmNames{
    {{"infantry", Arm::Infantry}, {"cavalry", Arm::Cavalry}}};
constexpr std::array<std::pair<std::string_view, Order>, 3> kOrderNames{
    {{"close", Order::Close}, {"loose", Order::Loose}, {"open", Order::Open}}};

struct CodeEntry {
    std::string_view code;
    Protection protection;
    Arm arm;
};
constexpr std::array<CodeEntry, 12> kCodes{{
    {"UI", Protection::U, Arm::Infantry},
    {"PI", Protection::P, Arm::Infantry},
    {"AI", Protection::A, Arm::Infantry},
    {"HI", Protection::H, Arm::Infantry},
    {"FI", Protection::F, Arm::Infantry},
    {"UC", Protection::U, Arm::Cavalry},
    {"PC", Protection::P, Arm::Cavalry},
    {"AC", Protection::A, Arm::Cavalry},
    {"HC", Protection::H, Arm::Cavalry},
    {"HCb", Protection::Hb, Arm::Cavalry},
    {"FC", Protection::F, Arm::Cavalry},
    {"FCb", Protection::Fb, Arm::Cavalry},
}};

}  // namespace

std::optional<Background> backgroundFromString(std::string_view s) {
    if (s == "Soldier") return Background::Regular;  // the published rules' word
    return lookup(kBackgroundNames, s);
}
std::optional<TroopClass> troopClassFromString(std::string_view s) {
    return lookup(kClassNames, s);
}
std::optional<Arm> armFromString(std::string_view s) {
    return lookup(kArmNames, s);
}
std::optional<Order> orderFromString(std::string_view s) {
    return lookup(kOrderNames, s);
}

std::optional<ProtectionCode> protectionFromCode(std::string_view code) {
    for (const auto& entry : kCodes) {
        if (entry.code == code) return ProtectionCode{entry.protection, entry.arm};
    }
    return std::nullopt;
}

std::string_view toString(Background b) {
    return nameOf(kBackgroundNames, b);
}
std::string_view toString(TroopClass c) {
    return nameOf(kClassNames, c);
}
std::string_view toString(Arm a) {
    return nameOf(kArmNames, a);
}
std::string_view toString(Order o) {
    return nameOf(kOrderNames, o);
}

std::string_view protectionCode(Protection p, Arm arm) {
    for (const auto& entry : kCodes) {
        if (entry.protection == p && entry.arm == arm) return entry.code;
    }
    return "?";  // barded protection on infantry does not exist
}

bool usesAverageDice(Background b) {
    return b == Background::Regular || b == Background::Mercenary;
}

}  // namespace seneschal::battle
