#pragma once
// GA-OPT-CALTROPS, GA-OPT-STAKES, GA-OPT-POTTES, GA-OPT-MANTLET, GA-OPT-ELEPHANT, GA-OPT-CAMEL:
// the effects of the optional equipment and beasts on the table.
#include "battle/ga/casualties.hpp"
#include "battle/ga/options.hpp"
#include "battle/ga/unit_state.hpp"

namespace seneschal::battle {

// Troops crossing caltrops, stakes or pottes suffer the defence's factor against themselves;
// the casualties add to those of the melee that move for deciding the winner. Returns no
// casualties when the option is off or the defence spares them (caltrops and stakes: foot).
CasualtyResult crossFieldDefence(const Rulebook& book, const RuleOptions& options,
                                 FieldDefence defence, const UnitState& crossing, int figures,
                                 DiceSource& dice, RollLog* log = nullptr);

// Moves to deploy (caltrops, stakes) for the unit's class; stakes take as long to retrieve.
double deployMoves(const Rulebook& book, FieldDefence defence, TroopClass troopClass);

// Stakes are cover to the defenders in close combat, whoever attacks.
bool coverInMelee(const Rulebook& book, const RuleOptions& options, FieldDefence defence);

// GA-OPT-MANTLET: erecting takes a quarter move; once up, cover from missiles but not in
// close combat.
bool mantletCoversFromShooting(const RuleOptions& options, double movesSinceErecting,
                               const Rulebook& book);

// GA-OPT-ELEPHANT: hits on the beast and crew count as one figure; 20 hits remove the model.
struct ElephantHits {
    int hits = 0;
    bool removed = false;
};
ElephantHits hitElephant(const Rulebook& book, int hitsBefore, int newHits);
// The protection the elephant counts as for missile and melee factors.
Protection elephantTarget(const Rulebook& book, bool armoured);
// Enemy (except Indians) within 200 mm of an elephant count a distraction; enemy cavalry must
// test deducting 2 and are unformed.
bool withinElephantFear(const Rulebook& book, const RuleOptions& options, int distance,
                        bool indian);

// GA-OPT-CAMEL: non-Arab cavalry charging camelry count an extra -2 on the charge test.
int camelChargeFactor(const Rulebook& book, const RuleOptions& options, bool arab);

}  // namespace seneschal::battle
