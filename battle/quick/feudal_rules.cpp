#include "battle/quick/feudal_rules.hpp"

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle::quick {

namespace {

void loadKinds(const XmlSource& src, const pugi::xml_node& root, FeudalRules& r) {
    const pugi::xml_node table = xml::table(src, root, "units", "FW-UNITS", {});
    src.onlyChildren(table, {"unit"});
    for (const pugi::xml_node& node : table.children("unit")) {
        src.onlyAttributes(node,
                           {"id", "name", "mounted", "armour", "missile", "melee", "provenance"});
        // A row may say its type is not the seed's (Seneschal's own types are reconstructed).
        if (node.attribute("provenance")) {
            const std::string provenance = src.text(node, "provenance");
            if (provenance != "seed" && provenance != "reconstructed")
                src.fail(node,
                         "provenance must be 'seed' or 'reconstructed', not '" + provenance + "'",
                         "provenance");
        }
        FwUnitKind kind;
        kind.id = src.text(node, "id");
        kind.name = src.text(node, "name", kind.id);
        kind.mounted = src.flag(node, "mounted", false);
        kind.armour = src.flag(node, "armour", false);
        const std::string missile = src.text(node, "missile", "none");
        if (missile == "bow") {
            kind.missile = FwMissile::Bow;
        } else if (missile == "crossbow") {
            kind.missile = FwMissile::Crossbow;
        } else if (missile != "none") {
            src.fail(node, "missile must be bow, crossbow or none, not '" + missile + "'",
                     "missile");
        }
        const std::string melee = src.text(node, "melee", "none");
        if (melee == "knights") {
            kind.meleeModifier = r.knightsMelee;
        } else if (melee == "bow") {
            kind.meleeModifier = r.bowMelee;
        } else if (melee == "crossbow") {
            kind.meleeModifier = r.crossbowMelee;
        } else if (melee != "none") {
            src.fail(node, "melee must be knights, bow, crossbow or none, not '" + melee + "'",
                     "melee");
        }
        if (!r.kinds.emplace(kind.id, kind).second) {
            src.fail(node, "duplicate unit id '" + kind.id + "'", "id");
        }
    }
    if (r.kinds.empty()) src.fail(table, "the units table is empty");
}

void loadMapping(const XmlSource& src, const pugi::xml_node& root, FeudalRules& r) {
    const pugi::xml_node table = xml::table(src, root, "mapping", "FW-UNITS", {});
    src.onlyChildren(table, {"match"});
    for (const pugi::xml_node& node : table.children("match")) {
        UnitMatch m = xml::match(src, node);
        if (r.kinds.find(m.piece) == r.kinds.end()) {
            src.fail(node, "unknown unit type '" + m.piece + "'", "piece");
        }
        r.mapping.push_back(std::move(m));
    }
    for (const Arm arm : {Arm::Infantry, Arm::Cavalry}) {
        bool covered = false;
        for (const UnitMatch& m : r.mapping) {
            covered = covered ||
                      ((!m.arm || *m.arm == arm) && m.orders.empty() && m.protections.empty() &&
                       m.roles.empty() && m.weapons.empty() && !m.missile);
        }
        if (!covered) {
            src.fail(table, std::string("no catch-all row for ") + std::string(toString(arm)) +
                                " (a <match> with only arm and piece)");
        }
    }
}

FeudalRules loadFeudal(const XmlSource& src) {
    FeudalRules r;
    r.source = src.name();
    const pugi::xml_node root = src.root("feudal");
    src.onlyAttributes(root, {"name", "id"});
    src.onlyChildren(root, {"scale", "dice", "sequence", "movement", "shooting", "melee", "hits",
                            "rout", "rally", "casualties", "army", "units", "mapping"});

    auto n = xml::table(src, root, "scale", "FW-BASING",
                        {"menPerFigure", "menPerUnit", "frontage", "depth", "startGap",
                         "reserveDepth", "rearRoom", "haltShort", "keepAway", "maxTurns"});
    r.menPerFigure = wholeNumber(src, n, "menPerFigure", 1, 1000);
    r.menPerUnit = wholeNumber(src, n, "menPerUnit", 1, 100000);
    r.frontage = src.number(n, "frontage", 4, 6);  // FW-BASING: 4-6 inch frontage
    r.depth = src.number(n, "depth", 0.1, 12);
    r.startGap = src.number(n, "startGap", 1, 200);
    r.reserveDepth = src.number(n, "reserveDepth", 0.1, 50);
    r.rearRoom = src.number(n, "rearRoom", 0, 50);
    r.haltShort = src.number(n, "haltShort", 0.01, 12);
    r.keepAway = src.number(n, "keepAway", 0, 50);
    r.maxTurns = wholeNumber(src, n, "maxTurns", 1, 1000);

    n = xml::table(src, root, "dice", "FW-DICE", {"die"});
    if (src.text(n, "die") != "average") {
        src.fail(n, "the resolver rolls the average die (2,3,3,4,4,5): die=\"average\"", "die");
    }
    n = xml::table(src, root, "sequence", "FW-SEQ", {"order"});
    if (src.text(n, "order") != "movement,shooting,melee,routs") {
        src.fail(n, "the resolver plays order=\"movement,shooting,melee,routs\"", "order");
    }

    n = xml::table(src, root, "movement", "FW-MOVE",
                   {"footDice", "footAdd", "knightDice", "knightAdd", "footTurns", "knightTurns"});
    r.footDice = wholeNumber(src, n, "footDice", 0, 10);
    r.footAdd = wholeNumber(src, n, "footAdd", -10, 50);
    r.knightDice = wholeNumber(src, n, "knightDice", 0, 10);
    r.knightAdd = wholeNumber(src, n, "knightAdd", -10, 50);
    r.footTurns = wholeNumber(src, n, "footTurns", 0, 4);
    r.knightTurns = wholeNumber(src, n, "knightTurns", 0, 4);

    // FW-TERRAIN and FW-LOS have no table: the abstract field places no terrain, so the seed's
    // 4" area penalty, road bonus and sight into woods would do nothing (issue 14, item 5).

    n = xml::table(src, root, "shooting", "FW-SHOOT", {"range", "dice", "crossbow"});
    r.range = src.number(n, "range", 0.1, 200);
    r.shootDice = wholeNumber(src, n, "dice", 0, 10);
    r.crossbowShoot = wholeNumber(src, n, "crossbow", -10, 10);

    n = xml::table(src, root, "melee", "FW-MELEE", {"dice", "knights", "bow", "crossbow"});
    r.meleeDice = wholeNumber(src, n, "dice", 0, 10);
    r.knightsMelee = wholeNumber(src, n, "knights", -10, 10);
    r.bowMelee = wholeNumber(src, n, "bow", -10, 10);
    r.crossbowMelee = wholeNumber(src, n, "crossbow", -10, 10);
    n = xml::table(src, root, "hits", "FW-MELEE", {"maxHalvings"});
    r.maxHalvings = wholeNumber(src, n, "maxHalvings", 0, 10);

    n = xml::table(src, root, "rout", "FW-ROUT", {"removeAt", "permanentPast", "permanentHits"});
    r.removeAt = wholeNumber(src, n, "removeAt", 1, 1000);
    r.permanentPast = wholeNumber(src, n, "permanentPast", 0, 1000);
    r.permanentHits = wholeNumber(src, n, "permanentHits", 0, 1000);
    n = xml::table(src, root, "rally", "FW-ROUT", {"option", "hits"});
    r.rallyOption = src.text(n, "option");
    r.rallyHits = wholeNumber(src, n, "hits", 0, 100);
    n = xml::table(src, root, "casualties", "FW-ROUT", {"shareOfHits"});
    r.casualtyShare = src.number(n, "shareOfHits", 0, 1);
    n = xml::table(src, root, "army", "FW-ROUT", {"breakFraction"});
    r.breakFraction = src.number(n, "breakFraction", 0.01, 1);

    loadKinds(src, root, r);
    loadMapping(src, root, r);
    src.refuseUnknown(root);
    return r;
}

}  // namespace

const FwUnitKind& FeudalRules::kind(std::string_view id) const {
    const auto it = kinds.find(id);
    if (it == kinds.end())
        throw UserError("the Feudal rules have no unit type '" + std::string(id) + "'");
    return it->second;
}

FeudalRules loadFeudalRules(const std::filesystem::path& path) {
    return loadFeudal(XmlSource::fromFile(path));
}

FeudalRules loadFeudalRulesFromString(const std::string& xml, const std::string& name) {
    return loadFeudal(XmlSource::fromString(xml, name));
}

const FeudalRules& defaultFeudalRules() {
    static const FeudalRules rules = loadFeudalRules(rulesDir() / "feudal.xml");
    return rules;
}

}  // namespace seneschal::battle::quick
