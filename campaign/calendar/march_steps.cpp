#include "campaign/calendar/march_steps.hpp"

#include "base/errors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/stores/pending_battle_store.hpp"
#include "campaign/strategy/march.hpp"

namespace seneschal::campaign {

std::vector<std::string> pendingBattleLines(SQLite::Database& db) {
    // The usual day has none: the pending battles alone are read, not the whole march (the
    // march step reads that once more right after).
    if (readPendingBattles(db).empty()) return {};
    const LoadedMarch loaded = loadMarch(db);
    std::vector<std::string> lines;
    for (const strategy::PendingBattle& battle : loaded.state.pending) {
        strategy::MarchState one;
        one.armies = loaded.state.armies;
        one.pending = {battle};
        lines.push_back(strategy::describePending(one, loaded.graph));
    }
    return lines;
}

bool PendingBattleCheck::runDay(ActionContext& context, DayNumber, std::vector<DayEvent>&) {
    const std::vector<std::string> lines = pendingBattleLines(context.db());
    if (lines.empty()) return true;
    std::string text;
    for (const std::string& line : lines) text += (text.empty() ? "" : "; ") + line;
    throw UserError(text + ": fight it or avoid it before advancing the campaign");
}

bool MarchStep::runDay(ActionContext& context, DayNumber day, std::vector<DayEvent>& events) {
    LoadedMarch loaded = loadMarch(context.db());
    const strategy::MarchState before = loaded.state;
    const strategy::DayReport report =
        strategy::advanceDay(loaded.state, loaded.graph, context.rules().strategy, day);
    saveMarch(context, loaded.keys, before, loaded.state);
    for (const strategy::MarchEvent& event : report.events) {
        if (event.kind == strategy::MarchEventKind::Stragglers) {
            recordStragglers(context, loaded.keys.units.at(event.unit), event.men,
                             "fell out on a forced march");
        }
        events.push_back({day, strategy::toString(event.kind), event.text});
    }
    if (report.contacts.empty()) return true;
    for (const strategy::Contact& contact : report.contacts) {
        events.push_back({day, "halt",
                          "the advance halts: a battle is pending at " +
                              loaded.graph.place(contact.place).name});
    }
    return false;
}

}  // namespace seneschal::campaign
