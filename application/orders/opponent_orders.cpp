#include "application/orders/opponent_orders.hpp"

#include <algorithm>

#include "application/orders/avoid_choices.hpp"
#include "application/orders/upkeep_orders.hpp"
#include "application/views/map_seen_by.hpp"
#include "application/views/side_knowledge.hpp"
#include "base/errors.hpp"
#include "battle/dice.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/actions/opponent_actions.hpp"
#include "campaign/actions/ransom_actions.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/calendar/calendar.hpp"
#include "campaign/calendar/upkeep_steps.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_treasury.hpp"
#include "campaign/stores/opponent_store.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::application {

OrderResult setSideProgrammed(campaign::CampaignFile& file, const SideProgrammedRequest& request) {
    if (request.programmed != "on" && request.programmed != "off") {
        throw UserError("--programmed: on or off, not '" + request.programmed + "'");
    }
    if (request.character && *request.character != "cautious" && *request.character != "bold") {
        throw UserError("--character: cautious or bold, not '" + *request.character + "'");
    }
    if (request.character && request.programmed == "off") {
        throw UserError("--character: only with --programmed on");
    }
    campaign::Found side;
    try {
        side = campaign::find(file.db(), campaign::Subject::Side, request.side);
    } catch (const DataError&) {
        throw;
    } catch (const UserError& e) {
        throw UserError(std::string("--side: ") + e.what());
    }
    std::optional<std::string> character;
    if (request.programmed == "on") {
        const auto now = campaign::readProgrammedSide(file.db(), side.key);
        character = request.character.value_or(now ? now->character : "cautious");
    }
    campaign::SetSideProgrammed action(side.id, character);
    try {
        return {campaign::perform(file.db(), action).description, {}};
    } catch (const DataError&) {
        throw;
    } catch (const UserError& e) {
        throw UserError(std::string("--programmed: ") + e.what());
    }
}

}  // namespace seneschal::application

namespace seneschal::application {

namespace {

using campaign::strategy::KnownArmy;
using campaign::strategy::OpponentView;

KnownArmy knownArmy(const map::MapArmy& army, const map::MapView& umpire) {
    KnownArmy known;
    known.id = army.id;
    known.name = army.name;
    known.men = army.men;
    known.onTheMarch = army.where.onTheMarch();
    known.place = known.onTheMarch ? army.where.towardPlace : army.where.placeId;
    if (!army.where.stops.empty()) known.destination = army.where.stops.back();
    known.inBattle = false;
    for (const map::PendingBattleMark& battle : umpire.pendingBattles)
        for (const std::string& id : battle.armyIds)
            known.inBattle = known.inBattle || id == army.id;
    return known;
}

class OpponentStep : public campaign::DailyStep {
  public:
    // `pendingOnly`: the step that runs last in the day, once the armies have met, and decides
    // only whether to avoid the battles that became pending.
    OpponentStep(campaign::CampaignFile& file, bool pendingOnly)
        : file_(file), pendingOnly_(pendingOnly) {}
    const char* name() const override { return "opponent"; }

    bool runDay(campaign::ActionContext& context, campaign::DayNumber day,
                std::vector<campaign::DayEvent>& events) override {
        const std::vector<campaign::ProgrammedSide> sides =
            campaign::readProgrammedSides(context.db());
        if (sides.empty()) return true;
        const std::uint64_t seed = campaign::readCampaignSeed(context.db())
                                       .value_or(campaign::upkeepSeed(context.db(), {0}));
        for (const campaign::ProgrammedSide& side : sides) {
            // A battle pending where its armies stand, first: avoided or not, it is settled
            // before the day's other orders.
            {
                const map::MapView umpire = campaignMap(file_, std::nullopt);
                const OpponentView view = opponentView(file_, umpire, side.sideId, day);
                for (const campaign::strategy::OpponentDecision& decision :
                     campaign::strategy::decidePendingBattles(view, context.rules().opponent)) {
                    if (give(context, side, decision))
                        events.push_back({day, "opponent", decision.text});
                }
            }
            if (pendingOnly_) continue;
            const map::MapView umpire = campaignMap(file_, std::nullopt);
            const OpponentView view = opponentView(file_, umpire, side.sideId, day);
            battle::SeededDice dice(battle::SeededDice::deriveSeed(
                battle::SeededDice::deriveSeed(seed, static_cast<std::uint64_t>(day.value)),
                static_cast<std::uint64_t>(side.sideKey)));
            for (const campaign::strategy::OpponentDecision& decision :
                 campaign::strategy::decideDay(view, context.rules().opponent, dice)) {
                if (give(context, side, decision))
                    events.push_back({day, "opponent", decision.text});
            }
        }
        return true;
    }

  private:
    // Gives the decision as the order a person would give; false (nothing written) when the
    // order is refused (a march with no road), so that only orders given are told.
    static bool give(campaign::ActionContext& context, const campaign::ProgrammedSide& side,
                     const campaign::strategy::OpponentDecision& decision) {
        using campaign::strategy::OpponentOrder;
        try {
            switch (decision.order) {
                case OpponentOrder::Plan:
                    campaign::setOpponentPlan(context, side.sideKey, decision.place, decision.text);
                    return true;
                case OpponentOrder::Pay: {
                    campaign::PayArrears pay(side.sideId, std::nullopt);
                    pay.apply(context);
                    return true;
                }
                case OpponentOrder::March: {
                    campaign::MarchOrder march(decision.army, decision.place, false);
                    march.apply(context);
                    return true;
                }
                case OpponentOrder::Rest:
                    return true;
                case OpponentOrder::Ransom: {
                    // The ransom order a person gives (`ransom VERB --captive N`).
                    const auto verb = campaign::ransomVerbFromString(decision.verb);
                    if (!verb) return false;
                    campaign::RansomCaptive ransom(*verb, decision.captive, decision.amount);
                    ransom.apply(context);
                    return true;
                }
                case OpponentOrder::Recruit: {
                    // The recruit order a person gives (`recruit --place --men --unit`).
                    if (!decision.amount) return false;
                    campaign::Recruit recruit(decision.place, decision.unit, *decision.amount);
                    recruit.apply(context);
                    return true;
                }
                case OpponentOrder::Merge: {
                    // The merge order a person gives (`merge --army KEEPER --army ...`).
                    std::vector<std::string> armies{decision.army};
                    armies.insert(armies.end(), decision.merged.begin(), decision.merged.end());
                    campaign::MergeArmies merge(std::move(armies));
                    merge.apply(context);
                    return true;
                }
                case OpponentOrder::AvoidBattle: {
                    // The campaign's avoid-battle order, the one a person gives (`avoid`).
                    campaign::AvoidBattle avoid(decision.place, side.sideId, decision.toward);
                    avoid.apply(context);
                    return true;
                }
            }
        } catch (const DataError&) {
            throw;
        } catch (const UserError&) {
            return false;
        }
        return false;
    }

    campaign::CampaignFile& file_;
    bool pendingOnly_ = false;
};

}  // namespace

OpponentView opponentView(campaign::CampaignFile& file, const map::MapView& umpire,
                          const std::string& side, std::optional<campaign::DayNumber> today) {
    SQLite::Database& db = file.db();
    const campaign::RulesBundle& rules = campaign::rulesOf(db);
    const SideKnowledge knows =
        knowledgeOf(umpire, side, rules.strategy.scouting, file.path().filename().string());
    OpponentView view;
    view.sideId = knows.sideId;
    view.sideName = knows.sideName;
    const campaign::Found found = campaign::find(db, campaign::Subject::Side, knows.sideId);
    if (const auto programmed = campaign::readProgrammedSide(db, found.key)) {
        view.character = programmed->character;
        view.plan = programmed->plan;
    }
    // Where its armies may raise men today, and their units (the recruit decision).
    const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(db);
    const RecruitChoices recruiting = recruitChoices(snapshot);
    const battle::Rulebook& rulebook = campaign::rulebookFor(campaign::readCampaignInfo(db).rules);
    const auto recruitingOf = [&](KnownArmy& known) {
        const RecruitArmy* may = recruiting.find(known.id);
        if (may == nullptr || !may->refusal.empty()) return;
        known.recruitAt = may->placeId;
        if (const campaign::Army* army = snapshot.findArmy(known.id)) {
            for (const campaign::Battal& battal : army->battals) {
                for (const campaign::Unit& unit : battal.units) {
                    const battle::TroopType* type = rulebook.findTroopType(unit.type);
                    if (type == nullptr) continue;
                    std::int64_t perMan = 0;
                    try {
                        perMan = rules.strategy.recruitRate(type->background, type->arm,
                                                            unit.troopClass);
                    } catch (const UserError&) {
                        continue;  // the rules raise no such men: it is not reinforced
                    }
                    // A unit raised in the campaign musters what was raised for it.
                    known.units.push_back({unit.id, unit.name, unit.present,
                                           unit.mustered > 0 ? unit.mustered : unit.recruited,
                                           unit.woundedTotal(), perMan});
                }
            }
        }
    };
    for (const map::MapArmy& army : umpire.armies) {
        if (!knows.knowsOf(army.id)) continue;
        KnownArmy known = knownArmy(armySeenBy(knows, army), umpire);
        if (knows.ownArmies.count(army.id) != 0) {
            if (today) {
                if (const auto fought = campaign::lastBattleDayOfArmy(db, army.id))
                    known.daysSinceBattle = static_cast<int>(today->value - fought->value);
            }
            recruitingOf(known);
            view.own.push_back(known);
        } else {
            view.enemies.push_back(known);
        }
    }
    for (const map::MapPlace& place : umpire.places)
        view.places.push_back(
            {place.id, place.name, knows.isOwnSide(place.owner) ? knows.sideId : place.owner});
    for (const map::MapRoute& route : umpire.routes)
        view.routes.push_back({route.fromPlace, route.toPlace, route.days});
    // The battles pending where its own armies stand, and whether the rule lets it fall back.
    for (const map::PendingBattleMark& battle : umpire.pendingBattles) {
        const bool ours =
            std::any_of(battle.armyIds.begin(), battle.armyIds.end(),
                        [&](const std::string& id) { return knows.ownArmies.count(id) != 0; });
        if (!ours) continue;
        campaign::strategy::KnownBattle known;
        known.place = battle.placeId;
        for (const AvoidSide& choice : avoidChoices(file, battle.placeId).sides) {
            if (choice.sideId != knows.sideId) continue;
            known.allowed = choice.allowed;
            for (const AvoidWay& way : choice.ways) known.ways.push_back(way.placeId);
        }
        std::sort(known.ways.begin(), known.ways.end());
        view.battles.push_back(std::move(known));
    }
    view.pencePerPound = rules.strategy.pencePerPound;
    view.treasuryPence = campaign::sidePence(db, found.key, rules.strategy.pencePerPound);
    for (const campaign::KeptRow& row : campaign::loadKeptUnits(db, found.key)) {
        view.arrearsPence += row.unit.arrears;
        view.arrearsDays = std::max<std::int64_t>(view.arrearsDays, row.unit.arrearsDays);
        view.dailyPayPence += campaign::strategy::dailyPay(row.unit, rules.strategy);
    }
    // The captives it holds and its own held by others: both sides know the demand and the
    // payments; nobody else's.
    if (today) {
        const campaign::Reckoning reckoning = campaign::readCampaignInfo(db).reckoning;
        const auto daysSince = [&](const std::string& iso) {
            return static_cast<int>(today->value - campaign::parseDate(reckoning, iso).value);
        };
        using State = campaign::strategy::KnownCaptive::State;
        for (const campaign::CaptiveLine& line : campaign::readCaptives(db)) {
            const bool ours = line.sideKey == found.key;
            if (!ours && line.captorKey != found.key) continue;
            campaign::strategy::KnownCaptive known;
            known.id = line.id;
            known.who = line.who;
            known.ours = ours;
            known.other = ours ? line.captorName : line.sideName;
            switch (line.status) {
                case campaign::CaptiveStatus::Held:
                    known.state = State::Held;
                    break;
                case campaign::CaptiveStatus::Demanded:
                    known.state = State::Demanded;
                    break;
                case campaign::CaptiveStatus::PartPaid:
                    known.state = State::PartPaid;
                    break;
                case campaign::CaptiveStatus::Paroled:
                    known.state = State::Paroled;
                    break;
                default:
                    known.state = State::Settled;
                    break;
            }
            if (known.state == State::Settled) continue;
            // Its own men's price is known once it is demanded.
            known.ransom = ours && known.state == State::Held ? 0 : line.ransom;
            known.paid = line.paid;
            known.daysHeld = daysSince(line.taken);
            if (!line.demanded.empty()) known.daysSinceDemand = daysSince(line.demanded);
            view.captives.push_back(std::move(known));
        }
    }
    return view;
}

std::unique_ptr<campaign::DailyStep> opponentStep(campaign::CampaignFile& file) {
    return std::make_unique<OpponentStep>(file, false);
}

std::unique_ptr<campaign::DailyStep> opponentBattleStep(campaign::CampaignFile& file) {
    return std::make_unique<OpponentStep>(file, true);
}

}  // namespace seneschal::application
