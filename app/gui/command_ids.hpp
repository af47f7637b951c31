#pragma once
// Menu and toolbar ids of our own; standard actions use the wxID_ ones.
#include <wx/defs.h>

namespace seneschal::gui {

enum CommandId {
    ID_ADVANCE_DAY = wxID_HIGHEST + 1,
    ID_ADVANCE_WEEK,
    ID_ADVANCE_FORTNIGHT,
    ID_MARCH,
    ID_SPLIT,
    ID_MERGE,
    ID_RECRUIT,
    ID_PAY,
    ID_RESOLVE_BATTLE,
    ID_ENTER_RESULT,
    ID_ODDS,
    ID_TABLETOP_CONSOLE_FILE,  // Battle > Tabletop console for a battle file (no campaign)
    ID_AVOID_BATTLE,
    ID_REPORT_ROSTER,
    ID_REPORT_LEADERS,
    ID_REPORT_LEDGER,
    ID_REPORT_PRISONERS,
    ID_REPORT_TREASURY,
    // Reports > the pages a group reads (issue 17), and File > Print roster, Print prisoners.
    ID_REPORT_BATTLE,
    ID_REPORT_MUSTER,
    ID_REPORT_CHRONICLE,
    ID_REPORT_TREASURY_RANSOMS,
    ID_REPORT_LOSSES,
    ID_REPORT_ARMY_SHEET,
    ID_PRINT_ROSTER,
    ID_PRINT_PRISONERS,
    ID_RULES_INDEX,
    ID_VIEW_ROSTER,
    ID_VIEW_DETAILS,
    ID_VIEW_PRISONERS,
    ID_VIEW_CHRONICLE,
    ID_VIEW_FIT_MAP,
    ID_VIEW_RESET_LAYOUT,
    ID_RESTORE_BACKUP,
    ID_EXPORT_MAP,
    ID_VIEW_LEGEND,
    ID_VIEW_SEEN_BY,  // the submenu View > As seen by
    // A game master's own campaign (issue 34): File > New blank campaign, Campaign > Edit map
    // and the editors of sides, armies, units and leaders.
    ID_NEW_BLANK,
    ID_EDIT_MAP,
    ID_EDIT_SIDES,
    ID_EDIT_ARMIES,
    ID_EDIT_UNITS,
    ID_EDIT_LEADERS,
    ID_CHECK_ARMIES,
    ID_MAP_PICTURE,
    ID_MAP_PICTURE_REMOVE,
    ID_MAP_SCALE,
    // Group play (issue 35): the Turn menu.
    ID_TURN_START_GROUP,
    ID_TURN_SEND_DISPATCHES,
    ID_TURN_RECEIVE_ORDERS,
    ID_TURN_ORDERS_STATUS,
    ID_TURN_NEW_KEY,
    ID_TURN_END,
    // View > As seen by: the umpire, then one radio item per side of the open campaign.
    ID_SEEN_BY_UMPIRE,
    ID_SEEN_BY_FIRST_SIDE,
    ID_SEEN_BY_LAST_SIDE = ID_SEEN_BY_FIRST_SIDE + 31,
    // The empty window's buttons: a new campaign from bundled scenario number N.
    ID_NEW_FROM_BUNDLED_FIRST,
    ID_NEW_FROM_BUNDLED_LAST = ID_NEW_FROM_BUNDLED_FIRST + 31,
};

}  // namespace seneschal::gui
