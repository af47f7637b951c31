// The edits of a campaign built by hand (issue 34): each is checked by the scenario reader
// before it writes, refused with the reader's element and attribute, and undone to the exact
// tables before like every action.
#include "campaign/actions/edit_actions.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/file/digest.hpp"
#include "tests/campaign/sample_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::campaign {
namespace {
using seneschal::testing::createSampleFile;
using seneschal::testing::TempDir;
using testing::kBookkeeping;

TEST(EditActions, EachEditIsUndoneToTheExactTablesBefore) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    Unit squires;
    squires.id = "squires";
    squires.name = "Squires";
    squires.type = "men-at-arms";
    squires.troopClass = TroopClass::C;
    squires.present = 80;
    squires.mustered = 80;
    const Place carentan{"carentan", "Carentan", "castle", 80, 60, "france", "marsh"};
    Place moved = carentan;
    moved.x = 90;
    moved.owner = "england";
    std::vector<std::unique_ptr<Action>> actions;
    actions.push_back(std::make_unique<AddSide>(Side{"scotland", "Scotland", "#005eb8", 300}));
    actions.push_back(
        std::make_unique<AddPlace>(Place{"caen", "Caen", "town", 200, 100, "france", "town"}));
    actions.push_back(
        std::make_unique<AddRoute>(Route{"carentan", "caen", "road", 3, 2}, "Carentan", "Caen"));
    actions.push_back(std::make_unique<AddUnit>("vanguard", squires));
    actions.push_back(std::make_unique<CorrectUnitMen>("knights", 380, "twenty sent home"));
    actions.push_back(std::make_unique<SetPlace>(carentan, moved, "England"));
    actions.push_back(std::make_unique<RemovePlace>("caen", "Caen"));
    for (auto& action : actions) {
        const TableDigests before = digestTables(file.db(), kBookkeeping);
        perform(file.db(), *action);
        const TableDigests after = digestTables(file.db(), kBookkeeping);
        EXPECT_NE(after, before) << action->describe() << " changed nothing";
        ASSERT_TRUE(undo(file.db()).has_value());
        EXPECT_EQ(digestTables(file.db(), kBookkeeping), before) << action->describe();
        ASSERT_TRUE(redo(file.db()).has_value());
        EXPECT_EQ(digestTables(file.db(), kBookkeeping), after) << action->describe();
    }
}

TEST(EditActions, AnEditTheScenarioReaderWouldRefuseIsRefusedWithItsFieldAndWritesNothing) {
    TempDir dir;
    auto file = createSampleFile(dir / "c.seneschal");
    const TableDigests before = digestTables(file.db(), kBookkeeping);
    auto refusedAt = [&](Action& action, const std::string& element) {
        try {
            perform(file.db(), action);
            ADD_FAILURE() << action.describe() << " was not refused";
        } catch (const DataError& e) {
            EXPECT_EQ(e.where().element, element) << e.what();
        }
        EXPECT_EQ(digestTables(file.db(), kBookkeeping), before) << action.describe();
    };
    AddPlace outside(Place{"caen", "Caen", "town", 401, 100, {}, "town"});
    refusedAt(outside, "place@x");
    AddPlace taken(Place{"caen", "Valognes", "town", 1, 1, {}, "town"});
    refusedAt(taken, "place@name");
    AddRoute twice(Route{"valognes", "hougue", "road", 1, 1}, "Valognes", "La Hougue");
    refusedAt(twice, "route");
    Unit dragons;
    dragons.id = "dragons";
    dragons.name = "Dragons";
    dragons.type = "dragons";
    dragons.present = 5;
    dragons.mustered = 5;
    AddUnit unknown("vanguard", dragons);
    refusedAt(unknown, "unit@type");
    Leader twoCommands{"hugh", "Hugh", "france", "knight", 2, {}, LeaderStatus::Active, {}, {}};
    AddLeader hugh(twoCommands, "knights");
    refusedAt(hugh, "unit@leader");
}

}  // namespace
}  // namespace seneschal::campaign
