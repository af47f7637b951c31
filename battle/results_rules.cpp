#include "battle/results_rules.hpp"

#include <charconv>

#include "base/data_dir.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle {

std::string Fraction::text() const {
    return denominator == 1 ? std::to_string(numerator)
                            : std::to_string(numerator) + "/" + std::to_string(denominator);
}

Fraction readFraction(const XmlSource& xml, const pugi::xml_node& node, const char* attribute,
                      long long maxValue) {
    const std::string value = xml.text(node, attribute);
    const auto bad = [&]() {
        xml.fail(node,
                 std::string("'") + attribute + "' must be a fraction like 1/2 from 0 to " +
                     std::to_string(maxValue) + ", not '" + value + "'",
                 attribute);
    };
    const auto parse = [&](std::string_view digits) {
        long long n = -1;
        const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
        if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size()) bad();
        return n;
    };
    const std::string_view text(value);
    const std::size_t slash = text.find('/');
    Fraction fraction;
    fraction.numerator = parse(text.substr(0, slash));
    fraction.denominator = slash == std::string_view::npos ? 1 : parse(text.substr(slash + 1));
    const bool inRange = fraction.numerator >= 0 && fraction.denominator >= 1 &&
                         fraction.denominator <= 1000 &&
                         fraction.numerator <= maxValue * fraction.denominator;
    if (!inRange) bad();
    return fraction;
}

namespace {

class ResultsLoader {
  public:
    explicit ResultsLoader(const XmlSource& xml) : xml_(xml) {}

    ResultsRules load() {
        const pugi::xml_node root = xml_.root("rules");
        const pugi::xml_node results = root.child("results");
        if (!results)
            xml_.fail(root, "missing table <results> (GA-RES-WIN, GA-RES-LOSE, GA-RES-COMP)");
        xml_.onlyAttributes(results, {"rule", "provenance"});
        xml_.onlyChildren(results, {"winner", "loser", "competition"});
        ResultsRules rules;
        loadWinner(rules, require(results, "winner"));
        loadLoser(rules, require(results, "loser"));
        loadCompetition(rules, require(results, "competition"));
        xml_.refuseUnknown(results);  // the rest of the file is the rulebook loader's
        return rules;
    }

  private:
    pugi::xml_node require(const pugi::xml_node& parent, const char* name) const {
        const pugi::xml_node child = parent.child(name);
        if (!child) xml_.fail(parent, std::string("missing <") + name + ">");
        if (child.next_sibling(name))
            xml_.fail(child.next_sibling(name), std::string("a second <") + name + ">");
        return child;
    }

    // GA-RES-WIN
    void loadWinner(ResultsRules& rules, const pugi::xml_node& node) const {
        xml_.onlyAttributes(node, {"rule", "provenance", "dead", "woundedReturnDays", "deserters"});
        rules.winnerDead = readFraction(xml_, node, "dead", 1);
        rules.woundedReturnDays =
            static_cast<int>(xml_.integer(node, "woundedReturnDays", 0, 3650));
        rules.winnerDeserters = readFraction(xml_, node, "deserters", 1);
    }

    // GA-RES-LOSE
    void loadLoser(ResultsRules& rules, const pugi::xml_node& node) const {
        xml_.onlyAttributes(node, {"rule", "provenance", "deserters", "knightlyRansomed",
                                   "extraFiguresPerCavalryFigure"});
        rules.loserDeserters = readFraction(xml_, node, "deserters", 1);
        rules.knightlyRansomed = readFraction(xml_, node, "knightlyRansomed", 1);
        rules.extraFiguresPerCavalryFigure =
            static_cast<int>(xml_.integer(node, "extraFiguresPerCavalryFigure", 0, 100));
    }

    // GA-RES-COMP
    void loadCompetition(ResultsRules& rules, const pugi::xml_node& node) const {
        xml_.onlyAttributes(node, {"rule", "provenance", "formed", "prisoners", "knightPrisoners",
                                   "pursuedOrWithdrawn"});
        rules.competitionFormed = readFraction(xml_, node, "formed", 10);
        rules.competitionPrisoners = readFraction(xml_, node, "prisoners", 10);
        rules.competitionKnightPrisoners = readFraction(xml_, node, "knightPrisoners", 10);
        rules.competitionPursuedOrWithdrawn = readFraction(xml_, node, "pursuedOrWithdrawn", 10);
    }

    const XmlSource& xml_;
};

}  // namespace

ResultsRules loadResultsRules(const std::filesystem::path& path) {
    const XmlSource xml = XmlSource::fromFile(path);
    return ResultsLoader(xml).load();
}

ResultsRules loadResultsRulesFromString(const std::string& text, const std::string& name) {
    const XmlSource xml = XmlSource::fromString(text, name);
    return ResultsLoader(xml).load();
}

const ResultsRules& defaultResultsRules() {
    static const ResultsRules rules = loadResultsRules(rulesDir() / "godsacre.xml");
    return rules;
}

}  // namespace seneschal::battle
