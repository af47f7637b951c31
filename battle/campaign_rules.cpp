#include "battle/campaign_rules.hpp"

#include <algorithm>

#include "base/data_dir.hpp"
#include "base/errors.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle {

const std::vector<std::string>& leaderRanks() {
    static const std::vector<std::string> ranks = {"king",  "duke",   "earl",    "count",
                                                   "baron", "knight", "captain", "sergeant"};
    return ranks;
}

long long CampaignRules::leaderRansom(std::string_view rank) const {
    const auto it = leaderRansoms_.find(rank);
    if (it == leaderRansoms_.end()) {
        throw UserError("no ransom is set for a leader of rank '" + std::string(rank) + "'");
    }
    return it->second;
}

long long CampaignRules::ransomPerMan(Background background, TroopClass troopClass) const {
    const auto it = menRansoms_.find({background == Background::Knightly, troopClass});
    if (it == menRansoms_.end()) {
        throw UserError("no ransom is set for " + std::string(toString(background)) + " class " +
                        std::string(toString(troopClass)) + " men");
    }
    return it->second;
}

class CampaignRulesLoader {
  public:
    explicit CampaignRulesLoader(const XmlSource& xml) : xml_(xml) {}

    CampaignRules load() {
        CampaignRules rules;
        const pugi::xml_node root = xml_.root("campaign");
        xml_.onlyAttributes(root, {"id", "currency", "provenance"});
        xml_.onlyChildren(root, {"ransoms", "captivity", "leaderWounds"});
        rules.currency_ = xml_.text(root, "currency");
        loadRansoms(rules, require(root, "ransoms"));

        const pugi::xml_node captivity = require(root, "captivity");
        xml_.onlyAttributes(captivity, {"rule", "provenance", "demandWithinDays", "deadlineDays"});
        rules.demandWithinDays_ = days(captivity, "demandWithinDays");
        rules.deadlineDays_ = days(captivity, "deadlineDays");
        if (rules.deadlineDays_ < rules.demandWithinDays_) {
            xml_.fail(captivity, "the ransom deadline falls before the demand", "deadlineDays");
        }
        const pugi::xml_node wounds = require(root, "leaderWounds");
        xml_.onlyAttributes(wounds, {"rule", "provenance", "woundedDays"});
        rules.leaderWoundedDays_ = days(wounds, "woundedDays");

        return rules;
    }

  private:
    pugi::xml_node require(const pugi::xml_node& parent, const char* name) const {
        const pugi::xml_node child = parent.child(name);
        if (!child) xml_.fail(parent, std::string("missing <") + name + ">");
        if (const pugi::xml_node second = child.next_sibling(name)) {
            xml_.fail(second, std::string("a second <") + name + ">");
        }
        return child;
    }

    int days(const pugi::xml_node& node, const char* attribute) const {
        return static_cast<int>(xml_.integer(node, attribute, 0, 3650));
    }

    TroopClass troopClass(const pugi::xml_node& node) const {
        const std::string text = xml_.text(node, "class");
        const auto parsed = troopClassFromString(text);
        if (!parsed) xml_.fail(node, "unknown class '" + text + "' (A, B, C or D)", "class");
        return *parsed;
    }

    void loadRansoms(CampaignRules& rules, const pugi::xml_node& table) const {
        xml_.onlyAttributes(table, {"rule", "provenance"});
        xml_.onlyChildren(table, {"leader", "men"});
        for (const pugi::xml_node& node : table.children("leader")) {
            xml_.onlyAttributes(node, {"rank", "ransom"});
            const std::string rank = xml_.text(node, "rank");
            const auto& ranks = leaderRanks();
            if (std::find(ranks.begin(), ranks.end(), rank) == ranks.end()) {
                xml_.fail(node, "unknown rank '" + rank + "'", "rank");
            }
            const long long ransom = xml_.integer(node, "ransom", 0, 1'000'000'000);
            if (!rules.leaderRansoms_.emplace(rank, ransom).second) {
                xml_.fail(node, "a second ransom for rank '" + rank + "'", "rank");
            }
        }
        for (const std::string& rank : leaderRanks()) {
            if (!rules.leaderRansoms_.count(rank)) {
                xml_.fail(table, "no ransom for a leader of rank '" + rank + "'");
            }
        }
        for (const pugi::xml_node& node : table.children("men")) {
            xml_.onlyAttributes(node, {"background", "class", "perMan"});
            const std::string who = xml_.text(node, "background");
            if (who != "Knightly" && who != "other") {
                xml_.fail(node, "background must be 'Knightly' or 'other', not '" + who + "'",
                          "background");
            }
            const TroopClass cls = troopClass(node);
            const long long perMan = xml_.integer(node, "perMan", 0, 1'000'000);
            if (!rules.menRansoms_.emplace(std::pair{who == "Knightly", cls}, perMan).second) {
                xml_.fail(node,
                          "a second ransom for " + who + " class " + std::string(toString(cls)),
                          "class");
            }
        }
        // Knights are classes A-C (GA-CLASSIFY); every other background needs A-D.
        for (const TroopClass cls : {TroopClass::A, TroopClass::B, TroopClass::C, TroopClass::D}) {
            if (cls != TroopClass::D && !rules.menRansoms_.count({true, cls})) {
                xml_.fail(table,
                          "no ransom for Knightly class " + std::string(toString(cls)) + " men");
            }
            if (!rules.menRansoms_.count({false, cls})) {
                xml_.fail(table,
                          "no ransom for other class " + std::string(toString(cls)) + " men");
            }
        }
    }

    const XmlSource& xml_;
};

CampaignRules loadCampaignRules(const std::filesystem::path& path) {
    const XmlSource xml = XmlSource::fromFile(path);
    auto rules = CampaignRulesLoader(xml).load();
    xml.refuseUnknown(xml.document().document_element());
    return rules;
}

CampaignRules loadCampaignRulesFromString(const std::string& text, const std::string& name) {
    const XmlSource xml = XmlSource::fromString(text, name);
    auto rules = CampaignRulesLoader(xml).load();
    xml.refuseUnknown(xml.document().document_element());
    return rules;
}

const CampaignRules& defaultCampaignRules() {
    static const CampaignRules rules = loadCampaignRules(rulesDir() / "campaign.xml");
    return rules;
}

}  // namespace seneschal::battle
