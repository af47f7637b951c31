#pragma once
// A Post(card) battle on an abstract field (docs/rules/quick-resolvers.md): two battle lines
// of stands in numbered files facing each other `startGap` lengths apart. A stand's `pos` is
// how far it has advanced from its own start line; two opposing stands in one file are
// startGap - posA - posB apart. Contact is front to front within a file.
#include <string>
#include <vector>

#include "battle/battle_file.hpp"
#include "battle/dice.hpp"
#include "battle/quick/postcard_mechanics.hpp"
#include "battle/quick/quick_common.hpp"

namespace seneschal::battle::quick {

struct PcStand {
    int id = 0;
    int side = 0;
    int unit = 0;  // index into PcBattle::units()
    PcTraits traits;
    int strength = 1;
    int hits = 0;
    int figures = 0;
    int file = 0;
    double pos = 0;
    bool removed = false;
    int contact = -1;       // enemy stand in front contact
    bool charged = false;   // charged this player turn
    bool pursuing = false;  // followed up a recoiling enemy; +1 die in its next melee
};

struct PcUnit {
    const UnitSpec* spec = nullptr;
    int side = 0;
    BattalOrders orders = BattalOrders::Attack;
    std::vector<int> stands;
};

struct PcCommander {
    std::string leader;  // leader id
    int side = 0;
    int stand = -1;  // the stand he rides with
    int outUntilTurn = 0;
    LeaderFate fate = LeaderFate::Unharmed;
};

class PcBattle {
  public:
    PcBattle(const BattleSetup& setup, const PostcardRules& rules, DiceSource& dice);

    // Plays turns until an army concedes or the turn limit; returns the result.
    QuickBattleResult fight();

    // One step at a time, for tests.
    void playerTurn(int side);  // PC-SEQ: moves and shoots all units, then melee
    int conceding() const;      // PC-ARMY: -1 none, 0/1 that side, 2 both equally

    std::vector<PcStand>& stands() { return stands_; }
    const std::vector<PcUnit>& units() const { return units_; }
    std::vector<PcCommander>& commanders() { return commanders_; }
    const BattleLog& log() const { return log_; }
    int turn() const { return turn_; }
    void setTurn(int turn) { turn_ = turn; }
    double gap(const PcStand& a, const PcStand& b) const;
    int standsLost(int side) const;

  private:
    void deploy();
    void attachCommanders();
    std::string name(const PcStand& stand) const;
    const std::string& sideName(int side) const;

    // Movement and shooting (postcard_battle.cpp)
    void actUnit(int unit);
    void actStand(PcStand& stand, BattalOrders orders, PcCommand& command, bool& rolled);
    PcCommand command(int unit);
    bool tryRally(PcStand& stand);
    int shootingTarget(const PcStand& shooter) const;
    bool shoot(PcStand& shooter);
    void advance(PcStand& stand, double allowance, bool charge, double stopAtGap);
    void fallBack(PcStand& stand, double allowance, double wantGap);
    void sidestep(PcStand& stand, double allowance);
    int frontEnemy(const PcStand& stand) const;  // nearest enemy in its file
    int friendAhead(const PcStand& stand) const;
    int friendBehind(const PcStand& stand) const;
    double nearestEnemyDistance(const PcStand& stand) const;
    double distance(const PcStand& a, const PcStand& b) const;
    bool inArc(const PcStand& shooter, const PcStand& target) const;
    void applyHits(PcStand& target, int hits, bool ownerChooses, const std::string& rule);
    void removeStand(PcStand& stand, const std::string& rule);

    // Melee and after (postcard_melee.cpp)
    void melee(int activeSide);
    int overlaps(const PcStand& stand) const;
    int commanderAt(const PcStand& stand) const;
    void commanderRisk(PcCommander& commander, int face);
    void recoilAndFollow(PcStand& loser, PcStand& winner);

    const BattleSetup& setup_;
    const PostcardRules& rules_;
    DiceSource& dice_;
    BattleLog log_;
    std::vector<PcStand> stands_;
    std::vector<PcUnit> units_;
    std::vector<PcCommander> commanders_;
    std::vector<int> totalStands_{0, 0};
    bool reservesActive_[2] = {false, false};
    int turn_ = 0;
};

}  // namespace seneschal::battle::quick
