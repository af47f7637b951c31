#include "campaign/actions/army_orders.hpp"

#include <algorithm>
#include <cctype>
#include <set>

#include "base/count_range.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "base/plain_text.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/calendar/upkeep_steps.hpp"
#include "campaign/limits.hpp"
#include "campaign/stores/army_store.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/march_treasury.hpp"
#include "campaign/stores/place_store.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/unit_store.hpp"
#include "campaign/stores/upkeep_store.hpp"
#include "campaign/strategy/orders.hpp"

namespace seneschal::campaign {

using strategy::Pence;

namespace {

bool slugTaken(SQLite::Database& db, Subject table, const std::string& slug) {
    return keyOfId(db, table, slug).has_value();
}

// A slug not yet used in the table: the base, else base-2, base-3, ...; never longer than an id
// may be (kMaxIdLength), or the campaign's export would be refused.
std::string freeSlug(SQLite::Database& db, Subject table, const std::string& whole) {
    std::string base = whole.substr(0, kMaxIdLength);
    while (!base.empty() && base.back() == '-') base.pop_back();
    if (!slugTaken(db, table, base)) return base;
    for (int n = 2;; ++n) {
        const std::string suffix = "-" + std::to_string(n);
        const std::string candidate = base.substr(0, kMaxIdLength - suffix.size()) + suffix;
        if (!slugTaken(db, table, candidate)) return candidate;
    }
}

// A battal or unit of the army, as find() finds one (lookup.hpp): by id, by name, then by name or
// id folded for case and accents; a name two of them share is refused.
std::optional<Found> partOf(SQLite::Database& db, std::int64_t army, const std::string& what,
                            bool battal) {
    return battal ? findAmong(Subject::Battal, readBattalsOfArmy(db, army), what)
                  : findAmong(Subject::Unit, readUnitsOfArmy(db, army), what);
}

}  // namespace

std::string slugFrom(const std::string& name) {
    // Never past kMaxIdLength, which a scenario (and so an export of this campaign) refuses.
    return idFromName(name, "army");
}

void SplitArmy::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    const Found army = find(db, Subject::Army, army_);
    armyName_ = army.name;
    if (newName_.empty()) throw UserError("the new army needs a name");
    checkName(newName_, "the new army's name");
    std::vector<Found> battals, units;
    std::vector<std::string> slugs;
    for (const std::string& what : detach_) {
        if (auto battal = partOf(db, army.key, what, true)) {
            slugs.push_back(battal->id);
            battals.push_back(std::move(*battal));
        } else if (auto unit = partOf(db, army.key, what, false)) {
            slugs.push_back(unit->id);
            units.push_back(std::move(*unit));
        } else {
            throw UserError(army.name + " has no unit or battal '" + what + "'");
        }
    }
    if (armyNameTaken(db, newName_)) {
        throw UserError("there is already an army called '" + newName_ + "'");
    }
    const std::string slug = freeSlug(db, Subject::Army, slugFrom(newName_));
    LoadedMarch loaded = loadMarch(db);
    strategy::splitArmy(loaded.state, army.id, slugs, slug, newName_);  // the rule's refusals

    const std::int64_t newKey = insertSplitArmy(context, army.key, army.name, slug, newName_);

    const std::string moved = army.name + " -> " + newName_;
    for (const Found& battal : battals) moveBattal(context, battal.key, newKey, moved);
    for (const Found& unit : units) {
        const std::int64_t from = readUnitFacts(db, unit.key).value().battal;
        const BattalFacts old = readBattal(db, from).value();
        if (old.army == newKey) continue;
        const std::string battalSlug = slug + "-" + old.id;
        std::int64_t into = 0;
        if (const auto existing = keyOfId(db, Subject::Battal, battalSlug)) {
            into = *existing;
        } else {
            into = addBattal(db, freeSlug(db, Subject::Battal, battalSlug), old.name, newKey,
                             old.orders);
        }
        moveUnit(context, unit.key, into, newKey, moved);
    }
}

std::string SplitArmy::describe() const {
    return "Split " + newName_ + " from " + armyName_;
}

std::vector<std::string> armiesThatMayMergeInto(SQLite::Database& db, const std::string& keeper) {
    const Found army = find(db, Subject::Army, keeper);
    return strategy::mayMergeInto(loadMarch(db).state, army.id);
}

void MergeArmies::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    std::vector<Found> armies;
    std::vector<std::string> ids;
    for (const std::string& name : armies_) {
        armies.push_back(find(db, Subject::Army, name));
        ids.push_back(armies.back().id);
    }
    LoadedMarch loaded = loadMarch(db);
    const strategy::MarchState before = loaded.state;
    strategy::mergeArmies(loaded.state, ids);  // refuses other sides, places, battles
    const Found& keeper = armies.front();
    // The keeper's battals' names, with those of the battals it gains as it gains them: a
    // battal whose name the keeper has already is renamed after the army it came from.
    std::set<std::string> keeperNames;
    for (const Found& battal : readBattalsOfArmy(db, keeper.key)) keeperNames.insert(battal.name);
    std::string names;
    for (std::size_t i = 1; i < armies.size(); ++i) {
        const Found& other = armies[i];
        names += (names.empty() ? "" : ", ") + other.name;
        for (const Found& battal : readBattalsOfArmy(db, other.key)) {
            const bool renamed = keeperNames.contains(battal.name);
            const std::string name = renamed ? battal.name + " (" + other.name + ")" : battal.name;
            mergeBattal(db, battal.key, keeper.key, name);
            keeperNames.insert(name);
        }
        markArmyMerged(context, other.key, keeper.key, keeper.name);
    }
    // The keeper's forced march and the pending battles, as the rule left them.
    strategy::MarchState after = loaded.state;
    strategy::MarchState beforeKept = before;
    std::erase_if(beforeKept.armies, [&](const strategy::MarchingArmy& a) {
        return std::find(ids.begin() + 1, ids.end(), a.id) != ids.end();
    });
    saveMarch(context, loaded.keys, beforeKept, after);
    context.record(LedgerEntry("army", 0, "joined by " + names).forArmy(keeper.key));
    text_ = "Merge " + names + " into " + keeper.name;
}

std::string MergeArmies::describe() const {
    return text_;
}

void Recruit::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    const strategy::StrategyRules& rules = context.rules().strategy;
    const Found place = find(db, Subject::Place, place_);
    std::int64_t armyKey = 0;
    std::string troopType, troopClass, armyName;  // troopClass: as a new unit's request has it
    std::optional<battle::TroopClass> unitClass;  // a reinforced unit's, as the file has it
    std::optional<Found> unit;
    if (request_) {
        const Found army = find(db, Subject::Army, request_->army);
        armyKey = army.key;
        troopType = request_->type;
        troopClass = request_->troopClass;
        if (request_->name.empty()) throw UserError("the new unit needs a name");
        checkName(request_->name, "the new unit's name");
    } else {
        unit = find(db, Subject::Unit, unit_);
        const UnitFacts facts = readUnitFacts(db, unit->key).value();
        armyKey = facts.army;
        troopType = facts.type;
        unitClass = facts.troopClass;
        troopClass = textOf(facts.troopClass);
    }
    const ArmyFacts army = readArmy(db, armyKey).value();
    armyName = army.name;
    const std::string armySlug = army.id;
    if (!army.place || *army.place != place.key) {
        throw UserError(armyName + " is not at " + place.name +
                        ": men join an army where it stands");
    }
    const std::int64_t sideKey = army.side;
    const battle::Rulebook& rulebook = rulebookFor(readCampaignInfo(db).rules);
    const battle::TroopType& type = rulebook.troopType(troopType);
    const auto cls = unitClass ? unitClass : battle::troopClassFromString(troopClass);
    if (!cls) throw UserError("no troop class '" + troopClass + "' (A, B, C or D)");
    if (!type.allowedClasses.empty() &&
        std::find(type.allowedClasses.begin(), type.allowedClasses.end(), *cls) ==
            type.allowedClasses.end()) {
        throw UserError(type.name + " cannot be of class " + troopClass);
    }
    strategy::RecruitRequest request;
    request.side = army.sideName;
    request.place = place.name;
    if (const auto owner = readPlaceOwner(db, place.key)) request.placeOwner = owner->name;
    request.reinforcing = unit.has_value();
    request.reinforcedAt = place.name;
    request.background = type.background;
    request.arm = type.arm;
    request.troopClass = *cls;
    request.men = men_;
    const Pence purse = sidePence(db, sideKey, rules.pencePerPound);
    const strategy::RecruitCost cost = strategy::recruitCost(request, purse, rules);
    const std::string price = strategy::formatMoney(cost.total, rules.pencePerPound);

    const std::string recruitedNote = "recruited at " + place.name + " for " + price;
    std::int64_t unitKey = 0;
    std::string unitName;
    if (unit) {
        unitKey = unit->key;
        unitName = unit->name;
        reinforceUnit(context, unitKey, men_, recruitedNote);
    } else {
        const std::string battalSlug = armySlug + "-recruits";
        std::int64_t battal = 0;
        for (const Found& each : readBattalsOfArmy(db, armyKey)) {
            if (each.name == "Recruits") {
                battal = each.key;
                break;
            }
        }
        if (battal == 0) {
            battal = addBattal(db, freeSlug(db, Subject::Battal, battalSlug), "Recruits", armyKey,
                               BattalOrders::Reserve);
        }
        if (battalHasUnitNamed(db, battal, request_->name)) {
            throw UserError(armyName + "'s recruits already have a unit called '" + request_->name +
                            "'");
        }
        unitKey = raiseUnit(context,
                            {freeSlug(db, Subject::Unit, slugFrom(request_->name)), request_->name,
                             battal, type.id, *cls, men_},
                            recruitedNote);
        unitName = request_->name;
        // Feudal service is owed from the day the men are raised.
        startService(db, unitKey, context.date());
    }
    setSidePence(context, sideKey, purse - cost.total, "recruits for " + unitName);
    text_ = "Recruit " + std::to_string(men_) + " men " + (unit ? "into " : "as ") + unitName +
            " at " + place.name + " for " + price;
}

std::string Recruit::describe() const {
    return text_;
}

void PayArrears::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    const strategy::StrategyRules& rules = context.rules().strategy;
    const Found side = find(db, Subject::Side, side_);
    if (limitPounds_ && *limitPounds_ <= 0) throw UserError("pay at least one pound");
    if (limitPounds_) requireInRange(kPaymentPounds, *limitPounds_, "paying");
    std::vector<KeptRow> rows = loadKeptUnits(db, side.key);
    std::vector<strategy::KeptUnit> units;
    Pence owed = 0;
    for (const KeptRow& row : rows) {
        units.push_back(row.unit);
        owed += row.unit.arrears;
    }
    if (owed == 0) throw UserError(side.name + " owes no arrears");
    const Pence purse = sidePence(db, side.key, rules.pencePerPound);
    if (purse == 0) throw UserError(side.name + "'s treasury is empty");
    const Pence budget =
        limitPounds_ ? std::min(purse, *limitPounds_ * rules.pencePerPound) : purse;
    const Pence spent = budget - strategy::payArrears(budget, units);
    std::size_t paidUnits = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Pence paid = rows[i].unit.arrears - units[i].arrears;
        if (paid == 0) continue;
        rows[i].unit = units[i];
        saveArrears(context, rows[i].unitKey, rows[i].unit, -paid, "arrears paid");
        ++paidUnits;
    }
    setSidePence(context, side.key, purse - spent, "arrears paid");
    text_ = "Pay " + strategy::formatMoney(spent, rules.pencePerPound) + " of arrears to " +
            countOf(paidUnits, "unit", "units") + " of " + side.name +
            (spent < owed
                 ? " (" + strategy::formatMoney(owed - spent, rules.pencePerPound) + " still owed)"
                 : std::string());
}

std::string PayArrears::describe() const {
    return text_;
}

}  // namespace seneschal::campaign
