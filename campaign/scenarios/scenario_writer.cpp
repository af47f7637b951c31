#include "campaign/scenarios/scenario_writer.hpp"

#include <pugixml.hpp>
#include <sstream>

#include "base/errors.hpp"
#include "base/plain_text.hpp"
#include "campaign/scenarios/scenario_reader.hpp"
#include "campaign/scenarios/scenario_state_xml.hpp"
#include "campaign/stores/map_store.hpp"

namespace seneschal::campaign {

namespace {

using pugi::xml_node;

void setIf(xml_node node, const char* name, const std::optional<std::string>& value) {
    if (value) appendAttribute(node, name, *value);
}

void writeUnit(xml_node battal, const Unit& u, Reckoning reckoning) {
    xml_node node = battal.append_child("unit");
    appendAttribute(node, "id", u.id);
    appendAttribute(node, "name", u.name);
    appendAttribute(node, "type", u.type);
    appendAttribute(node, "class", textOf(u.troopClass));
    appendAttribute(node, "men", u.present);
    setIf(node, "leader", u.leader);
    setIf(node, "protection", u.protection);
    setIf(node, "order", u.formation);
    if (u.weapons) appendAttribute(node, "weapons", joinIds(*u.weapons));
    if (u.dead != 0) appendAttribute(node, "dead", u.dead);
    if (u.deserted != 0) appendAttribute(node, "deserted", u.deserted);
    if (u.recruited != 0) appendAttribute(node, "recruited", u.recruited);
    appendAttribute(node, "mustered", u.mustered);
    for (const WoundedBatch& w : u.wounded) {
        xml_node batch = node.append_child("wounded");
        appendAttribute(batch, "men", w.men);
        appendAttribute(batch, "returns", formatDate(reckoning, w.returns));
    }
    for (const CaptiveBatch& c : u.captives) {
        xml_node batch = node.append_child("captive");
        appendAttribute(batch, "men", c.men);
        appendAttribute(batch, "captor", c.captor);
    }
}

void writeArmy(xml_node root, const Army& a, Reckoning reckoning) {
    xml_node node = root.append_child("army");
    appendAttribute(node, "id", a.id);
    appendAttribute(node, "name", a.name);
    appendAttribute(node, "side", a.side);
    setIf(node, "leader", a.leader);
    if (a.place) {
        appendAttribute(node, "place", *a.place);
    } else {
        appendAttribute(node, "route", *a.routeFrom + ":" + *a.routeTo);
        appendAttribute(node, "daysLeft", a.daysLeft.value_or(0));
    }
    for (const Battal& b : a.battals) {
        xml_node battal = node.append_child("battal");
        appendAttribute(battal, "id", b.id);
        appendAttribute(battal, "name", b.name);
        setIf(battal, "leader", b.leader);
        appendAttribute(battal, "orders", textOf(b.orders));
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
    appendAttribute(root, "format", kScenarioFormat);
    appendAttribute(root, "id", info.id);
    appendAttribute(root, "name", info.name);
    appendAttribute(root, "rules", info.rules);
    appendAttribute(root, "start", formatDate(info.reckoning, info.start));
    appendAttribute(root, "date", formatDate(info.reckoning, info.date));
    appendAttribute(root, "reckoning", toString(info.reckoning));
    appendAttribute(root, "currency", info.currency);
    if (!info.description.empty()) {
        root.append_child("description").text().set(info.description.c_str());
    }
    if (!info.options.empty()) {
        xml_node options = root.append_child("options");
        for (const std::string& id : info.options)
            appendAttribute(options.append_child("option"), "id", id);
    }
    xml_node sides = root.append_child("sides");
    for (const Side& side : s.sides) {
        xml_node node = sides.append_child("side");
        appendAttribute(node, "id", side.id);
        appendAttribute(node, "name", side.name);
        setIf(node, "colour", side.colour);
        appendAttribute(node, "treasury", side.treasury);
        if (side.programmed) {
            appendAttribute(node, "programmed", std::string("yes"));
            appendAttribute(node, "character", side.character);
        }
    }
    xml_node map = root.append_child("map");
    appendAttribute(map, "width", info.mapWidth);
    appendAttribute(map, "height", info.mapHeight);
    setIf(map, "background", info.mapBackground);
    if (!s.terrain.empty() || info.mapMilesPerUnit || info.mapProjection || info.mapSource) {
        xml_node terrain = map.append_child("terrain");
        if (info.mapMilesPerUnit) {
            appendAttribute(terrain, "milesPerUnit", numberText(*info.mapMilesPerUnit));
        }
        setIf(terrain, "projection", info.mapProjection);
        setIf(terrain, "source", info.mapSource);
        for (const TerrainFeature& feature : s.terrain) {
            xml_node node = terrain.append_child(feature.kind.c_str());
            setIf(node, "name", feature.name);
            appendAttribute(node, "points", pointsText(feature.points));
        }
    }
    for (const Place& p : s.places) {
        xml_node node = map.append_child("place");
        appendAttribute(node, "id", p.id);
        appendAttribute(node, "name", p.name);
        appendAttribute(node, "kind", p.kind);
        appendAttribute(node, "x", p.x);
        appendAttribute(node, "y", p.y);
        setIf(node, "owner", p.owner);
        appendAttribute(node, "terrain", p.terrain);
    }
    for (const Route& r : s.routes) {
        xml_node node = map.append_child("route");
        appendAttribute(node, "from", r.from);
        appendAttribute(node, "to", r.to);
        appendAttribute(node, "kind", r.kind);
        appendAttribute(node, "footDays", r.footDays);
        appendAttribute(node, "mountedDays", r.mountedDays);
    }
    xml_node leaders = root.append_child("leaders");
    for (const Leader& l : s.leaders) {
        xml_node node = leaders.append_child("leader");
        appendAttribute(node, "id", l.id);
        appendAttribute(node, "name", l.name);
        appendAttribute(node, "side", l.side);
        appendAttribute(node, "rank", l.rank);
        appendAttribute(node, "cv", l.cv);
        setIf(node, "character", l.character);
        if (l.status != LeaderStatus::Active) appendAttribute(node, "status", textOf(l.status));
        if (l.woundedUntil)
            appendAttribute(node, "until", formatDate(info.reckoning, *l.woundedUntil));
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
