#include "application/orders/avoid_choices.hpp"

#include <algorithm>

#include "base/errors.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/march_store.hpp"
#include "campaign/strategy/avoid_battle.hpp"

namespace seneschal::application {

AvoidChoices avoidChoices(campaign::CampaignFile& file, const std::string& place) {
    SQLite::Database& db = file.db();
    const campaign::LoadedMarch loaded = campaign::loadMarch(db);
    const campaign::strategy::MapPlace& where = loaded.graph.place(place);
    const campaign::strategy::PendingBattle* battle = loaded.state.pendingAt(where.id);
    if (!battle) throw UserError("no battle is pending at " + where.name);
    AvoidChoices choices{where.id, where.name, {}};
    for (const std::string& armyId : battle->armies) {
        const campaign::strategy::MarchingArmy& army = loaded.state.army(armyId);
        const bool known = std::any_of(choices.sides.begin(), choices.sides.end(),
                                       [&](const AvoidSide& s) { return s.sideId == army.side; });
        if (known) continue;
        const campaign::strategy::WithdrawalOptions options = campaign::strategy::withdrawalOptions(
            loaded.state, loaded.graph, campaign::rulesOf(db).strategy, where.id, army.side);
        AvoidSide side;
        side.sideId = army.side;
        side.sideName = loaded.state.sideName(army.side);
        side.men = options.men;
        side.enemyMen = options.enemyMen;
        side.allowed = options.allowed;
        side.reason = options.reason;
        for (const std::string& way : options.openWays)
            side.ways.push_back({way, loaded.graph.place(way).name});
        choices.sides.push_back(std::move(side));
    }
    return choices;
}

}  // namespace seneschal::application
