#include "application/battles/pending_battles.hpp"

#include "campaign/calendar/march_steps.hpp"
#include "campaign/stores/pending_battle_store.hpp"

namespace seneschal::application {

std::vector<map::PendingBattleMark> pendingBattles(campaign::CampaignFile& file) {
    std::vector<map::PendingBattleMark> marks;
    for (campaign::strategy::PendingBattle& battle : campaign::readPendingBattles(file.db()))
        marks.push_back({std::move(battle.place), std::move(battle.armies)});
    return marks;
}

std::vector<std::string> pendingBattleLines(campaign::CampaignFile& file) {
    return campaign::pendingBattleLines(file.db());
}

}  // namespace seneschal::application
