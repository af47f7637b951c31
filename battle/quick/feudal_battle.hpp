#pragma once
// A Feudal battle on an abstract field (docs/rules/quick-resolvers.md): two lines of FW units
// in numbered files of one frontage each, facing each other `startGap` inches apart. A unit's
// `pos` is how far it has come from its own start line. Contacts are kept explicitly: the
// charging unit's front against one facing of its target (FW-CHARGE).
#include <string>
#include <vector>

#include "battle/battle_file.hpp"
#include "battle/dice.hpp"
#include "battle/quick/feudal_mechanics.hpp"
#include "battle/quick/quick_common.hpp"

namespace seneschal::battle::quick {

struct FwUnit {
    int id = 0;
    int side = 0;
    const UnitSpec* spec = nullptr;
    int piece = 0;  // which of the Seneschal unit's FW units (1-based in names)
    BattalOrders orders = BattalOrders::Attack;
    const FwUnitKind* kind = nullptr;
    int figures = 0;
    int file = 0;
    double pos = 0;
    int hits = 0;
    int permanent = 0;
    bool removed = false;
    bool moved = false;   // moved this Movement Phase
    bool turned = false;  // turned this Movement Phase
    bool facesFlank =
        false;  // turned to face a flank attacker: its front no longer faces the enemy line
};

struct FwContact {
    int attacker = 0;  // its front touches...
    int target = 0;    // ...this unit's
    FwFacing facing = FwFacing::Front;
    int flankSide = 0;  // for a flank: -1 or +1, the side of the target it comes from
};

class FwBattle {
  public:
    FwBattle(const BattleSetup& setup, const FeudalRules& rules, DiceSource& dice);

    QuickBattleResult fight();

    // One step at a time, for tests.
    int chooseAttacker();       // FW-SEQ/FW-GREY: 0 or 1
    void playerTurn(int side);  // FW-SEQ: movement, shooting, melee, routs and rallies
    void movementPhase(int side);
    void shootingPhase(int side);
    void meleePhase(int side);
    void routPhase(int side);
    int breaking() const;  // -1 none, 0/1 that side, 2 both equally

    std::vector<FwUnit>& units() { return units_; }
    std::vector<FwContact>& contacts() { return contacts_; }
    const BattleLog& log() const { return log_; }
    void setTurn(int turn) { turn_ = turn; }
    double gap(const FwUnit& a, const FwUnit& b) const;
    int unitsLost(int side) const;
    int meleeTarget(const FwUnit& unit, FwFacing& facing) const;

  private:
    void deploy();
    std::string name(const FwUnit& unit) const;
    const std::string& sideName(int side) const;
    std::string prefix() const;

    void moveUnit(FwUnit& unit);
    bool charge(FwUnit& unit, int roll);
    void advance(FwUnit& unit, double inches, double stopAtGap);
    void sidestep(FwUnit& unit, double inches);
    void retreat(FwUnit& unit, double inches);
    void turnToFace(FwUnit& unit);
    int frontEnemy(const FwUnit& unit) const;
    int friendAhead(const FwUnit& unit) const;
    bool engaged(const FwUnit& unit) const;
    bool facingTaken(const FwUnit& target, FwFacing facing, int flankSide) const;
    int shootingTarget(const FwUnit& shooter) const;
    bool lineOfSight(const FwUnit& shooter, const FwUnit& target) const;
    double distance(const FwUnit& a, const FwUnit& b) const;
    void removeUnit(FwUnit& unit);

    const BattleSetup& setup_;
    const FeudalRules& rules_;
    DiceSource& dice_;
    BattleLog log_;
    std::vector<FwUnit> units_;
    std::vector<FwContact> contacts_;
    int total_[2] = {0, 0};
    bool reservesActive_[2] = {false, false};
    bool rally_ = false;
    int turn_ = 0;
};

}  // namespace seneschal::battle::quick
