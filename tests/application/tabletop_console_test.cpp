// The tabletop console (issue 18): a battle fought on the table step by step through GA-SEQ,
// the calculators' results laid on the units, every step in the log with its rule and undoable,
// the open battle kept in the campaign file (or beside a battle file) and read back the same,
// and the end turned back into men for the aftermath with no man lost or made.
#include "application/tabletop/tabletop_console.hpp"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "application/battles/campaign_battle.hpp"
#include "application/tabletop/tabletop_console_files.hpp"
#include "application/tabletop/tabletop_console_xml.hpp"
#include "base/errors.hpp"
#include "battle/battle_file.hpp"
#include "battle/outcome_check.hpp"
#include "battle/rulebook_loader.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/file/check.hpp"
#include "tests/campaign/battlefield_campaign.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/test_files.hpp"

namespace seneschal::application {
namespace {

const battle::Rulebook& book() {
    return battle::defaultRulebook();
}

const std::filesystem::path kSkirmish = seneschal::testing::kScenarioDir / "small-skirmish.xml";

TabletopConsole skirmish(std::optional<int> scale = {}) {
    return startConsole(battle::loadBattleFile(kSkirmish, book()), book(), scale, "", "");
}

// What the game master marks on a unit; nothing for a mark left as it is.
UnitMarks marks(std::optional<bool> charging, std::optional<int> moved = {},
                std::optional<bool> formed = {}, std::optional<bool> inContact = {}) {
    UnitMarks m;
    m.charging = charging;
    m.moved = moved;
    m.formed = formed;
    m.inContact = inContact;
    return m;
}

CalcDice consoleDice(std::vector<int> faces) {
    return CalcDice{std::move(faces), 1};
}

// Walks the console on to the step of the move given (the current one included).
void goTo(TabletopConsole& console, battle::MoveStep step) {
    while (consoleState(console).phase != step) nextPhase(console);
}

// Every man of every unit counted once at the end: lost, routed, taken, pursued off or standing;
// and the outcome's figures at the rules' scale hold exactly the men lost.
void expectEveryManCounted(const TabletopConsole& console, const ConsoleEnding& end) {
    ASSERT_EQ(end.scaled.size(), end.outcome.units.size());
    for (std::size_t i = 0; i < end.scaled.size(); ++i) {
        const ScaledBack& s = end.scaled[i];
        const battle::UnitOutcome& u = end.outcome.units[i];
        EXPECT_EQ(s.menLost + s.menRouted + s.menTaken + s.menPursuedOff + s.menStanding, s.men)
            << s.unit;
        EXPECT_GE(s.menStanding, 0) << s.unit;
        EXPECT_EQ(u.figuresRemoved * console.rulesScale + u.menRemainder, s.menLost) << s.unit;
        EXPECT_EQ(u.menAtStart, s.men) << s.unit;
    }
    EXPECT_FALSE(battle::checkOutcome(end.outcome, console.rulesScale));
}

TEST(TabletopConsole, GA_SEQ_StartsAtTheFirstStepOfTheFirstMoveWithEveryUnitFielded) {
    const TabletopConsole console = skirmish();
    const ConsoleState state = consoleState(console);
    EXPECT_EQ(state.move, 1);
    EXPECT_EQ(state.phase, battle::MoveStep::DeclareCharges);
    ASSERT_EQ(state.units.size(), 4u);
    EXPECT_EQ(state.unit("eng-archers").figures, 15) << "300 men at 20 a figure (GA-SCALE)";
    EXPECT_EQ(state.unit("fr-knights").figures, 10);
    EXPECT_EQ(state.unit("fr-knights").troopName, book().troopType("knights").name);
    EXPECT_EQ(state.unit("eng-archers").leader, "tom");
    EXPECT_EQ(state.unit("fr-knights").orders, "attack");
}

TEST(TabletopConsole, GA_SEQ_NextPhaseWalksTheSixStepsThenStartsTheNextMove) {
    TabletopConsole console = skirmish();
    std::vector<battle::MoveStep> seen;
    for (int i = 0; i < 6; ++i) {
        seen.push_back(consoleState(console).phase);
        nextPhase(console);
    }
    EXPECT_TRUE(std::equal(seen.begin(), seen.end(), battle::kMoveSequence.begin()));
    EXPECT_EQ(consoleState(console).move, 2);
    EXPECT_EQ(consoleState(console).phase, battle::MoveStep::DeclareCharges);
    EXPECT_EQ(console.steps.back().rule, "GA-SEQ step 1");
}

TEST(TabletopConsole, GA_SEQ_ADeclaredChargeCallsForItsMoraleTestInStepTwo) {
    TabletopConsole console = skirmish();
    markUnit(console, "fr-knights", marks(true));
    EXPECT_EQ(console.steps.back().rule, "GA-CHARGE");
    nextPhase(console);
    const auto due = dueNow(console);
    ASSERT_EQ(due.size(), 1u);
    EXPECT_NE(due[0].text.find("Clermont's knights tests morale to charge"), std::string::npos);

    const MoraleRequest request = moraleRequest(console, "fr-knights");
    EXPECT_TRUE(request.chargeTest);
    EXPECT_EQ(request.cv, 2) << "Bertrand de Clermont leads the knights";
    MoraleRequest rolled = request;
    rolled.dice = consoleDice({6, 6});
    const MoraleCalcResult result = calculateMorale(book(), rolled);
    recordMorale(console, "fr-knights", rolled, result);
    EXPECT_TRUE(dueNow(console).empty() ||
                dueNow(console)[0].text.find("knights") == std::string::npos)
        << "the test is taken";
    EXPECT_EQ(consoleState(console).unit("fr-knights").charging, result.test.mayCharge);
}

TEST(TabletopConsole, GA_CAS_DICE_AShootingRemovesTheTargetsFiguresAndCarriesItsMen) {
    TabletopConsole console = skirmish();
    goTo(console, battle::MoveStep::Shooting);
    ShootingRequest request = shootingRequest(console, "eng-archers", "fr-knights", 15);
    EXPECT_EQ(request.targetFigures, 10);
    request.dice = consoleDice({6});
    // Rolled with a fixed seed where the shooting hits: the console lays on what the calculator
    // worked out.
    ShootingCalcResult result;
    for (std::uint64_t seed = 1; seed < 50; ++seed) {
        request.dice = CalcDice{std::nullopt, seed};
        result = calculateShooting(book(), request);
        if (result.casualties.figuresRemoved > 0) break;
    }
    ASSERT_GT(result.casualties.figuresRemoved, 0);
    recordShooting(console, "eng-archers", "fr-knights", request, result);
    const ConsoleUnit knights = consoleState(console).unit("fr-knights");
    EXPECT_EQ(knights.figures, 10 - result.casualties.figuresRemoved);
    EXPECT_EQ(knights.removed, result.casualties.figuresRemoved);
    EXPECT_EQ(knights.carried, result.casualties.menCarried);
    EXPECT_EQ(console.steps.back().rule, "GA-CAS-DICE");
    EXPECT_FALSE(console.steps.back().working.empty()) << "the working is kept with the step";
    if (result.casualties.figuresRemoved >= 1) {
        bool tenPercent = false;
        for (const WorkingLine& line : dueNow(console)) {
            tenPercent = tenPercent || (line.rule == "GA-MT-WHEN" &&
                                        line.text.find("Clermont's knights") != std::string::npos);
        }
        EXPECT_TRUE(tenPercent) << "a figure of ten is 10%: the knights test (GA-MT-WHEN)";
    }
}

TEST(TabletopConsole, UndoTakesBackExactlyTheLastStep) {
    TabletopConsole console = skirmish();
    goTo(console, battle::MoveStep::CloseCombat);
    const ConsoleState before = consoleState(console);
    MeleeRequest request =
        meleeRequest(console, battle::MeleeKind::Impact, "fr-knights", 4, "eng-maa", 4);
    request.dice = CalcDice{std::nullopt, 7};
    recordMelee(console, request, calculateMelee(book(), request));
    ASSERT_NE(consoleToXml(console), "");
    ASSERT_TRUE(undoStep(console));
    const ConsoleState after = consoleState(console);
    for (std::size_t i = 0; i < before.units.size(); ++i) {
        EXPECT_EQ(after.units[i].figures, before.units[i].figures);
        EXPECT_EQ(after.units[i].carried, before.units[i].carried);
        EXPECT_EQ(after.units[i].inContact, before.units[i].inContact);
        EXPECT_EQ(after.units[i].lostRound, before.units[i].lostRound);
    }
    EXPECT_EQ(after.phase, battle::MoveStep::CloseCombat);
    // Undo walks back through the steps themselves, to the start.
    while (undoStep(console)) {
    }
    EXPECT_EQ(consoleState(console).phase, battle::MoveStep::DeclareCharges);
    EXPECT_FALSE(undoStep(console));
}

// GA-CC-RESULT: "Where more than one unit on one or both sides is involved ... total the
// casualties from all units involved". Two English units against the French knights: each blow
// falls on the knights in turn, the second carrying the first's men, and the round is the sides'.
TEST(TabletopConsole, GA_CC_RESULT_SeveralUnitsASideFightOneMelee) {
    TabletopConsole console = skirmish();
    goTo(console, battle::MoveStep::CloseCombat);
    const ConsoleState before = consoleState(console);
    MeleeRequest request = meleeRequest(console, battle::MeleeKind::Impact,
                                        {{"fr-knights", 4, "eng-maa"},
                                         {"eng-maa", 4, "fr-knights"},
                                         {"eng-archers", 3, "fr-knights"}});
    ASSERT_EQ(request.sides[0].size(), 1u) << "side A: the first fighter's side, the French";
    ASSERT_EQ(request.sides[1].size(), 2u);
    request.reading = battle::CasualtyReading::Men;
    request.dice = CalcDice{std::nullopt, 11};
    const MeleeCalcResult fought = calculateMelee(book(), request);
    ASSERT_EQ(fought.blows[1].size(), 2u);
    recordMelee(console, request, fought);
    const ConsoleState after = consoleState(console);

    const int englishBlows =
        fought.blows[1][0].casualties.figuresRemoved + fought.blows[1][1].casualties.figuresRemoved;
    EXPECT_EQ(fought.figuresLost[0][0], englishBlows);
    EXPECT_EQ(after.unit("fr-knights").figures, before.unit("fr-knights").figures - englishBlows);
    // Men are not lost between the two blows: every man struck is in a figure or carried.
    const int menStruck = fought.blows[1][0].casualties.men + fought.blows[1][1].casualties.men;
    EXPECT_EQ(menStruck + before.unit("fr-knights").carried,
              englishBlows * book().menPerFigure() + after.unit("fr-knights").carried);
    EXPECT_EQ(after.unit("eng-maa").figures,
              before.unit("eng-maa").figures - fought.blows[0][0].casualties.figuresRemoved);
    EXPECT_EQ(after.unit("eng-archers").figures, before.unit("eng-archers").figures)
        << "nobody struck the archers";
    for (const char* id : {"fr-knights", "eng-maa", "eng-archers"}) {
        EXPECT_TRUE(after.unit(id).inContact) << id;
    }
    if (fought.outcome.winner == 0) {
        EXPECT_TRUE(after.unit("eng-maa").lostRound);
        EXPECT_TRUE(after.unit("eng-archers").lostRound) << "every unit of the losing side tests";
    } else if (fought.outcome.winner == 1) {
        EXPECT_TRUE(after.unit("fr-knights").lostRound);
        EXPECT_FALSE(after.unit("eng-archers").lostRound);
    }
    EXPECT_NE(console.steps.back().text.find("Despenser's archers"), std::string::npos);
    for (const WorkingLine& due : dueNow(console)) {
        EXPECT_EQ(due.text.find("fight its melee"), std::string::npos)
            << "the melee is fought: " << due.text;
    }
}

TEST(TabletopConsole, GA_CC_RESULT_AMeleeOfUnitsThatCannotFightSoIsRefused) {
    TabletopConsole console = skirmish();
    goTo(console, battle::MoveStep::CloseCombat);
    const auto refusedOn = [&](const std::vector<MeleeFighter>& fighters) -> std::string {
        try {
            meleeRequest(console, battle::MeleeKind::Impact, fighters);
        } catch (const CalcInputError& e) {
            return e.field();
        }
        return "accepted";
    };
    EXPECT_EQ(refusedOn({{"fr-knights", 4, ""}, {"fr-knights", 2, ""}}), "a-figures")
        << "a unit twice";
    EXPECT_EQ(
        refusedOn({{"fr-knights", 4, "fr-xbows"}, {"fr-xbows", 2, "eng-maa"}, {"eng-maa", 4, ""}}),
        "a-strikes")
        << "striking its own side";
    EXPECT_EQ(refusedOn({{"fr-knights", 4, "eng-archers"}, {"eng-maa", 4, ""}}), "a-strikes")
        << "striking a unit not in the melee";
    EXPECT_EQ(refusedOn({{"fr-knights", 4, ""}, {"fr-xbows", 2, ""}}), "b-type") << "no enemy";
    EXPECT_EQ(refusedOn({{"fr-knights", 4, ""}, {"eng-maa", 4, ""}}), "accepted");
}

TEST(TabletopConsole, AStepRefusedLeavesTheConsoleAsItWas) {
    TabletopConsole console = skirmish();
    const std::string before = consoleToXml(console);
    EXPECT_THROW(shootingRequest(console, "eng-archers", "fr-knights", 16), CalcInputError)
        << "15 figures stand";
    EXPECT_THROW(recordPursuedOff(console, "fr-knights", -1), CalcInputError);
    EXPECT_THROW(markUnit(console, "no-such-unit", marks({}, 100)), UserError);
    EXPECT_EQ(consoleToXml(console), before);
}

TEST(TabletopConsole, ReadBackFromItsTextTheConsoleIsTheSameBattle) {
    TabletopConsole console = skirmish(10);
    markUnit(console, "fr-knights", marks(true, 240, false));
    goTo(console, battle::MoveStep::Shooting);
    ShootingRequest request = shootingRequest(console, "eng-archers", "fr-knights", 30);
    request.dice = CalcDice{std::nullopt, 3};
    recordShooting(console, "eng-archers", "fr-knights", request,
                   calculateShooting(book(), request));
    const std::string text = consoleToXml(console);
    const TabletopConsole back = consoleFromXml(text, "kept");
    EXPECT_EQ(consoleToXml(back), text);
    EXPECT_EQ(back.scale, 10);
    EXPECT_EQ(consoleState(back).unit("fr-knights").figures,
              consoleState(console).unit("fr-knights").figures);
    EXPECT_FALSE(consoleState(back).unit("fr-knights").formed);
}

TEST(TabletopConsole, AConsoleTextThatIsNotOneIsRefusedNamingTheLine) {
    try {
        consoleFromXml(
            "<tabletop-console version=\"1\" rules=\"godsacre\" type=\"campaign\"\n"
            " rulesScale=\"20\" scale=\"0\"/>",
            "kept.xml");
        FAIL() << "a scale of 0 was read";
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().file, "kept.xml");
        EXPECT_EQ(e.where().line, 1);
        EXPECT_NE(std::string(e.what()).find("scale"), std::string::npos) << e.what();
    }
}

// A short battle to its end: a charge tested, a move, a shooting, a melee lost, the loser's
// morale test routs it, it asks quarter and is taken, a leader falls; the outcome holds every man.
TEST(TabletopConsole, GA_RES_AShortBattlePlayedToTheEndGivesAConsistentOutcome) {
    TabletopConsole console = skirmish();
    markUnit(console, "fr-knights", marks(true));
    nextPhase(console);  // charge tests
    MoraleRequest charge = moraleRequest(console, "fr-knights");
    charge.dice = consoleDice({6, 6});
    recordMorale(console, "fr-knights", charge, calculateMorale(book(), charge));
    nextPhase(console);  // move
    markUnit(console, "fr-knights", marks({}, 300, {}, true));
    markUnit(console, "eng-archers", marks({}, {}, {}, true));
    nextPhase(console);  // shooting: the archers shoot the knights as they come in
    ShootingRequest shot = shootingRequest(console, "eng-archers", "fr-knights", 15);
    ShootingCalcResult hit;
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        shot.dice = CalcDice{std::nullopt, seed};
        hit = calculateShooting(book(), shot);
        if (hit.casualties.figuresRemoved == 1) break;
    }
    ASSERT_EQ(hit.casualties.figuresRemoved, 1) << "a seed where one knight falls";
    recordShooting(console, "eng-archers", "fr-knights", shot, hit);
    nextPhase(console);  // close combat
    MeleeRequest melee =
        meleeRequest(console, battle::MeleeKind::Impact, "fr-knights", 5, "eng-archers", 5);
    MeleeCalcResult fought;
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        melee.dice = CalcDice{std::nullopt, seed};
        fought = calculateMelee(book(), melee);
        if (fought.outcome.winner == 0) break;
    }
    ASSERT_EQ(fought.outcome.winner, 0) << "a seed where the knights win the round";
    recordMelee(console, melee, fought);
    EXPECT_TRUE(consoleState(console).unit("eng-archers").lostRound);
    bool lostRoundDue = false;
    for (const WorkingLine& line : dueNow(console)) {
        lostRoundDue = lostRoundDue || line.rule == "GA-CC-RESULT";
    }
    EXPECT_TRUE(lostRoundDue);

    MoraleRequest test = moraleRequest(console, "eng-archers");
    test.factors.push_back("lost-melee-per-point:6");
    test.dice = consoleDice({1, 1});
    const MoraleCalcResult broke = calculateMorale(book(), test);
    ASSERT_EQ(broke.test.result, battle::MoraleResult::Rout);
    recordMorale(console, "eng-archers", test, broke);
    EXPECT_EQ(consoleState(console).unit("eng-archers").morale, "rout");

    const int running = consoleState(console).unit("eng-archers").figures;
    const int asking = running / 2 + 1;
    QuarterRequest quarter = quarterRequest(console, "fr-knights", "eng-archers", asking);
    quarter.dice = consoleDice({6});
    const QuarterCalcResult granted = calculateQuarter(book(), quarter);
    ASSERT_TRUE(granted.granted) << "casualties per figure " << quarter.casualtiesPerFigure;
    recordQuarter(console, "fr-knights", "eng-archers", asking, granted);

    LeaderRiskRequest risk = leaderRiskRequest(console, "tom", 1, true);
    EXPECT_EQ(risk.cv, 2);
    LeaderRiskCalcResult taken;
    taken.risk.fate = battle::LeaderFate::Taken;  // as the dice on the table said
    recordLeaderRisk(console, "tom", "french", taken);

    const ConsoleEnding end = endOutcome(console, "french");
    expectEveryManCounted(console, end);
    const battle::UnitOutcome& archers = end.outcome.units[0];
    ASSERT_EQ(archers.unit, "Despenser's archers");
    EXPECT_EQ(archers.figuresCaptured, asking);
    EXPECT_EQ(archers.capturedBy, "french");
    EXPECT_EQ(archers.endState, battle::UnitEndState::Routed);
    EXPECT_EQ(archers.figuresRouted, running - asking) << "the rest ran";
    EXPECT_EQ(end.outcome.units[2].figuresRemoved, 1 + fought.blows[1][0].casualties.figuresRemoved)
        << "the knights' losses: the arrows' and the archers' blows";
    EXPECT_EQ(end.outcome.winner, "french");
    bool tomTaken = false;
    for (const battle::LeaderOutcome& l : end.outcome.leaders) {
        tomTaken = tomTaken || (l.leader == "Tom the Bowman" &&
                                l.fate == battle::LeaderFate::Taken && l.takenBy == "french");
    }
    EXPECT_TRUE(tomTaken);
}

// GA-LEADER-KILLED-*: a unit's leader killed, its men's reaction is due, worked out with the
// unit's background, the lost leader's CV and the unit's MV, and laid on the unit.
TEST(TabletopConsole, GA_LEADER_KILLED_AFallenLeadersMenReactAndTheTestIsNoLongerDue) {
    TabletopConsole console = skirmish();
    LeaderRiskCalcResult killed;
    killed.risk.fate = battle::LeaderFate::Killed;
    recordLeaderRisk(console, "neville", "french", killed);
    bool due = false;
    for (const WorkingLine& line : dueNow(console)) {
        due = due || (line.rule == "GA-LEADER-KILLED" &&
                      line.text.find("Despenser's men-at-arms lost its leader, John Neville") !=
                          std::string::npos);
    }
    ASSERT_TRUE(due);
    EXPECT_THROW(leaderLossRequest(console, book(), "eng-archers"), CalcInputError)
        << "Tom the Bowman still stands";

    const ConsoleUnit maa = consoleState(console).unit("eng-maa");
    LeaderLossRequest request = leaderLossRequest(console, book(), "eng-maa");
    EXPECT_EQ(request.cv, 2);
    EXPECT_EQ(request.mv, book().moraleValue(maa.background, maa.troopClass));
    request.dice = consoleDice({1});
    const LeaderLossCalcResult result = calculateLeaderLoss(book(), request);
    recordLeaderLoss(console, "eng-maa", result);
    const ConsoleUnit after = consoleState(console).unit("eng-maa");
    if (result.result == "rout") {
        EXPECT_EQ(after.morale, "rout");
    } else if (result.result == "withdraw") {
        EXPECT_EQ(after.pursuedOff, maa.figures);
    } else if (result.result == "revenge") {
        EXPECT_EQ(after.morale, "revenge");
    }
    EXPECT_TRUE(after.leaderLossTested);
    for (const WorkingLine& line : dueNow(console)) EXPECT_NE(line.rule, "GA-LEADER-KILLED");
    EXPECT_EQ(console.steps.back().rule.rfind("GA-LEADER-KILLED", 0), 0u)
        << console.steps.back().rule;
}

// GA-SETUP-HIST, GA-SMALL-SCALE: at 12 men a figure the units field more figures, and the
// table's losses come back as men: 300 archers are 25 figures; 3 removed and 10 men carried
// (half a figure of the casualty table's 20) are 3 x 12 + 6 = 42 men, two of the rules' figures
// and 2 men over.
TEST(TabletopConsole, GA_SMALL_SCALE_ResultsComeBackIntoMenWithNoManLostOrMade) {
    TabletopConsole console = skirmish(12);
    ASSERT_EQ(consoleState(console).unit("eng-archers").figures, 25);
    EXPECT_EQ(consoleState(console).unit("fr-knights").figures, 16);
    EXPECT_EQ(consoleState(console).unit("fr-knights").menOver, 8) << "200 = 16 x 12 + 8";
    goTo(console, battle::MoveStep::Shooting);
    ShootingRequest request = shootingRequest(console, "fr-xbows", "eng-archers", 10);
    ShootingCalcResult result;
    result.casualties.figuresRemoved = 3;
    result.casualties.menCarried = 10;
    recordShooting(console, "fr-xbows", "eng-archers", request, result);
    recordPursuedOff(console, "fr-knights", 5);
    const ConsoleEnding end = endOutcome(console, "");
    expectEveryManCounted(console, end);
    const ScaledBack& archers = end.scaled[0];
    EXPECT_EQ(archers.menLost, 42);
    EXPECT_EQ(end.outcome.units[0].figuresRemoved, 2);
    EXPECT_EQ(end.outcome.units[0].menRemainder, 2);
    const ScaledBack& knights = end.scaled[2];
    EXPECT_EQ(knights.menPursuedOff, 60);
    EXPECT_EQ(end.outcome.units[2].figuresPursuedOff, 3);
    EXPECT_EQ(knights.menToStanding, 0);
}

TEST(TabletopConsole, GA_SCALE_TheScaleIsFixedOnceTheBattleHasBegun) {
    TabletopConsole console = skirmish();
    rescaleConsole(console, 15);
    EXPECT_EQ(consoleState(console).unit("eng-archers").figures, 20);
    nextPhase(console);
    EXPECT_THROW(rescaleConsole(console, 10), UserError);
    TabletopConsole fresh = skirmish();
    EXPECT_THROW(rescaleConsole(fresh, 0), UserError);
}

TEST(TabletopConsole, ABattleFilesConsoleIsKeptBesideItAndReadBack) {
    seneschal::testing::TempDir dir;
    const std::filesystem::path battle = dir / "ford.battle.xml";
    std::filesystem::copy_file(kSkirmish, battle);
    TabletopConsole console = openBattleFileConsole(battle, book(), 10);
    nextPhase(console);
    keepBattleFileConsole(battle, console);
    EXPECT_EQ(consoleFileFor(battle), dir / "ford.battle.console.xml");
    const TabletopConsole back = openBattleFileConsole(battle, book(), std::nullopt);
    EXPECT_EQ(back.scale, 10);
    EXPECT_EQ(back.steps.size(), 1u);
}

TEST(TabletopConsole, AFileOfTheConsolesNameThatIsNotOneIsNeverWrittenOver) {
    seneschal::testing::TempDir dir;
    const std::filesystem::path battle = dir / "ford.xml";
    std::filesystem::copy_file(kSkirmish, battle);
    {
        std::ofstream mine(consoleFileFor(battle));
        mine << "my notes\n";
    }
    EXPECT_THROW(keepBattleFileConsole(battle, skirmish()), UserError);
    std::ifstream kept(consoleFileFor(battle));
    std::string line;
    std::getline(kept, line);
    EXPECT_EQ(line, "my notes");
}

class CampaignConsole : public ::testing::Test {
  protected:
    void SetUp() override {
        file.db().exec(
            "INSERT INTO pending_battle (place_id, since_day) SELECT place.id, "
            "campaign.current_day FROM place, campaign WHERE place.slug = 'aubrey'");
        file.db().exec(
            "INSERT INTO pending_battle_army (battle_id, army_id) SELECT pending_battle.id, "
            "army.id FROM pending_battle, army WHERE army.place_id = pending_battle.place_id");
    }
    seneschal::testing::TempDir dir;
    std::filesystem::path path = dir / "field.seneschal";
    campaign::CampaignFile file = seneschal::testing::createBattlefieldFile(path);
};

TEST_F(CampaignConsole, AnOpenBattleSurvivesClosingTheFileAndIsNoCampaignAction) {
    TabletopConsole console = openCampaignConsole(file, "aubrey", book(), std::nullopt);
    EXPECT_EQ(console.place, "Aubrey");
    ASSERT_FALSE(console.startUnits.empty());
    nextPhase(console);
    nextPhase(console);
    const auto actionsBefore = seneschal::testing::scalar(file.db(), "SELECT count(*) FROM action");
    keepCampaignConsole(file, "Aubrey", console);
    EXPECT_EQ(seneschal::testing::scalar(file.db(), "SELECT count(*) FROM action"), actionsBefore)
        << "not in the campaign's undo history";

    file = campaign::CampaignFile::open(path);
    const TabletopConsole back = openCampaignConsole(file, "aubrey", book(), std::nullopt);
    EXPECT_EQ(consoleToXml(back), consoleToXml(console));
    EXPECT_EQ(consoleState(back).phase, battle::MoveStep::MoveTroops);
    EXPECT_TRUE(campaign::checkCampaign(file.db()).empty());
}

TEST_F(CampaignConsole, TheEndingAppliesAsAnyBattleAndTakesTheConsoleAway) {
    TabletopConsole console = openCampaignConsole(file, "aubrey", book(), 10);
    goTo(console, battle::MoveStep::Shooting);
    const ConsoleUnit first = consoleState(console).units.front();
    const ConsoleUnit last = consoleState(console).units.back();
    ShootingRequest request = shootingRequest(console, first.id, last.id, 5);
    ShootingCalcResult result;
    result.casualties.figuresRemoved = 7;
    result.casualties.menCarried = 15;
    recordShooting(console, first.id, last.id, request, result);
    keepCampaignConsole(file, "aubrey", console);

    const ConsoleEnding end = endOutcome(console, first.side);
    expectEveryManCounted(console, end);
    const campaign::PreparedOutcome preview = previewOutcome(file, end.outcome, "godsacre");
    EXPECT_FALSE(preview.units.empty());
    campaign::ApplyBattleOutcome apply(end.outcome, {}, "godsacre");
    campaign::perform(file.db(), apply);
    EXPECT_EQ(seneschal::testing::scalar(file.db(), "SELECT count(*) FROM tabletop_console"), 0);
    EXPECT_TRUE(campaign::checkCampaign(file.db()).empty());
}

TEST_F(CampaignConsole, NoConsoleIsKeptWhereNoBattleIsPending) {
    EXPECT_THROW(openCampaignConsole(file, "rue", book(), std::nullopt), UserError);
    TabletopConsole console = openCampaignConsole(file, "aubrey", book(), std::nullopt);
    EXPECT_THROW(keepCampaignConsole(file, "rue", console), UserError);
}

}  // namespace
}  // namespace seneschal::application
