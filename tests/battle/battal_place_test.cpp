// A battal's place in a battle file (docs/formats.md, "Battle": x, front and width on
// <battal>): a placed battal stands where the file says, for both sides; a battal without one
// deploys in its side's line as before; a place that is not a number, off the table, beyond
// half the table's depth or on another battal is refused naming the field. The historical
// battles stand as their sources describe (docs/rules/history.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "battle/battle_file.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/sim/field.hpp"
#include "battle/sim/setup.hpp"

namespace seneschal::battle {
namespace {

// Two battals a side on a 1,800 x 1,200 mm table; tests add places with a text replacement.
const std::string kPlaceBattle =
    R"(<battle format="1" id="field" name="A field" type="competition">
  <field width="1800" depth="1200"/>
  <sides>
    <side id="red" name="Red"/>
    <side id="blue" name="Blue"/>
  </sides>
  <army id="red-army" name="Red army" side="red">
    <battal id="red-archers" name="Red archers" orders="hold">
      <unit id="red-bows" name="Red bowmen" type="longbowmen" class="B" men="400"/>
      <unit id="red-knights" name="Red knights" type="knights" class="B" men="100"/>
    </battal>
    <battal id="red-foot" name="Red foot" orders="attack">
      <unit id="red-maa" name="Red men-at-arms" type="dismounted-men-at-arms" class="B" men="600"/>
    </battal>
  </army>
  <army id="blue-army" name="Blue army" side="blue">
    <battal id="blue-horse" name="Blue horse" orders="attack">
      <unit id="blue-knights" name="Blue knights" type="knights" class="B" men="400"/>
    </battal>
    <battal id="blue-bows" name="Blue crossbows" orders="skirmish">
      <unit id="blue-xbows" name="Blue crossbowmen" type="crossbowmen" class="C" men="600"/>
    </battal>
  </army>
</battle>)";

std::string placed(std::string text, const std::string& battalId, const std::string& attributes) {
    const std::string tag = "<battal id=\"" + battalId + "\"";
    const auto at = text.find(tag);
    EXPECT_NE(at, std::string::npos) << battalId;
    return text.insert(at + tag.size(), " " + attributes);
}

BattleSetup loadPlaced(const std::string& text) {
    return loadBattleFromString(text, "field.xml", defaultRulebook());
}

DataError placeError(const std::string& text) {
    try {
        loadPlaced(text);
    } catch (const DataError& e) {
        return e;
    }
    ADD_FAILURE() << "the misplaced battal was accepted";
    return DataError({}, "");
}

// The battal named `name` as the simulator deploys it (its index in the file's order).
struct Deployed {
    sim::BattalFootprint box;
    std::vector<double> unitX, unitFront;
};

Deployed deployedBattal(const sim::BattleState& state, const std::string& name) {
    for (std::size_t i = 0; i < state.battals.size(); ++i) {
        if (state.battalSpecs[i]->name != name) continue;
        Deployed d;
        d.box = sim::battalFootprint(state, static_cast<int>(i));
        const sim::SimBattal& bt = state.battals[i];
        for (int k = bt.firstUnit; k < bt.firstUnit + bt.unitCount; ++k) {
            d.unitX.push_back(state.units[static_cast<std::size_t>(k)].x);
            d.unitFront.push_back(state.units[static_cast<std::size_t>(k)].y);
        }
        return d;
    }
    ADD_FAILURE() << "no battal " << name;
    return {};
}

TEST(BattalPlace, APlacedBattalStandsWhereTheFileSaysForBothSides) {
    std::string text = placed(kPlaceBattle, "red-archers", R"(x="400" front="350")");
    text = placed(text, "blue-bows", R"(x="1300" front="500")");
    const BattleSetup setup = loadPlaced(text);
    ASSERT_TRUE(setup.armies[0].battals[0].place.has_value());
    EXPECT_EQ(setup.armies[0].battals[0].place->x, 400);
    EXPECT_FALSE(setup.armies[0].battals[1].place.has_value());
    const sim::PreparedBattle prepared = sim::prepareBattle(setup, defaultRulebook());

    // Side 0 counts its front from the low-y base line: its units' centre at x, fronts at 350.
    const Deployed red = deployedBattal(prepared.state, "Red archers");
    EXPECT_NEAR((red.box.xLo + red.box.xHi) / 2, 400, 0.001);
    for (const double front : red.unitFront) EXPECT_EQ(front, 350);
    ASSERT_EQ(red.unitX.size(), 2u);
    EXPECT_LT(red.unitX[0], red.unitX[1]) << "side by side in the file's order";
    EXPECT_GE(red.box.yLo, 0);

    // Side 1 counts from the far base line: 1,200 - 500.
    const Deployed blue = deployedBattal(prepared.state, "Blue crossbows");
    EXPECT_NEAR((blue.box.xLo + blue.box.xHi) / 2, 1300, 0.001);
    for (const double front : blue.unitFront) EXPECT_EQ(front, 1200 - 500);
    EXPECT_EQ(blue.box.yLo, 700);
}

TEST(BattalPlace, AWidthDeepensThePlacedBattalToFit) {
    const BattleSetup wide =
        loadPlaced(placed(kPlaceBattle, "blue-bows", R"(x="900" front="400")"));
    const BattleSetup narrow =
        loadPlaced(placed(kPlaceBattle, "blue-bows", R"(x="900" front="400" width="150")"));
    const sim::PreparedBattle w = sim::prepareBattle(wide, defaultRulebook());
    const sim::PreparedBattle n = sim::prepareBattle(narrow, defaultRulebook());
    const Deployed asWide = deployedBattal(w.state, "Blue crossbows");
    const Deployed asNarrow = deployedBattal(n.state, "Blue crossbows");
    EXPECT_GT(asWide.box.xHi - asWide.box.xLo, 150);
    EXPECT_LE(asNarrow.box.xHi - asNarrow.box.xLo, 150);
    EXPECT_GT(asNarrow.box.yHi - asNarrow.box.yLo, asWide.box.yHi - asWide.box.yLo);
    EXPECT_NEAR((asNarrow.box.xLo + asNarrow.box.xHi) / 2, 900, 0.001);
}

// Without a place, a side's battals stand side by side in one line centred on the table,
// their fronts `deployWithin` (200 mm) from their base line, reserves 130 mm behind: the
// deployment every battle had before places (the line's 20 mm gaps make its centre 890).
TEST(BattalPlace, BattalsWithoutAPlaceDeployInTheirSidesLineAsBefore) {
    const BattleSetup setup = loadPlaced(kPlaceBattle);  // the prepared battle points into it
    const sim::PreparedBattle plain = sim::prepareBattle(setup, defaultRulebook());
    const Deployed archers = deployedBattal(plain.state, "Red archers");
    const Deployed foot = deployedBattal(plain.state, "Red foot");
    EXPECT_EQ(archers.unitFront[0], 200);
    EXPECT_EQ(foot.unitFront[0], 200);
    EXPECT_NEAR((archers.box.xLo + foot.box.xHi) / 2, 890, 0.001);
    EXPECT_LT(archers.box.xHi, foot.box.xLo);
    const Deployed horse = deployedBattal(plain.state, "Blue horse");
    EXPECT_EQ(horse.unitFront[0], 1000);

    // Placing one battal leaves the others in a line of their own, centred as before.
    const BattleSetup oneSetup =
        loadPlaced(placed(kPlaceBattle, "red-archers", R"(x="300" front="450")"));
    const sim::PreparedBattle onePlaced = sim::prepareBattle(oneSetup, defaultRulebook());
    const Deployed footAlone = deployedBattal(onePlaced.state, "Red foot");
    EXPECT_NEAR((footAlone.box.xLo + footAlone.box.xHi) / 2, 890, 0.001);
    EXPECT_EQ(footAlone.unitFront[0], 200);
    const Deployed horseAgain = deployedBattal(onePlaced.state, "Blue horse");
    EXPECT_EQ(horseAgain.box.xLo, horse.box.xLo);
    EXPECT_EQ(horseAgain.unitFront[0], 1000);
}

TEST(BattalPlace, XAndFrontComeTogether) {
    const DataError onlyX = placeError(placed(kPlaceBattle, "red-foot", R"(x="900")"));
    EXPECT_EQ(onlyX.where().element, "battal@front");
    EXPECT_EQ(onlyX.where().file, "field.xml");
    EXPECT_EQ(onlyX.where().line, 12);
    EXPECT_EQ(placeError(placed(kPlaceBattle, "red-foot", R"(front="300")")).where().element,
              "battal@x");
    EXPECT_EQ(placeError(placed(kPlaceBattle, "red-foot", R"(width="300")")).where().element,
              "battal@width");
}

TEST(BattalPlace, ANonNumericOrNegativePlaceIsRefusedNamingTheField) {
    EXPECT_EQ(
        placeError(placed(kPlaceBattle, "red-foot", R"(x="middle" front="300")")).where().element,
        "battal@x");
    EXPECT_EQ(
        placeError(placed(kPlaceBattle, "red-foot", R"(x="900" front="300mm")")).where().element,
        "battal@front");
    EXPECT_EQ(
        placeError(placed(kPlaceBattle, "red-foot", R"(x="-10" front="300")")).where().element,
        "battal@x");
    EXPECT_EQ(placeError(placed(kPlaceBattle, "red-foot", R"(x="900" front="-1")")).where().element,
              "battal@front");
    EXPECT_EQ(placeError(placed(kPlaceBattle, "red-foot", R"(x="900" front="300" width="0")"))
                  .where()
                  .element,
              "battal@width");
}

TEST(BattalPlace, APlaceOffTheTableOrBeyondHalfItsDepthIsRefused) {
    // Red foot: 30 figures of close foot, 10 files of 15 mm: 150 mm across.
    const DataError offEdge = placeError(placed(kPlaceBattle, "red-foot", R"(x="50" front="300")"));
    EXPECT_EQ(offEdge.where().element, "battal@x");
    EXPECT_NE(std::string(offEdge.what()).find("Red foot"), std::string::npos) << offEdge.what();
    EXPECT_EQ(
        placeError(placed(kPlaceBattle, "blue-bows", R"(x="1790" front="300")")).where().element,
        "battal@x");
    EXPECT_EQ(
        placeError(placed(kPlaceBattle, "red-foot", R"(x="1801" front="300")")).where().element,
        "battal@x");
    const DataError tooFar =
        placeError(placed(kPlaceBattle, "blue-bows", R"(x="900" front="601")"));
    EXPECT_EQ(tooFar.where().element, "battal@front");
    EXPECT_NE(std::string(tooFar.what()).find("half the table"), std::string::npos);
    // Its ranks would stand behind its own base line.
    EXPECT_EQ(placeError(placed(kPlaceBattle, "red-foot", R"(x="900" front="10")")).where().element,
              "battal@front");
    EXPECT_NO_THROW(loadPlaced(placed(kPlaceBattle, "blue-bows", R"(x="900" front="600")")));
}

TEST(BattalPlace, APlacedBattalOnAnotherOfItsSideIsRefused) {
    std::string text = placed(kPlaceBattle, "red-archers", R"(x="900" front="300")");
    text = placed(text, "red-foot", R"(x="950" front="310")");
    const DataError e = placeError(text);
    EXPECT_EQ(e.where().element, "battal@x");
    EXPECT_NE(std::string(e.what()).find("Red archers"), std::string::npos) << e.what();
}

// The historical battles stand as their sources describe (docs/rules/history.md).
BattleSetup historicalSetup(const char* file) {
    return loadBattleFile(scenariosDir() / file, defaultRulebook());
}

// At Crécy the Genoese stood in front of the French horse: their front nearer the English
// than every French mounted unit's.
TEST(BattalPlace, AtCrecyTheGenoeseStandInFrontOfTheFrenchHorse) {
    const BattleSetup setup = historicalSetup("battle-crecy-1346.xml");
    const sim::PreparedBattle prepared = sim::prepareBattle(setup, defaultRulebook());
    const sim::BattleState& s = prepared.state;
    const Deployed genoese = deployedBattal(s, "The Genoese");
    int horse = 0;
    for (const sim::SimUnit& u : s.units) {
        if (u.side != 1 || u.st.arm != Arm::Cavalry) continue;
        ++horse;
        for (const double front : genoese.unitFront)
            EXPECT_LT(front, u.y) << "the Genoese in front of the horse";
    }
    EXPECT_EQ(horse, 6);
    // The Prince's battle forward on the right (the forest side, low x), Northampton's on the
    // left, the King's behind them.
    const Deployed prince = deployedBattal(s, "The Prince's battle");
    const Deployed northampton = deployedBattal(s, "Northampton's battle");
    const Deployed king = deployedBattal(s, "The King's battle");
    EXPECT_LT(prince.box.xHi, northampton.box.xLo);
    EXPECT_LT(king.box.yHi, prince.box.yLo);
    EXPECT_LT(king.box.yHi, northampton.box.yLo);
    // Philip's battle behind Alençon's and Bohemia's.
    const Deployed philip = deployedBattal(s, "Philip's battle");
    EXPECT_GT(philip.box.yLo, deployedBattal(s, "Alençon's battle").box.yHi);
    EXPECT_GT(philip.box.yLo, deployedBattal(s, "Bohemia's battle").box.yHi);
}

// At Agincourt the archers stood on the wings, against the woods, the line between them.
TEST(BattalPlace, AtAgincourtTheArchersStandOnTheWingsBetweenTheWoods) {
    const BattleSetup setup = historicalSetup("battle-agincourt-1415.xml");
    const sim::PreparedBattle prepared = sim::prepareBattle(setup, defaultRulebook());
    const sim::BattleState& s = prepared.state;
    double leftArchers = 0, rightArchers = 0, lo = 1e9, hi = -1e9;
    for (std::size_t k = 0; k < s.units.size(); ++k) {
        const sim::SimUnit& u = s.units[k];
        if (u.side != 0) continue;
        lo = std::min(lo, u.x - u.width / 2);
        hi = std::max(hi, u.x + u.width / 2);
        if (s.specs[k]->id == "left-archers") leftArchers = u.x - u.width / 2;
        if (s.specs[k]->id == "right-archers") rightArchers = u.x + u.width / 2;
    }
    EXPECT_EQ(leftArchers, lo);
    EXPECT_EQ(rightArchers, hi);
    EXPECT_GE(lo, 200) << "clear of the wood of the low-x edge";
    EXPECT_LE(hi, 2300) << "clear of the wood of the high-x edge";
}

// At Poitiers the Anglo-Gascon front rank stands behind the hedge, clear of the marsh.
TEST(BattalPlace, AtPoitiersTheEnglishBattalsStandAtTheHedgeClearOfTheMarsh) {
    const BattleSetup setup = historicalSetup("battle-poitiers-1356.xml");
    const sim::PreparedBattle prepared = sim::prepareBattle(setup, defaultRulebook());
    const sim::BattleState& s = prepared.state;
    for (const char* name : {"Warwick's battle", "The Prince's battle", "Salisbury's battle"}) {
        const Deployed d = deployedBattal(s, name);
        EXPECT_GE(d.box.xLo, 450) << name;
        for (const double front : d.unitFront) {
            EXPECT_GE(front, 170) << name;
            EXPECT_LE(front, 230) << name;
        }
    }
    EXPECT_LT(deployedBattal(s, "Warwick's battle").box.xHi,
              deployedBattal(s, "Salisbury's battle").box.xLo);
}

}  // namespace
}  // namespace seneschal::battle
