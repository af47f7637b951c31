#include "battle/sim/setup.hpp"

#include <algorithm>

#include "base/errors.hpp"
#include "battle/dice.hpp"
#include "battle/ga/morale.hpp"
#include "battle/ga/orders.hpp"
#include "battle/ga/shooting.hpp"
#include "battle/sim/arrival.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/field_defences.hpp"

namespace seneschal::battle::sim {

namespace {

int sideIndex(const BattleSetup& setup, const std::string& id) {
    for (std::size_t i = 0; i < setup.sides.size(); ++i) {
        if (setup.sides[i].id == id) return static_cast<int>(i);
    }
    throw UserError("battle '" + setup.name + "': army of unknown side '" + id + "'");
}

int leaderIndex(const BattleSetup& setup, const std::string& id) {
    if (id.empty()) return kNone;
    for (std::size_t i = 0; i < setup.leaders.size(); ++i) {
        if (setup.leaders[i].id == id) return static_cast<int>(i);
    }
    throw UserError("battle '" + setup.name + "': unknown leader '" + id + "'");
}

LeaderState leaderState(const Rulebook& book, const LeaderSpec& spec) {
    LeaderState s;
    const CommandRank* rank = book.findRank(spec.rank);
    s.status = rank ? rank->status : 6;
    s.cv = spec.cv;
    if (auto c = kCharacters.find(spec.character)) s.character = *c;
    return s;
}

UnitState unitState(const Rulebook& book, const UnitSpec& spec) {
    const TroopType& type = book.troopType(spec.type);
    UnitState u;
    u.background = spec.background;
    u.troopClass = spec.troopClass;
    u.arm = spec.arm;
    u.order = spec.order;
    u.protection = spec.protection;
    for (const std::string& w : spec.weapons) {
        if (u.weaponCount == kMaxUnitWeapons) break;
        u.weapons[u.weaponCount++] = book.weapon(w).index;
    }
    u.figures = u.figuresAtStart = spec.men / book.menPerFigure();  // GA-SCALE
    u.shock = type.role == "shock";
    return u;
}

// Room for every file of the widest unit to be marked as it shoots (phase_shoot.cpp).
void reserveFiles(Battle& b) {
    std::size_t most = 1;
    for (const SimUnit& u : b.units)
        most = std::max(most, static_cast<std::size_t>(std::max({u.files, u.st.figures, 1})));
    b.filesShot.reserve(most);
}

}  // namespace

void setUpBattle(Battle& b, const BattleSetup& setup) {
    if (setup.sides.size() != 2)
        throw UserError("battle '" + setup.name + "' must have exactly two sides");
    const Rulebook& book = b.book;
    b.setup = &setup;
    b.width = setup.fieldWidth;
    b.depth = setup.fieldDepth;
    b.moveLimit = setup.moveLimit;
    for (const std::string& o : setup.options) setOption(b.options, o);
    const bool campaign = campaignFactorsApply(setup.type == BattleType::Campaign, b.options);

    std::size_t unitCount = 0, battalCount = 0;
    for (const ArmySpec& a : setup.armies) {
        battalCount += a.battals.size();
        for (const BattalSpec& bt : a.battals) unitCount += bt.units.size();
    }
    b.units.reserve(unitCount);
    b.specs.reserve(unitCount);
    b.battals.reserve(battalCount);
    b.battalSpecs.reserve(battalCount);
    b.scratch.reserve(unitCount + 8);
    b.targets.reserve(unitCount + 8);
    b.boxes.reserve(unitCount);
    b.fireBoxes.reserve(unitCount);
    for (auto& list : b.standingUnits) list.reserveFor(unitCount);
    b.turnOrder.reserveFor(unitCount);
    b.rallyCandidates.reserveFor(unitCount);
    b.shooters.reserveFor(unitCount);
    b.lostThisMove.reserveFor(unitCount);
    for (auto& list : b.routedUnits) list.reserveFor(2 * unitCount);
    b.leaders.reserve(setup.leaders.size());
    b.armies.reserve(setup.armies.size());

    for (std::size_t li = 0; li < setup.leaders.size(); ++li) {
        SimLeader l;
        l.spec = static_cast<std::int16_t>(li);
        l.side = static_cast<std::int8_t>(sideIndex(setup, setup.leaders[li].side));
        l.state = leaderState(book, setup.leaders[li]);
        // Wounded, captive or dead leaders are not on the field.
        if (setup.leaders[li].status != LeaderStatus::Active) l.fate = LeaderFate::Unharmed;
        b.leaders.push_back(l);
    }
    std::array<bool, 2> professional{true, true};
    for (const ArmySpec& army : setup.armies) {
        const int side = sideIndex(setup, army.side);
        const int armyLeader = leaderIndex(setup, army.leader);
        SimSide& s = b.sides[static_cast<std::size_t>(side)];
        const auto armyIndex = static_cast<std::int16_t>(b.armies.size());
        SimArmy& sa = b.armies.emplace_back();
        sa.side = static_cast<std::int8_t>(side);
        if (armyLeader != kNone) {
            // Every army's leader leads his own army; the side's first is its general, who
            // sends the messengers (GA-ORD-CHANGE) of an army without a leader of its own.
            sa.leader = static_cast<std::int16_t>(armyLeader);
            SimLeader& general = b.leaders[static_cast<std::size_t>(armyLeader)];
            general.level = LeaderLevel::Army;
            general.army = armyIndex;
            if (s.armyLeader == kNone) s.armyLeader = static_cast<std::int16_t>(armyLeader);
        }
        for (const BattalSpec& bs : army.battals) {
            SimBattal bt;
            bt.spec = static_cast<std::int16_t>(b.battalSpecs.size());
            bt.side = static_cast<std::int8_t>(side);
            bt.army = armyIndex;
            bt.orders = bs.orders;
            bt.firstUnit = static_cast<std::int16_t>(b.units.size());
            const int battalIndex = static_cast<int>(b.battals.size());
            const int bl = leaderIndex(setup, bs.leader);
            if (bl != kNone) {
                bt.leader = static_cast<std::int16_t>(bl);
                SimLeader& l = b.leaders[static_cast<std::size_t>(bl)];
                if (l.level != LeaderLevel::Army) l.level = LeaderLevel::Battal;
                l.battal = static_cast<std::int16_t>(battalIndex);
            }
            b.battalSpecs.push_back(&bs);
            for (const UnitSpec& us : bs.units) {
                SimUnit u;
                u.spec = static_cast<std::int16_t>(b.specs.size());
                u.side = static_cast<std::int8_t>(side);
                u.battal = static_cast<std::int16_t>(battalIndex);
                u.st = unitState(book, us);
                u.menAtStart = us.men;
                if (u.st.figures == 0) {
                    u.act = Activity::Gone;  // too few men to field a figure
                    u.goneAs = UnitEndState::Formed;
                }
                const int ul = leaderIndex(setup, us.leader);
                if (ul != kNone) {
                    u.leader = static_cast<std::int16_t>(ul);
                    b.leaders[static_cast<std::size_t>(ul)].unit =
                        static_cast<std::int16_t>(b.units.size());
                    u.st.leader = b.leaders[static_cast<std::size_t>(ul)].state;
                } else if (bl != kNone) {
                    u.st.leader =
                        b.leaders[static_cast<std::size_t>(bl)].state;  // led by the battal leader
                } else {
                    u.st.leader.cv = 0;  // leaderless
                }
                const MoveRates& rates = book.tables().moves[idx(u.st.arm)][idx(u.st.order)];
                u.normalMove = rates.normal;
                u.chargeMove = rates.charge;
                u.rallyMove = rates.rally;
                const BaseSize& base = book.tables().bases[idx(u.st.arm)][idx(u.st.order)];
                u.figureWidth = base.frontage;
                u.figureDepth = base.minDepth;
                if (const auto w = missileWeapon(book, u.st)) {
                    u.missile = *w;
                    u.effectiveRange = book.tables().ranges[*w].effective;
                    u.longRange = book.tables().ranges[*w].longRange;
                }
                // GA-UNFORMED: "any pikemen ... moving in woods, marshes or villages or on
                // high hills" are unformed, whatever their order.
                if (const Weapon* pike = book.findWeapon("pike"))
                    u.pikemen = u.st.carries(pike->index);
                // GA-OPT-CAMPAIGN: the unit's campaign factors as the campaign capped them
                // (strategy.xml); 0 in one-off battles.
                u.campaignFactor = campaign ? us.campaignFactor : 0;
                // GA-OPT-CALTROPS, -STAKES, -POTTES: planted before its front (below, once
                // deployed), whether or not their options are on (then they do nothing).
                for (std::size_t d = 0; d < us.defences.size(); ++d) {
                    if (us.defences[d]) u.defences |= static_cast<std::uint8_t>(1U << d);
                }
                u.mantlets = us.mantlets;  // GA-OPT-MANTLET
                if (u.st.background != Background::Regular &&
                    u.st.background != Background::Mercenary) {
                    professional[static_cast<std::size_t>(side)] = false;
                }
                s.figuresAtStart += u.st.figures;
                b.specs.push_back(&us);
                b.units.push_back(u);
            }
            bt.unitCount =
                static_cast<std::int16_t>(b.units.size() - static_cast<std::size_t>(bt.firstUnit));
            int major = kNone;
            for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount; ++k) {
                if (major == kNone || b.units[static_cast<std::size_t>(k)].st.figures >
                                          b.units[static_cast<std::size_t>(major)].st.figures)
                    major = k;
            }
            bt.majorUnit = static_cast<std::int16_t>(major);
            for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount; ++k) {
                const UnitState& st = b.units[static_cast<std::size_t>(k)].st;
                const bool feudal =
                    st.background == Background::Feudal || st.background == Background::Knightly;
                bt.feudalShock = bt.feudalShock || (feudal && st.shock);
            }
            b.battals.push_back(bt);
            ++s.battals;
        }
    }
    for (int side = 0; side < 2; ++side)
        b.sides[static_cast<std::size_t>(side)].allProfessional =
            professional[static_cast<std::size_t>(side)];
    // Battal and army leaders without a unit of their own ride with their battal's major unit
    // (an army leader with his first battal's).
    for (SimLeader& l : b.leaders) {
        if (l.unit != kNone || l.level == LeaderLevel::Unit) continue;
        if (l.battal != kNone) l.unit = b.battals[static_cast<std::size_t>(l.battal)].majorUnit;
    }
    for (std::size_t a = 0; a < b.armies.size(); ++a) {
        if (b.armies[a].leader == kNone) continue;
        SimLeader& l = b.leaders[static_cast<std::size_t>(b.armies[a].leader)];
        if (l.unit != kNone) continue;
        for (const SimBattal& bt : b.battals) {
            if (bt.army == static_cast<int>(a)) {
                l.unit = bt.majorUnit;
                break;
            }
        }
    }
    for (std::size_t li = 0; li < b.leaders.size(); ++li) {
        if (b.leaders[li].level != LeaderLevel::Unit) b.commanders.push_back(static_cast<int>(li));
    }
    deploy(b);
    holdBackArrivals(b);  // battal@arrives: off the table, their place kept, until their move
    for (SimUnit& u : b.units) {
        if (u.defences == 0) continue;
        plantDefences(u);
        ++b.unitsWithDefences;
    }
    reserveFiles(b);
}

PreparedBattle prepareBattle(const BattleSetup& setup, const Rulebook& rules) {
    ScriptedDice noDice;  // setting up throws no die
    Battle b(rules, noDice);
    setUpBattle(b, setup);
    return PreparedBattle{static_cast<const BattleState&>(b)};
}

void startFrom(Battle& b, const PreparedBattle& prepared) {
    static_cast<BattleState&>(b) = prepared.state;
    // A copied vector keeps no spare capacity: reserve the scratch space again.
    b.scratch.reserve(b.units.size() + 8);
    b.targets.reserve(b.units.size() + 8);
    b.boxes.reserve(b.units.size());
    b.fireBoxes.reserve(b.units.size());
    reserveFiles(b);
}

}  // namespace seneschal::battle::sim
