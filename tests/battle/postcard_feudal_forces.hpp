#pragma once
// Small forces built in code for the Post(card) and Feudal resolver tests: units take their
// background, arm, protection, order and weapons from the shipped God's Acre troop types.
#include <string>
#include <vector>

#include "battle/battle_file.hpp"
#include "battle/quick/feudal_rules.hpp"
#include "battle/quick/postcard_rules.hpp"
#include "battle/rulebook_loader.hpp"

namespace seneschal::battle::quick {

inline const FeudalRules& feudalRules() {
    return defaultFeudalRules();
}
inline const PostcardRules& postcardRules() {
    return defaultPostcardRules();
}

}  // namespace seneschal::battle::quick

namespace seneschal::battle::testforces {

inline UnitSpec unit(const std::string& id, const std::string& type, TroopClass troopClass,
                     int men) {
    const TroopType& t = defaultRulebook().troopType(type);
    UnitSpec u;
    u.id = id;
    u.name = id;
    u.type = type;
    u.troopClass = troopClass;
    u.men = men;
    u.background = t.background;
    u.arm = t.arm;
    u.protection = t.protection;
    u.order = t.order;
    u.weapons = t.weapons;
    return u;
}

inline BattalSpec battal(const std::string& id, BattalOrders orders, std::vector<UnitSpec> units,
                         const std::string& leader = {}) {
    BattalSpec b;
    b.id = id;
    b.name = id;
    b.orders = orders;
    b.units = std::move(units);
    b.leader = leader;
    return b;
}

// Two sides, "red" and "blue", each with one army of the battals given.
inline BattleSetup battle(std::vector<BattalSpec> red, std::vector<BattalSpec> blue,
                          const std::string& redLeader = {}, const std::string& blueLeader = {}) {
    BattleSetup setup;
    setup.id = "test";
    setup.name = "test";
    setup.type = BattleType::Campaign;
    setup.sides = {{"red", "Red", ""}, {"blue", "Blue", ""}};
    ArmySpec a{"red-army", "Red army", "red", redLeader, std::move(red)};
    ArmySpec b{"blue-army", "Blue army", "blue", blueLeader, std::move(blue)};
    setup.armies = {a, b};
    for (const ArmySpec& army : setup.armies) {
        std::vector<std::string> ids;
        if (!army.leader.empty()) ids.push_back(army.leader);
        for (const BattalSpec& bt : army.battals) {
            if (!bt.leader.empty()) ids.push_back(bt.leader);
        }
        for (const std::string& id : ids) {
            LeaderSpec leader;
            leader.id = id;
            leader.name = id;
            leader.side = army.side;
            leader.rank = "baron";
            leader.cv = 3;
            setup.leaders.push_back(leader);
        }
    }
    return setup;
}

// A mixed medieval army of about 2,500 men.
inline std::vector<BattalSpec> mixedArmy(const std::string& p) {
    return {
        battal(p + "-van", BattalOrders::Attack,
               {unit(p + "-knights", "knights", TroopClass::B, 300),
                unit(p + "-serjeants", "men-at-arms", TroopClass::C, 250)},
               p + "-van-lord"),
        battal(p + "-main", BattalOrders::Attack,
               {unit(p + "-archers", "longbowmen", TroopClass::C, 450),
                unit(p + "-spears", "spearmen", TroopClass::C, 600),
                unit(p + "-levy", "peasant-levy", TroopClass::D, 450)},
               p + "-main-lord"),
        battal(p + "-skirm", BattalOrders::Skirmish,
               {unit(p + "-javelins", "javelinmen", TroopClass::C, 150),
                unit(p + "-crossbows", "crossbowmen", TroopClass::B, 300)}),
        battal(p + "-rear", BattalOrders::Reserve,
               {unit(p + "-dismounted", "dismounted-knights", TroopClass::A, 200)}),
    };
}

}  // namespace seneschal::battle::testforces
