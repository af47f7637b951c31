#pragma once
// The God's Acre rules as loaded from data/rules/godsacre.xml: immutable once loaded, looked
// up by string id (the campaign stores ids, never table rows). Every number the engine uses
// comes from here.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "battle/troop_classification.hpp"

namespace seneschal::battle {

// GA-SCALE
struct Scale {
    int menPerFigure = 20;
    int wagonsPerModel = 4;
    double secondsPerMove = 60;
    double mmPerMetre = 2.5;
};

// A weapon recognised by the rules (GA-WEAP, GA-CLASSIFY weapons).
struct Weapon {
    std::string id;
    std::string name;
    bool missile = false;
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
    std::vector<TroopClass> allowedClasses;  // empty = all
    std::string role;                         // GA-ROLE: shock, missile, skirmish or line
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
    const std::map<std::string, Weapon, std::less<>>& weapons() const { return weapons_; }

    std::string summary() const;

private:
    friend class RulebookLoader;
    std::string source_;
    Scale scale_;
    std::map<std::string, TroopType, std::less<>> troopTypes_;
    std::map<std::string, Weapon, std::less<>> weapons_;
};

}  // namespace seneschal::battle
