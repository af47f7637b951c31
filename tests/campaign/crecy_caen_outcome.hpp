#pragma once
// The sack of Caen as an outcome file would give it, for tests on the bundled Crécy campaign:
// the English win, the Constable's knights and men-at-arms lose figures and the Count of Eu is
// taken (GA-RES-LOSE, GA-LEADER-RISK). `date` is the day the host stands before Caen in the
// test's own calendar.
#include <string>

#include "battle/outcome.hpp"
#include "tests/campaign/battlefield_campaign.hpp"

namespace seneschal::testing {

inline battle::BattleOutcome crecyCaenOutcome(const std::string& date) {
    battle::BattleOutcome o;
    o.place = "Caen";
    o.date = date;
    o.winner = "england";
    o.units = {unitOutcome("Prince's household knights", "england", 200, 2, 0, 0, 0, "", 0, 0),
               unitOutcome("Constable's knights", "france", 100, 2, 0, 0, 0, "", 0, 0),
               unitOutcome("Constable's men-at-arms", "france", 500, 5, 0, 0, 0, "", 0, 0)};
    o.leaders = {{"Raoul, Count of Eu", "france", battle::LeaderFate::Taken, "england"}};
    return o;
}

}  // namespace seneschal::testing
