#include "application/tabletop/tabletop_draft.hpp"

#include <algorithm>

#include "base/grouped_number.hpp"
#include "battle/outcome_xml.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/tabletop_draft_store.hpp"

namespace seneschal::application {

namespace {

// The counts the game master types, besides the casualties (removed and the remainder).
struct TypedCount {
    const char* field;  // the outcome file's attribute, as checkOutcome names it
    const char* words;  // as a person says it
    int battle::UnitOutcome::*count;
};
const TypedCount kWholeFigureCounts[] = {
    {"routed", "routed", &battle::UnitOutcome::figuresRouted},
    {"captured", "taken prisoner", &battle::UnitOutcome::figuresCaptured},
    {"pursuedOff", "pursued off", &battle::UnitOutcome::figuresPursuedOff},
    {"formedCavalry", "formed cavalry", &battle::UnitOutcome::formedCavalryFigures},
};

std::string menWord(int men) {
    return countOf(men, "man", "men");
}

// The side a unit or leader of `side` fought against: its captor.
std::string otherSideOf(const battle::BattleOutcome& outcome, const std::string& side) {
    for (const battle::UnitOutcome& unit : outcome.units)
        if (unit.side != side) return unit.side;
    return {};
}

}  // namespace

std::optional<TabletopDraft> loadTabletopDraft(campaign::CampaignFile& file,
                                               const std::string& place,
                                               const battle::BattleOutcome& blank,
                                               int menPerFigure) {
    SQLite::Database& db = file.db();
    const campaign::Found found = campaign::find(db, campaign::Subject::Place, place);
    const auto stored = campaign::readTabletopDraft(db, found.key);
    if (!stored) return std::nullopt;
    const battle::BattleOutcome kept = battle::readOutcomeDraftFromString(
        stored->outcome, "the tabletop result kept for " + found.name, menPerFigure);
    TabletopDraft draft{blank, stored->enteredInMen, stored->winnerChosen};
    for (battle::UnitOutcome& unit : draft.typed.units) {
        const auto same = std::find_if(kept.units.begin(), kept.units.end(), [&](const auto& k) {
            return k.unit == unit.unit && k.side == unit.side;
        });
        if (same == kept.units.end()) continue;
        const int menAtStart = unit.menAtStart;  // the roster's, should it have changed since
        unit = *same;
        unit.menAtStart = menAtStart;
    }
    for (battle::LeaderOutcome& leader : draft.typed.leaders) {
        const auto same = std::find_if(
            kept.leaders.begin(), kept.leaders.end(),
            [&](const auto& k) { return k.leader == leader.leader && k.side == leader.side; });
        if (same != kept.leaders.end()) leader = *same;
    }
    const bool winnerFought =
        kept.winner.empty() ||
        std::any_of(blank.units.begin(), blank.units.end(),
                    [&](const battle::UnitOutcome& unit) { return unit.side == kept.winner; });
    draft.winnerChosen = draft.winnerChosen && winnerFought;
    draft.typed.winner = draft.winnerChosen ? kept.winner : std::string();
    return draft;
}

void saveTabletopDraft(campaign::CampaignFile& file, const std::string& place,
                       const TabletopDraft& draft) {
    SQLite::Database& db = file.db();
    const campaign::Found found = campaign::find(db, campaign::Subject::Place, place);
    campaign::saveTabletopDraft(
        db, found.key, found.name,
        {draft.inMen, draft.winnerChosen, battle::writeOutcome(draft.typed)});
}

void discardTabletopDraft(campaign::CampaignFile& file, const std::string& place) {
    campaign::discardTabletopDraft(file.db(),
                                   campaign::find(file.db(), campaign::Subject::Place, place).key);
}

battle::BattleOutcome menFromFigures(const battle::BattleOutcome& figures, int menPerFigure) {
    battle::BattleOutcome men = figures;
    for (battle::UnitOutcome& unit : men.units) {
        unit.figuresRemoved = unit.figuresRemoved * menPerFigure + unit.menRemainder;
        unit.menRemainder = 0;
        for (const TypedCount& count : kWholeFigureCounts) unit.*count.count *= menPerFigure;
    }
    return men;
}

battle::BattleOutcome figuresFromMen(const battle::BattleOutcome& men, int menPerFigure) {
    battle::BattleOutcome figures = men;
    const int scale = std::max(menPerFigure, 1);
    for (battle::UnitOutcome& unit : figures.units) {
        // The casualties exactly: whole figures, and the men that never made one.
        const int lost = unit.figuresRemoved;
        unit.figuresRemoved = lost / scale;
        unit.menRemainder = lost % scale;
        for (const TypedCount& count : kWholeFigureCounts) unit.*count.count /= scale;
    }
    return figures;
}

std::optional<battle::OutcomeProblem> menNotWholeFigures(const battle::BattleOutcome& men,
                                                         int menPerFigure) {
    // Only the casualties may be odd men (the remainder): any other count in men must make
    // whole figures, or men would be lost or made on the way.
    if (menPerFigure <= 0) return std::nullopt;
    for (std::size_t i = 0; i < men.units.size(); ++i) {
        const battle::UnitOutcome& unit = men.units[i];
        for (const TypedCount& count : kWholeFigureCounts) {
            const int typed = unit.*count.count;
            if (typed % menPerFigure == 0) continue;
            const int below = typed / menPerFigure * menPerFigure;
            return battle::OutcomeProblem{
                battle::OutcomeProblem::Where::Unit, static_cast<int>(i), count.field,
                "unit '" + unit.unit + "': " + menWord(typed) + " " + count.words +
                    " is not whole figures (" + menWord(menPerFigure) + " a figure): enter " +
                    menWord(below) + " or " + menWord(below + menPerFigure)};
        }
    }
    return std::nullopt;
}

TabletopCheck checkTabletopDraft(const TabletopDraft& draft, int menPerFigure) {
    if (draft.inMen) {
        if (auto problem = menNotWholeFigures(draft.typed, menPerFigure))
            return {std::nullopt, std::move(problem)};
    }
    battle::BattleOutcome outcome =
        draft.inMen ? figuresFromMen(draft.typed, menPerFigure) : draft.typed;
    for (battle::UnitOutcome& unit : outcome.units)
        unit.capturedBy =
            unit.figuresCaptured > 0 ? otherSideOf(outcome, unit.side) : std::string();
    for (battle::LeaderOutcome& leader : outcome.leaders)
        leader.takenBy = leader.fate == battle::LeaderFate::Taken
                             ? otherSideOf(outcome, leader.side)
                             : std::string();
    if (auto problem = battle::checkOutcome(outcome, menPerFigure)) return {std::nullopt, problem};
    // Last, so that the counts are put right first: an unchosen winner is not a draw.
    if (!draft.winnerChosen) {
        return {std::nullopt,
                battle::OutcomeProblem{battle::OutcomeProblem::Where::Battle, -1, "winner",
                                       "choose the winner, or a draw, as the table ended"}};
    }
    return {std::move(outcome), std::nullopt};
}

}  // namespace seneschal::application
