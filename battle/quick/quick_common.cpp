#include "battle/quick/quick_common.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "battle/rulebook_loader.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle::quick {

void BattleLog::add(const std::string& rule, const std::string& text) {
    lines_.push_back("[" + rule + "] " + text);
}

const std::string& sideName(const BattleSetup& setup, int side) {
    return setup.sides.at(static_cast<std::size_t>(side)).shownName();
}

double lostFraction(int lost, int total) {
    return total > 0 ? static_cast<double>(lost) / total : 1.0;
}

int sideGivingWay(double lost0, double lost1, double threshold) {
    const bool gives0 = lost0 >= threshold - 1e-9;
    const bool gives1 = lost1 >= threshold - 1e-9;
    if (gives0 && gives1) {
        if (lost0 == lost1) return 2;
        return lost0 > lost1 ? 0 : 1;
    }
    return gives0 ? 0 : (gives1 ? 1 : -1);
}

int turnLimitLoser(double lost0, double lost1) {
    return lost0 > lost1 ? 0 : (lost1 > lost0 ? 1 : -1);
}

std::string turnLimitVerdict(const BattleSetup& setup, int limit, int loser) {
    return "turn limit reached (" + std::to_string(limit) + "); " +
           (loser < 0 ? std::string("equal losses: a draw")
                      : sideName(setup, 1 - loser) + " lost the smaller share and holds the field");
}

BattleOutcome foughtOutcome(const BattleSetup& setup, const std::string& rules, int moves,
                            int loser) {
    BattleOutcome out;
    out.rules = rules;
    out.type = setup.type;
    out.moves = moves;
    if (loser == 0 || loser == 1) out.winner = setup.sides[static_cast<std::size_t>(1 - loser)].id;
    return out;
}

namespace {

template <typename T>
bool containsOrEmpty(const std::vector<T>& allowed, const T& value) {
    return allowed.empty() || std::find(allowed.begin(), allowed.end(), value) != allowed.end();
}

std::optional<Protection> protectionFromLetter(std::string_view s) {
    if (s == "U") return Protection::U;
    if (s == "P") return Protection::P;
    if (s == "A") return Protection::A;
    if (s == "H") return Protection::H;
    if (s == "Hb") return Protection::Hb;
    if (s == "F") return Protection::F;
    if (s == "Fb") return Protection::Fb;
    return std::nullopt;
}

}  // namespace

bool UnitMatch::matches(const UnitSpec& unit, const std::string& role, bool hasMissile) const {
    if (arm && *arm != unit.arm) return false;
    if (missile && *missile != hasMissile) return false;
    if (!weapons.empty() && !hasAnyWeapon(unit, weapons)) return false;
    return containsOrEmpty(orders, unit.order) && containsOrEmpty(protections, unit.protection) &&
           containsOrEmpty(roles, role);
}

std::string roleOf(const UnitSpec& unit) {
    const TroopType* type = defaultRulebook().findTroopType(unit.type);
    return type != nullptr ? type->role : std::string();
}

bool carriesMissile(const UnitSpec& unit) {
    const Rulebook& book = defaultRulebook();
    return std::any_of(unit.weapons.begin(), unit.weapons.end(), [&](const std::string& id) {
        const Weapon* weapon = book.findWeapon(id);
        return weapon != nullptr && weapon->missile;
    });
}

bool hasAnyWeapon(const UnitSpec& unit, const std::vector<std::string>& weapons) {
    return std::any_of(unit.weapons.begin(), unit.weapons.end(), [&](const std::string& w) {
        return std::find(weapons.begin(), weapons.end(), w) != weapons.end();
    });
}

int wholeNumber(const XmlSource& src, const pugi::xml_node& node, const char* attribute,
                long long min, long long max) {
    return static_cast<int>(src.integer(node, attribute, min, max));
}

namespace xml {

std::vector<std::string> list(const XmlSource& src, const pugi::xml_node& node,
                              const char* attribute) {
    std::vector<std::string> items;
    std::stringstream stream(src.text(node, attribute));
    std::string item;
    while (std::getline(stream, item, ',')) {
        if (item.empty()) src.fail(node, "empty item in the list", attribute);
        items.push_back(item);
    }
    return items;
}

std::vector<TroopClass> classes(const XmlSource& src, const pugi::xml_node& node,
                                const char* attribute) {
    std::vector<TroopClass> result;
    for (const std::string& item : list(src, node, attribute)) {
        const auto parsed = troopClassFromString(item);
        if (!parsed) src.fail(node, "unknown troop class '" + item + "' (A, B, C or D)", attribute);
        result.push_back(*parsed);
    }
    return result;
}

std::vector<Protection> protections(const XmlSource& src, const pugi::xml_node& node,
                                    const char* attribute) {
    std::vector<Protection> result;
    for (const std::string& item : list(src, node, attribute)) {
        const auto parsed = protectionFromLetter(item);
        if (!parsed) {
            src.fail(node, "unknown protection '" + item + "' (U, P, A, H, Hb, F or Fb)",
                     attribute);
        }
        result.push_back(*parsed);
    }
    return result;
}

void ruleTag(const XmlSource& src, const pugi::xml_node& node, const std::string& rule) {
    if (src.text(node, "rule") != rule) src.fail(node, "expected rule=\"" + rule + "\"", "rule");
    const std::string provenance = src.text(node, "provenance");
    if (provenance != "seed" && provenance != "reconstructed") {
        src.fail(node, "provenance must be 'seed' or 'reconstructed', not '" + provenance + "'",
                 "provenance");
    }
}

pugi::xml_node child(const XmlSource& src, const pugi::xml_node& parent, const char* name) {
    const pugi::xml_node node = parent.child(name);
    if (!node) src.fail(parent, std::string("missing table <") + name + ">");
    return node;
}

pugi::xml_node table(const XmlSource& src, const pugi::xml_node& root, const char* name,
                     const char* rule, std::initializer_list<std::string_view> attributes) {
    const pugi::xml_node node = child(src, root, name);
    for (const pugi::xml_attribute& attr : node.attributes()) {
        const std::string_view attrName = attr.name();
        if (attrName != "rule" && attrName != "provenance" && !isAnnotationAttribute(attrName) &&
            std::find(attributes.begin(), attributes.end(), attrName) == attributes.end()) {
            src.fail(node, "unknown attribute '" + std::string(attrName) + "'", attrName);
        }
    }
    ruleTag(src, node, rule);
    return node;
}

UnitMatch match(const XmlSource& src, const pugi::xml_node& node) {
    src.onlyAttributes(node,
                       {"piece", "arm", "orders", "protection", "roles", "weapons", "missile"});
    UnitMatch m;
    m.line = src.lineOf(node);
    m.piece = src.text(node, "piece");
    if (node.attribute("arm")) {
        const std::string arm = src.text(node, "arm");
        m.arm = armFromString(arm);
        if (!m.arm) src.fail(node, "unknown arm '" + arm + "' (infantry or cavalry)", "arm");
    }
    if (node.attribute("orders")) {
        for (const std::string& item : list(src, node, "orders")) {
            const auto order = orderFromString(item);
            if (!order) src.fail(node, "unknown order '" + item + "'", "orders");
            m.orders.push_back(*order);
        }
    }
    if (node.attribute("protection")) m.protections = protections(src, node, "protection");
    if (node.attribute("roles")) m.roles = list(src, node, "roles");
    if (node.attribute("weapons")) m.weapons = list(src, node, "weapons");
    if (node.attribute("missile")) m.missile = src.flag(node, "missile", false);
    return m;
}

}  // namespace xml

int rollOff(DiceSource& dice, int& firstRoll, int& secondRoll) {
    do {
        firstRoll = dice.d6();
        secondRoll = dice.d6();
    } while (firstRoll == secondRoll);
    return firstRoll > secondRoll ? 0 : 1;
}

int piecesFor(int men, int menPerPiece, int menPerFigure) {
    const int figures = men / menPerFigure;
    if (figures <= 0) return 0;
    const int pieces = static_cast<int>(std::lround(static_cast<double>(men) / menPerPiece));
    return std::clamp(pieces, 1, figures);
}

std::vector<int> shareFigures(int figures, int pieces) {
    std::vector<int> shares;
    for (int i = 0; i < pieces; ++i) shares.push_back(figures / pieces + (i < figures % pieces));
    return shares;
}

UnitOutcome unitOutcome(const UnitSpec& unit, const std::string& side,
                        const std::vector<PieceFate>& pieces, double casualtyShare,
                        bool withdrawn) {
    UnitOutcome out;
    out.unit = unit.name;
    out.side = side;
    out.menAtStart = unit.men;
    int standing = 0;
    for (const PieceFate& piece : pieces) {
        if (piece.removed) {
            const int removed = static_cast<int>(std::lround(piece.figures * casualtyShare));
            out.figuresRemoved += removed;
            out.figuresRouted += piece.figures - removed;
            continue;
        }
        const double lost = casualtyShare * std::min(piece.hits, piece.hitsToRemove) /
                            std::max(piece.hitsToRemove, 1);
        const int removed =
            std::min(piece.figures, static_cast<int>(std::lround(piece.figures * lost)));
        out.figuresRemoved += removed;
        standing += piece.figures - removed;
    }
    const bool destroyed =
        !pieces.empty() &&
        std::all_of(pieces.begin(), pieces.end(), [](const PieceFate& p) { return p.removed; });
    // GA-RES-LOSE counts the formed cavalry each side has in hand at the end: cavalry that
    // withdrew with a conceding army has left the field and is no longer in hand (the
    // outcome's own rule: formed cavalry are formed figures standing on the field).
    if (unit.arm == Arm::Cavalry && !withdrawn && !destroyed) out.formedCavalryFigures = standing;
    if (destroyed) {
        out.endState = UnitEndState::Destroyed;
    } else if (withdrawn) {
        out.endState = UnitEndState::Withdrawn;
        out.figuresPursuedOff = standing;
    }
    return out;
}

}  // namespace seneschal::battle::quick
