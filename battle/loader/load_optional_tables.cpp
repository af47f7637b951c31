// Loads the optional rules' tables: GA-OPT-REACT, GA-OPT-CHAR,
// GA-OPT-CONFUSION, GA-OPT-MANTLET, GA-OPT-ELEPHANT, GA-OPT-CAMEL and the field defences
// (GA-OPT-CALTROPS, GA-OPT-STAKES, GA-OPT-POTTES).
#include <set>

#include "battle/loader/table_reader.hpp"

namespace seneschal::battle {

namespace {

void loadReactionTimes(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "reactionTimes");
    in.xml().onlyChildren(table, {"reaction"});
    std::array<bool, kBackgrounds> seen{};
    for (const auto& node : table.children("reaction")) {
        in.attributes(node, {"background", "A", "B", "C", "D"});
        const Background b = in.background(node, "background");
        if (seen[idx(b)]) in.fail(node, "duplicate background", "background");
        seen[idx(b)] = true;
        static constexpr const char* kCls[kClasses] = {"A", "B", "C", "D"};
        for (std::size_t c = 0; c < kClasses; ++c)
            t.reactionQuarters[idx(b)][c] = in.integer(node, kCls[c], 0, 40);
    }
    for (bool s : seen)
        if (!s) in.fail(table, "every background needs a reaction time row");
}

void loadCharacters(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "characters");
    in.xml().onlyChildren(table, {"character"});
    std::array<bool, kCharacters.size> seen{};
    for (const auto& node : table.children("character")) {
        in.attributes(node, {"id", "morale", "chargeTest", "confusion", "maxCv"});
        const auto c = static_cast<std::size_t>(in.name(node, "id", kCharacters));
        if (seen[c]) in.fail(node, "duplicate character", "id");
        seen[c] = true;
        auto& r = t.characters[c];
        r.morale = in.integer(node, "morale", -5, 5);
        r.chargeTest = in.integer(node, "chargeTest", -5, 5);
        const std::string confusion = in.xml().text(node, "confusion");
        if (confusion == "none")
            r.starredResult = ConfusionResult::NoEffect;
        else if (confusion == "no-move")
            r.starredResult = ConfusionResult::NoMoveStarred;
        else if (confusion == "full-move")
            r.starredResult = ConfusionResult::FullMoveStarred;
        else
            in.fail(node, "confusion must be none, no-move or full-move", "confusion");
        r.maxCv = in.integer(node, "maxCv", 0, 9);
    }
    in.requireAll(table, "character", kCharacters, seen);
}

void loadConfusion(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto node = in.table(root, "confusion");
    in.attributes(node, {"f1", "f2", "f3", "f4", "f5", "f6", "overSpeedFraction"});
    static constexpr const char* kFaces[6] = {"f1", "f2", "f3", "f4", "f5", "f6"};
    for (std::size_t i = 0; i < 6; ++i)
        t.confusion[i] = in.name(node, kFaces[i], kConfusionResults);
    t.confusionOverSpeedFraction = in.number(node, "overSpeedFraction", 0, 1);
}

void loadFieldDefences(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "fieldDefences");
    in.xml().onlyChildren(table, {"defence"});
    std::array<bool, kFieldDefences.size> seen{};
    for (const auto& node : table.children("defence")) {
        in.attributes(node, {"id", "costPerFigure", "deployMovesABC", "deployMovesD",
                             "mountedFactor", "footFactor", "coverInMelee"});
        const auto d = static_cast<std::size_t>(in.name(node, "id", kFieldDefences));
        if (seen[d]) in.fail(node, "duplicate defence", "id");
        seen[d] = true;
        auto& r = t.fieldDefences[d];
        r.costPerFigure = in.integer(node, "costPerFigure", 0, 100);
        r.deployMovesABC = in.number(node, "deployMovesABC", 0, 20);
        r.deployMovesD = in.number(node, "deployMovesD", 0, 20);
        r.mountedFactor = in.integer(node, "mountedFactor", -20, 40);
        r.footApplies = in.xml().text(node, "footFactor") != "none";
        if (r.footApplies) r.footFactor = in.integer(node, "footFactor", -20, 40);
        r.coverInMelee = in.xml().flag(node, "coverInMelee", false);
    }
    in.requireAll(table, "defence", kFieldDefences, seen);
}

Protection protection(const TableReader& in, const pugi::xml_node& node, const char* attr) {
    const std::string code = in.xml().text(node, attr);
    const auto p = protectionFromCode(code);
    if (!p) in.fail(node, "unknown protection '" + code + "'", attr);
    return p->protection;
}

}  // namespace

void loadOptionalTables(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    loadReactionTimes(in, root, t);
    loadCharacters(in, root, t);
    loadConfusion(in, root, t);

    const auto m = in.table(root, "mantlets");
    in.attributes(m, {"costPerFigure", "moveDeduction", "erectMoves"});
    t.mantlets.costPerFigure = in.integer(m, "costPerFigure", 0, 100);
    t.mantlets.moveDeduction = in.integer(m, "moveDeduction", 0, 1000);
    t.mantlets.erectMoves = in.number(m, "erectMoves", 0, 10);

    const auto e = in.table(root, "elephants");
    in.attributes(e, {"cost", "armouredCost", "frontage", "fearRange", "cavalryMorale",
                      "hitsToRemove", "meleeFactor", "target", "armouredTarget"});
    auto& el = t.elephants;
    el.cost = in.integer(e, "cost", 0, 1000);
    el.armouredCost = in.integer(e, "armouredCost", 0, 1000);
    el.frontage = in.integer(e, "frontage", 1, 200);
    el.fearRange = in.integer(e, "fearRange", 0, 5000);
    el.cavalryMorale = in.integer(e, "cavalryMorale", -20, 20);
    el.hitsToRemove = in.integer(e, "hitsToRemove", 1, 1000);
    el.meleeFactor = in.integer(e, "meleeFactor", -20, 40);
    el.target = protection(in, e, "target");
    el.armouredTarget = protection(in, e, "armouredTarget");

    const auto c = in.table(root, "camels");
    in.attributes(c, {"costModifier", "chargeFactor", "manoeuvreMultiplier"});
    t.camels.costModifier = in.integer(c, "costModifier", -100, 100);
    t.camels.chargeFactor = in.integer(c, "chargeFactor", -20, 20);
    t.camels.manoeuvreMultiplier = in.integer(c, "manoeuvreMultiplier", 1, 10);

    loadFieldDefences(in, root, t);
}

}  // namespace seneschal::battle
