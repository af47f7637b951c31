#include "campaign/battles/apply_outcome.hpp"

#include <map>
#include <set>
#include <sstream>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "battle/ga/army.hpp"
#include "battle/resolvers.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/battles/battle_headlines.hpp"
#include "campaign/battles/battle_replay.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/applied_battles.hpp"
#include "campaign/stores/battle_records.hpp"
#include "campaign/stores/battle_roster.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/chronicle.hpp"
#include "campaign/stores/leader_store.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/pending_battle_store.hpp"
#include "campaign/stores/report_queries.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/tabletop_console_store.hpp"
#include "campaign/stores/tabletop_draft_store.hpp"
#include "campaign/stores/unit_store.hpp"

namespace seneschal::campaign {

namespace {

using battle::Fate;

std::string unitRef(const battle::UnitOutcome& unit) {
    return "unit '" + unit.unit + "'";
}

std::int64_t sideKey(SQLite::Database& db, const std::string& side, const std::string& who,
                     const std::string& field) {
    const std::optional<std::int64_t> key = keyOfId(db, Subject::Side, side);
    if (!key) {
        throw UserError(who + " (field '" + field + "'): side '" + side +
                        "' is not a side of this campaign");
    }
    return *key;
}

// A unit of the outcome must be at the battle's place when the outcome names one.
void requireAtPlace(SQLite::Database& db, const RosterUnit& unit, const std::string& place) {
    if (place.empty()) return;
    const std::string at = readUnitFacts(db, unit.key).value().placeName;
    const Found battlePlace = find(db, Subject::Place, place);
    if (at != battlePlace.name) {
        throw UserError(
            "unit '" + unit.name + "' (field 'name') is not at " + battlePlace.name +
            ", where the battle was fought" +
            (at.empty() ? std::string(" (it is on the march)") : " (it is at " + at + ")"));
    }
}

std::int64_t armyOfUnit(SQLite::Database& db, std::int64_t unit) {
    const std::optional<UnitFacts> facts = readUnitFacts(db, unit);
    return facts ? facts->army : 0;
}

// A leader hurt, killed or taken at the battle was there: the troops he leads stand at its
// place (or, for an outcome naming no place, are of an army one of its units fought in).
void requireLeaderAtBattle(SQLite::Database& db, const RosterLeader& leader,
                           const std::string& place,
                           const std::map<std::string, RosterUnit>& fought) {
    const std::string who = "leader '" + leader.name + "' (field 'fate')";
    const std::vector<LedArmy> armies = readArmiesLedBy(db, leader.key);
    if (armies.empty()) {
        throw UserError(who + ": he leads no troops, so he was at no battle");
    }
    if (!place.empty()) {
        const Found battlePlace = find(db, Subject::Place, place);
        for (const LedArmy& army : armies) {
            if (army.placeName == battlePlace.name) return;
        }
        const std::string at = armies.front().placeName;
        throw UserError(who + ": he was not at " + battlePlace.name +
                        ", where the battle was fought" +
                        (at.empty() ? std::string(" (the troops he leads are on the march)")
                                    : " (the troops he leads are at " + at + ")"));
    }
    std::set<std::int64_t> foughtArmies;
    for (const auto& [name, unit] : fought) foughtArmies.insert(armyOfUnit(db, unit.key));
    for (const LedArmy& army : armies) {
        if (foughtArmies.contains(army.army)) return;
    }
    throw UserError(who + ": none of the troops he leads fought in this battle");
}

// What the aftermath and the score need of a roster unit. Its points are those of the unit as
// it fought (GA-POINTS): the roster's own protection and weapons, as the battle at the place
// gives them (buildBattleSetup), not the troop type's.
battle::UnitProfile profileOf(const battle::Rulebook& rules, const RosterUnit& unit) {
    const battle::UnitSpec fought =
        unitAsFought(rules, unit.type, unit.troopClass, unit.protection, {}, unit.weapons);
    battle::UnitProfile profile;
    profile.unit = unit.name;
    profile.background = fought.background;
    profile.troopClass = fought.troopClass;
    profile.cavalry = fought.arm == battle::Arm::Cavalry;
    profile.pointsPerFigure = battle::figurePoints(rules, fought);
    return profile;
}

}  // namespace

PreparedOutcome prepareOutcome(SQLite::Database& db, const battle::BattleOutcome& outcome,
                               const std::vector<battle::SlaughterChoice>& slaughter,
                               const std::string& foughtWith) {
    PreparedOutcome prepared;
    prepared.outcome = outcome;
    prepared.competition = outcome.type == battle::BattleType::Competition;
    prepared.workedOutOn = campaignStamp(db);
    const CampaignInfo info = readCampaignInfo(db);
    const RulesBundle& book = rulesFor(info.rules);
    const battle::Rulebook& rules = book.rulebook;
    prepared.leaderWoundedDays = book.economy.leaderWoundedDays();
    prepared.currency = info.currency;
    prepared.battleDay = info.date;
    // The rule set decides how many men a figure stands for and which aftermath applies: an
    // outcome of another rule set would be read at the wrong scale.
    const std::string& expectedRules = foughtWith.empty() ? info.rules : foughtWith;
    if (outcome.rules != expectedRules) {
        throw UserError("outcome (field 'rules'): the outcome is of the rule set '" +
                        outcome.rules + "', but this battle is fought with '" + expectedRules +
                        "'; if the battle really was fought with '" + outcome.rules +
                        "', say so (seneschal-cli apply --rules " + outcome.rules + ")");
    }
    if (!outcome.date.empty()) {
        try {
            prepared.battleDay = parseDate(info.reckoning, outcome.date);
        } catch (const UserError& e) {
            throw UserError(std::string("outcome (field 'date'): ") + e.what());
        }
        // The aftermath counts from the battle's day (the wounded return 14 days later, ransoms
        // fall due): an outcome of another day would return them on the wrong day.
        if (prepared.battleDay != info.date) {
            throw UserError("outcome (field 'date'): the battle is dated " +
                            formatLongDate(info.reckoning, prepared.battleDay) +
                            ", but the campaign stands at " +
                            formatLongDate(info.reckoning, info.date) +
                            "; an outcome is applied on the day of its battle");
        }
    }
    std::optional<std::int64_t> placeKey;
    if (!outcome.place.empty()) placeKey = find(db, Subject::Place, outcome.place).key;
    if (!prepared.competition) {
        if (const auto applied =
                findAppliedBattle(db, placeKey, prepared.battleDay, outcomeDigest(outcome))) {
            throw UserError("this battle was applied already: '" + applied->summary + "' on " +
                            formatLongDate(info.reckoning, applied->day) +
                            "; undo that action first to apply another outcome for it");
        }
    }

    battle::AftermathRoster roster;
    std::set<std::int64_t> seen;
    for (const battle::UnitOutcome& unit : outcome.units) {
        prepared.sideKeys[unit.side] = sideKey(db, unit.side, unitRef(unit), "side");
        const RosterUnit found = findRosterUnit(db, unit.unit, unit.side, placeKey);
        requireAtPlace(db, found, outcome.place);
        if (!seen.insert(found.key).second) {
            throw UserError(unitRef(unit) + " (field 'name') appears twice in the outcome");
        }
        if (unit.menAtStart > found.present) {
            throw UserError(unitRef(unit) + " (field 'men'): the outcome has " +
                            std::to_string(unit.menAtStart) + " men fight, but the unit has only " +
                            std::to_string(found.present) + " present");
        }
        if (unit.figuresCaptured > 0) {
            prepared.sideKeys[unit.capturedBy] =
                sideKey(db, unit.capturedBy, unitRef(unit), "capturedBy");
        }
        roster.units.push_back(profileOf(rules, found));
        // The aftermath names units as the outcome does (a name may differ in case or accents).
        roster.units.back().unit = unit.unit;
        prepared.units.emplace(unit.unit, found);
    }
    for (const battle::LeaderOutcome& leader : outcome.leaders) {
        const std::string who = "leader '" + leader.leader + "'";
        const RosterLeader found = findRosterLeader(db, leader.leader);
        if (found.side != leader.side) {
            throw UserError(who + " (field 'side'): he is of side '" + found.side + "', not '" +
                            leader.side + "'");
        }
        if (leader.fate != battle::LeaderFate::Unharmed &&
            (found.status == LeaderStatus::Dead || found.status == LeaderStatus::Captive)) {
            throw UserError(who + " (field 'fate'): he is " + textOf(found.status) +
                            " already and did not fight");
        }
        // A wounded leader is out of the field until he returns, and a leader fights where
        // the troops he leads stand (issue 30): neither can be hurt or taken at this battle.
        if (leader.fate != battle::LeaderFate::Unharmed) {
            if (found.status == LeaderStatus::Wounded) {
                throw UserError(who + " (field 'fate'): he is wounded and recovering, and did " +
                                "not fight");
            }
            requireLeaderAtBattle(db, found, outcome.place, prepared.units);
        }
        if (leader.fate == battle::LeaderFate::Taken) {
            prepared.sideKeys[leader.takenBy] = sideKey(db, leader.takenBy, who, "takenBy");
        }
        prepared.sideKeys[leader.side] = sideKey(db, leader.side, who, "side");
        roster.leaders.push_back({found.name, found.rank});
        // The aftermath names leaders as the outcome does.
        roster.leaders.back().leader = leader.leader;
        prepared.leaders.emplace(leader.leader, found);
    }

    for (const auto& [slug, key] : prepared.sideKeys)
        roster.sideNames[slug] = readNameByKey(db, Subject::Side, key);
    prepared.sideNames = roster.sideNames;

    // The outcome's figures are of the rule set that fought it: a quick resolver's own scale
    // (postcard.xml, feudal.xml), else the campaign's rule book's (GA-SCALE).
    const int menPerFigure = battle::menPerFigureOf(outcome.rules, rules);
    const battle::AftermathRules aftermathRules{book.results, book.economy, menPerFigure};
    if (prepared.competition) {
        prepared.scores =
            battle::scoreCompetition(outcome, roster, aftermathRules.results, menPerFigure);
    } else {
        prepared.aftermath = battle::computeAftermath(outcome, roster, aftermathRules, slaughter);
    }
    return prepared;
}

const std::string& PreparedOutcome::sideName(const std::string& id) const {
    const auto found = sideNames.find(id);
    return found == sideNames.end() ? id : found->second;
}

std::string PreparedOutcome::preview(Reckoning reckoning) const {
    std::ostringstream out;
    const std::string where = outcome.place.empty() ? std::string() : " at " + outcome.place;
    out << "Battle" << where << " on " << formatLongDate(reckoning, battleDay) << " ("
        << battle::battleTypeName(outcome.type) << ", " << battle::ruleSetName(outcome.rules)
        << "): "
        << (outcome.winner.empty() ? std::string("a draw") : sideName(outcome.winner) + " wins")
        << "\n";
    if (competition) {
        out << "A competition battle is scored; the roster is not touched.\n"
            << battle::describeCompetition(scores);
        return out.str();
    }
    for (const std::string& headline : battleHeadlines(*this, reckoning)) {
        out << "  " << headline << "\n";
    }
    // The detail names only what changed: a unit untouched and a leader unharmed are counted, not
    // listed, so the losses read at once.
    out << "Unit by unit, then every line with its rule:\n";
    int untouched = 0;
    for (const battle::UnitOutcome& unit : outcome.units) {
        const RosterUnit& roster = units.at(unit.unit);
        const int dead = aftermath.men(unit.unit, Fate::Dead);
        const int wounded = aftermath.men(unit.unit, Fate::Wounded);
        const int deserted = aftermath.men(unit.unit, Fate::Deserted);
        const int captive = aftermath.men(unit.unit, Fate::Captive);
        if (dead + wounded + deserted + captive == 0) {
            ++untouched;
            continue;
        }
        out << "  " << unit.unit << " (" << sideName(unit.side)
            << "): " << groupedNumber(roster.present) << " -> "
            << groupedNumber(roster.present - dead - wounded - deserted - captive) << " men; "
            << groupedNumber(dead) << " dead, " << groupedNumber(wounded) << " wounded";
        if (wounded > 0) {
            int days = 0;
            for (const auto& line : aftermath.lines) {
                if (line.unit == unit.unit && line.fate == Fate::Wounded)
                    days = line.returnAfterDays;
            }
            out << " (back on " << formatLongDate(reckoning, battleDay.plusDays(days)) << ")";
        }
        out << ", " << groupedNumber(deserted) << " deserted, " << groupedNumber(captive)
            << " captive\n";
    }
    if (untouched > 0)
        out << "  " << countOf(untouched, "other unit", "other units") << " lost no man\n";
    int unharmed = 0;
    for (const battle::LeaderOutcome& leader : outcome.leaders) {
        const RosterLeader& roster = leaders.at(leader.leader);
        if (leader.fate == battle::LeaderFate::Unharmed) {
            ++unharmed;
            continue;
        }
        out << "  " << roster.name << " (" << sideName(leader.side) << "): ";
        switch (leader.fate) {
            case battle::LeaderFate::Unharmed:
                break;
            case battle::LeaderFate::Killed:
                out << "killed";
                break;
            case battle::LeaderFate::Wounded:
                out << "wounded until "
                    << formatLongDate(reckoning, battleDay.plusDays(leaderWoundedDays));
                break;
            case battle::LeaderFate::Taken:
                out << "taken by " << sideName(leader.takenBy);
                break;
        }
        out << "\n";
    }
    if (unharmed > 0)
        out << "  " << countOf(unharmed, "other leader", "other leaders") << " unharmed\n";
    out << aftermath.describe();
    return out.str();
}

namespace {

// The ransom record an aftermath line opens (GA-RES-LOSE, GA-QUARTER, GA-LEADER-RISK): who
// holds whom, by which rule, from the battle's day; the caller says whether a leader or men.
NewCaptive captiveOf(const PreparedOutcome& prepared, const battle::AftermathLine& line,
                     DayNumber day) {
    NewCaptive captive;
    captive.side = prepared.sideKeys.at(line.side);
    captive.captor = prepared.sideKeys.at(line.heldBy);
    captive.rule = line.rule;
    captive.taken = day;
    captive.demandBy = day.plusDays(line.ransomDemandWithinDays);
    captive.deadline = day.plusDays(line.ransomDeadlineDays);
    captive.ransom = line.ransom;
    return captive;
}

}  // namespace

void ApplyBattleOutcome::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    const PreparedOutcome prepared = prepareOutcome(db, outcome_, slaughter_, foughtWith_);
    if (prepared.competition) {
        throw UserError("a competition battle is scored, not applied to the roster (GA-RES-COMP)");
    }
    const DayNumber day = prepared.battleDay;
    // Before the roster changes: the replay sets the battle up from the armies as they fought.
    const BattleRecordData record = battleRecordFor(db, prepared, fought_);
    const std::string where = outcome_.place.empty() ? std::string() : " at " + outcome_.place;
    description_ = "Battle" + where + ": " +
                   (outcome_.winner.empty() ? std::string("a draw")
                                            : prepared.sideName(outcome_.winner) + " wins");
    addChronicle(context, day, "battle", description_);
    std::optional<std::int64_t> placeKey;
    if (!outcome_.place.empty()) placeKey = find(db, Subject::Place, outcome_.place).key;
    const std::int64_t appliedId =
        recordAppliedBattle(context, outcome_, placeKey, day, description_);
    recordBattleDetails(context, appliedId, record);

    for (const battle::AftermathLine& line : prepared.aftermath.lines) {
        const std::string note = "[" + line.rule + "] " + line.text;
        if (!line.unit.empty()) {
            const RosterUnit& unit = prepared.units.at(line.unit);
            switch (line.fate) {
                case Fate::Dead:
                    killMen(context, unit.key, line.men, note);
                    if (line.byChoice) addChronicle(context, day, "slaughter", line.text);
                    break;
                case Fate::Wounded:
                    woundMen(context, unit.key, line.men, day.plusDays(line.returnAfterDays), note);
                    break;
                case Fate::Deserted:
                    desertInBattle(context, unit.key, line.men, note);
                    break;
                case Fate::Captive: {
                    NewCaptive captive = captiveOf(prepared, line, day);
                    captive.unit = unit.key;
                    captive.men = line.men;
                    takeCaptive(context, captive, note);
                    addChronicle(context, day, "captive", line.text);
                    break;
                }
                case Fate::Returned:
                case Fate::Summary:
                    break;
            }
            continue;
        }
        if (line.leader.empty()) continue;  // a summary line moves nobody
        const RosterLeader& leader = prepared.leaders.at(line.leader);
        switch (line.fate) {
            case Fate::Dead:
                killLeader(context, leader.key, leader.status, note);
                break;
            case Fate::Wounded:
                woundLeader(context, leader.key, day.plusDays(line.returnAfterDays), leader.status,
                            note);
                break;
            case Fate::Captive: {
                NewCaptive captive = captiveOf(prepared, line, day);
                captive.leader = leader.key;
                captive.leaderWas = leader.status;
                takeCaptive(context, captive, note);
                break;
            }
            case Fate::Deserted:
            case Fate::Returned:
            case Fate::Summary:
                continue;
        }
        addChronicle(context, day, "leader", line.text);
    }

    // The battle is no longer pending, and the beaten leave the field (docs/rules/campaign.md,
    // "After a battle"): otherwise the armies would meet again the very next day.
    if (!outcome_.place.empty()) {
        const Found place = find(db, Subject::Place, outcome_.place);
        std::optional<std::int64_t> winner;
        if (!outcome_.winner.empty()) winner = prepared.sideKeys.at(outcome_.winner);
        if (hasPendingBattle(db, place.key)) settlePendingBattle(context, place.key, winner);
        // The result typed for this battle, if any, is now applied: its draft goes with it.
        discardTabletopDraft(db, place.key);
        discardBattleOdds(db, place.key);
        discardTabletopConsole(db, place.key);
        for (const std::string& moved : withdrawAfterBattle(context, place.key, winner)) {
            addChronicle(context, day, "withdrawal", moved);
        }
        // The winner marches on (docs/rules/campaign.md, "After a battle").
        marchOrders_ = resumeMarchesAfterBattle(context, place.key, winner);
        for (const std::string& line : marchOrders_) addChronicle(context, day, "march", line);
    }
}

OutcomeReport applyOutcome(SQLite::Database& db, const battle::BattleOutcome& outcome, bool dryRun,
                           const std::vector<battle::SlaughterChoice>& slaughter,
                           const std::string& foughtWith, const battle::ResolvedBattle* fought) {
    const PreparedOutcome prepared = prepareOutcome(db, outcome, slaughter, foughtWith);
    OutcomeReport report;
    report.preview = prepared.preview(readCampaignInfo(db).reckoning);
    if (dryRun || prepared.competition) return report;
    ApplyBattleOutcome action(outcome, slaughter, foughtWith);
    action.foughtAs(fought);
    report.action = perform(db, action);
    report.marchOrders = action.marchOrders();
    return report;
}

}  // namespace seneschal::campaign
