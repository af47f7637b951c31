#pragma once
// Reads the `<sides>`, `<leaders>` and `<army>` elements shared by scenario and battle files
// (docs/formats.md), validating every name against the rules and every reference against what
// was read before. Callers that allow more attributes on an element (a scenario's treasury, a
// unit's dead and wounded) pass them as `extra`; the caller reads those itself.
#include <initializer_list>
#include <string_view>
#include <vector>

#include "battle/force.hpp"
#include "battle/rulebook.hpp"
#include "battle/xml_source.hpp"

namespace seneschal::battle {

using AttributeList = std::initializer_list<std::string_view>;

class ForceReader {
  public:
    ForceReader(const XmlSource& xml, const Rulebook& rules) : xml_(xml), rules_(rules) {}

    SideSpec readSide(const pugi::xml_node& node, AttributeList extra = {});
    LeaderSpec readLeader(const pugi::xml_node& node, AttributeList extra = {});
    // Reads an <army>, its <battal>s and their <unit>s. `unitExtra` attributes and
    // `unitChildren` elements are allowed on units, `battalExtra` attributes on battals, for
    // the caller to read.
    ArmySpec readArmy(const pugi::xml_node& node, AttributeList armyExtra = {},
                      AttributeList unitExtra = {}, AttributeList unitChildren = {},
                      AttributeList battalExtra = {});

    const std::vector<SideSpec>& sides() const { return sides_; }
    const std::vector<LeaderSpec>& leaders() const { return leaders_; }
    const std::vector<ArmySpec>& armies() const { return armies_; }

    const SideSpec* findSide(std::string_view id) const;
    const LeaderSpec* findLeader(std::string_view id) const;

    // Every leader leads at most one army, battal or unit (checked as armies are read).
    // A leader reference must name a leader of the same side.
    void requireLeaderOfSide(const pugi::xml_node& node, const std::string& leaderId,
                             const std::string& side, const std::string& what);

  private:
    std::string readId(const pugi::xml_node& node);
    std::string readUniqueName(const pugi::xml_node& node, std::vector<std::string>& seen,
                               const char* kind);
    UnitSpec readUnit(const pugi::xml_node& node, const std::string& side, AttributeList extra,
                      AttributeList children);

    const XmlSource& xml_;
    const Rulebook& rules_;
    std::vector<SideSpec> sides_;
    std::vector<LeaderSpec> leaders_;
    std::vector<ArmySpec> armies_;
    std::vector<std::string> sideNames_, leaderNames_, armyNames_, battalNames_, unitNames_;
    std::vector<std::string> ids_;          // "kind:id" for uniqueness within each kind
    std::vector<std::string> leadersUsed_;  // leaders already leading something
};

}  // namespace seneschal::battle
