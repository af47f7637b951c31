#include "application/tabletop/tabletop_console.hpp"

#include <algorithm>
#include <map>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "battle/outcome_check.hpp"
#include "battle/tables/names.hpp"

namespace seneschal::application {
namespace {

std::string consoleFlag(bool b) {
    return b ? "1" : "0";
}

ConsoleUnit* consoleFindUnit(std::vector<ConsoleUnit>& units, const std::string& id) {
    for (ConsoleUnit& u : units) {
        if (u.id == id) return &u;
    }
    return nullptr;
}

ConsoleLeader* consoleFindLeader(std::vector<ConsoleLeader>& leaders, const std::string& id) {
    for (ConsoleLeader& l : leaders) {
        if (l.id == id) return &l;
    }
    return nullptr;
}

int consoleInt(const ConsoleChange& c) {
    try {
        return std::stoi(c.value);
    } catch (const std::exception&) {
        throw UserError("tabletop console: " + c.target + "'s " + c.field + " is not a number: '" +
                        c.value + "'");
    }
}

void consoleSetUnitField(ConsoleUnit& u, const ConsoleChange& c) {
    const std::string& f = c.field;
    if (f == "figures")
        u.figures = consoleInt(c);
    else if (f == "removed")
        u.removed = consoleInt(c);
    else if (f == "carried")
        u.carried = consoleInt(c);
    else if (f == "routed")
        u.routed = consoleInt(c);
    else if (f == "captured")
        u.captured = consoleInt(c);
    else if (f == "capturedBy")
        u.capturedBy = c.value;
    else if (f == "pursuedOff")
        u.pursuedOff = consoleInt(c);
    else if (f == "formed")
        u.formed = c.value == "1";
    else if (f == "inContact")
        u.inContact = c.value == "1";
    else if (f == "charging")
        u.charging = c.value == "1";
    else if (f == "chargeTested")
        u.chargeTested = c.value == "1";
    else if (f == "moved")
        u.moved = consoleInt(c);
    else if (f == "morale")
        u.morale = c.value;
    else if (f == "atMoveStart")
        u.atMoveStart = consoleInt(c);
    else if (f == "removedThisMove")
        u.removedThisMove = consoleInt(c);
    else if (f == "lostRound")
        u.lostRound = c.value == "1";
    else if (f == "fought")
        u.fought = c.value == "1";
    else if (f == "tested")
        u.tested = c.value == "1";
    else if (f == "leaderLossTested")
        u.leaderLossTested = c.value == "1";
    else
        throw UserError("tabletop console: a unit has no field '" + f + "'");
}

void consoleApply(ConsoleState& state, const ConsoleChange& c) {
    if (c.target.empty()) {
        if (c.field == "move") {
            state.move = consoleInt(c);
        } else if (c.field == "phase") {
            const int index = consoleInt(c);
            if (index < 0 || index >= static_cast<int>(battle::kMoveSequence.size())) {
                throw UserError("tabletop console: no step " + c.value + " in a move (GA-SEQ)");
            }
            state.phase = battle::kMoveSequence[static_cast<std::size_t>(index)];
        } else {
            throw UserError("tabletop console: the battle has no field '" + c.field + "'");
        }
        return;
    }
    if (ConsoleUnit* u = consoleFindUnit(state.units, c.target)) {
        consoleSetUnitField(*u, c);
        return;
    }
    if (ConsoleLeader* l = consoleFindLeader(state.leaders, c.target)) {
        if (c.field == "fate") {
            const auto fate = battle::leaderFateFromString(c.value);
            if (!fate) throw UserError("tabletop console: no leader's fate '" + c.value + "'");
            l->fate = *fate;
        } else if (c.field == "takenBy") {
            l->takenBy = c.value;
        } else {
            throw UserError("tabletop console: a leader has no field '" + c.field + "'");
        }
        return;
    }
    throw UserError("tabletop console: no unit or leader '" + c.target + "'");
}

// A step being built: its changes laid over a working copy of the state as they are added, so
// that a later change of the same step reads the earlier one.
class StepBuilder {
  public:
    StepBuilder(const TabletopConsole& console, std::string rule, std::string text)
        : state_(consoleState(console)) {
        step_.move = state_.move;
        step_.phase = state_.phase;
        step_.rule = std::move(rule);
        step_.text = std::move(text);
    }
    const ConsoleState& state() const { return state_; }
    const ConsoleUnit& unit(const std::string& id) const { return state_.unit(id); }
    void set(const std::string& target, const std::string& field, const std::string& value) {
        ConsoleChange change{target, field, value};
        consoleApply(state_, change);
        step_.changes.push_back(std::move(change));
    }
    void set(const std::string& target, const std::string& field, int value) {
        set(target, field, std::to_string(value));
    }
    void setFlag(const std::string& target, const std::string& field, bool value) {
        set(target, field, consoleFlag(value));
    }
    void work(const std::vector<WorkingLine>& lines) {
        step_.working.insert(step_.working.end(), lines.begin(), lines.end());
    }
    void work(const std::string& rule, const std::string& text) {
        step_.working.push_back({rule, text});
    }
    // The step as the log files it: a step of the sequence under the move and step it opens.
    void fileUnder(int move, battle::MoveStep phase) {
        step_.move = move;
        step_.phase = phase;
    }
    void commit(TabletopConsole& console) { console.steps.push_back(std::move(step_)); }

  private:
    ConsoleState state_;
    ConsoleStep step_;
};

// Figures removed from a unit as casualties, with the men carried after.
void consoleCasualties(StepBuilder& b, const std::string& unitId, int figures, int carried) {
    const ConsoleUnit& u = b.unit(unitId);
    const int taken = std::min(figures, u.figures);
    b.set(unitId, "figures", u.figures - taken);
    b.set(unitId, "removed", b.unit(unitId).removed + taken);
    b.set(unitId, "removedThisMove", b.unit(unitId).removedThisMove + taken);
    b.set(unitId, "carried", carried);
    if (taken < figures) {
        b.work("GA-CAS-DICE", countOf(figures - taken, "figure", "figures") +
                                  " more than stood could not be removed from " + u.name);
    }
}

void consoleRequireStanding(const ConsoleUnit& u, int figures, const std::string& field) {
    if (figures < 0) {
        throw CalcInputError(field,
                             field + " cannot be negative (" + std::to_string(figures) + ")");
    }
    if (figures > u.figures) {
        throw CalcInputError(field, u.name + " has " + countOf(u.figures, "figure", "figures") +
                                        " standing, not " + groupedNumber(figures));
    }
}

}  // namespace

int phaseIndex(battle::MoveStep phase) {
    for (std::size_t i = 0; i < battle::kMoveSequence.size(); ++i) {
        if (battle::kMoveSequence[i] == phase) return static_cast<int>(i);
    }
    return 0;
}

const ConsoleUnit& ConsoleState::unit(const std::string& id) const {
    for (const ConsoleUnit& u : units) {
        if (u.id == id) return u;
    }
    throw UserError("no unit '" + id + "' in this battle");
}

const ConsoleLeader* ConsoleState::leader(const std::string& id) const {
    for (const ConsoleLeader& l : leaders) {
        if (l.id == id) return &l;
    }
    return nullptr;
}

ConsoleState consoleState(const TabletopConsole& console) {
    ConsoleState state;
    state.units = console.startUnits;
    state.leaders = console.startLeaders;
    for (const ConsoleStep& step : console.steps) {
        for (const ConsoleChange& change : step.changes) consoleApply(state, change);
    }
    return state;
}

std::string sideNameOf(const TabletopConsole& console, const std::string& sideId) {
    return battle::sideNameIn(console.sides, sideId);
}

std::string phaseRule(battle::MoveStep phase) {
    switch (phase) {
        case battle::MoveStep::DeclareCharges:
            return "GA-SEQ step 1";
        case battle::MoveStep::ChargeMoraleTests:
            return "GA-SEQ step 2";
        case battle::MoveStep::MoveTroops:
            return "GA-SEQ step 3";
        case battle::MoveStep::Shooting:
            return "GA-SEQ step 4";
        case battle::MoveStep::CloseCombat:
            return "GA-SEQ step 5";
        case battle::MoveStep::OtherMorale:
            return "GA-SEQ step 6";
    }
    return "GA-SEQ";
}

TabletopConsole startConsole(const battle::BattleSetup& setup, const battle::Rulebook& rules,
                             std::optional<int> scale, const std::string& place,
                             const std::string& date) {
    TabletopConsole c;
    c.rules = setup.rules;
    c.type = setup.type;
    c.battleName = setup.name.empty() ? place : setup.name;
    c.place = place;
    c.date = date;
    c.rulesScale = rules.menPerFigure();
    c.scale = scale.value_or(c.rulesScale);
    if (c.scale < 1) {
        throw UserError("the table's scale must be at least 1 man a figure, not " +
                        std::to_string(c.scale));
    }
    for (const battle::SideSpec& side : setup.sides) c.sides.push_back({side.id, side.name, {}});
    for (const battle::LeaderSpec& l : setup.leaders) {
        if (l.status != battle::LeaderStatus::Active) continue;
        c.startLeaders.push_back({l.id, l.name, l.side, l.rank, l.cv, {}, {}});
    }
    for (const battle::ArmySpec& army : setup.armies) {
        for (const battle::BattalSpec& battal : army.battals) {
            for (const battle::UnitSpec& spec : battal.units) {
                ConsoleUnit u;
                u.id = spec.id;
                u.name = spec.name;
                u.side = army.side;
                u.army = army.name;
                u.battal = battal.name;
                u.orders = battle::toString(battal.orders);
                u.troopType = spec.type;
                u.troopName = rules.troopType(spec.type).name;
                u.troopClass = spec.troopClass;
                u.background = spec.background;
                u.arm = spec.arm;
                u.leader = !spec.leader.empty()     ? spec.leader
                           : !battal.leader.empty() ? battal.leader
                                                    : army.leader;
                u.men = spec.men;
                u.campaignFactor = spec.campaignFactor;
                c.startUnits.push_back(std::move(u));
            }
        }
    }
    rescaleConsole(c, c.scale);
    return c;
}

void rescaleConsole(TabletopConsole& console, int scale) {
    if (!console.steps.empty()) {
        throw UserError(
            "the table's scale is fixed once the battle has begun (undo every step "
            "to change it)");
    }
    if (scale < 1) {
        throw UserError("the table's scale must be at least 1 man a figure, not " +
                        std::to_string(scale));
    }
    console.scale = scale;
    for (ConsoleUnit& u : console.startUnits) {
        u.fielded = u.men / scale;
        u.menOver = u.men % scale;
        u.figures = u.fielded;
        u.atMoveStart = u.fielded;
    }
}

void nextPhase(TabletopConsole& console) {
    const ConsoleState now = consoleState(console);
    const int index = phaseIndex(now.phase);
    const bool newMove = index + 1 >= static_cast<int>(battle::kMoveSequence.size());
    const battle::MoveStep next = newMove
                                      ? battle::kMoveSequence.front()
                                      : battle::kMoveSequence[static_cast<std::size_t>(index + 1)];
    const int move = newMove ? now.move + 1 : now.move;
    StepBuilder b(console, phaseRule(next),
                  "Move " + std::to_string(move) + ": " + battle::toString(next));
    if (newMove) {
        b.set("", "move", move);
        // The marks of a move are the move's: each unit starts the next with its figures noted
        // for GA-MT-WHEN's 10%, and no charge, march, lost round or test yet.
        for (const ConsoleUnit& u : now.units) {
            if (u.atMoveStart != u.figures) b.set(u.id, "atMoveStart", u.figures);
            if (u.removedThisMove != 0) b.set(u.id, "removedThisMove", 0);
            if (u.charging) b.setFlag(u.id, "charging", false);
            if (u.chargeTested) b.setFlag(u.id, "chargeTested", false);
            if (u.moved != 0) b.set(u.id, "moved", 0);
            if (u.lostRound) b.setFlag(u.id, "lostRound", false);
            if (u.fought) b.setFlag(u.id, "fought", false);
            if (u.tested) b.setFlag(u.id, "tested", false);
        }
    }
    b.set("", "phase", phaseIndex(next));
    b.fileUnder(move, next);
    b.commit(console);
}

void markUnit(TabletopConsole& console, const std::string& unitId, const UnitMarks& marks) {
    const ConsoleState now = consoleState(console);
    const ConsoleUnit& u = now.unit(unitId);
    std::vector<std::string> said;
    std::string rule = "GA-SEQ";
    if (marks.charging && *marks.charging != u.charging) {
        said.push_back(*marks.charging ? "charge declared" : "charge withdrawn");
        rule = "GA-CHARGE";
    }
    if (marks.moved && *marks.moved != u.moved) {
        if (*marks.moved < 0) throw CalcInputError("moved", "a move cannot be negative");
        said.push_back("moved " + groupedNumber(*marks.moved) + " mm");
        if (rule == "GA-SEQ") rule = "GA-MOVE-DIST";
    }
    if (marks.formed && *marks.formed != u.formed) {
        said.push_back(*marks.formed ? "formed again" : "unformed");
        rule = *marks.formed ? "GA-RALLY" : "GA-UNFORMED";
    }
    if (marks.inContact && *marks.inContact != u.inContact) {
        said.push_back(*marks.inContact ? "in contact" : "out of contact");
    }
    if (said.empty()) return;
    // "Unit: what", so that no verb has to agree with a unit's name.
    std::string text = u.name + ":";
    for (std::size_t i = 0; i < said.size(); ++i) {
        text += (i == 0 ? " " : (i + 1 == said.size() ? " and " : ", ")) + said[i];
    }
    StepBuilder b(console, rule, text);
    if (marks.charging) b.setFlag(unitId, "charging", *marks.charging);
    if (marks.moved) b.set(unitId, "moved", *marks.moved);
    if (marks.formed) b.setFlag(unitId, "formed", *marks.formed);
    if (marks.inContact) b.setFlag(unitId, "inContact", *marks.inContact);
    b.commit(console);
}

ShootingRequest shootingRequest(const TabletopConsole& console, const std::string& shooterId,
                                const std::string& targetId, int figuresShooting) {
    const ConsoleState now = consoleState(console);
    const ConsoleUnit& shooter = now.unit(shooterId);
    const ConsoleUnit& target = now.unit(targetId);
    consoleRequireStanding(shooter, figuresShooting, "figures");
    ShootingRequest r;
    r.shooterType = shooter.troopType;
    r.shooterClass = shooter.troopClass;
    r.figures = figuresShooting;
    r.targetType = target.troopType;
    r.campaignFactor = shooter.campaignFactor;
    r.menCarriedBefore = target.carried;
    r.targetFigures = target.atMoveStart;
    return r;
}

void recordShooting(TabletopConsole& console, const std::string& shooterId,
                    const std::string& targetId, const ShootingRequest& request,
                    const ShootingCalcResult& result) {
    const ConsoleState now = consoleState(console);
    const ConsoleUnit& shooter = now.unit(shooterId);
    const ConsoleUnit& target = now.unit(targetId);
    StepBuilder b(
        console, "GA-CAS-DICE",
        shooter.name + ": " + countOf(request.figures, "figure", "figures") + " shooting at " +
            target.name + ", factor " + std::to_string(result.finalFactor) + ": " +
            countOf(result.casualties.figuresRemoved, "figure", "figures") + " removed, " +
            countOf(result.casualties.menCarried, "man", "men") + " carried");
    b.work(result.report.working);
    consoleCasualties(b, targetId, result.casualties.figuresRemoved, result.casualties.menCarried);
    b.commit(console);
}

MeleeRequest meleeRequest(const TabletopConsole& console, battle::MeleeKind kind,
                          const std::vector<MeleeFighter>& fighters) {
    const ConsoleState now = consoleState(console);
    if (fighters.empty()) throw CalcInputError("a-type", "no unit is in the melee");
    const std::string sideA = now.unit(fighters.front().unit).side;
    // Each fighter's place: its side (0 for A) and its index in that side's list.
    std::map<std::string, std::pair<std::size_t, std::size_t>> place;
    MeleeRequest r;
    r.kind = kind;
    for (const MeleeFighter& f : fighters) {
        const ConsoleUnit& u = now.unit(f.unit);
        const std::size_t s = u.side == sideA ? 0 : 1;
        const std::string field = s == 0 ? "a-figures" : "b-figures";
        if (place.count(f.unit) != 0) {
            throw CalcInputError(field, u.name + " is in the melee twice");
        }
        consoleRequireStanding(u, f.figures, field);
        place[f.unit] = {s, r.sides[s].size()};
        MeleeSideRequest& m = r.sides[s].emplace_back();
        m.unit = u.id;
        m.name = u.name;
        m.type = u.troopType;
        m.troopClass = u.troopClass;
        m.figures = f.figures;
        m.unitFigures = u.atMoveStart;
        m.campaignFactor = u.campaignFactor;
        m.menCarriedBefore = u.carried;
        if (const ConsoleLeader* l = now.leader(u.leader)) {
            if (l->fate == battle::LeaderFate::Unharmed) m.leaderRank = l->rank;
        }
    }
    if (r.sides[1].empty()) {
        throw CalcInputError("b-type", "no unit of the enemy side is in the melee");
    }
    for (const MeleeFighter& f : fighters) {
        if (f.strikes.empty()) continue;
        const auto [s, k] = place.at(f.unit);
        const auto struck = place.find(f.strikes);
        const std::string field = s == 0 ? "a-strikes" : "b-strikes";
        if (struck == place.end()) {
            throw CalcInputError(field, now.unit(f.unit).name + " strikes " +
                                            now.unit(f.strikes).name +
                                            ", which is not in the melee");
        }
        if (struck->second.first == s) {
            throw CalcInputError(field, now.unit(f.unit).name + " cannot strike " +
                                            now.unit(f.strikes).name + ", a unit of its own side");
        }
        r.sides[s][k].strikes = struck->second.second;
    }
    return r;
}

MeleeRequest meleeRequest(const TabletopConsole& console, battle::MeleeKind kind,
                          const std::string& unitA, int figuresA, const std::string& unitB,
                          int figuresB) {
    const ConsoleState now = consoleState(console);
    if (now.unit(unitA).side == now.unit(unitB).side) {
        throw CalcInputError("b-type", now.unit(unitA).name + " and " + now.unit(unitB).name +
                                           " are on the same side");
    }
    return meleeRequest(console, kind, {{unitA, figuresA, unitB}, {unitB, figuresB, unitA}});
}

void recordMelee(TabletopConsole& console, const MeleeRequest& request,
                 const MeleeCalcResult& result) {
    const ConsoleState now = consoleState(console);
    std::array<std::vector<std::string>, 2> ids;
    for (std::size_t s = 0; s < 2; ++s) {
        for (const MeleeSideRequest& m : request.sides[s]) ids[s].push_back(now.unit(m.unit).id);
    }
    const std::string kind =
        request.kind == battle::MeleeKind::Impact ? "impact melee" : "mixed melee";
    std::vector<std::string> names;
    for (std::size_t s = 0; s < 2; ++s) {
        for (const std::string& id : ids[s]) names.push_back(now.unit(id).name);
    }
    std::string who;
    for (std::size_t i = 0; i < names.size(); ++i) {
        who += (i == 0 ? "" : (i + 1 == names.size() ? " and " : ", ")) + names[i];
    }
    StepBuilder b(console, "GA-CC-RESULT",
                  who + " fight an " + kind + ": " + result.report.summary);
    b.work(result.report.working);
    for (std::size_t s = 0; s < 2; ++s) {
        for (std::size_t k = 0; k < ids[s].size(); ++k) {
            const battle::MeleeBlow& blow = result.blows[s][k];
            consoleCasualties(b, ids[1 - s][request.sides[s][k].strikes],
                              blow.casualties.figuresRemoved, blow.casualties.menCarried);
        }
    }
    for (std::size_t s = 0; s < 2; ++s) {
        for (const std::string& id : ids[s]) {
            b.setFlag(id, "inContact", true);
            b.setFlag(id, "fought", true);
            if (result.outcome.winner >= 0 &&
                static_cast<std::size_t>(result.outcome.winner) != s) {
                b.setFlag(id, "lostRound", true);
            }
        }
    }
    b.commit(console);
}

MoraleRequest moraleRequest(const TabletopConsole& console, const std::string& unitId) {
    const ConsoleState now = consoleState(console);
    const ConsoleUnit& u = now.unit(unitId);
    MoraleRequest r;
    r.background = u.background;
    r.troopClass = u.troopClass;
    r.figures = u.figures;
    r.campaignFactor = u.campaignFactor;
    r.chargeTest = now.phase == battle::MoveStep::ChargeMoraleTests && u.charging;
    const ConsoleLeader* l = now.leader(u.leader);
    r.cv = l && l->fate == battle::LeaderFate::Unharmed ? l->cv : 1;
    if (u.removedThisMove > 0) {
        r.factors.push_back("figures-removed:" + std::to_string(u.removedThisMove));
    }
    return r;
}

void recordMorale(TabletopConsole& console, const std::string& unitId, const MoraleRequest& request,
                  const MoraleCalcResult& result) {
    const ConsoleState now = consoleState(console);
    const ConsoleUnit& u = now.unit(unitId);
    const std::string word(battle::kMoraleResults.name(result.test.result));
    std::string text = u.name + (request.chargeTest ? ": charge test, " : ": morale test, ") +
                       "score " + std::to_string(result.test.score) + ", " + word;
    if (request.chargeTest) text += result.test.mayCharge ? " (may charge)" : " (may not charge)";
    StepBuilder b(console, "GA-MT-ROLL", text);
    b.work(result.report.working);
    b.set(unitId, "morale", word);
    if (request.chargeTest) {
        b.setFlag(unitId, "chargeTested", true);
        if (!result.test.mayCharge) b.setFlag(unitId, "charging", false);
    } else {
        b.setFlag(unitId, "tested", true);
        if (u.lostRound) b.setFlag(unitId, "lostRound", false);
    }
    if (result.test.result == battle::MoraleResult::Rout) {
        b.work("GA-BROKEN", u.name +
                                " breaks and routs: its figures run until they rally, "
                                "escape or ask quarter");
    }
    b.commit(console);
}

LeaderRiskRequest leaderRiskRequest(const TabletopConsole& console, const std::string& leaderId,
                                    int figuresRemoved, bool inMelee) {
    const ConsoleState now = consoleState(console);
    const ConsoleLeader* l = now.leader(leaderId);
    if (!l) throw UserError("no leader '" + leaderId + "' in this battle");
    if (figuresRemoved < 0) {
        throw CalcInputError("figures-removed", "figures removed cannot be negative");
    }
    LeaderRiskRequest r;
    r.figuresRemoved = figuresRemoved;
    r.cv = l->cv;
    r.inMelee = inMelee;
    return r;
}

std::string enemySideOfLeader(const TabletopConsole& console, const std::string& leaderId) {
    for (const ConsoleLeader& l : console.startLeaders) {
        if (l.id != leaderId) continue;
        for (const ConsoleSide& side : console.sides) {
            if (side.id != l.side) return side.id;
        }
    }
    return {};
}

void recordLeaderRisk(TabletopConsole& console, const std::string& leaderId,
                      const std::string& enemySide, const LeaderRiskCalcResult& result) {
    const ConsoleState now = consoleState(console);
    const ConsoleLeader* l = now.leader(leaderId);
    if (!l) throw UserError("no leader '" + leaderId + "' in this battle");
    const battle::LeaderFate fate = result.risk.fate;
    std::string text = l->name + ": ";
    switch (fate) {
        case battle::LeaderFate::Unharmed:
            text += "unharmed";
            break;
        case battle::LeaderFate::Wounded:
            text += "wounded";
            break;
        case battle::LeaderFate::Killed:
            text += "killed";
            break;
        case battle::LeaderFate::Taken:
            text += "taken by " + sideNameOf(console, enemySide);
            break;
    }
    StepBuilder b(console, "GA-LEADER-RISK", text);
    b.work(result.report.working);
    if (fate != battle::LeaderFate::Unharmed) {
        b.set(leaderId, "fate", battle::toString(fate));
        if (fate == battle::LeaderFate::Taken) b.set(leaderId, "takenBy", enemySide);
    }
    b.commit(console);
}

LeaderLossRequest leaderLossRequest(const TabletopConsole& console, const battle::Rulebook& rules,
                                    const std::string& unitId) {
    const ConsoleState now = consoleState(console);
    const ConsoleUnit& u = now.unit(unitId);
    const ConsoleLeader* l = now.leader(u.leader);
    if (!l || l->fate == battle::LeaderFate::Unharmed) {
        throw CalcInputError("unit", u.name + "'s leader has not fallen: no test is due");
    }
    LeaderLossRequest r;
    r.background = u.background;
    r.level = battle::LeaderLevel::Unit;
    r.cv = l->cv;
    r.mv = rules.moraleValue(u.background, u.troopClass);  // GA-MV
    return r;
}

void recordLeaderLoss(TabletopConsole& console, const std::string& unitId,
                      const LeaderLossCalcResult& result) {
    const ConsoleState now = consoleState(console);
    const ConsoleUnit& u = now.unit(unitId);
    const std::string rule =
        result.report.working.empty() ? "GA-LEADER-KILLED" : result.report.working.back().rule;
    StepBuilder b(console, rule,
                  u.name + ": its leader fallen, " +
                      (result.tested ? "score " + std::to_string(result.loss.score) + ", " : "") +
                      result.result);
    b.work(result.report.working);
    b.setFlag(unitId, "leaderLossTested", true);
    switch (result.loss.effect) {
        case battle::LeaderLossEffect::Rout:
            b.set(unitId, "morale", "rout");
            break;
        case battle::LeaderLossEffect::Withdraw:
            // Off the field facing its enemy: gone as pursuers go (the outcome's withdrawn).
            b.set(unitId, "pursuedOff", u.pursuedOff + u.figures);
            b.set(unitId, "figures", 0);
            b.set(unitId, "morale", "withdraw");
            break;
        case battle::LeaderLossEffect::Revenge:
            b.set(unitId, "morale", "revenge");
            break;
        case battle::LeaderLossEffect::FightOn:
        case battle::LeaderLossEffect::Replaced:
            break;
    }
    b.commit(console);
}

QuarterRequest quarterRequest(const TabletopConsole& console, const std::string& pursuersId,
                              const std::string& routedId, int prisonerFigures) {
    const ConsoleState now = consoleState(console);
    const ConsoleUnit& pursuers = now.unit(pursuersId);
    const ConsoleUnit& routed = now.unit(routedId);
    consoleRequireStanding(routed, prisonerFigures, "prisoner-figures");
    QuarterRequest r;
    r.pursuers = pursuers.background;
    // GA-QUARTER: casualties per figure the pursuers have suffered, in the casualty table's men
    // (as battle::askQuarter counts them).
    const int menLost = pursuers.removed * console.rulesScale + pursuers.carried;
    r.casualtiesPerFigure = pursuers.figures > 0 ? menLost / pursuers.figures : menLost;
    r.prisonerFigures = prisonerFigures;
    return r;
}

void recordQuarter(TabletopConsole& console, const std::string& pursuersId,
                   const std::string& routedId, int prisonerFigures,
                   const QuarterCalcResult& result) {
    const ConsoleState now = consoleState(console);
    const ConsoleUnit& pursuers = now.unit(pursuersId);
    const ConsoleUnit& routed = now.unit(routedId);
    consoleRequireStanding(routed, prisonerFigures, "prisoner-figures");
    const std::string captor = sideNameOf(console, pursuers.side);
    std::string text =
        routed.name + ": quarter asked of " + pursuers.name + ", " +
        (result.granted
             ? "granted: " + countOf(prisonerFigures, "figure", "figures") + " taken by " + captor +
                   ", led off by " + countOf(result.escorts, "escort", "escorts")
             : "refused: " + countOf(prisonerFigures, "figure", "figures") +
                   " cut down, the rest escape");
    StepBuilder b(console, "GA-QUARTER", text);
    b.work(result.report.working);
    if (result.granted) {
        b.set(routedId, "figures", routed.figures - prisonerFigures);
        b.set(routedId, "captured", routed.captured + prisonerFigures);
        b.set(routedId, "capturedBy", pursuers.side);
    } else {
        // GA-QUARTER: every figure in contact is killed; the survivors leave the battle.
        consoleCasualties(b, routedId, prisonerFigures, b.unit(routedId).carried);
        const ConsoleUnit& after = b.unit(routedId);
        b.set(routedId, "routed", after.routed + after.figures);
        b.set(routedId, "figures", 0);
    }
    b.set(routedId, "morale", "rout");
    b.commit(console);
}

void recordPursuedOff(TabletopConsole& console, const std::string& unitId, int figures) {
    const ConsoleState now = consoleState(console);
    const ConsoleUnit& u = now.unit(unitId);
    consoleRequireStanding(u, figures, "figures");
    StepBuilder b(
        console, "GA-PURSUIT",
        u.name + ": " + countOf(figures, "figure", "figures") + " off the table in pursuit");
    b.set(unitId, "figures", u.figures - figures);
    b.set(unitId, "pursuedOff", u.pursuedOff + figures);
    b.commit(console);
}

bool undoStep(TabletopConsole& console) {
    if (console.steps.empty()) return false;
    console.steps.pop_back();
    return true;
}

std::vector<WorkingLine> dueNow(const TabletopConsole& console) {
    const ConsoleState now = consoleState(console);
    std::vector<WorkingLine> due;
    const auto standing = [](const ConsoleUnit& u) { return u.figures > 0; };
    switch (now.phase) {
        case battle::MoveStep::DeclareCharges:
            due.push_back({"GA-CHARGE",
                           "write down, then declare, every charge: mark each unit that charges"});
            break;
        case battle::MoveStep::ChargeMoraleTests:
            for (const ConsoleUnit& u : now.units) {
                if (u.charging && !u.chargeTested && standing(u)) {
                    due.push_back({"GA-SEQ", u.name + " tests morale to charge"});
                }
            }
            if (due.empty()) due.push_back({"GA-SEQ", "no charge declared: no test is due"});
            break;
        case battle::MoveStep::MoveTroops:
            due.push_back({"GA-MOVE-DIST",
                           "move every unit: mark how far each moved, who is "
                           "unformed and who is in contact"});
            break;
        case battle::MoveStep::Shooting:
            due.push_back({"GA-SHOOT", "work out the shooting of every unit in range"});
            break;
        case battle::MoveStep::CloseCombat: {
            bool anyFought = false;
            for (const ConsoleUnit& u : now.units) {
                anyFought = anyFought || u.fought;
                if (u.inContact && standing(u) && !u.fought) {
                    due.push_back({"GA-CC-TYPES", u.name + " is in contact: fight its melee"});
                }
            }
            if (due.empty()) {
                due.push_back({"GA-CC-TYPES", anyFought ? "every melee of the move is fought"
                                                        : "no unit is in contact"});
            }
        } break;
        case battle::MoveStep::OtherMorale:
            break;
    }
    // Morale tests owed at any step after the casualties that call for them (GA-MT-WHEN).
    for (const ConsoleUnit& u : now.units) {
        // Seeking revenge or withdrawing, a unit takes no more tests (GA-LEADER-KILLED-*).
        if (!standing(u) || u.tested || u.morale == "rout" || u.morale == "revenge") continue;
        if (u.lostRound) {
            due.push_back({"GA-CC-RESULT", u.name + " lost a round of close combat: it tests"});
        } else if (u.removedThisMove > 0 && u.atMoveStart > 0 &&
                   u.removedThisMove * 10 >= u.atMoveStart) {
            due.push_back({"GA-MT-WHEN", u.name + " lost " +
                                             countOf(u.removedThisMove, "figure", "figures") +
                                             " of " + groupedNumber(u.atMoveStart) +
                                             " this move (10% or more): it tests"});
        }
    }
    for (const ConsoleUnit& u : now.units) {
        const ConsoleLeader* l = now.leader(u.leader);
        if (!standing(u) || u.morale == "rout" || u.leaderLossTested || !l ||
            l->fate == battle::LeaderFate::Unharmed || l->fate == battle::LeaderFate::Wounded) {
            continue;
        }
        due.push_back({"GA-LEADER-KILLED",
                       u.name + " lost its leader, " + l->name + ": its men react (Leader loss)"});
    }
    for (const ConsoleUnit& broken : now.units) {
        if (broken.morale != "rout") continue;
        for (const ConsoleUnit& u : now.units) {
            if (u.id == broken.id || u.side != broken.side || u.battal != broken.battal) continue;
            if (!standing(u) || u.tested || u.morale == "rout") continue;
            due.push_back(
                {"GA-MT-WHEN", u.name + " tests: " + broken.name + " of its battal broke"});
        }
    }
    return due;
}

ConsoleEnding endOutcome(const TabletopConsole& console, const std::string& winner) {
    if (!winner.empty()) {
        const bool known = std::any_of(console.sides.begin(), console.sides.end(),
                                       [&winner](const ConsoleSide& s) { return s.id == winner; });
        if (!known) throw UserError("no side '" + winner + "' fought this battle");
    }
    const ConsoleState now = consoleState(console);
    ConsoleEnding end;
    battle::BattleOutcome& o = end.outcome;
    o.rules = console.rules;
    o.type = console.type;
    o.place = console.place;
    o.date = console.date;
    o.winner = winner;
    o.moves = now.move;
    const int k = console.scale;
    const int r = console.rulesScale;
    for (const ConsoleUnit& u : now.units) {
        ScaledBack s;
        s.unit = u.name;
        s.men = u.men;
        // The carried men are the casualty table's, a fraction carried / r of a table figure.
        s.menLost = std::min(u.men, u.removed * k + u.carried * k / r);
        s.menRouted = u.routed * k;
        s.menTaken = u.captured * k;
        s.menPursuedOff = u.pursuedOff * k;
        // A routed unit still on the table at the end counts as routed (GA-BROKEN).
        if (u.morale == "rout") s.menRouted += u.figures * k;
        s.menStanding = u.men - s.menLost - s.menRouted - s.menTaken - s.menPursuedOff;
        s.figuresRemoved = s.menLost / r;
        s.menRemainder = s.menLost % r;
        s.figuresRouted = s.menRouted / r;
        s.figuresTaken = s.menTaken / r;
        s.figuresPursuedOff = s.menPursuedOff / r;
        s.menToStanding = s.menRouted % r + s.menTaken % r + s.menPursuedOff % r;

        battle::UnitOutcome out;
        out.unit = u.name;
        out.side = u.side;
        out.menAtStart = u.men;
        out.figuresRemoved = s.figuresRemoved;
        out.menRemainder = s.menRemainder;
        out.figuresRouted = s.figuresRouted;
        out.figuresCaptured = s.figuresTaken;
        if (s.figuresTaken > 0) out.capturedBy = u.capturedBy;
        out.figuresPursuedOff = s.figuresPursuedOff;
        // A unit with no figure left standing on the table has left the field: the men the
        // rules' figures do not account for (odd men, the baggage's) share its fate.
        const int leftover = battle::figuresStanding(out, r);
        const bool standsOnTable = u.figures > 0 && u.morale != "rout";
        if (standsOnTable) {
            out.endState = u.formed ? battle::UnitEndState::Formed : battle::UnitEndState::Unformed;
            if (u.arm == battle::Arm::Cavalry && u.formed) out.formedCavalryFigures = leftover;
        } else if (u.morale == "rout" || s.figuresRouted > 0) {
            out.endState = battle::UnitEndState::Routed;
            out.figuresRouted += leftover;
            s.figuresWithLeavers = leftover;
        } else if (s.figuresPursuedOff > 0) {
            out.endState = u.morale == "withdraw" ? battle::UnitEndState::Withdrawn
                                                  : battle::UnitEndState::PursuedOff;
            out.figuresPursuedOff += leftover;
            s.figuresWithLeavers = leftover;
        } else {
            out.endState =
                leftover > 0 ? battle::UnitEndState::Unformed : battle::UnitEndState::Destroyed;
        }
        o.units.push_back(std::move(out));
        end.scaled.push_back(s);
    }
    for (const ConsoleLeader& l : now.leaders) {
        battle::LeaderOutcome out;
        out.leader = l.name;
        out.side = l.side;
        out.fate = l.fate;
        if (l.fate == battle::LeaderFate::Taken) out.takenBy = l.takenBy;
        o.leaders.push_back(std::move(out));
    }
    battle::requireConsistentOutcome(o, r);
    return end;
}

}  // namespace seneschal::application
