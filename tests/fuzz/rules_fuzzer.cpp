// Rules files (data/rules/godsacre.xml and its loaders in battle/loader/): any bytes either
// load into a rulebook or are refused with a UserError naming the file, line and element.
#include "battle/rulebook_loader.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        (void)seneschal::battle::loadRulebookFromString(seneschal::fuzz::text(data, size),
                                                        "fuzz-rules.xml");
    } catch (const seneschal::UserError& error) {
        seneschal::fuzz::refused(error);
    }
    return 0;
}
