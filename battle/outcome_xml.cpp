#include "battle/outcome_xml.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>
#include <limits>
#include <sstream>

#include "base/iso_date.hpp"
#include "battle/outcome_check.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle {

namespace {

constexpr long long kMaxMen = 10'000'000;
constexpr int kFormat = 1;

class OutcomeReader {
  public:
    OutcomeReader(const XmlSource& xml, int menPerFigure, bool checked = true)
        : xml_(xml), menPerFigure_(menPerFigure), checked_(checked) {}

    BattleOutcome read() {
        const pugi::xml_node root = xml_.root("outcome");
        xml_.onlyAttributes(
            root, {"format", "rules", "type", "place", "date", "winner", "moves", "seed"});
        xml_.onlyChildren(root, {"unit", "leader"});
        if (xml_.integer(root, "format", kFormat, kFormat) != kFormat) {
            xml_.fail(root, "unsupported format", "format");
        }
        BattleOutcome outcome;
        outcome.rules = xml_.text(root, "rules");
        const std::string type = xml_.text(root, "type");
        const auto parsedType = battleTypeFromString(type);
        if (!parsedType) {
            xml_.fail(root,
                      "unknown battle type '" + type + "' (historical, campaign, competition)",
                      "type");
        }
        outcome.type = *parsedType;
        outcome.place = xml_.text(root, "place", "");
        outcome.date = xml_.text(root, "date", "");
        if (!outcome.date.empty() && !isIsoDate(outcome.date)) {
            xml_.fail(root, "the date '" + outcome.date + "' is not YYYY-MM-DD", "date");
        }
        const std::string winner = xml_.text(root, "winner");
        outcome.winner = winner == kDrawWord ? std::string() : winner;
        outcome.moves = static_cast<int>(xml_.integer(root, "moves", 0, 100'000, 0));
        if (root.attribute("seed")) outcome.seed = readSeed(root);
        for (const pugi::xml_node& node : root.children("unit")) {
            outcome.units.push_back(readUnit(node));
            unitNodes_.push_back(node);
        }
        for (const pugi::xml_node& node : root.children("leader")) {
            outcome.leaders.push_back(readLeader(node));
            leaderNodes_.push_back(node);
        }
        xml_.refuseUnknown(root);
        if (!checked_) return outcome;
        if (const auto problem = checkOutcome(outcome, menPerFigure_)) {
            xml_.fail(nodeOf(*problem, root), problem->message, problem->field);
        }
        return outcome;
    }

  private:
    // A resolver's seed is any 64-bit unsigned number, beyond XmlSource::integer's range.
    unsigned long long readSeed(const pugi::xml_node& root) const {
        const std::string value = xml_.text(root, "seed");
        unsigned long long seed = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), seed);
        if (ec != std::errc() || end != value.data() + value.size()) {
            xml_.fail(root,
                      "'seed' must be a whole number from 0 to " +
                          std::to_string(std::numeric_limits<unsigned long long>::max()) +
                          ", not '" + value + "'",
                      "seed");
        }
        return seed;
    }

    int count(const pugi::xml_node& node, const char* attribute, long long max) const {
        return static_cast<int>(xml_.integer(node, attribute, 0, max, 0));
    }

    UnitOutcome readUnit(const pugi::xml_node& node) const {
        xml_.onlyAttributes(node, {"name", "side", "men", "end", "removed", "remainder", "routed",
                                   "captured", "capturedBy", "pursuedOff", "formedCavalry"});
        xml_.onlyChildren(node, {});  // a unit's result is all in its attributes (issue 30)
        UnitOutcome unit;
        unit.unit = xml_.text(node, "name");
        unit.side = xml_.text(node, "side");
        if (unit.side == kDrawWord) {
            xml_.fail(node,
                      std::string("'") + kDrawWord +
                          "' is the winner word for a drawn "
                          "battle and cannot be a side id",
                      "side");
        }
        unit.menAtStart = static_cast<int>(xml_.integer(node, "men", 0, kMaxMen));
        const std::string end = xml_.text(node, "end");
        const auto state = unitEndStateFromString(end);
        if (!state) {
            xml_.fail(node,
                      "unknown end state '" + end +
                          "' (formed, unformed, routed, withdrawn, pursued-off, destroyed)",
                      "end");
        }
        unit.endState = *state;
        const long long figures = kMaxMen / std::max(menPerFigure_, 1);
        unit.figuresRemoved = count(node, "removed", figures);
        unit.menRemainder = count(node, "remainder", kMaxMen);
        unit.figuresRouted = count(node, "routed", figures);
        unit.figuresCaptured = count(node, "captured", figures);
        unit.capturedBy = xml_.text(node, "capturedBy", "");
        unit.figuresPursuedOff = count(node, "pursuedOff", figures);
        unit.formedCavalryFigures = count(node, "formedCavalry", figures);
        return unit;
    }

    LeaderOutcome readLeader(const pugi::xml_node& node) const {
        xml_.onlyAttributes(node, {"name", "side", "fate", "takenBy"});
        xml_.onlyChildren(node, {});
        LeaderOutcome leader;
        leader.leader = xml_.text(node, "name");
        leader.side = xml_.text(node, "side");
        const std::string fate = xml_.text(node, "fate");
        const auto parsed = leaderFateFromString(fate);
        if (!parsed) {
            xml_.fail(node, "unknown leader fate '" + fate + "' (unharmed, wounded, killed, taken)",
                      "fate");
        }
        leader.fate = *parsed;
        leader.takenBy = xml_.text(node, "takenBy", "");
        return leader;
    }

    pugi::xml_node nodeOf(const OutcomeProblem& problem, const pugi::xml_node& root) const {
        switch (problem.where) {
            case OutcomeProblem::Where::Unit:
                return unitNodes_.at(static_cast<std::size_t>(problem.index));
            case OutcomeProblem::Where::Leader:
                return leaderNodes_.at(static_cast<std::size_t>(problem.index));
            case OutcomeProblem::Where::Battle:
                break;
        }
        return root;
    }

    const XmlSource& xml_;
    int menPerFigure_;
    bool checked_;
    std::vector<pugi::xml_node> unitNodes_;
    std::vector<pugi::xml_node> leaderNodes_;
};

void setCount(pugi::xml_node& node, const char* attribute, int value) {
    node.append_attribute(attribute).set_value(value);
}

}  // namespace

BattleOutcome readOutcome(const std::filesystem::path& path, int menPerFigure) {
    const XmlSource xml = XmlSource::fromFile(path);
    return OutcomeReader(xml, menPerFigure).read();
}

BattleOutcome readOutcomeFromString(const std::string& text, const std::string& name,
                                    int menPerFigure) {
    const XmlSource xml = XmlSource::fromString(text, name);
    return OutcomeReader(xml, menPerFigure).read();
}

BattleOutcome readOutcomeDraftFromString(const std::string& text, const std::string& name,
                                         int menPerFigure) {
    const XmlSource xml = XmlSource::fromString(text, name);
    return OutcomeReader(xml, menPerFigure, false).read();
}

std::string writeOutcome(const BattleOutcome& outcome) {
    pugi::xml_document doc;
    pugi::xml_node declaration = doc.append_child(pugi::node_declaration);
    declaration.append_attribute("version").set_value("1.0");
    declaration.append_attribute("encoding").set_value("UTF-8");

    pugi::xml_node root = doc.append_child("outcome");
    setCount(root, "format", kFormat);
    root.append_attribute("rules").set_value(outcome.rules.c_str());
    root.append_attribute("type").set_value(toString(outcome.type));
    if (!outcome.place.empty()) root.append_attribute("place").set_value(outcome.place.c_str());
    if (!outcome.date.empty()) root.append_attribute("date").set_value(outcome.date.c_str());
    root.append_attribute("winner").set_value(outcome.winner.empty() ? kDrawWord
                                                                     : outcome.winner.c_str());
    setCount(root, "moves", outcome.moves);
    if (outcome.seed) root.append_attribute("seed").set_value(*outcome.seed);

    for (const UnitOutcome& unit : outcome.units) {
        pugi::xml_node node = root.append_child("unit");
        node.append_attribute("name").set_value(unit.unit.c_str());
        node.append_attribute("side").set_value(unit.side.c_str());
        setCount(node, "men", unit.menAtStart);
        node.append_attribute("end").set_value(toString(unit.endState));
        setCount(node, "removed", unit.figuresRemoved);
        setCount(node, "remainder", unit.menRemainder);
        setCount(node, "routed", unit.figuresRouted);
        setCount(node, "captured", unit.figuresCaptured);
        if (!unit.capturedBy.empty()) {
            node.append_attribute("capturedBy").set_value(unit.capturedBy.c_str());
        }
        setCount(node, "pursuedOff", unit.figuresPursuedOff);
        setCount(node, "formedCavalry", unit.formedCavalryFigures);
    }
    for (const LeaderOutcome& leader : outcome.leaders) {
        pugi::xml_node node = root.append_child("leader");
        node.append_attribute("name").set_value(leader.leader.c_str());
        node.append_attribute("side").set_value(leader.side.c_str());
        node.append_attribute("fate").set_value(toString(leader.fate));
        if (!leader.takenBy.empty()) {
            node.append_attribute("takenBy").set_value(leader.takenBy.c_str());
        }
    }
    std::ostringstream out;
    doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}

void writeOutcomeFile(const BattleOutcome& outcome, const std::filesystem::path& path) {
    std::ofstream out(path, std::ios::binary);
    if (!out) throw UserError("cannot write the outcome file '" + path.string() + "'");
    out << writeOutcome(outcome);
    if (!out.flush()) throw UserError("cannot write the outcome file '" + path.string() + "'");
}

}  // namespace seneschal::battle
