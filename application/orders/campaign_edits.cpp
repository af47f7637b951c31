#include "application/orders/campaign_edits.hpp"

#include <charconv>
#include <cmath>
#include <fstream>
#include <iterator>
#include <map>
#include <pugixml.hpp>
#include <set>
#include <sstream>
#include <string_view>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "base/plain_text.hpp"
#include "battle/ga/army.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/edit_actions.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/file_sha256.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/map_store.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/vocabulary.hpp"
#include "campaign/strategy/route_days.hpp"
#include "drawing/picture.hpp"

namespace seneschal::application {

namespace {

using campaign::Subject;

// The option a field of the scenario reader came from, by "element@attribute".
using OptionNames = std::map<std::string, std::string, std::less<>>;

// The reader's refusal said of the option it came from: "--x: ..." (the reader's own words,
// without the in-memory scenario's line, which the user never saw).
[[noreturn]] void refuseAsOption(const DataError& e, const OptionNames& options) {
    const std::string& element = e.where().element;
    std::string what = e.what();
    const std::string prefix = e.where().describe() + ": ";
    if (what.rfind(prefix, 0) == 0) what.erase(0, prefix.size());
    const auto named = options.find(element);
    if (named != options.end()) throw UserError(named->second + ": " + what);
    throw UserError(what + " (<" + element + ">)");
}

// Runs `step` (a check or the action) with the reader's refusals said of options.
template <typename Step>
auto asOptions(const OptionNames& options, Step&& step) {
    try {
        return step();
    } catch (const DataError& e) {
        refuseAsOption(e, options);
    }
}

// The subject the user named for `option`, by id or name (campaign/stores/lookup.hpp).
campaign::Found named(campaign::CampaignFile& file, Subject subject, const std::string& text,
                      const char* option) {
    try {
        return campaign::find(file.db(), subject, text);
    } catch (const DataError&) {
        throw;
    } catch (const UserError& e) {
        throw UserError(std::string(option) + ": " + e.what());
    }
}

std::optional<std::string> namedId(campaign::CampaignFile& file, Subject subject,
                                   const std::optional<std::string>& text, const char* option) {
    if (!text) return std::nullopt;
    return named(file, subject, *text, option).id;
}

// A new id for `name` among the ids of `subject` already in the file.
std::string newId(campaign::CampaignFile& file, Subject subject, const std::string& name,
                  const char* fallback) {
    std::set<std::string> taken;
    for (const auto& [key, id] : campaign::readIdsByKey(file.db(), subject)) taken.insert(id);
    return campaign::freshId(name, fallback, taken);
}

OrderResult performEdit(campaign::CampaignFile& file, campaign::CampaignEdit& edit,
                        const OptionNames& options) {
    // Checked before perform, so that a refusal writes nothing, not even the day's backup.
    asOptions(options, [&] {
        edit.check(file.db());
        return 0;
    });
    return asOptions(options, [&] {
        return OrderResult{campaign::perform(file.db(), edit).description, {}};
    });
}

// A name is checked before its id is made from it: "no name" rather than an empty id.
void checkNameOption(const std::string& name, const char* option) {
    if (const auto problem = nameProblem(name)) {
        throw UserError(std::string(option) + ": no name: " + *problem);
    }
}

// The options of a place, by the scenario reader's fields.
const OptionNames kPlaceOptions{{"place@name", "--name"},  {"place@id", "--name"},
                                {"place@kind", "--kind"},  {"place@terrain", "--terrain"},
                                {"place@x", "--x"},        {"place@y", "--y"},
                                {"place@owner", "--owner"}};

// The map draws a side in its colour (views/campaign_views.cpp parseColour): one it cannot read
// would be drawn as nobody's.
void checkColour(const std::optional<std::string>& colour) {
    if (!colour) return;
    if (!isColour(*colour))
        throw UserError("--colour: '" + printable(*colour) + "' is not a colour: give #rrggbb");
}

// A rate as a person writes it: "9", "8.5".
std::string rateText(double milesPerDay) {
    std::ostringstream text;
    text << milesPerDay;
    return text.str();
}

}  // namespace

namespace {
template <typename Words>
std::vector<std::string> wordsOf(const Words& words) {
    return {words.begin(), words.end()};
}
}  // namespace

std::vector<std::string> placeKinds() {
    return wordsOf(campaign::vocabulary::kPlaceKinds);
}
std::vector<std::string> terrains() {
    return wordsOf(campaign::vocabulary::kTerrains);
}
std::vector<std::string> routeKinds() {
    return wordsOf(campaign::vocabulary::kRouteKinds);
}
std::vector<std::string> leaderRanks() {
    return wordsOf(campaign::vocabulary::kRanks);
}
std::vector<std::string> leaderCharacters() {
    return wordsOf(campaign::vocabulary::kCharacters);
}

NewCampaignSummary newBlankCampaign(const BlankCampaignRequest& request) {
    checkNameOption(request.name, "--name");
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("scenario");
    root.append_attribute("format") = 2;
    root.append_attribute("id") = idFromName(request.name, "campaign").c_str();
    root.append_attribute("name") = request.name.c_str();
    root.append_attribute("rules") = request.rules.c_str();
    root.append_attribute("start") = request.start.c_str();
    if (request.reckoning) root.append_attribute("reckoning") = request.reckoning->c_str();
    root.append_attribute("currency") = request.currency.c_str();
    pugi::xml_node map = root.append_child("map");
    map.append_attribute("width") = static_cast<long long>(request.width);
    map.append_attribute("height") = static_cast<long long>(request.height);
    if (request.milesPerUnit) {
        map.append_child("terrain").append_attribute("milesPerUnit") = *request.milesPerUnit;
    }
    std::ostringstream text;
    doc.save(text, "  ");
    const OptionNames options{
        {"scenario@name", "--name"},         {"scenario@id", "--name"},
        {"scenario@rules", "--rules"},       {"scenario@start", "--start"},
        {"scenario@date", "--start"},        {"scenario@reckoning", "--reckoning"},
        {"scenario@currency", "--currency"}, {"map@width", "--width"},
        {"map@height", "--height"},          {"terrain@milesPerUnit", "--miles-per-unit"}};
    return asOptions(options, [&] {
        return campaign::importScenarioText(text.str(), "the blank campaign", request.campaign,
                                            request.replace, request.seed);
    });
}

OrderResult addPlace(campaign::CampaignFile& file, const AddPlaceRequest& request) {
    checkNameOption(request.name, "--name");
    campaign::Place place;
    place.name = request.name;
    place.id = newId(file, Subject::Place, request.name, "place");
    place.kind = request.kind;
    place.terrain = request.terrain;
    place.x = request.x;
    place.y = request.y;
    place.owner = namedId(file, Subject::Side, request.owner, "--owner");
    campaign::AddPlace edit(place);
    return performEdit(file, edit, kPlaceOptions);
}

OrderResult setPlace(campaign::CampaignFile& file, const SetPlaceRequest& request) {
    const campaign::Found found = named(file, Subject::Place, request.place, "--place");
    std::optional<campaign::Place> before;
    for (const campaign::Place& place : campaign::readSnapshot(file.db()).places) {
        if (place.id == found.id) before = place;
    }
    if (!before) throw UserError("--place: no place '" + request.place + "'");
    campaign::Place after = *before;
    if (request.name) {
        checkNameOption(*request.name, "--name");
        after.name = *request.name;
    }
    if (request.kind) after.kind = *request.kind;
    if (request.terrain) after.terrain = *request.terrain;
    if (request.x) after.x = *request.x;
    if (request.y) after.y = *request.y;
    std::string ownerName;
    if (request.owner) {
        const campaign::Found side = named(file, Subject::Side, *request.owner, "--owner");
        after.owner = side.id;
        ownerName = side.name;
    }
    if (request.noOwner) after.owner.reset();
    if (after.name == before->name && after.kind == before->kind &&
        after.terrain == before->terrain && after.x == before->x && after.y == before->y &&
        after.owner == before->owner) {
        throw UserError("--place: " + before->name + " is already so; give what changes");
    }
    campaign::SetPlace action(*before, after, ownerName);
    asOptions(kPlaceOptions, [&] {
        action.check(file.db());
        return 0;
    });
    return asOptions(kPlaceOptions, [&] {
        return OrderResult{campaign::perform(file.db(), action).description, {}};
    });
}

OrderResult removePlace(campaign::CampaignFile& file, const std::string& place) {
    const campaign::Found found = named(file, Subject::Place, place, "--place");
    campaign::RemovePlace action(found.id, found.name);
    const OptionNames options{};
    try {
        action.check(file.db());
        return {campaign::perform(file.db(), action).description, {}};
    } catch (const DataError& e) {
        refuseAsOption(e, options);
    } catch (const UserError& e) {
        throw UserError(std::string("--place: ") + e.what());
    }
}

RouteDaysProposal proposeRouteDays(campaign::CampaignFile& file, const std::string& from,
                                   const std::string& to, const std::string& kind) {
    const campaign::Found fromPlace = named(file, Subject::Place, from, "--from");
    const campaign::Found toPlace = named(file, Subject::Place, to, "--to");
    const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(file.db());
    if (!snapshot.info.mapMilesPerUnit) {
        throw UserError(
            "--foot-days: the map has no scale to propose a route's days from; give "
            "--foot-days and --mounted-days");
    }
    const campaign::Place* a = nullptr;
    const campaign::Place* b = nullptr;
    for (const campaign::Place& place : snapshot.places) {
        if (place.id == fromPlace.id) a = &place;
        if (place.id == toPlace.id) b = &place;
    }
    if (!a || !b) throw UserError("--to: no such place");
    const campaign::strategy::StrategyRules& rules = campaign::rulesOf(file.db()).strategy;
    const auto rate = rules.routeRates.find(kind);
    if (rate == rules.routeRates.end()) {
        throw UserError("--kind: '" + printable(kind) +
                        "' is not a kind of route (road, track or river-crossing)");
    }
    const double distance = std::hypot(double(a->x - b->x), double(a->y - b->y));
    const campaign::strategy::ProposedRouteDays days =
        campaign::strategy::proposeRouteDays(rules, kind, distance, *snapshot.info.mapMilesPerUnit);
    RouteDaysProposal proposal;
    proposal.footDays = days.foot;
    proposal.mountedDays = days.mounted;
    proposal.miles = days.miles;
    const auto miles = static_cast<std::int64_t>(std::lround(days.miles));
    proposal.reasoning = countOf(miles, "mile", "miles") +
                         " as the crow flies: " + countOf(days.foot, "day", "days") + " on foot, " +
                         groupedNumber(days.mounted) + " mounted (" + kind + ": " +
                         rateText(rate->second.footMilesPerDay) + " and " +
                         rateText(rate->second.mountedMilesPerDay) + " miles a day)";
    return proposal;
}

OrderResult addRoute(campaign::CampaignFile& file, const AddRouteRequest& request) {
    campaign::Route route;
    const campaign::Found from = named(file, Subject::Place, request.from, "--from");
    const campaign::Found to = named(file, Subject::Place, request.to, "--to");
    route.from = from.id;
    route.to = to.id;
    route.kind = request.kind;
    if (!request.footDays || !request.mountedDays) {
        const RouteDaysProposal proposed =
            proposeRouteDays(file, request.from, request.to, request.kind);
        route.footDays = request.footDays.value_or(proposed.footDays);
        route.mountedDays = request.mountedDays.value_or(proposed.mountedDays);
    } else {
        route.footDays = *request.footDays;
        route.mountedDays = *request.mountedDays;
    }
    campaign::AddRoute edit(route, from.name, to.name);
    return performEdit(file, edit,
                       {{"route@from", "--from"},
                        {"route@to", "--to"},
                        {"route", "--to"},
                        {"route@kind", "--kind"},
                        {"route@footDays", "--foot-days"},
                        {"route@mountedDays", "--mounted-days"}});
}

OrderResult addSide(campaign::CampaignFile& file, const AddSideRequest& request) {
    checkNameOption(request.name, "--name");
    checkColour(request.colour);
    campaign::Side side;
    side.name = request.name;
    side.id = newId(file, Subject::Side, request.name, "side");
    side.colour = request.colour;
    side.treasury = request.treasury;
    campaign::AddSide edit(side);
    return performEdit(file, edit,
                       {{"side@name", "--name"},
                        {"side@id", "--name"},
                        {"side@colour", "--colour"},
                        {"side@treasury", "--treasury"}});
}

OrderResult setSide(campaign::CampaignFile& file, const SetSideRequest& request) {
    const campaign::Found found = named(file, Subject::Side, request.side, "--side");
    std::optional<campaign::Side> before;
    for (const campaign::Side& side : campaign::readSnapshot(file.db()).sides) {
        if (side.id == found.id) before = side;
    }
    if (!before) throw UserError("--side: no side '" + request.side + "'");
    campaign::Side after = *before;
    if (request.name) {
        checkNameOption(*request.name, "--name");
        after.name = *request.name;
    }
    checkColour(request.colour);
    if (request.colour) after.colour = *request.colour;
    if (request.treasury && !request.reason) {
        throw UserError("--reason: a new treasury is the umpire's correction: say why");
    }
    if (request.reason) {
        if (!request.treasury) throw UserError("--reason: only a new --treasury takes a reason");
        if (const auto problem = nameProblem(*request.reason)) {
            throw UserError("--reason: no reason: " + *problem);
        }
    }
    const bool treasuryChanges = request.treasury && *request.treasury != before->treasury;
    if (after.name == before->name && after.colour == before->colour && !treasuryChanges) {
        throw UserError("--side: " + before->name + " is already so; give what changes");
    }
    campaign::SetSide action(*before, after, request.treasury, request.reason.value_or(""));
    const OptionNames options{
        {"side@name", "--name"}, {"side@colour", "--colour"}, {"side@treasury", "--treasury"}};
    asOptions(options, [&] {
        action.check(file.db());
        return 0;
    });
    return asOptions(options, [&] {
        return OrderResult{campaign::perform(file.db(), action).description, {}};
    });
}

OrderResult addArmy(campaign::CampaignFile& file, const AddArmyRequest& request) {
    checkNameOption(request.name, "--name");
    campaign::Army army;
    army.name = request.name;
    army.id = newId(file, Subject::Army, request.name, "army");
    army.side = named(file, Subject::Side, request.side, "--side").id;
    army.place = named(file, Subject::Place, request.at, "--at").id;
    army.leader = namedId(file, Subject::Leader, request.commander, "--commander");
    campaign::AddArmy edit(army);
    return performEdit(file, edit,
                       {{"army@name", "--name"},
                        {"army@id", "--name"},
                        {"army@side", "--side"},
                        {"army@place", "--at"},
                        {"army@leader", "--commander"}});
}

OrderResult setArmy(campaign::CampaignFile& file, const SetArmyRequest& request) {
    const campaign::Found found = named(file, Subject::Army, request.army, "--army");
    std::optional<campaign::Army> before;
    for (const campaign::Army& army : campaign::readSnapshot(file.db()).armies) {
        if (army.id == found.id) before = army;
    }
    if (!before) throw UserError("--army: no army '" + request.army + "'");
    campaign::Army after = *before;
    if (request.name) {
        checkNameOption(*request.name, "--name");
        after.name = *request.name;
    }
    if (request.commander) {
        after.leader = named(file, Subject::Leader, *request.commander, "--commander").id;
    }
    if (request.noCommander) after.leader.reset();
    if (after.name == before->name && after.leader == before->leader) {
        throw UserError("--army: " + before->name + " is already so; give what changes");
    }
    campaign::SetArmy action(*before, after);
    const OptionNames options{{"army@name", "--name"}, {"army@leader", "--commander"}};
    asOptions(options, [&] {
        action.check(file.db());
        return 0;
    });
    return asOptions(options, [&] {
        return OrderResult{campaign::perform(file.db(), action).description, {}};
    });
}

namespace {

// An umpire's correction needs its reason, for the ledger and the chronicle.
void checkReason(const std::string& reason) {
    if (const auto problem = nameProblem(reason)) {
        throw UserError("--reason: no reason: " + *problem);
    }
}

// Performs an umpire's correction; its refusal is said as the option's (`option`).
OrderResult performCorrection(campaign::CampaignFile& file, campaign::Action& action,
                              const char* option) {
    try {
        return {campaign::perform(file.db(), action).description, {}};
    } catch (const DataError&) {
        throw;
    } catch (const UserError& e) {
        throw UserError(std::string(option) + ": " + e.what());
    }
}

}  // namespace

OrderResult disbandArmy(campaign::CampaignFile& file, const DisbandArmyRequest& request) {
    checkReason(request.reason);
    const std::string army = named(file, Subject::Army, request.army, "--army").id;
    campaign::DisbandArmy action(army, request.reason);
    return performCorrection(file, action, "--army");
}

OrderResult addBattal(campaign::CampaignFile& file, const AddBattalRequest& request) {
    checkNameOption(request.name, "--name");
    campaign::Battal battal;
    battal.name = request.name;
    battal.id = newId(file, Subject::Battal, request.name, "battal");
    const std::string army = named(file, Subject::Army, request.army, "--army").id;
    campaign::AddBattal edit(army, battal);
    return performEdit(file, edit, {{"battal@name", "--name"}, {"battal@id", "--name"}});
}

OrderResult addUnit(campaign::CampaignFile& file, const AddUnitRequest& request) {
    checkNameOption(request.name, "--name");
    campaign::Unit unit;
    unit.name = request.name;
    unit.id = newId(file, Subject::Unit, request.name, "unit");
    unit.type = request.type;
    const auto troopClass = campaign::enumFromText<campaign::TroopClass>(request.troopClass);
    if (!troopClass) {
        throw UserError("--class: '" + request.troopClass + "' is not A, B, C or D");
    }
    unit.troopClass = *troopClass;
    unit.present = request.men;
    unit.mustered = request.men;
    const std::string battal = named(file, Subject::Battal, request.battal, "--battal").id;
    campaign::AddUnit edit(battal, unit);
    return performEdit(file, edit,
                       {{"unit@name", "--name"},
                        {"unit@id", "--name"},
                        {"unit@type", "--type"},
                        {"unit@class", "--class"},
                        {"unit@men", "--men"},
                        {"unit@mustered", "--men"}});
}

OrderResult addLeader(campaign::CampaignFile& file, const AddLeaderRequest& request) {
    checkNameOption(request.name, "--name");
    campaign::Leader leader;
    leader.name = request.name;
    leader.id = newId(file, Subject::Leader, request.name, "leader");
    leader.side = named(file, Subject::Side, request.side, "--side").id;
    leader.rank = request.rank;
    leader.cv = request.cv;
    leader.character = request.character;
    std::optional<std::string> leads;
    if (request.leads) {
        const campaign::Found unit = named(file, Subject::Unit, *request.leads, "--leads");
        for (const campaign::Army& army : campaign::readSnapshot(file.db()).armies) {
            for (const campaign::Battal& battal : army.battals) {
                for (const campaign::Unit& u : battal.units) {
                    if (u.id == unit.id && u.leader) {
                        throw UserError("--leads: " + u.name + " is led already by '" + *u.leader +
                                        "'; a unit has one leader");
                    }
                }
            }
        }
        leads = unit.id;
    }
    campaign::AddLeader edit(leader, leads);
    return performEdit(file, edit,
                       {{"leader@name", "--name"},
                        {"leader@id", "--name"},
                        {"leader@rank", "--rank"},
                        {"leader@cv", "--cv"},
                        {"leader@character", "--character"},
                        {"unit@leader", "--leads"}});
}

OrderResult correctUnit(campaign::CampaignFile& file, const CorrectUnitRequest& request) {
    checkReason(request.reason);
    const std::string unit = named(file, Subject::Unit, request.unit, "--unit").id;
    campaign::CorrectUnitMen action(unit, request.men, request.reason);
    return performCorrection(file, action, "--men");
}

namespace {

std::optional<battle::CommandSpec> commandOf(const campaign::CampaignSnapshot& snapshot,
                                             const std::optional<std::string>& leader) {
    if (!leader) return std::nullopt;
    for (const campaign::Leader& l : snapshot.leaders) {
        if (l.id != *leader) continue;
        battle::CommandSpec command;
        command.rank = l.rank;
        command.cv = static_cast<int>(l.cv);
        if (l.character) {
            if (const auto character = battle::kCharacters.find(*l.character)) {
                command.character = *character;
            }
        }
        return command;
    }
    return std::nullopt;
}

// The campaign's army as the army builder's list: each unit's men present as whole figures at
// the rule book's scale; a battal's kind (GA-BATTAL-COMP) that of its leading troops: Feudal
// when it holds any Knightly or Feudal unit, else Regular when it holds any Regular unit, else
// Mercenary.
battle::ArmyList armyListOf(const battle::Rulebook& book,
                            const campaign::CampaignSnapshot& snapshot,
                            const campaign::Army& army) {
    battle::ArmyList list;
    list.name = army.name;
    list.leader = commandOf(snapshot, army.leader);
    for (const campaign::Battal& battal : army.battals) {
        battle::ArmyListBattal listed;
        listed.name = battal.name;
        listed.leader = commandOf(snapshot, battal.leader);
        bool feudal = false, regular = false;
        for (const campaign::Unit& unit : battal.units) {
            const battle::TroopType* type = book.findTroopType(unit.type);
            if (type != nullptr) {
                feudal = feudal || type->background == battle::Background::Feudal ||
                         type->background == battle::Background::Knightly;
                regular = regular || type->background == battle::Background::Regular;
            }
            battle::ArmyListUnit listedUnit;
            listedUnit.name = unit.name;
            listedUnit.elements.push_back(
                {unit.type, unit.troopClass, static_cast<int>(unit.present / book.menPerFigure())});
            listedUnit.leader = commandOf(snapshot, unit.leader);
            listed.units.push_back(std::move(listedUnit));
        }
        listed.kind = feudal    ? battle::Background::Feudal
                      : regular ? battle::Background::Regular
                                : battle::Background::Mercenary;
        list.battals.push_back(std::move(listed));
    }
    return list;
}

}  // namespace

OrderResult setLeader(campaign::CampaignFile& file, const SetLeaderRequest& request) {
    const campaign::Found found = named(file, Subject::Leader, request.leader, "--leader");
    std::optional<campaign::Leader> before;
    for (const campaign::Leader& leader : campaign::readSnapshot(file.db()).leaders) {
        if (leader.id == found.id) before = leader;
    }
    if (!before) throw UserError("--leader: no leader '" + request.leader + "'");
    campaign::Leader after = *before;
    if (request.name) {
        checkNameOption(*request.name, "--name");
        after.name = *request.name;
    }
    if (request.rank) after.rank = *request.rank;
    if (request.cv) after.cv = *request.cv;
    if (request.character) after.character = *request.character;
    if (after.name == before->name && after.rank == before->rank && after.cv == before->cv &&
        after.character == before->character) {
        throw UserError("--leader: " + before->name + " is already so; give what changes");
    }
    campaign::SetLeader action(*before, after);
    const OptionNames options{{"leader@name", "--name"},
                              {"leader@rank", "--rank"},
                              {"leader@cv", "--cv"},
                              {"leader@character", "--character"}};
    asOptions(options, [&] {
        action.check(file.db());
        return 0;
    });
    return asOptions(options, [&] {
        return OrderResult{campaign::perform(file.db(), action).description, {}};
    });
}

ArmiesChecked checkArmies(campaign::CampaignFile& file) {
    const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(file.db());
    const battle::Rulebook& book = campaign::rulesOf(file.db()).rulebook;
    ArmiesChecked checked;
    for (const campaign::Side& side : snapshot.sides) {
        std::vector<std::string> armies;
        int points = 0;
        std::size_t count = 0;
        for (const campaign::Army& army : snapshot.armies) {
            if (army.side != side.id || army.gone()) continue;
            ++count;
            // A campaign's army is no competition army: GA-SETUP-COMP's limits are left out.
            const battle::ArmyList list = armyListOf(book, snapshot, army);
            const battle::ArmyReport report = battle::checkArmy(book, list, {false, false});
            for (std::size_t b = 0; b < army.battals.size(); ++b) {
                for (std::size_t u = 0; u < army.battals[b].units.size(); ++u) {
                    try {
                        checked.unitPoints[army.battals[b].units[u].id] =
                            battle::unitPoints(book, list.battals[b].units[u]);
                    } catch (const UserError&) {
                        // A unit the army builder cannot price: its finding says why.
                    }
                }
            }
            points += report.totalPoints();
            armies.push_back("  " + army.name + ": " + std::to_string(report.totalPoints()) +
                             " points (troops " + std::to_string(report.troopPoints) +
                             ", command " + std::to_string(report.commandPoints) + ")" +
                             (report.legal() ? ", no rule broken" : ""));
            for (const battle::Finding& finding : report.findings) {
                armies.push_back("    " + std::string(finding.rule) + " " + finding.where + ": " +
                                 finding.message);
            }
            checked.breaches += report.findings.size();
        }
        checked.sidePoints[side.id] = points;
        checked.lines.push_back(side.name + ": " +
                                countOf(static_cast<long long>(count), "army", "armies") + ", " +
                                std::to_string(points) + " points");
        checked.lines.insert(checked.lines.end(), armies.begin(), armies.end());
    }
    return checked;
}

namespace {

std::string pictureFileName(const std::filesystem::path& picture) {
    return picture.filename().string();
}

// The picture's bytes, read only once the file is known to be a file of a size a picture may
// have (a device or a 4 GB file is not read to be refused).
std::string pictureBytes(const std::filesystem::path& picture) {
    namespace fs = std::filesystem;
    const std::string said = "'" + printable(picture.string()) + "'";
    std::error_code ec;
    if (!fs::is_regular_file(picture, ec)) {
        throw UserError(said + (fs::exists(picture, ec) ? " is not a file" : " does not exist"));
    }
    const auto size = fs::file_size(picture, ec);
    if (ec) throw UserError(said + " cannot be read: " + ec.message());
    if (size > static_cast<std::uintmax_t>(drawing::kMaxPictureBytes)) {
        throw UserError(said + " is " + groupedNumber(static_cast<std::int64_t>(size)) +
                        " bytes; the most a map picture may have is " +
                        groupedNumber(drawing::kMaxPictureBytes));
    }
    std::ifstream in(picture, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in.good() && !in.eof()) throw UserError(said + " cannot be read");
    return bytes;
}

}  // namespace

campaign::MapPicture readMapPictureFile(const std::filesystem::path& picture) {
    std::string bytes = pictureBytes(picture);
    drawing::PictureFacts facts;
    try {
        facts = drawing::readPictureFacts(bytes);
    } catch (const UserError& e) {
        throw UserError("'" + printable(picture.string()) +
                        "' cannot be the map's picture: " + e.what());
    }
    const auto size = static_cast<std::int64_t>(bytes.size());
    return {{facts.format, facts.width, facts.height, campaign::sha256OfText(bytes), size},
            std::move(bytes)};
}

OrderResult setMapPicture(campaign::CampaignFile& file, const std::filesystem::path& picture) {
    campaign::MapPicture stored;
    try {
        stored = readMapPictureFile(picture);
    } catch (const UserError& e) {
        throw UserError(std::string("--file: ") + e.what());
    }
    campaign::SetMapPicture action(std::move(stored), printable(pictureFileName(picture)));
    return {campaign::perform(file.db(), action).description, {}};
}

OrderResult removeMapPicture(campaign::CampaignFile& file) {
    campaign::RemoveMapPicture action;
    return performCorrection(file, action, "--remove");
}

std::optional<std::pair<double, double>> typedMapPoint(const std::string& text) {
    std::vector<campaign::MapPoint> points;
    try {
        points = campaign::parsePoints(text);
    } catch (const UserError&) {
        return std::nullopt;
    }
    if (points.size() != 1) return std::nullopt;
    return std::make_pair(points.front().x, points.front().y);
}

std::optional<double> typedMiles(const std::string& text) {
    double value = 0;
    if (text.empty() || text.size() > 32) return std::nullopt;
    const auto [end, error] =
        std::from_chars(text.data(), text.data() + text.size(), value, std::chars_format::fixed);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

void checkMapScale(const MapScaleRequest& request) {
    if (!(request.miles >= 0.01 && request.miles <= 100'000)) {
        throw UserError("--miles: give the miles between the two points, 0.01 to 100,000");
    }
    const double distance = std::hypot(request.toX - request.fromX, request.toY - request.fromY);
    if (!(distance >= 1)) {
        throw UserError("--to: the two points must be at least one map unit apart");
    }
}

OrderResult setMapScale(campaign::CampaignFile& file, const MapScaleRequest& request) {
    checkMapScale(request);
    const double distance = std::hypot(request.toX - request.fromX, request.toY - request.fromY);
    const double milesPerUnit = request.miles / distance;
    std::ostringstream reasoning;
    reasoning << "from " << request.fromX << "," << request.fromY << " to " << request.toX << ","
              << request.toY << " is " << request.miles << (request.miles == 1 ? " mile" : " miles")
              << " (" << std::lround(distance) << " map units): " << milesPerUnit
              << " miles a map unit";
    campaign::SetMapScale action(milesPerUnit, reasoning.str());
    return {campaign::perform(file.db(), action).description, {}};
}

std::optional<MapPictureSummary> mapPictureOf(campaign::CampaignFile& file) {
    const auto picture = campaign::readMapPictureInfo(file.db());
    if (!picture) return std::nullopt;
    return MapPictureSummary{picture->format == "png" ? "PNG" : "JPEG", picture->width,
                             picture->height, picture->size};
}

}  // namespace seneschal::application
