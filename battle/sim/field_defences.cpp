#include "battle/sim/field_defences.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "base/grouped_number.hpp"
#include "battle/ga/field_works.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/sim_core.hpp"

namespace seneschal::battle::sim {

namespace {

// Each defence's rule, by FieldDefence.
constexpr std::array<const char*, kFieldDefences.size> kFieldDefenceRules{
    "GA-OPT-CALTROPS", "GA-OPT-STAKES", "GA-OPT-POTTES"};

// mm: a unit that has not moved stands exactly where it stood; a pushed-back unit that was not
// followed up comes back to within a rounding error of it.
constexpr double kPlantedTolerance = 0.5;

bool hasDefence(std::uint8_t defences, std::size_t d) {
    return (defences >> d) & 1U;
}

// For the log only: the move loop without a log builds no string.
std::string crossingWords(FieldDefence defence) {
    return "crosses the " + std::string(kFieldDefences.name(defence));
}

}  // namespace

void plantDefences(SimUnit& u) {
    u.plantedX = u.x;
    u.plantedY = u.y;
    u.plantedDir = static_cast<std::int8_t>(u.dir);
}

std::uint8_t defencesBefore(const SimUnit& u) {
    if (u.defences == 0) return 0;
    const bool there = std::abs(u.x - u.plantedX) < kPlantedTolerance &&
                       std::abs(u.y - u.plantedY) < kPlantedTolerance && u.dir == u.plantedDir;
    return there ? u.defences : 0;
}

void crossDefences(Battle& b, int charger) {
    SimUnit& c = unitAt(b, charger);
    const SimUnit& t = unitAt(b, c.target);
    const std::uint8_t planted = defencesBefore(t);
    if (planted == 0 || c.flankAttack || c.rearAttack) return;
    // The charger's figures whose frontage meets the defended front.
    const int files = std::max(1, std::min(c.files, c.st.figures));
    const int crossing = std::clamp(
        static_cast<int>(std::ceil(overlapWidth(c, t) / c.figureWidth - 1e-9)), 1, files);
    for (std::size_t d = 0; d < kFieldDefences.size; ++d) {
        const auto defence = static_cast<FieldDefence>(d);
        if (!hasDefence(planted, d) || !b.options.fieldDefence(defence) || !onField(c)) continue;
        const FieldDefenceRules& rules = b.book.tables().fieldDefences[d];
        const bool mounted = c.st.arm != Arm::Infantry;
        if (!mounted && !rules.footApplies) {
            if (b.log)
                note(b, kFieldDefenceRules[d], unitName(b, charger), unitName(b, c.target),
                     crossingWords(defence) + ": no effect on foot");
            continue;
        }
        const CasualtyResult r =
            crossFieldDefence(b.book, b.options, defence, c.st, crossing, b.dice, b.rollLog());
        if (b.log) {
            note(b, kFieldDefenceRules[d], unitName(b, charger), unitName(b, c.target),
                 crossingWords(defence) + ": " + countOf(crossing, "figure", "figures") +
                     " crossing, factor " +
                     std::to_string(mounted ? rules.mountedFactor : rules.footFactor) +
                     " against " + (mounted ? "mounted" : "foot") + " → " +
                     countOf(r.figuresRemoved, "figure", "figures") + ", " +
                     countOf(r.men, "man", "men") + " (GA-CAS), counted for " +
                     sideName(b, t.side) + " in this move's melee");
        }
        const int before = c.st.figures;
        takeCasualties(b, charger, r, true, t.side);
        c.crossedLoss += before - c.st.figures;
    }
}

std::optional<FieldDefence> coveringDefence(const Battle& b, int unit, int enemy) {
    const std::uint8_t planted = defencesBefore(unitAt(b, unit));
    if (planted == 0) return std::nullopt;
    const SimUnit& e = unitAt(b, enemy);
    if (e.target == unit && (e.flankAttack || e.rearAttack)) return std::nullopt;
    for (std::size_t d = 0; d < kFieldDefences.size; ++d) {
        const auto defence = static_cast<FieldDefence>(d);
        if (hasDefence(planted, d) && coverInMelee(b.book, b.options, defence)) return defence;
    }
    return std::nullopt;
}

const char* fieldDefenceRule(FieldDefence defence) {
    return kFieldDefenceRules[static_cast<std::size_t>(defence)];
}

void leaveDefences(Battle& b) {
    if (b.unitsWithDefences == 0) return;
    for (std::size_t i = 0; i < b.units.size(); ++i) {
        SimUnit& u = b.units[i];
        if (u.defences == 0) continue;
        const bool onThem = defencesBefore(u) != 0;
        if (onThem && onField(u)) continue;
        if (b.log && onField(u)) {
            for (std::size_t d = 0; d < kFieldDefences.size; ++d) {
                const auto defence = static_cast<FieldDefence>(d);
                if (!hasDefence(u.defences, d) || !b.options.fieldDefence(defence)) continue;
                note(b, kFieldDefenceRules[d], unitName(b, static_cast<int>(i)), "",
                     "moves off its " + std::string(kFieldDefences.name(defence)) +
                         " and leaves them behind");
            }
        }
        u.defences = 0;
        --b.unitsWithDefences;
    }
}

}  // namespace seneschal::battle::sim
