#include "battle/rulebook_loader.hpp"

#include <set>
#include <sstream>

#include "base/data_dir.hpp"
#include "battle/loader/table_reader.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle {

// Reads the scale, weapons and troop types itself (they fill the Rulebook's id maps) and
// hands every other family of tables to its loader in battle/loader/.
class RulebookLoader {
  public:
    explicit RulebookLoader(const XmlSource& xml) : xml_(xml), in_(xml) {}

    Rulebook load() {
        Rulebook book;
        book.source_ = xml_.name();
        const pugi::xml_node root = xml_.root("rules");
        xml_.onlyAttributes(root, {"name", "id"});
        // <results> belongs to the aftermath (GA-RES-*); it is read by its own loader.
        xml_.onlyChildren(root, {"scale",         "smallScale",     "bases",
                                 "backgrounds",   "troopClasses",   "socialOrder",
                                 "commandRanks",  "leadRules",      "battalComposition",
                                 "competition",   "weapons",        "figureCosts",
                                 "troopTypes",    "moves",          "manoeuvres",
                                 "terrain",       "unformed",       "shooting",
                                 "ranges",        "missileFactors", "shootingFactors",
                                 "randomFactors", "casualtyTable",  "impactFactors",
                                 "mixedFactors",  "meleeFactors",   "meleePoints",
                                 "afterCombat",   "distraction",    "moraleFactors",
                                 "moraleResults", "moraleTriggers", "moraleThresholds",
                                 "rallyTimes",    "leaderCasualty", "leaderRisk",
                                 "rout",          "orders",         "visibility",
                                 "reactionTimes", "characters",     "confusion",
                                 "mantlets",      "elephants",      "camels",
                                 "fieldDefences", "results",        "meleeFrontage"});
        loadScale(book, in_.table(root, "scale"));
        loadWeapons(book, in_.table(root, "weapons"));
        loadArmyTables(in_, root, book.tables_);
        loadTroopTypes(book, in_.table(root, "troopTypes"));
        loadMovementTables(in_, root, book.tables_);
        loadShootingTables(in_, root, book.weapons_, book.tables_);
        loadMeleeTables(in_, root, book.weapons_, book.tables_);
        loadMoraleTables(in_, root, book.tables_);
        loadOptionalTables(in_, root, book.tables_);
        return book;
    }

  private:
    // GA-SCALE
    void loadScale(Rulebook& book, const pugi::xml_node& node) {
        in_.attributes(node, {"menPerFigure", "wagonsPerModel", "secondsPerMove", "mmPerMetre"});
        book.scale_.menPerFigure = static_cast<int>(xml_.integer(node, "menPerFigure", 1, 1000));
        book.scale_.wagonsPerModel = static_cast<int>(xml_.integer(node, "wagonsPerModel", 1, 100));
        book.scale_.secondsPerMove = xml_.number(node, "secondsPerMove", 1, 3600);
        book.scale_.mmPerMetre = xml_.number(node, "mmPerMetre", 0.01, 100);
    }

    // GA-CLASSIFY, GA-WEAP, GA-POINTS
    void loadWeapons(Rulebook& book, const pugi::xml_node& table) {
        xml_.onlyChildren(table, {"weapon"});
        for (const pugi::xml_node& node : table.children("weapon")) {
            in_.attributes(node, {"id", "name", "missile", "points", "basic", "abandonedInMixed",
                                  "discardable", "mixed", "againstHorse"});
            Weapon weapon;
            weapon.id = xml_.text(node, "id");
            weapon.name = xml_.text(node, "name", weapon.id);
            weapon.missile = xml_.flag(node, "missile", false);
            weapon.mixedCategory = xml_.flag(node, "mixed", false);
            weapon.abandonedInMixed = xml_.flag(node, "abandonedInMixed", false);
            weapon.againstHorse = xml_.flag(node, "againstHorse", false);
            weapon.discardable = xml_.flag(node, "discardable", false);
            weapon.points = in_.integer(node, "points", 0, 100, 0);
            const std::string basic = xml_.text(node, "basic", "none");
            if (basic == "hand")
                weapon.basic = Weapon::Basic::Hand;
            else if (basic == "alternative")
                weapon.basic = Weapon::Basic::Alternative;
            else if (basic != "none")
                xml_.fail(node, "basic must be hand or alternative", "basic");
            if (book.weapons_.size() >= kMaxWeapons) {
                xml_.fail(node, "more than " + std::to_string(kMaxWeapons) + " weapons");
            }
            weapon.index = static_cast<WeaponIndex>(book.weapons_.size());
            if (!book.weapons_.emplace(weapon.id, weapon).second) {
                xml_.fail(node, "duplicate weapon id '" + weapon.id + "'", "id");
            }
        }
        if (book.weapons_.empty()) xml_.fail(table, "the weapons table is empty");
        book.byIndex_.resize(book.weapons_.size());
        for (const auto& [id, w] : book.weapons_) book.byIndex_[w.index] = w;
    }

    void loadTroopTypes(Rulebook& book, const pugi::xml_node& table) {
        xml_.onlyChildren(table, {"troopType"});
        for (const pugi::xml_node& node : table.children("troopType")) {
            in_.attributes(node, {"id", "name", "background", "protection", "order", "weapons",
                                  "classes", "role", "leadTier"});
            TroopType type;
            type.id = xml_.text(node, "id");
            type.name = xml_.text(node, "name", type.id);
            type.background = in_.background(node, "background");
            const std::string code = xml_.text(node, "protection");
            const auto protection = protectionFromCode(code);
            if (!protection) {
                xml_.fail(
                    node,
                    "unknown protection '" + code + "' (UI PI AI HI FI, UC PC AC HC HCb FC FCb)",
                    "protection");
            }
            type.protection = protection->protection;
            type.arm = protection->arm;
            type.order = in_.order(node, "order");
            std::istringstream weapons(xml_.text(node, "weapons"));
            for (std::string weapon; std::getline(weapons, weapon, ',');) {
                const Weapon* w = book.findWeapon(weapon);
                if (!w) xml_.fail(node, "unknown weapon '" + weapon + "'", "weapons");
                type.weapons.push_back(weapon);
                type.weaponIndex.push_back(w->index);
            }
            const std::string classes = xml_.text(node, "classes", "ABCD");
            for (char c : classes) {
                const auto parsed = troopClassFromString(std::string_view(&c, 1));
                if (!parsed) xml_.fail(node, std::string("unknown class '") + c + "'", "classes");
                // GA-SOCIAL: every troop a unit may field needs a place in the social order.
                if (book.socialStatus(type.background, *parsed) == 0) {
                    xml_.fail(node,
                              std::string("class ") + c + " " +
                                  std::string(toString(type.background)) +
                                  " troops have no place in <socialOrder>",
                              "classes");
                }
                type.allowedClasses.push_back(*parsed);
            }
            type.role = xml_.text(node, "role", "line");
            static const std::set<std::string> kRoles = {"shock", "missile", "skirmish", "line"};
            if (!kRoles.count(type.role))
                xml_.fail(node, "unknown role '" + type.role + "'", "role");
            const LeadTier byBackground =
                type.background == Background::Knightly  ? LeadTier::Knights
                : type.background == Background::Regular ? LeadTier::Regulars
                                                         : LeadTier::Commons;
            type.leadTier =
                node.attribute("leadTier") ? in_.name(node, "leadTier", kLeadTiers) : byBackground;
            if (!book.troopTypes_.emplace(type.id, type).second) {
                xml_.fail(node, "duplicate troop type id '" + type.id + "'", "id");
            }
        }
        if (book.troopTypes_.empty()) xml_.fail(table, "the troop types table is empty");
    }

    const XmlSource& xml_;
    TableReader in_;
};

// The rulebook, and nothing in the file it did not read (but <results>, the aftermath's loader's).
Rulebook loadChecked(const XmlSource& xml) {
    Rulebook book = RulebookLoader(xml).load();
    xml.refuseUnknown(xml.document().document_element(), {"results"});
    return book;
}

Rulebook loadRulebook(const std::filesystem::path& path) {
    const XmlSource xml = XmlSource::fromFile(path);
    return loadChecked(xml);
}

Rulebook loadRulebookFromString(const std::string& text, const std::string& name) {
    const XmlSource xml = XmlSource::fromString(text, name);
    return loadChecked(xml);
}

const Rulebook& defaultRulebook() {
    static const Rulebook book = loadRulebook(rulesDir() / "godsacre.xml");
    return book;
}

}  // namespace seneschal::battle
