// A game master's own campaign on the desk (issue 34): File > New blank campaign, then the map
// in edit mode driven with the real mouse under Xvfb: a click on empty ground adds a place, a
// drag from place to place adds a route with its days proposed; then the sides, leaders, armies
// and units dialogs and the army check. Each dialog is answered as the game master would; each edit
// is one undoable action (Edit > Undo names it and takes it back), read back from the campaign
// file.
#include <cairo.h>
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <optional>

#include "app/gui/aftermath_dialog.hpp"
#include "app/gui/army_edit_dialog.hpp"
#include "app/gui/battle_dialog.hpp"
#include "app/gui/leader_dialog.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/map_canvas.hpp"
#include "app/gui/map_edit_dialogs.hpp"
#include "app/gui/map_scale_dialog.hpp"
#include "app/gui/new_blank_dialog.hpp"
#include "app/gui/side_dialog.hpp"
#include "app/gui/unit_dialog.hpp"
#include "application/battles/pending_battles.hpp"
#include "campaign/file/campaign_file.hpp"
#include "campaign/stores/repository.hpp"
#include "gui_test_environment.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/gui/modal_answer.hpp"
#include "tests/gui/recording_prompter.hpp"

namespace seneschal::gui {
namespace {

namespace fs = std::filesystem;
using testing::waitUntil;

class CampaignEditorDesk : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(testing::wxStarted());
        frame = new MainFrame();
        frame->SetPosition({0, 0});
        frame->SetClientSize(1200, 760);
        auto owned = std::make_unique<testing::RecordingPrompter>();
        prompter = owned.get();
        prompter->savePath = wxString::FromUTF8(file.string());
        frame->setPrompter(std::move(owned));
        frame->Show();
        map = frame->panes().map;
    }
    void TearDown() override { testing::destroyAndWait(frame); }

    // File > New blank campaign..., answered.
    void newBlank() {
        ModalAnswer answer([](wxDialog* dialog) {
            auto* blank = dynamic_cast<NewBlankDialog*>(dialog);
            if (!blank) return wxID_CANCEL;
            blank->fill("Marches of Ardenford", "1340-05-01", std::nullopt, "godsacre", "pounds",
                        1000, 800, 0.1);
            return wxID_OK;
        });
        testing::command(*frame, ID_NEW_BLANK);
    }
    campaign::CampaignSnapshot onFile() const {
        campaign::CampaignFile reopened = campaign::CampaignFile::open(file);
        return campaign::readSnapshot(reopened.db());
    }
    const campaign::Place* placeNamed(const campaign::CampaignSnapshot& snapshot,
                                      const std::string& name) {
        for (const campaign::Place& place : snapshot.places)
            if (place.name == name) {
                placeFound = place;
                return &placeFound;
            }
        return nullptr;
    }
    // A click on empty ground in edit mode, the place dialog answered with `name`.
    void clickToAddPlace(const wxPoint& at, const std::string& name) {
        ModalAnswer answer([name](wxDialog* dialog) {
            auto* place = dynamic_cast<PlaceDialog*>(dialog);
            if (!place) return wxID_CANCEL;
            place->fill(name, "town", "open", "");
            return wxID_OK;
        });
        const std::size_t before = frame->session()->snapshot().places.size();
        testing::clickAt(*map, at);
        ASSERT_TRUE(waitUntil([&] { return frame->session()->snapshot().places.size() > before; }))
            << (prompter->errors.empty() ? wxString("no place added") : prompter->errors.back());
    }

    seneschal::testing::TempDir dir;
    fs::path file = dir / "own.seneschal";
    testing::RecordingPrompter* prompter = nullptr;
    MainFrame* frame = nullptr;
    MapCanvas* map = nullptr;
    campaign::Place placeFound;
};

TEST_F(CampaignEditorDesk, ANewBlankCampaignOpensWithItsMapInEditMode) {
    newBlank();
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    ASSERT_NE(frame->session(), nullptr);
    const campaign::CampaignSnapshot snapshot = onFile();
    EXPECT_EQ(snapshot.info.name, "Marches of Ardenford");
    EXPECT_TRUE(snapshot.places.empty());
    EXPECT_TRUE(snapshot.sides.empty());
    ASSERT_TRUE(snapshot.info.mapMilesPerUnit);
    EXPECT_DOUBLE_EQ(*snapshot.info.mapMilesPerUnit, 0.1);
    EXPECT_TRUE(map->editing());
    EXPECT_TRUE(frame->statusMessage().StartsWith("Editing the map")) << frame->statusMessage();
    // Edit mode is a toggle, and says so when it ends.
    testing::command(*frame, ID_EDIT_MAP);
    EXPECT_FALSE(map->editing());
    EXPECT_FALSE(frame->statusMessage().StartsWith("Editing the map"));
}

// Issue 34: a picture chosen in the desk is kept in the campaign file and drawn on the map; the
// scale is set by two clicks on it and the miles between them; undo takes each back.
TEST_F(CampaignEditorDesk, AMapPictureIsChosenAndTheScaleSetByTwoClicksOnIt) {
    newBlank();  // 1000 by 800 map units, 0.1 miles to a unit
    ASSERT_TRUE(testing::waitUntilDrawn(*map));
    EXPECT_FALSE(testing::menuEnabled(*frame, ID_MAP_PICTURE_REMOVE)) << "no picture to take";
    const std::filesystem::path picture = dir / "ardenford-sheet.png";
    {
        cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 500, 400);
        cairo_t* cr = cairo_create(surface);
        cairo_set_source_rgb(cr, 0.3, 0.55, 0.3);
        cairo_paint(cr);
        cairo_destroy(cr);
        ASSERT_EQ(cairo_surface_write_to_png(surface, picture.c_str()), CAIRO_STATUS_SUCCESS);
        cairo_surface_destroy(surface);
    }
    prompter->openAnswer = wxString::FromUTF8(picture.string());
    testing::command(*frame, ID_MAP_PICTURE);
    ASSERT_TRUE(frame->session()->views().map.picture.has_value())
        << (prompter->errors.empty() ? wxString("no picture") : prompter->errors.back());
    EXPECT_EQ(frame->session()->views().map.picture->width, 500);
    EXPECT_TRUE(testing::menuEnabled(*frame, ID_MAP_PICTURE_REMOVE));
    std::filesystem::remove(picture);  // kept in the campaign file

    ModalAnswer answer([](wxDialog* dialog) {
        auto* scale = dynamic_cast<MapScaleDialog*>(dialog);
        if (!scale) return wxID_CANCEL;
        scale->pickAt(100, 400);  // the first click, then the second, 500 map units apart
        scale->pickAt(600, 400);
        EXPECT_FALSE(scale->request().has_value()) << "no miles given yet";
        scale->typeMiles("25");
        return wxID_OK;
    });
    testing::command(*frame, ID_MAP_SCALE);
    ASSERT_TRUE(onFile().info.mapMilesPerUnit.has_value());
    EXPECT_DOUBLE_EQ(*onFile().info.mapMilesPerUnit, 0.05);

    testing::command(*frame, wxID_UNDO);
    EXPECT_DOUBLE_EQ(*onFile().info.mapMilesPerUnit, 0.1) << "undo gives the old scale back";
    testing::command(*frame, wxID_UNDO);
    EXPECT_FALSE(frame->session()->views().map.picture.has_value()) << "undo takes it away";
}

TEST_F(CampaignEditorDesk, AClickOnEmptyGroundAddsAPlaceThereAndUndoTakesItBack) {
    newBlank();
    ASSERT_TRUE(testing::waitUntilDrawn(*map));
    const wxPoint at = map->onScreen({300, 200});
    clickToAddPlace(at, "Ardenford");
    const campaign::CampaignSnapshot snapshot = onFile();
    const campaign::Place* place = placeNamed(snapshot, "Ardenford");
    ASSERT_NE(place, nullptr);
    // Where the hand clicked, to within a pixel's worth of map units.
    const double unitsPerPixel = 1 / map->transform().scale();
    EXPECT_LE(std::abs(double(place->x) - 300), unitsPerPixel + 1);
    EXPECT_LE(std::abs(double(place->y) - 200), unitsPerPixel + 1);
    EXPECT_TRUE(testing::menuLabel(*frame, wxID_UNDO).StartsWith("Undo")) << "no undo offered";
    EXPECT_NE(testing::menuLabel(*frame, wxID_UNDO), "Undo");
    testing::command(*frame, wxID_UNDO);
    EXPECT_EQ(placeNamed(onFile(), "Ardenford"), nullptr);
}

TEST_F(CampaignEditorDesk, DraggingFromPlaceToPlaceAddsARouteWithItsDaysProposed) {
    newBlank();
    ASSERT_TRUE(testing::waitUntilDrawn(*map));
    clickToAddPlace(map->onScreen({200, 200}), "Ardenford");
    clickToAddPlace(map->onScreen({600, 500}), "Redfield");  // 500 units: 50 miles
    ASSERT_TRUE(waitUntil([&] { return map->view().places.size() == 2; }));
    const campaign::CampaignSnapshot placed = onFile();
    const std::string from = placeNamed(placed, "Ardenford")->id;
    const std::string to = placeNamed(placed, "Redfield")->id;
    wxString proposal;
    {
        ModalAnswer answer([&](wxDialog* dialog) {
            auto* route = dynamic_cast<RouteDialog*>(dialog);
            if (!route) return wxID_CANCEL;
            proposal = route->proposal();
            EXPECT_EQ(route->footDays(), 6);  // 50 miles at 9 a day on a road
            EXPECT_EQ(route->mountedDays(), 3);
            route->chooseKind("track");
            EXPECT_EQ(route->footDays(), 7) << "a track is slower";
            return wxID_OK;
        });
        const auto a = map->placeOnScreen(from), b = map->placeOnScreen(to);
        ASSERT_TRUE(a && b);
        testing::dragFromTo(*map, *a, *b);
        ASSERT_TRUE(waitUntil([&] { return !frame->session()->snapshot().routes.empty(); }))
            << (prompter->errors.empty() ? wxString("no route") : prompter->errors.back());
    }
    EXPECT_TRUE(proposal.Contains("miles as the crow flies")) << proposal;
    const campaign::CampaignSnapshot routed = onFile();
    ASSERT_EQ(routed.routes.size(), 1U);
    EXPECT_EQ(routed.routes[0].kind, "track");
    EXPECT_EQ(routed.routes[0].footDays, 7);
    EXPECT_EQ(routed.routes[0].mountedDays, 4);
    EXPECT_EQ(routed.places.size(), 2U) << "a drag onto a place moves nothing";
    testing::command(*frame, wxID_UNDO);
    EXPECT_TRUE(onFile().routes.empty());
}

TEST_F(CampaignEditorDesk, APlaceWithAnArmyIsNotRemoved) {
    newBlank();
    application::CampaignSession& session = *frame->session();
    session.addSide({"Kingdom of Arden", std::string("#8a1c1c"), 100});
    session.addPlace({"Ardenford", 300, 300, "town", "open", std::nullopt});
    session.addArmy({"Kingdom of Arden", "Host of Arden", "Ardenford", std::nullopt});
    frame->refreshDesk();
    EXPECT_FALSE(frame->removePlace("ardenford"));
    ASSERT_EQ(prompter->errors.size(), 1U);
    EXPECT_TRUE(prompter->errors[0].Contains("Host of Arden")) << prompter->errors[0];
    EXPECT_EQ(onFile().places.size(), 1U);
    // Without the army it goes, and Undo brings it back.
    session.addPlace({"Redfield", 500, 300, "field", "open", std::nullopt});
    frame->refreshDesk();
    EXPECT_TRUE(frame->removePlace("redfield"));
    EXPECT_EQ(onFile().places.size(), 1U);
    testing::command(*frame, wxID_UNDO);
    EXPECT_EQ(onFile().places.size(), 2U);
}

TEST_F(CampaignEditorDesk, AUnitIsAddedThenRenamedAndItsMenCorrectedWithTheirPoints) {
    newBlank();
    application::CampaignSession& session = *frame->session();
    session.addSide({"Kingdom of Arden", std::string("#8a1c1c"), 100});
    session.addPlace({"Ardenford", 300, 300, "town", "open", std::nullopt});
    session.addArmy({"Kingdom of Arden", "Host of Arden", "Ardenford", std::nullopt});
    session.addBattal({"Host of Arden", "Vanguard"});
    frame->refreshDesk();
    {
        ModalAnswer answer([](wxDialog* dialog) {
            auto* unit = dynamic_cast<UnitDialog*>(dialog);
            if (!unit) return wxID_CANCEL;
            EXPECT_TRUE(unit->addingUnit());
            unit->fillNew("vanguard", "Arden Spears", "militia-spearmen", "C", 600);
            return wxID_OK;
        });
        ASSERT_TRUE(frame->editUnits()) << prompter->errors.back();
    }
    const campaign::CampaignSnapshot added = onFile();
    ASSERT_EQ(added.armies.size(), 1U);
    ASSERT_EQ(added.armies[0].battals.at(0).units.size(), 1U);
    const campaign::Unit unit = added.armies[0].battals[0].units[0];
    EXPECT_EQ(unit.name, "Arden Spears");
    EXPECT_EQ(unit.present, 600);
    wxString points;
    {
        ModalAnswer answer([&](wxDialog* dialog) {
            auto* edit = dynamic_cast<UnitDialog*>(dialog);
            if (!edit) return wxID_CANCEL;
            EXPECT_FALSE(edit->addingUnit());
            points = edit->pointsText();
            edit->fillEdit("Ardenford Spears", 550, "fifty never came to the muster");
            return wxID_OK;
        });
        ASSERT_TRUE(frame->editUnits(unit.id)) << prompter->errors.back();
    }
    EXPECT_TRUE(points.StartsWith("This unit: ")) << points;
    EXPECT_TRUE(points.Contains("points (GA-POINTS); Kingdom of Arden, every army: ")) << points;
    const campaign::CampaignSnapshot edited = onFile();
    const campaign::Unit& after = edited.armies[0].battals[0].units[0];
    EXPECT_EQ(after.name, "Ardenford Spears");
    EXPECT_EQ(after.present, 550);
    // The correction is the last action: Undo takes it back, the name stays.
    EXPECT_TRUE(testing::menuLabel(*frame, wxID_UNDO).Contains("Ardenford Spears"))
        << testing::menuLabel(*frame, wxID_UNDO);
    testing::command(*frame, wxID_UNDO);
    const campaign::Unit undone = onFile().armies[0].battals[0].units[0];
    EXPECT_EQ(undone.present, 600);
    EXPECT_EQ(undone.name, "Ardenford Spears");
}

TEST_F(CampaignEditorDesk, ASideIsAddedThenItsTreasuryCorrectedWithItsReason) {
    newBlank();
    {
        ModalAnswer answer([](wxDialog* dialog) {
            auto* side = dynamic_cast<SideDialog*>(dialog);
            if (!side) return wxID_CANCEL;
            EXPECT_TRUE(side->addingSide());
            side->fill("Kingdom of Arden", "#8a1c1c", 4000, "");
            return wxID_OK;
        });
        testing::command(*frame, ID_EDIT_SIDES);
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    ASSERT_EQ(onFile().sides.size(), 1U);
    EXPECT_EQ(onFile().sides[0].treasury, 4000);
    wxString points;
    {
        ModalAnswer answer([&](wxDialog* dialog) {
            auto* side = dynamic_cast<SideDialog*>(dialog);
            if (!side) return wxID_CANCEL;
            EXPECT_FALSE(side->addingSide());
            points = side->pointsText();
            side->fill("Kingdom of Arden", "#8a1c1c", 3500, "the Lombard loan repaid");
            return wxID_OK;
        });
        ASSERT_TRUE(frame->editSides("kingdom-of-arden")) << prompter->errors.back();
    }
    EXPECT_EQ(points, "Kingdom of Arden, every army: 0 points (GA-POINTS, GA-CMD-COST)");
    EXPECT_EQ(onFile().sides[0].treasury, 3500);
    // The treasury reads grouped as the desk shows money everywhere, takes what is typed grouped
    // or not, and says what is wrong with what it cannot take, keeping it (issue 37).
    {
        ModalAnswer answer([&](wxDialog* dialog) {
            auto* side = dynamic_cast<SideDialog*>(dialog);
            if (!side) return wxID_CANCEL;
            EXPECT_EQ(side->treasuryText(), "3,500");
            side->fill("Kingdom of Arden", "#8a1c1c", 3500, "the Count of Eu's ransom");
            side->typeTreasury("a great deal");
            EXPECT_EQ(side->problem(),
                      "Treasury 'a great deal': a whole number of pounds, 0 to 1,000,000,000 "
                      "pounds.");
            side->typeTreasury("1,200,000");
            EXPECT_EQ(side->problem(), "");
            return wxID_OK;
        });
        ASSERT_TRUE(frame->editSides("kingdom-of-arden")) << prompter->errors.back();
    }
    EXPECT_EQ(onFile().sides[0].treasury, 1'200'000);
    testing::command(*frame, wxID_UNDO);
    testing::command(*frame, wxID_UNDO);
    EXPECT_EQ(onFile().sides[0].treasury, 4000);
}

TEST_F(CampaignEditorDesk, ALeaderIsAddedThenHisRankAndCharacterChanged) {
    newBlank();
    frame->session()->addSide({"Kingdom of Arden", std::nullopt, 100});
    frame->refreshDesk();
    {
        ModalAnswer answer([](wxDialog* dialog) {
            auto* leader = dynamic_cast<LeaderDialog*>(dialog);
            if (!leader) return wxID_CANCEL;
            EXPECT_TRUE(leader->addingLeader());
            leader->fill("kingdom-of-arden", "Hugh of Arden", "baron", 4, "");
            return wxID_OK;
        });
        testing::command(*frame, ID_EDIT_LEADERS);
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    ASSERT_EQ(onFile().leaders.size(), 1U);
    const std::string id = onFile().leaders[0].id;
    {
        ModalAnswer answer([](wxDialog* dialog) {
            auto* leader = dynamic_cast<LeaderDialog*>(dialog);
            if (!leader) return wxID_CANCEL;
            EXPECT_FALSE(leader->addingLeader());
            leader->fill("kingdom-of-arden", "Hugh of Arden", "earl", 4, "bold");
            return wxID_OK;
        });
        ASSERT_TRUE(frame->editLeaders(id)) << prompter->errors.back();
    }
    const campaign::Leader after = onFile().leaders[0];
    EXPECT_EQ(after.rank, "earl");
    EXPECT_EQ(after.character, std::optional<std::string>("bold"));
    EXPECT_EQ(after.cv, 4);
    testing::command(*frame, wxID_UNDO);
    EXPECT_EQ(onFile().leaders[0].rank, "baron");
}

TEST_F(CampaignEditorDesk, AnArmyWithABattalIsAddedAndTheCheckNamesTheRulesItBreaks) {
    newBlank();
    application::CampaignSession& session = *frame->session();
    session.addSide({"Kingdom of Arden", std::nullopt, 100});
    session.addPlace({"Ardenford", 300, 300, "town", "open", std::nullopt});
    frame->refreshDesk();
    {
        ModalAnswer answer([](wxDialog* dialog) {
            auto* army = dynamic_cast<ArmyEditDialog*>(dialog);
            if (!army) return wxID_CANCEL;
            EXPECT_TRUE(army->addingArmy());
            army->fill("kingdom-of-arden", "Host of Arden", "ardenford", "", "Vanguard");
            return wxID_OK;
        });
        testing::command(*frame, ID_EDIT_ARMIES);
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    const campaign::CampaignSnapshot snapshot = onFile();
    ASSERT_EQ(snapshot.armies.size(), 1U);
    EXPECT_EQ(snapshot.armies[0].name, "Host of Arden");
    EXPECT_EQ(snapshot.armies[0].place, std::optional<std::string>("ardenford"));
    ASSERT_EQ(snapshot.armies[0].battals.size(), 1U);
    EXPECT_EQ(snapshot.armies[0].battals[0].name, "Vanguard");
    // An army with no commander and an empty battal: the check names the rules by their IDs.
    wxString checked;
    {
        ModalAnswer answer([&](wxDialog* dialog) {
            auto* check = dynamic_cast<ArmyCheckDialog*>(dialog);
            if (!check) return wxID_CANCEL;
            checked = check->text();
            return wxID_OK;
        });
        testing::command(*frame, ID_CHECK_ARMIES);
    }
    EXPECT_TRUE(checked.StartsWith("Kingdom of Arden: 1 army, ")) << checked;
    EXPECT_TRUE(checked.Contains("Host of Arden: ")) << checked;
    EXPECT_TRUE(checked.Contains("GA-")) << checked;
}

// Issue 34, the umpire's hand: Disband is offered only for an army nothing is left of, says why
// not for one with men, and disbands with the reason typed; Edit > Undo brings the army back.
TEST_F(CampaignEditorDesk, OnlyAnArmyNothingIsLeftOfIsOfferedToDisbandAndUndoBringsItBack) {
    newBlank();
    application::CampaignSession& session = *frame->session();
    session.addSide({"Kingdom of Arden", std::nullopt, 100});
    session.addPlace({"Ardenford", 300, 300, "town", "open", std::nullopt});
    session.addArmy({"kingdom-of-arden", "Host of Arden", "ardenford", std::nullopt});
    session.addBattal({"Host of Arden", "Vanguard"});
    session.addUnit({"Vanguard", "Arden Spears", "militia-spearmen", "C", 600});
    session.addArmy({"kingdom-of-arden", "Lost Column", "ardenford", std::nullopt});
    frame->refreshDesk();
    bool offeredForTheHost = true;
    wxString whyNot;
    {
        ModalAnswer answer([&](wxDialog* dialog) {
            auto* army = dynamic_cast<ArmyEditDialog*>(dialog);
            if (!army) return wxID_CANCEL;
            army->chooseArmy("host-of-arden");
            offeredForTheHost = army->disbandOffered();
            whyNot = army->disbandLabel();
            army->chooseArmy("lost-column");
            army->askToDisband("raised by mistake");
            return wxID_OK;
        });
        testing::command(*frame, ID_EDIT_ARMIES);
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    EXPECT_FALSE(offeredForTheHost);
    EXPECT_EQ(whyNot, "Disband it (not while it has 600 men)");
    const auto disbanded = [this] {
        for (const campaign::Army& army : onFile().armies)
            if (army.name == "Lost Column") return army.disbanded;
        return false;
    };
    EXPECT_TRUE(disbanded());
    const std::optional<campaign::ActionRecord> next = session.nextUndo();
    ASSERT_TRUE(next.has_value());
    EXPECT_EQ(next->description, "Umpire's correction: Lost Column disbanded (raised by mistake)");
    testing::command(*frame, wxID_UNDO);
    EXPECT_FALSE(disbanded());
}

// Issue 34's whole round: a six-place, two-side campaign built on the desk (the places and roads
// through the session, as the map's click and drag make them: those gestures are each driven with
// the real mouse by the tests above; a run of a dozen of them in a row lost a pointer motion
// under ASan), the sides, leaders, armies and units through their dialogs; then one army marches
// on the other, the contact makes a battle, the battle is fought and its aftermath applied, and
// Undo takes the battle back.
TEST_F(CampaignEditorDesk, ACampaignBuiltByHandIsMarchedFoughtAndApplied) {
    newBlank();
    ASSERT_TRUE(testing::waitUntilDrawn(*map));
    const std::vector<std::pair<std::string, map::MapPoint>> places = {
        {"Ardenford", {150, 200}},          {"Greywater Ford", {300, 260}},
        {"Abbey of Saint Elm", {450, 150}}, {"Kestrel Bridge", {420, 420}},
        {"Redfield", {600, 320}},           {"Castle Morvan", {800, 300}}};
    application::CampaignSession& session = *frame->session();
    for (const auto& [name, at] : places) {
        session.addPlace({name, static_cast<std::int64_t>(at.x), static_cast<std::int64_t>(at.y),
                          "town", "open", std::nullopt});
    }
    const std::vector<std::pair<std::string, std::string>> roads = {
        {"Ardenford", "Greywater Ford"},      {"Greywater Ford", "Abbey of Saint Elm"},
        {"Greywater Ford", "Kestrel Bridge"}, {"Kestrel Bridge", "Redfield"},
        {"Abbey of Saint Elm", "Redfield"},   {"Redfield", "Castle Morvan"}};
    for (const auto& [from, to] : roads) {
        // The days left out: proposed from the map's scale, as the route dialog proposes them.
        session.addRoute({from, to, "road", std::nullopt, std::nullopt});
    }
    frame->refreshDesk();
    const campaign::CampaignSnapshot placed = onFile();
    const auto idOf = [&](const std::string& name) { return placeNamed(placed, name)->id; };
    testing::command(*frame, ID_EDIT_MAP);  // out of edit mode
    const auto answered = [this](const std::function<bool(wxDialog*)>& fill, int command) {
        ModalAnswer answer([&](wxDialog* dialog) { return fill(dialog) ? wxID_OK : wxID_CANCEL; });
        testing::command(*frame, command);
    };
    // (Loop variables, not structured bindings: clang 14 cannot capture a binding in a lambda.)
    for (const auto& made :
         {std::pair{"Earldom of Arden", "#8b0000"}, std::pair{"Duchy of Morvan", "#1c3f8a"}}) {
        answered(
            [&](wxDialog* dialog) {
                auto* sides = dynamic_cast<SideDialog*>(dialog);
                if (sides) sides->fill(made.first, made.second, 4000, "");
                return sides != nullptr;
            },
            ID_EDIT_SIDES);
    }
    for (const auto& made : {std::pair{"earldom-of-arden", "Earl Hugh"},
                             std::pair{"duchy-of-morvan", "Duke Anselm"}}) {
        answered(
            [&](wxDialog* dialog) {
                auto* leaders = dynamic_cast<LeaderDialog*>(dialog);
                if (leaders) leaders->fill(made.first, made.second, "earl", 3, "");
                return leaders != nullptr;
            },
            ID_EDIT_LEADERS);
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    const campaign::CampaignSnapshot led = onFile();
    ASSERT_EQ(led.leaders.size(), 2U);
    const std::vector<std::vector<std::string>> armies = {
        {"earldom-of-arden", "Host of Arden", idOf("Ardenford"), led.leaders[0].id, "Vanguard"},
        {"duchy-of-morvan", "Host of Morvan", idOf("Castle Morvan"), led.leaders[1].id, "Main"}};
    for (const std::vector<std::string>& army : armies) {
        answered(
            [&](wxDialog* dialog) {
                auto* edit = dynamic_cast<ArmyEditDialog*>(dialog);
                if (edit) edit->fill(army[0], army[1], army[2], army[3], army[4]);
                return edit != nullptr;
            },
            ID_EDIT_ARMIES);
    }
    const std::vector<std::vector<std::string>> units = {
        {"vanguard", "Arden Spears", "militia-spearmen", "C", "600"},
        {"vanguard", "Arden Archers", "longbowmen", "B", "240"},
        {"main", "Morvan Knights", "knights", "B", "120"},
        {"main", "Morvan Crossbows", "crossbowmen", "B", "300"}};
    for (const std::vector<std::string>& unit : units) {
        ModalAnswer answer([&](wxDialog* dialog) {
            auto* edit = dynamic_cast<UnitDialog*>(dialog);
            if (!edit) return wxID_CANCEL;
            edit->fillNew(unit[0], unit[1], unit[2], unit[3], std::stoi(unit[4]));
            return wxID_OK;
        });
        ASSERT_TRUE(frame->editUnits()) << prompter->errors.back();
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.front();
    const campaign::CampaignSnapshot built = onFile();
    ASSERT_EQ(built.places.size(), 6U);
    ASSERT_EQ(built.routes.size(), 6U);
    ASSERT_EQ(built.armies.size(), 2U);

    // The Host of Arden marches on Castle Morvan; the contact halts the advance there.
    ASSERT_TRUE(frame->orderMarch("host-of-arden", idOf("Castle Morvan")))
        << prompter->errors.back();
    ASSERT_TRUE(frame->advance(60));
    const auto pending = [this] {
        campaign::CampaignFile reopened = campaign::CampaignFile::open(file);
        return application::pendingBattles(reopened).size();
    };
    ASSERT_EQ(pending(), 1U) << "no contact at Castle Morvan";
    BattleDialog dialog(frame, *frame->session(), frame->prompter());
    const std::optional<battle::ResolvedBattle> fought = dialog.autoResolve();
    ASSERT_TRUE(fought);
    {
        ModalAnswer answer([&](wxDialog* shown) {
            if (auto* preview = dynamic_cast<AftermathDialog*>(shown)) {
                EXPECT_TRUE(preview->apply());
            }
            return wxID_CANCEL;
        });
        dialog.previewAftermath(fought->outcome, fought->outcome.rules, false);
    }
    ASSERT_TRUE(prompter->errors.empty()) << prompter->errors.back();
    frame->refreshDesk();
    EXPECT_EQ(pending(), 0U) << "the battle is settled";
    campaign::Men lost = 0;
    for (const campaign::Army& army : onFile().armies)
        for (const campaign::Battal& battal : army.battals)
            for (const campaign::Unit& unit : battal.units)
                lost += unit.dead + unit.woundedTotal() + unit.captiveTotal() + unit.deserted;
    EXPECT_GT(lost, 0) << "a battle with no man lost";
    testing::command(*frame, wxID_UNDO);
    EXPECT_EQ(pending(), 1U) << "Undo takes the battle back";
}

}  // namespace
}  // namespace seneschal::gui
