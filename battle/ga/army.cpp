#include "battle/ga/army.hpp"

#include <algorithm>

#include "base/grouped_number.hpp"

namespace seneschal::battle {

namespace {

// GA-POINTS: the figure's cost for its arm and protection, its class and background, and every
// weapon but the one the basic cost includes.
int armyFigurePoints(const Rulebook& book, Arm arm, Protection protection, Background background,
                     TroopClass troopClass, const std::vector<WeaponIndex>& weapons) {
    const RulesTables& t = book.tables();
    int points = t.figureCost[idx(arm)][idx(protection)] + t.classes[idx(troopClass)].points +
                 t.backgrounds[idx(background)].points;
    const Weapon* freeWeapon = nullptr;
    for (WeaponIndex w : weapons) {
        const Weapon& weapon = book.weapon(w);
        if (weapon.basic == Weapon::Basic::Hand) freeWeapon = &weapon;
    }
    if (!freeWeapon) {
        for (WeaponIndex w : weapons) {
            const Weapon& weapon = book.weapon(w);
            if (weapon.basic == Weapon::Basic::Alternative &&
                (!freeWeapon || weapon.points > freeWeapon->points)) {
                freeWeapon = &weapon;
            }
        }
    }
    for (WeaponIndex w : weapons) {
        const Weapon& weapon = book.weapon(w);
        if (&weapon != freeWeapon) points += weapon.points;
    }
    return std::max(points, 1);
}

}  // namespace

std::optional<std::string> characterCvRefusal(const Rulebook& book, Character character, int cv) {
    const int maxCv = book.tables().characters[static_cast<std::size_t>(character)].maxCv;
    if (cv <= maxCv) return std::nullopt;
    const std::string range = maxCv <= 1   ? "CV 1"
                              : maxCv == 2 ? "CV 1 or 2"
                                           : "CV 1 to " + std::to_string(maxCv);
    return "only a leader of " + range + " may be " + std::string(kCharacters.name(character)) +
           " (GA-OPT-CHAR)";
}

int figurePoints(const Rulebook& book, const TroopType& type, TroopClass troopClass) {
    return armyFigurePoints(book, type.arm, type.protection, type.background, troopClass,
                            type.weaponIndex);
}

int figurePoints(const Rulebook& book, const UnitSpec& unit) {
    std::vector<WeaponIndex> weapons;
    weapons.reserve(unit.weapons.size());
    for (const std::string& id : unit.weapons) weapons.push_back(book.weapon(id).index);
    return armyFigurePoints(book, unit.arm, unit.protection, unit.background, unit.troopClass,
                            weapons);
}

int unitPoints(const Rulebook& book, const ArmyListUnit& unit) {
    const RulesTables& t = book.tables();
    int points = 0;
    int infantryFigures = 0;
    for (const TroopElement& e : unit.elements) {
        const TroopType* type = book.findTroopType(e.troopType);
        if (!type) continue;
        int perFigure = figurePoints(book, *type, e.troopClass);
        if (unit.camels && type->arm == Arm::Cavalry) perFigure += t.camels.costModifier;
        points += std::max(perFigure, 1) * e.figures;
        if (type->arm == Arm::Infantry) infantryFigures += e.figures;
    }
    points += unit.mantletFigures * t.mantlets.costPerFigure;
    for (std::size_t d = 0; d < unit.defences.size(); ++d) {
        if (unit.defences[d]) points += t.fieldDefences[d].costPerFigure * infantryFigures;
    }
    points +=
        unit.elephants * (unit.armouredElephants ? t.elephants.armouredCost : t.elephants.cost);
    return points;
}

int commandCost(const Rulebook& book, const CommandSpec& leader) {
    const CommandRank* rank = book.findRank(leader.rank);
    return rank ? rank->cost(leader.cv) : 0;
}

namespace {

class ArmyChecker {
  public:
    ArmyChecker(const Rulebook& book, ArmyReport& report) : book_(book), report_(report) {}

    void add(const char* rule, const std::string& where, const std::string& message) {
        report_.findings.push_back({rule, where, message});
    }

    // GA-CMD-COST, GA-OPT-CHAR: a known rank, a CV in its range, a lawful character.
    const CommandRank* leader(const std::optional<CommandSpec>& spec, const std::string& where) {
        if (!spec) return nullptr;
        const CommandRank* rank = book_.findRank(spec->rank);
        if (!rank) {
            add("GA-CMD-COST", where, "unknown command rank '" + spec->rank + "'");
            return nullptr;
        }
        report_.commandPoints += rank->cost(spec->cv);
        if (spec->cv < rank->minCv || spec->cv > rank->maxCv) {
            add("GA-CMD-COST", where,
                "a " + rank->id + "'s CV must be " + std::to_string(rank->minCv) + "-" +
                    std::to_string(rank->maxCv) + ", not " + std::to_string(spec->cv));
        }
        if (spec->character) {
            if (const auto refusal = characterCvRefusal(book_, *spec->character, spec->cv)) {
                add("GA-OPT-CHAR", where, *refusal);
            }
        }
        return rank;
    }

    void unit(const ArmyListUnit& u, const ArmyListBattal& battal) {
        const std::string where = "unit " + u.name;
        report_.troopPoints += unitPoints(book_, u);
        int men = 0;
        int worstLeaderStatus = 99;  // the status the leader must reach (lowest number wins)
        std::string neededRank;
        std::optional<TroopClass> knightClass;
        std::optional<TroopClass> bestFeudalClass;
        bool allRegular = true;
        for (const TroopElement& e : u.elements) {
            const TroopType* type = book_.findTroopType(e.troopType);
            if (!type) {
                add("GA-CLASSIFY", where, "unknown troop type '" + e.troopType + "'");
                continue;
            }
            men += e.figures * book_.menPerFigure();
            if (type->background != Background::Regular) allRegular = false;
            if (!type->allowedClasses.empty() &&
                std::find(type->allowedClasses.begin(), type->allowedClasses.end(), e.troopClass) ==
                    type->allowedClasses.end()) {
                add("GA-CLASSIFY", where,
                    type->name + " may not be class " + std::string(toString(e.troopClass)));
            }
            // GA-BATTAL-COMP
            if (book_.tables().battalKindDefined[idx(battal.kind)] &&
                !book_.tables().battalMay[idx(battal.kind)][idx(type->background)]) {
                add("GA-BATTAL-COMP", where,
                    std::string(toString(battal.kind)) + " Battals may not contain " +
                        std::string(toString(type->background)) + " troops");
            }
            if (type->background == Background::Knightly) {
                knightClass = std::min(knightClass.value_or(TroopClass::D), e.troopClass);
            } else if (type->background == Background::Feudal) {
                bestFeudalClass = std::min(bestFeudalClass.value_or(TroopClass::D), e.troopClass);
            }
            for (const UnitLeadRule& rule : book_.tables().unitLead) {
                if (rule.tier != type->leadTier) continue;
                if (rule.maxMen && men > rule.maxMen) continue;
                if (rule.minStatus < worstLeaderStatus) {
                    worstLeaderStatus = rule.minStatus;
                    neededRank = rule.minRank;
                }
                break;
            }
            optionalTroops(u, *type, e, where);
        }
        // Regular units are judged on their whole strength (<= 300 men: sergeants).
        if (allRegular && !u.elements.empty()) {
            worstLeaderStatus = 99;
            for (const UnitLeadRule& rule : book_.tables().unitLead) {
                if (rule.tier != LeadTier::Regulars || (rule.maxMen && men > rule.maxMen)) continue;
                worstLeaderStatus = rule.minStatus;
                neededRank = rule.minRank;
                break;
            }
        }
        // GA-LEAD: Feudal troops may not be superior in class to the Knights in their unit.
        if (knightClass && bestFeudalClass && *bestFeudalClass < *knightClass) {
            add("GA-LEAD", where,
                "its Feudal troops (class " + std::string(toString(*bestFeudalClass)) +
                    ") may not be of higher class than its Knights (class " +
                    std::string(toString(*knightClass)) + ")");
        }
        const CommandRank* rank = leader(u.leader, where);
        if (!u.leader) {
            add("GA-CMD-ARMY", where, "has no unit leader");
        } else if (rank && worstLeaderStatus != 99 && rank->status > worstLeaderStatus) {
            add("GA-LEAD", where,
                "must be led by a " + neededRank + " or higher, not a " + rank->id);
        }
    }

    void optionalTroops(const ArmyListUnit& u, const TroopType& type, const TroopElement& e,
                        const std::string& where) {
        if (u.camels && type.arm == Arm::Cavalry) {  // GA-OPT-CAMEL
            if (type.order != Order::Loose)
                add("GA-OPT-CAMEL", where, "camelry may only be in loose order");
            if (type.protection == Protection::H || type.protection == Protection::Hb ||
                type.protection == Protection::F || type.protection == Protection::Fb) {
                add("GA-OPT-CAMEL", where, "camelry may never be heavily or fully armoured");
            }
            if (type.background != Background::Feudal)
                add("GA-OPT-CAMEL", where, "camelry are always Feudal");
            if (e.troopClass == TroopClass::A || e.troopClass == TroopClass::B) {
                add("GA-OPT-CAMEL", where, "camelry may never be A or B class");
            }
        }
        if (u.elephants > 0) {  // GA-OPT-ELEPHANT
            if (type.background != Background::Feudal)
                add("GA-OPT-ELEPHANT", where, "elephants always count as Feudal troops");
            if (e.troopClass == TroopClass::A)
                add("GA-OPT-ELEPHANT", where, "elephants may not be A class");
        }
        const bool defended =
            std::any_of(u.defences.begin(), u.defences.end(), [](bool b) { return b; });
        if (defended && type.arm != Arm::Infantry) {
            add("GA-OPT-STAKES", where, "only infantry units may carry caltrops, stakes or pottes");
        }
    }

  private:
    const Rulebook& book_;
    ArmyReport& report_;
};

bool allOf(const ArmyList& army, const Rulebook& book, Background b) {
    for (const auto& battal : army.battals)
        for (const auto& unit : battal.units)
            for (const auto& e : unit.elements) {
                const TroopType* type = book.findTroopType(e.troopType);
                if (type && type->background != b) return false;
            }
    return true;
}

}  // namespace

ArmyReport checkArmy(const Rulebook& book, const ArmyList& army, const ArmyCheckOptions& options) {
    ArmyReport report;
    ArmyChecker check(book, report);
    const RulesTables& t = book.tables();
    // GA-CMD-ARMY
    const CommandRank* general = check.leader(army.leader, "army");
    if (!army.leader) check.add("GA-CMD-ARMY", "army", "has no Army Leader");
    const int battals = static_cast<int>(army.battals.size());
    if (battals < t.competition.minBattals || battals > t.competition.maxBattals) {
        check.add("GA-CMD-ARMY", "army",
                  "has " + countOf(battals, "Battal", "Battals") + "; the rules expect " +
                      std::to_string(t.competition.minBattals) + " to " +
                      std::to_string(t.competition.maxBattals));
    }
    // GA-LEAD: an army of Regulars is led by a Duke.
    for (const FormationLeadRule& rule : t.armyLead) {
        if (general && allOf(army, book, rule.kind) && general->status > rule.minStatus) {
            check.add("GA-LEAD", "army",
                      "an army of " + std::string(toString(rule.kind)) +
                          " troops must be led by a " + rule.minRank + " or higher");
        }
    }
    for (const ArmyListBattal& battal : army.battals) {
        const std::string where = "battal " + battal.name;
        const CommandRank* rank = check.leader(battal.leader, where);
        if (!battal.leader) check.add("GA-CMD-ARMY", where, "has no Battal Leader");
        if (!t.battalKindDefined[idx(battal.kind)]) {
            check.add("GA-BATTAL-COMP", where,
                      "there are no " + std::string(toString(battal.kind)) + " Battals");
        }
        for (const FormationLeadRule& rule : t.battalLead) {
            if (rank && rule.kind == battal.kind && rank->status > rule.minStatus) {
                check.add("GA-LEAD", where,
                          std::string(toString(battal.kind)) + " Battals must be led by a " +
                              rule.minRank + " or higher, not a " + rank->id);
            }
        }
        for (const ArmyListUnit& unit : battal.units) check.unit(unit, battal);
    }
    // GA-SETUP-COMP
    if (options.competition) {
        const int limit = options.largeGame ? t.competition.largePoints : t.competition.points;
        if (report.totalPoints() > limit) {
            check.add("GA-SETUP-COMP", "army",
                      "costs " + std::to_string(report.totalPoints()) + " points, over the " +
                          std::to_string(limit) + " allowed");
        }
        if (report.commandPoints > t.competition.commandPoints) {
            check.add("GA-SETUP-COMP", "army",
                      "spends " + std::to_string(report.commandPoints) +
                          " points on command, over the " +
                          std::to_string(t.competition.commandPoints) + " allowed");
        }
    }
    return report;
}

}  // namespace seneschal::battle
