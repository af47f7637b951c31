#include "battle/aftermath.hpp"

#include <algorithm>
#include <map>
#include <sstream>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "battle/aftermath_share.hpp"
#include "battle/aftermath_social.hpp"
#include "battle/outcome_check.hpp"
#include "battle/rulebook_loader.hpp"

namespace seneschal::battle {

namespace {

constexpr const char* kWin = "GA-RES-WIN";
constexpr const char* kLose = "GA-RES-LOSE";
constexpr const char* kQuarter = "GA-QUARTER";
constexpr const char* kLeaderRisk = "GA-LEADER-RISK";

// "1 figure", "12 figures": what a person reads of a count of figures.
std::string figureCount(int count, const std::string& kind = "figure") {
    return countOf(count, kind, kind + "s");
}

std::string aftermathDays(int count) {
    return countOf(count, "day", "days");
}

// The men of one unit not yet given a fate, in the groups the seed speaks of.
struct UnitAccount {
    const UnitOutcome* outcome = nullptr;
    const UnitProfile* profile = nullptr;
    bool beaten = false;
    int removed = 0;          // men in figures removed
    int captured = 0;         // men in figures captured (GA-QUARTER)
    int deserted = 0;         // of the routed
    int routedReturning = 0;  // the routed who do not desert
    int pursued = 0;          // men in figures that pursued off or withdrew
    int standing = 0;         // men still on the field, with the odd men and the remainder
    int standingFigures = 0;
    int extraFromStanding = 0;   // GA-RES-LOSE extra figures taken from standing figures
    int extraFromReturning = 0;  // ... and, when those run out, from the routed and pursuers

    bool knightly() const { return profile->background == Background::Knightly; }
};

class AftermathBuilder {
  public:
    AftermathBuilder(const BattleOutcome& outcome, const AftermathRoster& roster,
                     const AftermathRules& rules, const std::vector<SlaughterChoice>& slaughter)
        : outcome_(outcome), roster_(roster), rules_(rules), slaughter_(slaughter) {}

    // The side's name for a person to read (its id when the roster has no name for it).
    const std::string& sideName(const std::string& id) const {
        const auto found = roster_.sideNames.find(id);
        return found == roster_.sideNames.end() ? id : found->second;
    }

    Aftermath build() {
        result_.winner = outcome_.winner;
        openAccounts();
        checkSlaughterChoices();
        if (outcome_.winner.empty()) {
            summary(kWin, "", 0,
                    "A drawn battle: no side is beaten, so every side takes the winner's "
                    "results and no Knight is held for ransom");
        } else {
            shareCavalryDifferences();
        }
        for (UnitAccount& account : accounts_) settleUnit(account);
        for (const LeaderOutcome& leader : outcome_.leaders) settleLeader(leader);
        return std::move(result_);
    }

  private:
    const UnitProfile& profileOf(const UnitOutcome& unit) const {
        const auto it = std::find_if(roster_.units.begin(), roster_.units.end(),
                                     [&](const UnitProfile& p) { return p.unit == unit.unit; });
        if (it == roster_.units.end()) {
            throw UserError("unit '" + unit.unit + "' of the outcome is not in the roster");
        }
        return *it;
    }

    void openAccounts() {
        const int mpf = rules_.menPerFigure;
        for (const UnitOutcome& unit : outcome_.units) {
            UnitAccount a;
            a.outcome = &unit;
            a.profile = &profileOf(unit);
            if (unit.formedCavalryFigures > 0 && !a.profile->cavalry) {
                throw UserError("unit '" + unit.unit + "' is foot, yet the outcome gives it " +
                                std::to_string(unit.formedCavalryFigures) +
                                " formed cavalry figures (field 'formedCavalry')");
            }
            a.beaten = !outcome_.winner.empty() && unit.side != outcome_.winner;
            a.removed = unit.figuresRemoved * mpf;
            a.captured = unit.figuresCaptured * mpf;
            const int routed = unit.figuresRouted * mpf;
            a.pursued = unit.figuresPursuedOff * mpf;
            a.standing = unit.menAtStart - a.removed - a.captured - routed - a.pursued;
            a.standingFigures = figuresStanding(unit, mpf);
            // GA-RES-WIN "One tenth of all routed troops are lost as deserters";
            // GA-RES-LOSE "Half the routed figures are also lost, as deserters".
            const Fraction& desertion =
                a.beaten ? rules_.results.loserDeserters : rules_.results.winnerDeserters;
            a.deserted = desertion.of(routed);
            a.routedReturning = routed - a.deserted;
            accounts_.push_back(a);
        }
    }

    UnitAccount& accountOf(const std::string& name, const char* what) {
        const auto it = std::find_if(accounts_.begin(), accounts_.end(),
                                     [&](const UnitAccount& a) { return a.outcome->unit == name; });
        if (it == accounts_.end()) {
            throw UserError(std::string("the slaughter choice names ") + what + " '" + name +
                            "', which did not fight in this battle");
        }
        return *it;
    }

    // GA-QUARTER with GA-SOCIAL: only the captors, and only of their social inferiors.
    void checkSlaughterChoices() {
        for (std::size_t i = 0; i < slaughter_.size(); ++i) {
            const SlaughterChoice& choice = slaughter_[i];
            const UnitAccount& captives = accountOf(choice.captiveUnit, "the captive unit");
            const UnitAccount& captors = accountOf(choice.captorUnit, "the captor unit");
            const UnitOutcome& taken = *captives.outcome;
            if (taken.figuresCaptured == 0) {
                throw UserError("no figure of '" + taken.unit +
                                "' was captured: there is no one "
                                "to slaughter (GA-QUARTER)");
            }
            if (captors.outcome->side != taken.capturedBy) {
                throw UserError("'" + choice.captorUnit + "' is not of the side that captured '" +
                                taken.unit + "' (" + taken.capturedBy + ") (GA-QUARTER)");
            }
            if (!isSocialSuperior(captors.profile->background, captors.profile->troopClass,
                                  captives.profile->background, captives.profile->troopClass)) {
                throw UserError("'" + choice.captorUnit + "' may not slaughter '" + taken.unit +
                                "': troops may slaughter only their social inferiors "
                                "(GA-QUARTER, GA-SOCIAL)");
            }
            for (std::size_t j = 0; j < i; ++j) {
                if (slaughter_[j].captiveUnit == choice.captiveUnit) {
                    throw UserError("the captives of '" + taken.unit +
                                    "' are chosen for "
                                    "slaughter twice");
                }
            }
        }
    }

    const SlaughterChoice* slaughterOf(const std::string& unit) const {
        for (const SlaughterChoice& choice : slaughter_) {
            if (choice.captiveUnit == unit) return &choice;
        }
        return nullptr;
    }

    // GA-RES-LOSE: "count the number of formed cavalry on both sides and if the loser has
    // less, he loses 1 extra figure for each extra cavalry figure his opponent has in hand."
    void shareCavalryDifferences() {
        std::map<std::string, int> cavalry;
        std::vector<std::string> losers;
        for (const UnitAccount& a : accounts_) {
            cavalry[a.outcome->side] += a.outcome->formedCavalryFigures;
            if (a.beaten &&
                std::find(losers.begin(), losers.end(), a.outcome->side) == losers.end()) {
                losers.push_back(a.outcome->side);
            }
        }
        const int winnerCavalry = cavalry[outcome_.winner];
        for (const std::string& loser : losers) {
            const int difference = winnerCavalry - cavalry[loser];
            const int extra = std::max(difference, 0) * rules_.results.extraFiguresPerCavalryFigure;
            std::ostringstream text;
            text << sideName(outcome_.winner) << " has "
                 << figureCount(winnerCavalry, "formed cavalry figure") << " in hand, "
                 << sideName(loser) << " " << groupedNumber(cavalry[loser]) << ": "
                 << sideName(loser) << " loses " << figureCount(extra, "extra figure");
            summary(kLose, loser, extra * rules_.menPerFigure, text.str());
            if (extra > 0) shareExtraFigures(loser, extra);
        }
    }

    void shareExtraFigures(const std::string& loser, int extra) {
        std::vector<UnitAccount*> units;
        for (UnitAccount& a : accounts_) {
            if (a.outcome->side == loser) units.push_back(&a);
        }
        // First from the figures still standing, in proportion to them.
        std::vector<int> standing;
        for (const UnitAccount* a : units) standing.push_back(a->standingFigures);
        const std::vector<int> first = shareByLargestRemainder(extra, standing);
        int left = extra;
        for (std::size_t i = 0; i < units.size(); ++i) {
            units[i]->extraFromStanding = first[i];
            left -= first[i];
        }
        // Then from the routed who would have rallied and the pursuers, the men the seed says
        // are "killed in flight" or desert after a defeat.
        std::vector<int> returning;
        for (const UnitAccount* a : units) {
            returning.push_back((a->routedReturning + a->pursued) / rules_.menPerFigure);
        }
        const std::vector<int> second = shareByLargestRemainder(left, returning);
        for (std::size_t i = 0; i < units.size(); ++i) {
            units[i]->extraFromReturning = second[i];
            left -= second[i];
        }
        if (left > 0) {
            summary(kLose, loser, left * rules_.menPerFigure,
                    groupedNumber(left) + " of the extra figures cannot be taken: " +
                        sideName(loser) + " has no more whole figures left after the battle");
        }
    }

    void summary(const char* rule, const std::string& side, int count, std::string text) {
        AftermathLine line;
        line.rule = rule;
        line.side = side;
        line.fate = Fate::Summary;
        line.men = count;
        line.text = std::move(text);
        result_.lines.push_back(std::move(line));
    }

    void unitLine(const UnitAccount& a, const char* rule, Fate fate, int count, std::string text) {
        if (count <= 0) return;
        AftermathLine line;
        line.rule = rule;
        line.side = a.outcome->side;
        line.unit = a.outcome->unit;
        line.fate = fate;
        line.men = count;
        if (fate == Fate::Wounded) line.returnAfterDays = rules_.results.woundedReturnDays;
        line.text = a.outcome->unit + " (" + sideName(a.outcome->side) +
                    "): " + countOf(count, "man", "men") + " " + text;
        result_.lines.push_back(std::move(line));
    }

    void captiveLine(const UnitAccount& a, const char* rule, int count, const std::string& heldBy,
                     std::string text) {
        if (count <= 0) return;
        unitLine(a, rule, Fate::Captive, count, std::move(text));
        AftermathLine& line = result_.lines.back();
        line.heldBy = heldBy;
        line.ransom =
            rules_.campaign.ransomPerMan(a.profile->background, a.profile->troopClass) * count;
        line.ransomDemandWithinDays = rules_.campaign.ransomDemandWithinDays();
        line.ransomDeadlineDays = rules_.campaign.ransomDeadlineDays();
    }

    void settleUnit(UnitAccount& a) {
        const char* rule = a.beaten ? kLose : kWin;
        settleRemoved(a);
        settleCaptured(a);
        unitLine(
            a, rule, Fate::Deserted, a.deserted,
            "desert: " +
                (a.beaten ? rules_.results.loserDeserters : rules_.results.winnerDeserters).text() +
                " of the routed");
        settleExtraFigures(a);

        // GA-RES-WIN: "the casualties which did not add up to complete figures return to
        // duty"; they are among the men still with the unit, wherever those stand.
        int remainder = a.outcome->menRemainder;
        const auto carve = [&remainder](int& group) {
            const int taken = std::min(remainder, group);
            group -= taken;
            remainder -= taken;
            return taken;
        };
        int hurt = carve(a.standing);
        hurt += carve(a.routedReturning);
        hurt += carve(a.pursued);
        unitLine(a, rule, Fate::Returned, a.routedReturning,
                 "of the routed rally and return to duty");
        unitLine(a, rule, Fate::Returned, a.pursued,
                 "that pursued off the field or withdrew return to duty");
        unitLine(a, rule, Fate::Returned, hurt,
                 "hurt, not enough to make a whole figure, return to duty");
        unitLine(a, rule, Fate::Returned, a.standing, "stand with the colours");
    }

    void settleRemoved(const UnitAccount& a) {
        if (!a.beaten) {
            // GA-RES-WIN: "half the figures removed as dead and the other half as wounded, to
            // return to duty after 2 weeks". On a draw every side is treated so.
            const int dead = rules_.results.winnerDead.of(a.removed);
            unitLine(a, kWin, Fate::Dead, dead,
                     "dead: " + rules_.results.winnerDead.text() + " of the figures removed");
            unitLine(a, kWin, Fate::Wounded, a.removed - dead,
                     "wounded, the rest of the figures removed: back on duty after " +
                         aftermathDays(rules_.results.woundedReturnDays));
            return;
        }
        // GA-RES-LOSE: "all figures removed as dead with the exception of Knightly class, half
        // of which may be assumed to be held for ransom."
        if (a.knightly()) {
            const int held = rules_.results.knightlyRansomed.of(a.removed);
            captiveLine(a, kLose, held, outcome_.winner,
                        "held for ransom by " + sideName(outcome_.winner) + ": " +
                            rules_.results.knightlyRansomed.text() + " of the Knights removed");
            unitLine(a, kLose, Fate::Dead, a.removed - held,
                     "dead: the rest of the Knights removed");
        } else {
            unitLine(a, kLose, Fate::Dead, a.removed, "dead: every figure removed of the beaten");
        }
    }

    // GA-QUARTER: prisoners taken in the battle pass to their captors, who may slaughter
    // their social inferiors by an explicit choice.
    void settleCaptured(const UnitAccount& a) {
        const UnitOutcome& unit = *a.outcome;
        if (const SlaughterChoice* choice = slaughterOf(unit.unit)) {
            unitLine(a, kQuarter, Fate::Dead, a.captured,
                     "taken prisoner and slaughtered by their social superiors, " +
                         choice->captorUnit + " of " + sideName(unit.capturedBy) +
                         " (a recorded choice)");
            if (a.captured > 0) result_.lines.back().byChoice = true;
            return;
        }
        captiveLine(a, kQuarter, a.captured, unit.capturedBy,
                    "taken prisoner in the battle, held by " + sideName(unit.capturedBy));
    }

    // GA-RES-LOSE extra figures: lost "in fight" or, being wounded and not Knights,
    // "massacred", so dead; Knights among them are treated like Knights removed.
    void settleExtraFigures(UnitAccount& a) {
        const int mpf = rules_.menPerFigure;
        const int fromStanding = a.extraFromStanding * mpf;
        int fromReturning = a.extraFromReturning * mpf;
        a.standing -= fromStanding;
        const int fromRouted = std::min(fromReturning, a.routedReturning);
        a.routedReturning -= fromRouted;
        fromReturning -= fromRouted;
        a.pursued -= fromReturning;
        const int lost = fromStanding + fromRouted + fromReturning;
        if (lost == 0) return;
        const std::string why = "lost for the winner's cavalry in hand";
        if (a.knightly()) {
            const int held = rules_.results.knightlyRansomed.of(lost);
            captiveLine(a, kLose, held, outcome_.winner,
                        why + ", held for ransom by " + sideName(outcome_.winner));
            unitLine(a, kLose, Fate::Dead, lost - held, why + ", dead");
        } else {
            unitLine(a, kLose, Fate::Dead, lost, why + ", dead");
        }
    }

    const LeaderProfile& leaderProfile(const LeaderOutcome& leader) const {
        const auto it =
            std::find_if(roster_.leaders.begin(), roster_.leaders.end(),
                         [&](const LeaderProfile& p) { return p.leader == leader.leader; });
        if (it == roster_.leaders.end()) {
            throw UserError("leader '" + leader.leader + "' of the outcome is not in the roster");
        }
        return *it;
    }

    // GA-LEADER-RISK: a leader hit may be killed, wounded or taken.
    void settleLeader(const LeaderOutcome& leader) {
        if (leader.fate == LeaderFate::Unharmed) return;
        AftermathLine line;
        line.rule = kLeaderRisk;
        line.side = leader.side;
        line.leader = leader.leader;
        line.men = 1;
        const std::string who = leader.leader + " (" + sideName(leader.side) + ")";
        switch (leader.fate) {
            case LeaderFate::Killed:
                line.fate = Fate::Dead;
                line.text = who + " is killed";
                break;
            case LeaderFate::Wounded:
                line.fate = Fate::Wounded;
                line.returnAfterDays = rules_.campaign.leaderWoundedDays();
                line.text = who + " is wounded: back in command after " +
                            aftermathDays(line.returnAfterDays);
                break;
            case LeaderFate::Taken: {
                const LeaderProfile& profile = leaderProfile(leader);
                line.fate = Fate::Captive;
                line.heldBy = leader.takenBy;
                line.ransom = rules_.campaign.leaderRansom(profile.rank);
                line.ransomDemandWithinDays = rules_.campaign.ransomDemandWithinDays();
                line.ransomDeadlineDays = rules_.campaign.ransomDeadlineDays();
                line.text = who + ", rank " + profile.rank + ", is taken by " +
                            sideName(leader.takenBy) + ": ransom " + groupedNumber(line.ransom) +
                            " " + rules_.campaign.currency();
                break;
            }
            case LeaderFate::Unharmed:
                return;
        }
        result_.lines.push_back(std::move(line));
    }

    const BattleOutcome& outcome_;
    const AftermathRoster& roster_;
    const AftermathRules& rules_;
    const std::vector<SlaughterChoice>& slaughter_;
    std::vector<UnitAccount> accounts_;
    Aftermath result_;
};

}  // namespace

std::int64_t menLostForGood(const Aftermath& aftermath, std::string_view side) {
    std::int64_t men = 0;
    for (const AftermathLine& line : aftermath.lines) {
        if (line.unit.empty() || line.side != side) continue;  // leaders and summaries
        if (line.fate == Fate::Dead || line.fate == Fate::Deserted || line.fate == Fate::Captive)
            men += line.men;
    }
    return men;
}

AftermathRules defaultAftermathRules() {
    return AftermathRules{defaultResultsRules(), defaultCampaignRules(),
                          defaultRulebook().menPerFigure()};
}

const char* toString(Fate fate) {
    switch (fate) {
        case Fate::Dead:
            return "dead";
        case Fate::Wounded:
            return "wounded";
        case Fate::Deserted:
            return "deserted";
        case Fate::Captive:
            return "captive";
        case Fate::Returned:
            return "returned";
        case Fate::Summary:
            return "summary";
    }
    return "?";
}

int Aftermath::men(std::string_view unit, Fate fate) const {
    int total = 0;
    for (const AftermathLine& line : lines) {
        if (line.unit == unit && line.fate == fate) total += line.men;
    }
    return total;
}

std::string Aftermath::describe() const {
    std::string text;
    for (const AftermathLine& line : lines) text += "[" + line.rule + "] " + line.text + "\n";
    return text;
}

Aftermath computeAftermath(const BattleOutcome& outcome, const AftermathRoster& roster,
                           const AftermathRules& rules,
                           const std::vector<SlaughterChoice>& slaughter) {
    if (outcome.type == BattleType::Competition) {
        throw UserError("a competition battle is scored, not applied to the roster (GA-RES-COMP)");
    }
    requireConsistentOutcome(outcome, rules.menPerFigure);
    return AftermathBuilder(outcome, roster, rules, slaughter).build();
}

}  // namespace seneschal::battle
