#pragma once
// What a battle leaves behind, in the one structure every resolver returns (the God's Acre
// auto-resolver, the quick PC and FW resolvers, and a game master's tabletop entry), and the
// one the aftermath (GA-RES-WIN, GA-RES-LOSE, GA-RES-COMP) reads. Written to and read from the
// outcome XML format of docs/formats.md.
//
// Counts are in figures, as on the table; men are derived with the rules' scale
// (GA-SCALE: 20 men a figure). A unit fields menAtStart / menPerFigure figures (rounded down);
// its odd men stay with the baggage and share the fate of its standing figures.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seneschal::battle {

enum class BattleType { Historical, Campaign, Competition };  // GA-SETUP-HIST/-CAMP/-COMP

// How a unit ended the battle.
enum class UnitEndState {
    Formed,      // standing and formed
    Unformed,    // standing but not formed (GA-UNFORMED)
    Routed,      // broken and still running at the end (GA-BROKEN)
    Withdrawn,   // left the field voluntarily (GA-LEADER-KILLED-MERC, orders)
    PursuedOff,  // chased its beaten enemy off the table (GA-PURSUIT)
    Destroyed,   // no figure left standing
};

enum class LeaderFate { Unharmed, Wounded, Killed, Taken };  // GA-LEADER-RISK

struct UnitOutcome {
    std::string unit;  // the unit's name, matched to the roster
    std::string side;  // side id
    int menAtStart = 0;
    int figuresRemoved = 0;     // casualties in whole figures (GA-CAS-DICE / GA-CAS-MEN)
    int menRemainder = 0;       // casualty men that never made a whole figure (0..menPerFigure-1)
    int figuresRouted = 0;      // figures that routed and were not taken
    int figuresCaptured = 0;    // figures taken prisoner by the enemy (GA-QUARTER)
    std::string capturedBy;     // side id of the captors when figuresCaptured > 0
    int figuresPursuedOff = 0;  // figures that pursued off the field or withdrew
    int formedCavalryFigures = 0;  // formed cavalry figures standing at the end (GA-RES-LOSE)
    UnitEndState endState = UnitEndState::Formed;
};

struct LeaderOutcome {
    std::string leader;  // the leader's name, matched to the roster
    std::string side;
    LeaderFate fate = LeaderFate::Unharmed;
    std::string takenBy;  // side id when fate == Taken
};

struct BattleOutcome {
    std::string rules = "godsacre";
    BattleType type = BattleType::Campaign;
    std::string place;   // where it was fought (campaign place name), may be empty
    std::string date;    // ISO date in the campaign's reckoning, may be empty
    std::string winner;  // side id; empty for a draw
    int moves = 0;
    std::optional<unsigned long long> seed;  // for an auto-resolved battle
    std::vector<UnitOutcome> units;
    std::vector<LeaderOutcome> leaders;
};

const char* toString(BattleType type);
const char* toString(UnitEndState state);
const char* toString(LeaderFate fate);

// The words of the outcome file; nullopt for a word that is not one of them.
std::optional<BattleType> battleTypeFromString(std::string_view word);
std::optional<UnitEndState> unitEndStateFromString(std::string_view word);
std::optional<LeaderFate> leaderFateFromString(std::string_view word);

// Figures a unit fields: menAtStart / menPerFigure, rounded down (GA-SCALE).
int figuresFielded(const UnitOutcome& unit, int menPerFigure);
// Figures still standing on the table at the end: fielded less removed, routed, captured and
// pursued off (or withdrawn).
int figuresStanding(const UnitOutcome& unit, int menPerFigure);

}  // namespace seneschal::battle
