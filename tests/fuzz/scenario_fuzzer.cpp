// Scenario files (docs/formats.md, "Scenario"): any bytes either read into a campaign or are
// refused with a UserError naming the file; nothing else may happen.
#include "campaign/scenarios/scenario_reader.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        const auto source = seneschal::XmlSource::fromString(seneschal::fuzz::text(data, size),
                                                             "fuzz-scenario.xml");
        (void)seneschal::campaign::readScenarioContents(source);
    } catch (const seneschal::UserError& error) {
        seneschal::fuzz::refused(error);
    }
    return 0;
}
