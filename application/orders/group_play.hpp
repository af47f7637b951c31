#pragma once
// Group play across machines (issue 35, docs/group-play.md): the campaign starts group play (its
// identity and a key per side), each side's dispatch carries the orders form, the orders files
// the sides send back are checked and recorded, and the umpire ends the turn.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "application/orders/orders_file.hpp"
#include "application/views/side_knowledge.hpp"
#include "campaign/file/campaign_file.hpp"

namespace seneschal::application {

// `seneschal-cli group start`: makes the campaign's identity and a key for every side without one
// (outside the undo history: a key taken back would refuse every dispatch sent with it). Run
// again after a side is added, it gives the new side its key; the others keep theirs.
std::string startGroupPlay(campaign::CampaignFile& file);

// Gives a side a new key when its dispatch fell into the wrong hands: every orders file signed
// with the old key (every dispatch sent before) is refused from now on, its orders already
// received are kept. Not undone (undo would hand back the key that got out). Throws UserError
// naming --side for an unknown side, and saying so before group play starts.
std::string newSideKey(campaign::CampaignFile& file, const std::string& side);

// The orders form of the side's dispatch for the turn: none before group play starts.
std::optional<OrdersForm> ordersFormOf(campaign::CampaignFile& file, const SideKnowledge& knows,
                                       std::int64_t turn);

struct ImportOrdersRequest {
    std::vector<std::filesystem::path> files;
    bool dryRun = false;
};

// `seneschal-cli orders import`: checks every file against the campaign read-only, then, unless
// a dry run, opens it to write and records them all in one undoable action. Refused with a
// UserError naming the file (and its line) and nothing written at all: malformed XML, another
// campaign's orders, a side unknown, a bad signature, a turn not the campaign's, a version not
// later than one received, another side's army, a place the side does not know or its army
// cannot reach.
std::string importOrders(const std::filesystem::path& campaignPath,
                         const ImportOrdersRequest& request);
// The same on a campaign already open to write (the desk's Turn > Receive orders): every file
// checked before anything is recorded, so a refusal writes nothing.
std::string importOrders(campaign::CampaignFile& file, const ImportOrdersRequest& request);

// Which sides have sent orders for the campaign's current turn (`orders status`, the desk's
// Turn menu and status bar).
struct SideOrdersStatus {
    std::string sideId;
    std::string sideName;
    bool sent = false;
    std::int64_t version = 0;  // the version recorded, when sent
    std::string receivedOn;    // the campaign's date it was recorded on, in words
};

struct TurnStatus {
    bool groupPlay = false;  // none of the rest means anything before `group start`
    std::int64_t turn = 1;
    std::string deadline;  // the turn's last day, in words: "25 July 1346"
    std::vector<SideOrdersStatus> sides;

    std::int64_t sentCount() const;
    // "Turn 2, orders due by 25 July 1346: orders from England (version 2); none yet from
    // France." — or, before group play, that it has not started.
    std::string describe() const;
    // The status bar's few words: "Turn 2: orders from England; waiting for France"; empty
    // before group play.
    std::string brief() const;
};

TurnStatus turnStatus(campaign::CampaignFile& file);

struct EndTurnRequest {
    std::optional<std::int64_t> days;  // default: to the first day of the next turn
};

// `seneschal-cli turn`: every side's orders received for the current turn applied as the usual
// actions (a march, a hold), a side that sent none keeping its standing orders (said so), then
// the calendar advanced, halting at a contact as `advance` does.
std::string endTurn(campaign::CampaignFile& file, const EndTurnRequest& request);

// The turn the campaign's date is in.
std::int64_t currentTurn(campaign::CampaignFile& file);

}  // namespace seneschal::application
