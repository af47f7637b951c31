#pragma once
// GA-CC-TYPES, GA-CC-WHO-IMPACT, GA-CC-WHO-MIXED, GA-WF-IMPACT, GA-WF-MIXED, GA-TF-MELEE,
// GA-RF-MELEE, GA-CC-RESULT: a round of close combat, unit by unit, then the melee points of
// each side and the winner.
#include <optional>
#include <span>

#include "battle/ga/casualties.hpp"
#include "battle/ga/unit_state.hpp"

namespace seneschal::battle {

enum class MeleeKind { Impact, Mixed };

// GA-CC-TYPES. `electedByCloseOrLoose` is the close/loose-order player's choice when a formed
// close or loose body meets an open-order enemy (Impact when not given).
struct MeleeContact {
    bool chargeOrPursuit = false;
    bool alreadyIntermingled = false;  // a continuing mixed melee
    std::optional<MeleeKind> electedByCloseOrLoose;
};
MeleeKind meleeKind(const UnitState& a, const UnitState& b, const MeleeContact& contact);

// GA-CC-WHO-IMPACT / -MIXED: figures in base contact, <meleeFrontage overlapsEachSide> (one)
// overlapping figures on each side, and in mixed melee (<meleeFrontage mixedRanks>: two) the
// figures directly behind them in a second rank; unformed troops fight in <unformed
// fightingRanks> (one) at most.
struct Frontage {
    int inContact = 0;
    int overlapLeft = 0;  // overlapping figures available on the left (overlapsEachSide count)
    int overlapRight = 0;
    int secondRank = 0;  // figures behind the fighting ones
};
int figuresFighting(const Rulebook& book, MeleeKind kind, const UnitState& unit,
                    const Frontage& frontage);

// GA-WF-IMPACT / -MIXED: the best weapon the unit still has against this target. In mixed
// melee a lance is abandoned (and stays abandoned), a discarded spear is gone.
struct MeleeWeapon {
    WeaponIndex weapon = 0;
    int factor = 0;
    bool abandonsLance = false;
    bool againstHorse = false;  // a spear or pike (<weapon againstHorse>), for GA-TF-MELEE
};
MeleeWeapon meleeWeapon(const Rulebook& book, MeleeKind kind, const UnitState& unit,
                        const UnitState& target);

// One unit striking one enemy unit in the round.
struct MeleeAttack {
    int figures = 0;
    bool charging = false;
    bool uphill = false;
    bool attackingFlank = false;
    bool attackingRear = false;
    bool defendingCover = false;    // includes stakes (GA-OPT-STAKES)
    bool enemyBacksTurned = false;  // evaders caught, GA-EVADE
    // Neither charging nor moving this move, and struck in its front: it stood to receive
    // (GA-TF-MELEE standing-against-horse).
    bool standingToReceive = false;
    int distraction = 0;     // GA-DISTRACT: distraction affects combat too
    int campaignFactor = 0;  // capped; only with GA-OPT-CAMPAIGN
    bool elephant = false;   // GA-OPT-ELEPHANT: the beast fights on its own factor
};

struct MeleeBlow {
    MeleeWeapon weapon;
    int tactical = 0;
    int randomFace = 0;
    int random = 0;
    int finalFactor = 0;
    CasualtyResult casualties;  // inflicted on the target
};

// GA-TF-MELEE: which tactical factors apply to this unit's blow, by the vocabulary's order.
// strike adds their values from the impact or mixed table; a calculator shows them one by one.
using MeleeFactorSet = std::array<bool, kMeleeFactors.size>;
// `weapon` is the one the unit fights with (meleeWeapon).
MeleeFactorSet meleeFactorsThatApply(const UnitState& unit, const UnitState& target,
                                     const MeleeAttack& attack, const MeleeWeapon& weapon);

MeleeBlow strike(const Rulebook& book, CasualtyReading reading, MeleeKind kind,
                 const UnitState& unit, const UnitState& target, const MeleeAttack& attack,
                 DiceSource& dice, RollLog* log = nullptr);

// GA-CC-RESULT: one side of the fight, totalled over all its units.
struct MeleeSide {
    int enemyFiguresRemoved = 0;  // the total of all its units' blows (plus field defences)
    int figuresFighting = 0;
    bool charging = false;
    bool uphill = false;
    bool attackingFlank = false;
    bool attackingRear = false;
    int extraFormedRanks = 0;   // formed ranks behind the first
    int bestLeaderStatus = 99;  // lowest status number of a leader present
};

// GA-CC-RESULT: "Where more than one unit on one or both sides is involved ... total the
// casualties from all units involved": adds one unit's blow and attack to its side. Field
// defence casualties suffered by the enemy (GA-OPT-CALTROPS...) are added the same way.
void addToSide(MeleeSide& side, const MeleeAttack& attack, const MeleeBlow& blow);
void addEnemyCasualties(MeleeSide& side, const CasualtyResult& enemyCasualties);

struct MeleeOutcome {
    std::array<int, 2> points{};
    int winner = -1;  // 0, 1, or -1 for a drawn round
    int margin = 0;
};

MeleeOutcome meleeResult(const Rulebook& book, MeleeKind kind, const MeleeSide& a,
                         const MeleeSide& b);

// One round of a melee played blow by blow (GA-CC-TYPES, GA-RF-MELEE, GA-CC-RESULT): each unit's
// blow struck and added to its side with its formed ranks and its best leader, then the round's
// result. The one way a round is played: the simulator's melee phase and the melee calculator
// both go through it.
class MeleeRound {
  public:
    MeleeRound(const Rulebook& book, CasualtyReading reading, MeleeKind kind)
        : book_(book), reading_(reading), kind_(kind) {}

    // A unit of `side` (0 or 1) strikes `target`. `extraFormedRanks`: its formed ranks behind
    // the first (0 when unformed); `leaderStatus`: the lowest status number of a leader with it.
    MeleeBlow strike(int side, const UnitState& unit, const UnitState& target,
                     const MeleeAttack& attack, int extraFormedRanks, int leaderStatus,
                     DiceSource& dice, RollLog* log = nullptr);
    // Casualties `side` inflicted besides its blows (field defences, GA-OPT-CALTROPS...).
    void addEnemyCasualties(int side, const CasualtyResult& enemyCasualties);
    MeleeOutcome result() const;

  private:
    const Rulebook& book_;
    CasualtyReading reading_;
    MeleeKind kind_;
    std::array<MeleeSide, 2> sides_{};
};

}  // namespace seneschal::battle
