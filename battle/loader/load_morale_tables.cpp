// Loads GA-DISTRACT, GA-MT-ROLL (factors and results), GA-MT-WHEN, GA-RALLY-MERC, GA-RALLY,
// GA-LEADER-KILLED-*, GA-LEADER-RISK and the numbers of GA-BROKEN / GA-PURSUIT / GA-QUARTER.
#include "battle/loader/table_reader.hpp"

namespace seneschal::battle {

namespace {

void loadDistraction(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "distraction");
    in.attributes(table,
                  {"doubleAtOrBelow", "perTwoFromFigures", "flankThreatAngle", "halfStrengthBelow",
                   "friendsRoutingWithin", "starFiguresPerCount", "starMultiplier"});
    in.xml().onlyChildren(table, {"factor"});
    auto& d = t.distraction;
    d.doubleAtOrBelow = in.integer(table, "doubleAtOrBelow", 0, 1000);
    d.perTwoFromFigures = in.integer(table, "perTwoFromFigures", d.doubleAtOrBelow + 1, 10000);
    d.flankThreatAngle = in.integer(table, "flankThreatAngle", 0, 180);
    d.halfStrengthBelow = in.number(table, "halfStrengthBelow", 0, 1);
    d.friendsRoutingWithin = in.integer(table, "friendsRoutingWithin", 0, 10000);
    d.starFiguresPerCount = in.integer(table, "starFiguresPerCount", 1, 100);
    d.starMultiplier = in.integer(table, "starMultiplier", 0, 100);
    for (const auto& f : table.children("factor")) {
        in.attributes(f, {"id", "value", "star"});
        d.star[static_cast<std::size_t>(in.name(f, "id", kDistractions))] =
            in.xml().flag(f, "star", false);
    }
    in.factorList(table, "factor", kDistractions, "value", -20, 20, d.value);
}

void loadMoraleResults(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "moraleResults");
    in.xml().onlyChildren(table, {"result"});
    std::array<bool, kMoraleResults.size> seen{};
    int expectedMin = 0;
    std::size_t expectedIndex = 0;
    for (const auto& node : table.children("result")) {
        in.attributes(node, {"id", "min", "max"});
        const auto r = static_cast<std::size_t>(in.name(node, "id", kMoraleResults));
        if (seen[r]) in.fail(node, "duplicate result", "id");
        seen[r] = true;
        if (r != expectedIndex) {
            in.fail(node,
                    "results must run worst to best: expected '" +
                        std::string(kMoraleResults.names[expectedIndex]) + "'",
                    "id");
        }
        const bool first = expectedIndex == 0;
        const bool last = expectedIndex + 1 == kMoraleResults.size;
        if (first && node.attribute("min"))
            in.fail(node, "the worst result takes every score up to its max", "min");
        if (last && node.attribute("max"))
            in.fail(node, "the best result takes every score from its min", "max");
        const int min = first ? -100 : in.integer(node, "min", expectedMin, expectedMin);
        const int max = last ? 100 : in.integer(node, "max", std::max(min, -99), 99);
        t.moraleBands.minScore[r] = min;
        expectedMin = max + 1;
        ++expectedIndex;
    }
    in.requireAll(table, "result", kMoraleResults, seen);
}

void loadRallyTimes(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "rallyTimes");
    in.attributes(table, {"afterRetiring"});
    t.rallyAfterRetiring = in.integer(table, "afterRetiring", 0, 20);
    in.xml().onlyChildren(table, {"after"});
    std::array<bool, kRallyAfter.size> seen{};
    for (const auto& node : table.children("after")) {
        in.attributes(node, {"id", "A", "B", "C", "D"});
        const auto a = static_cast<std::size_t>(in.name(node, "id", kRallyAfter));
        if (seen[a]) in.fail(node, "duplicate rally time", "id");
        seen[a] = true;
        static constexpr const char* kCls[kClasses] = {"A", "B", "C", "D"};
        for (std::size_t c = 0; c < kClasses; ++c)
            t.rallyMoves[a][c] = in.integer(node, kCls[c], 0, 20);
    }
    in.requireAll(table, "after", kRallyAfter, seen);
}

void loadLeaderRisk(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "leaderRisk");
    in.xml().onlyChildren(table, {"face"});
    std::array<bool, 10> seen{};
    for (const auto& node : table.children("face")) {
        in.attributes(node, {"value", "melee", "shooting"});
        const auto face = static_cast<std::size_t>(in.integer(node, "value", 0, 9));
        if (seen[face]) in.fail(node, "duplicate face " + std::to_string(face), "value");
        seen[face] = true;
        t.leaderRisk.melee[face] = in.fate(node, "melee");
        t.leaderRisk.shooting[face] = in.fate(node, "shooting");
        if (t.leaderRisk.shooting[face] == LeaderFate::Taken) {
            in.fail(node, "a leader cannot be taken by shooting", "shooting");
        }
    }
    for (std::size_t f = 0; f < 10; ++f) {
        if (!seen[f]) in.fail(table, "missing <face value=\"" + std::to_string(f) + "\">");
    }
}

}  // namespace

void loadMoraleTables(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    loadDistraction(in, root, t);
    const auto factors = in.table(root, "moraleFactors");
    in.attributes(factors, {"lostMeleePointsAtMost"});
    t.lostMeleePointsAtMost = in.integer(factors, "lostMeleePointsAtMost", 1, 1000, 1000);
    in.xml().onlyChildren(factors, {"factor"});
    for (const auto& f : factors.children("factor")) in.attributes(f, {"id", "value"});
    in.factorList(factors, "factor", kMoraleFactors, "value", -20, 20, t.moraleFactors);
    loadMoraleResults(in, root, t);

    const auto triggers = in.table(root, "moraleTriggers");
    in.attributes(triggers, {"casualtyPercent", "rallyFriendsWithin", "rallyFriendsAtLeast",
                             "overSpeedFraction"});
    t.moraleTriggers.casualtyPercent = in.integer(triggers, "casualtyPercent", 1, 100);
    t.moraleTriggers.rallyFriendsWithin = in.integer(triggers, "rallyFriendsWithin", 0, 10000);
    t.moraleTriggers.rallyFriendsAtLeast = in.moraleResult(triggers, "rallyFriendsAtLeast");
    t.moraleTriggers.overSpeedFraction = in.number(triggers, "overSpeedFraction", 0, 1);

    const auto thresholds = in.table(root, "moraleThresholds");
    in.attributes(thresholds, {"passAtLeast", "chargeAtLeast"});
    t.moraleTriggers.passAtLeast = in.moraleResult(thresholds, "passAtLeast");
    t.moraleTriggers.chargeAtLeast = in.moraleResult(thresholds, "chargeAtLeast");

    loadRallyTimes(in, root, t);

    const auto lc = in.table(root, "leaderCasualty");
    in.attributes(
        lc, {"knightly", "feudal", "routAtOrBelow", "revengeAtOrAbove", "regularFightOnAtOrAbove"});
    auto& l = t.leaderCasualty;
    l.knightly = in.integer(lc, "knightly", -10, 10);
    l.feudal = in.integer(lc, "feudal", -10, 10);
    l.routAtOrBelow = in.integer(lc, "routAtOrBelow", -50, 50);
    l.revengeAtOrAbove =
        in.integer(lc, "revengeAtOrAbove", l.routAtOrBelow + 1, l.routAtOrBelow + 1);
    l.regularFightOnAtOrAbove = in.integer(lc, "regularFightOnAtOrAbove", -50, 50);

    loadLeaderRisk(in, root, t);

    const auto rout = in.table(root, "rout");
    in.attributes(rout, {"gapWithinMoveFraction", "pursuitLessThanCharge", "prisonersPerEscort"});
    t.rout.gapWithinMoveFraction = in.number(rout, "gapWithinMoveFraction", 0, 1);
    t.rout.pursuitLessThanCharge = in.integer(rout, "pursuitLessThanCharge", 0, 1000);
    t.rout.prisonersPerEscort = in.integer(rout, "prisonersPerEscort", 1, 100);
}

}  // namespace seneschal::battle
