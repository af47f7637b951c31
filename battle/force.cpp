#include "battle/force.hpp"

#include <array>
#include <utility>

namespace seneschal::battle {

namespace {

constexpr std::array<std::pair<const char*, BattalOrders>, 6> kBattalOrderNames{{
    {"attack", BattalOrders::Attack},
    {"hold", BattalOrders::Hold},
    {"defend", BattalOrders::Defend},
    {"skirmish", BattalOrders::Skirmish},
    {"flank", BattalOrders::Flank},
    {"reserve", BattalOrders::Reserve},
}};

constexpr std::array<std::pair<const char*, LeaderStatus>, 4> kLeaderStatusNames{{
    {"active", LeaderStatus::Active},
    {"wounded", LeaderStatus::Wounded},
    {"captive", LeaderStatus::Captive},
    {"dead", LeaderStatus::Dead},
}};

}  // namespace

const char* toString(BattalOrders orders) {
    for (const auto& [name, value] : kBattalOrderNames) {
        if (value == orders) return name;
    }
    return "?";
}

std::optional<BattalOrders> battalOrdersFromString(std::string_view s) {
    for (const auto& [name, value] : kBattalOrderNames) {
        if (s == name) return value;
    }
    return std::nullopt;
}

const char* toString(LeaderStatus status) {
    for (const auto& [name, value] : kLeaderStatusNames) {
        if (value == status) return name;
    }
    return "?";
}

std::optional<LeaderStatus> leaderStatusFromString(std::string_view s) {
    for (const auto& [name, value] : kLeaderStatusNames) {
        if (s == name) return value;
    }
    return std::nullopt;
}

std::string sideNameIn(const std::vector<SideSpec>& sides, const std::string& sideId) {
    for (const SideSpec& side : sides)
        if (side.id == sideId) return side.shownName();
    return sideId;
}

}  // namespace seneschal::battle
