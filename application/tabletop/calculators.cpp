#include "application/tabletop/calculators.hpp"

#include <algorithm>
#include <sstream>

#include "application/rules/number_ranges.hpp"
#include "base/count_range.hpp"
#include "base/grouped_number.hpp"
#include "battle/dice.hpp"
#include "battle/ga/morale.hpp"
#include "battle/ga/rout.hpp"
#include "battle/ga/shooting.hpp"

namespace seneschal::application {

CalcInputError::CalcInputError(std::string field, const std::string& what)
    : UserError(what), field_(std::move(field)) {}

namespace {

// At most this many figures in one calculation: a calculator's dice stay countable.

std::string calcSigned(int v) {
    return v > 0 ? "+" + std::to_string(v) : std::to_string(v);
}

std::string calcDieWords(battle::DieKind kind, bool two = false) {
    const std::string twoWord = two ? "two " : "";
    const std::string die = two ? "dice" : "die";
    switch (kind) {
        case battle::DieKind::Ordinary:
            return twoWord + "ordinary " + die + " (1 to 6)";
        case battle::DieKind::Average:
            return twoWord + "average " + die + " (2, 3, 3, 4, 4, 5)";
        case battle::DieKind::Decimal:
            return twoWord + "decimal " + die + " (0 to 9)";
    }
    return twoWord + die;
}

bool calcFaceFits(battle::DieKind kind, int face) {
    switch (kind) {
        case battle::DieKind::Ordinary:
            return face >= 1 && face <= 6;
        case battle::DieKind::Average:
            return face >= 2 && face <= 5;
        case battle::DieKind::Decimal:
            return face >= 0 && face <= 9;
    }
    return false;
}

// The dice of one calculation: the faces given, checked against the die the engine asks for,
// or the seeded source. Every die goes through the engine's RollLog as well.
class CalcDiceSource final : public battle::DiceSource {
  public:
    explicit CalcDiceSource(const CalcDice& dice) : given_(dice.given), seeded_(dice.seed) {}

    int roll(battle::DieKind kind) override {
        if (!given_) return seeded_.roll(kind);
        if (next_ >= given_->size()) {
            throw CalcInputError(
                "dice",
                "too few dice: " + countOf(static_cast<long long>(given_->size()), "die", "dice") +
                    " given, and the calculation throws more: the next is a " + calcDieWords(kind));
        }
        const int face = (*given_)[next_++];
        if (!calcFaceFits(kind, face)) {
            throw CalcInputError("dice", std::to_string(face) + " is not a face of the " +
                                             calcDieWords(kind) + " thrown here");
        }
        return face;
    }
    // Too many dice given is refused too: a die typed but never read is a mistake.
    void checkAllUsed() const {
        if (given_ && next_ < given_->size()) {
            throw CalcInputError(
                "dice",
                "too many dice: " + countOf(static_cast<long long>(given_->size()), "die", "dice") +
                    " given, and the calculation throws " + std::to_string(next_));
        }
    }
    bool given() const { return given_.has_value(); }

  private:
    std::optional<std::vector<int>> given_;
    std::size_t next_ = 0;
    battle::SeededDice seeded_;
};

// A RollLog with room for every die a calculation of kCalcMaxFigures can throw.
// Room for every die of `blows` blows at the most figures (a casualty die a figure at worst).
struct CalcLog {
    explicit CalcLog(std::size_t blows = 2)
        : storage(blows * (2 * static_cast<std::size_t>(kCalcMaxFigures) + 32)) {}
    std::vector<battle::RollRecord> storage;
    battle::RollLog log{storage.data(), storage.size()};
};

CalcReport calcReportStart(const CalcDice& dice) {
    CalcReport report;
    report.diceGiven = dice.given.has_value();
    report.seed = dice.given ? 0 : dice.seed;
    return report;
}

void calcTakeDice(CalcReport& report, const battle::RollLog& log, const CalcDiceSource& source) {
    source.checkAllUsed();
    for (std::size_t i = 0; i < log.size(); ++i) {
        report.dice.push_back({log[i].rule, log[i].kind, log[i].face});
    }
}

std::string calcFaces(const battle::RollLog& log, std::size_t from, std::size_t to) {
    std::string s;
    for (std::size_t i = from; i < to && i < log.size(); ++i) {
        if (!s.empty()) s += ", ";
        s += std::to_string(log[i].face);
    }
    return s;
}

// A number the rules bound (application/rules/number_ranges.hpp), refused against its field.
void calcCheckRange(const CountRange& range, int value, const std::string& field) {
    if (!inRange(range, value)) {
        throw CalcInputError(field, std::string(range.name) + " is " + rangeWords(range) +
                                        ", not " + std::to_string(value));
    }
}

void calcCheckFigures(int figures, const std::string& field, bool allowZero = false) {
    if (figures < (allowZero ? 0 : 1) || figures > kCalcMaxFigures) {
        throw CalcInputError(field, "figures must be " + std::string(allowZero ? "0" : "1") +
                                        " to " + groupedNumber(kCalcMaxFigures) + ", not " +
                                        std::to_string(figures));
    }
}

void calcCheckCarried(const battle::Rulebook& book, int carried, const std::string& field) {
    if (carried < 0 || carried >= book.menPerFigure()) {
        throw CalcInputError(field, "men carried must be 0 to " +
                                        std::to_string(book.menPerFigure() - 1) + " (" +
                                        std::to_string(book.menPerFigure()) +
                                        " men a figure, GA-SCALE), not " + std::to_string(carried));
    }
}

void calcCheckCv(const battle::Rulebook& book, int cv, const std::string& field) {
    int lo = 99, hi = -99;
    for (const auto& rank : book.tables().ranks) {
        lo = std::min(lo, rank.minCv);
        hi = std::max(hi, rank.maxCv);
    }
    if (cv < lo || cv > hi) {
        throw CalcInputError(field, "a leader's CV is " + std::to_string(lo) + " to " +
                                        std::to_string(hi) + ", not " + std::to_string(cv));
    }
}

const battle::TroopType& calcTroopType(const battle::Rulebook& book, const std::string& id,
                                       const std::string& field) {
    if (const battle::TroopType* t = book.findTroopType(id)) return *t;
    std::string known;
    for (const auto& [typeId, type] : book.troopTypes()) {
        if (!known.empty()) known += ", ";
        known += typeId;
    }
    throw CalcInputError(field, "no troop type \"" + id + "\" in the rules (" + known + ")");
}

// The casualty table's entry as printed, column by column for more figures than it has.
std::string calcCellText(const battle::Rulebook& book, battle::CasualtyReading reading, int factor,
                         int figures) {
    const battle::CasualtyTable& table = book.tables().casualties;
    std::string text;
    for (int left = figures; left > 0; left -= table.maxFigures()) {
        const battle::CasualtyCell* cell = battle::casualtyCell(table, factor, left);
        if (!text.empty()) text += " + ";
        if (!cell) {
            text += "-";
        } else if (reading == battle::CasualtyReading::Men) {
            text += std::to_string(cell->men);
        } else {
            text += cell->diceText();
        }
    }
    return text;
}

// The casualty step's working: the entry, the dice, figures removed and men carried.
void calcCasualtyWorking(const battle::Rulebook& book, CalcReport& report,
                         battle::CasualtyReading reading, int factor, int figures,
                         int carriedBefore, const battle::CasualtyResult& result,
                         const battle::RollLog& log, std::size_t firstDie, std::size_t endDie) {
    const std::string cell = calcCellText(book, reading, factor, figures);
    const std::string on =
        countOf(figures, "figure", "figures") + " on a final factor of " + calcSigned(factor);
    if (reading == battle::CasualtyReading::Dice) {
        report.working.push_back({"GA-CAS-DICE", on + ": the casualty table gives " + cell});
        if (endDie > firstDie) {
            report.working.push_back(
                {"GA-CAS-DICE", "decimal dice " + calcFaces(log, firstDie, endDie) + ": " +
                                    countOf(result.figuresRemoved, "figure", "figures") +
                                    " removed"});
        } else {
            report.working.push_back({"GA-CAS-DICE", "no dice to throw: no figure removed"});
        }
        if (carriedBefore > 0) {
            report.working.push_back(
                {"GA-CAS-MEN", countOf(result.menCarried, "man", "men") + " still carried"});
        }
        return;
    }
    report.working.push_back({"GA-CAS-MEN", on + ": the casualty table gives " +
                                                countOf(result.men, "man", "men") + " (" + cell +
                                                ")"});
    const int total = result.men + carriedBefore;
    std::string line = carriedBefore > 0 ? "with " + countOf(carriedBefore, "man", "men") +
                                               " carried before, " + groupedNumber(total) + " men"
                                         : countOf(total, "man", "men");
    line += " at " + std::to_string(book.menPerFigure()) +
            " men a figure: " + countOf(result.figuresRemoved, "figure", "figures") + " removed, " +
            countOf(result.menCarried, "man", "men") + " carried";
    report.working.push_back({"GA-CAS-MEN", line});
}

// GA-MT-WHEN: a unit leader tests when his unit loses 10% of its figures in one move.
void calcTenPercent(const battle::Rulebook& book, CalcReport& report, const std::string& who,
                    std::optional<int> figuresAtStart, int removed) {
    if (!figuresAtStart || removed <= 0) return;
    battle::UnitMoraleSituation s;
    s.figuresAtStartOfMove = *figuresAtStart;
    s.figuresRemovedThisMove = removed;
    const auto triggers = battle::unitMoraleTriggers(book, battle::UnitState{}, s);
    if (battle::has(triggers, battle::MoraleTrigger::Casualties)) {
        report.moraleTests.push_back(
            {"GA-MT-WHEN", who + " tests: " + countOf(removed, "figure", "figures") +
                               " removed of " + groupedNumber(*figuresAtStart) +
                               " at the start of the move is at least " +
                               std::to_string(book.tables().moraleTriggers.casualtyPercent) + "%"});
    }
}

// GA-MT-WHEN and GA-MT-ARMY: what a unit breaking calls for.
void calcBattalBreaks(CalcReport& report, const std::string& who) {
    report.moraleTests.push_back(
        {"GA-MT-WHEN", who + " breaks: the other units of its Battal test as it breaks or "
                             "passes through them in rout"});
    battle::CommandSituation s;
    s.isBattalLeader = true;
    s.majorUnitBroke = true;
    if (battle::commandTestScope(s) == battle::CommandTestScope::Battal) {
        report.moraleTests.push_back(
            {"GA-MT-ARMY",
             "if it is its Battal's major unit, the Battal Leader tests for the "
             "whole Battal"});
    }
}

std::string calcWords(std::string_view id) {
    std::string s(id);
    std::replace(s.begin(), s.end(), '-', ' ');
    return s;
}

reports::Table calcRow(std::vector<std::string> headers, std::vector<std::string> cells) {
    std::vector<reports::Table::Column> columns;
    for (auto& h : headers) columns.push_back({std::move(h), reports::Table::Align::Left});
    reports::Table table(std::move(columns));
    table.addRow(std::move(cells));
    return table;
}

std::string calcJoinTests(const CalcReport& report) {
    std::string s;
    for (const auto& t : report.moraleTests) {
        if (!s.empty()) s += "; ";
        s += t.rule;
    }
    return s;
}

}  // namespace

// ---- names -------------------------------------------------------------------------------------

battle::Background backgroundNamed(const std::string& text, const std::string& field) {
    std::string lower = text;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower == "knightly") return battle::Background::Knightly;
    if (lower == "feudal") return battle::Background::Feudal;
    if (lower == "mercenary") return battle::Background::Mercenary;
    if (lower == "regular" || lower == "soldier") return battle::Background::Regular;
    throw CalcInputError(field, "\"" + text +
                                    "\" is not a class of troops: knightly, feudal, mercenary or "
                                    "regular");
}

battle::TroopClass troopClassNamed(const std::string& text, const std::string& field) {
    if (auto c = battle::troopClassFromString(text)) return *c;
    throw CalcInputError(field, "\"" + text + "\" is not a troop class: A, B, C or D");
}

std::vector<int> diceListed(const std::string& text, const std::string& field) {
    std::vector<int> faces;
    std::stringstream in(text);
    std::string part;
    while (std::getline(in, part, ',')) {
        try {
            std::size_t used = 0;
            const int face = std::stoi(part, &used);
            if (used != part.size()) throw std::invalid_argument(part);
            faces.push_back(face);
        } catch (const std::logic_error&) {
            throw CalcInputError(field, "\"" + part +
                                            "\" is not a die's score (give the dice as "
                                            "4,7,9)");
        }
    }
    if (faces.empty()) throw CalcInputError(field, "no dice given (give them as 4,7,9)");
    return faces;
}

// ---- casualties --------------------------------------------------------------------------------

CasualtiesResult calculateCasualties(const battle::Rulebook& book, const CasualtiesRequest& r) {
    calcCheckFigures(r.figures, "figures");
    calcCheckCarried(book, r.menCarriedBefore, "carried");
    if (r.targetFigures) calcCheckFigures(*r.targetFigures, "target-figures");
    calcCheckRange(calcRanges(book).factor, r.factor, "factor");
    CasualtiesResult out;
    out.report = calcReportStart(r.dice);
    CalcDiceSource dice(r.dice);
    CalcLog log;
    out.cell = calcCellText(book, r.reading, r.factor, r.figures);
    out.casualties = battle::resolveCasualties(book, r.reading, r.factor, r.figures,
                                               r.menCarriedBefore, dice, &log.log);
    calcTakeDice(out.report, log.log, dice);
    calcCasualtyWorking(book, out.report, r.reading, r.factor, r.figures, r.menCarriedBefore,
                        out.casualties, log.log, 0, log.log.size());
    calcTenPercent(book, out.report, "the target's unit leader", r.targetFigures,
                   out.casualties.figuresRemoved);
    out.report.summary = countOf(out.casualties.figuresRemoved, "figure", "figures") +
                         " removed, " + countOf(out.casualties.menCarried, "man", "men") +
                         " carried";
    out.report.row = calcRow(
        {"figures_removed", "men_carried"},
        {std::to_string(out.casualties.figuresRemoved), std::to_string(out.casualties.menCarried)});
    return out;
}

// ---- shooting ----------------------------------------------------------------------------------

namespace {
// The factors a game master ticks; the rest follow from the units.
constexpr std::array kCalcShootTicks{
    battle::ShootFactor::TargetInCover, battle::ShootFactor::LongRange,
    battle::ShootFactor::MovedAndShot, battle::ShootFactor::ShootersWinded,
    battle::ShootFactor::TargetFlankOrRear};
constexpr std::array kCalcMeleeTicks{
    battle::MeleeFactor::Charging,       battle::MeleeFactor::Uphill,
    battle::MeleeFactor::AttackingFlank, battle::MeleeFactor::AttackingRear,
    battle::MeleeFactor::DefendingCover, battle::MeleeFactor::EnemyBacksTurned,
    battle::MeleeFactor::Winded,         battle::MeleeFactor::StandingAgainstHorse};

template <typename E, std::size_t N, std::size_t M>
std::vector<E> calcTicked(const std::vector<std::string>& typed, const std::array<E, M>& allowed,
                          const battle::Vocabulary<E, N>& vocabulary, const std::string& field) {
    std::vector<E> ticked;
    for (const auto& name : typed) {
        const auto f = vocabulary.find(name);
        if (!f || std::find(allowed.begin(), allowed.end(), *f) == allowed.end()) {
            std::string known;
            for (E e : allowed)
                known += (known.empty() ? "" : ", ") + std::string(vocabulary.name(e));
            throw CalcInputError(
                field, "\"" + name + "\" is not a factor that can be ticked here (" + known + ")");
        }
        ticked.push_back(*f);
    }
    return ticked;
}

bool calcHas(const auto& list, auto value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}
}  // namespace

std::vector<std::string> shootingChecklist() {
    std::vector<std::string> names;
    for (auto f : kCalcShootTicks) names.emplace_back(battle::kShootFactors.name(f));
    return names;
}

ShootingCalcResult calculateShooting(const battle::Rulebook& book, const ShootingRequest& r) {
    const battle::TroopType& shooterType = calcTroopType(book, r.shooterType, "shooter");
    const battle::TroopType& targetType = calcTroopType(book, r.targetType, "target");
    calcCheckFigures(r.figures, "figures");
    calcCheckCarried(book, r.menCarriedBefore, "carried");
    if (r.targetFigures) calcCheckFigures(*r.targetFigures, "target-figures");
    calcCheckRange(calcRanges(book).campaignFactor, r.campaignFactor, "campaign");
    calcCheckRange(calcRanges(book).distraction, r.distraction, "distraction");
    const auto ticked = calcTicked(r.tactical, kCalcShootTicks, battle::kShootFactors, "tactical");

    battle::UnitState shooter = battle::makeUnit(shooterType, r.shooterClass, r.figures);
    shooter.winded = calcHas(ticked, battle::ShootFactor::ShootersWinded);
    battle::UnitState target =
        battle::makeUnit(targetType, battle::TroopClass::C, r.targetFigures.value_or(1));
    target.menCarried = r.menCarriedBefore;
    const auto weapon = battle::missileWeapon(book, shooter);
    if (!weapon) {
        throw CalcInputError("shooter", shooterType.name + " carry no missile weapon");
    }
    battle::ShootingInput in;
    in.figures = r.figures;
    // GA-RANGES: long range is beyond the weapon's effective range; the tick stands for it.
    in.distance = calcHas(ticked, battle::ShootFactor::LongRange)
                      ? book.tables().ranges[*weapon].effective + 1
                      : 0;
    in.moved = calcHas(ticked, battle::ShootFactor::MovedAndShot);
    in.targetInCover = calcHas(ticked, battle::ShootFactor::TargetInCover);
    in.targetFlankOrRear = calcHas(ticked, battle::ShootFactor::TargetFlankOrRear);
    in.distraction = r.distraction;
    in.campaignFactor = r.campaignFactor;

    ShootingCalcResult out;
    out.report = calcReportStart(r.dice);
    CalcDiceSource dice(r.dice);
    CalcLog log;
    const battle::ShootingResult s =
        battle::resolveShooting(book, r.reading, shooter, target, in, dice, &log.log);
    calcTakeDice(out.report, log.log, dice);
    out.weaponFactor = s.weaponFactor;
    out.tactical = s.tactical;
    out.random = s.random;
    out.finalFactor = s.finalFactor;
    out.casualties = s.casualties;

    auto& w = out.report.working;
    w.push_back({"GA-WF-MISSILE", book.weapon(s.weapon).name + " of " + shooterType.name +
                                      " against " + targetType.name + ": " +
                                      calcSigned(s.weaponFactor)});
    const auto applies = battle::shootingFactorsThatApply(book, shooter, target, in, s.weapon);
    for (std::size_t i = 0; i < applies.size(); ++i) {
        if (!applies[i]) continue;
        w.push_back({"GA-TF-SHOOT", calcWords(battle::kShootFactors.names[i]) + ": " +
                                        calcSigned(book.tables().shootFactors.value[i])});
    }
    if (r.distraction != 0) {
        w.push_back({"GA-DISTRACT", "the shooters' distraction: " + calcSigned(r.distraction)});
    }
    w.push_back({"GA-RF-SHOOT", "random factor: " + calcDieWords(book.dieFor(shooter.background)) +
                                    " " + std::to_string(s.randomFace) + " gives " +
                                    calcSigned(s.random - r.campaignFactor)});
    if (r.campaignFactor != 0) {
        w.push_back({"GA-OPT-CAMPAIGN", "campaign factor: " + calcSigned(r.campaignFactor)});
    }
    w.push_back({"GA-TF-SHOOT", "final factor " + calcSigned(s.finalFactor)});
    calcCasualtyWorking(book, out.report, r.reading, s.finalFactor, s.figures, r.menCarriedBefore,
                        s.casualties, log.log, 1, log.log.size());
    calcTenPercent(book, out.report, "the target's unit leader", r.targetFigures,
                   s.casualties.figuresRemoved);
    out.report.summary = "final factor " + calcSigned(s.finalFactor) + ": " +
                         countOf(s.casualties.figuresRemoved, "figure", "figures") + " removed, " +
                         countOf(s.casualties.menCarried, "man", "men") + " carried";
    out.report.row = calcRow(
        {"weapon_factor", "tactical_factor", "random_factor", "final_factor", "figures_removed",
         "men_carried", "morale_tests"},
        {std::to_string(s.weaponFactor), std::to_string(s.tactical), std::to_string(s.random),
         std::to_string(s.finalFactor), std::to_string(s.casualties.figuresRemoved),
         std::to_string(s.casualties.menCarried), calcJoinTests(out.report)});
    return out;
}

// ---- melee -------------------------------------------------------------------------------------

std::vector<std::string> meleeChecklist() {
    std::vector<std::string> names;
    for (auto f : kCalcMeleeTicks) names.emplace_back(battle::kMeleeFactors.name(f));
    return names;
}

namespace {
struct CalcMeleeSide {
    const battle::TroopType* type = nullptr;
    battle::UnitState unit;
    battle::MeleeAttack attack;
    int leaderStatus = 99;
};

CalcMeleeSide calcMeleeSide(const battle::Rulebook& book, const MeleeSideRequest& s,
                            const std::string& prefix) {
    CalcMeleeSide side;
    side.type = &calcTroopType(book, s.type, prefix + "type");
    calcCheckFigures(s.figures, prefix + "figures");
    calcCheckCarried(book, s.menCarriedBefore, prefix + "carried");
    if (s.unitFigures) calcCheckFigures(*s.unitFigures, prefix + "unit-figures");
    calcCheckRange(calcRanges(book).campaignFactor, s.campaignFactor, prefix + "campaign");
    calcCheckRange(calcRanges(book).distraction, s.distraction, prefix + "distraction");
    if (s.extraRanks < 0 || s.extraRanks > 20) {
        throw CalcInputError(prefix + "ranks",
                             "extra ranks must be 0 to 20, not " + std::to_string(s.extraRanks));
    }
    const auto ticked =
        calcTicked(s.tactical, kCalcMeleeTicks, battle::kMeleeFactors, prefix + "tactical");
    side.unit =
        battle::makeUnit(*side.type, s.troopClass, std::max(s.figures, s.unitFigures.value_or(0)));
    side.unit.winded = calcHas(ticked, battle::MeleeFactor::Winded);
    side.unit.menCarried = s.menCarriedBefore;
    side.attack.figures = s.figures;
    side.attack.charging = calcHas(ticked, battle::MeleeFactor::Charging);
    side.attack.uphill = calcHas(ticked, battle::MeleeFactor::Uphill);
    side.attack.attackingFlank = calcHas(ticked, battle::MeleeFactor::AttackingFlank);
    side.attack.attackingRear = calcHas(ticked, battle::MeleeFactor::AttackingRear);
    side.attack.defendingCover = calcHas(ticked, battle::MeleeFactor::DefendingCover);
    side.attack.enemyBacksTurned = calcHas(ticked, battle::MeleeFactor::EnemyBacksTurned);
    side.attack.standingToReceive = calcHas(ticked, battle::MeleeFactor::StandingAgainstHorse);
    side.attack.distraction = s.distraction;
    side.attack.campaignFactor = s.campaignFactor;
    if (!s.leaderRank.empty()) {
        const battle::CommandRank* rank = book.findRank(s.leaderRank);
        if (!rank) {
            throw CalcInputError(prefix + "leader", "no rank \"" + s.leaderRank +
                                                        "\" in the rules (king, duke, count, "
                                                        "baron, knight, captain, sergeant)");
        }
        side.leaderStatus = rank->status;
    }
    return side;
}

void calcBlowWorking(const battle::Rulebook& book, CalcReport& report, battle::MeleeKind kind,
                     const std::string& who, const CalcMeleeSide& side, const CalcMeleeSide& enemy,
                     const MeleeSideRequest& req, const battle::MeleeBlow& blow,
                     battle::CasualtyReading reading, const battle::RollLog& log,
                     std::size_t firstDie, std::size_t endDie) {
    const bool impact = kind == battle::MeleeKind::Impact;
    auto& w = report.working;
    w.push_back({impact ? "GA-WF-IMPACT" : "GA-WF-MIXED",
                 who + ": " + book.weapon(blow.weapon.weapon).name + " of " + side.type->name +
                     " against " + enemy.type->name + ": " + calcSigned(blow.weapon.factor) +
                     (blow.weapon.abandonsLance ? " (the lance abandoned for hand arms)" : "")});
    const auto applies =
        battle::meleeFactorsThatApply(side.unit, enemy.unit, side.attack, blow.weapon);
    const auto& values = impact ? book.tables().impactFactors : book.tables().mixedFactors;
    for (std::size_t i = 0; i < applies.size(); ++i) {
        if (!applies[i]) continue;
        w.push_back({"GA-TF-MELEE", who + ": " + calcWords(battle::kMeleeFactors.names[i]) + ": " +
                                        calcSigned(values.value[i])});
    }
    if (req.distraction != 0) {
        w.push_back({"GA-DISTRACT", who + ": distraction " + calcSigned(req.distraction)});
    }
    w.push_back({"GA-RF-MELEE",
                 who + ": random factor: " + calcDieWords(book.dieFor(side.unit.background)) + " " +
                     std::to_string(blow.randomFace) + " gives " +
                     calcSigned(blow.random - req.campaignFactor)});
    if (req.campaignFactor != 0) {
        w.push_back(
            {"GA-OPT-CAMPAIGN", who + ": campaign factor " + calcSigned(req.campaignFactor)});
    }
    w.push_back({"GA-TF-MELEE", who + ": final factor " + calcSigned(blow.finalFactor)});
    const std::size_t before = w.size();
    calcCasualtyWorking(book, report, reading, blow.finalFactor, req.figures, enemy.unit.menCarried,
                        blow.casualties, log, firstDie, endDie);
    for (std::size_t i = before; i < w.size(); ++i) w[i].text = who + ": " + w[i].text;
}
}  // namespace

namespace {
// A side's name in the verdict: its unit's, or its units' names joined.
std::string calcMeleeSideName(const std::vector<MeleeSideRequest>& units, const char* letter) {
    std::vector<std::string> names;
    for (const MeleeSideRequest& u : units) names.push_back(u.name.empty() ? letter : u.name);
    if (names.size() == 1) return names.front();
    std::string joined;
    for (std::size_t i = 0; i < names.size(); ++i) {
        joined += (i == 0 ? "" : (i + 1 == names.size() ? " and " : ", ")) + names[i];
    }
    return joined;
}
}  // namespace

MeleeCalcResult calculateMelee(const battle::Rulebook& book, const MeleeRequest& r) {
    constexpr std::array<const char*, 2> kLetters{"A", "B"};
    constexpr std::array<const char*, 2> kPrefixes{"a-", "b-"};
    std::array<std::vector<CalcMeleeSide>, 2> units;
    for (std::size_t s = 0; s < 2; ++s) {
        if (r.sides[s].empty()) {
            throw CalcInputError(std::string(kPrefixes[s]) + "type",
                                 std::string("side ") + kLetters[s] + " has no unit in the melee");
        }
        for (const MeleeSideRequest& u : r.sides[s]) {
            units[s].push_back(calcMeleeSide(book, u, kPrefixes[s]));
            if (u.strikes >= r.sides[1 - s].size()) {
                throw CalcInputError(std::string(kPrefixes[s]) + "strikes",
                                     (u.name.empty() ? kLetters[s] : u.name) +
                                         " strikes a unit that is not in the melee");
            }
        }
    }
    MeleeCalcResult out;
    out.report = calcReportStart(r.dice);
    CalcDiceSource dice(r.dice);
    CalcLog log(r.sides[0].size() + r.sides[1].size());
    const bool several = r.sides[0].size() > 1 || r.sides[1].size() > 1;
    out.report.working.push_back(
        {"GA-CC-TYPES", r.kind == battle::MeleeKind::Impact ? "impact-melee" : "mixed-melee"});
    battle::MeleeRound round(book, r.reading, r.kind);
    for (std::size_t s = 0; s < 2; ++s) out.figuresLost[s].assign(r.sides[s].size(), 0);
    for (std::size_t s = 0; s < 2; ++s) {
        for (std::size_t k = 0; k < r.sides[s].size(); ++k) {
            const MeleeSideRequest& req = r.sides[s][k];
            CalcMeleeSide& target = units[1 - s][req.strikes];
            const std::size_t firstDie = log.log.size();
            const battle::MeleeBlow blow =
                round.strike(static_cast<int>(s), units[s][k].unit, target.unit, units[s][k].attack,
                             req.extraRanks, units[s][k].leaderStatus, dice, &log.log);
            std::string who = req.name.empty() ? kLetters[s] : req.name;
            if (several) {
                const MeleeSideRequest& struck = r.sides[1 - s][req.strikes];
                who += " on " + (struck.name.empty() ? std::string(kLetters[1 - s]) : struck.name);
            }
            calcBlowWorking(book, out.report, r.kind, who, units[s][k], target, req, blow,
                            r.reading, log.log, firstDie + 1, log.log.size());
            // The men the blow leaves carried are the target's when the next blow falls on it.
            target.unit.menCarried = blow.casualties.menCarried;
            out.figuresLost[1 - s][req.strikes] += blow.casualties.figuresRemoved;
            out.blows[s].push_back(blow);
        }
    }
    calcTakeDice(out.report, log.log, dice);
    out.outcome = round.result();

    const std::array<std::string, 2> names{calcMeleeSideName(r.sides[0], "A"),
                                           calcMeleeSideName(r.sides[1], "B")};
    out.report.working.push_back(
        {"GA-CC-RESULT", "melee points: " + names[0] + " " + std::to_string(out.outcome.points[0]) +
                             ", " + names[1] + " " + std::to_string(out.outcome.points[1])});
    std::string verdict;
    if (out.outcome.winner < 0) {
        verdict = "a drawn round";
    } else {
        const auto winner = static_cast<std::size_t>(out.outcome.winner);
        verdict = names[winner] + (r.sides[winner].size() > 1 ? " win" : " wins") +
                  " the round by " + countOf(out.outcome.margin, "point", "points");
        // GA-MT-ROLL: the points lost by count up to <moraleFactors lostMeleePointsAtMost>.
        const int counted = std::min(out.outcome.margin, book.tables().lostMeleePointsAtMost);
        for (const MeleeSideRequest& loser : r.sides[1 - winner]) {
            out.report.moraleTests.push_back(
                {"GA-CC-RESULT",
                 (loser.name.empty() ? kLetters[1 - winner] : loser.name) +
                     " lost the round: its unit leader tests, with " +
                     calcSigned(
                         book.tables().moraleFactors[battle::MoraleFactor::LostMeleePerPoint] *
                         counted) +
                     (counted == out.outcome.margin
                          ? " for the " + countOf(out.outcome.margin, "point", "points") + " lost"
                          : " for the round lost") +
                     " on the test's score (GA-MT-ROLL)"});
        }
    }
    out.report.working.push_back({"GA-CC-RESULT", verdict});
    std::array<int, 2> removedBy{};
    for (std::size_t s = 0; s < 2; ++s) {
        for (const battle::MeleeBlow& blow : out.blows[s]) {
            removedBy[s] += blow.casualties.figuresRemoved;
        }
    }
    for (std::size_t s : {std::size_t{1}, std::size_t{0}}) {
        for (std::size_t k = 0; k < r.sides[s].size(); ++k) {
            const MeleeSideRequest& u = r.sides[s][k];
            calcTenPercent(book, out.report,
                           (u.name.empty() ? kLetters[s] : u.name) + "'s unit leader",
                           u.unitFigures, out.figuresLost[s][k]);
        }
    }
    out.report.summary = names[0] + (r.sides[0].size() > 1 ? " remove " : " removes ") +
                         countOf(removedBy[0], "figure", "figures") + ", " + names[1] +
                         (r.sides[1].size() > 1 ? " remove " : " removes ") +
                         countOf(removedBy[1], "figure", "figures") + ": " + verdict;
    const std::string winner =
        out.outcome.winner < 0 ? "draw" : (out.outcome.winner == 0 ? "a" : "b");
    // One row: each side's first unit's final factor and men carried, the side's figures removed.
    out.report.row =
        calcRow({"a_final_factor", "a_figures_removed", "a_men_carried", "b_final_factor",
                 "b_figures_removed", "b_men_carried", "a_points", "b_points", "winner", "margin"},
                {std::to_string(out.blows[0][0].finalFactor), std::to_string(removedBy[0]),
                 std::to_string(out.blows[0][0].casualties.menCarried),
                 std::to_string(out.blows[1][0].finalFactor), std::to_string(removedBy[1]),
                 std::to_string(out.blows[1][0].casualties.menCarried),
                 std::to_string(out.outcome.points[0]), std::to_string(out.outcome.points[1]),
                 winner, std::to_string(out.outcome.margin)});
    return out;
}

// ---- morale ------------------------------------------------------------------------------------

std::vector<std::string> moraleFactorNames() {
    std::vector<std::string> names;
    for (auto n : battle::kDistractions.names) names.emplace_back(n);
    for (auto n : battle::kMoraleFactors.names) names.emplace_back(n);
    return names;
}

MoraleCalcResult calculateMorale(const battle::Rulebook& book, const MoraleRequest& r) {
    calcCheckFigures(r.figures, "figures");
    calcCheckCv(book, r.cv, "cv");
    calcCheckRange(calcRanges(book).campaignFactor, r.campaignFactor, "campaign");
    battle::MoraleTestInput input;
    for (const auto& typed : r.factors) {
        const auto colon = typed.find(':');
        const std::string name = typed.substr(0, colon);
        int count = 1;
        if (colon != std::string::npos) {
            try {
                std::size_t used = 0;
                count = std::stoi(typed.substr(colon + 1), &used);
                if (used != typed.size() - colon - 1) throw std::invalid_argument(typed);
            } catch (const std::logic_error&) {
                count = -1;
            }
            if (count < 1 || count > 255) {
                throw CalcInputError("factor",
                                     "\"" + typed + "\": the count after ':' must be 1 to 255");
            }
        }
        if (auto d = battle::kDistractions.find(name)) {
            input.distractions[static_cast<std::size_t>(*d)] = static_cast<std::uint8_t>(count);
        } else if (auto f = battle::kMoraleFactors.find(name)) {
            input.factors[static_cast<std::size_t>(*f)] = static_cast<std::uint8_t>(count);
        } else {
            throw CalcInputError("factor", "\"" + name +
                                               "\" is not a morale factor (see `calc morale "
                                               "--help` for the list)");
        }
    }
    input.chargeTest = r.chargeTest;
    input.campaignFactor = r.campaignFactor;
    battle::UnitState unit;
    unit.background = r.background;
    unit.troopClass = r.troopClass;
    unit.figures = r.figures;
    unit.figuresAtStart = r.figures;
    unit.leader.cv = r.cv;
    battle::MoraleOptions options;
    options.campaignFactors = r.campaignFactor != 0;

    MoraleCalcResult out;
    out.report = calcReportStart(r.dice);
    CalcDiceSource dice(r.dice);
    CalcLog log;
    out.test = battle::testMorale(book, unit, input, options, dice, &log.log);
    calcTakeDice(out.report, log.log, dice);
    const auto& t = out.test;
    auto& w = out.report.working;
    w.push_back({"GA-MT-ROLL", calcDieWords(book.dieFor(r.background), true) + ": " +
                                   std::to_string(t.dice[0]) + " + " + std::to_string(t.dice[1])});
    w.push_back({"GA-MV", "MV of class " + std::string(battle::toString(r.troopClass)) + " " +
                              std::string(battle::toString(r.background)) +
                              " troops: " + calcSigned(t.mv)});
    for (std::size_t i = 0; i < input.distractions.size(); ++i) {
        if (input.distractions[i] == 0) continue;
        battle::DistractionCounts only{};
        only[i] = input.distractions[i];
        const int value = battle::distractionTotal(book.tables().distraction, only, r.figures);
        w.push_back({"GA-DISTRACT",
                     calcWords(battle::kDistractions.names[i]) +
                         (input.distractions[i] > 1 ? " x" + std::to_string(input.distractions[i])
                                                    : std::string()) +
                         ": " + calcSigned(value)});
    }
    for (std::size_t i = 0; i < input.factors.size(); ++i) {
        if (input.factors[i] == 0) continue;
        w.push_back(
            {"GA-MT-ROLL",
             calcWords(battle::kMoraleFactors.names[i]) +
                 (input.factors[i] > 1 ? " x" + std::to_string(input.factors[i]) : std::string()) +
                 ": " + calcSigned(book.tables().moraleFactors.value[i] * input.factors[i])});
    }
    w.push_back({"GA-MT-ROLL", "the leader's CV: " + calcSigned(t.cv)});
    if (t.other != 0) w.push_back({"GA-OPT-CAMPAIGN", "campaign factor: " + calcSigned(t.other)});
    const std::string result(battle::kMoraleResults.name(t.result));
    w.push_back({"GA-MT-ROLL",
                 "score " + std::to_string(t.score) + ": " + result +
                     (t.passed ? " (passed" : " (failed") +
                     (r.chargeTest ? (t.mayCharge ? ", may charge)" : ", may not charge)") : ")")});
    if (t.result == battle::MoraleResult::Rout) calcBattalBreaks(out.report, "the unit");
    out.report.summary = "score " + std::to_string(t.score) + ": " + result;
    out.report.row = calcRow({"score", "result", "passed"},
                             {std::to_string(t.score), result, t.passed ? "yes" : "no"});
    return out;
}

// ---- leader risk -------------------------------------------------------------------------------

LeaderRiskCalcResult calculateLeaderRisk(const battle::Rulebook& book, const LeaderRiskRequest& r) {
    calcCheckFigures(r.figuresRemoved, "figures", true);
    calcCheckCv(book, r.cv, "cv");
    LeaderRiskCalcResult out;
    out.report = calcReportStart(r.dice);
    CalcDiceSource dice(r.dice);
    CalcLog log;
    out.risk = battle::leaderRisk(book, r.figuresRemoved, r.cv, r.inMelee, dice, &log.log);
    calcTakeDice(out.report, log.log, dice);
    const auto first = static_cast<std::size_t>(r.figuresRemoved);
    auto& w = out.report.working;
    if (r.figuresRemoved == 0) {
        w.push_back({"GA-LEADER-RISK", "no figure removed: the leader runs no risk"});
    } else {
        w.push_back({"GA-LEADER-RISK",
                     "one decimal die for each of the " +
                         countOf(r.figuresRemoved, "figure", "figures") +
                         " removed: " + calcFaces(log.log, 0, first) +
                         (out.risk.potential > 0 ? "; one or more equal" : "; none equals") +
                         " the CV " + std::to_string(r.cv) +
                         (out.risk.potential > 0 ? ": he is a potential casualty"
                                                 : ": he is not a potential casualty")});
    }
    if (out.risk.potential > 0) {
        w.push_back({"GA-LEADER-RISK", std::string("second die, read on the ") +
                                           (r.inMelee ? "close-combat" : "shooting") + " column: " +
                                           calcFaces(log.log, first, log.log.size())});
    }
    const std::string fate(battle::toString(out.risk.fate));
    w.push_back({"GA-LEADER-RISK", "the leader is " + fate});
    if (out.risk.fate == battle::LeaderFate::Killed || out.risk.fate == battle::LeaderFate::Taken) {
        out.report.moraleTests.push_back(
            {"GA-LEADER-KILLED-FEUDAL",
             "the leader's loss is tested (calc leader-loss: GA-LEADER-KILLED-FEUDAL, -MERC or "
             "-REG by his troops' class)"});
    }
    out.report.summary = "the leader is " + fate;
    out.report.row = calcRow({"potential", "fate"}, {std::to_string(out.risk.potential), fate});
    return out;
}

// ---- leader loss -------------------------------------------------------------------------------

LeaderLossCalcResult calculateLeaderLoss(const battle::Rulebook& book, const LeaderLossRequest& r) {
    calcCheckCv(book, r.cv, "cv");
    if (r.mv < 0 || r.mv > 30) {
        throw CalcInputError("mv", "an MV is 0 to 30, not " + std::to_string(r.mv));
    }
    LeaderLossCalcResult out;
    out.report = calcReportStart(r.dice);
    const char* rule = battle::leaderLossTestRule(r.background, r.level);
    const std::string troops = std::string(battle::toString(r.background));
    int die = 0;
    if (rule) {
        CalcDiceSource dice(r.dice);
        const battle::DieKind kind = book.dieFor(r.background);
        die = dice.roll(kind);
        dice.checkAllUsed();
        out.report.dice.push_back({rule, kind, die});
        out.tested = true;
    }
    out.loss = battle::leaderLossFromDie(book, r.background, r.level, die, r.cv, r.mv);
    switch (out.loss.effect) {
        case battle::LeaderLossEffect::Rout:
            out.result = "rout";
            break;
        case battle::LeaderLossEffect::Revenge:
            out.result = "revenge";
            break;
        case battle::LeaderLossEffect::FightOn:
            out.result = "fight-on";
            break;
        case battle::LeaderLossEffect::Withdraw:
            out.result = "withdraw";
            break;
        case battle::LeaderLossEffect::Replaced:
            out.result = "replaced";
            break;
    }
    auto& w = out.report.working;
    const char* level = r.level == battle::LeaderLevel::Unit     ? "unit"
                        : r.level == battle::LeaderLevel::Battal ? "Battal"
                                                                 : "Army";
    if (rule) {
        const auto& lc = book.tables().leaderCasualty;
        std::string line = calcDieWords(book.dieFor(r.background)) + " " + std::to_string(die) +
                           " + the lost leader's CV " + std::to_string(r.cv) + " + the unit's MV " +
                           std::to_string(r.mv);
        if (r.background == battle::Background::Knightly)
            line += " " + calcSigned(lc.knightly) + " (Knightly)";
        if (r.background == battle::Background::Feudal)
            line += " " + calcSigned(lc.feudal) + " (Feudal)";
        w.push_back({rule, line + " = " + std::to_string(out.loss.score)});
    } else if (r.background == battle::Background::Mercenary) {
        w.push_back({"GA-LEADER-KILLED-MERC",
                     "a Mercenary " + std::string(level) + " leader lost: no die is thrown"});
    } else {
        w.push_back({"GA-LEADER-KILLED-REG",
                     "a Regular unit leader is replaced by a subordinate: no die is thrown"});
    }
    // One literal a line: clang takes two adjacent literals in an array for a missing comma.
    static const char* const kRevenge =
        "the unit seeks revenge: it attacks the nearest enemy and never tests morale again";
    static const char* const kWords[] = {"the unit breaks in rout", kRevenge, "his troops fight on",
                                         "they withdraw, facing attacks, and take no more tests",
                                         "he is replaced; the unit fights on"};
    w.push_back({rule ? rule
                      : (r.background == battle::Background::Mercenary ? "GA-LEADER-KILLED-MERC"
                                                                       : "GA-LEADER-KILLED-REG"),
                 kWords[static_cast<int>(out.loss.effect)]});
    if (out.loss.effect == battle::LeaderLossEffect::Rout) calcBattalBreaks(out.report, "the unit");
    out.report.summary = (out.tested ? "score " + std::to_string(out.loss.score) + ": " : "") +
                         out.result + " (" + troops + " " + level + " leader)";
    out.report.row = calcRow({"score", "result"},
                             {out.tested ? std::to_string(out.loss.score) : "", out.result});
    return out;
}

// ---- quarter -----------------------------------------------------------------------------------

QuarterCalcResult calculateQuarter(const battle::Rulebook& book, const QuarterRequest& r) {
    if (r.casualtiesPerFigure < 0 || r.casualtiesPerFigure > 1000) {
        throw CalcInputError("casualties-per-figure",
                             "casualties per figure must be 0 to 1,000, not " +
                                 std::to_string(r.casualtiesPerFigure));
    }
    calcCheckFigures(r.prisonerFigures, "prisoner-figures", true);
    QuarterCalcResult out;
    out.report = calcReportStart(r.dice);
    CalcDiceSource dice(r.dice);
    const battle::DieKind kind = book.dieFor(r.pursuers);
    out.die = dice.roll(kind);
    dice.checkAllUsed();
    out.report.dice.push_back({"GA-QUARTER", kind, out.die});
    out.granted = battle::quarterGranted(out.die, r.casualtiesPerFigure);
    out.escorts = out.granted ? battle::escortsNeeded(book, r.prisonerFigures) : 0;
    auto& w = out.report.working;
    w.push_back({"GA-QUARTER",
                 "the pursuers' " + calcDieWords(kind) + " " + std::to_string(out.die) +
                     (out.granted ? " exceeds" : " does not exceed") + " their " +
                     std::to_string(r.casualtiesPerFigure) + " casualties per figure: quarter " +
                     (out.granted ? "granted" : "refused")});
    if (out.granted) {
        w.push_back(
            {"GA-QUARTER",
             countOf(r.prisonerFigures, "figure", "figures") + " prisoner led off the table by " +
                 countOf(out.escorts, "escort", "escorts") + " (one for every " +
                 std::to_string(book.tables().rout.prisonersPerEscort) + " figures prisoner)"});
    } else {
        w.push_back({"GA-QUARTER",
                     "every figure in contact with the pursuers is killed next move; "
                     "the pursuit stops and the survivors leave the battle"});
    }
    out.report.summary = out.granted
                             ? "quarter granted, " + countOf(out.escorts, "escort", "escorts")
                             : "quarter refused";
    out.report.row =
        calcRow({"granted", "escorts"}, {out.granted ? "yes" : "no", std::to_string(out.escorts)});
    return out;
}

}  // namespace seneschal::application
