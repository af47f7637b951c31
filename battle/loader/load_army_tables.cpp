// Loads the tables an army is built from: GA-BASE, GA-DICE, GA-MV, GA-SOCIAL, GA-CMD-COST,
// GA-LEAD, GA-BATTAL-COMP, GA-SETUP-COMP and the figure costs of GA-POINTS.
#include <set>
#include <sstream>

#include "battle/loader/table_reader.hpp"

namespace seneschal::battle {

namespace {

void loadBases(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "bases");
    std::array<std::array<bool, kOrders>, kArms> seen{};
    for (const auto& node : table.children("base")) {
        in.attributes(node, {"arm", "order", "frontage", "minDepth", "maxDepth"});
        const Arm a = in.arm(node, "arm");
        const Order o = in.order(node, "order");
        if (seen[idx(a)][idx(o)]) in.fail(node, "duplicate base for this arm and order", "order");
        seen[idx(a)][idx(o)] = true;
        BaseSize& b = t.bases[idx(a)][idx(o)];
        b.frontage = in.integer(node, "frontage", 1, 200);
        b.minDepth = in.integer(node, "minDepth", 1, 200);
        b.maxDepth = in.integer(node, "maxDepth", b.minDepth, 200);
    }
    for (std::size_t a = 0; a < kArms; ++a)
        for (std::size_t o = 0; o < kOrders; ++o)
            if (!seen[a][o]) in.fail(table, "missing <base> for every arm and order");
}

void loadBackgrounds(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "backgrounds");
    std::array<bool, kBackgrounds> seen{};
    for (const auto& node : table.children("background")) {
        in.attributes(node, {"id", "die", "points", "mv"});
        const Background b = in.background(node, "id");
        if (seen[idx(b)]) in.fail(node, "duplicate background", "id");
        seen[idx(b)] = true;
        const std::string die = in.xml().text(node, "die");
        if (die == "ordinary")
            t.backgrounds[idx(b)].die = DieKind::Ordinary;
        else if (die == "average")
            t.backgrounds[idx(b)].die = DieKind::Average;
        else
            in.fail(node, "die must be ordinary or average, not '" + die + "'", "die");
        t.backgrounds[idx(b)].points = in.integer(node, "points", -20, 50);
        t.backgrounds[idx(b)].mv = in.integer(node, "mv", -5, 5);
    }
    for (bool s : seen)
        if (!s)
            in.fail(table, "every background (Knightly, Feudal, Mercenary, Regular) needs a row");
}

void loadClasses(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "troopClasses");
    std::array<bool, kClasses> seen{};
    for (const auto& node : table.children("class")) {
        in.attributes(node, {"id", "name", "mv", "points"});
        const TroopClass c = in.troopClass(node, "id");
        if (seen[idx(c)]) in.fail(node, "duplicate class", "id");
        seen[idx(c)] = true;
        t.classes[idx(c)].name = in.xml().text(node, "name", std::string(toString(c)));
        t.classes[idx(c)].mv = in.integer(node, "mv", 0, 12);
        t.classes[idx(c)].points = in.integer(node, "points", -20, 50);
    }
    for (bool s : seen)
        if (!s) in.fail(table, "every class A, B, C and D needs a row");
}

void loadSocialOrder(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "socialOrder");
    for (const auto& node : table.children("tier")) {
        in.attributes(node, {"status", "backgrounds", "classes"});
        const int status = in.integer(node, "status", 1, 99);
        const auto backgrounds = in.backgrounds(node, "backgrounds");
        for (char c : in.xml().text(node, "classes")) {
            const auto cls = troopClassFromString(std::string_view(&c, 1));
            if (!cls) in.fail(node, std::string("unknown class '") + c + "'", "classes");
            for (std::size_t b = 0; b < kBackgrounds; ++b) {
                if (!backgrounds[b]) continue;
                int& slot = t.socialStatus[b][idx(*cls)];
                if (slot != 0) in.fail(node, "troops placed twice in the social order", "classes");
                slot = status;
            }
        }
    }
    if (!table.child("tier")) in.fail(table, "the social order is empty");
}

void loadRanks(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "commandRanks");
    std::set<std::string> names;
    for (const auto& node : table.children("rank")) {
        in.attributes(
            node, {"id", "name", "aliases", "status", "minCv", "maxCv", "baseCost", "costPerCv"});
        CommandRank r;
        r.id = in.xml().text(node, "id");
        r.name = in.xml().text(node, "name", r.id);
        std::istringstream aliases(in.xml().text(node, "aliases", ""));
        for (std::string a; std::getline(aliases, a, ',');) r.aliases.push_back(a);
        for (const std::string& n : [&] {
                 auto v = r.aliases;
                 v.push_back(r.id);
                 return v;
             }()) {
            if (!names.insert(n).second)
                in.fail(node, "duplicate rank id or alias '" + n + "'", "id");
        }
        r.status = in.integer(node, "status", 1, 99);
        r.minCv = in.integer(node, "minCv", 0, 9);
        r.maxCv = in.integer(node, "maxCv", r.minCv, 9);
        r.baseCost = in.integer(node, "baseCost", 0, 500);
        r.costPerCv = in.integer(node, "costPerCv", 0, 100);
        t.ranks.push_back(std::move(r));
    }
    if (t.ranks.empty()) in.fail(table, "the command ranks table is empty");
}

const CommandRank& rankRef(const TableReader& in, const pugi::xml_node& node,
                           const RulesTables& t) {
    const std::string id = in.xml().text(node, "minRank");
    for (const auto& r : t.ranks) {
        if (r.id == id) return r;
    }
    in.fail(node, "unknown rank '" + id + "'", "minRank");
}

void loadLeadRules(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "leadRules");
    in.xml().onlyChildren(table, {"unit", "battal", "army"});
    for (const auto& node : table.children()) {
        if (node.type() != pugi::node_element) continue;
        const std::string_view kind = node.name();
        if (kind == "unit") {
            in.attributes(node, {"tier", "minRank", "maxMen"});
            UnitLeadRule r;
            r.tier = in.name(node, "tier", kLeadTiers);
            const CommandRank& rank = rankRef(in, node, t);
            r.minRank = rank.id;
            r.minStatus = rank.status;
            r.maxMen = in.integer(node, "maxMen", 1, 100000, 0);
            t.unitLead.push_back(r);
        } else {
            in.attributes(node, {"kind", "minRank"});
            FormationLeadRule r;
            r.kind = in.background(node, "kind");
            const CommandRank& rank = rankRef(in, node, t);
            r.minRank = rank.id;
            r.minStatus = rank.status;
            (kind == "battal" ? t.battalLead : t.armyLead).push_back(r);
        }
    }
    std::array<bool, kLeadTiers.size> seen{};
    for (const auto& r : t.unitLead) seen[static_cast<std::size_t>(r.tier)] = true;
    for (std::size_t i = 0; i < seen.size(); ++i) {
        if (!seen[i])
            in.fail(table, "no <unit> rule for tier '" + std::string(kLeadTiers.names[i]) + "'");
    }
}

void loadBattalComposition(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "battalComposition");
    for (const auto& node : table.children("battal")) {
        in.attributes(node, {"kind", "may"});
        const Background kind = in.background(node, "kind");
        if (t.battalKindDefined[idx(kind)]) in.fail(node, "duplicate battal kind", "kind");
        t.battalKindDefined[idx(kind)] = true;
        t.battalMay[idx(kind)] = in.backgrounds(node, "may");
    }
    if (!table.child("battal")) in.fail(table, "the battal composition table is empty");
}

void loadCompetition(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto node = in.table(root, "competition");
    in.attributes(node, {"points", "commandPoints", "largePoints", "terrainFromBaseLine",
                         "deployWithin", "minBattals", "maxBattals"});
    auto& c = t.competition;
    c.points = in.integer(node, "points", 1, 100000);
    c.commandPoints = in.integer(node, "commandPoints", 0, c.points);
    c.largePoints = in.integer(node, "largePoints", c.points, 100000);
    c.terrainFromBaseLine = in.integer(node, "terrainFromBaseLine", 0, 10000);
    c.deployWithin = in.integer(node, "deployWithin", 0, 10000);
    c.minBattals = in.integer(node, "minBattals", 1, 20);
    c.maxBattals = in.integer(node, "maxBattals", c.minBattals, 20);
}

void loadFigureCosts(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto node = in.table(root, "figureCosts");
    in.attributes(node, {"UI", "PI", "AI", "HI", "FI", "UC", "PC", "AC", "HC", "HCb", "FC", "FCb"});
    const auto costs = in.protectionFactors(node, 0, 100);
    for (std::size_t a = 0; a < kArms; ++a)
        for (std::size_t p = 0; p < kProtections; ++p) t.figureCost[a][p] = costs[a][p];
}

}  // namespace

void loadArmyTables(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    loadBases(in, root, t);
    loadBackgrounds(in, root, t);
    loadClasses(in, root, t);
    loadSocialOrder(in, root, t);
    loadRanks(in, root, t);
    loadLeadRules(in, root, t);
    loadBattalComposition(in, root, t);
    loadCompetition(in, root, t);
    loadFigureCosts(in, root, t);
}

}  // namespace seneschal::battle
