#pragma once
// Shared reading helpers for the rules loaders: every check names file, line and element
// through XmlSource, and the vocabularies of names.hpp turn ids into enum indices.
#include <map>
#include <string>

#include "battle/rulebook.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle {

using WeaponMap = std::map<std::string, Weapon, std::less<>>;

class TableReader {
  public:
    explicit TableReader(const XmlSource& xml) : xml_(xml) {}
    const XmlSource& xml() const { return xml_; }

    // A required table: exactly one <name> under parent, carrying rule and provenance.
    pugi::xml_node table(const pugi::xml_node& parent, const char* name) const;
    // Attributes allowed on a node, plus rule and provenance (checked for a known value).
    void attributes(const pugi::xml_node& node,
                    std::initializer_list<std::string_view> allowed) const;

    int integer(const pugi::xml_node& node, const char* attr, int min, int max) const;
    int integer(const pugi::xml_node& node, const char* attr, int min, int max, int fallback) const;
    double number(const pugi::xml_node& node, const char* attr, double min, double max) const;

    template <typename E, std::size_t N>
    E name(const pugi::xml_node& node, const char* attr, const Vocabulary<E, N>& vocab) const {
        const std::string value = xml_.text(node, attr);
        if (auto found = vocab.find(value)) return *found;
        std::string known;
        for (auto n : vocab.names) known += (known.empty() ? "" : ", ") + std::string(n);
        xml_.fail(node, "unknown " + std::string(attr) + " '" + value + "' (known: " + known + ")",
                  attr);
    }

    Background background(const pugi::xml_node& node, const char* attr) const;
    TroopClass troopClass(const pugi::xml_node& node, const char* attr) const;
    Arm arm(const pugi::xml_node& node, const char* attr) const;
    Order order(const pugi::xml_node& node, const char* attr) const;
    LeaderFate fate(const pugi::xml_node& node, const char* attr) const;
    MoraleResult moraleResult(const pugi::xml_node& node, const char* attr) const;
    const Weapon& weapon(const pugi::xml_node& node, const char* attr,
                         const WeaponMap& weapons) const;
    // A comma-separated list of backgrounds.
    std::array<bool, kBackgrounds> backgrounds(const pugi::xml_node& node, const char* attr) const;

    // The twelve protection columns UI..FI, UC..FCb.
    ProtectionFactors protectionFactors(const pugi::xml_node& node, int min, int max) const;

    // A list of <child id="..."> elements naming every id of the vocabulary exactly once,
    // each value read from `attr`.
    template <typename E, std::size_t N>
    void factorList(const pugi::xml_node& table, const char* child, const Vocabulary<E, N>& vocab,
                    const char* attr, int min, int max, FactorList<E, N>& out) const {
        std::array<bool, N> seen{};
        for (const pugi::xml_node& node : table.children(child)) {
            const E e = name(node, "id", vocab);
            const auto i = static_cast<std::size_t>(e);
            if (seen[i])
                xml_.fail(
                    node,
                    "duplicate " + std::string(child) + " id '" + std::string(vocab.name(e)) + "'",
                    "id");
            seen[i] = true;
            out.value[i] = integer(node, attr, min, max);
        }
        requireAll(table, child, vocab, seen);
    }

    template <typename E, std::size_t N>
    void requireAll(const pugi::xml_node& table, const char* child, const Vocabulary<E, N>& vocab,
                    const std::array<bool, N>& seen) const {
        for (std::size_t i = 0; i < N; ++i) {
            if (!seen[i]) {
                xml_.fail(table, "missing <" + std::string(child) + " id=\"" +
                                     std::string(vocab.names[i]) + "\"> in <" + table.name() + ">");
            }
        }
    }

    [[noreturn]] void fail(const pugi::xml_node& node, const std::string& what,
                           std::string_view attr = {}) const {
        xml_.fail(node, what, attr);
    }

  private:
    const XmlSource& xml_;
};

// One loader per family of tables; each fills its part of RulesTables.
void loadArmyTables(const TableReader& in, const pugi::xml_node& root, RulesTables& t);
void loadMovementTables(const TableReader& in, const pugi::xml_node& root, RulesTables& t);
void loadShootingTables(const TableReader& in, const pugi::xml_node& root, const WeaponMap& weapons,
                        RulesTables& t);
void loadMeleeTables(const TableReader& in, const pugi::xml_node& root, const WeaponMap& weapons,
                     RulesTables& t);
void loadMoraleTables(const TableReader& in, const pugi::xml_node& root, RulesTables& t);
void loadOptionalTables(const TableReader& in, const pugi::xml_node& root, RulesTables& t);

}  // namespace seneschal::battle
