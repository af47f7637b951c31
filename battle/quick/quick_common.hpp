#pragma once
// What the two quick alternative resolvers (Post(card), PC; OHW Feudal, FW) share: the log
// whose every line cites a rule ID, the data-driven mapping of a Seneschal unit onto a game
// piece, the roll-off both games use to settle who goes first, and the conversion of pieces
// and hits back into figures for the one BattleOutcome the aftermath reads.
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "battle/battle_file.hpp"
#include "battle/dice.hpp"
#include "battle/force.hpp"
#include "battle/outcome.hpp"
#include "battle/troop_classification.hpp"

namespace seneschal {
class XmlSource;
}
namespace pugi {
class xml_node;
}

namespace seneschal::battle::quick {

// Distances and shares are doubles; two closer than this are equal (rounding, not rules).
inline constexpr double kEpsilon = 1e-9;

// A whole-number attribute of a quick rule set's data, within [min, max].
int wholeNumber(const XmlSource& src, const pugi::xml_node& node, const char* attribute,
                long long min, long long max);

// Every line names the rule it applies, e.g. "[PC-SHOOT] turn 2 English ...".
class BattleLog {
  public:
    void add(const std::string& rule, const std::string& text);
    const std::vector<std::string>& lines() const { return lines_; }

  private:
    std::vector<std::string> lines_;
};

// What a quick resolver returns: the outcome and the log of how it came about.
struct QuickBattleResult {
    BattleOutcome outcome;
    std::vector<std::string> log;
};

// A side (0 or 1) as the log names it: its name, or its id when it has none.
const std::string& sideName(const BattleSetup& setup, int side);

// The share of its pieces a side has lost; a side that fielded none counts as all lost.
double lostFraction(int lost, int total);

// Who leaves the field once a side has lost `threshold` of its pieces (PC-ARMY's concession,
// FW's army break), given each side's lost share: -1 nobody, 0 or 1 that side; when both
// reach it together the greater share goes, and on equal shares both do (2).
int sideGivingWay(double lost0, double lost1, double threshold);

// At the turn limit the side that lost the greater share is beaten: 0 or 1, -1 on equal shares.
int turnLimitLoser(double lost0, double lost1);
// The log text for the turn-limit verdict (the line's rule is the game's own).
std::string turnLimitVerdict(const BattleSetup& setup, int limit, int loser);

// The outcome of a fought battle before its units and leaders are added: which game decided
// it, the battle type, the moves played and the winner, the other side of `loser` (none when
// `loser` is -1, a draw).
BattleOutcome foughtOutcome(const BattleSetup& setup, const std::string& rules, int moves,
                            int loser);

// One row of a mapping table: a unit matches when every attribute given matches (an absent
// attribute matches anything). The first matching row wins.
struct UnitMatch {
    std::string piece;  // the game piece the unit becomes
    std::optional<Arm> arm;
    std::vector<Order> orders;
    std::vector<Protection> protections;
    std::vector<std::string> roles;    // GA-ROLE of the troop type
    std::vector<std::string> weapons;  // any one of them
    std::optional<bool> missile;       // carries any missile weapon
    int line = 0;

    bool matches(const UnitSpec& unit, const std::string& role, bool hasMissile) const;
};

// The GA role of a unit's troop type ("" when the type is unknown to the shipped rules).
std::string roleOf(const UnitSpec& unit);
// Whether any of the unit's weapons is a missile weapon in the shipped GA rules.
bool carriesMissile(const UnitSpec& unit);
bool hasAnyWeapon(const UnitSpec& unit, const std::vector<std::string>& weapons);

// Reading helpers shared by the PC and FW loaders.
namespace xml {
std::vector<std::string> list(const XmlSource& src, const pugi::xml_node& node,
                              const char* attribute);
std::vector<TroopClass> classes(const XmlSource& src, const pugi::xml_node& node,
                                const char* attribute);
std::vector<Protection> protections(const XmlSource& src, const pugi::xml_node& node,
                                    const char* attribute);
// Checks that a table names the rule it implements and where its numbers come from.
void ruleTag(const XmlSource& src, const pugi::xml_node& node, const std::string& rule);
pugi::xml_node child(const XmlSource& src, const pugi::xml_node& parent, const char* name);
// Opens one table of a rules file: it must exist, carry its rule tag and provenance, and no
// attribute other than `attributes`.
pugi::xml_node table(const XmlSource& src, const pugi::xml_node& root, const char* name,
                     const char* rule, std::initializer_list<std::string_view> attributes);
UnitMatch match(const XmlSource& src, const pugi::xml_node& node);
}  // namespace xml

// Each side rolls a d6, the higher goes first, ties are rolled again (PC-INIT's card draw,
// FW-GREY's friendly roll-off). Returns 0 or 1.
int rollOff(DiceSource& dice, int& firstRoll, int& secondRoll);

// How many pieces (stands, FW units) a unit of `men` fields: men / menPerPiece rounded to
// nearest, at least 1, at most one per figure. 0 when the unit fields no whole figure.
int piecesFor(int men, int menPerPiece, int menPerFigure);
// Shares `figures` among `pieces` as evenly as whole figures allow (the first get the odd ones).
std::vector<int> shareFigures(int figures, int pieces);

// One piece's state at the end, for the conversion back into figures.
struct PieceFate {
    int figures = 0;
    int hits = 0;
    int hitsToRemove = 1;
    bool removed = false;
};

// Converts a unit's pieces back into figures (docs/rules/quick-resolvers.md, "Back to
// figures"): a removed piece loses casualtyShare of its figures as removed and the rest as
// routed; a standing piece loses casualtyShare x hits / hitsToRemove of its figures as
// removed. A unit of a side that left the field (`withdrawn`) takes its standing figures off
// as withdrawn (figuresPursuedOff, GA-RES-COMP). Conserves men:
// menAtStart = 20 x (removed + routed + captured + pursuedOff) + men standing.
UnitOutcome unitOutcome(const UnitSpec& unit, const std::string& side,
                        const std::vector<PieceFate>& pieces, double casualtyShare, bool withdrawn);

}  // namespace seneschal::battle::quick
