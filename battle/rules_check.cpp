#include "battle/rules_check.hpp"

#include "battle/rulebook_loader.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle {

RulesCheck checkRulesFile(const std::filesystem::path& path) {
    const XmlSource xml = XmlSource::fromFile(path);
    const pugi::xml_node root = xml.root("rules");
    const std::string id = xml.text(root, "id", "godsacre");
    if (id == "godsacre") {
        const Rulebook book = loadRulebook(path);
        return {id, book.summary()};
    }
    xml.fail(root, "no loader for rules id '" + id + "' (known: godsacre)", "id");
}

}  // namespace seneschal::battle
