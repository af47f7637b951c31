// `edit`: a game master's own campaign built by hand (issue 34): places, routes, sides,
// armies, battals, units and leaders added, each one undoable action checked as a scenario's
// would be (application/orders/campaign_edits.hpp).
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

#include "app/cli/command_context.hpp"
#include "app/cli/commands/number_option.hpp"
#include "application/orders/campaign_edits.hpp"
#include "base/count_range.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::cli {

namespace {

// The ranges checked as typed; the campaign's own check (the scenario reader's) follows.
constexpr CountRange kMapCoordinate{"a map coordinate", 0, 100'000, "map units"};
constexpr CountRange kDays{"days a route takes", 1, 365, "days"};
constexpr CountRange kPounds{"money in a treasury", 0, 1'000'000'000, "pounds"};
constexpr CountRange kMen{"men in a unit", 1, 1'000'000'000, "men"};
constexpr CountRange kMenOrNone{"men in a unit", 0, 1'000'000'000, "men"};
constexpr CountRange kCv{"a leader's CV", 1, 6, ""};

struct EditOptions {
    CampaignOption db;
    application::AddPlaceRequest place;
    application::SetPlaceRequest placeSet;
    std::string placeRemoved;
    application::AddRouteRequest route;
    application::AddSideRequest side;
    application::SetArmyRequest armySet;
    application::DisbandArmyRequest disband;
    application::SetLeaderRequest leaderSet;
    application::SetSideRequest sideSet;
    application::AddArmyRequest army;
    application::AddBattalRequest battal;
    application::AddUnitRequest unit;
    application::AddLeaderRequest leader;
    application::CorrectUnitRequest correction;
    std::string pictureFile;
    bool removePicture = false;
    std::string scaleFrom, scaleTo, scaleMiles;
};

using Shared = std::shared_ptr<EditOptions>;

// Runs one edit on the campaign and prints what it did.
template <typename Edit>
void setEdit(CLI::App* command, CommandContext& context, const Shared& options, Edit edit) {
    setAction(command, context, [options, &context, edit] {
        auto file = options->db.open();
        context.out << edit(file, *options).description << "\n";
        return 0;
    });
}

CLI::App* addGroup(CLI::App* edit, const char* name, const char* help) {
    auto* group = edit->add_subcommand(name, help);
    group->require_subcommand(1);
    return group;
}

void registerPlace(CLI::App* edit, CommandContext& context, const Shared& o) {
    auto* group = addGroup(edit, "place", "Places of the map");
    auto* set = group->add_subcommand("set", "Change a place: what is given changes");
    set->add_option("--place", o->placeSet.place, "The place (id or name)")->required();
    set->add_option("--name", o->placeSet.name, "Its new name");
    addCountOption(set, "--x", o->placeSet.x, kMapCoordinate, "Across the map");
    addCountOption(set, "--y", o->placeSet.y, kMapCoordinate, "Down the map");
    set->add_option("--kind", o->placeSet.kind, "town, castle, ford, bridge, abbey or field");
    set->add_option("--terrain", o->placeSet.terrain,
                    "open, hills, woods, marsh, river, coast or town");
    auto* owner = set->add_option("--owner", o->placeSet.owner, "The side holding it");
    set->add_flag("--no-owner", o->placeSet.noOwner, "Held by nobody")->excludes(owner);
    setEdit(set, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::setPlace(file, options.placeSet);
    });
    auto* remove = group->add_subcommand(
        "remove",
        "Take a place off the map with its routes (not while an army or battle is there)");
    remove->add_option("--place", o->placeRemoved, "The place (id or name)")->required();
    setEdit(remove, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::removePlace(file, options.placeRemoved);
    });
    auto* add = group->add_subcommand("add", "Add a place to the map");
    add->add_option("--name", o->place.name, "The place's name")->required();
    addCountOption(add, "--x", o->place.x, kMapCoordinate, "Across the map, from its left edge")
        ->required();
    addCountOption(add, "--y", o->place.y, kMapCoordinate, "Down the map, from its top edge")
        ->required();
    add->add_option("--kind", o->place.kind,
                    "town, castle, ford, bridge, abbey or field (default town)");
    add->add_option("--terrain", o->place.terrain,
                    "open, hills, woods, marsh, river, coast or town (default open)");
    add->add_option("--owner", o->place.owner,
                    "The side holding it (id or name); none if not given");
    setEdit(add, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::addPlace(file, options.place);
    });
}

void registerRoute(CLI::App* edit, CommandContext& context, const Shared& o) {
    auto* add = addGroup(edit, "route", "Routes between places")
                    ->add_subcommand("add", "Add a route between two places");
    add->add_option("--from", o->route.from, "One end (place id or name)")->required();
    add->add_option("--to", o->route.to, "The other end (place id or name)")->required();
    add->add_option("--kind", o->route.kind, "road, track or river-crossing (default road)");
    addCountOption(add, "--foot-days", o->route.footDays, kDays,
                   "Days it takes on foot (default: proposed from the map's scale and "
                   "strategy.xml <routeDays>)");
    addCountOption(add, "--mounted-days", o->route.mountedDays, kDays,
                   "Days it takes mounted (default: proposed as --foot-days)");
    setEdit(add, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::addRoute(file, options.route);
    });
}

void registerSide(CLI::App* edit, CommandContext& context, const Shared& o) {
    auto* group = addGroup(edit, "side", "The campaign's sides");
    auto* set = group->add_subcommand("set", "Change a side: what is given changes");
    set->add_option("--side", o->sideSet.side, "The side (id or name)")->required();
    set->add_option("--name", o->sideSet.name, "Its new name");
    set->add_option("--colour", o->sideSet.colour, "Its colour on the map, #rrggbb");
    auto* treasury = addCountOption(set, "--treasury", o->sideSet.treasury, kPounds,
                                    "Its treasury now: the umpire's correction");
    set->add_option("--reason", o->sideSet.reason, "Why the treasury changes, for the ledger")
        ->needs(treasury);
    setEdit(set, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::setSide(file, options.sideSet);
    });
    auto* add = group->add_subcommand("add", "Add a side");
    add->add_option("--name", o->side.name, "The side's name")->required();
    add->add_option("--colour", o->side.colour, "Its colour on the map, #rrggbb");
    addCountOption(add, "--treasury", o->side.treasury, kPounds, "Its treasury (default 0)");
    setEdit(add, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::addSide(file, options.side);
    });
}

void registerArmy(CLI::App* edit, CommandContext& context, const Shared& o) {
    auto* group = addGroup(edit, "army", "The sides' armies");
    auto* set = group->add_subcommand("set", "Change an army's name or commander");
    set->add_option("--army", o->armySet.army, "The army (id or name)")->required();
    set->add_option("--name", o->armySet.name, "Its new name");
    auto* commander = set->add_option("--commander", o->armySet.commander, "Its new commander");
    set->add_flag("--no-commander", o->armySet.noCommander, "Commanded by no one")
        ->excludes(commander);
    setEdit(set, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::setArmy(file, options.armySet);
    });
    auto* disband = group->add_subcommand(
        "disband",
        "The umpire's correction: take an army nothing is left of off the field, with the reason");
    disband->add_option("--army", o->disband.army, "The army (id or name)")->required();
    disband->add_option("--reason", o->disband.reason, "Why, for the ledger and the chronicle")
        ->required();
    setEdit(disband, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::disbandArmy(file, options.disband);
    });
    auto* add = group->add_subcommand("add", "Add an army, with no battals yet, at a place");
    add->add_option("--side", o->army.side, "Its side (id or name)")->required();
    add->add_option("--name", o->army.name, "The army's name")->required();
    add->add_option("--at", o->army.at, "Where it stands (place id or name)")->required();
    add->add_option("--commander", o->army.commander, "The leader commanding it (id or name)");
    setEdit(add, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::addArmy(file, options.army);
    });
}

void registerBattal(CLI::App* edit, CommandContext& context, const Shared& o) {
    auto* add = addGroup(edit, "battal", "The armies' battals")
                    ->add_subcommand("add", "Add a battal, with no units yet, to an army");
    add->add_option("--army", o->battal.army, "Its army (id or name)")->required();
    add->add_option("--name", o->battal.name, "The battal's name")->required();
    setEdit(add, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::addBattal(file, options.battal);
    });
}

void registerUnit(CLI::App* edit, CommandContext& context, const Shared& o) {
    auto* group = addGroup(edit, "unit", "The battals' units");
    auto* set = group->add_subcommand(
        "set", "The umpire's correction of a unit's men present, booked with its reason");
    set->add_option("--unit", o->correction.unit, "The unit (id or name)")->required();
    addCountOption(set, "--men", o->correction.men, kMenOrNone, "Its men present now")->required();
    set->add_option("--reason", o->correction.reason, "Why, for the ledger and the chronicle")
        ->required();
    setEdit(set, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::correctUnit(file, options.correction);
    });
    auto* add = group->add_subcommand("add", "Add a unit of newly mustered men to a battal");
    add->add_option("--battal", o->unit.battal, "Its battal (id or name)")->required();
    add->add_option("--name", o->unit.name, "The unit's name")->required();
    add->add_option("--type", o->unit.type, "A troop type of the campaign's rule book")->required();
    add->add_option("--class", o->unit.troopClass, "A, B, C or D")->required();
    addCountOption(add, "--men", o->unit.men, kMen, "Its men, all mustered")->required();
    setEdit(add, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::addUnit(file, options.unit);
    });
}

void registerLeader(CLI::App* edit, CommandContext& context, const Shared& o) {
    auto* group = addGroup(edit, "leader", "The sides' leaders");
    auto* set = group->add_subcommand("set", "Change a leader: what is given changes");
    set->add_option("--leader", o->leaderSet.leader, "The leader (id or name)")->required();
    set->add_option("--name", o->leaderSet.name, "His new name");
    set->add_option("--rank", o->leaderSet.rank, "His rank");
    addCountOption(set, "--cv", o->leaderSet.cv, kCv, "His command value");
    set->add_option("--character", o->leaderSet.character, "His character (GA-OPT-CHAR)");
    setEdit(set, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::setLeader(file, options.leaderSet);
    });
    auto* add = group->add_subcommand("add", "Add a leader to a side");
    add->add_option("--side", o->leader.side, "His side (id or name)")->required();
    add->add_option("--name", o->leader.name, "The leader's name")->required();
    add->add_option("--rank", o->leader.rank,
                    "king, duke, earl, count, baron, knight, captain or sergeant")
        ->required();
    addCountOption(add, "--cv", o->leader.cv, kCv, "His command value")->required();
    add->add_option("--character", o->leader.character,
                    "His character (GA-OPT-CHAR), if the rule is played");
    add->add_option("--leads", o->leader.leads, "A unit of his side he leads (id or name)");
    setEdit(add, context, o, [](campaign::CampaignFile& file, const EditOptions& options) {
        return application::addLeader(file, options.leader);
    });
}

// "120,80": a point of the map, as typed for `option`.
std::pair<double, double> mapPointOption(const std::string& text, const char* option) {
    const auto point = application::typedMapPoint(text);
    if (!point) {
        throw UserError(std::string(option) + ": '" + printable(text) +
                        "' is not a point of the map: give x,y (\"120,80\")");
    }
    const auto [x, y] = *point;
    const double most = static_cast<double>(kMapCoordinate.max);
    if (x < 0 || y < 0 || x > most || y > most) {
        throw UserError(std::string(option) + ": '" + printable(text) +
                        "' is off the map: x and y are 0 to " + groupedNumber(kMapCoordinate.max));
    }
    return {x, y};
}

void registerMap(CLI::App* edit, CommandContext& context, const Shared& o) {
    auto* group = addGroup(edit, "map", "The map's picture and scale");
    auto* picture = group->add_subcommand(
        "picture",
        "Keep a picture (PNG or JPEG) in the campaign file as the map's background, drawn over "
        "the map's whole extent; or take it away");
    auto* file = picture->add_option("--file", o->pictureFile, "The picture file (PNG or JPEG)");
    picture->add_flag("--remove", o->removePicture, "Take the map's picture away")->excludes(file);
    setAction(picture, context, [o, &context] {
        if (o->pictureFile.empty() && !o->removePicture)
            throw UserError("--file: give the picture, or --remove to take it away");
        auto campaign = o->db.open();
        const auto done = o->removePicture ? application::removeMapPicture(campaign)
                                           : application::setMapPicture(campaign, o->pictureFile);
        context.out << done.description << "\n";
        return 0;
    });
    auto* scale = group->add_subcommand(
        "scale",
        "Set the map's scale from two points of the map and the miles between them (the scale "
        "bar and the days a new route is proposed to take follow it)");
    scale->add_option("--from", o->scaleFrom, "One point, x,y in map units (\"120,80\")")
        ->required();
    scale->add_option("--to", o->scaleTo, "The other point, x,y")->required();
    scale->add_option("--miles", o->scaleMiles, "The miles between them, 0.01 to 100,000")
        ->required();
    setAction(scale, context, [o, &context] {
        // Everything typed is checked before the campaign is opened.
        application::MapScaleRequest request;
        std::tie(request.fromX, request.fromY) = mapPointOption(o->scaleFrom, "--from");
        std::tie(request.toX, request.toY) = mapPointOption(o->scaleTo, "--to");
        const auto miles = application::typedMiles(o->scaleMiles);
        if (!miles)
            throw UserError("--miles: '" + printable(o->scaleMiles) + "' is not a number of miles");
        request.miles = *miles;
        application::checkMapScale(request);
        auto campaign = o->db.open();
        context.out << application::setMapScale(campaign, request).description << "\n";
        return 0;
    });
}

void registerArmyCheck(CLI::App* edit, CommandContext& context, const Shared& o) {
    auto* check = edit->add_subcommand(
        "check",
        "Each side's armies as God's Acre's army builder sees them: points and every rule broken "
        "(GA-CMD-ARMY, GA-LEAD, GA-BATTAL-COMP, ...), by rule ID");
    setAction(check, context, [o, &context] {
        // Reads only, whatever the edits' --db declares.
        auto file = application::openCampaign(o->db.path, CampaignAccess::Read);
        const application::ArmiesChecked checked = application::checkArmies(file);
        for (const std::string& line : checked.lines) context.out << line << "\n";
        context.out << (checked.breaches == 0 ? std::string("No army breaks a rule.")
                                              : countOf(static_cast<long long>(checked.breaches),
                                                        "rule broken", "rules broken") +
                                                    " in all.")
                    << "\n";
        return 0;
    });
}

}  // namespace

void registerEditCommands(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<EditOptions>();
    auto* edit = app.add_subcommand(
        "edit",
        "Build or correct a campaign by hand: add places, routes, sides, armies, battals, units "
        "and leaders, each an action undo takes back");
    addCampaignOption(edit, options->db, CampaignAccess::Write)->required();
    edit->require_subcommand(1);
    registerPlace(edit, context, options);
    registerRoute(edit, context, options);
    registerSide(edit, context, options);
    registerArmy(edit, context, options);
    registerBattal(edit, context, options);
    registerUnit(edit, context, options);
    registerLeader(edit, context, options);
    registerMap(edit, context, options);
    registerArmyCheck(edit, context, options);
}

}  // namespace seneschal::cli
