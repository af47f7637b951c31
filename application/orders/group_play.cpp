#include "application/orders/group_play.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <utility>

#include "application/files/campaign_files.hpp"
#include "application/orders/avoid_choices.hpp"
#include "application/orders/calendar_orders.hpp"
#include "application/orders/march_orders.hpp"
#include "application/orders/ransom_orders.hpp"
#include "application/orders/troop_choices.hpp"
#include "application/orders/upkeep_orders.hpp"
#include "application/views/map_seen_by.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "base/plain_text.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/group_actions.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/actions/ransom_actions.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/calendar/calendar.hpp"
#include "campaign/file/orders_signature.hpp"
#include "campaign/limits.hpp"
#include "campaign/stores/army_store.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/group_play_store.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/march_treasury.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/unit_store.hpp"
#include "campaign/stores/upkeep_store.hpp"
#include "campaign/strategy/turns.hpp"
#include "campaign/strategy/upkeep.hpp"

namespace seneschal::application {

namespace {

campaign::strategy::Turn turnNow(campaign::CampaignFile& file) {
    SQLite::Database& db = file.db();
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    return campaign::strategy::turnOf(info.date.value - info.start.value,
                                      campaign::rulesOf(db).strategy.turns);
}

// The unit `unitId` of the army `armyId`, as the snapshot holds it; none when it is not one.
const campaign::Unit* unitOfArmy(const campaign::CampaignSnapshot& snapshot,
                                 const std::string& armyId, const std::string& unitId) {
    if (const campaign::Army* army = snapshot.findArmy(armyId))
        for (const campaign::Battal& battal : army->battals)
            for (const campaign::Unit& unit : battal.units)
                if (unit.id == unitId) return &unit;
    return nullptr;
}

// The units an army may reinforce where it stands (the reinforce order): each of its units,
// with what a player chooses by, "Lancashire bowmen (longbowmen, class B, 120 present)".
std::vector<FormUnit> reinforceableUnits(const campaign::CampaignSnapshot& snapshot,
                                         const std::string& armyId, const battle::Rulebook& rules) {
    std::vector<FormUnit> units;
    if (const campaign::Army* army = snapshot.findArmy(armyId)) {
        for (const campaign::Battal& battal : army->battals) {
            for (const campaign::Unit& unit : battal.units) {
                const battle::TroopType* troop = rules.findTroopType(unit.type);
                const std::string type = troop ? troop->name : unit.type;
                units.push_back({unit.id, unit.name,
                                 unit.name + " (" + type + ", class " +
                                     std::string(battle::toString(unit.troopClass)) + ", " +
                                     groupedNumber(unit.present) + " present)"});
            }
        }
    }
    return units;
}

// Where the army may raise men today, by the recruiting rule: its entry of recruitChoices, with
// the refusal in words when it may not (none: the army is no longer in the campaign).
std::optional<RecruitArmy> recruitingOf(const campaign::CampaignSnapshot& snapshot,
                                        const std::string& armyId) {
    const RecruitChoices choices = recruitChoices(snapshot);
    const RecruitArmy* where = choices.find(armyId);
    return where ? std::optional<RecruitArmy>(*where) : std::nullopt;
}

std::string placeNameOn(const map::MapView& view, const std::string& id) {
    const map::MapPlace* place = view.findPlace(id);
    return place ? place->name : id;
}

std::string whereOn(const map::MapView& view, const map::MapArmy& army) {
    if (!army.where.onTheMarch()) return "at " + placeNameOn(view, army.where.placeId);
    return "on the road to " + placeNameOn(view, army.where.towardPlace);
}

// The orders file checked against the campaign: what it records, and its lines for the preview.
struct CheckedOrders {
    campaign::ReceiveOrders::Received received;
    std::vector<std::string> preview;
};

// The ransom decisions `sideId` may take on a captive now: as his captor, demand the ransom,
// parole him or release him; as his own side, pay what is owed or refuse; each only when the
// ransom's own rule lets it be done in his state (ransomVerbApplies).
std::vector<std::string> ransomDecisionsOf(const campaign::CaptiveLine& captive,
                                           const std::string& sideId) {
    using campaign::RansomVerb;
    std::vector<std::pair<RansomVerb, const char*>> verbs;
    if (captive.captor == sideId) {
        verbs = {{RansomVerb::Demand, "demand"},
                 {RansomVerb::Parole, "parole"},
                 {RansomVerb::Release, "release"}};
    } else if (captive.side == sideId) {
        verbs = {{RansomVerb::Pay, "pay"}, {RansomVerb::Refuse, "refuse"}};
    }
    std::vector<std::string> open;
    for (const auto& [verb, word] : verbs)
        if (campaign::ransomVerbApplies(verb, captive)) open.emplace_back(word);
    return open;
}

// A captive as a side's form and preview name him: "Raoul, Count of Eu (held by Kingdom of
// England; ransom £800, £200 paid)".
std::string captiveWords(const campaign::CaptiveLine& captive, const std::string& sideId,
                         const std::string& currency) {
    std::string text =
        captive.who + " (" +
        (captive.captor == sideId ? "of " + captive.sideName : "held by " + captive.captorName);
    if (captive.ransom > 0) {
        text += "; ransom " + groupedNumber(captive.ransom) + " " + currency;
        if (captive.paid > 0) text += ", " + groupedNumber(captive.paid) + " paid";
    }
    return text + ")";
}

// What the side owes its men and holds: "£1,200 owed; the treasury holds £30,000".
std::string arrearsText(SQLite::Database& db, std::int64_t sideKey, const std::string& currency) {
    campaign::strategy::Pence owed = 0;
    for (const campaign::KeptUnitRow& row : campaign::readKeptUnitRows(db, sideKey))
        owed += row.arrears;
    const std::int64_t treasury = campaign::readSideTreasury(db, sideKey).pounds;
    const std::string holds = groupedNumber(treasury) + (currency.empty() ? "" : " " + currency);
    if (owed == 0) return "nothing owed now; the treasury holds " + holds;
    return campaign::strategy::formatMoney(owed) + " owed now; the treasury holds " + holds;
}

// The avoid order open to a side's army: none when the army is on a road or no battle is pending
// where it stands; else the battle's place and, as the `avoid` command's rule decides, whether the
// side may fall back and where to (only places the side knows).
struct AvoidOpen {
    std::string placeId, placeName;
    bool allowed = false;
    std::string reason;
    std::vector<AvoidWay> ways;
};

std::optional<AvoidOpen> avoidOpenTo(campaign::CampaignFile& file, const map::MapView& seen,
                                     const map::MapArmy& army, const std::string& sideId) {
    if (army.where.onTheMarch()) return std::nullopt;
    const campaign::LoadedMarch loaded = campaign::loadMarch(file.db());
    if (!loaded.state.pendingAt(army.where.placeId)) return std::nullopt;
    const AvoidChoices choices = avoidChoices(file, army.where.placeId);
    for (const AvoidSide& side : choices.sides) {
        if (side.sideId != sideId) continue;
        AvoidOpen open{choices.placeId, choices.placeName, side.allowed, side.reason, {}};
        for (const AvoidWay& way : side.ways)
            if (seen.findPlace(way.placeId) != nullptr) open.ways.push_back(way);
        return open;
    }
    return std::nullopt;
}

std::string orderLineText(const std::string& file, const OrderLine& order) {
    return file + " line " + std::to_string(order.line);
}

CheckedOrders checkOrders(campaign::CampaignFile& campaignFile, const std::filesystem::path& path,
                          const std::map<std::int64_t, std::int64_t>& newerInBatch) {
    SQLite::Database& db = campaignFile.db();
    const std::string name = path.string();
    const OrdersFile orders = readOrdersFile(path);
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    const std::optional<campaign::GroupPlay> group = campaign::readGroupPlay(db);
    if (!group) {
        throw UserError("--db " + campaignFile.path().string() + ": " + info.name +
                        " has not started group play, so it takes no orders files "
                        "(seneschal-cli group start --db F)");
    }
    if (orders.campaign != group->identity) {
        throw UserError(name + ": these orders are for another campaign, not " + info.name +
                        " (its identity differs)");
    }
    const std::vector<map::MapSide> sides = campaignMap(campaignFile, std::nullopt).sides;
    const auto side = std::find_if(sides.begin(), sides.end(),
                                   [&](const map::MapSide& s) { return s.id == orders.side; });
    if (side == sides.end())
        throw UserError(name + ": side '" + orders.side + "' is not a side of " + info.name);
    const campaign::Found sideFound = campaign::find(db, campaign::Subject::Side, side->id);
    const std::optional<std::string> key = campaign::readSideKey(db, sideFound.key);
    if (!key) {
        throw UserError(name + ": " + side->name +
                        " has no key yet (seneschal-cli group start gives it one)");
    }
    if (!campaign::sameSignature(campaign::hmacSha256Hex(*key, canonicalOrders(orders)),
                                 orders.signature)) {
        throw UserError(name +
                        ": the signature does not match the orders: they were changed "
                        "after they were signed, or not signed with " +
                        side->name + "'s key");
    }
    const std::int64_t turn = turnNow(campaignFile).number;
    if (orders.turn != turn) {
        throw UserError(name + ": these orders are for turn " + std::to_string(orders.turn) +
                        ", but " + info.name + " is in turn " + std::to_string(turn) +
                        (orders.turn < turn ? ": their turn is over" : ""));
    }
    std::int64_t latest = 0;
    if (const auto received = campaign::readReceivedOrders(db, sideFound.key, turn))
        latest = received->version;
    if (const auto it = newerInBatch.find(sideFound.key); it != newerInBatch.end())
        latest = std::max(latest, it->second);
    if (orders.version <= latest) {
        throw UserError(name + ": version " + std::to_string(orders.version) + " of " + side->name +
                        "'s orders for turn " + std::to_string(turn) + ", but version " +
                        std::to_string(latest) +
                        " was received already: only a later version replaces it");
    }
    const SideKnowledge knows = knowledgeOf(campaignFile, side->id);
    const map::MapView seen = campaignMap(campaignFile, side->id);
    CheckedOrders checked;
    checked.preview.push_back(side->name + ", turn " + std::to_string(turn) + ", version " +
                              std::to_string(orders.version) + " (" + name + "):");
    std::set<std::string> ordered;
    std::string canonical;
    for (const OrderLine& order : orders.orders) {
        const std::string at = orderLineText(name, order);
        if (order.kind == OrderLine::Kind::Pay) {
            if (!ordered.insert("(pay)").second)
                throw UserError(at + ": the arrears are ordered paid twice");
            checked.preview.push_back("  pay the arrears of " + side->name + " (" +
                                      arrearsText(db, sideFound.key, info.currency) + ")");
            canonical += "pay\n";
            continue;
        }
        if (order.kind == OrderLine::Kind::Ransom) {
            const std::string number = std::to_string(order.captive);
            std::optional<campaign::CaptiveLine> captive;
            for (const campaign::CaptiveLine& each : campaign::readCaptives(db))
                if (each.id == order.captive) captive = each;
            if (!captive || (captive->side != side->id && captive->captor != side->id)) {
                throw UserError(at + ": captive: " + number + " is neither held by " + side->name +
                                " nor one of its own held by another");
            }
            if (!ordered.insert("(ransom) " + number).second)
                throw UserError(at + ": captive " + number + " is given two decisions");
            const std::vector<std::string> open = ransomDecisionsOf(*captive, side->id);
            if (std::find(open.begin(), open.end(), order.decision) == open.end()) {
                std::string may;
                for (const std::string& each : open) may += (may.empty() ? "" : ", ") + each;
                throw UserError(
                    at + ": decision: " + side->name + " cannot " + order.decision + " for " +
                    captive->who + " (" + campaign::textOf(captive->status) +
                    "): " + (may.empty() ? "nothing is open to it now" : "it may " + may));
            }
            checked.preview.push_back("  " + ransomDecisionWords(order.decision) + ": " +
                                      captiveWords(*captive, side->id, info.currency));
            canonical += "ransom " + number + " " + order.decision + "\n";
            continue;
        }
        const auto army = std::find_if(seen.armies.begin(), seen.armies.end(),
                                       [&](const map::MapArmy& a) { return a.id == order.army; });
        if (army == seen.armies.end() || !knows.knowsDetailsOf(order.army)) {
            throw UserError(at + ": army '" + order.army + "' is not an army of " + side->name);
        }
        // The recruit and reinforce orders: men raised where the army stands, if it may.
        std::optional<campaign::CampaignSnapshot> snapshot;
        std::optional<RecruitArmy> where;
        if (order.kind == OrderLine::Kind::Recruit || order.kind == OrderLine::Kind::Reinforce) {
            snapshot = campaign::readSnapshot(db);
            where = recruitingOf(*snapshot, order.army);
            if (!where || !where->refusal.empty()) {
                throw UserError(at + ": army: " + army->name + " may raise no men now" +
                                (where ? ": " + where->refusal : std::string()));
            }
            if (order.men > campaign::kRecruitMen.max) {
                throw UserError(at + ": men: at most " + groupedNumber(campaign::kRecruitMen.max) +
                                " men are raised at once");
            }
        }
        if (order.kind == OrderLine::Kind::Recruit) {
            const battle::Rulebook& rules = campaign::rulebookFor(info.rules);
            const std::vector<TroopTypeChoice> types = troopTypeChoices(rules);
            const auto type =
                std::find_if(types.begin(), types.end(),
                             [&](const TroopTypeChoice& t) { return t.id == order.troopType; });
            if (type == types.end()) {
                throw UserError(at + ": type: '" + order.troopType +
                                "' is not a troop type of the campaign's rules");
            }
            if (std::find(type->classes.begin(), type->classes.end(), order.troopClass) ==
                type->classes.end()) {
                throw UserError(at + ": class: " + type->name + " may not be class " +
                                order.troopClass);
            }
            if (const auto problem = nameProblem(order.name))
                throw UserError(at + ": name: " + *problem);
            if (!ordered.insert("(unit) " + order.name).second)
                throw UserError(at + ": name: two new units are called '" + order.name + "'");
            checked.preview.push_back(
                "  raise " + countOf(order.men, "man", "men") + " at " + where->placeName +
                " for " + army->name + ", a new unit, " + order.name + " (" + type->name +
                ", class " + order.troopClass + "), paid from the treasury at the turn's end");
            canonical += "recruit " + order.army + " " + std::to_string(order.men) + " " +
                         order.troopType + " " + order.troopClass + " " + order.name + "\n";
            continue;
        }
        if (order.kind == OrderLine::Kind::Reinforce) {
            const campaign::Unit* unit = unitOfArmy(*snapshot, order.army, order.unit);
            if (unit == nullptr) {
                throw UserError(at + ": unit: '" + order.unit + "' is not a unit of " + army->name);
            }
            if (!ordered.insert("(reinforce) " + order.unit).second)
                throw UserError(at + ": unit: " + unit->name + " is reinforced twice");
            checked.preview.push_back("  raise " + countOf(order.men, "man", "men") + " at " +
                                      where->placeName + " to join " + unit->name + " of " +
                                      army->name + ", paid from the treasury at the turn's end");
            canonical += "reinforce " + order.army + " " + order.unit + " " +
                         std::to_string(order.men) + "\n";
            continue;
        }
        if (order.kind == OrderLine::Kind::Split) {
            if (!ordered.insert("(split) " + order.army).second)
                throw UserError(at + ": " + army->name + " is split twice");
            const std::vector<campaign::Found> battals = campaign::readBattalsOfArmy(
                db, campaign::find(db, campaign::Subject::Army, order.army).key);
            std::string names;
            std::set<std::string> chosen;
            for (const std::string& id : order.battals) {
                const auto battal =
                    std::find_if(battals.begin(), battals.end(),
                                 [&](const campaign::Found& b) { return b.id == id; });
                if (battal == battals.end()) {
                    throw UserError(at + ": battals: '" + id + "' is not a battal of " +
                                    army->name);
                }
                if (!chosen.insert(id).second)
                    throw UserError(at + ": battals: " + battal->name + " is named twice");
                names += (names.empty() ? "" : ", ") + battal->name;
            }
            if (chosen.size() >= battals.size()) {
                throw UserError(at + ": battals: " + army->name +
                                " would be left with nothing: at least one battal must stay");
            }
            if (!ordered.insert("(name) " + order.name).second ||
                campaign::armyNameTaken(db, order.name)) {
                throw UserError(at + ": name: there is already an army called '" + order.name +
                                "'");
            }
            checked.preview.push_back("  split " + names + " from " + army->name +
                                      " into a new army, " + order.name);
            canonical += "split " + order.army + " ";
            for (std::size_t i = 0; i < order.battals.size(); ++i)
                canonical += (i == 0 ? "" : ",") + order.battals[i];
            canonical += " " + order.name + "\n";
            continue;
        }
        if (!ordered.insert(order.army).second)
            throw UserError(at + ": " + army->name + " is given a second order");
        if (order.kind == OrderLine::Kind::Hold) {
            checked.preview.push_back("  hold " + army->name + ", " + whereOn(seen, *army));
            canonical += "hold " + order.army + "\n";
            continue;
        }
        if (order.kind == OrderLine::Kind::Merge) {
            const auto into =
                std::find_if(seen.armies.begin(), seen.armies.end(),
                             [&](const map::MapArmy& a) { return a.id == order.into; });
            if (into == seen.armies.end() || !knows.knowsDetailsOf(order.into)) {
                throw UserError(at + ": into: army '" + order.into + "' is not an army of " +
                                side->name);
            }
            if (order.into == order.army)
                throw UserError(at + ": into: " + army->name + " cannot merge into itself");
            const std::vector<std::string> may = campaign::armiesThatMayMergeInto(db, order.into);
            if (std::find(may.begin(), may.end(), order.army) == may.end()) {
                const bool samePlace = !army->where.onTheMarch() && !into->where.onTheMarch() &&
                                       army->where.placeId == into->where.placeId;
                throw UserError(at + ": into: " + army->name + " cannot merge into " + into->name +
                                ": " +
                                (samePlace ? "they are not in the same pending battle"
                                           : army->name + " is " + whereOn(seen, *army) + " and " +
                                                 into->name + " " + whereOn(seen, *into) +
                                                 ": armies merge only at the same place"));
            }
            checked.preview.push_back("  merge " + army->name + " into " + into->name + ", " +
                                      whereOn(seen, *into));
            canonical += "merge " + order.army + " " + order.into + "\n";
            continue;
        }
        if (order.kind == OrderLine::Kind::Avoid) {
            const std::optional<AvoidOpen> open = avoidOpenTo(campaignFile, seen, *army, side->id);
            if (!open) {
                throw UserError(at + ": avoid: " + army->name +
                                " has no battle to avoid: none is pending where it stands (" +
                                whereOn(seen, *army) + ")");
            }
            if (!open->allowed) {
                throw UserError(at + ": avoid: " + army->name + " may not avoid the battle at " +
                                open->placeName + ": " + open->reason);
            }
            const auto way =
                std::find_if(open->ways.begin(), open->ways.end(),
                             [&](const AvoidWay& w) { return w.placeId == order.place; });
            if (way == open->ways.end()) {
                const map::MapPlace* place = seen.findPlace(order.place);
                throw UserError(at + ": to: " + army->name + " cannot fall back from " +
                                open->placeName + " to " +
                                (place ? place->name : "'" + order.place + "'") +
                                ": not a way open to it");
            }
            checked.preview.push_back("  " + army->name + " avoids the battle at " +
                                      open->placeName + ", falling back by night to " +
                                      way->placeName);
            canonical += "avoid " + order.army + " " + order.place + "\n";
            continue;
        }
        const map::MapPlace* place = seen.findPlace(order.place);
        if (place == nullptr) {
            throw UserError(at + ": place '" + order.place + "' is not a place " + side->name +
                            " knows");
        }
        try {
            const campaign::MarchForecast forecast =
                campaign::forecastMarch(db, order.army, order.place, false);
            std::string way;
            for (const std::string& stop : forecast.stops) way += (way.empty() ? "" : ", ") + stop;
            checked.preview.push_back("  march " + army->name + " to " + place->name + " by " +
                                      way + ", arriving " + forecast.arrivalText);
        } catch (const UserError& e) {
            throw UserError(at + ": " + army->name + " cannot march to " + place->name + ": " +
                            e.what());
        }
        canonical += "march " + order.army + " " + order.place + "\n";
    }
    if (orders.orders.empty()) checked.preview.push_back("  no orders: every army keeps its own");
    checked.received.sideName = side->name;
    checked.received.orders.sideKey = sideFound.key;
    checked.received.orders.turn = turn;
    checked.received.orders.version = orders.version;
    checked.received.orders.orders = canonical;
    checked.received.orders.receivedDay = info.date;
    return checked;
}

std::vector<CheckedOrders> checkAll(campaign::CampaignFile& file,
                                    const std::vector<std::filesystem::path>& paths) {
    std::vector<CheckedOrders> all;
    std::map<std::int64_t, std::int64_t> batch;  // side key -> version checked in this import
    for (const std::filesystem::path& path : paths) {
        CheckedOrders checked = checkOrders(file, path, batch);
        batch[checked.received.orders.sideKey] = checked.received.orders.version;
        all.push_back(std::move(checked));
    }
    return all;
}

}  // namespace

std::int64_t currentTurn(campaign::CampaignFile& file) {
    return turnNow(file).number;
}

std::string newSideKey(campaign::CampaignFile& file, const std::string& side) {
    SQLite::Database& db = file.db();
    if (!campaign::readGroupPlay(db)) {
        throw UserError(campaign::readCampaignInfo(db).name +
                        " does not play as a group yet: start group play first (group start)");
    }
    campaign::Found found;
    try {
        found = campaign::find(db, campaign::Subject::Side, side);
    } catch (const DataError&) {
        throw;
    } catch (const UserError& e) {
        throw UserError(std::string("--side: ") + e.what());
    }
    if (!campaign::replaceSideKey(db, found.key)) {
        // A side added since group play started: it gets its first key as group start gives it.
        campaign::startGroupPlay(db, campaign::readCampaignInfo(db).date);
    }
    const bool many = soundsPlural(found.name);
    return subjectVerb(found.name, "has", "have") + " a new key: orders signed with " +
           (many ? "their" : "its") +
           " old key, in any dispatch sent before, are refused from now on (orders already "
           "received are kept). Send " +
           found.name + " a new dispatch (seneschal-cli dispatch --side " + found.id + ").";
}

std::string startGroupPlay(campaign::CampaignFile& file) {
    SQLite::Database& db = file.db();
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    const bool started = campaign::readGroupPlay(db).has_value();
    const std::int64_t made = campaign::startGroupPlay(db, info.date);
    if (!started) {
        return info.name + " starts group play: a key for each of its " +
               countOf(made, "side", "sides") +
               ", carried only in that side's dispatch (seneschal-cli dispatch).";
    }
    if (made == 0) return info.name + " plays as a group already: every side has its key.";
    return info.name + " plays as a group already: " + countOf(made, "side", "sides") +
           " added since got a key.";
}

std::optional<OrdersForm> ordersFormOf(campaign::CampaignFile& file, const SideKnowledge& knows,
                                       std::int64_t turn) {
    SQLite::Database& db = file.db();
    const std::optional<campaign::GroupPlay> group = campaign::readGroupPlay(db);
    if (!group) return std::nullopt;
    const campaign::Found side = campaign::find(db, campaign::Subject::Side, knows.sideId);
    const std::optional<std::string> key = campaign::readSideKey(db, side.key);
    if (!key) return std::nullopt;
    OrdersForm form;
    form.campaign = group->identity;
    form.side = knows.sideId;
    form.sideName = knows.sideName;
    form.turn = turn;
    form.key = *key;
    form.arrears = arrearsText(db, side.key, campaign::readCampaignInfo(db).currency);
    const std::string currency = campaign::readCampaignInfo(db).currency;
    for (const campaign::CaptiveLine& captive : campaign::readCaptives(db)) {
        std::vector<std::string> open = ransomDecisionsOf(captive, knows.sideId);
        if (open.empty()) continue;
        form.captives.push_back(
            {captive.id, captiveWords(captive, knows.sideId, currency), std::move(open)});
    }
    const map::MapView seen = campaignMap(file, knows.sideId);
    const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(db);
    const RecruitChoices recruiting = recruitChoices(snapshot);
    for (const map::MapArmy& army : seen.armies) {
        if (!knows.knowsDetailsOf(army.id)) continue;
        const std::int64_t armyKey = campaign::find(db, campaign::Subject::Army, army.id).key;
        FormArmy entry{army.id, army.name, whereOn(seen, army), {}, {}, {}};
        if (const RecruitArmy* may = recruiting.find(army.id); may && may->refusal.empty()) {
            entry.recruitAt = may->placeName;
            entry.units = reinforceableUnits(
                snapshot, army.id, campaign::rulebookFor(campaign::readCampaignInfo(db).rules));
        }
        if (const std::optional<AvoidOpen> open = avoidOpenTo(file, seen, army, knows.sideId);
            open && open->allowed) {
            entry.battleAt = open->placeName;
            for (const AvoidWay& way : open->ways)
                entry.fallbacks.push_back({way.placeId, way.placeName, {}});
        }
        for (const map::MapPlace& place : seen.places) {
            if (place.id == army.where.placeId) continue;
            try {
                const campaign::MarchForecast f =
                    campaign::forecastMarch(db, army.id, place.id, false);
                std::string way;
                for (const std::string& stop : f.stops) way += (way.empty() ? "" : ", ") + stop;
                entry.places.push_back({place.id, place.name,
                                        countOf(f.days, "day", "days") + " by " + way +
                                            ", arriving " + f.arrivalText});
            } catch (const UserError&) {
                // No road there from where the army stands: not offered.
            }
        }
        for (const campaign::Found& battal : campaign::readBattalsOfArmy(db, armyKey))
            entry.battals.push_back({battal.id, battal.name});
        form.armies.push_back(std::move(entry));
    }
    // The recruit order: the rules' troop types, when any army may raise men.
    form.mostRecruits = campaign::kRecruitMen.max;
    if (std::any_of(form.armies.begin(), form.armies.end(),
                    [](const FormArmy& a) { return !a.recruitAt.empty(); })) {
        const battle::Rulebook& rules = campaign::rulebookFor(campaign::readCampaignInfo(db).rules);
        for (const TroopTypeChoice& type : troopTypeChoices(rules))
            form.troopTypes.push_back({type.id, type.name, type.classes});
    }
    // The merge order: an army is offered each of its side's armies it may be folded into.
    for (const FormArmy& keeper : form.armies) {
        for (const std::string& id : campaign::armiesThatMayMergeInto(db, keeper.id)) {
            for (FormArmy& folded : form.armies)
                if (folded.id == id && id != keeper.id)
                    folded.mergeInto.push_back({keeper.id, keeper.name});
        }
    }
    return form;
}

std::string importOrders(const std::filesystem::path& campaignPath,
                         const ImportOrdersRequest& request) {
    if (request.files.empty()) throw UserError("orders import: name at least one orders file");
    std::string preview;
    {
        // Every file checked on the campaign opened read-only: a refusal writes nothing at all.
        campaign::CampaignFile file = openCampaign(campaignPath, CampaignAccess::Read);
        for (const CheckedOrders& checked : checkAll(file, request.files))
            for (const std::string& line : checked.preview) preview += line + "\n";
    }
    if (request.dryRun) return preview + "Dry run: nothing recorded.";
    campaign::CampaignFile file = openCampaign(campaignPath, CampaignAccess::Write);
    ImportOrdersRequest record = request;
    record.dryRun = false;
    return importOrders(file, record);
}

std::string importOrders(campaign::CampaignFile& file, const ImportOrdersRequest& request) {
    if (request.files.empty()) throw UserError("orders import: name at least one orders file");
    std::vector<CheckedOrders> checked = checkAll(file, request.files);
    std::string preview;
    for (const CheckedOrders& one : checked)
        for (const std::string& line : one.preview) preview += line + "\n";
    if (request.dryRun) return preview + "Dry run: nothing recorded.";
    std::vector<campaign::ReceiveOrders::Received> received;
    for (CheckedOrders& one : checked) received.push_back(std::move(one.received));
    campaign::ReceiveOrders action(std::move(received));
    campaign::perform(file.db(), action);
    return preview + action.describe() + ".";
}

std::int64_t TurnStatus::sentCount() const {
    return std::count_if(sides.begin(), sides.end(),
                         [](const SideOrdersStatus& side) { return side.sent; });
}

std::string TurnStatus::describe() const {
    if (!groupPlay) {
        return "The campaign does not play as a group: start group play to send each side its "
               "dispatch.";
    }
    std::string sent, waiting;
    for (const SideOrdersStatus& side : sides) {
        if (side.sent) {
            sent += (sent.empty() ? "" : ", ") + side.sideName + " (version " +
                    std::to_string(side.version) + ")";
        } else {
            waiting += (waiting.empty() ? "" : ", ") + side.sideName;
        }
    }
    std::string out = "Turn " + std::to_string(turn) + ", orders due by " + deadline + ": ";
    if (sent.empty()) return out + "no side has sent orders yet (" + waiting + ").";
    out += "orders from " + sent;
    if (waiting.empty()) return out + "; every side has sent its orders.";
    return out + "; none yet from " + waiting + ".";
}

std::string TurnStatus::brief() const {
    if (!groupPlay) return {};
    std::string sent, waiting;
    for (const SideOrdersStatus& side : sides) {
        std::string& list = side.sent ? sent : waiting;
        list += (list.empty() ? "" : ", ") + side.sideName;
    }
    const std::string turnText = "Turn " + std::to_string(turn) + ": ";
    if (waiting.empty()) return turnText + "orders from every side";
    if (sent.empty()) return turnText + "waiting for " + waiting;
    return turnText + "orders from " + sent + "; waiting for " + waiting;
}

TurnStatus turnStatus(campaign::CampaignFile& file) {
    SQLite::Database& db = file.db();
    TurnStatus status;
    const campaign::strategy::Turn turn = turnNow(file);
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    status.turn = turn.number;
    status.deadline = campaign::formatLongDate(info.reckoning, info.start.plusDays(turn.lastDay));
    status.groupPlay = campaign::readGroupPlay(db).has_value();
    if (!status.groupPlay) return status;
    const std::map<std::int64_t, campaign::ReceivedOrders> orders =
        campaign::readTurnOrders(db, turn.number);
    for (const map::MapSide& side : campaignMap(file, std::nullopt).sides) {
        SideOrdersStatus entry{side.id, side.name, false, 0, {}};
        const campaign::Found found = campaign::find(db, campaign::Subject::Side, side.id);
        if (const auto received = orders.find(found.key); received != orders.end()) {
            entry.sent = true;
            entry.version = received->second.version;
            entry.receivedOn =
                campaign::formatLongDate(info.reckoning, received->second.receivedDay);
        }
        status.sides.push_back(std::move(entry));
    }
    return status;
}

std::string endTurn(campaign::CampaignFile& file, const EndTurnRequest& request) {
    SQLite::Database& db = file.db();
    const campaign::strategy::Turn turn = turnNow(file);
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    const std::int64_t daysLeft = turn.lastDay + 1 - (info.date.value - info.start.value);
    const std::int64_t days = request.days.value_or(daysLeft);
    checkAdvanceDays(days);
    std::string out = "Turn " + std::to_string(turn.number) + " of " + info.name + ".\n";
    const std::map<std::int64_t, campaign::ReceivedOrders> orders =
        campaign::readTurnOrders(db, turn.number);
    // Where an army raises the men of a recruit or reinforce order now; refused as the world moved
    // since the orders were checked.
    const auto raisingPlace = [&](const std::string& army) {
        const std::optional<RecruitArmy> where = recruitingOf(campaign::readSnapshot(db), army);
        if (!where || !where->refusal.empty())
            throw UserError(where ? where->refusal : "the army is no longer in the campaign");
        return where->placeId;
    };
    for (const map::MapSide& side : campaignMap(file, std::nullopt).sides) {
        const campaign::Found found = campaign::find(db, campaign::Subject::Side, side.id);
        const auto received = orders.find(found.key);
        if (received == orders.end()) {
            out += side.name + " sent no orders for turn " + std::to_string(turn.number) +
                   ": its armies keep their standing orders (a march goes on, an army at a "
                   "place holds).\n";
            continue;
        }
        out +=
            side.name + "'s orders (version " + std::to_string(received->second.version) + "):\n";
        std::istringstream lines(received->second.orders);
        std::string line;
        while (std::getline(lines, line)) {
            std::istringstream words(line);
            std::string verb, army, place;
            words >> verb >> army >> place;
            try {
                if (verb == "march") {
                    const MarchResult march = orderMarch(file, {army, place, false});
                    out += "  " + march.description + " by " + march.way() + ", arriving " +
                           march.arrival + "\n";
                } else if (verb == "split") {
                    std::vector<std::string> battals;
                    std::istringstream ids(place);
                    for (std::string id; std::getline(ids, id, ',');) battals.push_back(id);
                    std::string name;
                    std::getline(words, name);
                    if (!name.empty() && name.front() == ' ') name.erase(0, 1);
                    out += "  " + splitArmy(file, {army, battals, name}).description + "\n";
                } else if (verb == "merge") {  // its third word: the army it goes into
                    out += "  " + mergeArmies(file, {place, army}).description + "\n";
                } else if (verb == "avoid") {
                    // The battle is where the army stands now: the side falls back from there.
                    const map::MapView map = campaignMap(file, std::nullopt);
                    const auto it =
                        std::find_if(map.armies.begin(), map.armies.end(),
                                     [&](const map::MapArmy& a) { return a.id == army; });
                    if (it == map.armies.end() || it->where.onTheMarch())
                        throw UserError("the army is no longer at a place");
                    const OrderResult avoided =
                        avoidBattle(file, {it->where.placeId, side.id, place});
                    out += "  " + avoided.description + "\n";
                    for (const std::string& event : avoided.events) out += "    " + event + "\n";
                } else if (verb == "ransom") {  // its words: the captive and the decision
                    RansomRequest ransom;
                    ransom.verb = place;
                    ransom.captive = std::stoll(army);
                    out += "  " + ransomCaptive(file, ransom).description + "\n";
                } else if (verb == "recruit") {  // its words: army, men, type, class, name
                    std::string type, troopClass, name;
                    words >> type >> troopClass;
                    std::getline(words, name);
                    if (!name.empty() && name.front() == ' ') name.erase(0, 1);
                    RecruitRequest raise{raisingPlace(army), std::stoll(place), {}, {}};
                    raise.newUnit = NewUnitRequest{name, type, troopClass, army};
                    out += "  " + recruit(file, raise).description + "\n";
                } else if (verb == "reinforce") {  // its words: army, unit, men
                    std::string men;
                    words >> men;
                    out += "  " +
                           recruit(file, {raisingPlace(army), std::stoll(men), place, {}})
                               .description +
                           "\n";
                } else if (verb == "pay") {
                    out += "  " + payArrears(file, {side.id, std::nullopt}).description + "\n";
                } else {
                    campaign::HoldOrder hold(army);
                    campaign::perform(db, hold);
                    out += "  " + hold.describe() + "\n";
                }
            } catch (const UserError& e) {
                // The world moved since the orders were checked (a battle, another order): the
                // order is not carried out, and the umpire is told why.
                out += "  not carried out: " + line + ": " + e.what() + "\n";
            }
        }
    }
    AdvanceRequest advance;
    advance.days = days;
    const AdvanceResult result = advanceCalendar(file, advance);
    std::string lastDay;
    for (const AdvanceEvent& event : result.events) {
        if (event.date != lastDay) out += event.date + "\n";
        lastDay = event.date;
        out += "  [" + event.kind + "] " + event.text + "\n";
    }
    if (!result.haltedBy.empty()) {
        out += "Halted after " + countOf(result.daysAdvanced, "day", "days") + " by " +
               result.haltedBy + ": resolve it, then end the turn again.\n";
    }
    out += result.description + ".";
    const std::int64_t now = turnNow(file).number;
    if (now != turn.number) {
        out += "\nTurn " + std::to_string(now) +
               " begins: write each side's dispatch (seneschal-cli dispatch).";
    }
    return out;
}

}  // namespace seneschal::application
