#include "campaign/actions/actions.hpp"

#include <SQLiteCpp/Statement.h>

#include <vector>

#include "base/errors.hpp"
#include "base/plain_text.hpp"
#include "campaign/calendar/daily_steps.hpp"
#include "campaign/stores/campaign_store.hpp"
#include "campaign/stores/chronicle.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/unit_store.hpp"

namespace seneschal::campaign {

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
        setCampaignDay(db, day);
        context.setEntryDay(day);
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

void RenameUnit::apply(ActionContext& context) {
    if (newName_.empty()) throw UserError("a unit needs a name");
    // A control character would be written into the chronicle and every export, where no XML
    // reader takes it back.
    checkName(newName_, "the new name");
    const Found unit = find(context.db(), Subject::Unit, unit_);
    oldName_ = unit.name;
    renameUnit(context, unit.key, oldName_, newName_);
}

std::string RenameUnit::describe() const {
    return "Rename " + oldName_ + " to " + newName_;
}

}  // namespace seneschal::campaign
