#include "campaign/scenario_writer.hpp"

#include <pugixml.hpp>
#include <sstream>

#include "battle/errors.hpp"
#include "battle/plain_text.hpp"
#include "campaign/scenario_reader.hpp"
#include "campaign/scenario_state_xml.hpp"

namespace seneschal::campaign {

namespace {

using pugi::xml_node;

void set(xml_node node, const char* name, const std::string& value) {
    node.append_attribute(name).set_value(value.c_str());
}

void set(xml_node node, const char* name, std::int64_t value) {
    node.append_attribute(name).set_value(static_cast<long long>(value));
}

void setIf(xml_node node, const char* name, const std::optional<std::string>& value) {
    if (value) set(node, name, *value);
}

void writeUnit(xml_node battal, const Unit& u, Reckoning reckoning) {
    xml_node node = battal.append_child("unit");
    set(node, "id", u.id);
    set(node, "name", u.name);
    set(node, "type", u.type);
    set(node, "class", u.troopClass);
    set(node, "men", u.present);
    setIf(node, "leader", u.leader);
    setIf(node, "protection", u.protection);
    setIf(node, "order", u.formation);
    if (u.weapons) set(node, "weapons", joinIds(*u.weapons));
    if (u.dead != 0) set(node, "dead", u.dead);
    if (u.deserted != 0) set(node, "deserted", u.deserted);
    if (u.recruited != 0) set(node, "recruited", u.recruited);
    set(node, "mustered", u.mustered);
    for (const WoundedBatch& w : u.wounded) {
        xml_node batch = node.append_child("wounded");
        set(batch, "men", w.men);
        set(batch, "returns", formatDate(reckoning, w.returns));
    }
    for (const CaptiveBatch& c : u.captives) {
        xml_node batch = node.append_child("captive");
        set(batch, "men", c.men);
        set(batch, "captor", c.captor);
    }
}

void writeArmy(xml_node root, const Army& a, Reckoning reckoning) {
    xml_node node = root.append_child("army");
    set(node, "id", a.id);
    set(node, "name", a.name);
    set(node, "side", a.side);
    setIf(node, "leader", a.leader);
    if (a.place) {
        set(node, "place", *a.place);
    } else {
        set(node, "route", *a.routeFrom + ":" + *a.routeTo);
        set(node, "daysLeft", a.daysLeft.value_or(0));
    }
    for (const Battal& b : a.battals) {
        xml_node battal = node.append_child("battal");
        set(battal, "id", b.id);
        set(battal, "name", b.name);
        setIf(battal, "leader", b.leader);
        set(battal, "orders", b.orders);
        for (const Unit& u : b.units) writeUnit(battal, u, reckoning);
    }
}

// pugixml writes a control character as `&#1;`, which is not well-formed XML 1.0: the file
// would not read back. Refused instead, naming what holds it (a name is shown as the
// element and its id, e.g. "the name of the unit 'arden-knights'").
void refuseControlCharacters(const pugi::xml_document& doc) {
    auto owner = [](xml_node node) {
        std::string who = std::string("the ") + node.name();
        if (const auto id = node.attribute("id")) who += " '" + std::string(id.value()) + "'";
        return who;
    };
    auto check = [](std::string_view value, TextKind kind, const std::string& what) {
        try {
            checkPlainText(value, kind, what);
        } catch (const UserError& e) {
            throw UserError(std::string("cannot write the scenario: ") + e.what());
        }
    };
    xml_node node = doc.first_child();
    while (node) {
        if (node.type() == pugi::node_element) {
            for (const pugi::xml_attribute& attr : node.attributes()) {
                check(attr.value(), TextKind::Name,
                      "the " + std::string(attr.name()) + " of " + owner(node) + " ('" +
                          printable(attr.value()) + "')");
            }
        } else if (node.type() == pugi::node_pcdata) {
            check(node.value(), TextKind::RunningText, "the text of " + owner(node.parent()));
        }
        if (node.first_child()) {
            node = node.first_child();
            continue;
        }
        while (node && !node.next_sibling()) node = node.parent();
        if (node) node = node.next_sibling();
    }
}

}  // namespace

std::string writeScenario(const CampaignSnapshot& snapshot, const CampaignState& state) {
    const CampaignSnapshot s = withoutRecordedBatches(snapshot, state);
    const CampaignInfo& info = s.info;
    pugi::xml_document doc;
    xml_node declaration = doc.append_child(pugi::node_declaration);
    declaration.append_attribute("version") = "1.0";
    declaration.append_attribute("encoding") = "UTF-8";
    xml_node root = doc.append_child("scenario");
    set(root, "format", kScenarioFormat);
    set(root, "id", info.id);
    set(root, "name", info.name);
    set(root, "rules", info.rules);
    set(root, "start", formatDate(info.reckoning, info.start));
    set(root, "date", formatDate(info.reckoning, info.date));
    set(root, "reckoning", toString(info.reckoning));
    set(root, "currency", info.currency);
    if (!info.description.empty()) {
        root.append_child("description").text().set(info.description.c_str());
    }
    if (!info.options.empty()) {
        xml_node options = root.append_child("options");
        for (const std::string& id : info.options) set(options.append_child("option"), "id", id);
    }
    xml_node sides = root.append_child("sides");
    for (const Side& side : s.sides) {
        xml_node node = sides.append_child("side");
        set(node, "id", side.id);
        set(node, "name", side.name);
        setIf(node, "colour", side.colour);
        set(node, "treasury", side.treasury);
    }
    xml_node map = root.append_child("map");
    set(map, "width", info.mapWidth);
    set(map, "height", info.mapHeight);
    setIf(map, "background", info.mapBackground);
    for (const Place& p : s.places) {
        xml_node node = map.append_child("place");
        set(node, "id", p.id);
        set(node, "name", p.name);
        set(node, "kind", p.kind);
        set(node, "x", p.x);
        set(node, "y", p.y);
        setIf(node, "owner", p.owner);
        set(node, "terrain", p.terrain);
    }
    for (const Route& r : s.routes) {
        xml_node node = map.append_child("route");
        set(node, "from", r.from);
        set(node, "to", r.to);
        set(node, "kind", r.kind);
        set(node, "footDays", r.footDays);
        set(node, "mountedDays", r.mountedDays);
    }
    xml_node leaders = root.append_child("leaders");
    for (const Leader& l : s.leaders) {
        xml_node node = leaders.append_child("leader");
        set(node, "id", l.id);
        set(node, "name", l.name);
        set(node, "side", l.side);
        set(node, "rank", l.rank);
        set(node, "cv", l.cv);
        setIf(node, "character", l.character);
        if (l.status != "active") set(node, "status", l.status);
        if (l.woundedUntil) set(node, "until", formatDate(info.reckoning, *l.woundedUntil));
        setIf(node, "captor", l.captor);
    }
    for (const Army& a : s.armies) writeArmy(root, a, info.reckoning);
    writeStateSections(root, state, info.reckoning);

    refuseControlCharacters(doc);
    std::ostringstream out;
    doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}

}  // namespace seneschal::campaign
