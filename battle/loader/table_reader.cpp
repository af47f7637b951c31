#include "battle/loader/table_reader.hpp"

#include <algorithm>
#include <sstream>
#include <vector>

namespace seneschal::battle {

namespace {
constexpr const char* kColumns[kArms][kProtections] = {
    {"UI", "PI", "AI", "HI", nullptr, "FI", nullptr},
    {"UC", "PC", "AC", "HC", "HCb", "FC", "FCb"},
};
}  // namespace

pugi::xml_node TableReader::table(const pugi::xml_node& parent, const char* name) const {
    const pugi::xml_node node = parent.child(name);
    if (!node) xml_.fail(parent, std::string("missing table <") + name + ">");
    if (node.next_sibling(name)) {
        xml_.fail(node.next_sibling(name), std::string("duplicate table <") + name + ">");
    }
    xml_.text(node, "rule");
    xml_.text(node, "provenance");
    return node;
}

void TableReader::attributes(const pugi::xml_node& node,
                             std::initializer_list<std::string_view> allowed) const {
    if (const pugi::xml_attribute attr = node.attribute("provenance")) {
        const std::string_view v = attr.value();
        if (v != "seed" && v != "published" && v != "reconstructed") {
            xml_.fail(
                node,
                "provenance must be seed, published or reconstructed, not '" + std::string(v) + "'",
                "provenance");
        }
    }
    std::vector<std::string_view> known(allowed.begin(), allowed.end());
    known.push_back("rule");
    known.push_back("provenance");
    xml_.onlyAttributes(node, known);
}

int TableReader::integer(const pugi::xml_node& node, const char* attr, int min, int max) const {
    return static_cast<int>(xml_.integer(node, attr, min, max));
}

int TableReader::integer(const pugi::xml_node& node, const char* attr, int min, int max,
                         int fallback) const {
    return static_cast<int>(xml_.integer(node, attr, min, max, fallback));
}

double TableReader::number(const pugi::xml_node& node, const char* attr, double min,
                           double max) const {
    return xml_.number(node, attr, min, max);
}

Background TableReader::background(const pugi::xml_node& node, const char* attr) const {
    const std::string v = xml_.text(node, attr);
    if (auto b = backgroundFromString(v)) return *b;
    xml_.fail(node, "unknown background '" + v + "' (Knightly, Feudal, Mercenary or Regular)",
              attr);
}

TroopClass TableReader::troopClass(const pugi::xml_node& node, const char* attr) const {
    const std::string v = xml_.text(node, attr);
    if (auto c = troopClassFromString(v)) return *c;
    xml_.fail(node, "unknown class '" + v + "' (A, B, C or D)", attr);
}

Arm TableReader::arm(const pugi::xml_node& node, const char* attr) const {
    const std::string v = xml_.text(node, attr);
    if (auto a = armFromString(v)) return *a;
    xml_.fail(node, "unknown arm '" + v + "' (infantry or cavalry)", attr);
}

Order TableReader::order(const pugi::xml_node& node, const char* attr) const {
    const std::string v = xml_.text(node, attr);
    if (auto o = orderFromString(v)) return *o;
    xml_.fail(node, "unknown order '" + v + "' (close, loose or open)", attr);
}

LeaderFate TableReader::fate(const pugi::xml_node& node, const char* attr) const {
    const std::string v = xml_.text(node, attr);
    if (v == "unharmed") return LeaderFate::Unharmed;
    if (v == "wounded") return LeaderFate::Wounded;
    if (v == "killed") return LeaderFate::Killed;
    if (v == "taken") return LeaderFate::Taken;
    xml_.fail(node, "unknown leader fate '" + v + "' (unharmed, wounded, killed or taken)", attr);
}

MoraleResult TableReader::moraleResult(const pugi::xml_node& node, const char* attr) const {
    return name(node, attr, kMoraleResults);
}

const Weapon& TableReader::weapon(const pugi::xml_node& node, const char* attr,
                                  const WeaponMap& weapons) const {
    const std::string v = xml_.text(node, attr);
    const auto it = weapons.find(v);
    if (it == weapons.end()) xml_.fail(node, "unknown weapon '" + v + "'", attr);
    return it->second;
}

std::array<bool, kBackgrounds> TableReader::backgrounds(const pugi::xml_node& node,
                                                        const char* attr) const {
    std::array<bool, kBackgrounds> out{};
    std::istringstream list(xml_.text(node, attr));
    for (std::string item; std::getline(list, item, ',');) {
        const auto b = backgroundFromString(item);
        if (!b) xml_.fail(node, "unknown background '" + item + "'", attr);
        out[idx(*b)] = true;
    }
    return out;
}

ProtectionFactors TableReader::protectionFactors(const pugi::xml_node& node, int min,
                                                 int max) const {
    ProtectionFactors out{};
    for (std::size_t a = 0; a < kArms; ++a) {
        for (std::size_t p = 0; p < kProtections; ++p) {
            if (!kColumns[a][p]) continue;
            out[a][p] = static_cast<std::int8_t>(integer(node, kColumns[a][p], min, max));
        }
    }
    return out;
}

}  // namespace seneschal::battle
