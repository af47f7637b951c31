#include "battle/battle_file.hpp"

#include <algorithm>
#include <initializer_list>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>

#include "battle/force_xml.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle {

std::optional<Ground> terrainGround(std::string_view kind) {
    if (kind == "wood" || kind == "open-woods") return Ground::OpenWoods;
    if (kind == "thick-wood" || kind == "thick-woods") return Ground::ThickWoods;
    if (kind == "village") return Ground::Village;
    if (kind == "marsh") return Ground::Marsh;
    if (kind == "hill" || kind == "gentle-hill") return Ground::GentleHill;
    if (kind == "high-hill") return Ground::HighHill;
    if (kind == "stream" || kind == "ford") return Ground::Ford;
    if (kind == "hedge" || kind == "wall" || kind == "ditch" || kind == "linear-obstacle") {
        return Ground::LinearObstacle;
    }
    return std::nullopt;
}

namespace {

BattleType parseType(const XmlSource& xml, const pugi::xml_node& node) {
    const std::string type = xml.text(node, "type", "competition");
    if (type == "historical") return BattleType::Historical;
    if (type == "campaign") return BattleType::Campaign;
    if (type == "competition") return BattleType::Competition;
    xml.fail(node, "unknown battle type '" + type + "' (historical, campaign, competition)",
             "type");
}

// GA-OPT-CALTROPS, GA-OPT-STAKES, GA-OPT-POTTES: a unit's `defences`, a space-separated list
// of caltrops, stakes and pottes planted before its front; only infantry carry them (the
// seed: "equip an infantry unit"). Given with the option off, they are there but do nothing.
void readFieldDefences(const XmlSource& xml, const pugi::xml_node& node, UnitSpec& unit) {
    if (!node.attribute("defences")) return;
    std::istringstream words(xml.text(node, "defences"));
    bool any = false;
    for (std::string word; words >> word;) {
        const std::optional<FieldDefence> d = kFieldDefences.find(word);
        if (!d) {
            xml.fail(node,
                     "unknown field defence '" + word +
                         "' (caltrops, stakes or pottes, separated by spaces)",
                     "defences");
        }
        bool& given = unit.defences[static_cast<std::size_t>(*d)];
        if (given) xml.fail(node, "'" + word + "' given twice", "defences");
        given = true;
        any = true;
    }
    if (!any) xml.fail(node, "no field defence named (caltrops, stakes or pottes)", "defences");
    if (unit.arm != Arm::Infantry) {
        xml.fail(node,
                 "only infantry carry caltrops, stakes or pottes; '" + unit.type + "' is " +
                     std::string(toString(unit.arm)) + " (GA-OPT-STAKES)",
                 "defences");
    }
}

BattleSetup readBattle(const XmlSource& xml, const Rulebook& rules) {
    const pugi::xml_node root = xml.root("battle");
    xml.onlyAttributes(root, {"format", "id", "name", "rules", "type", "moves"});
    xml.onlyChildren(root,
                     {"description", "options", "field", "sides", "leaders", "army", "terrain"});
    if (xml.integer(root, "format", 1, 1) != 1) xml.fail(root, "unsupported format", "format");
    BattleSetup setup;
    setup.id = xml.text(root, "id");
    setup.name = xml.text(root, "name");
    setup.rules = xml.text(root, "rules", "godsacre");
    if (setup.rules != "godsacre") {
        xml.fail(root, "unknown rule set '" + setup.rules + "' (godsacre)", "rules");
    }
    setup.type = parseType(xml, root);
    setup.moveLimit = static_cast<int>(xml.integer(root, "moves", 1, 1000, 60));

    // Every section holds only its own elements, once: anything else is a mistake the reader
    // would otherwise pass over in silence (issue 13).
    auto section = [&](const char* name, std::initializer_list<std::string_view> allowed) {
        const auto all = root.children(name);
        if (std::distance(all.begin(), all.end()) > 1) {
            xml.fail(*std::next(all.begin()), std::string("only one <") + name + "> allowed");
        }
        const pugi::xml_node node = root.child(name);
        xml.onlyChildren(node, allowed);
        for (const pugi::xml_node& child : node.children()) {
            if (child.type() == pugi::node_element) xml.onlyChildren(child, {});
        }
    };
    section("description", {});
    section("options", {"option"});
    section("field", {});
    section("sides", {"side"});
    section("leaders", {"leader"});
    section("terrain", {"piece"});
    if (const pugi::xml_node field = root.child("field")) {
        xml.onlyAttributes(field, {"width", "depth"});
        setup.fieldWidth = xml.number(field, "width", 300, 10000);
        setup.fieldDepth = xml.number(field, "depth", 300, 10000);
    }
    for (const pugi::xml_node& option : root.child("options").children("option")) {
        xml.onlyAttributes(option, {"id"});
        setup.options.push_back(xml.text(option, "id"));
    }

    ForceReader forces(xml, rules);
    const pugi::xml_node sides = root.child("sides");
    if (!sides) xml.fail(root, "missing <sides>");
    for (const pugi::xml_node& side : sides.children("side")) forces.readSide(side);
    if (forces.sides().size() != 2) xml.fail(sides, "a battle has exactly two sides");
    for (const pugi::xml_node& leader : root.child("leaders").children("leader")) {
        forces.readLeader(leader);
    }
    for (const pugi::xml_node& army : root.children("army"))
        forces.readArmy(army, {}, {"defences"});
    for (const SideSpec& side : forces.sides()) {
        const bool fielded = std::any_of(forces.armies().begin(), forces.armies().end(),
                                         [&](const ArmySpec& a) { return a.side == side.id; });
        if (!fielded) xml.fail(sides, "side '" + side.id + "' has no army");
    }
    setup.sides = forces.sides();
    setup.leaders = forces.leaders();
    setup.armies = forces.armies();
    // The battle file's own attribute of a unit, read beside the shared reader's (in the same
    // order: armies, their battals, their units).
    std::size_t armyIndex = 0;
    for (const pugi::xml_node& army : root.children("army")) {
        std::size_t battalIndex = 0;
        for (const pugi::xml_node& battal : army.children("battal")) {
            BattalSpec& spec = setup.armies[armyIndex].battals[battalIndex++];
            std::size_t unitIndex = 0;
            for (const pugi::xml_node& unit : battal.children("unit"))
                readFieldDefences(xml, unit, spec.units[unitIndex++]);
        }
        ++armyIndex;
    }

    for (const pugi::xml_node& piece : root.child("terrain").children("piece")) {
        xml.onlyAttributes(piece, {"kind", "x", "y", "width", "depth"});
        TerrainPiece t;
        t.kind = xml.text(piece, "kind");
        const std::optional<Ground> ground = terrainGround(t.kind);
        if (!ground) {
            xml.fail(piece,
                     "unknown terrain kind '" + t.kind +
                         "' (wood, open-woods, thick-wood, thick-woods, village, marsh, hill, "
                         "gentle-hill, high-hill, stream, ford, hedge, wall, ditch, "
                         "linear-obstacle)",
                     "kind");
        }
        t.ground = *ground;
        t.x = xml.number(piece, "x", 0, setup.fieldWidth);
        t.y = xml.number(piece, "y", 0, setup.fieldDepth);
        t.width = xml.number(piece, "width", 1, setup.fieldWidth);
        t.depth = xml.number(piece, "depth", 1, setup.fieldDepth);
        setup.terrain.push_back(t);
    }
    return setup;
}

}  // namespace

bool BattleSetup::option(std::string_view optionId) const {
    return std::find(options.begin(), options.end(), optionId) != options.end();
}

BattleSetup loadBattleFile(const std::filesystem::path& path, const Rulebook& rules) {
    const XmlSource xml = XmlSource::fromFile(path);
    return readBattle(xml, rules);
}

BattleSetup loadBattleFromString(const std::string& text, const std::string& name,
                                 const Rulebook& rules) {
    const XmlSource xml = XmlSource::fromString(text, name);
    return readBattle(xml, rules);
}

}  // namespace seneschal::battle
