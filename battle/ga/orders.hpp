#pragma once
// GA-ORD-WRITE, GA-ORD-CHANGE, GA-SIGNALS, GA-ORD-LIMITS, GA-ORD-LOSS, GA-VIS,
// GA-OPT-CONFUSION, GA-SETUP-HIST, GA-SETUP-CAMP, GA-ROLE: command and control.
#include "battle/ga/options.hpp"
#include "battle/ga/roll_log.hpp"
#include "battle/ga/unit_state.hpp"

namespace seneschal::battle {

// GA-ORD-WRITE: one minute per 100 points per side to write the opening orders (rounded up).
int orderWritingMinutes(const Rulebook& book, int armyPoints);
// GA-ORD-CHANGE: two minutes each move to write changes.
int orderChangeMinutesPerMove(const Rulebook& book);

// GA-ORD-CHANGE: moves from the army leader deciding a change to the unit acting on it: one
// move to write it, the messenger's ride at open-order cavalry speed, one move for the Battal
// Leader to read it, one for the unit to react. An all-Regular or all-Mercenary army may send
// straight to the unit (no Battal Leader reading).
struct OrderDelay {
    int write = 0;
    int ride = 0;
    int read = 0;
    int react = 0;
    int total() const { return write + ride + read + react; }
};
OrderDelay orderDelay(const Rulebook& book, int messengerDistance, bool directToUnit);

// GA-SIGNALS: pre-arranged signals reach Battal Leaders, or class A or B Regular, Mercenary
// or Feudal troops (whether a signal is received is the umpire's call).
bool maySignal(const UnitState& unit, bool isBattalLeader);

// GA-ORD-LIMITS: units may only be ordered to positions they can see or know from maps.
bool mayOrderTo(bool positionVisible, bool positionOnMap);

// GA-ORD-LOSS: orders are lost by a rout in combat or by morale, by an advance contrary to
// orders after a disobedience test, or when the umpire deems them inapplicable.
bool losesOrders(bool routed, bool advancedContraryToOrders, bool inapplicable);

// GA-VIS: what observers can make out.
enum class Sight { Hidden, Seen, KnownAsArm, KnownAsFriendOrFoe };
enum class Cover { Clear, OpenWoods, ThickWoodsOrVillage };
// GA-VIS: the seed names the ground that limits sight, "open woods" and "a thick wood, or
// village"; any other ground (a hedge or wall among them, which is cover from missiles but no
// screen of trees) leaves the line of sight clear.
Cover sightCover(Ground ground);
Sight visibility(const Rulebook& book, int distance, Cover cover, bool concealedOnEdge,
                 bool shotFromWoods);

// GA-OPT-CONFUSION: at the end of a move in which a Battal (or a contingent other than the
// battle's main type) did not move at over half rate, one die for its leader.
struct ConfusionRoll {
    bool rolled = false;
    DieKind kind = DieKind::Ordinary;  // the average die for Regulars and Mercenaries (GA-DICE)
    int die = 0;
    ConfusionResult result = ConfusionResult::NoEffect;
};
ConfusionRoll confusion(const Rulebook& book, const RuleOptions& options, const LeaderState& leader,
                        Background background, bool movedOverHalfRate, DiceSource& dice,
                        RollLog* log = nullptr);

// GA-SETUP-HIST: in a hypothetical battle both sides throw a die for sides; the higher
// chooses (a tie is thrown again).
int throwForSides(DiceSource& dice, RollLog* log = nullptr);

// GA-ROLE: missile troops, skirmishers or shock troops (else line troops).
enum class Role { Line, Missile, Skirmish, Shock };
Role roleOf(const TroopType& type);

// GA-SETUP-CAMP: campaign battles use campaign factors; one-off battles count them as 0.
bool campaignFactorsApply(bool campaignBattle, const RuleOptions& options);

}  // namespace seneschal::battle
