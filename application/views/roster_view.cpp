#include "application/views/roster_view.hpp"

#include <algorithm>
#include <cctype>

namespace seneschal::application {

TroopCounts& TroopCounts::operator+=(const TroopCounts& other) {
    present += other.present;
    wounded += other.wounded;
    captive += other.captive;
    dead += other.dead;
    deserted += other.deserted;
    figures += other.figures;
    return *this;
}

const char* toString(LeaderState state) {
    switch (state) {
        case LeaderState::Present:
            return "present";
        case LeaderState::Wounded:
            return "wounded";
        case LeaderState::Captive:
            return "captive";
        case LeaderState::Dead:
            return "dead";
        case LeaderState::Fled:
            return "fled";
    }
    return "unknown";
}

TroopCounts totals(const RosterBattal& battal) {
    TroopCounts sum;
    for (const RosterUnit& unit : battal.units) sum += unit.counts;
    return sum;
}

TroopCounts totals(const RosterArmy& army) {
    TroopCounts sum;
    for (const RosterBattal& battal : army.battals) sum += totals(battal);
    return sum;
}

TroopCounts totals(const RosterSide& side) {
    TroopCounts sum;
    for (const RosterArmy& army : side.armies) sum += totals(army);
    return sum;
}

std::size_t unitCount(const RosterView& view) {
    std::size_t count = 0;
    for (const RosterSide& side : view.sides)
        for (const RosterArmy& army : side.armies)
            for (const RosterBattal& battal : army.battals) count += battal.units.size();
    return count;
}

namespace {

class Needle {
  public:
    explicit Needle(std::string_view text) : lowered_(lower(text)) {}
    bool empty() const { return lowered_.empty(); }
    bool in(std::string_view haystack) const {
        return lower(haystack).find(lowered_) != std::string::npos;
    }
    template <class... More>
    bool inAny(std::string_view first, More... more) const {
        return (in(first) || ... || in(more));
    }

  private:
    static std::string lower(std::string_view text) {
        std::string out(text);
        // Bytes of multi-byte UTF-8 letters are left alone: "Crécy" still matches "cré".
        std::transform(out.begin(), out.end(), out.begin(), [](char c) {
            return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        });
        return out;
    }
    std::string lowered_;
};

bool matches(const Needle& needle, const RosterLeader& leader) {
    return needle.inAny(leader.name, leader.rank, leader.troopClass);
}

bool matches(const Needle& needle, const RosterUnit& unit) {
    return needle.inAny(unit.name, unit.troopType, unit.troopClass);
}

std::vector<RosterLeader> matchingLeaders(const Needle& needle,
                                          const std::vector<RosterLeader>& leaders) {
    std::vector<RosterLeader> kept;
    std::copy_if(leaders.begin(), leaders.end(), std::back_inserter(kept),
                 [&](const RosterLeader& leader) { return matches(needle, leader); });
    return kept;
}

// Returns whether anything in the battal matched; fills `kept` with what to show.
bool filterBattal(const Needle& needle, const RosterBattal& battal, RosterBattal& kept) {
    if (needle.in(battal.name)) {
        kept = battal;
        return true;
    }
    kept = RosterBattal{battal.id, battal.name, matchingLeaders(needle, battal.leaders), {}};
    std::copy_if(battal.units.begin(), battal.units.end(), std::back_inserter(kept.units),
                 [&](const RosterUnit& unit) { return matches(needle, unit); });
    return !kept.leaders.empty() || !kept.units.empty();
}

bool filterArmy(const Needle& needle, const RosterArmy& army, RosterArmy& kept) {
    if (needle.in(army.name)) {
        kept = army;
        return true;
    }
    kept = RosterArmy{army.id, army.name, matchingLeaders(needle, army.leaders), {}};
    for (const RosterBattal& battal : army.battals) {
        RosterBattal keptBattal;
        if (filterBattal(needle, battal, keptBattal)) kept.battals.push_back(std::move(keptBattal));
    }
    return !kept.leaders.empty() || !kept.battals.empty();
}

}  // namespace

RosterView filterRoster(const RosterView& view, std::string_view text) {
    const Needle needle(text);
    if (needle.empty()) return view;
    RosterView kept;
    for (const RosterSide& side : view.sides) {
        if (needle.in(side.name)) {
            kept.sides.push_back(side);
            continue;
        }
        RosterSide keptSide{side.id, side.name, side.colour, {}};
        for (const RosterArmy& army : side.armies) {
            RosterArmy keptArmy;
            if (filterArmy(needle, army, keptArmy)) keptSide.armies.push_back(std::move(keptArmy));
        }
        if (!keptSide.armies.empty()) kept.sides.push_back(std::move(keptSide));
    }
    return kept;
}

}  // namespace seneschal::application
