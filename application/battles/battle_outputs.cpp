#include "application/battles/battle_outputs.hpp"

namespace seneschal::application {

BattleOutputs checkBattleOutputs(const BattleOutputRequest& request) {
    BattleOutputs outputs;
    if (!request.logPath.empty()) outputs.targets.push_back({request.logPath, "--log"});
    if (!request.outcomePath.empty()) outputs.targets.push_back({request.outcomePath, "--outcome"});
    outputs.policy.replaceExisting = request.replaceExisting;
    outputs.policy.protectedFiles = request.protectedFiles;
    campaign::checkOutputs(outputs.targets, outputs.policy);
    return outputs;
}

void writeBattleOutput(const BattleOutputs& outputs, const std::string& option,
                       const std::string& text) {
    for (const campaign::OutputTarget& target : outputs.targets) {
        if (target.option == option) campaign::writeOutputFile(target, text, outputs.policy);
    }
}

}  // namespace seneschal::application
