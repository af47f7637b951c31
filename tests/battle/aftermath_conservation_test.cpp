// Conservation: over many generated outcomes, the lines for a unit give a fate to exactly
// the men it fielded, never a negative count, and no captive is held by its own side.
#include <gtest/gtest.h>

#include <map>
#include <random>

#include "aftermath_test_support.hpp"
#include "battle/aftermath.hpp"
#include "battle/outcome_check.hpp"

namespace seneschal::battle {
namespace {

using namespace testing_support;

struct Generated {
    BattleOutcome outcome;
    AftermathRoster roster;
};

// A random but consistent outcome. The generator is a test fixture's data source, not game
// randomness, so a plain seeded engine is right here.
Generated generate(std::mt19937& rng, int menPerFigure) {
    const auto pick = [&rng](int lo, int hi) {
        return std::uniform_int_distribution<int>(lo, hi)(rng);
    };
    const std::vector<std::string> sides = {"england", "france", "scotland"};
    const int sideCount = pick(2, 3);
    Generated g;
    g.outcome.type = pick(0, 1) ? BattleType::Campaign : BattleType::Historical;
    g.outcome.winner =
        pick(0, 5) == 0 ? "" : sides[static_cast<std::size_t>(pick(0, sideCount - 1))];
    for (int s = 0; s < sideCount; ++s) {
        const int units = pick(1, 5);
        for (int u = 0; u < units; ++u) {
            const std::string side = sides[static_cast<std::size_t>(s)];
            UnitOutcome unit;
            unit.unit = side + "-" + std::to_string(u);
            unit.side = side;
            unit.menAtStart = pick(0, 1000);
            int left = unit.menAtStart / menPerFigure;
            const auto take = [&](int& field) {
                field = pick(0, left);
                left -= field;
            };
            take(unit.figuresRemoved);
            take(unit.figuresRouted);
            if (pick(0, 2) == 0) {
                take(unit.figuresCaptured);
                if (unit.figuresCaptured > 0) {
                    unit.capturedBy = side == sides[0] ? sides[1] : sides[0];
                }
            }
            take(unit.figuresPursuedOff);
            const int menLeft = unit.menAtStart - unit.figuresRemoved * menPerFigure;
            unit.menRemainder = pick(0, std::min(menPerFigure - 1, menLeft));
            const bool cavalry = pick(0, 1) == 1;
            if (left == 0) {
                unit.endState = pick(0, 1) ? UnitEndState::Destroyed : UnitEndState::Routed;
            } else {
                unit.endState = pick(0, 1) ? UnitEndState::Formed : UnitEndState::Unformed;
                if (cavalry && unit.endState == UnitEndState::Formed) {
                    unit.formedCavalryFigures = pick(0, left);
                }
            }
            const auto background = static_cast<Background>(pick(0, 3));
            const auto cls =
                static_cast<TroopClass>(pick(0, background == Background::Knightly ? 2 : 3));
            g.outcome.units.push_back(unit);
            g.roster.units.push_back(profile(unit.unit, background, cls, cavalry));
        }
    }
    return g;
}

TEST(AftermathConservation, EveryManOfEveryUnitIsAccountedForExactlyOnce) {
    std::mt19937 rng(1346);
    int checked = 0;
    for (int menPerFigure : {20, 15, 7}) {
        const AftermathRules rules{defaultResultsRules(), defaultCampaignRules(), menPerFigure};
        for (int round = 0; round < 700; ++round) {
            const Generated g = generate(rng, menPerFigure);
            const auto problem = checkOutcome(g.outcome, menPerFigure);
            // Drawing one side's units only is possible when the other side has none: skip.
            if (problem) continue;
            const Aftermath a = computeAftermath(g.outcome, g.roster, rules);
            std::map<std::string, int> accounted;
            for (const AftermathLine& line : a.lines) {
                ASSERT_GE(line.men, 0) << line.text;
                if (line.fate == Fate::Summary) continue;
                ASSERT_GT(line.men, 0) << line.text;  // a line that moves no man is noise
                accounted[line.unit] += line.men;
                if (line.fate == Fate::Captive) {
                    EXPECT_FALSE(line.heldBy.empty());
                    EXPECT_NE(line.heldBy, line.side) << line.text;
                }
            }
            for (const UnitOutcome& unit : g.outcome.units) {
                ASSERT_EQ(accounted[unit.unit], unit.menAtStart)
                    << "round " << round << ", " << menPerFigure << " men a figure, unit "
                    << unit.unit << "\n"
                    << a.describe();
                // The men lost for good or for a time never exceed the unit.
                const int lost = a.men(unit.unit, Fate::Dead) + a.men(unit.unit, Fate::Wounded) +
                                 a.men(unit.unit, Fate::Deserted) + a.men(unit.unit, Fate::Captive);
                EXPECT_LE(lost, unit.menAtStart);
                // A winner's unit never loses more than its figures removed, routed and captured.
                if (!g.outcome.winner.empty() && unit.side == g.outcome.winner) {
                    EXPECT_LE(lost,
                              (unit.figuresRemoved + unit.figuresRouted + unit.figuresCaptured) *
                                  menPerFigure);
                }
            }
            ++checked;
        }
    }
    EXPECT_GT(checked, 1500);  // the generator must produce mostly valid outcomes
}

}  // namespace
}  // namespace seneschal::battle
