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
            feudal = feudal || u.background == Background::Feudal ||
                     u.background == Background::Knightly;
            regular = regular || u.background == Background::Regular;
            ArmyListUnit lu;
            lu.name = u.name;
            lu.elements.push_back({u.type, u.troopClass, u.men / book.menPerFigure()});
            lu.leader = commandOf(setup, u.leader);
            lb.units.push_back(lu);
        }
        lb.kind = feudal    ? Background::Feudal
                  : regular ? Background::Regular
                            : Background::Mercenary;
        list.battals.push_back(lb);
    }
    return list;
}

}  // namespace seneschal::battle::simtest

#include "battle/rulebook_loader.hpp"

namespace seneschal::battle::simtest {

// A band of `ground` across the whole table from y to y + depth (to beyond the far edge by
// default), as a battle file's terrain piece.
inline TerrainPiece groundBand(Ground ground, double y, double depth = 10000) {
    TerrainPiece p;
    p.kind = std::string(kGrounds.name(ground));
    p.ground = ground;
    p.x = 0;
    p.y = y;
    p.width = 10000;
    p.depth = depth;
    return p;
}

// A battle of one battal a side, each of the given units ("type:class:men" ...), with the
// given orders; every unit led by a sergeant of CV 2 and each battal by a baron of CV 3.
inline BattleSetup duel(const std::vector<std::string>& north, const std::string& northOrders,
                        const std::vector<std::string>& south, const std::string& southOrders,
                        int moves = 60) {
    std::string leaders, armies;
    int n = 0;
    auto army = [&](const std::string& side, const std::vector<std::string>& units,
                    const std::string& orders) {
        leaders += "<leader id='" + side + "-lord' name='" + side + " lord' side='" + side +
                   "' rank='baron' cv='3'/>";
        armies += "<army id='" + side + "-army' name='" + side + " army' side='" + side +
                  "' leader='" + side + "-lord'><battal id='" + side + "-b' name='" + side +
                  " battal' orders='" + orders + "'>";
        for (const std::string& u : units) {
            const auto a = u.find(':'), b = u.rfind(':');
            const std::string id = side + std::to_string(++n);
            leaders += "<leader id='" + id + "-l' name='" + id + " leader' side='" + side +
                       "' rank='baron' cv='2'/>";
            armies += "<unit id='" + id + "' name='" + side + " " + u.substr(0, a) + " " +
                      std::to_string(n) + "' type='" + u.substr(0, a) + "' class='" +
                      u.substr(a + 1, b - a - 1) + "' men='" + u.substr(b + 1) + "' leader='" + id +
                      "-l'/>";
        }
        armies += "</battal></army>";
    };
    army("north", north, northOrders);
    army("south", south, southOrders);
    const std::string xml =
        "<battle format='1' id='duel' name='Duel' type='historical' moves='" +
        std::to_string(moves) +
        "'><sides><side id='north' name='North'/><side id='south' name='South'/></sides><leaders>" +
        leaders + "</leaders>" + armies + "</battle>";
    return loadBattleFromString(xml, "duel.xml", defaultRulebook());
}

}  // namespace seneschal::battle::simtest

#include <set>

#include "battle/sim/battle_log.hpp"
#include "battle/sim/field_defences.hpp"
#include "battle/sim/policy.hpp"
#include "battle/sim/setup.hpp"

namespace seneschal::battle::simtest {

// A small battle on the table for a test of one step: set up from `setup` with the test's
// dice, the default policy and a log, in its first move; the test places the units. The rule
// book is the shipped one unless the test gives an edited copy (it must outlive the table).
struct Table {
    Table(const BattleSetup& s, DiceSource& dice, const Rulebook& book = defaultRulebook())
        : setup(s), b(book, dice) {
        b.policy = &policy;
        b.log = &log;
        sim::setUpBattle(b, setup);
        b.move = 1;
        for (sim::SimUnit& u : b.units) u.figuresAtMoveStart = u.st.figures;
    }
    // Puts a unit's front centre at (x, frontY), keeping its facing; any field defences it
    // has are planted there (before the battle, as deployment plants them).
    void place(int unit, double x, double frontY) {
        b.units[static_cast<std::size_t>(unit)].x = x;
        b.units[static_cast<std::size_t>(unit)].y = frontY;
        sim::plantDefences(b.units[static_cast<std::size_t>(unit)]);
    }
    // Every rule the log names, for entries and their dice.
    std::set<std::string> rules() const {
        std::set<std::string> r;
        for (const sim::LogEntry& e : log.entries()) {
            r.insert(e.rule);
            for (const sim::LoggedDie& d : e.dice) r.insert(d.rule);
        }
        return r;
    }
    // Whether an entry under `rule` says `words`.
    bool logged(const std::string& rule, const std::string& words) const {
        for (const sim::LogEntry& e : log.entries()) {
            if (e.rule == rule && e.result.find(words) != std::string::npos) return true;
        }
        return false;
    }
    BattleSetup setup;
    sim::DefaultPolicy policy;
    sim::BattleLog log;
    sim::Battle b;
};

// A battle set up from `setup` with its own seeded dice and the default policy, ready to be
// fought move by move or step by step.
struct SeededBattle {
    SeededBattle(const BattleSetup& setup, std::uint64_t seed)
        : dice(seed), b(defaultRulebook(), dice) {
        b.policy = &policy;
        sim::setUpBattle(b, setup);
    }
    SeededDice dice;
    sim::DefaultPolicy policy;
    sim::Battle b;
};

}  // namespace seneschal::battle::simtest
