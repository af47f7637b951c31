#pragma once
// The programmed opponent's actions (issue 36): a side handed to the programmed opponent, or
// back to a person. Its daily decisions are made inside the calendar's advance (the day's
// action), so undoing the day takes them back with it.
#include <optional>
#include <string>

#include "campaign/actions/action.hpp"

namespace seneschal::campaign {

// `side` (id or name) is played by the programmed opponent with `character` ("cautious" or
// "bold"), or, with no character, by a person again. Refuses a side already so, naming it.
class SetSideProgrammed : public Action {
  public:
    SetSideProgrammed(std::string side, std::optional<std::string> character)
        : side_(std::move(side)), character_(std::move(character)) {}
    std::string name() const override { return "Programme side"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

  private:
    std::string side_;
    std::optional<std::string> character_;
    std::string text_;
};

}  // namespace seneschal::campaign
