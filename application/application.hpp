#pragma once
// The application layer of Seneschal, its one entry: everything both shells (app/cli, app/gui)
// can do with a campaign, each capability once, as a function of the open campaign taking what
// the user asked and returning what a person reads. No wx. Its folders, by job:
//
// - files/: the campaign file: open, new, export, check, backups and restore, the demo, the
//   map written to a picture.
// - orders/: the orders a side or the umpire gives: march, split, merge, avoid, recruit, pay,
//   advance, ransom, rename; a side handed to the programmed opponent; undo and redo; group
//   play: keys, orders files, the turn ended.
// - battles/: a campaign battle: where one can be fought, set up, fought once, its odds,
//   previewed and applied (or an outcome file applied), its output files, the pending battles.
// - tabletop/: the battle on the table: the result typed, the console of steps, the God's Acre
//   calculators, a group's figure scale.
// - views/: what the desk draws: the session (one method per order), the map as a side sees
//   it, roster, prisoners, chronicle, details; the CLI's armies.
// - reports/: listings and reports a person reads or prints, as reports/ Documents and tables.
// - rules/: the rules files shown and checked, the rules reference, the ranges of the numbers
//   a person types.
//
// One entry style: a function of an open campaign takes campaign::CampaignFile& (openCampaign;
// the desk's CampaignSession holds one); a function of the campaign file as a file (new, import,
// export, check, upgrade, backups) takes its path. No header here names SQLite
// (tests/application/entry_style_test.cpp).
//
// A shell may include this header or the one header of the capability it uses.

#include "application/battles/battle_odds.hpp"
#include "application/battles/battle_outputs.hpp"
#include "application/battles/battle_places.hpp"
#include "application/battles/battle_views.hpp"
#include "application/battles/campaign_battle.hpp"
#include "application/battles/campaign_factors.hpp"
#include "application/battles/outcome_files.hpp"
#include "application/battles/pending_battles.hpp"
#include "application/files/backups.hpp"
#include "application/files/campaign_files.hpp"
#include "application/files/demo_campaign.hpp"
#include "application/files/map_files.hpp"
#include "application/orders/avoid_choices.hpp"
#include "application/orders/calendar_orders.hpp"
#include "application/orders/campaign_edits.hpp"
#include "application/orders/group_play.hpp"
#include "application/orders/history.hpp"
#include "application/orders/march_orders.hpp"
#include "application/orders/opponent_orders.hpp"
#include "application/orders/order_result.hpp"
#include "application/orders/orders_file.hpp"
#include "application/orders/ransom_orders.hpp"
#include "application/orders/roster_edits.hpp"
#include "application/orders/troop_choices.hpp"
#include "application/orders/upkeep_orders.hpp"
#include "application/reports/campaign_reports.hpp"
#include "application/reports/dispatch.hpp"
#include "application/reports/listings.hpp"
#include "application/reports/prisoners_document.hpp"
#include "application/rules/number_ranges.hpp"
#include "application/rules/rules_reference.hpp"
#include "application/rules/rules_tables.hpp"
#include "application/rules/strategy_rules_file.hpp"
#include "application/tabletop/calculators.hpp"
#include "application/tabletop/table_scale.hpp"
#include "application/tabletop/tabletop_console.hpp"
#include "application/tabletop/tabletop_console_files.hpp"
#include "application/tabletop/tabletop_console_xml.hpp"
#include "application/tabletop/tabletop_draft.hpp"
#include "application/views/army_listing.hpp"
#include "application/views/campaign_session.hpp"
#include "application/views/campaign_views.hpp"
#include "application/views/chronicle_view.hpp"
#include "application/views/desk_views.hpp"
#include "application/views/details_view.hpp"
#include "application/views/map_seen_by.hpp"
#include "application/views/prisoner_view.hpp"
#include "application/views/roster_view.hpp"
#include "application/views/side_knowledge.hpp"
