// Battle outcome files (docs/formats.md, "Battle outcome"): any bytes either read into a
// consistent outcome or are refused with a UserError. An outcome that reads must also write,
// and what it writes must read back as the same file (the writer is deterministic).
#include "battle/outcome_xml.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {
constexpr int kMenPerFigure = 20;  // GA-SCALE of the shipped rules
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace seneschal;
    battle::BattleOutcome outcome;
    try {
        outcome = battle::readOutcomeFromString(fuzz::text(data, size), "fuzz-outcome.xml",
                                                kMenPerFigure);
    } catch (const UserError& error) {
        fuzz::refused(error);
        return 0;
    }
    const std::string written = battle::writeOutcome(outcome);
    try {
        const battle::BattleOutcome again =
            battle::readOutcomeFromString(written, "written.xml", kMenPerFigure);
        if (battle::writeOutcome(again) != written) {
            fuzz::violated("an outcome written and read back writes differently:\n" + written);
        }
    } catch (const UserError& error) {
        fuzz::violated(std::string("an outcome that read is refused once written: ") +
                       error.what() + "\n" + written);
    }
    return 0;
}
