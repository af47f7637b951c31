#include "application/tabletop/tabletop_console_xml.hpp"

#include <pugixml.hpp>
#include <sstream>

#include "battle/xml_source.hpp"

namespace seneschal::application {
namespace {

void consoleXmlAttr(pugi::xml_node node, const char* name, const std::string& value) {
    node.append_attribute(name) = value.c_str();
}
void consoleXmlAttr(pugi::xml_node node, const char* name, int value) {
    node.append_attribute(name) = value;
}

battle::MoveStep consoleXmlPhase(const XmlSource& src, const pugi::xml_node& node) {
    const auto index =
        src.integer(node, "phase", 0, static_cast<long long>(battle::kMoveSequence.size()) - 1);
    return battle::kMoveSequence[static_cast<std::size_t>(index)];
}

int consoleXmlInt(const XmlSource& src, const pugi::xml_node& node, const char* name) {
    return static_cast<int>(src.integer(node, name, 0, 100'000'000));
}

}  // namespace

std::string consoleToXml(const TabletopConsole& c) {
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("tabletop-console");
    consoleXmlAttr(root, "version", 1);
    consoleXmlAttr(root, "rules", c.rules);
    consoleXmlAttr(root, "type", battle::toString(c.type));
    consoleXmlAttr(root, "battle", c.battleName);
    consoleXmlAttr(root, "place", c.place);
    consoleXmlAttr(root, "date", c.date);
    consoleXmlAttr(root, "rulesScale", c.rulesScale);
    consoleXmlAttr(root, "scale", c.scale);
    for (const ConsoleSide& s : c.sides) {
        pugi::xml_node n = root.append_child("side");
        consoleXmlAttr(n, "id", s.id);
        consoleXmlAttr(n, "name", s.name);
    }
    for (const ConsoleLeader& l : c.startLeaders) {
        pugi::xml_node n = root.append_child("leader");
        consoleXmlAttr(n, "id", l.id);
        consoleXmlAttr(n, "name", l.name);
        consoleXmlAttr(n, "side", l.side);
        consoleXmlAttr(n, "rank", l.rank);
        consoleXmlAttr(n, "cv", l.cv);
    }
    for (const ConsoleUnit& u : c.startUnits) {
        pugi::xml_node n = root.append_child("unit");
        consoleXmlAttr(n, "id", u.id);
        consoleXmlAttr(n, "name", u.name);
        consoleXmlAttr(n, "side", u.side);
        consoleXmlAttr(n, "army", u.army);
        consoleXmlAttr(n, "battal", u.battal);
        consoleXmlAttr(n, "orders", u.orders);
        consoleXmlAttr(n, "type", u.troopType);
        consoleXmlAttr(n, "typeName", u.troopName);
        consoleXmlAttr(n, "class", std::string(battle::toString(u.troopClass)));
        consoleXmlAttr(n, "background", std::string(battle::toString(u.background)));
        consoleXmlAttr(n, "arm", std::string(battle::toString(u.arm)));
        consoleXmlAttr(n, "leader", u.leader);
        consoleXmlAttr(n, "men", u.men);
        consoleXmlAttr(n, "campaignFactor", u.campaignFactor);
    }
    for (const ConsoleStep& step : c.steps) {
        pugi::xml_node n = root.append_child("step");
        consoleXmlAttr(n, "move", step.move);
        consoleXmlAttr(n, "phase", phaseIndex(step.phase));
        consoleXmlAttr(n, "rule", step.rule);
        consoleXmlAttr(n, "text", step.text);
        for (const WorkingLine& w : step.working) {
            pugi::xml_node line = n.append_child("working");
            consoleXmlAttr(line, "rule", w.rule);
            consoleXmlAttr(line, "text", w.text);
        }
        for (const ConsoleChange& change : step.changes) {
            pugi::xml_node line = n.append_child("change");
            consoleXmlAttr(line, "target", change.target);
            consoleXmlAttr(line, "field", change.field);
            consoleXmlAttr(line, "value", change.value);
        }
    }
    std::ostringstream out;
    doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}

TabletopConsole consoleFromXml(const std::string& text, const std::string& name) {
    const XmlSource src = XmlSource::fromString(text, name);
    const pugi::xml_node root = src.root("tabletop-console");
    src.integer(root, "version", 1, 1);
    TabletopConsole c;
    c.rules = src.text(root, "rules");
    const std::string type = src.text(root, "type");
    const auto battleType = battle::battleTypeFromString(type);
    if (!battleType) src.fail(root, "no battle type '" + type + "'", "type");
    c.type = *battleType;
    c.battleName = src.text(root, "battle", "");
    c.place = src.text(root, "place", "");
    c.date = src.text(root, "date", "");
    c.rulesScale = static_cast<int>(src.integer(root, "rulesScale", 1, 10'000));
    c.scale = static_cast<int>(src.integer(root, "scale", 1, 10'000));
    for (pugi::xml_node n : root.children("side")) {
        c.sides.push_back({src.text(n, "id"), src.text(n, "name", ""), {}});
    }
    for (pugi::xml_node n : root.children("leader")) {
        ConsoleLeader l;
        l.id = src.text(n, "id");
        l.name = src.text(n, "name");
        l.side = src.text(n, "side");
        l.rank = src.text(n, "rank", "");
        l.cv = static_cast<int>(src.integer(n, "cv", 0, 10));
        c.startLeaders.push_back(std::move(l));
    }
    for (pugi::xml_node n : root.children("unit")) {
        ConsoleUnit u;
        u.id = src.text(n, "id");
        u.name = src.text(n, "name");
        u.side = src.text(n, "side");
        u.army = src.text(n, "army", "");
        u.battal = src.text(n, "battal", "");
        u.orders = src.text(n, "orders", "");
        u.troopType = src.text(n, "type");
        u.troopName = src.text(n, "typeName", u.troopType);
        const auto cls = battle::troopClassFromString(src.text(n, "class"));
        if (!cls) src.fail(n, "no troop class '" + src.text(n, "class") + "'", "class");
        u.troopClass = *cls;
        const auto background = battle::backgroundFromString(src.text(n, "background"));
        if (!background) {
            src.fail(n, "no background '" + src.text(n, "background") + "'", "background");
        }
        u.background = *background;
        const auto arm = battle::armFromString(src.text(n, "arm"));
        if (!arm) src.fail(n, "no arm '" + src.text(n, "arm") + "'", "arm");
        u.arm = *arm;
        u.leader = src.text(n, "leader", "");
        u.men = consoleXmlInt(src, n, "men");
        u.campaignFactor = static_cast<int>(src.integer(n, "campaignFactor", -10, 10, 0));
        c.startUnits.push_back(std::move(u));
    }
    const int scale = c.scale;
    rescaleConsole(c, scale);
    for (pugi::xml_node n : root.children("step")) {
        ConsoleStep step;
        step.move = static_cast<int>(src.integer(n, "move", 1, 100'000));
        step.phase = consoleXmlPhase(src, n);
        step.rule = src.text(n, "rule", "");
        step.text = src.text(n, "text", "");
        for (pugi::xml_node w : n.children("working")) {
            step.working.push_back({src.text(w, "rule", ""), src.text(w, "text", "")});
        }
        for (pugi::xml_node ch : n.children("change")) {
            step.changes.push_back(
                {src.text(ch, "target", ""), src.text(ch, "field"), src.text(ch, "value", "")});
        }
        c.steps.push_back(std::move(step));
    }
    try {
        consoleState(c);  // every change names a unit, leader or field there is
    } catch (const UserError& e) {
        src.fail(root, e.what());
    }
    src.refuseUnknown(root);
    return c;
}

}  // namespace seneschal::application
