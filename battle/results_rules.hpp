#pragma once
// The numbers of "The Results of Battle" (GA-RES-WIN, GA-RES-LOSE, GA-RES-COMP), loaded from
// the <results> element of data/rules/godsacre.xml. The seed gives every one of them; a game
// master may edit them and the aftermath follows.
#include <filesystem>
#include <string>

namespace seneschal {
class XmlSource;
}
namespace pugi {
class xml_node;
}

namespace seneschal::battle {

// An exact fraction as the seed writes it ("1/2", "1/10"). Applied to a count of men it is
// rounded down to a whole man; the men left over take the other fate (docs/rules/aftermath.md).
struct Fraction {
    long long numerator = 0;
    long long denominator = 1;

    int of(int men) const { return static_cast<int>(men * numerator / denominator); }
    double value() const {
        return static_cast<double>(numerator) / static_cast<double>(denominator);
    }
    std::string text() const;
};

// Reads attribute `attribute` of `node` as "N/D" or "N" with 0 <= value <= maxValue.
Fraction readFraction(const XmlSource& xml, const pugi::xml_node& node, const char* attribute,
                      long long maxValue);

// No number is given here: they all come from the data file.
struct ResultsRules {
    // GA-RES-WIN
    Fraction winnerDead;        // of the men in figures removed; the rest are wounded
    int woundedReturnDays = 0;  // "to return to duty after 2 weeks"
    Fraction winnerDeserters;   // of the routed men
    // GA-RES-LOSE
    Fraction loserDeserters;               // of the routed men
    Fraction knightlyRansomed;             // of the loser's Knightly men removed; the rest dead
    int extraFiguresPerCavalryFigure = 0;  // per formed cavalry figure the winner has more
    // GA-RES-COMP
    Fraction competitionFormed;
    Fraction competitionPrisoners;
    Fraction competitionKnightPrisoners;
    Fraction competitionPursuedOrWithdrawn;
};

ResultsRules loadResultsRules(const std::filesystem::path& path);
ResultsRules loadResultsRulesFromString(const std::string& xml, const std::string& name);
// The shipped data/rules/godsacre.xml, loaded once per process.
const ResultsRules& defaultResultsRules();

}  // namespace seneschal::battle
