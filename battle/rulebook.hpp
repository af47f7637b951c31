#pragma once
// The God's Acre rules as loaded from data/rules/godsacre.xml: immutable once loaded, looked
// up by string id (the campaign stores ids, never table rows). Every number the engine uses
// comes from here. Troop types and weapons are keyed by id; each weapon also carries a small
// index into the precomputed factor arrays of tables().
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "battle/tables/rules_tables.hpp"
#include "battle/troop_classification.hpp"

namespace seneschal::battle {

// GA-SCALE
struct Scale {
    int menPerFigure = 20;
    int wagonsPerModel = 4;
    double secondsPerMove = 60;
    double mmPerMetre = 2.5;
};

using WeaponIndex = std::uint8_t;

// A weapon recognised by the rules (GA-WEAP, GA-CLASSIFY weapons, GA-POINTS).
struct Weapon {
    enum class Basic : std::uint8_t { None, Hand, Alternative };
    std::string id;
    std::string name;
    WeaponIndex index = 0;
    bool missile = false;
    bool mixedCategory = false;     // GA-WEAP: a band's assortment counted as one weapon
    bool abandonedInMixed = false;  // GA-WF-MIXED: lances
    bool discardable = false;       // GA-WF-MIXED: spears, at the player's discretion
    bool againstHorse = false;      // GA-TF-MELEE standing-against-horse: spears and pikes
    int points = 0;                 // GA-POINTS: extra cost per figure unless basic
    Basic basic = Basic::None;
};

// A kind of troops a unit may be: background, arm, protection, usual order and weapons.
// A unit may override protection, order and weapons within what the rules allow.
struct TroopType {
    std::string id;
    std::string name;
    Background background = Background::Feudal;
    Arm arm = Arm::Infantry;
    Protection protection = Protection::U;
    Order order = Order::Close;
    std::vector<std::string> weapons;
    std::vector<WeaponIndex> weaponIndex;    // the same weapons, as indices
    std::vector<TroopClass> allowedClasses;  // empty = all
    std::string role;                        // GA-ROLE: shock, missile, skirmish or line
    LeadTier leadTier = LeadTier::Commons;   // GA-LEAD
};

class Rulebook {
  public:
    const std::string& source() const { return source_; }
    const Scale& scale() const { return scale_; }
    int menPerFigure() const { return scale_.menPerFigure; }

    const TroopType* findTroopType(std::string_view id) const;
    const TroopType& troopType(std::string_view id) const;  // throws UserError naming the id
    const std::map<std::string, TroopType, std::less<>>& troopTypes() const { return troopTypes_; }

    const Weapon* findWeapon(std::string_view id) const;
    const Weapon& weapon(std::string_view id) const;  // throws UserError naming the id
    const Weapon& weapon(WeaponIndex index) const { return byIndex_[index]; }
    const std::map<std::string, Weapon, std::less<>>& weapons() const { return weapons_; }

    const RulesTables& tables() const { return tables_; }

    // GA-SOCIAL / GA-CMD-COST: a command rank by id or alias ("earl" is a duke).
    const CommandRank* findRank(std::string_view idOrAlias) const;
    // GA-SOCIAL: status of troops of this background and class; 0 when the seed's order has
    // no place for them (Knightly class D).
    int socialStatus(Background b, TroopClass c) const {
        return tables_.socialStatus[idx(b)][idx(c)];
    }
    // GA-DICE
    DieKind dieFor(Background b) const { return tables_.backgrounds[idx(b)].die; }
    // GA-MV: class MV plus any background adjustment.
    int moraleValue(Background b, TroopClass c) const {
        return tables_.classes[idx(c)].mv + tables_.backgrounds[idx(b)].mv;
    }

    std::string summary() const;

  private:
    friend class RulebookLoader;
    std::string source_;
    Scale scale_;
    std::map<std::string, TroopType, std::less<>> troopTypes_;
    std::map<std::string, Weapon, std::less<>> weapons_;
    std::vector<Weapon> byIndex_;  // copies, so a copied Rulebook stays valid
    RulesTables tables_;
};

}  // namespace seneschal::battle
