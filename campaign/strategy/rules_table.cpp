#include "campaign/strategy/rules_table.hpp"

#include <string>
#include <vector>

namespace seneschal::campaign::strategy {

void checkRuleAndProvenance(const XmlSource& xml, const pugi::xml_node& node,
                            std::span<const std::string_view> rules, bool required) {
    if (required || node.attribute("rule")) {
        const std::string rule = xml.text(node, "rule");
        bool known = false;
        std::string allowed;
        std::size_t at = 0;
        for (std::string_view each : rules) {
            known = known || rule == each;
            allowed += (at == 0                  ? ""
                        : at + 1 == rules.size() ? " or "
                                                 : ", ") +
                       std::string("'") + std::string(each) + "'";
            ++at;
        }
        if (!known) xml.fail(node, "rule must be " + allowed + ", not '" + rule + "'", "rule");
    }
    if (required || node.attribute("provenance")) {
        const std::string provenance = xml.text(node, "provenance");
        if (provenance != "seed" && provenance != "reconstructed") {
            xml.fail(node, "provenance must be 'seed' or 'reconstructed', not '" + provenance + "'",
                     "provenance");
        }
    }
}

pugi::xml_node rulesTable(const XmlSource& xml, const pugi::xml_node& root, const char* name,
                          std::initializer_list<std::string_view> attributes,
                          std::span<const std::string_view> rules) {
    const pugi::xml_node node = root.child(name);
    if (!node) xml.fail(root, std::string("missing table <") + name + ">");
    if (node.next_sibling(name)) {
        xml.fail(node.next_sibling(name), std::string("a second <") + name + "> table");
    }
    std::vector<std::string_view> allowed(attributes);
    allowed.push_back("rule");
    allowed.push_back("provenance");
    xml.onlyAttributes(node, std::span<const std::string_view>(allowed));
    checkRuleAndProvenance(xml, node, rules, true);
    return node;
}

}  // namespace seneschal::campaign::strategy
