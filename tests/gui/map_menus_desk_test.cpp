// The map's menus on the real window and the bundled Crécy campaign (issue 15): View > As seen
// by a side hides the enemy armies its scouts do not find and the umpire's item brings them
// back; View > Legend; File > Export map writes the map the window shows (driven through the
// function the menu calls, with a path in place of the modal dialog); hovering an army stack
// opens it.
#include <gtest/gtest.h>
#include <wx/menu.h>
#include <wx/uiaction.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/gui/chronicle_panel.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/map_canvas.hpp"
#include "application/views/campaign_session.hpp"
#include "base/data_dir.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/gui/recording_prompter.hpp"

namespace seneschal::gui {
namespace {

namespace fs = std::filesystem;
using testing::waitUntil;

std::vector<std::string> armyIdsOn(const MapCanvas& map) {
    std::vector<std::string> ids;
    for (const map::MapArmy& army : map.view().armies) ids.push_back(army.id);
    std::sort(ids.begin(), ids.end());
    return ids;
}

class MapMenusDesk : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new MainFrame();
        auto owned = std::make_unique<testing::RecordingPrompter>();
        prompter = owned.get();
        frame->setPrompter(std::move(owned));
        frame->SetPosition({0, 0});
        frame->Show();
        ASSERT_TRUE(
            frame->newFromScenario(wxString::FromUTF8((scenariosDir() / "crecy-1346.xml").string()),
                                   wxString::FromUTF8(file.string())));
        map = frame->panes().map;
        ASSERT_TRUE(testing::waitUntilDrawn(*map));
    }
    void TearDown() override { testing::destroyAndWait(frame); }

    bool enabled(int id) {
        frame->UpdateWindowUI(wxUPDATE_UI_RECURSE);
        return frame->GetMenuBar()->IsEnabled(id);
    }
    bool checked(int id) {
        frame->UpdateWindowUI(wxUPDATE_UI_RECURSE);
        return frame->GetMenuBar()->IsChecked(id);
    }
    wxMenu& seenByMenu() { return *frame->GetMenuBar()->FindItem(ID_VIEW_SEEN_BY)->GetSubMenu(); }
    // The id of View > As seen by's item with this label.
    int seenByItem(const wxString& label) { return seenByMenu().FindItem(label); }

    seneschal::testing::TempDir dir;
    fs::path file = dir / "crecy.seneschal";
    testing::RecordingPrompter* prompter = nullptr;
    MainFrame* frame = nullptr;
    MapCanvas* map = nullptr;
};

TEST_F(MapMenusDesk, AsSeenByOffersTheUmpireAndEachSideOfTheOpenCampaign) {
    ASSERT_EQ(seenByMenu().GetMenuItemCount(), 3u);
    EXPECT_EQ(seenByMenu().FindItemByPosition(0)->GetId(), ID_SEEN_BY_UMPIRE);
    EXPECT_EQ(seenByMenu().FindItemByPosition(1)->GetItemLabelText(), "Kingdom of England");
    EXPECT_EQ(seenByMenu().FindItemByPosition(2)->GetItemLabelText(), "Kingdom of France");
    EXPECT_TRUE(checked(ID_SEEN_BY_UMPIRE));
    EXPECT_TRUE(enabled(ID_EXPORT_MAP));

    frame->closeCampaign();
    EXPECT_EQ(seenByMenu().GetMenuItemCount(), 1u);
    EXPECT_FALSE(enabled(ID_EXPORT_MAP));
    EXPECT_FALSE(enabled(ID_SEEN_BY_UMPIRE));
}

TEST_F(MapMenusDesk, ASidesMapHidesTheEnemyArmiesItsScoutsMissAndTheUmpiresBringsThemBack) {
    const std::vector<std::string> everyArmy = armyIdsOn(*map);
    ASSERT_EQ(everyArmy.size(), 4u);
    EXPECT_EQ(map->view().seenBy, "");

    const int england = seenByItem("Kingdom of England");
    ASSERT_NE(england, wxNOT_FOUND);
    testing::command(*frame, england);
    // At Saint-Vaast the English host is eight days from the nearest French army.
    EXPECT_EQ(map->view().seenBy, "Kingdom of England");
    EXPECT_EQ(armyIdsOn(*map), std::vector<std::string>{"english-host"});
    EXPECT_TRUE(checked(england));
    EXPECT_FALSE(checked(ID_SEEN_BY_UMPIRE));
    for (const map::ArmyStack& stack : map->layout().stacks)
        for (const std::string& id : stack.armyIds) EXPECT_EQ(id, "english-host");

    testing::command(*frame, ID_SEEN_BY_UMPIRE);
    EXPECT_EQ(map->view().seenBy, "");
    EXPECT_EQ(armyIdsOn(*map), everyArmy);
    EXPECT_TRUE(checked(ID_SEEN_BY_UMPIRE));
    EXPECT_TRUE(prompter->errors.empty());
}

TEST_F(MapMenusDesk, TheSideChosenStaysAcrossAnOrderAndAnUnknownSideIsRefused) {
    testing::command(*frame, seenByItem("Kingdom of France"));
    EXPECT_EQ(map->view().seenBy, "Kingdom of France");
    ASSERT_TRUE(frame->advance(1));
    EXPECT_EQ(map->view().seenBy, "Kingdom of France");

    EXPECT_FALSE(frame->showMapAs(std::string("Navarre")));
    ASSERT_EQ(prompter->errors.size(), 1u);
    EXPECT_TRUE(prompter->errors[0].Contains("Navarre")) << prompter->errors[0];
    EXPECT_EQ(map->view().seenBy, "Kingdom of France");
}

// Issue 35: as seen by a side, the chronicle holds the events that side would hear of (its
// dispatch's), and its army filter offers only the armies it knows of.
TEST_F(MapMenusDesk, ASidesChronicleHoldsOnlyWhatItWouldHearOf) {
    ASSERT_TRUE(frame->advance(3));
    // England occupies Saint-Vaast; both sides pay their men each day.
    const auto events = [&] {
        std::vector<std::string> all;
        const ChroniclePanel& chronicle = *frame->panes().chronicle;
        for (long row = 0; row < chronicle.shownCount(); ++row)
            all.push_back(chronicle.shownText(row, 2).utf8_string());
        return all;
    };
    const auto anyHas = [](const std::vector<std::string>& lines, const std::string& words) {
        return std::any_of(lines.begin(), lines.end(), [&](const std::string& line) {
            return line.find(words) != std::string::npos;
        });
    };
    const auto armiesOffered = [&] { return frame->session()->views().chronicle.armies; };
    ASSERT_TRUE(anyHas(events(), "Kingdom of England pays")) << "the umpire's hears everything";
    ASSERT_TRUE(anyHas(events(), "Kingdom of France pays"));
    const auto everyArmy = armiesOffered();

    testing::command(*frame, seenByItem("Kingdom of France"));
    EXPECT_FALSE(anyHas(events(), "Kingdom of England pays")) << "England's wages are its own";
    EXPECT_FALSE(anyHas(events(), "English host holds Saint-Vaast")) << "England's, of its own";
    EXPECT_TRUE(anyHas(events(), "Kingdom of France pays"));
    std::vector<std::string> seen;
    for (const map::MapArmy& army : map->view().armies) seen.push_back(army.name);
    std::vector<std::string> france = armiesOffered();
    std::sort(seen.begin(), seen.end());
    std::sort(france.begin(), france.end());
    EXPECT_EQ(france, seen) << "the armies on France's map, and no other";

    testing::command(*frame, ID_SEEN_BY_UMPIRE);
    EXPECT_TRUE(anyHas(events(), "Kingdom of England pays"));
    EXPECT_EQ(armiesOffered(), everyArmy);
}

TEST_F(MapMenusDesk, LegendIsOnByDefaultAndTheMenuTogglesIt) {
    EXPECT_TRUE(checked(ID_VIEW_LEGEND));
    EXPECT_TRUE(map->legendShown());
    EXPECT_GT(map->layout().legend.width, 0);
    testing::command(*frame, ID_VIEW_LEGEND);
    EXPECT_FALSE(map->legendShown());
    EXPECT_EQ(map->layout().legend.width, 0);
    EXPECT_FALSE(checked(ID_VIEW_LEGEND));
    testing::command(*frame, ID_VIEW_LEGEND);
    EXPECT_TRUE(map->legendShown());
}

TEST_F(MapMenusDesk, ExportMapWritesTheMapTheWindowShows) {
    const fs::path svg = dir / "desk.svg";
    ASSERT_TRUE(frame->exportMap(wxString::FromUTF8(svg.string()))) << prompter->errors.size();
    const std::string text = seneschal::testing::readBytes(svg);
    EXPECT_EQ(text.rfind("<?xml", 0), 0u);
    const wxSize size = map->GetClientSize();
    EXPECT_NE(text.find("width=\"" + std::to_string(size.x) + "\""), std::string::npos);
    for (const map::MapPlace& place : map->view().places)
        if (place.name.find('\'') == std::string::npos) {  // written &apos; in the file
            EXPECT_NE(text.find(">" + place.name + "</text>"), std::string::npos) << place.name;
        }

    testing::command(*frame, seenByItem("Kingdom of England"));
    const fs::path png = dir / "england.png";
    ASSERT_TRUE(frame->exportMap(wxString::FromUTF8(png.string())));
    const std::string bytes = seneschal::testing::readBytes(png);
    ASSERT_GT(bytes.size(), 24u);
    EXPECT_EQ(bytes.substr(1, 3), "PNG");
    // The IHDR chunk: the width and height, big-endian, at bytes 16 and 20.
    const auto word = [&](std::size_t at) {
        int value = 0;
        for (std::size_t i = 0; i < 4; ++i) value = (value << 8) | (bytes[at + i] & 0xff);
        return value;
    };
    EXPECT_EQ(word(16), map->GetClientSize().x);
    EXPECT_EQ(word(20), map->GetClientSize().y);
    EXPECT_TRUE(prompter->errors.empty());
}

// Issue 37, item 10: the pane of a 1280 x 800 screen is a small picture; the desk offers the
// whole map at a size for a page, as the CLI's `map --width --height` draws it, as seen by the
// side the desk shows.
TEST_F(MapMenusDesk, ExportMapAtAChosenSizeWritesTheWholeMapThatBig) {
    testing::command(*frame, seenByItem("Kingdom of England"));
    const fs::path png = dir / "england-a4.png";
    ASSERT_TRUE(frame->exportMap(wxString::FromUTF8(png.string()), wxSize(3508, 2480)))
        << (prompter->errors.empty() ? wxString() : prompter->errors.back());
    const std::string bytes = seneschal::testing::readBytes(png);
    ASSERT_GT(bytes.size(), 24u);
    const auto word = [&](std::size_t at) {
        int value = 0;
        for (std::size_t i = 0; i < 4; ++i) value = (value << 8) | (bytes[at + i] & 0xff);
        return value;
    };
    EXPECT_EQ(word(16), 3508);
    EXPECT_EQ(word(20), 2480);
    EXPECT_TRUE(frame->statusMessage().Contains("as seen by Kingdom of England"))
        << frame->statusMessage();
    const fs::path svg = dir / "england.svg";
    ASSERT_TRUE(frame->exportMap(wxString::FromUTF8(svg.string()), wxSize(1600, 1000)));
    const std::string text = seneschal::testing::readBytes(svg);
    EXPECT_NE(text.find("width=\"1600\""), std::string::npos);
    // As England sees it: the French royal army, far out of its scouts' sight, is not on it.
    EXPECT_EQ(text.find("French royal army"), std::string::npos);
    EXPECT_NE(text.find("English host"), std::string::npos);
}

TEST_F(MapMenusDesk, ExportMapNeverWritesOverTheCampaignOrANameOfAnotherKind) {
    const std::string before = seneschal::testing::readBytes(file);
    EXPECT_FALSE(frame->exportMap(wxString::FromUTF8(file.string())));
    EXPECT_FALSE(frame->exportMap(wxString::FromUTF8((dir / "map.jpg").string())));
    ASSERT_EQ(prompter->errors.size(), 2u);
    EXPECT_TRUE(prompter->errors[0].StartsWith("Cannot export the map")) << prompter->errors[0];
    EXPECT_TRUE(prompter->errors[1].Contains("neither .svg nor .png")) << prompter->errors[1];
    EXPECT_EQ(seneschal::testing::readBytes(file), before);
    EXPECT_FALSE(fs::exists(dir / "map.jpg"));
}

TEST_F(MapMenusDesk, HoveringAnArmyStackOpensIt) {
    ASSERT_FALSE(map->layout().stacks.empty());
    EXPECT_TRUE(map->openStack().empty());
    const map::ArmyStack& stack = map->layout().stacks.front();
    const std::string key = stack.key;
    const wxPoint middle(static_cast<int>(stack.rect.x + stack.rect.width / 2),
                         static_cast<int>(stack.rect.y + stack.rect.height / 2));
    wxUIActionSimulator mouse;
    mouse.MouseMove(map->ClientToScreen(middle));
    ASSERT_TRUE(waitUntil([&] { return !map->openStack().empty(); }));
    EXPECT_EQ(map->openStack(), key);
}

}  // namespace
}  // namespace seneschal::gui
