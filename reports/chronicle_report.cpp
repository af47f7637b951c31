// The chronicle (issue 17): the campaign's dated events as prose, month by month, filtered by
// side, army, place, kind and dates. An event belongs to a side, army or place when its action
// touched it (the ledger's subjects, the battle's place) or its words name it.
#include <map>

#include "base/grouped_number.hpp"
#include "campaign/stores/chronicle.hpp"
#include "campaign/stores/report_queries.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/campaign_reports.hpp"
#include "reports/report_words.hpp"

namespace seneschal::reports {

namespace {

bool namesIt(const std::string& text, const std::string& name) {
    return !name.empty() && text.find(name) != std::string::npos;
}

// One line of the chronicle as a sentence: a capital first, a full stop last.
std::string chronicleSentence(std::string text) {
    if (!text.empty() && text.front() >= 'a' && text.front() <= 'z') {
        text.front() = static_cast<char>(text.front() - 'a' + 'A');
    }
    if (!text.empty() && text.back() != '.' && text.back() != '!' && text.back() != '?') {
        text += '.';
    }
    return text;
}

std::string monthHeading(campaign::Reckoning reckoning, campaign::DayNumber day) {
    const std::string longDate = campaign::formatLongDate(reckoning, day);  // "26 August 1346"
    const std::size_t space = longDate.find(' ');
    return space == std::string::npos ? longDate : longDate.substr(space + 1);
}

}  // namespace

Document chronicleReport(SQLite::Database& db, const ReportFilter& filter) {
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    // Who each action touched matters only to a filter by side, army or place: reading it
    // walks the whole ledger.
    const bool bySubject = filter.side || filter.army || filter.place;
    const std::map<std::int64_t, campaign::ActionSubjects> subjects =
        bySubject ? campaign::readActionSubjects(db)
                  : std::map<std::int64_t, campaign::ActionSubjects>{};
    const std::string sideName =
        filter.side ? campaign::readNameByKey(db, campaign::Subject::Side, *filter.side) : "";
    const std::string armyName =
        filter.army ? campaign::readNameByKey(db, campaign::Subject::Army, *filter.army) : "";
    const std::string placeName =
        filter.place ? campaign::readNameByKey(db, campaign::Subject::Place, *filter.place) : "";
    const auto touches = [&](const campaign::ChronicleLine& line) {
        const auto it = subjects.find(line.action);
        const campaign::ActionSubjects* s = it == subjects.end() ? nullptr : &it->second;
        if (filter.side && !namesIt(line.text, sideName) && !(s && s->sides.count(*filter.side))) {
            return false;
        }
        if (filter.army && !namesIt(line.text, armyName) && !(s && s->armies.count(*filter.army))) {
            return false;
        }
        if (filter.place && !namesIt(line.text, placeName) &&
            !(s && s->places.count(*filter.place))) {
            return false;
        }
        return true;
    };

    Table table({{"date"}, {"kind"}, {"event"}});
    Document document("Chronicle", info.name);
    std::vector<std::string> filters;
    if (filter.side) filters.push_back("side: " + sideName);
    if (filter.army) filters.push_back("army: " + armyName);
    if (filter.place) filters.push_back("place: " + placeName);
    if (!filter.eventKind.empty()) filters.push_back("kind: " + filter.eventKind);
    if (filter.from)
        filters.push_back("from " + campaign::formatLongDate(info.reckoning, *filter.from));
    if (filter.to) filters.push_back("to " + campaign::formatLongDate(info.reckoning, *filter.to));

    std::vector<std::string> items;
    std::string month;
    std::size_t shown = 0;
    // Month by month, a paragraph a day.
    std::vector<std::pair<std::string, std::vector<std::string>>> months;
    std::int64_t lastDay = -1;
    for (const campaign::ChronicleLine& line : campaign::readChronicle(db)) {
        if (filter.from && line.day < *filter.from) continue;
        if (filter.to && *filter.to < line.day) continue;
        if (!filter.eventKind.empty() && line.kind.rfind(filter.eventKind, 0) != 0) continue;
        if (!touches(line)) continue;
        if (filter.heard && !filter.heard(line.kind, line.text)) continue;
        ++shown;
        table.addRow({line.date, line.kind, line.text});
        const std::string heading = monthHeading(info.reckoning, line.day);
        if (months.empty() || months.back().first != heading) {
            months.push_back({heading, {}});
            lastDay = -1;
        }
        if (line.day.value != lastDay) {
            const std::string longDate = campaign::formatLongDate(info.reckoning, line.day);
            months.back().second.push_back(longDate.substr(0, longDate.rfind(' ')) + ".");
            lastDay = line.day.value;
        }
        months.back().second.back() += " " + chronicleSentence(line.text);
    }
    std::vector<Fact> facts = {
        {"Events", seneschal::countOf(static_cast<long long>(shown), "event", "events")},
        {"From", campaign::formatLongDate(info.reckoning, info.start)},
        {"To", campaign::formatLongDate(info.reckoning, info.date) + " (today)"}};
    if (!filters.empty()) {
        std::string text;
        for (const std::string& f : filters) text += (text.empty() ? "" : "; ") + f;
        facts.push_back({"Showing", text});
    }
    document.facts(std::move(facts));
    if (months.empty()) {
        document.note(filters.empty() ? "Nothing has happened yet: the chronicle is empty."
                                      : "No event matches what was asked for.");
    }
    for (auto& m : months) {
        document.heading(m.first, 3);
        for (std::string& day : m.second) document.paragraph(std::move(day));
    }
    TableBlock block;
    block.id = "chronicle";
    block.caption = "The chronicle";
    block.table = std::move(table);
    block.onPages = false;
    document.table(std::move(block));
    return document;
}

}  // namespace seneschal::reports
