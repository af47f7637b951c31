// Loads GA-WF-IMPACT, GA-WF-MIXED, GA-TF-MELEE, GA-CC-RESULT (melee points), who fights
// (GA-CC-WHO-IMPACT, GA-CC-WHO-MIXED) and the push-back distance of GA-AFTER-IMPACT /
// GA-AFTER-MIXED.
#include "battle/loader/table_reader.hpp"

namespace seneschal::battle {

namespace {

// Every weapon needs a row, except that the mixed table must NOT have one for a weapon
// abandoned in mixed melee (the seed: "there is no factor for a lance").
void loadWeaponFactors(const TableReader& in, const pugi::xml_node& root, const char* name,
                       bool mixed, const WeaponMap& weapons, WeaponFactorTable& out) {
    const auto table = in.table(root, name);
    in.xml().onlyChildren(table, {"weapon"});
    for (const auto& node : table.children("weapon")) {
        in.attributes(
            node, {"id", "UI", "PI", "AI", "HI", "FI", "UC", "PC", "AC", "HC", "HCb", "FC", "FCb"});
        const Weapon& w = in.weapon(node, "id", weapons);
        if (mixed && w.abandonedInMixed) {
            in.fail(
                node,
                "'" + w.id + "' is abandoned in mixed melee and has no factor there (GA-WF-MIXED)",
                "id");
        }
        auto& row = out[w.index];
        if (row.present) in.fail(node, "duplicate weapon '" + w.id + "'", "id");
        row.present = true;
        row.factor = in.protectionFactors(node, -20, 40);
    }
    for (const auto& [id, w] : weapons) {
        if (mixed && w.abandonedInMixed) continue;
        if (!out[w.index].present) in.fail(table, "missing <weapon id=\"" + id + "\">");
    }
}

template <typename E, std::size_t N>
void loadTwoColumnList(const TableReader& in, const pugi::xml_node& table, const char* child,
                       const Vocabulary<E, N>& vocab, FactorList<E, N>& impact,
                       FactorList<E, N>& mixed) {
    in.xml().onlyChildren(table, {child});
    for (const auto& f : table.children(child)) in.attributes(f, {"id", "impact", "mixed"});
    in.factorList(table, child, vocab, "impact", -20, 20, impact);
    in.factorList(table, child, vocab, "mixed", -20, 20, mixed);
}

}  // namespace

void loadMeleeTables(const TableReader& in, const pugi::xml_node& root, const WeaponMap& weapons,
                     RulesTables& t) {
    loadWeaponFactors(in, root, "impactFactors", false, weapons, t.impact);
    loadWeaponFactors(in, root, "mixedFactors", true, weapons, t.mixed);
    loadTwoColumnList(in, in.table(root, "meleeFactors"), "factor", kMeleeFactors, t.impactFactors,
                      t.mixedFactors);
    const auto points = in.table(root, "meleePoints");
    t.meleePointsMaxRanks = in.integer(points, "maxRanks", 0, 20);
    in.attributes(points, {"maxRanks"});
    loadTwoColumnList(in, points, "point", kMeleePoints, t.impactPoints, t.mixedPoints);
    const auto frontage = in.table(root, "meleeFrontage");  // GA-CC-WHO-IMPACT, -MIXED
    in.attributes(frontage, {"overlapsEachSide", "impactRanks", "mixedRanks"});
    in.xml().onlyChildren(frontage, {});
    t.meleeFrontage.overlapsEachSide = in.integer(frontage, "overlapsEachSide", 0, 20);
    t.meleeFrontage.impactRanks = in.integer(frontage, "impactRanks", 1, 20);
    t.meleeFrontage.mixedRanks = in.integer(frontage, "mixedRanks", 1, 20);
    const auto after = in.table(root, "afterCombat");
    in.attributes(after, {"pushBackPerPoint", "ranksPenetratedPerPoint"});
    t.pushBackPerPoint = in.integer(after, "pushBackPerPoint", 0, 1000);
    t.ranksPenetratedPerPoint = in.integer(after, "ranksPenetratedPerPoint", 0, 20);
}

}  // namespace seneschal::battle
