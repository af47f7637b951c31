#include "battle/quick/postcard_rules.hpp"

#include <algorithm>

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle::quick {

namespace {

void loadPieces(const XmlSource& src, const pugi::xml_node& root, PostcardRules& rules) {
    const pugi::xml_node pieces = xml::table(src, root, "pieces", "PC-MOVE", {});
    src.onlyChildren(pieces, {"piece"});
    for (const pugi::xml_node& node : pieces.children("piece")) {
        src.onlyAttributes(node, {"id", "name", "move", "mounted", "light", "skirmisher",
                                  "artillery", "strength", "shootDice", "shootRange", "shoot"});
        PcPieceKind kind;
        kind.id = src.text(node, "id");
        kind.name = src.text(node, "name", kind.id);
        kind.move = src.number(node, "move", 0, 20);
        kind.mounted = src.flag(node, "mounted", false);
        kind.light = src.flag(node, "light", false);
        kind.skirmisher = src.flag(node, "skirmisher", false);
        kind.artillery = src.flag(node, "artillery", false);
        kind.strength = wholeNumber(src, node, "strength", 1, 20);
        kind.shootDice = static_cast<int>(src.integer(node, "shootDice", 0, 10, 0));
        if (kind.shootDice > 0) {
            kind.shootRange = src.number(node, "shootRange", 0.1, 50);
            const std::string mode = src.text(node, "shoot");
            if (mode == "still") {
                kind.shoot = PcShoot::Still;
            } else if (mode == "then-move") {
                kind.shoot = PcShoot::ThenMove;
            } else {
                src.fail(node, "shoot must be 'still' or 'then-move', not '" + mode + "'", "shoot");
            }
        }
        if (!rules.pieces.emplace(kind.id, kind).second) {
            src.fail(node, "duplicate piece id '" + kind.id + "'", "id");
        }
    }
    if (rules.pieces.empty()) src.fail(pieces, "the pieces table is empty");
}

void loadMapping(const XmlSource& src, const pugi::xml_node& root, PostcardRules& rules) {
    const pugi::xml_node mapping = xml::table(src, root, "mapping", "PC-MOVE", {});
    src.onlyChildren(mapping, {"match"});
    for (const pugi::xml_node& node : mapping.children("match")) {
        UnitMatch m = xml::match(src, node);
        if (rules.pieces.find(m.piece) == rules.pieces.end()) {
            src.fail(node, "unknown piece '" + m.piece + "'", "piece");
        }
        rules.mapping.push_back(std::move(m));
    }
    // Every unit must become some piece: the table must end with a row for each arm that
    // asks nothing else of the unit.
    for (const Arm arm : {Arm::Infantry, Arm::Cavalry}) {
        bool covered = false;
        for (const UnitMatch& m : rules.mapping) {
            covered = covered ||
                      ((!m.arm || *m.arm == arm) && m.orders.empty() && m.protections.empty() &&
                       m.roles.empty() && m.weapons.empty() && !m.missile);
        }
        if (!covered) {
            src.fail(mapping, std::string("no catch-all row for ") + std::string(toString(arm)) +
                                  " (a <match> with only arm and piece)");
        }
    }
}

void loadClassification(const XmlSource& src, const pugi::xml_node& root, PostcardRules& rules) {
    const pugi::xml_node node = xml::table(src, root, "classification", "PC-STRENGTH",
                                           {"heavy", "elite", "levy", "spearmen", "shockRoles",
                                            "impetuousBackgrounds", "impetuousMountedOnly"});
    rules.heavy = xml::protections(src, node, "heavy");
    rules.elite = xml::classes(src, node, "elite");
    rules.levy = xml::classes(src, node, "levy");
    rules.spearWeapons = xml::list(src, node, "spearmen");
    rules.shockRoles = xml::list(src, node, "shockRoles");
    for (const std::string& item : xml::list(src, node, "impetuousBackgrounds")) {
        const auto background = backgroundFromString(item);
        if (!background)
            src.fail(node, "unknown background '" + item + "'", "impetuousBackgrounds");
        rules.impetuousBackgrounds.push_back(*background);
    }
    rules.impetuousMountedOnly = src.flag(node, "impetuousMountedOnly", true);
}

PostcardRules loadPostcard(const XmlSource& src) {
    PostcardRules r;
    r.source = src.name();
    const pugi::xml_node root = src.root("postcard");
    src.onlyAttributes(root, {"name", "id"});
    src.onlyChildren(
        root, {"scale", "initiative", "command", "movement", "shooting", "melee", "after",
               "strength", "casualties", "rally", "army", "pieces", "mapping", "classification"});

    auto n = xml::table(src, root, "scale", "PC-LENGTH",
                        {"menPerFigure", "menPerStand", "standWidth", "standDepth", "startGap",
                         "reserveDepth", "rearRoom", "haltShort", "keepBeyondRange", "maxTurns"});
    r.menPerFigure = wholeNumber(src, n, "menPerFigure", 1, 1000);
    r.menPerStand = wholeNumber(src, n, "menPerStand", 1, 100000);
    r.standWidth = src.number(n, "standWidth", 0.1, 10);
    r.standDepth = src.number(n, "standDepth", 0.1, 10);
    r.startGap = src.number(n, "startGap", 1, 100);
    r.reserveDepth = src.number(n, "reserveDepth", 0.1, 20);
    r.rearRoom = src.number(n, "rearRoom", 0, 20);
    r.haltShort = src.number(n, "haltShort", 0.01, 5);
    r.keepBeyondRange = src.number(n, "keepBeyondRange", 0, 20);
    r.maxTurns = wholeNumber(src, n, "maxTurns", 1, 1000);

    n = xml::table(src, root, "initiative", "PC-INIT", {"chanceCards"});
    if (src.flag(n, "chanceCards", false)) {
        src.fail(n, "chance cards are not supported by the resolver", "chanceCards");
    }

    n = xml::table(src, root, "command", "PC-CMD",
                   {"radius", "obeyOn", "halfMoveOn", "levy", "elite", "halfMoveFraction"});
    r.commandRadius = src.number(n, "radius", 0, 100);
    r.obeyOn = wholeNumber(src, n, "obeyOn", 1, 12);
    r.halfMoveOn = wholeNumber(src, n, "halfMoveOn", 1, 12);
    if (r.halfMoveOn > r.obeyOn) src.fail(n, "halfMoveOn must not exceed obeyOn", "halfMoveOn");
    r.levyCommand = wholeNumber(src, n, "levy", -6, 6);
    r.eliteCommand = wholeNumber(src, n, "elite", -6, 6);
    r.halfMoveFraction = src.number(n, "halfMoveFraction", 0, 1);

    n = xml::table(src, root, "movement", "PC-MOVE",
                   {"woodsInfantry", "woodsMounted", "enemyFront"});
    r.woodsInfantry = src.number(n, "woodsInfantry", 0, 20);
    r.woodsMounted = src.number(n, "woodsMounted", 0, 20);
    r.enemyFront = src.number(n, "enemyFront", 0, 20);

    n = xml::table(src, root, "shooting", "PC-SHOOT", {"hitOn", "artillery", "coverOrHeavy"});
    r.shootHitOn = wholeNumber(src, n, "hitOn", 1, 7);
    r.artilleryShoot = wholeNumber(src, n, "artillery", -6, 6);
    r.coverOrHeavyShoot = wholeNumber(src, n, "coverOrHeavy", -6, 6);

    n = xml::table(src, root, "melee", "PC-MELEE",
                   {"dicePerStand", "overlap", "shockCharging", "pursuing", "woodsOrObstacle",
                    "hitOn", "heavyCoverSpearmen", "skirmishersOrLight", "commanderDice",
                    "commanderWoundedOn", "commanderDeadOn", "commanderOutTurns"});
    r.dicePerStand = wholeNumber(src, n, "dicePerStand", 0, 20);
    r.overlapDice = wholeNumber(src, n, "overlap", 0, 10);
    r.shockChargingDice = wholeNumber(src, n, "shockCharging", 0, 10);
    r.pursuingDice = wholeNumber(src, n, "pursuing", 0, 10);
    r.woodsDice = wholeNumber(src, n, "woodsOrObstacle", -10, 0);
    r.meleeHitOn = wholeNumber(src, n, "hitOn", 1, 7);
    r.heavyCoverSpearmen = wholeNumber(src, n, "heavyCoverSpearmen", -6, 6);
    r.skirmishersOrLight = wholeNumber(src, n, "skirmishersOrLight", -6, 6);
    r.commanderDice = wholeNumber(src, n, "commanderDice", 0, 10);
    r.commanderWoundedOn = wholeNumber(src, n, "commanderWoundedOn", 0, 6);
    r.commanderDeadOn = wholeNumber(src, n, "commanderDeadOn", 0, 6);
    r.commanderOutTurns = wholeNumber(src, n, "commanderOutTurns", 0, 100);

    n = xml::table(src, root, "after", "PC-AFTER", {"recoil"});
    r.recoil = src.number(n, "recoil", 0, 20);

    n = xml::table(src, root, "strength", "PC-STRENGTH", {"heavy", "elite", "levy"});
    r.heavyStrength = wholeNumber(src, n, "heavy", -10, 10);
    r.eliteStrength = wholeNumber(src, n, "elite", -10, 10);
    r.levyStrength = wholeNumber(src, n, "levy", -10, 10);

    n = xml::table(src, root, "casualties", "PC-STRENGTH", {"shareOfHits"});
    r.casualtyShare = src.number(n, "shareOfHits", 0, 1);

    n = xml::table(src, root, "rally", "PC-RALLY", {"minHits", "bowShot", "recoverOn", "recovers"});
    r.rallyMinHits = wholeNumber(src, n, "minHits", 1, 20);
    r.bowShot = src.number(n, "bowShot", 0, 100);
    r.rallyOn = wholeNumber(src, n, "recoverOn", 1, 7);
    r.rallyRecovers = wholeNumber(src, n, "recovers", 0, 20);

    n = xml::table(src, root, "army", "PC-ARMY", {"concedeFraction"});
    r.concedeFraction = src.number(n, "concedeFraction", 0.01, 1);

    loadPieces(src, root, r);
    loadMapping(src, root, r);
    loadClassification(src, root, r);
    src.refuseUnknown(root);
    return r;
}

}  // namespace

const PcPieceKind& PostcardRules::piece(std::string_view id) const {
    const auto it = pieces.find(id);
    if (it == pieces.end())
        throw UserError("the Post(card) rules have no piece '" + std::string(id) + "'");
    return it->second;
}

PostcardRules loadPostcardRules(const std::filesystem::path& path) {
    return loadPostcard(XmlSource::fromFile(path));
}

PostcardRules loadPostcardRulesFromString(const std::string& xml, const std::string& name) {
    return loadPostcard(XmlSource::fromString(xml, name));
}

const PostcardRules& defaultPostcardRules() {
    static const PostcardRules rules = loadPostcardRules(rulesDir() / "postcard.xml");
    return rules;
}

}  // namespace seneschal::battle::quick
