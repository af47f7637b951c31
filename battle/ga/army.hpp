#pragma once
// GA-POINTS, GA-CMD-COST, GA-SETUP-COMP, GA-CMD-ARMY, GA-LEAD, GA-BATTAL-COMP (and the army
// rules of the optional troops): the cost of an army and every rule it breaks, reported rule
// by rule as findings rather than refused.
#include <optional>
#include <string>
#include <vector>

#include "battle/force.hpp"
#include "battle/rulebook.hpp"

namespace seneschal::battle {

// GA-OPT-CHAR: the refusal when a leader of `character` has a CV above the highest the rule
// book's characters table allows it (the seed: "only CV 1 or 2 may be classed as Incompetent"),
// or nothing when the CV is lawful.
std::optional<std::string> characterCvRefusal(const Rulebook& book, Character character, int cv);

struct CommandSpec {
    std::string rank;  // id or alias ("earl")
    int cv = 1;
    std::optional<Character> character;  // GA-OPT-CHAR
};

struct TroopElement {  // one kind of figure in a unit (Knights and Feudal may share a unit)
    std::string troopType;
    TroopClass troopClass = TroopClass::C;
    int figures = 0;
};

struct ArmyListUnit {
    std::string name;
    std::vector<TroopElement> elements;
    std::optional<CommandSpec> leader;
    int mantletFigures = 0;  // GA-OPT-MANTLET: figures of frontage covered
    std::array<bool, kFieldDefences.size> defences{};  // GA-OPT-CALTROPS/-STAKES/-POTTES
    bool camels = false;                               // GA-OPT-CAMEL: the cavalry ride camels
    int elephants = 0;                                 // GA-OPT-ELEPHANT: beasts with the unit
    bool armouredElephants = false;
};

struct ArmyListBattal {
    std::string name;
    Background kind = Background::Feudal;  // GA-BATTAL-COMP: Feudal, Regular or Mercenary
    std::optional<CommandSpec> leader;
    std::vector<ArmyListUnit> units;
};

struct ArmyList {
    std::string name;
    std::optional<CommandSpec> leader;
    std::vector<ArmyListBattal> battals;
};

struct Finding {
    const char* rule;   // the rule ID broken
    std::string where;  // "army", "battal Vanguard", "unit Prince's knights"
    std::string message;
};

struct ArmyReport {
    int troopPoints = 0;
    int commandPoints = 0;
    int totalPoints() const { return troopPoints + commandPoints; }
    std::vector<Finding> findings;
    bool legal() const { return findings.empty(); }
};

// GA-POINTS: points of one figure of a troop type and class, weapons included (the basic cost
// includes a hand weapon if carried, else one spear, pole arm, javelin, short bow or sling).
int figurePoints(const Rulebook& book, const TroopType& type, TroopClass troopClass);
// The same for a figure of a unit as it fights: its own protection and weapons (a battle file or
// a campaign's roster may override its troop type's), background, arm and class. Throws
// UserError naming an unknown weapon.
int figurePoints(const Rulebook& book, const UnitSpec& unit);
// GA-POINTS with the optional extras: mantlets, field defences, camels, elephants.
int unitPoints(const Rulebook& book, const ArmyListUnit& unit);
// GA-CMD-COST: inclusive of the figure's own cost.
int commandCost(const Rulebook& book, const CommandSpec& leader);

struct ArmyCheckOptions {
    bool competition = true;  // GA-SETUP-COMP limits
    bool largeGame = false;   // the 2,000-point game
};

ArmyReport checkArmy(const Rulebook& book, const ArmyList& army,
                     const ArmyCheckOptions& options = {});

}  // namespace seneschal::battle
