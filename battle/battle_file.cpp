#include "battle/battle_file.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>

#include "base/grouped_number.hpp"
#include "battle/force_xml.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/setup.hpp"
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

std::string battleFileMm(double mm) {
    return groupedNumber(std::llround(mm));
}

// A battal's place (x and front, both or neither, and width with them if at all): on the
// table, its front no further than half the table's depth from its own base line.
std::optional<BattalPlace> readBattalPlace(const XmlSource& xml, const pugi::xml_node& node,
                                           const BattleSetup& setup) {
    const bool hasX = bool(node.attribute("x")), hasFront = bool(node.attribute("front"));
    if (!hasX && !hasFront) {
        if (node.attribute("width")) {
            xml.fail(node, "width is the frontage of a placed battal: give x and front too",
                     "width");
        }
        return std::nullopt;
    }
    if (!hasFront) {
        xml.fail(node, "a battal's place needs both x and front: front is missing", "front");
    }
    if (!hasX) xml.fail(node, "a battal's place needs both x and front: x is missing", "x");
    BattalPlace place;
    place.x = xml.number(node, "x", -1e9, 1e9);
    place.front = xml.number(node, "front", -1e9, 1e9);
    if (place.x < 0 || place.x > setup.fieldWidth) {
        xml.fail(node,
                 "x " + xml.text(node, "x") + " is off the table (0 to " +
                     battleFileMm(setup.fieldWidth) + " mm across)",
                 "x");
    }
    if (place.front < 0) {
        xml.fail(node,
                 "front " + xml.text(node, "front") +
                     " is negative: it is the mm from the battal's own base line",
                 "front");
    }
    if (place.front > setup.fieldDepth / 2) {
        xml.fail(node,
                 "front " + xml.text(node, "front") +
                     " is beyond half the table's depth from its own base line (at most " +
                     battleFileMm(setup.fieldDepth / 2) + " mm)",
                 "front");
    }
    if (node.attribute("width")) {
        place.width = xml.number(node, "width", -1e9, 1e9);
        if (place.width <= 0 || place.width > setup.fieldWidth) {
            xml.fail(node,
                     "width " + xml.text(node, "width") + " must be more than 0 and at most the " +
                         "table's width (" + battleFileMm(setup.fieldWidth) + " mm)",
                     "width");
        }
    }
    return place;
}

// Every placed battal on the table as the simulator deploys it, and on no other battal of its
// side: its width and depth are its units' at their deployed ranks (battle/sim/field.cpp).
void checkBattalPlaces(const XmlSource& xml, const std::vector<pugi::xml_node>& battalNodes,
                       const BattleSetup& setup, const Rulebook& rules) {
    const sim::PreparedBattle prepared = sim::prepareBattle(setup, rules);
    const sim::BattleState& state = prepared.state;
    for (std::size_t i = 0; i < state.battals.size(); ++i) {
        const BattalSpec& spec = *state.battalSpecs[i];
        if (!spec.place) continue;
        const pugi::xml_node node = battalNodes[i];
        const int side = state.battals[i].side;
        const sim::BattalFootprint f = sim::battalFootprint(state, static_cast<int>(i));
        if (f.xLo < 0 || f.xHi > setup.fieldWidth) {
            xml.fail(node,
                     "battal '" + spec.name + "' at x " + xml.text(node, "x") +
                         " would stand off the table: its front runs from " + battleFileMm(f.xLo) +
                         " to " + battleFileMm(f.xHi) + " mm, the table from 0 to " +
                         battleFileMm(setup.fieldWidth),
                     "x");
        }
        if ((side == 0 && f.yLo < 0) || (side == 1 && f.yHi > setup.fieldDepth)) {
            xml.fail(node,
                     "battal '" + spec.name + "' at front " + xml.text(node, "front") +
                         " would stand behind its base line: its ranks are " +
                         battleFileMm(f.yHi - f.yLo) + " mm deep",
                     "front");
        }
        for (std::size_t j = 0; j < state.battals.size(); ++j) {
            if (j == i || state.battals[j].side != side) continue;
            // A battal arriving later may be written where others stand at the start: it
            // comes on behind whoever stands there then (battle/sim/arrival.cpp).
            if (spec.arrivesMove > 0 || state.battalSpecs[j]->arrivesMove > 0) continue;
            const sim::BattalFootprint g = sim::battalFootprint(state, static_cast<int>(j));
            const bool across = f.xLo < g.xHi && g.xLo < f.xHi;
            const bool along = f.yLo < g.yHi && g.yLo < f.yHi;
            if (across && along) {
                xml.fail(node,
                         "battal '" + spec.name + "' would stand on battal '" +
                             state.battalSpecs[j]->name + "' (from " + battleFileMm(g.xLo) +
                             " to " + battleFileMm(g.xHi) + " mm across, " + battleFileMm(g.yLo) +
                             " to " + battleFileMm(g.yHi) + " along)",
                         "x");
            }
        }
    }
}

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

// GA-ORD-WRITE: when a reserve or holding battal is sent in (`commit`): engaged, broken,
// never, or the move its written orders name (1 to the battle's moves).
void readCommit(const XmlSource& xml, const pugi::xml_node& node, const BattleSetup& setup,
                BattalSpec& battal) {
    if (!node.attribute("commit")) return;
    const std::string value = xml.text(node, "commit");
    if (battal.orders != BattalOrders::Reserve && battal.orders != BattalOrders::Hold) {
        xml.fail(node,
                 "only a battal ordered to reserve or hold waits to be sent in; this one's orders "
                 "are '" +
                     std::string(toString(battal.orders)) + "'",
                 "commit");
    }
    if (value == "engaged") {
        battal.commit = BattalCommit::Engaged;
    } else if (value == "broken") {
        battal.commit = BattalCommit::Broken;
    } else if (value == "never") {
        battal.commit = BattalCommit::Never;
    } else {
        if (value.empty() || value.find_first_not_of("0123456789") != std::string::npos) {
            xml.fail(node,
                     "'" + value +
                         "' is not when to send the battal in (engaged, broken, never, or a "
                         "move from 1 to " +
                         std::to_string(setup.moveLimit) + ")",
                     "commit");
        }
        battal.commit = BattalCommit::AtMove;
        battal.commitMove = static_cast<int>(xml.integer(node, "commit", 1, setup.moveLimit));
    }
}

// A battal that comes onto the field later (`arrives`, Seneschal's own: the God's Acre seed has
// no arrival rule): a move from 2 to the battle's last, at its written place (x and front).
void readArrives(const XmlSource& xml, const pugi::xml_node& node, const BattleSetup& setup,
                 BattalSpec& battal) {
    if (!node.attribute("arrives")) return;
    // A battal on the field at move 1 needs no `arrives`.
    const int move = static_cast<int>(xml.integer(node, "arrives", 2, setup.moveLimit));
    if (!battal.place) {
        xml.fail(node, "a battal arriving later comes on at its place: give x and front too",
                 "arrives");
    }
    battal.arrivesMove = move;
}

// GA-OPT-MANTLET: a unit's `mantlets`, true when it carries mantlets or pavises before its
// front; only infantry carry them. Given with the option off, they are carried and do nothing.
void readMantlets(const XmlSource& xml, const pugi::xml_node& node, UnitSpec& unit) {
    unit.mantlets = xml.flag(node, "mantlets", false);
    if (unit.mantlets && unit.arm != Arm::Infantry) {
        xml.fail(node,
                 "only infantry carry mantlets or pavises; '" + unit.type + "' is " +
                     std::string(toString(unit.arm)) + " (GA-OPT-MANTLET)",
                 "mantlets");
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
    // A battal's place (x, front) and a unit's defences are the battle file's own: read below,
    // the place checked once the whole setup is known.
    std::vector<pugi::xml_node> battalNodes;
    for (const pugi::xml_node& army : root.children("army")) {
        forces.readArmy(army, {}, {"defences", "mantlets"}, {},
                        {"x", "front", "width", "commit", "arrives"});
        for (const pugi::xml_node& battal : army.children("battal")) battalNodes.push_back(battal);
    }
    for (const SideSpec& side : forces.sides()) {
        const bool fielded = std::any_of(forces.armies().begin(), forces.armies().end(),
                                         [&](const ArmySpec& a) { return a.side == side.id; });
        if (!fielded) xml.fail(sides, "side '" + side.id + "' has no army");
    }
    setup.sides = forces.sides();
    setup.leaders = forces.leaders();
    setup.armies = forces.armies();
    // The battle file's own attributes, read beside the shared reader's in the same order
    // (armies, their battals, their units): a battal's place and a unit's defences.
    bool placed = false;
    std::size_t battalIndex = 0;
    for (ArmySpec& army : setup.armies) {
        for (BattalSpec& battal : army.battals) {
            const pugi::xml_node node = battalNodes[battalIndex++];
            battal.place = readBattalPlace(xml, node, setup);
            readCommit(xml, node, setup, battal);
            readArrives(xml, node, setup, battal);
            placed = placed || battal.place.has_value();
            std::size_t unitIndex = 0;
            for (const pugi::xml_node& unit : node.children("unit")) {
                readFieldDefences(xml, unit, battal.units[unitIndex]);
                // Its units were not there before the battle to plant field defences.
                if (battal.arrivesMove > 0 && unit.attribute("defences")) {
                    xml.fail(unit,
                             "a unit of a battal arriving later (battal@arrives) plants no field "
                             "defences: it was not there before the battle to plant them",
                             "defences");
                }
                readMantlets(xml, unit, battal.units[unitIndex++]);
            }
        }
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
    if (placed) checkBattalPlaces(xml, battalNodes, setup, rules);
    return setup;
}

}  // namespace

bool BattleSetup::option(std::string_view optionId) const {
    return std::find(options.begin(), options.end(), optionId) != options.end();
}

BattleSetup loadBattleFile(const std::filesystem::path& path, const Rulebook& rules) {
    const XmlSource xml = XmlSource::fromFile(path);
    BattleSetup setup = readBattle(xml, rules);
    xml.refuseUnknown(xml.document().document_element());
    return setup;
}

BattleSetup loadBattleFromString(const std::string& text, const std::string& name,
                                 const Rulebook& rules) {
    const XmlSource xml = XmlSource::fromString(text, name);
    BattleSetup setup = readBattle(xml, rules);
    xml.refuseUnknown(xml.document().document_element());
    return setup;
}

}  // namespace seneschal::battle
