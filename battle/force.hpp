#pragma once
// The forces that meet in a battle, as plain values: sides, leaders, armies of battals of
// units. The `<sides>`, `<leaders>` and `<army>` elements of scenario and battle files both
// read into these (battle/force_xml.hpp), so a campaign army and a battle-file army are the
// same thing to every resolver.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "battle/tables/names.hpp"
#include "battle/troop_classification.hpp"

namespace seneschal::battle {

struct SideSpec {
    std::string id;
    std::string name;
    std::string colour;  // "#rrggbb", may be empty

    // The side as a person reads it: its name, the id when it has none. The one rule, wherever
    // a side is named (logs, previews, reports, the desk).
    const std::string& shownName() const { return name.empty() ? id : name; }
};
// The shown name of the side of that id among `sides`; the id itself when none has it.
std::string sideNameIn(const std::vector<SideSpec>& sides, const std::string& sideId);

enum class LeaderStatus { Active, Wounded, Captive, Dead };

struct LeaderSpec {
    std::string id;
    std::string name;
    std::string side;
    std::string rank;       // GA-SOCIAL: king, duke, earl, count, baron, knight, captain, sergeant
    int cv = 1;             // command value, 1..6
    std::string character;  // GA-OPT-CHAR; empty when none is given
    LeaderStatus status = LeaderStatus::Active;
    std::string until;   // ISO date, when wounded
    std::string captor;  // side id, when captive
};

// Battal orders written before the battle (GA-ORD-WRITE).
enum class BattalOrders { Attack, Hold, Defend, Skirmish, Flank, Reserve };

struct UnitSpec {
    std::string id;
    std::string name;
    std::string type;  // troop type id from the rules
    TroopClass troopClass = TroopClass::C;
    int men = 0;  // men present
    // Resolved from the troop type, overridden where the file says so:
    Background background = Background::Feudal;
    Arm arm = Arm::Infantry;
    Protection protection = Protection::U;
    Order order = Order::Close;
    std::vector<std::string> weapons;
    std::string leader;  // leader id, may be empty
    // GA-OPT-CAMPAIGN: the sum of the unit's campaign factors (capped +/-2 by the simulator).
    int campaignFactor = 0;
    // GA-OPT-CALTROPS, GA-OPT-STAKES, GA-OPT-POTTES: the field defences planted before the
    // unit's front when the battle begins (a battle file's `defences`; infantry only).
    std::array<bool, kFieldDefences.size> defences{};
    // GA-OPT-MANTLET: the unit carries mantlets or pavises covering its front (a battle file's
    // `mantlets`; infantry only).
    bool mantlets = false;
};

// Where a battle file stands a battal (docs/formats.md, "Battle"): the centre of its front
// along the table, in the terrain's coordinates, and how far its front stands from its own
// side's base line, both in mm; optionally the most frontage it may take (its units deepen to
// fit, 0 for the table's width). A battal without one deploys in its side's line.
struct BattalPlace {
    double x = 0;
    double front = 0;
    double width = 0;
};

// When a battal written down as reserve or hold is sent in (a battle file's `commit`,
// GA-ORD-WRITE): Default, as the simulator has always judged (a reserve once a friend is
// engaged, a holding battal once the enemy has stood off a quarter of the time); Engaged, once
// any unit of its side is fighting or routed; Broken, once any unit of its side has routed;
// Never, held back by its orders all battle (it still fights what comes to it); AtMove, by its
// written orders at move `commitMove`, with no messenger.
enum class BattalCommit { Default, Engaged, Broken, Never, AtMove };

struct BattalSpec {
    std::string id;
    std::string name;
    std::string leader;
    BattalOrders orders = BattalOrders::Attack;
    std::vector<UnitSpec> units;
    std::optional<BattalPlace> place;             // a battle file's; never a campaign's
    BattalCommit commit = BattalCommit::Default;  // a battle file's; never a campaign's
    int commitMove = 0;                           // AtMove only
    // A battle file's `arrives`: the move it comes onto the field (2 to the battle's moves),
    // off the table until then; 0 (always a campaign's) on the field from the start.
    int arrivesMove = 0;
};

struct ArmySpec {
    std::string id;
    std::string name;
    std::string side;
    std::string leader;
    std::vector<BattalSpec> battals;
};

const char* toString(BattalOrders orders);
std::optional<BattalOrders> battalOrdersFromString(std::string_view s);
const char* toString(LeaderStatus status);
std::optional<LeaderStatus> leaderStatusFromString(std::string_view s);

}  // namespace seneschal::battle
