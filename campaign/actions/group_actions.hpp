#pragma once
// The actions of group play (issue 35, docs/group-play.md): the orders of the sides received for
// a turn, recorded in one action, and an army told to hold where it is.
#include <string>
#include <vector>

#include "campaign/actions/action.hpp"
#include "campaign/stores/group_play_store.hpp"

namespace seneschal::campaign {

// Records the orders files received (already checked: signature, side, armies, places, turn and
// version) for their turn, each side's replacing what it sent before.
class ReceiveOrders : public Action {
  public:
    struct Received {
        ReceivedOrders orders;
        std::string sideName;
    };
    explicit ReceiveOrders(std::vector<Received> received) : received_(std::move(received)) {}
    std::string name() const override { return "Receive orders"; }
    Cause cause() const override { return Cause::March; }
    void apply(ActionContext& context) override;
    // "Receive orders of Kingdom of England for turn 2 (version 1)"
    std::string describe() const override;

  private:
    std::vector<Received> received_;
};

// An army stops: at a place its march orders end there; on a road it goes on to the place the
// road leads to and stops there (an army does not camp between two places).
class HoldOrder : public Action {
  public:
    explicit HoldOrder(std::string army) : army_(std::move(army)) {}
    std::string name() const override { return "Hold"; }
    Cause cause() const override { return Cause::March; }
    void apply(ActionContext& context) override;
    // "Hold English host at Caen"
    std::string describe() const override;

  private:
    std::string army_;
    std::string armyName_, placeName_;
};

}  // namespace seneschal::campaign
