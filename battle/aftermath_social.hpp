#pragma once
// GA-SOCIAL: the seed's social hierarchy of troops, used to decide whether captors may
// slaughter their captives (GA-QUARTER: "Where troops capture their social inferiors, they
// may slaughter them").
#include "battle/troop_classification.hpp"

namespace seneschal::battle {

// 0 is the highest standing: Knightly A, B & C; then Feudal A; Mercenary or Regular A;
// Feudal, Mercenary or Regular B; Mercenary or Regular C; Feudal C and Mercenary or Regular D;
// Feudal D (6). Knights are one rank whatever their class.
int socialRank(Background background, TroopClass troopClass);

// True when troops of the first kind stand strictly above those of the second.
bool isSocialSuperior(Background captorBackground, TroopClass captorClass,
                      Background captiveBackground, TroopClass captiveClass);

}  // namespace seneschal::battle
