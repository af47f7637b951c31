#include "battle/ga/casualties.hpp"

#include <algorithm>

namespace seneschal::battle {

const CasualtyCell* casualtyCell(const CasualtyTable& table, int factor, int figures) {
    if (figures < 1 || factor < table.minFactor()) return nullptr;
    return &table.at(std::min(factor, table.maxFactor()), std::min(figures, table.maxFigures()));
}

int casualtyMen(const CasualtyTable& table, int factor, int figures) {
    int men = 0;
    for (int left = figures; left > 0; left -= table.maxFigures()) {
        if (const CasualtyCell* cell = casualtyCell(table, factor, left)) men += cell->men;
    }
    return men;
}

namespace {

int rollCell(const CasualtyCell& cell, DiceSource& dice, RollLog* log) {
    switch (cell.kind) {
        case CasualtyCell::Kind::None:
            return 0;
        case CasualtyCell::Kind::Tenths: {
            // "If the tens die rolls precisely 0 and the units die scores equal to or below the
            // number indicated after the '.' then one figure is removed."
            const int tens = roll(dice, log, "GA-CAS-DICE", DieKind::Decimal);
            const int units = roll(dice, log, "GA-CAS-DICE", DieKind::Decimal);
            return tens == 0 && units <= cell.threshold ? 1 : 0;
        }
        case CasualtyCell::Kind::Dice: {
            int removed = 0;
            for (int i = 0; i < cell.dice; ++i) {
                if (roll(dice, log, "GA-CAS-DICE", DieKind::Decimal) <= cell.threshold) ++removed;
            }
            return removed;
        }
    }
    return 0;
}

}  // namespace

int rollCasualtyFigures(const CasualtyTable& table, int factor, int figures, DiceSource& dice,
                        RollLog* log) {
    int removed = 0;
    for (int left = figures; left > 0; left -= table.maxFigures()) {
        if (const CasualtyCell* cell = casualtyCell(table, factor, left)) {
            removed += rollCell(*cell, dice, log);
        }
    }
    return removed;
}

CasualtyAccount carryMen(int men, int menCarriedBefore, int menPerFigure) {
    const int total = men + menCarriedBefore;
    return {total / menPerFigure, total % menPerFigure};
}

CasualtyResult resolveCasualties(const Rulebook& book, CasualtyReading reading, int factor,
                                 int figures, int menCarriedBefore, DiceSource& dice,
                                 RollLog* log) {
    const CasualtyTable& table = book.tables().casualties;
    CasualtyResult result;
    if (reading == CasualtyReading::Dice) {
        result.figuresRemoved = rollCasualtyFigures(table, factor, figures, dice, log);
        result.men = result.figuresRemoved * book.menPerFigure();
        result.menCarried = menCarriedBefore;
        return result;
    }
    result.men = casualtyMen(table, factor, figures);
    const CasualtyAccount account = carryMen(result.men, menCarriedBefore, book.menPerFigure());
    result.figuresRemoved = account.figuresRemoved;
    result.menCarried = account.menCarried;
    return result;
}

}  // namespace seneschal::battle
