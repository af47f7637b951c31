#pragma once
// The orders file of group play (issue 35; format in docs/formats.md, "Orders file"): a side's
// orders for a turn, signed with the side's key, written by the dispatch page's form or by
// `seneschal-cli orders write` and read back by `orders import`. Also the orders form of a
// dispatch page as data: what a player needs to write orders (the campaign's identity, the side,
// the turn, its key, its armies and the places each may march to), read back from the page.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace seneschal::application {

struct OrderLine {
    enum class Kind { March, Hold, Pay, Avoid, Split, Merge, Ransom, Recruit, Reinforce };
    Kind kind = Kind::Hold;
    std::string army;   // id; none for Pay (the side's arrears, as far as its treasury goes)
    std::string place;  // id: where a march goes, where an avoiding army falls back to
    int line = 0;       // in the file read, 0 when made here
    std::vector<std::string> battals{};  // ids, for a split: those that go to the new army
    std::string name{};  // for a split: the new army's name; for a recruit: the new unit's
    std::string into{};  // id, for a merge: the army this one is folded into
    // For a ransom decision: the captive's number (as `prisoners` lists it) and what is decided
    // (demand, parole or release by his captor; pay or refuse by his own side).
    std::int64_t captive = 0;
    std::string decision{};
    // For a recruit: a new unit of `men` raised where the army stands, joining its Recruits
    // battal, of the rules' troop type (id) and class (A-D), named `name`; paid from the
    // treasury at the turn's end.
    // For a reinforcement: `men` join the army's unit `unit` (id) where the army stands, paid
    // from the treasury at the turn's end.
    std::int64_t men = 0;
    std::string troopType{};
    std::string troopClass{};
    std::string unit{};
};

struct OrdersFile {
    std::string campaign;  // the campaign's identity, 32 hex digits
    std::string side;      // id
    std::int64_t turn = 1;
    std::int64_t version = 1;
    std::vector<OrderLine> orders;
    std::string signature;  // 64 hex digits
};

// The bytes signed, exactly (docs/formats.md): UTF-8 lines ending in "\n", "seneschal-orders 1",
// "campaign ID", "side ID", "turn N", "version N", then one line an order in the file's order,
// "march ARMY PLACE", "hold ARMY", "pay", "avoid ARMY PLACE", "split ARMY BATTAL,BATTAL NAME",
// "merge ARMY INTO", "ransom CAPTIVE DECISION", "recruit ARMY MEN TYPE CLASS NAME" or
// "reinforce ARMY UNIT MEN";
// numbers in decimal without leading
// zeros.
std::string canonicalOrders(const OrdersFile& orders);

// Signs the orders with the side's key (hex): HMAC-SHA256 of the canonical form.
void signOrders(OrdersFile& orders, const std::string& keyHex);

// The file's text (XML), the signature included.
std::string ordersXml(const OrdersFile& orders);

// Reads an orders file. Throws UserError starting with the file's path (and the line, where
// there is one) for a file that cannot be read, malformed XML, or an orders file of another shape.
OrdersFile readOrdersFile(const std::filesystem::path& path);

// The orders form of a dispatch page.
struct FormPlace {
    std::string id, name;
    std::string route;  // "3 days by Carentan, Caen; arriving 12 July 1346"
};
struct FormBattal {
    std::string id, name;
};
// A unit an army may reinforce where it stands: "Lancashire bowmen (120 present, class B)".
struct FormUnit {
    std::string id, name;
    std::string words;
};
struct FormArmy {
    std::string id, name;
    std::string where;  // "at Caen"
    std::vector<FormPlace> places;
    // The avoid order, offered only when a battle is pending where the army stands and the
    // avoid rule lets its side fall back: the place's name, and the places open to fall back to.
    std::string battleAt;
    std::vector<FormPlace> fallbacks;
    // The split order, offered to an army of two battals or more: its battals.
    std::vector<FormBattal> battals{};
    // The merge order: the side's armies this one may be folded into (at its place).
    std::vector<FormBattal> mergeInto{};
    // The recruit order, offered to an army standing in a place its side holds (the recruiting
    // rule, upkeep_orders.hpp recruitChoices): the place's name; empty, none.
    std::string recruitAt{};
    // The reinforce order, offered with the recruit order: the army's units.
    std::vector<FormUnit> units{};
};
// A troop type a new unit may be raised as, and the classes it may have.
struct FormTroopType {
    std::string id, name;
    std::vector<std::string> classes;  // "A".."D"
};
// A ransom decision the side may take this turn: a captive it holds (demand, parole, release) or
// one of its own held by another (pay what is owed, refuse), with the decisions open to it now.
struct FormCaptive {
    std::int64_t id = 0;
    std::string who;  // "Sir John Chandos (held by Kingdom of France, ransom £800)"
    std::vector<std::string> decisions;  // in the order the form offers them
};
struct OrdersForm {
    std::string campaign;  // identity
    std::string side, sideName;
    std::int64_t turn = 1;
    std::string key;  // hex
    std::vector<FormArmy> armies;
    // The pay order: what the side owes its men and holds, in words ("£1,200 owed; the treasury
    // holds £30,000"); a page read back offers it when it has the box.
    std::string arrears;
    bool offersPay = true;
    std::vector<FormCaptive> captives{};
    // The rules' troop types, offered when an army may recruit; the most men an order raises.
    std::vector<FormTroopType> troopTypes{};
    std::int64_t mostRecruits = 0;
};

// A ransom decision in words, as the form offers it and the import's preview says it ("demand
// the ransom", "release without ransom", ...).
std::string ransomDecisionWords(const std::string& decision);

// The form as an XHTML fragment (a <section> with the <form>, its data in attributes, and the
// script that saves the orders file from the browser).
std::string ordersFormXhtml(const OrdersForm& form);

// The form read back from a dispatch page. Throws UserError naming the file (and the option
// `--dispatch`) for a page that is not a dispatch or holds no orders form.
OrdersForm readOrdersForm(const std::filesystem::path& dispatchPage);

struct WriteOrdersRequest {
    std::filesystem::path dispatch;
    std::vector<std::string> marches;  // "ARMY=PLACE", ids or names
    std::vector<std::string> holds;    // armies, ids or names
    std::vector<std::string> avoids;   // "ARMY=PLACE": avoid the battle, falling back there
    std::vector<std::string> splits;   // "ARMY=BATTAL,BATTAL=NEW NAME"
    std::vector<std::string> merges;   // "ARMY=INTO": the army folded into another
    std::vector<std::string> ransoms;  // "CAPTIVE=DECISION": demand, parole, release, pay, refuse
    // "ARMY=MEN:TYPE:CLASS:NAME": a new unit raised where the army stands
    std::vector<std::string> recruits;
    // "UNIT=MEN": men raised where the unit's army stands to join it
    std::vector<std::string> reinforcements;
    bool pay = false;  // pay the side's arrears
    std::int64_t version = 1;
    std::filesystem::path out;
    bool replaceExisting = false;
};

// `seneschal-cli orders write`: the orders from the dispatch alone, signed, written to `out`.
// Refuses (UserError naming the option) an army not of the form, a place it may not march to
// (or fall back to, avoiding a battle; an army with no battle to avoid),
// an army given two orders, a version below 1, and an existing file without --force.
std::string writeOrders(const WriteOrdersRequest& request);

}  // namespace seneschal::application
