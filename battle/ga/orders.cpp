#include "battle/ga/orders.hpp"

namespace seneschal::battle {

int orderWritingMinutes(const Rulebook& book, int armyPoints) {
    return (armyPoints * book.tables().orders.minutesPer100Points + 99) / 100;
}

int orderChangeMinutesPerMove(const Rulebook& book) {
    return book.tables().orders.changeMinutesPerMove;
}

OrderDelay orderDelay(const Rulebook& book, int messengerDistance, bool directToUnit) {
    const OrderRules& o = book.tables().orders;
    const int speed = book.tables().moves[idx(Arm::Cavalry)][idx(Order::Open)].normal;
    OrderDelay d;
    d.write = o.movesToWrite;
    d.ride = (messengerDistance + speed - 1) / speed;
    d.read = directToUnit ? 0 : o.movesToRead;
    d.react = o.movesToReact;
    return d;
}

bool maySignal(const UnitState& unit, bool isBattalLeader) {
    if (isBattalLeader) return true;
    return (unit.troopClass == TroopClass::A || unit.troopClass == TroopClass::B) &&
           unit.background != Background::Knightly;
}

bool mayOrderTo(bool positionVisible, bool positionOnMap) {
    return positionVisible || positionOnMap;
}

bool losesOrders(bool routed, bool advancedContraryToOrders, bool inapplicable) {
    return routed || advancedContraryToOrders || inapplicable;
}

Cover sightCover(Ground ground) {
    switch (ground) {
        case Ground::OpenWoods:
            return Cover::OpenWoods;
        case Ground::ThickWoods:
        case Ground::Village:
            return Cover::ThickWoodsOrVillage;
        default:
            return Cover::Clear;
    }
}

Sight visibility(const Rulebook& book, int distance, Cover cover, bool concealedOnEdge,
                 bool shotFromWoods) {
    const VisibilityRules& v = book.tables().visibility;
    if (cover != Cover::Clear) {
        const int limit = cover == Cover::OpenWoods ? v.openWoods : v.thickWoods;
        // Troops shooting from a wood give away their position.
        if (concealedOnEdge && !shotFromWoods && distance > v.concealed) return Sight::Hidden;
        if (!shotFromWoods && distance > limit) return Sight::Hidden;
    }
    if (distance > v.recogniseArm) return Sight::Seen;
    if (distance > v.recogniseSide) return Sight::KnownAsArm;
    return Sight::KnownAsFriendOrFoe;
}

ConfusionRoll confusion(const Rulebook& book, const RuleOptions& options, const LeaderState& leader,
                        Background background, bool movedOverHalfRate, DiceSource& dice,
                        RollLog* log) {
    ConfusionRoll c;
    if (!options.confusion || movedOverHalfRate) return c;
    c.rolled = true;
    c.kind = book.dieFor(background);
    c.die = roll(dice, log, "GA-OPT-CONFUSION", c.kind);
    c.result = book.tables().confusion[static_cast<std::size_t>(c.die - 1)];
    // Starred results apply only to the characters the table names.
    if (c.result == ConfusionResult::NoMoveStarred ||
        c.result == ConfusionResult::FullMoveStarred) {
        const CharacterRules& ch =
            book.tables().characters[static_cast<std::size_t>(leader.character)];
        const bool applies = options.leaderCharacter && ch.starredResult == c.result;
        c.result = applies
                       ? (c.result == ConfusionResult::NoMoveStarred ? ConfusionResult::NoMove
                                                                     : ConfusionResult::FullMove)
                       : ConfusionResult::NoEffect;
    }
    return c;
}

int throwForSides(DiceSource& dice, RollLog* log) {
    for (;;) {
        const int a = roll(dice, log, "GA-SETUP-HIST", DieKind::Ordinary);
        const int b = roll(dice, log, "GA-SETUP-HIST", DieKind::Ordinary);
        if (a != b) return a > b ? 0 : 1;
    }
}

Role roleOf(const TroopType& type) {
    if (type.role == "missile") return Role::Missile;
    if (type.role == "skirmish") return Role::Skirmish;
    if (type.role == "shock") return Role::Shock;
    return Role::Line;
}

bool campaignFactorsApply(bool campaignBattle, const RuleOptions& options) {
    return campaignBattle && options.campaignFactors;
}

}  // namespace seneschal::battle
