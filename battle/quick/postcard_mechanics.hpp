#pragma once
// The exact mechanics of the Post(card) rules, each a small function over the loaded numbers,
// so that a test can check each one with chosen dice.
#include <vector>

#include "battle/dice.hpp"
#include "battle/force.hpp"
#include "battle/quick/postcard_rules.hpp"

namespace seneschal::battle::quick {

// What a Seneschal unit is on the PC table (mapping table + classification).
struct PcTraits {
    const PcPieceKind* kind = nullptr;
    bool heavy = false;
    bool elite = false;  // Elite/Veteran
    bool levy = false;
    bool spearmen = false;
    bool shock = false;
    bool impetuous = false;
};

PcTraits classifyForPostcard(const UnitSpec& unit, const PostcardRules& rules);

// PC-STRENGTH: hits a stand takes before it is removed.
int standStrength(const PcTraits& traits, const PostcardRules& rules);

// PC-CMD: 5,6 obey; 3,4 half move, no charge unless shock troops; 1,2 no move.
enum class PcCommand { NoMove, HalfMove, Obey };
int commandModifier(const PcTraits& traits, const PostcardRules& rules);
PcCommand commandResult(int roll, const PcTraits& traits, const PostcardRules& rules);
const char* toString(PcCommand command);

// PC-MOVE: lengths a stand may move under a command result, less the woods penalty.
double moveAllowance(const PcTraits& traits, PcCommand command, bool inWoods,
                     const PostcardRules& rules);
// PC-CMD: may the stand charge under this command result?
bool mayCharge(const PcTraits& traits, PcCommand command);

// Rolls `dice` d6 and counts those that reach `hitOn` after `modifier` per die (PC-SHOOT,
// PC-MELEE). The faces are returned in `faces` for the log.
int rollHits(DiceSource& dice, int count, int modifier, int hitOn, std::vector<int>& faces);

// PC-SHOOT: the modifier per die of a shooter against a target.
int shootingModifier(const PcTraits& shooter, const PcTraits& target, bool targetInCover,
                     const PostcardRules& rules);

// PC-MELEE: the dice a stand in contact rolls (without the commander's extra die).
struct PcMeleeDice {
    int overlaps = 0;
    bool shockCharging = false;
    bool pursuing = false;
    bool woodsOrObstacle = false;  // not light infantry or skirmishers, in/through woods
};
int meleeDice(const PcTraits& stand, const PcMeleeDice& factors, const PostcardRules& rules);
// PC-MELEE: the modifier per die against an enemy; -1 once however many of heavy, in cover,
// spearmen attacked from the front apply; +1 against skirmishers or light troops.
int meleeModifier(const PcTraits& enemy, bool enemyInCover, bool enemyAttackedFromFront,
                  const PostcardRules& rules);

}  // namespace seneschal::battle::quick
