#include "campaign/actions/opponent_actions.hpp"

#include "base/errors.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/opponent_store.hpp"

namespace seneschal::campaign {

void SetSideProgrammed::apply(ActionContext& context) {
    if (character_ && *character_ != "cautious" && *character_ != "bold") {
        throw UserError("a programmed side's character is cautious or bold, not '" + *character_ +
                        "'");
    }
    const Found side = find(context.db(), Subject::Side, side_);
    const std::optional<ProgrammedSide> now = readProgrammedSide(context.db(), side.key);
    if (!character_ && !now) throw UserError(side.name + " is already played by a person");
    if (character_ && now && now->character == *character_) {
        throw UserError(side.name + " is already programmed (" + now->character + ")");
    }
    if (character_) {
        text_ = side.name + " is played by the programmed opponent (" + *character_ + ")";
        setSideProgrammed(context, side.key, character_, "programmed, " + *character_);
    } else {
        text_ = side.name + " is played by a person again";
        setSideProgrammed(context, side.key, std::nullopt, "played by a person");
    }
}

std::string SetSideProgrammed::describe() const {
    return text_;
}

}  // namespace seneschal::campaign
