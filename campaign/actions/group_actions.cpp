#include "campaign/actions/group_actions.hpp"

#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_store.hpp"

namespace seneschal::campaign {

void ReceiveOrders::apply(ActionContext& context) {
    for (const Received& received : received_) recordReceivedOrders(context, received.orders);
}

std::string ReceiveOrders::describe() const {
    std::string text = "Receive orders";
    bool first = true;
    for (const Received& received : received_) {
        text += (first ? " of " : "; of ") + received.sideName + " for turn " +
                std::to_string(received.orders.turn) + " (version " +
                std::to_string(received.orders.version) + ")";
        first = false;
    }
    return text;
}

void HoldOrder::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    const Found army = find(db, Subject::Army, army_);
    LoadedMarch loaded = loadMarch(db);
    const strategy::MarchState before = loaded.state;
    strategy::MarchingArmy& marching = loaded.state.army(army.id);
    const std::string stopAt = marching.onRoute() ? marching.routeTo : marching.place;
    if (marching.onRoute())
        marching.orders = {marching.routeTo};
    else
        marching.orders.clear();
    armyName_ = army.name;
    placeName_ = loaded.graph.place(stopAt).name;
    saveMarch(context, loaded.keys, before, loaded.state);
    context.record(LedgerEntry("orders", 0, "hold at " + placeName_).forArmy(army.key));
}

std::string HoldOrder::describe() const {
    return "Hold " + armyName_ + " at " + placeName_;
}

}  // namespace seneschal::campaign
