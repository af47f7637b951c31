// Loads GA-SHOOT-*, GA-RANGES, GA-WF-MISSILE, GA-TF-SHOOT, GA-RF-SHOOT, GA-RF-MELEE and the
// casualty table of GA-CAS-DICE / GA-CAS-MEN.
#include <sstream>
#include <vector>

#include "battle/loader/table_reader.hpp"

namespace seneschal::battle {

namespace {

void loadShooting(const TableReader& in, const pugi::xml_node& root, const WeaponMap& weapons,
                  RulesTables& t) {
    const auto node = in.table(root, "shooting");
    in.attributes(node, {"arcDegrees", "ranks", "infantryMoveFraction", "mountedMoveFraction",
                         "targetStrengthFraction"});
    auto& s = t.shooting;
    s.arcDegrees = in.integer(node, "arcDegrees", 0, 180);
    s.ranks = in.integer(node, "ranks", 1, 10);
    s.infantryMoveFraction = in.number(node, "infantryMoveFraction", 0, 1);
    s.mountedMoveFraction = in.number(node, "mountedMoveFraction", 0, 1);
    s.targetStrengthFraction = in.number(node, "targetStrengthFraction", 0, 100);  // GA-TARGET
    s.weaponMoveFraction.fill(-1.0);
    in.xml().onlyChildren(node, {"moving"});
    for (const auto& m : node.children("moving")) {
        in.attributes(m, {"weapon", "fraction"});
        const Weapon& w = in.weapon(m, "weapon", weapons);
        if (s.weaponMoveFraction[w.index] >= 0)
            in.fail(m, "duplicate weapon '" + w.id + "'", "weapon");
        s.weaponMoveFraction[w.index] = in.number(m, "fraction", 0, 1);
    }
}

void loadRanges(const TableReader& in, const pugi::xml_node& root, const WeaponMap& weapons,
                RulesTables& t) {
    const auto table = in.table(root, "ranges");
    for (const auto& node : table.children("range")) {
        in.attributes(node, {"weapon", "effective", "long"});
        const Weapon& w = in.weapon(node, "weapon", weapons);
        if (!w.missile) in.fail(node, "'" + w.id + "' is not a missile weapon", "weapon");
        WeaponRange& r = t.ranges[w.index];
        if (r.longRange) in.fail(node, "duplicate range for '" + w.id + "'", "weapon");
        r.effective = in.integer(node, "effective", 1, 5000);
        r.longRange = in.integer(node, "long", r.effective, 5000);
    }
    for (const auto& [id, w] : weapons) {
        if (w.missile && !t.ranges[w.index].longRange)
            in.fail(table, "missing <range weapon=\"" + id + "\">");
    }
}

void loadMissileFactors(const TableReader& in, const pugi::xml_node& root, const WeaponMap& weapons,
                        RulesTables& t) {
    const auto table = in.table(root, "missileFactors");
    for (const auto& node : table.children("weapon")) {
        in.attributes(
            node, {"id", "UI", "PI", "AI", "HI", "FI", "UC", "PC", "AC", "HC", "HCb", "FC", "FCb"});
        const Weapon& w = in.weapon(node, "id", weapons);
        if (!w.missile) in.fail(node, "'" + w.id + "' is not a missile weapon", "id");
        auto& row = t.missile[w.index];
        if (row.present) in.fail(node, "duplicate weapon '" + w.id + "'", "id");
        row.present = true;
        row.factor = in.protectionFactors(node, -20, 40);
    }
    for (const auto& [id, w] : weapons) {
        if (w.missile && !t.missile[w.index].present)
            in.fail(table, "missing <weapon id=\"" + id + "\">");
    }
}

void loadRandomFactors(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    bool shooting = false, melee = false;
    for (const auto& node : root.children("randomFactors")) {
        in.xml().text(node, "rule");
        in.attributes(node, {"use", "f1", "f2", "f3", "f4", "f5", "f6"});
        const std::string use = in.xml().text(node, "use");
        RandomFactorRow* row = nullptr;
        if (use == "shooting" && !shooting) {
            row = &t.shootRandom;
            shooting = true;
        } else if (use == "melee" && !melee) {
            row = &t.meleeRandom;
            melee = true;
        } else
            in.fail(node, "use must be shooting or melee, once each (got '" + use + "')", "use");
        static constexpr const char* kFaces[6] = {"f1", "f2", "f3", "f4", "f5", "f6"};
        for (std::size_t i = 0; i < 6; ++i) (*row)[i] = in.integer(node, kFaces[i], -10, 10);
    }
    if (!shooting) in.fail(root, "missing table <randomFactors use=\"shooting\">");
    if (!melee) in.fail(root, "missing table <randomFactors use=\"melee\">");
}

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// GA-CAS-DICE, GA-CAS-MEN: rows must be consecutive factors with the same number of columns.
void loadCasualtyTable(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "casualtyTable");
    in.xml().onlyChildren(table, {"row"});
    std::vector<pugi::xml_node> rows;
    for (const auto& node : table.children("row")) rows.push_back(node);
    if (rows.empty()) in.fail(table, "the casualty table has no rows");
    const int first = in.integer(rows.front(), "factor", -50, 50);
    const auto figures = words(in.xml().text(rows.front(), "dice")).size();
    if (figures < 1 || figures > 100) in.fail(rows.front(), "a row needs 1 to 100 entries", "dice");
    const int last = first + static_cast<int>(rows.size()) - 1;
    CasualtyTable cas(first, last, static_cast<int>(figures));
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const auto& node = rows[r];
        in.attributes(node, {"factor", "dice", "men"});
        const int factor = in.integer(node, "factor", -50, 50);
        if (factor != first + static_cast<int>(r)) {
            in.fail(node,
                    "expected the row for factor " + std::to_string(first + static_cast<int>(r)) +
                        " (rows run one factor apart, without gaps or repeats)",
                    "factor");
        }
        const auto dice = words(in.xml().text(node, "dice"));
        const auto men = words(in.xml().text(node, "men"));
        if (dice.size() != figures)
            in.fail(node,
                    "expected " + std::to_string(figures) + " dice entries, found " +
                        std::to_string(dice.size()),
                    "dice");
        if (men.size() != figures)
            in.fail(node,
                    "expected " + std::to_string(figures) + " men entries, found " +
                        std::to_string(men.size()),
                    "men");
        for (std::size_t f = 0; f < figures; ++f) {
            CasualtyCell& cell = cas.at(factor, static_cast<int>(f) + 1);
            if (!parseCasualtyDice(dice[f], cell)) {
                in.fail(node,
                        "entry " + std::to_string(f + 1) + " '" + dice[f] +
                            "' is not '-', '0.#' or 'N*#'",
                        "dice");
            }
            int value = -1;
            try {
                std::size_t used = 0;
                value = std::stoi(men[f], &used);
                if (used != men[f].size()) value = -1;
            } catch (const std::exception&) {
                value = -1;
            }
            if (value < 0 || value > 9999) {
                in.fail(node,
                        "entry " + std::to_string(f + 1) + " '" + men[f] +
                            "' must be a whole number of men 0..9999",
                        "men");
            }
            cell.men = static_cast<std::int16_t>(value);
        }
    }
    t.casualties = std::move(cas);
}

}  // namespace

void loadShootingTables(const TableReader& in, const pugi::xml_node& root, const WeaponMap& weapons,
                        RulesTables& t) {
    loadShooting(in, root, weapons, t);
    loadRanges(in, root, weapons, t);
    loadMissileFactors(in, root, weapons, t);
    const auto factors = in.table(root, "shootingFactors");
    in.xml().onlyChildren(factors, {"factor"});
    for (const auto& f : factors.children("factor")) in.attributes(f, {"id", "value"});
    in.factorList(factors, "factor", kShootFactors, "value", -20, 20, t.shootFactors);
    loadRandomFactors(in, root, t);
    loadCasualtyTable(in, root, t);
}

}  // namespace seneschal::battle
