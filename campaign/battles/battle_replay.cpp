#include "campaign/battles/battle_replay.hpp"

#include <map>

#include "base/errors.hpp"
#include "battle/outcome_xml.hpp"
#include "battle/resolvers.hpp"
#include "battle/sim/battle_log.hpp"
#include "battle/sim/resolver.hpp"
#include "campaign/battles/battle_headlines.hpp"
#include "campaign/battles/campaign_setup.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::campaign {

namespace {

// The same battle: the same units' and leaders' fates and the same winner.
bool sameBattle(const battle::BattleOutcome& a, const battle::BattleOutcome& b) {
    if (a.winner != b.winner || a.units.size() != b.units.size() ||
        a.leaders.size() != b.leaders.size()) {
        return false;
    }
    for (std::size_t i = 0; i < a.units.size(); ++i) {
        const battle::UnitOutcome& x = a.units[i];
        const battle::UnitOutcome& y = b.units[i];
        if (x.unit != y.unit || x.side != y.side || x.menAtStart != y.menAtStart ||
            x.figuresRemoved != y.figuresRemoved || x.menRemainder != y.menRemainder ||
            x.figuresRouted != y.figuresRouted || x.figuresCaptured != y.figuresCaptured ||
            x.figuresPursuedOff != y.figuresPursuedOff || x.endState != y.endState) {
            return false;
        }
    }
    for (std::size_t i = 0; i < a.leaders.size(); ++i) {
        if (a.leaders[i].leader != b.leaders[i].leader || a.leaders[i].fate != b.leaders[i].fate) {
            return false;
        }
    }
    return true;
}

std::vector<RecordedForce> forcesOf(const battle::BattleSetup& setup) {
    std::map<std::string, std::string> leaderName, sideName;
    for (const battle::LeaderSpec& l : setup.leaders) leaderName[l.id] = l.name;
    for (const battle::SideSpec& s : setup.sides) sideName[s.id] = s.shownName();
    std::vector<RecordedForce> forces;
    for (const battle::ArmySpec& army : setup.armies) {
        for (const battle::BattalSpec& battal : army.battals) {
            for (const battle::UnitSpec& unit : battal.units) {
                forces.push_back({sideName[army.side], army.name, leaderName[army.leader],
                                  battal.name, leaderName[battal.leader],
                                  battle::toString(battal.orders), unit.name, unit.type,
                                  std::string(battle::toString(unit.troopClass)), unit.men,
                                  leaderName[unit.leader], unit.campaignFactor});
            }
        }
    }
    return forces;
}

void logInto(const battle::sim::BattleLog& log, BattleRecordData& record) {
    for (const battle::sim::LogEntry& e : log.entries()) {
        record.log.push_back(
            {e.move, battle::sim::moveStepWord(e.step), e.rule, e.actor, e.target, e.result});
    }
    for (const battle::sim::SideStrength& s : log.strengths()) {
        record.strength.push_back({s.move, s.side, s.formed, s.standing});
    }
}

// The battle as fought, kept in the record: God's Acre's entries and strengths, a quick rule
// set's readable lines.
void keepLog(const battle::ResolvedBattle& fought, BattleRecordData& record) {
    if (fought.detail) {
        logInto(*fought.detail, record);
        return;
    }
    for (const std::string& line : fought.log) record.log.push_back({0, "", "", "", "", line});
}

// The battle this process fought when it is the one applied; otherwise fought again from the
// same set-up and seed by the same rule set, and kept only when it gives the very outcome.
void recordLog(const battle::BattleSetup& setup, const battle::BattleOutcome& outcome,
               const battle::ResolvedBattle* fought, BattleRecordData& record) {
    if (fought != nullptr && sameBattle(fought->outcome, outcome) &&
        (fought->detail || !fought->log.empty())) {
        keepLog(*fought, record);
        return;
    }
    if (!outcome.seed) return;
    const battle::ResolvedBattle again =
        ruleSetFor(outcome.rules)->fight(setup, *outcome.seed, true);
    if (sameBattle(again.outcome, outcome)) keepLog(again, record);
}

}  // namespace

BattleRecordData battleRecordFor(SQLite::Database& db, const PreparedOutcome& prepared,
                                 const battle::ResolvedBattle* fought) {
    const battle::BattleOutcome& outcome = prepared.outcome;
    BattleRecordData record;
    record.outcome = battle::writeOutcome(outcome);
    for (const battle::AftermathLine& line : prepared.aftermath.lines) {
        record.aftermath.push_back({line.rule, line.text});
    }
    record.headlines = battleHeadlines(prepared, readCampaignInfo(db).reckoning);
    if (!outcome.place.empty()) {
        try {
            const battle::BattleSetup setup =
                campaignBattleSetup(db, outcome.place, outcome.type, outcome.rules);
            record.forces = forcesOf(setup);
            recordLog(setup, outcome, fought, record);
        } catch (const UserError&) {
            // The armies at the place are not those of the outcome: no log to keep.
            record.log.clear();
            record.strength.clear();
        }
    }
    if (!outcome.place.empty()) {
        const Found place = find(db, Subject::Place, outcome.place);
        if (auto odds = readBattleOdds(db, place.key, outcome.rules)) {
            record.expected = std::move(*odds);
        }
    }
    return record;
}

}  // namespace seneschal::campaign
