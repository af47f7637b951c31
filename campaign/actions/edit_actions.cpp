#include "campaign/actions/edit_actions.hpp"

#include <algorithm>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "base/plain_text.hpp"
#include "battle/xml_source.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/scenarios/scenario_reader.hpp"
#include "campaign/scenarios/scenario_state.hpp"
#include "campaign/scenarios/scenario_writer.hpp"
#include "campaign/stores/army_store.hpp"
#include "campaign/stores/campaign_store.hpp"
#include "campaign/stores/chronicle.hpp"
#include "campaign/stores/leader_store.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_treasury.hpp"
#include "campaign/stores/place_store.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/unit_store.hpp"

namespace seneschal::campaign {

namespace {

// The key a new row of `subject` takes: one past the highest.
std::int64_t nextKey(SQLite::Database& db, Subject subject) {
    const sql::SlugsByKey ids = readIdsByKey(db, subject);
    return ids.empty() ? 1 : ids.rbegin()->first + 1;
}

std::int64_t editKeyOf(SQLite::Database& db, Subject subject, const std::string& id) {
    const auto key = keyOfId(db, subject, id);
    if (!key) throw UserError("no such id '" + id + "' in the campaign");
    return *key;
}

std::optional<std::int64_t> editKeyOf(SQLite::Database& db, Subject subject,
                                      const std::optional<std::string>& id) {
    if (!id) return std::nullopt;
    return editKeyOf(db, subject, *id);
}

Battal* battalOf(CampaignSnapshot& snapshot, const std::string& id) {
    for (Army& army : snapshot.armies) {
        for (Battal& battal : army.battals) {
            if (battal.id == id) return &battal;
        }
    }
    throw UserError("no battal '" + id + "' in the campaign");
}

}  // namespace

CampaignSnapshot checkedEdit(SQLite::Database& db,
                             const std::function<void(CampaignSnapshot&)>& change) {
    CampaignSnapshot snapshot = readSnapshot(db);
    change(snapshot);
    std::string text = writeScenario(snapshot, readCampaignState(db));
    return readScenarioContents(XmlSource::fromString(std::move(text), "the campaign as edited"))
        .campaign;
}

CampaignSnapshot checkedEdit(SQLite::Database& db,
                             const std::function<void(CampaignSnapshot&, CampaignState&)>& change) {
    CampaignSnapshot snapshot = readSnapshot(db);
    CampaignState state = readCampaignState(db);
    change(snapshot, state);
    std::string text = writeScenario(snapshot, state);
    return readScenarioContents(XmlSource::fromString(std::move(text), "the campaign as edited"))
        .campaign;
}

std::string freshId(const std::string& name, const char* fallback,
                    const std::set<std::string>& taken) {
    const std::string base = idFromName(name, fallback, kMaxIdLength - 4);
    std::string id = base;
    for (int n = 2; taken.count(id) != 0; ++n) id = base + "-" + std::to_string(n);
    return id;
}

void CampaignEdit::check(SQLite::Database& db) const {
    checkedEdit(db, [this](CampaignSnapshot& snapshot) { add(snapshot); });
}

void CampaignEdit::apply(ActionContext& context) {
    check(context.db());
    write(context);
}

// --- A place.

void AddPlace::add(CampaignSnapshot& snapshot) const {
    snapshot.places.push_back(place_);
}

void AddPlace::write(ActionContext& context) const {
    const std::int64_t key = nextKey(context.db(), Subject::Place);
    PlaceImport(context.db())
        .add(key, place_, editKeyOf(context.db(), Subject::Side, place_.owner));
    context.record(LedgerEntry("place", 0,
                               "added " + place_.name + " (" + place_.kind + ") at " +
                                   std::to_string(place_.x) + "," + std::to_string(place_.y)));
}

std::string AddPlace::describe() const {
    return "Add place " + place_.name;
}

// --- A route.

void AddRoute::add(CampaignSnapshot& snapshot) const {
    snapshot.routes.push_back(route_);
}

void AddRoute::write(ActionContext& context) const {
    SQLite::Database& db = context.db();
    const std::int64_t key = nextRouteKey(db);
    RouteImport(db).add(key, editKeyOf(db, Subject::Place, route_.from),
                        editKeyOf(db, Subject::Place, route_.to), route_);
    context.record(LedgerEntry("route", 0,
                               "added " + route_.kind + " " + fromName_ + " - " + toName_ + ", " +
                                   std::to_string(route_.footDays) + " days on foot, " +
                                   std::to_string(route_.mountedDays) + " mounted"));
}

std::string AddRoute::describe() const {
    return "Add " + route_.kind + " " + fromName_ + " - " + toName_;
}

// --- A side.

void AddSide::add(CampaignSnapshot& snapshot) const {
    snapshot.sides.push_back(side_);
}

void AddSide::write(ActionContext& context) const {
    const std::int64_t key = nextKey(context.db(), Subject::Side);
    SideImport(context.db()).add(key, side_);
    // Its treasury booked as the import books a scenario's.
    context.record(LedgerEntry("treasury", side_.treasury, "a new side").forSide(key));
}

std::string AddSide::describe() const {
    return "Add side " + side_.name;
}

// --- An army.

void AddArmy::add(CampaignSnapshot& snapshot) const {
    snapshot.armies.push_back(army_);
}

void AddArmy::write(ActionContext& context) const {
    SQLite::Database& db = context.db();
    const std::int64_t key = nextKey(db, Subject::Army);
    const ArmyPosition at{editKeyOf(db, Subject::Place, army_.place), {}, {}, {}};
    ArmyImport(db).add(key, army_, editKeyOf(db, Subject::Side, army_.side),
                       editKeyOf(db, Subject::Leader, army_.leader), at);
    context.record(LedgerEntry("army", 0, "added " + army_.name + " at " + army_.place.value_or(""))
                       .forSide(editKeyOf(db, Subject::Side, army_.side))
                       .forArmy(key));
}

std::string AddArmy::describe() const {
    return "Add army " + army_.name;
}

// --- A battal.

void AddBattal::add(CampaignSnapshot& snapshot) const {
    for (Army& army : snapshot.armies) {
        if (army.id == army_) {
            army.battals.push_back(battal_);
            return;
        }
    }
    throw UserError("no army '" + army_ + "' in the campaign");
}

void AddBattal::write(ActionContext& context) const {
    SQLite::Database& db = context.db();
    const std::int64_t key = nextKey(db, Subject::Battal);
    const std::int64_t army = editKeyOf(db, Subject::Army, army_);
    RosterImport(db).battal(key, battal_, army, editKeyOf(db, Subject::Leader, battal_.leader));
    context.record(LedgerEntry("battal", 0, "added " + battal_.name).forArmy(army));
}

std::string AddBattal::describe() const {
    return "Add battal " + battal_.name;
}

// --- A unit.

void AddUnit::add(CampaignSnapshot& snapshot) const {
    battalOf(snapshot, battal_)->units.push_back(unit_);
}

void AddUnit::write(ActionContext& context) const {
    SQLite::Database& db = context.db();
    const std::int64_t key = nextKey(db, Subject::Unit);
    RosterImport(db).unit(key, unit_, editKeyOf(db, Subject::Battal, battal_),
                          editKeyOf(db, Subject::Leader, unit_.leader));
    // Every man has his entry from the day he joins, as the import books a scenario's.
    context.record(LedgerEntry("mustered", unit_.mustered, "added by the umpire").forUnit(key));
}

std::string AddUnit::describe() const {
    return "Add unit " + unit_.name;
}

// --- A leader.

void AddLeader::add(CampaignSnapshot& snapshot) const {
    snapshot.leaders.push_back(leader_);
    if (!leads_) return;
    for (Army& army : snapshot.armies) {
        for (Battal& battal : army.battals) {
            for (Unit& unit : battal.units) {
                if (unit.id != *leads_) continue;
                if (unit.leader) {
                    throw UserError(unit.name + " is led already; a unit has one leader");
                }
                unit.leader = leader_.id;
            }
        }
    }
}

void AddLeader::write(ActionContext& context) const {
    SQLite::Database& db = context.db();
    const std::int64_t key = nextKey(db, Subject::Leader);
    LeaderImport(db).add(key, leader_, editKeyOf(db, Subject::Side, leader_.side),
                         editKeyOf(db, Subject::Side, leader_.captor));
    context.record(
        LedgerEntry("leader", 0, "added " + leader_.name + ", " + leader_.rank).forLeader(key));
    if (leads_) {
        setUnitLeader(context, editKeyOf(db, Subject::Unit, *leads_), key,
                      leader_.name + " leads it");
    }
}

std::string AddLeader::describe() const {
    return "Add leader " + leader_.name;
}

// --- A leader changed.

void SetLeader::check(SQLite::Database& db) const {
    checkedEdit(db, [this](CampaignSnapshot& snapshot) {
        for (Leader& leader : snapshot.leaders) {
            if (leader.id == after_.id) leader = after_;
        }
    });
}

void SetLeader::apply(ActionContext& context) {
    check(context.db());
    std::string changes;
    auto said = [&](const std::string& what) { changes += (changes.empty() ? "" : ", ") + what; };
    if (after_.name != before_.name) said("renamed from " + before_.name);
    if (after_.rank != before_.rank) said(before_.rank + " -> " + after_.rank);
    if (after_.cv != before_.cv) {
        said("CV " + std::to_string(before_.cv) + " -> " + std::to_string(after_.cv));
    }
    if (after_.character != before_.character) {
        said(before_.character.value_or("no character") + " -> " +
             after_.character.value_or("no character"));
    }
    updateLeader(context, editKeyOf(context.db(), Subject::Leader, after_.id), after_,
                 after_.name + ": " + changes);
}

// --- An army changed.

void SetArmy::check(SQLite::Database& db) const {
    checkedEdit(db, [this](CampaignSnapshot& snapshot) {
        for (Army& army : snapshot.armies) {
            if (army.id == after_.id) {
                army.name = after_.name;
                army.leader = after_.leader;
            }
        }
    });
}

void SetArmy::apply(ActionContext& context) {
    check(context.db());
    SQLite::Database& db = context.db();
    std::string changes;
    if (after_.name != before_.name) changes = "renamed from " + before_.name;
    if (after_.leader != before_.leader) {
        changes += (changes.empty() ? "" : ", ") + std::string("commanded by ") +
                   after_.leader.value_or("no one");
    }
    updateArmy(context, editKeyOf(db, Subject::Army, after_.id), after_.name,
               editKeyOf(db, Subject::Leader, after_.leader), after_.name + ": " + changes);
}

// --- A place changed.

void SetPlace::check(SQLite::Database& db) const {
    checkedEdit(db, [this](CampaignSnapshot& snapshot) {
        for (Place& place : snapshot.places) {
            if (place.id == after_.id) place = after_;
        }
    });
}

void SetPlace::apply(ActionContext& context) {
    check(context.db());
    SQLite::Database& db = context.db();
    const std::int64_t key = editKeyOf(db, Subject::Place, after_.id);
    std::string changes;
    auto said = [&](const std::string& what) { changes += (changes.empty() ? "" : ", ") + what; };
    if (after_.name != before_.name) said("renamed from " + before_.name);
    if (after_.kind != before_.kind) said(before_.kind + " -> " + after_.kind);
    if (after_.terrain != before_.terrain) said(before_.terrain + " -> " + after_.terrain);
    if (after_.x != before_.x || after_.y != before_.y) {
        said("moved from " + std::to_string(before_.x) + "," + std::to_string(before_.y) + " to " +
             std::to_string(after_.x) + "," + std::to_string(after_.y));
    }
    if (!changes.empty()) updatePlace(context, key, after_, after_.name + ": " + changes);
    if (after_.owner != before_.owner) {
        setPlaceOwner(context, key, editKeyOf(db, Subject::Side, after_.owner),
                      after_.name +
                          (ownerName_.empty() ? " held by nobody" : " held by " + ownerName_) +
                          ", by the umpire");
    }
}

std::string SetPlace::describe() const {
    return "Change place " + after_.name;
}

// --- A place removed.

void RemovePlace::check(SQLite::Database& db) const {
    const CampaignSnapshot now = readSnapshot(db);
    const CampaignState state = readCampaignState(db);
    std::vector<std::string> in;
    for (const Army& army : now.armies) {
        if (army.place == place_) in.push_back("the army " + army.name + " stands there");
        if (army.routeFrom == place_ || army.routeTo == place_)
            in.push_back("the army " + army.name + " is on a route to or from it");
    }
    for (const ArmyMarch& march : state.marches) {
        if (march.cameFrom == place_ ||
            std::find(march.stops.begin(), march.stops.end(), place_) != march.stops.end()) {
            for (const Army& army : now.armies) {
                if (army.id == march.army) in.push_back("the army " + army.name + " marches by it");
            }
        }
    }
    for (const PendingBattle& battle : state.pendingBattles) {
        if (battle.place == place_) in.push_back("a battle is pending there");
    }
    for (const BattleResult& result : state.battleResults) {
        if (result.place == place_) {
            in.push_back("a battle was fought there");
            break;
        }
    }
    for (const DepotMen& depot : state.depots) {
        if (depot.place == place_) {
            in.push_back("men wait at its depot");
            break;
        }
    }
    if (!in.empty()) {
        std::string why;
        for (const std::string& reason : in) why += (why.empty() ? "" : "; ") + reason;
        throw UserError(placeName_ + " cannot be removed: " + why);
    }
    checkedEdit(db, [this](CampaignSnapshot& snapshot, CampaignState& edited) {
        std::erase_if(snapshot.places, [this](const Place& p) { return p.id == place_; });
        std::erase_if(snapshot.routes,
                      [this](const Route& r) { return r.from == place_ || r.to == place_; });
        std::erase_if(edited.holdings, [this](const PlaceHolding& h) { return h.place == place_; });
    });
}

void RemovePlace::apply(ActionContext& context) {
    check(context.db());
    const std::int64_t key = editKeyOf(context.db(), Subject::Place, place_);
    removeRoutesOf(context.db(), key);
    removePlace(context, key, "removed " + placeName_ + " and its routes");
}

std::string RemovePlace::describe() const {
    return "Remove place " + placeName_;
}

// --- A side changed.

void SetSide::check(SQLite::Database& db) const {
    checkedEdit(db, [this](CampaignSnapshot& snapshot) {
        for (Side& side : snapshot.sides) {
            if (side.id == after_.id) {
                side.name = after_.name;
                side.colour = after_.colour;
                if (treasury_) side.treasury = *treasury_;
            }
        }
    });
}

void SetSide::apply(ActionContext& context) {
    check(context.db());
    const std::int64_t key = editKeyOf(context.db(), Subject::Side, after_.id);
    if (after_.name != before_.name || after_.colour != before_.colour) {
        std::string changes;
        if (after_.name != before_.name) changes = "renamed from " + before_.name;
        if (after_.colour != before_.colour) {
            changes += (changes.empty() ? "" : ", ") + std::string("colour ") +
                       before_.colour.value_or("none") + " -> " + after_.colour.value_or("none");
        }
        updateSide(context, key, after_, after_.name + ": " + changes);
    }
    if (treasury_ && *treasury_ != before_.treasury) {
        const strategy::Pence perPound = context.rules().strategy.pencePerPound;
        const strategy::Pence odd = sidePence(context.db(), key, perPound) % perPound;
        setSidePence(context, key, *treasury_ * perPound + odd, "umpire's correction: " + reason_);
    }
}

std::string SetSide::describe() const {
    std::string text = "Change side " + after_.name;
    if (treasury_ && *treasury_ != before_.treasury) {
        text += ": treasury " + std::to_string(before_.treasury) + " -> " +
                std::to_string(*treasury_) + " (" + reason_ + ")";
    }
    return text;
}

// --- The umpire's correction.

void CorrectUnitMen::apply(ActionContext& context) {
    checkName(reason_, "the reason");
    const Found unit = find(context.db(), Subject::Unit, unit_);
    unitName_ = unit.name;
    for (const Army& army : readSnapshot(context.db()).armies) {
        for (const Battal& battal : army.battals) {
            for (const Unit& u : battal.units) {
                if (u.id == unit.id) before_ = u.present;
            }
        }
    }
    if (before_ == men_) {
        throw UserError(unitName_ + " has " + std::to_string(men_) + " men present already");
    }
    const std::string note = "umpire's correction: " + reason_;
    correctUnitMen(context, unit.key, men_, note);
    addChronicle(context, context.date(), "correction", describe());
}

std::string CorrectUnitMen::describe() const {
    return "Umpire's correction: " + unitName_ + " " + std::to_string(before_) + " -> " +
           std::to_string(men_) + " men present (" + reason_ + ")";
}

void DisbandArmy::apply(ActionContext& context) {
    checkName(reason_, "the reason");
    SQLite::Database& db = context.db();
    const Found army = find(db, Subject::Army, army_);
    armyName_ = army.name;
    for (const Army& each : readSnapshot(db).armies) {
        if (each.id != army.id || !each.gone()) continue;
        throw UserError(armyName_ + " is already " +
                        (each.disbanded ? "disbanded" : "merged into another army"));
    }
    const ArmyRemains left = readArmyRemains(db, army.key);
    if (!left.pendingBattleAt.empty()) {
        throw UserError(armyName_ + " stands at the pending battle at " + left.pendingBattleAt +
                        ": fight it or fall back before disbanding");
    }
    if (left.men() > 0) {
        std::vector<std::string> parts;
        if (left.present > 0) parts.push_back(groupedNumber(left.present) + " present");
        if (left.wounded > 0) parts.push_back(groupedNumber(left.wounded) + " wounded returning");
        if (left.captive > 0) parts.push_back(groupedNumber(left.captive) + " held captive");
        if (left.depot > 0) parts.push_back(groupedNumber(left.depot) + " at a depot");
        std::string list;
        for (std::size_t i = 0; i < parts.size(); ++i) {
            list += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
        }
        throw UserError(armyName_ + " still has " + countOf(left.men(), "man", "men") + " (" +
                        list +
                        "): only an army with nothing left is disbanded; merge it into another "
                        "or correct its units' men first");
    }
    markArmyDisbanded(context, army.key, reason_);
    addChronicle(context, context.date(), "correction", describe());
}

std::string DisbandArmy::describe() const {
    return "Umpire's correction: " + armyName_ + " disbanded (" + reason_ + ")";
}

// --- The map's picture and scale.

void SetMapPicture::apply(ActionContext& context) {
    setMapPicture(context, picture_, describe());
}

std::string SetMapPicture::describe() const {
    return "The map's picture is now " + fileName_ + " (" + std::to_string(picture_.info.width) +
           " by " + std::to_string(picture_.info.height) + " pixels)";
}

void RemoveMapPicture::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    if (!readMapPictureInfo(db) && !readCampaignInfo(db).mapBackground) {
        throw UserError("the map has no picture to take away");
    }
    removeMapPicture(context, describe());
}

std::string RemoveMapPicture::describe() const {
    return "The map's picture taken away";
}

void SetMapScale::apply(ActionContext& context) {
    setMapScale(context, milesPerUnit_, describe());
}

std::string SetMapScale::describe() const {
    return "The map's scale set: " + reasoning_;
}

}  // namespace seneschal::campaign
