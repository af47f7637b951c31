// Battle files (docs/formats.md, "Battle"), read against the shipped God's Acre rules: any bytes
// either read into a battle setup or are refused with a UserError.
#include "battle/battle_file.hpp"
#include "battle/rulebook_loader.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const seneschal::battle::Rulebook& rules = seneschal::battle::defaultRulebook();
    try {
        (void)seneschal::battle::loadBattleFromString(seneschal::fuzz::text(data, size),
                                                      "fuzz-battle.xml", rules);
    } catch (const seneschal::UserError& error) {
        seneschal::fuzz::refused(error);
    }
    return 0;
}
