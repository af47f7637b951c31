#pragma once
// The tabletop result as the game master types it (issue 16), for both shells: kept in the
// campaign file as a draft until it is applied or discarded, so a refused value or a closed
// preview loses nothing; checked with the outcome file's own rules (battle/outcome_check.hpp),
// whose problem names the field at fault; and typed in figures or in men, men being turned into
// figures and a casualty remainder exactly, no man lost or made. No wx.
#include <optional>
#include <string>

#include "battle/outcome.hpp"
#include "battle/outcome_check.hpp"
#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

struct TabletopDraft {
    // Every count as typed. In men, each count is men: the casualties in figuresRemoved
    // (menRemainder unused), and the routed, prisoners, pursued off and formed cavalry too.
    battle::BattleOutcome typed;
    bool inMen = false;
    bool winnerChosen = false;  // false: the winner (or a draw) is still to be chosen
};

// The draft kept for the battle pending at `place` (id or name), laid over `blank` (the
// battle's units and leaders, application::blankOutcome): a unit or leader the draft does not
// name starts blank, one no longer in the battle is dropped. None when no draft is kept for
// this battle. Throws UserError for an unknown place.
std::optional<TabletopDraft> loadTabletopDraft(campaign::CampaignFile& file,
                                               const std::string& place,
                                               const battle::BattleOutcome& blank,
                                               int menPerFigure);
// Keeps the draft (one transaction, no ledger entry, not undoable: a draft is work in
// progress, not a change to the campaign). Throws UserError when no battle is pending there.
void saveTabletopDraft(campaign::CampaignFile& file, const std::string& place,
                       const TabletopDraft& draft);
void discardTabletopDraft(campaign::CampaignFile& file, const std::string& place);

// The counts in men, from counts in figures: removed figures and the remainder become the men
// lost; every other count, figures times the scale.
battle::BattleOutcome menFromFigures(const battle::BattleOutcome& figures, int menPerFigure);

// The draft as the outcome the aftermath takes, or the first problem with the field at fault:
// in men, a count other than the casualties that is not whole figures; the outcome file's
// consistency rules (checkOutcome); then the winner not yet chosen. Captors and a leader's
// captor are the other side.
struct TabletopCheck {
    std::optional<battle::BattleOutcome> outcome;
    std::optional<battle::OutcomeProblem> problem;
};
TabletopCheck checkTabletopDraft(const TabletopDraft& draft, int menPerFigure);

// In men, the first count other than the casualties that is not whole figures: the routed,
// the prisoners and the pursuers are whole figures on the table.
std::optional<battle::OutcomeProblem> menNotWholeFigures(const battle::BattleOutcome& men,
                                                         int menPerFigure);

// The draft's counts in figures (casualties split into whole figures and a remainder); counts
// in men that are not whole figures are rounded down, so check first (checkTabletopDraft).
battle::BattleOutcome figuresFromMen(const battle::BattleOutcome& men, int menPerFigure);

}  // namespace seneschal::application
