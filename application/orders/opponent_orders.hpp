#pragma once
// The programmed opponent of issue 36, for both shells: a side handed to it or back to a person
// (one undoable action each), and its decisions each day of an advance, made from what the side
// knows (application/views/side_knowledge.hpp) and its own state by the pure rules of
// campaign/strategy/opponent.hpp, and given as the orders a person would give.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "application/orders/order_result.hpp"
#include "campaign/calendar/daily_step.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/strategy/opponent.hpp"
#include "map/map_view.hpp"

namespace seneschal::application {

struct SideProgrammedRequest {
    std::string side;                      // id or name
    std::string programmed;                // "on" or "off"
    std::optional<std::string> character;  // "cautious" or "bold"; cautious (or as it was)
};
// Refusals name the option at fault (`--side: `, `--programmed: `, `--character: `).
OrderResult setSideProgrammed(campaign::CampaignFile& file, const SideProgrammedRequest& request);

// What the programmed side `side` (id) knows of the umpire's map `umpire`, with its own money and
// arrears, as the pure decision rules take it: its own armies in full, the enemy armies its
// scouts see where they are with their men as reported, the places and routes, the battles
// pending where its armies stand (and where the rule lets it fall back from them); nothing else.
// With `today`, each army of its own also says how many days ago it last fought.
campaign::strategy::OpponentView opponentView(
    campaign::CampaignFile& file, const map::MapView& umpire, const std::string& side,
    std::optional<campaign::DayNumber> today = std::nullopt);

// The daily step the advance runs first each day when a side is programmed: for each programmed
// side its decisions (campaign/strategy/opponent.hpp), each given as the order a person would
// give (march, pay; a plan drawn), inside the day's action, and each a chronicle line with its
// reason and plan (kind "opponent"). The dice are the campaign's own, seeded from its seed, the
// day and the side.
// A battle pending where its armies stand is settled first: below the avoid threshold, and where
// the rule lets it, the side falls back by night (the campaign's avoid-battle order).
std::unique_ptr<campaign::DailyStep> opponentStep(campaign::CampaignFile& file);

// The step the advance runs last each day: once the armies have met, each programmed side
// avoids, as above, a battle that became pending that day (else the advance halts for it).
std::unique_ptr<campaign::DailyStep> opponentBattleStep(campaign::CampaignFile& file);

}  // namespace seneschal::application
