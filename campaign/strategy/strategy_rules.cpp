#include "campaign/strategy/strategy_rules.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <sstream>

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "battle/xml_source.hpp"
#include "campaign/strategy/rules_table.hpp"

namespace seneschal::campaign::strategy {

using battle::Arm;
using battle::Background;
using battle::TroopClass;

std::size_t classIndex(TroopClass cls) {
    return static_cast<std::size_t>(cls);
}

Days OwnershipRules::daysFor(std::string_view placeKind) const {
    const auto it = daysUnopposed.find(placeKind);
    if (it == daysUnopposed.end()) {
        throw UserError("the strategy rules say nothing of how a " + std::string(placeKind) +
                        " changes hands");
    }
    return it->second;
}

Pence StrategyRules::payRate(Background background, Arm arm, TroopClass cls) const {
    const auto it = payPerManPerDay.find({background, arm});
    return it == payPerManPerDay.end() ? 0 : it->second[classIndex(cls)];
}

bool StrategyRules::isPaid(Background background) const {
    return std::any_of(payPerManPerDay.begin(), payPerManPerDay.end(),
                       [&](const auto& row) { return row.first.first == background; });
}

bool StrategyRules::owesService(Background background) const {
    return std::find(service.backgrounds.begin(), service.backgrounds.end(), background) !=
           service.backgrounds.end();
}

Pence StrategyRules::recruitRate(Background background, Arm arm, TroopClass cls) const {
    const auto it = recruitPerMan.find({background, arm});
    if (it == recruitPerMan.end()) {
        throw UserError("the strategy rules give no recruiting cost for " +
                        std::string(battle::toString(background)) + " " +
                        std::string(battle::toString(arm)));
    }
    return it->second[classIndex(cls)];
}

const char* toString(WithdrawalWay way) {
    switch (way) {
        case WithdrawalWay::CameFrom:
            return "came-from";
        case WithdrawalWay::OwnPlace:
            return "own-place";
        case WithdrawalWay::AnyPlace:
            return "any-place";
    }
    return "?";
}

namespace {

// The place kinds of the campaign file (docs/formats.md); each needs an ownership rule.
const std::set<std::string, std::less<>> kPlaceKinds = {"town",   "castle", "ford",
                                                        "bridge", "abbey",  "field"};
// The route kinds of the campaign file; each needs a rate for the days a route is proposed.
const std::set<std::string, std::less<>> kRatedRouteKinds = {"road", "track", "river-crossing"};

// The rules a table of strategy.xml may serve.
constexpr std::array<std::string_view, 3> kStrategyRuleIds = {"campaign", "GA-OPT-CAMPAIGN",
                                                              "GA-RES-LOSE"};

class StrategyLoader {
  public:
    explicit StrategyLoader(const XmlSource& xml) : xml_(xml) {}

    StrategyRules load() {
        StrategyRules rules;
        rules.source = xml_.name();
        const pugi::xml_node root = xml_.root("strategy");
        xml_.onlyAttributes(root, {"name"});
        xml_.onlyChildren(
            root, {"money", "march", "avoidBattle", "withdrawal", "ownership", "scouting", "turns",
                   "routeDays", "campaignFactors", "pay", "feudalService", "recruiting"});
        loadMoney(rules, table(root, "money", {"pencePerPound"}));
        loadMarch(rules.march, table(root, "march", {"forcedSteps", "stragglersPerThousand"}));
        const pugi::xml_node avoid = table(root, "avoidBattle", {"maxStrengthPercent"});
        rules.avoidBattle.maxStrengthPercent = xml_.integer(avoid, "maxStrengthPercent", 1, 100);
        loadWithdrawal(rules.withdrawal, table(root, "withdrawal", {"afterDraw"}));
        loadOwnership(rules.ownership, table(root, "ownership", {}));
        loadScouting(rules.scouting, table(root, "scouting",
                                           {"withinDays", "fromHeldPlaces", "strengthRoundedTo"}));
        rules.turns.days = xml_.integer(table(root, "turns", {"days"}), "days", 1, 365);
        loadRouteRates(rules.routeRates, table(root, "routeDays", {}));
        loadFactors(rules.factors, table(root, "campaignFactors", {}));
        rules.payPerManPerDay = loadRates(table(root, "pay", {}), "rate", false);
        loadService(rules.service,
                    table(root, "feudalService",
                          {"days", "backgrounds", "goHomeOnOrAbove", "goHomePercent"}));
        rules.recruitPerMan = loadRates(table(root, "recruiting", {}), "cost", true);
        for (const auto& [key, rates] : rules.payPerManPerDay) {
            if (rules.owesService(key.first)) {
                xml_.fail(root.child("feudalService"),
                          std::string(battle::toString(key.first)) +
                              " troops cannot both draw pay and owe feudal service",
                          "backgrounds");
            }
        }
        return rules;
    }

  private:
    // Every table names the rule it serves and where its numbers come from.
    pugi::xml_node table(const pugi::xml_node& root, const char* name,
                         std::initializer_list<std::string_view> attributes) {
        return rulesTable(xml_, root, name, attributes, kStrategyRuleIds);
    }

    void checkProvenance(const pugi::xml_node& node, bool required) {
        checkRuleAndProvenance(xml_, node, kStrategyRuleIds, required);
    }

    void loadMoney(StrategyRules& rules, const pugi::xml_node& node) {
        rules.pencePerPound = xml_.integer(node, "pencePerPound", 1, 100000);
    }

    void loadMarch(MarchRules& march, const pugi::xml_node& node) {
        march.forcedSteps = xml_.integer(node, "forcedSteps", 1, 5);
        march.stragglersPerThousand = xml_.integer(node, "stragglersPerThousand", 0, 1000);
    }

    // GA-RES-LOSE: where the beaten go, in order of preference, each way once.
    void loadWithdrawal(WithdrawalRules& withdrawal, const pugi::xml_node& table) {
        const std::string draw = xml_.text(table, "afterDraw");
        if (draw == "fewer-men") {
            withdrawal.afterDraw = DrawWithdrawal::FewerMen;
        } else if (draw == "nobody") {
            withdrawal.afterDraw = DrawWithdrawal::Nobody;
        } else {
            xml_.fail(table, "afterDraw must be 'fewer-men' or 'nobody', not '" + draw + "'",
                      "afterDraw");
        }
        xml_.onlyChildren(table, {"way"});
        withdrawal.preference.clear();
        for (const pugi::xml_node& node : table.children("way")) {
            xml_.onlyAttributes(node, {"to"});
            const std::string to = xml_.text(node, "to");
            WithdrawalWay way = WithdrawalWay::AnyPlace;
            if (to == "came-from") {
                way = WithdrawalWay::CameFrom;
            } else if (to == "own-place") {
                way = WithdrawalWay::OwnPlace;
            } else if (to != "any-place") {
                xml_.fail(node, "unknown way '" + to + "' (came-from, own-place or any-place)",
                          "to");
            }
            if (std::find(withdrawal.preference.begin(), withdrawal.preference.end(), way) !=
                withdrawal.preference.end()) {
                xml_.fail(node, "a second <way to=\"" + to + "\">", "to");
            }
            withdrawal.preference.push_back(way);
        }
        if (withdrawal.preference.empty()) {
            xml_.fail(table, "no <way>: the beaten would never leave the field");
        }
    }

    void loadOwnership(OwnershipRules& ownership, const pugi::xml_node& table) {
        xml_.onlyChildren(table, {"placeKind"});
        for (const pugi::xml_node& node : table.children("placeKind")) {
            xml_.onlyAttributes(node, {"kind", "daysUnopposed", "rule", "provenance"});
            checkProvenance(node, false);
            const std::string kind = xml_.text(node, "kind");
            if (!kPlaceKinds.count(kind)) {
                xml_.fail(
                    node,
                    "unknown place kind '" + kind + "' (town, castle, ford, bridge, abbey, field)",
                    "kind");
            }
            if (!ownership.daysUnopposed.emplace(kind, xml_.integer(node, "daysUnopposed", 0, 3650))
                     .second) {
                xml_.fail(node, "a second rule for place kind '" + kind + "'", "kind");
            }
        }
        for (const std::string& kind : kPlaceKinds) {
            if (!ownership.daysUnopposed.count(kind)) {
                xml_.fail(table, "no <placeKind kind=\"" + kind + "\"> rule");
            }
        }
    }

    // How far a side's scouts and watchers see, in route-days on foot; 0 sees only where they
    // stand.
    void loadScouting(ScoutingRules& scouting, const pugi::xml_node& node) {
        xml_.onlyChildren(node, {});
        scouting.withinDays = xml_.integer(node, "withinDays", 0, 365);
        scouting.fromHeldPlaces = xml_.integer(node, "fromHeldPlaces", 0, 365);
        scouting.strengthRoundedTo = xml_.integer(node, "strengthRoundedTo", 1, 100000);
    }

    // Miles a day by kind of route, as the crow flies on the map, on foot and mounted.
    void loadRouteRates(std::map<std::string, RouteRate, std::less<>>& rates,
                        const pugi::xml_node& table) {
        xml_.onlyChildren(table, {"route"});
        for (const pugi::xml_node& node : table.children("route")) {
            xml_.onlyAttributes(
                node, {"kind", "footMilesPerDay", "mountedMilesPerDay", "rule", "provenance"});
            checkProvenance(node, false);
            const std::string kind = xml_.text(node, "kind");
            if (!kRatedRouteKinds.count(kind)) {
                xml_.fail(node, "unknown route kind '" + kind + "' (road, track, river-crossing)",
                          "kind");
            }
            RouteRate rate;
            rate.footMilesPerDay = xml_.number(node, "footMilesPerDay", 0.1, 1000);
            rate.mountedMilesPerDay = xml_.number(node, "mountedMilesPerDay", 0.1, 1000);
            if (!rates.emplace(kind, rate).second) {
                xml_.fail(node, "a second rate for route kind '" + kind + "'", "kind");
            }
        }
        for (const std::string& kind : kRatedRouteKinds) {
            if (!rates.count(kind)) xml_.fail(table, "no <route kind=\"" + kind + "\"> rate");
        }
    }

    Background background(const pugi::xml_node& node, const char* attribute,
                          const std::string& value) {
        const auto parsed = battle::backgroundFromString(value);
        if (!parsed) {
            xml_.fail(node,
                      "unknown background '" + value + "' (Knightly, Feudal, Mercenary or Regular)",
                      attribute);
        }
        return *parsed;
    }

    int factorValue(const pugi::xml_node& node, int cap) {
        return static_cast<int>(xml_.integer(node, "value", -cap, cap));
    }

    // GA-OPT-CAMPAIGN: the seed's cap and the reconstructed list, every factor present once.
    void loadFactors(CampaignFactorRules& factors, const pugi::xml_node& table) {
        xml_.onlyChildren(table, {"cap", "factor"});
        const pugi::xml_node cap = table.child("cap");
        if (!cap) xml_.fail(table, "missing <cap> (GA-OPT-CAMPAIGN: plus or minus two)");
        xml_.onlyAttributes(cap, {"total", "rule", "provenance"});
        checkProvenance(cap, true);
        factors.cap = static_cast<int>(xml_.integer(cap, "total", 0, 20));
        factors.arrears.clear();
        std::set<std::string> seen;
        for (const pugi::xml_node& node : table.children("factor")) {
            xml_.onlyAttributes(node, {"id", "value", "withinDays", "beyondDays", "background",
                                       "rule", "provenance"});
            checkProvenance(node, false);
            const std::string id = xml_.text(node, "id");
            const int value = factorValue(node, factors.cap);
            std::string key = id;
            if (id == "arrears") {
                const Background who =
                    background(node, "background", xml_.text(node, "background"));
                key += "/" + std::string(battle::toString(who));
                factors.arrears[who] = {value, xml_.integer(node, "beyondDays", 0, 3650)};
            } else if (id == "forced-march") {
                factors.forcedMarch = value;
                factors.forcedMarchWithinDays = xml_.integer(node, "withinDays", 0, 365);
            } else if (id == "victory") {
                factors.victory = value;
                factors.victoryWithinDays = xml_.integer(node, "withinDays", 0, 3650);
            } else if (id == "defeat") {
                factors.defeat = value;
                factors.defeatWithinDays = xml_.integer(node, "withinDays", 0, 3650);
            } else if (id == "own-land") {
                factors.ownLand = value;
            } else if (id == "leader-lost") {
                factors.leaderLost = value;
            } else if (id == "wounded-returning") {
                factors.woundedReturning = value;
                factors.woundedReturningWithinDays = xml_.integer(node, "withinDays", 0, 3650);
            } else {
                xml_.fail(node,
                          "unknown campaign factor '" + id +
                              "' (forced-march, arrears, victory, defeat, own-land, leader-lost, "
                              "wounded-returning)",
                          "id");
            }
            if (id != "arrears" && node.attribute("background")) {
                xml_.fail(node, "only the arrears factor is given per background", "background");
            }
            if (!seen.insert(key).second) xml_.fail(node, "a second factor '" + key + "'", "id");
        }
        for (const char* id : {"forced-march", "victory", "defeat", "own-land", "leader-lost",
                               "wounded-returning"}) {
            if (!seen.count(id)) {
                xml_.fail(table, std::string("missing <factor id=\"") + id + "\">");
            }
        }
        if (factors.arrears.empty()) xml_.fail(table, "missing <factor id=\"arrears\">");
    }

    std::map<RateKey, ClassRates> loadRates(const pugi::xml_node& table, const char* row,
                                            bool allArmsOfEachBackground) {
        xml_.onlyChildren(table, {row});
        std::map<RateKey, ClassRates> rates;
        for (const pugi::xml_node& node : table.children(row)) {
            xml_.onlyAttributes(node,
                                {"background", "arm", "A", "B", "C", "D", "rule", "provenance"});
            checkProvenance(node, false);
            const Background who = background(node, "background", xml_.text(node, "background"));
            const std::string armText = xml_.text(node, "arm");
            const auto arm = battle::armFromString(armText);
            if (!arm) xml_.fail(node, "unknown arm '" + armText + "' (infantry or cavalry)", "arm");
            ClassRates perClass{};
            const char* names[4] = {"A", "B", "C", "D"};
            for (std::size_t i = 0; i < 4; ++i) {
                perClass[i] = xml_.integer(node, names[i], 0, 100000);
            }
            if (!rates.emplace(RateKey{who, *arm}, perClass).second) {
                xml_.fail(node,
                          "a second <" + std::string(row) + "> for " +
                              std::string(battle::toString(who)) + " " + armText,
                          "arm");
            }
        }
        if (allArmsOfEachBackground) {
            for (Background who : {Background::Knightly, Background::Feudal, Background::Mercenary,
                                   Background::Regular}) {
                for (Arm arm : {Arm::Infantry, Arm::Cavalry}) {
                    if (!rates.count({who, arm})) {
                        xml_.fail(table, "no <" + std::string(row) + "> for " +
                                             std::string(battle::toString(who)) + " " +
                                             std::string(battle::toString(arm)));
                    }
                }
            }
        }
        return rates;
    }

    void loadService(FeudalServiceRules& service, const pugi::xml_node& node) {
        service.serviceDays = xml_.integer(node, "days", 1, 3650);
        service.backgrounds.clear();
        std::istringstream list(xml_.text(node, "backgrounds"));
        for (std::string word; std::getline(list, word, ',');) {
            service.backgrounds.push_back(background(node, "backgrounds", word));
        }
        service.goHomeOnOrAbove = static_cast<int>(xml_.integer(node, "goHomeOnOrAbove", 1, 7));
        service.goHomePercent = xml_.integer(node, "goHomePercent", 0, 100);
    }

    const XmlSource& xml_;
};

}  // namespace

StrategyRules loadStrategyRules(const std::filesystem::path& path) {
    const XmlSource xml = XmlSource::fromFile(path);
    auto rules = StrategyLoader(xml).load();
    xml.refuseUnknown(xml.document().document_element());
    return rules;
}

StrategyRules loadStrategyRulesFromString(const std::string& xml, const std::string& name) {
    const XmlSource source = XmlSource::fromString(xml, name);
    auto rules = StrategyLoader(source).load();
    source.refuseUnknown(source.document().document_element());
    return rules;
}

const StrategyRules& defaultStrategyRules() {
    static const StrategyRules rules = loadStrategyRules(rulesDir() / "strategy.xml");
    return rules;
}

}  // namespace seneschal::campaign::strategy
