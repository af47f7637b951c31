#include "battle/rules_check.hpp"

#include "battle/campaign_rules.hpp"
#include "battle/quick/feudal_rules.hpp"
#include "battle/quick/postcard_rules.hpp"
#include "battle/results_rules.hpp"
#include "battle/rulebook_loader.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle {

// Each file of data/rules/ names what it is by its root element; the check loads it with the
// loader of that kind, so a game master's edit is validated exactly as the engine will read it.
RulesCheck checkRulesFile(const std::filesystem::path& path) {
    const XmlSource xml = XmlSource::fromFile(path);
    const pugi::xml_node root = xml.document().document_element();
    if (!root) throw DataError({path.string(), 0, {}}, "the file holds no XML element");
    const std::string kind = root.name();
    if (kind == "rules") {
        const std::string id = xml.text(root, "id", "godsacre");
        if (id != "godsacre") {
            xml.fail(root, "no loader for rules id '" + id + "' (known: godsacre)", "id");
        }
        const Rulebook book = loadRulebook(path);
        loadResultsRules(path);  // GA-RES-*: the <results> element of the same file
        return {id, book.summary() + ", results of battle"};
    }
    if (kind == "campaign") {
        loadCampaignRules(path);
        return {"campaign", "ransoms, captivity and leaders' wounds"};
    }
    if (kind == "postcard") {
        quick::loadPostcardRules(path);
        return {"postcard", "Back of a Post(card) rules"};
    }
    if (kind == "feudal") {
        quick::loadFeudalRules(path);
        return {"feudal", "OHW Feudal rules"};
    }
    xml.fail(root, "no loader in the rules engine for <" + kind +
                       "> (known: rules, campaign, postcard, feudal)");
}

}  // namespace seneschal::battle
