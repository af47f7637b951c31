// Figure collections (docs/formats.md, "Figure collection"; `seneschal-cli scale`): any bytes
// either read into a collection whose every number is in its range, or are refused with a
// UserError naming the file. A collection that reads is then scaled against a battle (the
// smallest whole scale at which every unit has its figures): that must finish (libFuzzer's
// timeout catches a search one scale at a time through a billion) and refuse only with a
// UserError.
#include "application/tabletop/table_scale.hpp"
#include "base/data_dir.hpp"
#include "battle/battle_file.hpp"
#include "battle/rulebook_loader.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace seneschal;
    static const battle::Rulebook& rules = battle::defaultRulebook();
    static const battle::BattleSetup setup =
        battle::loadBattleFile(scenariosDir() / "small-skirmish.xml", rules);
    application::FigureCollection collection;
    try {
        collection = application::readFigureCollectionFromString(fuzz::text(data, size),
                                                                 "fuzz-collection.xml", rules);
    } catch (const UserError& error) {
        fuzz::refused(error);
        return 0;
    }
    // issue 30 item 4: figures 0 to 1,000,000 a troop type, a table 0 (none given) to 100,000 mm.
    for (const auto& [type, figures] : collection.figures) {
        if (figures < 0 || figures > 1'000'000 || rules.findTroopType(type) == nullptr) {
            fuzz::violated("a collection read with " + std::to_string(figures) + " figures of '" +
                           type + "'");
        }
    }
    if (collection.tableWidth < 0 || collection.tableWidth > 100'000 || collection.tableDepth < 0 ||
        collection.tableDepth > 100'000) {
        fuzz::violated("a collection read with a table out of its range");
    }
    try {
        const application::ScaleProposal proposal =
            application::proposeScale(setup, rules, collection);
        if (proposal.shown < 1) fuzz::violated("a scale below one man a figure was shown");
    } catch (const UserError& error) {
        fuzz::refused(error);
    }
    return 0;
}
