#pragma once
// The programmed opponent of issue 36, as pure rules: its policy read from
// data/rules/opponent.xml (plans drawn by a die, the events that redraw them, the thresholds of
// battle by a win chance, a character per side that moves them, when to pay arrears), and the
// decisions of one day for one side made from what that side knows, handed in as a plain struct
// (the application layer fills it from knowledgeOf and the side's own state, and gives the
// orders). No file, no SQL: the same view and the same dice give the same decisions.
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "battle/dice.hpp"

namespace seneschal::campaign::strategy {

struct OpponentPlan {
    std::string id;                     // "defend-the-realm", "chevauchee", "seek-battle"
    std::string words;                  // what the chronicle says: "defend the realm"
    int from = 1, to = 1;               // the die's faces that draw it
    std::vector<std::string> redrawOn;  // the named events that redraw the plan
};

struct OpponentCharacter {
    std::string id;      // "cautious", "bold"
    int offerShift = 0;  // added to the win chance needed to offer battle (percentage points)
    int avoidShift = 0;  // added to the win chance below which it avoids battle
};

struct OpponentPolicy {
    std::string source;               // the file read
    std::vector<OpponentPlan> plans;  // drawn by a d6, every face drawing one plan
    // Named events: "outnumbered" (an enemy in sight has at least this percentage of the
    // army's men), "enemy-weak" (an enemy in sight has at most this percentage),
    // "place-threatened" (an enemy in sight within threatDays of a place the side holds).
    int outnumberedPercent = 150;
    int weakPercent = 50;
    int threatDays = 2;
    // The win chance of a battle between `own` and `enemy` men: 1 / (1 + (enemy / own)^steepness).
    double steepness = 3.0;
    int offerAtPercent = 60;     // offer battle at this win chance or better
    int avoidBelowPercent = 35;  // avoid battle below this win chance
    int sightDays = 3;           // an enemy further than this (route days) is not reacted to
    std::vector<OpponentCharacter> characters;
    int payAfterArrearsDays = 3;  // pay arrears once any unit is owed this many days' pay
    // An army of its own that fought a battle so many days ago or fewer rests and regroups: it
    // offers no battle, seeks none and relieves no place (it may still fall back).
    int restAfterBattleDays = 3;
    // Ransoms (docs/rules/opponent.md, "Ransoms"). As captor: demand the rules' ransom of a
    // captive held so many days; release on parole a captive of whom this percentage of the
    // ransom is paid. As the captive's side: pay a ransom in full when it is at most
    // spendPercent of the treasury (after the day's arrears); else, every instalmentEveryDays
    // days after the demand, an instalment of instalmentPercent of the ransom within the same
    // share; refuse a ransom demanded, nothing paid yet, above refuseAbovePercent of the
    // treasury; else leave it owing. A captive worth no ransom (class D men) it holds so many
    // days it releases: men held at its cost for nothing.
    int demandAfterDays = 1;
    int releaseWorthlessAfterDays = 7;
    int paroleAtPaidPercent = 50;
    int spendPercent = 50;
    int instalmentPercent = 25;
    int instalmentEveryDays = 30;
    int refuseAbovePercent = 400;
    // Recruiting (docs/rules/opponent.md, "Recruiting"): an army of its own standing in a place
    // its side holds, with an enemy in sight it could not offer battle to, raises men for its
    // unit furthest below its muster (else its largest): out of what the treasury
    // holds beyond recruitReserveDays days of the side's wages, at most recruitSpendPercent of
    // it, and at most recruitMostPercent of the army's men in a day.
    // Concentrating (docs/rules/opponent.md, "Concentrating"): an army too weak for an enemy in
    // sight marches to join another of its own within concentrateDays route days when together
    // they would be strong enough; armies of its own at one place are merged into the largest.
    int concentrateDays = 3;
    // Shadowing (docs/rules/opponent.md, "Shadowing"): an army too weak to offer battle to an
    // enemy in sight and strong enough not to fall back follows it, keeping shadowDays route
    // days from it (not when the plan is to defend the realm: defenders keep to their places).
    int shadowDays = 1;
    int recruitReserveDays = 30;
    int recruitSpendPercent = 50;
    int recruitMostPercent = 10;

    const OpponentPlan* findPlan(const std::string& id) const;
    const OpponentCharacter& character(const std::string& id) const;
};

// Reads the policy; throws DataError naming the file, line and field at fault.
OpponentPolicy loadOpponentPolicy(const std::filesystem::path& path);
OpponentPolicy loadOpponentPolicyFromString(const std::string& xml, const std::string& name);

// The win chance, in percent (0..100), of `own` men against `enemy` men by the policy.
int winChancePercent(const OpponentPolicy& policy, std::int64_t own, std::int64_t enemy);

// A unit of its own army, for recruiting: its men present, its muster (for a unit raised in the
// campaign, the men raised for it), its wounded who will return, and what a man raised for it
// costs (strategy.xml <recruiting>). It is short of its muster by muster - present - returning.
struct KnownUnit {
    std::string id, name;
    std::int64_t present = 0;
    std::int64_t muster = 0;
    std::int64_t returning = 0;
    std::int64_t perManPence = 0;
    std::int64_t shortOfMuster() const {
        return std::max<std::int64_t>(0, muster - present - returning);
    }
};

// An army as the side knows it.
struct KnownArmy {
    std::string id, name;
    std::int64_t men = 0;  // its own exactly; an enemy's as the scouts report it
    std::string place;     // the place it is at, or the place its road leads to
    bool onTheMarch = false;
    std::string destination;   // own armies only: the last place of its orders ("" halted)
    bool inBattle = false;     // in a pending battle
    int daysSinceBattle = -1;  // own armies only: days since its last battle; -1 none fought
    // Own armies only: the place it may raise men at today (one its side holds, where it
    // stands; "" none), and its units.
    std::string recruitAt{};
    std::vector<KnownUnit> units{};
};

struct KnownPlace {
    std::string id, name;
    std::string owner;  // side id, "" when nobody holds it
};

struct KnownRoute {
    std::string from, to;  // place ids
    int days = 1;
};

// A battle pending at a place where an army of its own stands, and whether the rule of avoiding
// battle (strategy/avoid_battle.hpp) lets its side fall back from it, and where to.
struct KnownBattle {
    std::string place;  // place id
    bool allowed = false;
    std::vector<std::string> ways;  // the neighbouring places it may fall back to, by id
};

// A captive the side knows of: one it holds, or one of its own men or leaders held by another
// side (the demand, and what it has paid, are known to both).
struct KnownCaptive {
    enum class State { Held, Demanded, PartPaid, Paroled, Settled };
    std::int64_t id = 0;  // the captive's number, as `prisoners` lists it
    std::string who;      // "Raoul, Count of Eu" or "40 men of Constable's knights"
    bool ours = false;    // its own, held by `other`; else held by it, of `other`
    std::string other;    // the other side's name
    State state = State::Held;
    std::int64_t ransom = 0;   // pounds: the rules' amount, or as demanded
    std::int64_t paid = 0;     // pounds
    int daysHeld = 0;          // since taken
    int daysSinceDemand = -1;  // -1: not demanded
};

// What one programmed side decides from: everything in it is what the side knows.
struct OpponentView {
    std::string sideId, sideName;
    std::string character = "cautious";
    std::optional<std::string> plan;  // the plan it follows; none before its first day
    std::vector<KnownArmy> own;
    std::vector<KnownArmy> enemies;  // only those its scouts see
    std::vector<KnownPlace> places;
    std::vector<KnownRoute> routes;
    std::vector<KnownBattle> battles;  // pending, with an army of its own in each
    std::int64_t pencePerPound = 240;
    std::int64_t treasuryPence = 0;
    std::int64_t arrearsPence = 0;
    std::int64_t arrearsDays = 0;        // the most days' pay any of its units is owed
    std::int64_t dailyPayPence = 0;      // a day's wages of all its units
    std::vector<KnownCaptive> captives;  // in the order taken
};

// Rest gives no order: the army stays where it is, and the chronicle says why.
enum class OpponentOrder { Plan, March, Pay, Rest, AvoidBattle, Ransom, Recruit, Merge };

struct OpponentDecision {
    OpponentOrder order = OpponentOrder::March;
    std::string kind;    // "plan", "march", "avoid", "offer", "relieve", "pay", "rest",
                         // "avoid-battle", "ransom", "recruit", "concentrate", "merge",
                         // "shadow"
    std::string army;    // army id (march, rest)
    std::string place;   // place id (march, recruit; the battle's, avoid-battle) or the plan id
    std::string toward;  // avoid-battle: the place it falls back to
    // ransom: the verb (demand, pay, parole, refuse), the captive, the instalment (all owed
    // when none)
    std::string verb;
    std::int64_t captive = 0;
    std::optional<std::int64_t> amount;  // ransom: the instalment; recruit: the men raised
    std::string unit;                    // recruit: the unit reinforced (id)
    std::vector<std::string> merged{};   // merge: the armies folded into `army` (ids)
    std::string text;                    // the chronicle line, with its reason and plan
};

// The day's decisions for one side, in the order they are to be given: a plan drawn (first day
// or a named event), arrears paid, its ransom decisions (kind "ransom"), its armies at one
// place merged (kind "merge"), then for each of its armies men raised (kind "recruit") and one
// order at most. An army in a
// pending battle, or already bound where it would be sent, is given nothing. `dice` is the
// campaign's own (seeded) dice.
std::vector<OpponentDecision> decideDay(const OpponentView& view, const OpponentPolicy& policy,
                                        battle::DiceSource& dice);

// For each battle pending with an army of its own (view.battles): when its win chance there, by
// its own men against the enemy's as it sees them, is below the avoid threshold and the rule
// lets it fall back, an avoid-battle decision (the neighbouring place of its own side first,
// then the one furthest from any other enemy it knows of). No dice: the plan is the one it
// follows.
std::vector<OpponentDecision> decidePendingBattles(const OpponentView& view,
                                                   const OpponentPolicy& policy);

}  // namespace seneschal::campaign::strategy
