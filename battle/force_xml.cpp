#include "battle/force_xml.hpp"

#include <algorithm>
#include <sstream>

#include "base/iso_date.hpp"
#include "base/plain_text.hpp"
#include "battle/ga/army.hpp"
#include "battle/tables/names.hpp"

namespace seneschal::battle {

namespace {

bool isSlug(std::string_view s) {
    if (s.empty()) return false;
    auto ok = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; };
    return s.front() != '-' && std::all_of(s.begin(), s.end(), ok);
}

std::vector<std::string_view> merged(AttributeList base, AttributeList extra) {
    std::vector<std::string_view> all(base);
    all.insert(all.end(), extra.begin(), extra.end());
    return all;
}

bool contains(const std::vector<std::string>& v, std::string_view s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

std::string ForceReader::readId(const pugi::xml_node& node) {
    std::string id = xml_.text(node, "id");
    if (!isSlug(id)) {
        xml_.fail(node, "id '" + id + "' must be lowercase letters, digits and hyphens", "id");
    }
    const std::string key = std::string(node.name()) + ":" + id;
    if (contains(ids_, key)) {
        xml_.fail(node, "a second <" + std::string(node.name()) + "> with id '" + id + "'", "id");
    }
    ids_.push_back(key);
    return id;
}

std::string ForceReader::readUniqueName(const pugi::xml_node& node, std::vector<std::string>& seen,
                                        const char* kind) {
    std::string name = xml_.text(node, "name");
    if (const auto problem = nameProblem(name)) xml_.fail(node, "no name: " + *problem, "name");
    if (contains(seen, name)) {
        xml_.fail(node, std::string("a second ") + kind + " named '" + name + "'", "name");
    }
    seen.push_back(name);
    return name;
}

static void checkAllowed(const XmlSource& xml, const pugi::xml_node& node,
                         const std::vector<std::string_view>& allowed) {
    for (const pugi::xml_attribute& attr : node.attributes()) {
        if (std::find(allowed.begin(), allowed.end(), std::string_view(attr.name())) ==
            allowed.end()) {
            xml.fail(node, std::string("unknown attribute '") + attr.name() + "'", attr.name());
        }
    }
}

SideSpec ForceReader::readSide(const pugi::xml_node& node, AttributeList extra) {
    checkAllowed(xml_, node, merged({"id", "name", "colour"}, extra));
    SideSpec side;
    side.id = readId(node);
    side.name = readUniqueName(node, sideNames_, "side");
    side.colour = xml_.text(node, "colour", "");
    if (!side.colour.empty() && !isColour(side.colour)) {
        xml_.fail(node, "colour '" + side.colour + "' must be #rrggbb", "colour");
    }
    sides_.push_back(side);
    return side;
}

LeaderSpec ForceReader::readLeader(const pugi::xml_node& node, AttributeList extra) {
    checkAllowed(
        xml_, node,
        merged({"id", "name", "side", "rank", "cv", "character", "status", "until", "captor"},
               extra));
    LeaderSpec leader;
    leader.id = readId(node);
    leader.name = readUniqueName(node, leaderNames_, "leader");
    leader.side = xml_.text(node, "side");
    if (!findSide(leader.side)) xml_.fail(node, "unknown side '" + leader.side + "'", "side");
    leader.rank = xml_.text(node, "rank");
    if (!rules_.findRank(leader.rank)) {
        xml_.fail(node,
                  "unknown rank '" + leader.rank +
                      "' (king, duke, earl, count, baron, knight, captain or sergeant)",
                  "rank");
    }
    leader.cv = static_cast<int>(xml_.integer(node, "cv", 1, 6));
    leader.character = xml_.text(node, "character", "");
    if (!leader.character.empty() && !kCharacters.find(leader.character)) {
        xml_.fail(node, "unknown character '" + leader.character + "'", "character");
    }
    // GA-OPT-CHAR: the highest CV of each character is the rule book's (the seed: only CV 1 or
    // 2 may be classed as Incompetent).
    if (const auto character = kCharacters.find(leader.character)) {
        if (const auto refusal = characterCvRefusal(rules_, *character, leader.cv)) {
            xml_.fail(node, *refusal, "character");
        }
    }
    const std::string status = xml_.text(node, "status", "active");
    const auto parsed = leaderStatusFromString(status);
    if (!parsed) {
        xml_.fail(node, "unknown status '" + status + "' (active, wounded, captive, dead)",
                  "status");
    }
    leader.status = *parsed;
    leader.until = xml_.text(node, "until", "");
    leader.captor = xml_.text(node, "captor", "");
    if (leader.status == LeaderStatus::Wounded && leader.until.empty()) {
        xml_.fail(node, "a wounded leader needs until=\"DATE\"", "until");
    }
    if (!leader.until.empty() && !isIsoDate(leader.until)) {
        xml_.fail(node, "the date '" + leader.until + "' is not YYYY-MM-DD with a year of 1-9999",
                  "until");
    }
    if (leader.status == LeaderStatus::Captive) {
        if (leader.captor.empty())
            xml_.fail(node, "a captive leader needs captor=\"SIDE\"", "captor");
        if (!findSide(leader.captor)) {
            xml_.fail(node, "unknown captor side '" + leader.captor + "'", "captor");
        }
        if (leader.captor == leader.side)
            xml_.fail(node, "a leader cannot be captive of his own side", "captor");
    }
    if (leader.status != LeaderStatus::Captive && !leader.captor.empty()) {
        xml_.fail(node, "captor is only for a captive leader", "captor");
    }
    leaders_.push_back(leader);
    return leader;
}

void ForceReader::requireLeaderOfSide(const pugi::xml_node& node, const std::string& leaderId,
                                      const std::string& side, const std::string& what) {
    if (leaderId.empty()) return;
    const LeaderSpec* leader = findLeader(leaderId);
    if (!leader) xml_.fail(node, "unknown leader '" + leaderId + "'", "leader");
    if (leader->side != side) {
        xml_.fail(node,
                  "leader '" + leaderId + "' is of side '" + leader->side + "', not '" + side + "'",
                  "leader");
    }
    if (contains(leadersUsed_, leaderId)) {
        xml_.fail(node,
                  "leader '" + leaderId + "' already leads another army, battal or unit; " + what +
                      " needs its own",
                  "leader");
    }
    leadersUsed_.push_back(leaderId);
}

ArmySpec ForceReader::readArmy(const pugi::xml_node& node, AttributeList armyExtra,
                               AttributeList unitExtra, AttributeList unitChildren,
                               AttributeList battalExtra) {
    checkAllowed(xml_, node, merged({"id", "name", "side", "leader"}, armyExtra));
    xml_.onlyChildren(node, {"battal"});
    ArmySpec army;
    army.id = readId(node);
    army.name = readUniqueName(node, armyNames_, "army");
    army.side = xml_.text(node, "side");
    if (!findSide(army.side)) xml_.fail(node, "unknown side '" + army.side + "'", "side");
    army.leader = xml_.text(node, "leader", "");
    requireLeaderOfSide(node, army.leader, army.side, "army '" + army.name + "'");
    for (const pugi::xml_node& b : node.children("battal")) {
        xml_.onlyAttributes(b, merged({"id", "name", "leader", "orders"}, battalExtra));
        xml_.onlyChildren(b, {"unit"});
        BattalSpec battal;
        battal.id = readId(b);
        battal.name = readUniqueName(b, battalNames_, "battal");
        battal.leader = xml_.text(b, "leader", "");
        requireLeaderOfSide(b, battal.leader, army.side, "battal '" + battal.name + "'");
        const std::string orders = xml_.text(b, "orders", "attack");
        const auto parsed = battalOrdersFromString(orders);
        if (!parsed) {
            xml_.fail(
                b,
                "unknown orders '" + orders + "' (attack, hold, defend, skirmish, flank, reserve)",
                "orders");
        }
        battal.orders = *parsed;
        for (const pugi::xml_node& u : b.children("unit")) {
            battal.units.push_back(readUnit(u, army.side, unitExtra, unitChildren));
        }
        if (battal.units.empty()) xml_.fail(b, "a battal needs at least one unit");
        army.battals.push_back(std::move(battal));
    }
    if (army.battals.empty()) xml_.fail(node, "an army needs at least one battal");
    armies_.push_back(army);
    return army;
}

UnitSpec ForceReader::readUnit(const pugi::xml_node& node, const std::string& side,
                               AttributeList extra, AttributeList children) {
    checkAllowed(
        xml_, node,
        merged({"id", "name", "type", "class", "men", "protection", "order", "weapons", "leader"},
               extra));
    for (const pugi::xml_node& child : node.children()) {
        if (child.type() != pugi::node_element) continue;
        if (std::find(children.begin(), children.end(), std::string_view(child.name())) ==
            children.end()) {
            xml_.fail(child, std::string("unknown element <") + child.name() + "> inside <unit>");
        }
    }
    UnitSpec unit;
    unit.id = readId(node);
    unit.name = readUniqueName(node, unitNames_, "unit");
    unit.type = xml_.text(node, "type");
    const TroopType* type = rules_.findTroopType(unit.type);
    if (!type) {
        xml_.fail(node, "unknown troop type '" + unit.type + "' (see " + rules_.source() + ")",
                  "type");
    }
    const std::string cls = xml_.text(node, "class");
    const auto parsedClass = troopClassFromString(cls);
    if (!parsedClass) xml_.fail(node, "unknown class '" + cls + "' (A, B, C or D)", "class");
    unit.troopClass = *parsedClass;
    if (!type->allowedClasses.empty() &&
        std::find(type->allowedClasses.begin(), type->allowedClasses.end(), unit.troopClass) ==
            type->allowedClasses.end()) {
        xml_.fail(node, "troop type '" + unit.type + "' cannot be class " + cls, "class");
    }
    unit.men = static_cast<int>(xml_.integer(node, "men", 0, 1'000'000));
    unit.background = type->background;
    unit.arm = type->arm;
    unit.protection = type->protection;
    unit.order = type->order;
    unit.weapons = type->weapons;
    if (node.attribute("protection")) {
        const std::string code = xml_.text(node, "protection");
        const auto p = protectionFromCode(code);
        if (!p) xml_.fail(node, "unknown protection '" + code + "'", "protection");
        if (p->arm != unit.arm) {
            xml_.fail(node,
                      "protection '" + code + "' is for " + std::string(toString(p->arm)) +
                          " but '" + unit.type + "' is " + std::string(toString(unit.arm)),
                      "protection");
        }
        unit.protection = p->protection;
    }
    if (node.attribute("order")) {
        const std::string order = xml_.text(node, "order");
        const auto o = orderFromString(order);
        if (!o) xml_.fail(node, "unknown order '" + order + "' (close, loose, open)", "order");
        unit.order = *o;
    }
    if (node.attribute("weapons")) {
        unit.weapons.clear();
        std::istringstream list(xml_.text(node, "weapons"));
        for (std::string weapon; std::getline(list, weapon, ',');) {
            if (!rules_.findWeapon(weapon)) {
                xml_.fail(node, "unknown weapon '" + weapon + "'", "weapons");
            }
            unit.weapons.push_back(weapon);
        }
    }
    unit.leader = xml_.text(node, "leader", "");
    requireLeaderOfSide(node, unit.leader, side, "unit '" + unit.name + "'");
    return unit;
}

const SideSpec* ForceReader::findSide(std::string_view id) const {
    for (const auto& side : sides_) {
        if (side.id == id) return &side;
    }
    return nullptr;
}

const LeaderSpec* ForceReader::findLeader(std::string_view id) const {
    for (const auto& leader : leaders_) {
        if (leader.id == id) return &leader;
    }
    return nullptr;
}

}  // namespace seneschal::battle
