#include "campaign/actions/army_orders.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <cctype>

#include "base/count_range.hpp"
#include "base/errors.hpp"
#include "base/plain_text.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/calendar/upkeep_steps.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/limits.hpp"
#include "campaign/stores/army_store.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/march_treasury.hpp"
#include "campaign/stores/name_folding.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/unit_store.hpp"
#include "campaign/stores/upkeep_store.hpp"
#include "campaign/strategy/orders.hpp"

namespace seneschal::campaign {

using strategy::Pence;

namespace {

bool slugTaken(SQLite::Database& db, const char* table, const std::string& slug) {
    SQLite::Statement query(db, std::string("SELECT count(*) FROM ") + table + " WHERE slug = ?");
    query.bind(1, slug);
    query.executeStep();
    return query.getColumn(0).getInt64() > 0;
}

// A slug not yet used in the table: the base, else base-2, base-3, ...; never longer than an id
// may be (kMaxIdLength), or the campaign's export would be refused.
std::string freeSlug(SQLite::Database& db, const char* table, const std::string& whole) {
    std::string base = whole.substr(0, kMaxIdLength);
    while (!base.empty() && base.back() == '-') base.pop_back();
    if (!slugTaken(db, table, base)) return base;
    for (int n = 2;; ++n) {
        const std::string suffix = "-" + std::to_string(n);
        const std::string candidate = base.substr(0, kMaxIdLength - suffix.size()) + suffix;
        if (!slugTaken(db, table, candidate)) return candidate;
    }
}

struct Named {
    std::int64_t key = 0;
    std::string slug;
    std::string name;
};

// A battal or unit of the army, by id, by name, then by name or id folded for case and accents
// (name_folding.hpp, as find() in lookup.cpp).
std::optional<Named> partOf(SQLite::Database& db, std::int64_t army, const std::string& what,
                            bool battal) {
    SQLite::Statement query(
        db, battal ? "SELECT id, slug, name FROM battal WHERE army_id = ?1 ORDER BY id"
                   : "SELECT unit.id, unit.slug, unit.name FROM unit JOIN battal ON battal.id = "
                     "unit.battal_id WHERE battal.army_id = ?1 ORDER BY unit.id");
    query.bind(1, army);
    std::vector<Named> parts;
    while (query.executeStep())
        parts.push_back(Named{query.getColumn(0).getInt64(), query.getColumn(1).getString(),
                              query.getColumn(2).getString()});
    for (const Named& part : parts)
        if (part.slug == what) return part;
    for (const Named& part : parts)
        if (part.name == what) return part;
    const std::string folded = foldName(what);
    for (const Named& part : parts)
        if (!folded.empty() && (foldName(part.name) == folded || foldName(part.slug) == folded))
            return part;
    return std::nullopt;
}

std::int64_t one(SQLite::Database& db, const std::string& sql, std::int64_t key) {
    SQLite::Statement query(db, sql);
    query.bind(1, key);
    if (!query.executeStep() || query.getColumn(0).isNull()) return 0;
    return query.getColumn(0).getInt64();
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
    std::vector<Named> battals, units;
    std::vector<std::string> slugs;
    for (const std::string& what : detach_) {
        if (auto battal = partOf(db, army.key, what, true)) {
            slugs.push_back(battal->slug);
            battals.push_back(std::move(*battal));
        } else if (auto unit = partOf(db, army.key, what, false)) {
            slugs.push_back(unit->slug);
            units.push_back(std::move(*unit));
        } else {
            throw UserError(army.name + " has no unit or battal '" + what + "'");
        }
    }
    SQLite::Statement nameTaken(db, "SELECT count(*) FROM army WHERE name = ?");
    nameTaken.bind(1, newName_);
    nameTaken.executeStep();
    if (nameTaken.getColumn(0).getInt64() > 0) {
        throw UserError("there is already an army called '" + newName_ + "'");
    }
    const std::string slug = freeSlug(db, "army", slugFrom(newName_));
    LoadedMarch loaded = loadMarch(db);
    strategy::splitArmy(loaded.state, army.id, slugs, slug, newName_);  // the rule's refusals

    const std::int64_t newKey = insertSplitArmy(context, army.key, army.name, slug, newName_);

    const std::string moved = army.name + " -> " + newName_;
    for (const Named& battal : battals) moveBattal(context, battal.key, newKey, moved);
    for (const Named& unit : units) {
        const std::int64_t from = one(db, "SELECT battal_id FROM unit WHERE id = ?", unit.key);
        if (one(db, "SELECT army_id FROM battal WHERE id = ?", from) == newKey) continue;
        SQLite::Statement old(db, "SELECT slug, name, orders FROM battal WHERE id = ?");
        old.bind(1, from);
        old.executeStep();
        const std::string battalSlug = slug + "-" + old.getColumn(0).getString();
        std::int64_t into = 0;
        SQLite::Statement existing(db, "SELECT id FROM battal WHERE slug = ?");
        existing.bind(1, battalSlug);
        if (existing.executeStep()) {
            into = existing.getColumn(0).getInt64();
        } else {
            into = addBattal(db, freeSlug(db, "battal", battalSlug), old.getColumn(1).getString(),
                             newKey, old.getColumn(2).getString());
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
    std::string names;
    for (std::size_t i = 1; i < armies.size(); ++i) {
        const Found& other = armies[i];
        names += (names.empty() ? "" : ", ") + other.name;
        std::vector<std::pair<std::int64_t, std::string>> battals;
        SQLite::Statement list(db, "SELECT id, name FROM battal WHERE army_id = ? ORDER BY id");
        list.bind(1, other.key);
        while (list.executeStep()) {
            battals.emplace_back(list.getColumn(0).getInt64(), list.getColumn(1).getString());
        }
        for (const auto& [battal, battalName] : battals) {
            SQLite::Statement clash(db,
                                    "SELECT count(*) FROM battal WHERE army_id = ? AND name = ?");
            clash.bind(1, keeper.key);
            clash.bind(2, battalName);
            clash.executeStep();
            const bool renamed = clash.getColumn(0).getInt64() > 0;
            mergeBattal(db, battal, keeper.key,
                        renamed ? battalName + " (" + other.name + ")" : battalName);
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
    const strategy::StrategyRules& rules = strategyRules();
    const Found place = find(db, Subject::Place, place_);
    std::int64_t armyKey = 0;
    std::string troopType, troopClass, armyName;
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
        armyKey = one(db,
                      "SELECT battal.army_id FROM unit JOIN battal ON battal.id = unit.battal_id "
                      "WHERE unit.id = ?",
                      unit->key);
        SQLite::Statement kind(db, "SELECT troop_type, class FROM unit WHERE id = ?");
        kind.bind(1, unit->key);
        kind.executeStep();
        troopType = kind.getColumn(0).getString();
        troopClass = kind.getColumn(1).getString();
    }
    SQLite::Statement army(db, R"SQL(
        SELECT army.name, army.slug, army.place_id, side.id, side.name, owner.name
        FROM army JOIN side ON side.id = army.side_id, place
        LEFT JOIN side AS owner ON owner.id = place.owner_side_id
        WHERE army.id = ?1 AND place.id = ?2)SQL");
    army.bind(1, armyKey);
    army.bind(2, place.key);
    army.executeStep();
    armyName = army.getColumn(0).getString();
    const std::string armySlug = army.getColumn(1).getString();
    if (army.getColumn(2).isNull() || army.getColumn(2).getInt64() != place.key) {
        throw UserError(armyName + " is not at " + place.name +
                        ": men join an army where it stands");
    }
    const std::int64_t sideKey = army.getColumn(3).getInt64();
    const battle::Rulebook& rulebook = rulebookFor(readCampaignInfo(db).rules);
    const battle::TroopType& type = rulebook.troopType(troopType);
    const auto cls = battle::troopClassFromString(troopClass);
    if (!cls) throw UserError("no troop class '" + troopClass + "' (A, B, C or D)");
    if (!type.allowedClasses.empty() &&
        std::find(type.allowedClasses.begin(), type.allowedClasses.end(), *cls) ==
            type.allowedClasses.end()) {
        throw UserError(type.name + " cannot be of class " + troopClass);
    }
    strategy::RecruitRequest request;
    request.side = army.getColumn(4).getString();
    request.place = place.name;
    if (!army.getColumn(5).isNull()) request.placeOwner = army.getColumn(5).getString();
    request.reinforcing = unit.has_value();
    request.reinforcedAt = place.name;
    request.background = type.background;
    request.arm = type.arm;
    request.troopClass = *cls;
    request.men = men_;
    const Pence purse = sidePence(db, sideKey);
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
        std::int64_t battal =
            one(db, "SELECT id FROM battal WHERE army_id = ? AND name = 'Recruits'", armyKey);
        if (battal == 0) {
            battal =
                addBattal(db, freeSlug(db, "battal", battalSlug), "Recruits", armyKey, "reserve");
        }
        SQLite::Statement clash(db, "SELECT count(*) FROM unit WHERE battal_id = ? AND name = ?");
        clash.bind(1, battal);
        clash.bind(2, request_->name);
        clash.executeStep();
        if (clash.getColumn(0).getInt64() > 0) {
            throw UserError(armyName + "'s recruits already have a unit called '" + request_->name +
                            "'");
        }
        unitKey = raiseUnit(context,
                            {freeSlug(db, "unit", slugFrom(request_->name)), request_->name, battal,
                             type.id, troopClass, men_},
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
    const strategy::StrategyRules& rules = strategyRules();
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
    const Pence purse = sidePence(db, side.key);
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
            std::to_string(paidUnits) + " units of " + side.name +
            (spent < owed
                 ? " (" + strategy::formatMoney(owed - spent, rules.pencePerPound) + " still owed)"
                 : std::string());
}

std::string PayArrears::describe() const {
    return text_;
}

}  // namespace seneschal::campaign
