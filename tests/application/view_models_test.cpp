// The map, chronicle, prisoner and details views: the small pieces of logic they carry.
#include <gtest/gtest.h>

#include "application/views/chronicle_view.hpp"
#include "application/views/desk_views.hpp"
#include "application/views/prisoner_view.hpp"
#include "map/map_view.hpp"

namespace seneschal::application {
namespace {

map::MapView twoTowns() {
    map::MapView map;
    map.places = {{"a", "Abbeville", map::PlaceKind::Town, {0, 0}, "France", {}},
                  {"c", "Crécy", map::PlaceKind::Village, {100, 50}, "", {}}};
    map.routes = {{"ac", "a", "c", 1}};
    map.armies = {{"x", "Host", "England", {}, 100, 5, {"a", {}, {}, 0, {}}}};
    map.pendingBattles = {{"c", {"x"}}};
    return map;
}

TEST(MapView, AnArmyAtAPlaceStandsOnIt) {
    const map::MapView map = twoTowns();
    EXPECT_EQ(armyPosition(map, map.armies[0]), (map::MapPoint{0, 0}));
}

TEST(MapView, AMarchingArmyIsThatFarAlongItsRouteFromTheEndItLeft) {
    map::MapView map = twoTowns();
    map.armies[0].where = {{}, "ac", "c", 0.5, "1346-08-26"};
    EXPECT_EQ(armyPosition(map, map.armies[0]), (map::MapPoint{50, 25}));
    map.armies[0].where = {{}, "ac", "a", 0.2, "1346-08-26"};  // walking the route backwards
    EXPECT_EQ(armyPosition(map, map.armies[0]), (map::MapPoint{80, 40}));
}

TEST(MapView, AnUnknownPlaceOrRouteGivesNoPosition) {
    map::MapView map = twoTowns();
    map.armies[0].where = {"nowhere", {}, {}, 0, {}};
    EXPECT_FALSE(armyPosition(map, map.armies[0]));
    map.armies[0].where = {{}, "no-route", "c", 0.5, {}};
    EXPECT_FALSE(armyPosition(map, map.armies[0]));
}

TEST(MapView, PendingBattlesAreFoundByPlace) {
    const map::MapView map = twoTowns();
    EXPECT_TRUE(map.battlePendingAt("c"));
    EXPECT_FALSE(map.battlePendingAt("a"));
}

TEST(ChronicleView, NewestFirstWithSameDayEventsInReverseOrderOfHappening) {
    ChronicleView view{{{{10}, 1, "d10", "march", "first"},
                        {{12}, 1, "d12", "battle", "third"},
                        {{10}, 2, "d10", "ransom", "second"}},
                       {},
                       {},
                       {}};
    const auto shown = newestFirst(view, "");
    ASSERT_EQ(shown.size(), 3u);
    EXPECT_EQ(shown[0]->text, "third");
    EXPECT_EQ(shown[1]->text, "second");
    EXPECT_EQ(shown[2]->text, "first");
    const auto marches = newestFirst(view, "march");
    ASSERT_EQ(marches.size(), 1u);
    EXPECT_EQ(marches[0]->text, "first");
    EXPECT_EQ(chronicleKinds(view), (std::vector<std::string>{"battle", "march", "ransom"}));
}

CaptiveEntry captive(std::string id, std::string kind, std::vector<std::string> allowed,
                     std::vector<ExecutionerChoice> executioners = {}) {
    CaptiveEntry entry;
    entry.id = std::move(id);
    entry.kind = std::move(kind);
    entry.allowedActions = std::move(allowed);
    entry.executioners = std::move(executioners);
    return entry;
}

PrisonerView captives() {
    PrisonerView view;
    view.actions = {{"pay", "Pay ransom", true, false},
                    {"parole", "Parole", false, false},
                    {"execute", "Execute", true, false},
                    {"release-all", "Release all", true, true}};
    view.captives = {
        captive("eu", "leader", {"pay", "parole", "execute"}),
        captive("tan", "leader", {"pay", "parole"}), captive("paid", "leader", {}),
        captive("levy", "men", {"execute"}, {{"archers", "Archers"}, {"kn", "Knights"}}),
        captive("bidowers", "men", {"execute"}, {{"kn", "Knights"}})};
    return view;
}

TEST(PrisonerView, AnActionAppliesWhenEverySelectedCaptiveAllowsIt) {
    const PrisonerView view = captives();
    EXPECT_TRUE(actionApplies(view, "pay", {"eu", "tan"}));
    EXPECT_FALSE(actionApplies(view, "pay", {"eu", "paid"}));
    EXPECT_FALSE(actionApplies(view, "pay", {}));
    EXPECT_FALSE(actionApplies(view, "burn", {"eu"}));
}

TEST(PrisonerView, AnActionForOneCaptiveAtATimeRefusesSeveral) {
    const PrisonerView view = captives();
    EXPECT_TRUE(actionApplies(view, "parole", {"eu"}));
    EXPECT_FALSE(actionApplies(view, "parole", {"eu", "tan"}));
}

TEST(PrisonerView, AnActionOnTheWholeListNeedsNoSelectionButSomeoneHeld) {
    PrisonerView view = captives();
    EXPECT_FALSE(actionApplies(view, "release-all", {})) << "no one held";
    view.anyHeld = true;
    EXPECT_TRUE(actionApplies(view, "release-all", {}));
    EXPECT_TRUE(actionApplies(view, "release-all", {"paid"})) << "whatever is selected";
}

TEST(PrisonerView, MenAreExecutedOnlyByAUnitThatMayExecuteEveryBatchChosen) {
    const PrisonerView view = captives();
    EXPECT_EQ(commonExecutioners(view, {"levy"}),
              (std::vector<ExecutionerChoice>{{"archers", "Archers"}, {"kn", "Knights"}}));
    EXPECT_EQ(commonExecutioners(view, {"eu", "levy", "bidowers"}),
              (std::vector<ExecutionerChoice>{{"kn", "Knights"}}))
        << "a leader needs none, the two batches share the knights";
    EXPECT_TRUE(commonExecutioners(view, {"eu"}).empty());
}

TEST(DeskViews, DetailsAreFoundForEachKindOfSubject) {
    DeskViews desk;
    desk.map = twoTowns();
    desk.roster = {
        {{"en",
          "England",
          {},
          {{"x",
            "Host",
            {{"king", "Edward III", "Army Leader", "Knightly", LeaderState::Wounded, "1346-09-09"}},
            {{"van",
              "Vanguard",
              {},
              {{"bows",
                "Archers",
                "Longbowmen",
                "Regular B",
                {200, 10, 0, 0, 0, 10},
                "1346-09-01"}}}}}}}}};
    const DetailsView unit = findDetails(desk, DetailSubject::Unit, "bows");
    EXPECT_EQ(unit.title, "Archers");
    ASSERT_NE(unit.findField("present"), nullptr);
    EXPECT_EQ(unit.findField("present")->value, "200");
    EXPECT_TRUE(unit.findField("present")->editable);
    EXPECT_FALSE(unit.findField("figures")->editable);
    const DetailsView leader = findDetails(desk, DetailSubject::Leader, "king");
    EXPECT_EQ(leader.findField("state")->value, "wounded");
    EXPECT_EQ(leader.findField("state")->choices.size(), 5u);
    const DetailsView army = findDetails(desk, DetailSubject::Army, "x");
    EXPECT_EQ(army.findField("present")->value, "200");
    EXPECT_EQ(army.findField("place")->value, "Abbeville") << "the place's name, not its id";
    desk.map.armies[0].where = {{}, "ac", "c", 0.5, "1346-08-26"};
    const DetailsView marching = findDetails(desk, DetailSubject::Army, "x");
    EXPECT_EQ(marching.findField("toward")->value, "Crécy") << "the place's name, not its id";
    EXPECT_EQ(findDetails(desk, DetailSubject::Place, "c").findField("owner")->value, "nobody");
    EXPECT_EQ(findDetails(desk, DetailSubject::Battal, "van").title, "Vanguard");
    EXPECT_EQ(findDetails(desk, DetailSubject::Unit, "missing").subject, DetailSubject::None);
}

}  // namespace
}  // namespace seneschal::application

namespace seneschal::application {
namespace {

// Issue 16: the chronicle pane filters by side, army and place: an entry is about one when its
// text names it as a whole word.
TEST(ChronicleView, AnEntryIsAboutWhatItNamesAsAWholeWord) {
    EXPECT_TRUE(mentions("Raoul, Count of Eu is taken", "Eu"));
    EXPECT_FALSE(mentions("the Europeans arrive", "Eu"));
    EXPECT_TRUE(mentions("hostile armies meet at Crécy", "Crécy"));
    EXPECT_FALSE(mentions("English host reaches Caen", "England"));
    ChronicleView view{{{{10}, 1, "d10", "arrived", "English host reaches Caen"},
                        {{11}, 1, "d11", "pay", "Kingdom of England pays £147 10s in wages"},
                        {{12}, 1, "d12", "arrived", "French royal army reaches Crécy"}},
                       {"Kingdom of England", "Kingdom of France"},
                       {"English host", "French royal army"},
                       {"Caen", "Crécy"}};
    EXPECT_EQ(newestFirst(view, ChronicleFilter{"", "Kingdom of England", "", ""}).size(), 1u);
    EXPECT_EQ(newestFirst(view, ChronicleFilter{"arrived", "", "", ""}).size(), 2u);
    const auto atCaen = newestFirst(view, ChronicleFilter{"arrived", "", "English host", "Caen"});
    ASSERT_EQ(atCaen.size(), 1u);
    EXPECT_EQ(atCaen[0]->text, "English host reaches Caen");
    EXPECT_EQ(kindLabel("ransom-demand-due"), "Ransom demand due");
}

}  // namespace
}  // namespace seneschal::application
