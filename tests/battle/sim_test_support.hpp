#pragma once
// Helpers for the simulator's tests: a battle file's army as the army builder's list, and
// small battles built in code.
#include <string>

#include "battle/battle_file.hpp"
#include "battle/ga/army.hpp"

namespace seneschal::battle::simtest {

inline std::optional<CommandSpec> commandOf(const BattleSetup& setup, const std::string& id) {
    if (id.empty()) return std::nullopt;
    for (const LeaderSpec& l : setup.leaders) {
        if (l.id != id) continue;
        CommandSpec c;
        c.rank = l.rank;
        c.cv = l.cv;
        if (auto ch = kCharacters.find(l.character)) c.character = *ch;
        return c;
    }
    return std::nullopt;
}

// GA-BATTAL-COMP: a battal's kind is that of its leading troops: Feudal when it holds any
// Knightly or Feudal unit, else Regular when it holds any Regular unit, else Mercenary.
inline ArmyList armyList(const Rulebook& book, const BattleSetup& setup, const ArmySpec& army) {
    ArmyList list;
    list.name = army.name;
    list.leader = commandOf(setup, army.leader);
    for (const BattalSpec& b : army.battals) {
        ArmyListBattal lb;
        lb.name = b.name;
        lb.leader = commandOf(setup, b.leader);
        bool feudal = false, regular = false;
        for (const UnitSpec& u : b.units) {
            feudal = feudal || u.background == Background::Feudal || u.background == Background::Knightly;
            regular = regular || u.background == Background::Regular;
            ArmyListUnit lu;
            lu.name = u.name;
            lu.elements.push_back({u.type, u.troopClass, u.men / book.menPerFigure()});
            lu.leader = commandOf(setup, u.leader);
            lb.units.push_back(lu);
        }
        lb.kind = feudal ? Background::Feudal : regular ? Background::Regular : Background::Mercenary;
        list.battals.push_back(lb);
    }
    return list;
}

}  // namespace seneschal::battle::simtest
