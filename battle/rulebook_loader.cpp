#include "battle/rulebook_loader.hpp"

#include <mutex>
#include <set>
#include <sstream>

#include "battle/data_dir.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle {

class RulebookLoader {
public:
    explicit RulebookLoader(const XmlSource& xml) : xml_(xml) {}

    Rulebook load() {
        Rulebook book;
        book.source_ = xml_.name();
        const pugi::xml_node root = xml_.root("rules");
        loadScale(book, requireChild(root, "scale"));
        loadWeapons(book, requireChild(root, "weapons"));
        loadTroopTypes(book, requireChild(root, "troopTypes"));
        return book;
    }

private:
    pugi::xml_node requireChild(const pugi::xml_node& parent, const char* name) {
        const pugi::xml_node child = parent.child(name);
        if (!child) xml_.fail(parent, std::string("missing table <") + name + ">");
        return child;
    }

    // GA-SCALE
    void loadScale(Rulebook& book, const pugi::xml_node& node) {
        xml_.onlyAttributes(node, {"rule", "menPerFigure", "wagonsPerModel", "secondsPerMove",
                                   "mmPerMetre", "provenance"});
        book.scale_.menPerFigure = static_cast<int>(xml_.integer(node, "menPerFigure", 1, 1000));
        book.scale_.wagonsPerModel = static_cast<int>(xml_.integer(node, "wagonsPerModel", 1, 100));
        book.scale_.secondsPerMove = xml_.number(node, "secondsPerMove", 1, 3600);
        book.scale_.mmPerMetre = xml_.number(node, "mmPerMetre", 0.01, 100);
    }

    void loadWeapons(Rulebook& book, const pugi::xml_node& table) {
        for (const pugi::xml_node& node : table.children("weapon")) {
            xml_.onlyAttributes(node, {"id", "name", "missile", "rule", "provenance"});
            Weapon weapon;
            weapon.id = xml_.text(node, "id");
            weapon.name = xml_.text(node, "name", weapon.id);
            weapon.missile = xml_.flag(node, "missile", false);
            if (!book.weapons_.emplace(weapon.id, weapon).second) {
                xml_.fail(node, "duplicate weapon id '" + weapon.id + "'", "id");
            }
        }
        if (book.weapons_.empty()) xml_.fail(table, "the weapons table is empty");
    }

    void loadTroopTypes(Rulebook& book, const pugi::xml_node& table) {
        for (const pugi::xml_node& node : table.children("troopType")) {
            xml_.onlyAttributes(node, {"id", "name", "background", "protection", "order",
                                       "weapons", "classes", "role", "rule", "provenance"});
            TroopType type;
            type.id = xml_.text(node, "id");
            type.name = xml_.text(node, "name", type.id);
            const std::string background = xml_.text(node, "background");
            const auto parsedBackground = backgroundFromString(background);
            if (!parsedBackground) {
                xml_.fail(node, "unknown background '" + background +
                                    "' (Knightly, Feudal, Mercenary or Regular)",
                          "background");
            }
            type.background = *parsedBackground;
            const std::string code = xml_.text(node, "protection");
            const auto protection = protectionFromCode(code);
            if (!protection) {
                xml_.fail(node, "unknown protection '" + code +
                                    "' (UI PI AI HI FI, UC PC AC HC HCb FC FCb)",
                          "protection");
            }
            type.protection = protection->protection;
            type.arm = protection->arm;
            const std::string order = xml_.text(node, "order");
            const auto parsedOrder = orderFromString(order);
            if (!parsedOrder) xml_.fail(node, "unknown order '" + order + "'", "order");
            type.order = *parsedOrder;
            std::istringstream weapons(xml_.text(node, "weapons"));
            for (std::string weapon; std::getline(weapons, weapon, ',');) {
                if (!book.findWeapon(weapon)) {
                    xml_.fail(node, "unknown weapon '" + weapon + "'", "weapons");
                }
                type.weapons.push_back(weapon);
            }
            const std::string classes = xml_.text(node, "classes", "ABCD");
            for (char c : classes) {
                const auto parsed = troopClassFromString(std::string_view(&c, 1));
                if (!parsed) xml_.fail(node, std::string("unknown class '") + c + "'", "classes");
                type.allowedClasses.push_back(*parsed);
            }
            type.role = xml_.text(node, "role", "line");
            static const std::set<std::string> kRoles = {"shock", "missile", "skirmish", "line"};
            if (!kRoles.count(type.role)) xml_.fail(node, "unknown role '" + type.role + "'", "role");
            if (!book.troopTypes_.emplace(type.id, type).second) {
                xml_.fail(node, "duplicate troop type id '" + type.id + "'", "id");
            }
        }
        if (book.troopTypes_.empty()) xml_.fail(table, "the troop types table is empty");
    }

    const XmlSource& xml_;
};

Rulebook loadRulebook(const std::filesystem::path& path) {
    const XmlSource xml = XmlSource::fromFile(path);
    return RulebookLoader(xml).load();
}

Rulebook loadRulebookFromString(const std::string& text, const std::string& name) {
    const XmlSource xml = XmlSource::fromString(text, name);
    return RulebookLoader(xml).load();
}

const Rulebook& defaultRulebook() {
    static const Rulebook book = loadRulebook(rulesDir() / "godsacre.xml");
    return book;
}

}  // namespace seneschal::battle
