#include "campaign/actions.hpp"

#include <SQLiteCpp/Statement.h>

#include <vector>

#include "battle/errors.hpp"
#include "battle/plain_text.hpp"
#include "campaign/chronicle.hpp"
#include "campaign/daily_steps.hpp"
#include "campaign/lookup.hpp"
#include "campaign/repository.hpp"

namespace seneschal::campaign {

namespace {

void execute(SQLite::Database& db, const std::string& sql, std::int64_t a, std::int64_t b) {
    SQLite::Statement statement(db, sql);
    statement.bind(1, a);
    statement.bind(2, b);
    statement.exec();
}

void execute(SQLite::Database& db, const std::string& sql, std::int64_t a) {
    SQLite::Statement statement(db, sql);
    statement.bind(1, a);
    statement.exec();
}

}  // namespace

void RecruitMen::apply(ActionContext& context) {
    if (men_ <= 0) throw UserError("recruits must number at least one man");
    const Found unit = find(context.db(), Subject::Unit, unit_);
    unitName_ = unit.name;
    execute(context.db(),
            "UPDATE unit SET present = present + ?1, recruited = recruited + ?1 WHERE id = ?2",
            men_, unit.key);
    context.record(LedgerEntry("present", men_, "recruited").forUnit(unit.key));
}

std::string RecruitMen::describe() const {
    return "Recruit " + std::to_string(men_) + " men into " + unitName_;
}

void MarchArmy::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    const Found army = find(db, Subject::Army, army_);
    const Found to = find(db, Subject::Place, place_);
    armyName_ = army.name;
    placeName_ = to.name;
    SQLite::Statement where(db,
                            "SELECT army.place_id, place.name FROM army "
                            "LEFT JOIN place ON place.id = army.place_id WHERE army.id = ?");
    where.bind(1, army.key);
    where.executeStep();
    if (where.getColumn(0).isNull()) {
        throw UserError(army.name + " is on the march; it can take a new road only at a place");
    }
    const std::int64_t from = where.getColumn(0).getInt64();
    const std::string fromName = where.getColumn(1).getString();
    if (from == to.key) throw UserError(army.name + " is already at " + to.name);
    SQLite::Statement route(db,
                            "SELECT count(*) FROM route WHERE (from_place_id = ?1 AND "
                            "to_place_id = ?2) OR (from_place_id = ?2 AND to_place_id = ?1)");
    route.bind(1, from);
    route.bind(2, to.key);
    route.executeStep();
    if (route.getColumn(0).getInt64() == 0) {
        throw UserError("no route leads from " + fromName + " to " + to.name);
    }
    execute(db, "UPDATE army SET place_id = ?1 WHERE id = ?2", to.key, army.key);
    context.record(LedgerEntry("place", 0, fromName + " -> " + to.name).forArmy(army.key));
}

std::string MarchArmy::describe() const {
    return "March " + armyName_ + " to " + placeName_;
}

void checkAdvanceDays(std::int64_t days) {
    if (days < 1 || days > kMaxAdvanceDays) {
        throw UserError("cannot advance " + std::to_string(days) +
                        " days: the calendar moves forward by 1 to " +
                        std::to_string(kMaxAdvanceDays) + " days (ten years) at a time");
    }
}

void AdvanceCalendar::apply(ActionContext& context) {
    checkAdvanceDays(days_);
    SQLite::Database& db = context.db();
    const CampaignInfo info = readCampaignInfo(db);
    if (info.date.value > lastDay(info.reckoning).value - days_) {
        throw UserError("cannot advance " + std::to_string(days_) + " days from " +
                        formatDate(info.reckoning, info.date) + ": the calendar ends on " +
                        formatDate(info.reckoning, lastDay(info.reckoning)) + " (" +
                        rangeText(info.reckoning) + ")");
    }
    if (!ownSteps_) steps_ = dailySteps();
    const auto& steps = steps_;
    events_.clear();
    haltedBy_.clear();
    DayNumber day = info.date;
    for (daysAdvanced_ = 0; daysAdvanced_ < days_;) {
        day = day.plusDays(1);
        ++daysAdvanced_;
        execute(db, "UPDATE campaign SET current_day = ?1 WHERE id = ?2", day.value, 1);
        const std::size_t first = events_.size();
        for (const auto& step : steps) {
            if (!step->runDay(context, day, events_) && haltedBy_.empty()) {
                haltedBy_ = step->name();
            }
        }
        for (std::size_t i = first; i < events_.size(); ++i) {
            addChronicle(context, events_[i].day, events_[i].kind, events_[i].text);
        }
        if (progress_) progress_(daysAdvanced_, days_);
        if (!haltedBy_.empty()) break;
    }
    newDate_ = formatLongDate(info.reckoning, day);
    context.record(LedgerEntry(
        "date", daysAdvanced_,
        formatDate(info.reckoning, info.date) + " -> " + formatDate(info.reckoning, day)));
}

std::string AdvanceCalendar::describe() const {
    return "Advance the calendar to " + newDate_;
}

void RansomLeader::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    const Found leader = find(db, Subject::Leader, leader_);
    leaderName_ = leader.name;
    if (amount_ < 0) throw UserError("a ransom cannot be negative");
    SQLite::Statement state(db, R"SQL(
        SELECT leader.status, leader.side_id, leader.captor_side_id, payer.treasury, payer.name
        FROM leader JOIN side AS payer ON payer.id = leader.side_id WHERE leader.id = ?)SQL");
    state.bind(1, leader.key);
    state.executeStep();
    if (state.getColumn(0).getString() != "captive") {
        throw UserError(leader.name + " is not a captive");
    }
    const std::int64_t payer = state.getColumn(1).getInt64();
    const std::int64_t captor = state.getColumn(2).getInt64();
    if (state.getColumn(3).getInt64() < amount_) {
        throw UserError(state.getColumn(4).getString() + " cannot pay " + std::to_string(amount_) +
                        ": its treasury holds " + std::to_string(state.getColumn(3).getInt64()));
    }
    execute(db, "UPDATE side SET treasury = treasury - ?1 WHERE id = ?2", amount_, payer);
    execute(db, "UPDATE side SET treasury = treasury + ?1 WHERE id = ?2", amount_, captor);
    execute(db, "UPDATE leader SET status = 'active', captor_side_id = NULL WHERE id = ?1",
            leader.key);
    context.record(
        LedgerEntry("treasury", -amount_, "ransom paid").forSide(payer).forLeader(leader.key));
    context.record(
        LedgerEntry("treasury", amount_, "ransom received").forSide(captor).forLeader(leader.key));
    context.record(LedgerEntry("status", 0, "captive -> active").forLeader(leader.key));
}

std::string RansomLeader::describe() const {
    return "Ransom " + leaderName_ + " for " + std::to_string(amount_);
}

void RenameUnit::apply(ActionContext& context) {
    if (newName_.empty()) throw UserError("a unit needs a name");
    // A control character would be written into the chronicle and every export, where no XML
    // reader takes it back.
    checkPlainText(newName_, TextKind::Name, "the new name '" + printable(newName_) + "'");
    const Found unit = find(context.db(), Subject::Unit, unit_);
    oldName_ = unit.name;
    SQLite::Statement rename(context.db(), "UPDATE unit SET name = ? WHERE id = ?");
    rename.bind(1, newName_);
    rename.bind(2, unit.key);
    rename.exec();
    context.record(LedgerEntry("name", 0, oldName_ + " -> " + newName_).forUnit(unit.key));
}

std::string RenameUnit::describe() const {
    return "Rename " + oldName_ + " to " + newName_;
}

}  // namespace seneschal::campaign
