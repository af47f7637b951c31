#include "battle/tables/casualty_table.hpp"

namespace seneschal::battle {

double CasualtyCell::expectedFigures() const {
    switch (kind) {
        case Kind::None:
            return 0.0;
        case Kind::Tenths:
            return (threshold + 1) / 100.0;
        case Kind::Dice:
            return dice * (threshold + 1) / 10.0;
    }
    return 0.0;
}

std::string CasualtyCell::diceText() const {
    switch (kind) {
        case Kind::None:
            return "-";
        case Kind::Tenths:
            return "0." + std::to_string(threshold);
        case Kind::Dice:
            return std::to_string(dice) + "*" + std::to_string(threshold);
    }
    return "?";
}

bool parseCasualtyDice(const std::string& text, CasualtyCell& cell) {
    auto digit = [](char c) { return c >= '0' && c <= '9'; };
    if (text == "-") {
        cell.kind = CasualtyCell::Kind::None;
        cell.dice = 0;
        cell.threshold = 0;
        return true;
    }
    if (text.size() == 3 && text[0] == '0' && text[1] == '.' && digit(text[2])) {
        cell.kind = CasualtyCell::Kind::Tenths;
        cell.dice = 2;
        cell.threshold = static_cast<std::uint8_t>(text[2] - '0');
        return true;
    }
    const auto star = text.find('*');
    if (star == std::string::npos || star == 0 || star > 2 || star + 2 != text.size() ||
        !digit(text[star + 1])) {
        return false;
    }
    int n = 0;
    for (std::size_t i = 0; i < star; ++i) {
        if (!digit(text[i])) return false;
        n = n * 10 + (text[i] - '0');
    }
    if (n < 1) return false;
    cell.kind = CasualtyCell::Kind::Dice;
    cell.dice = static_cast<std::uint8_t>(n);
    cell.threshold = static_cast<std::uint8_t>(text[star + 1] - '0');
    return true;
}

CasualtyTable::CasualtyTable(int minFactor, int maxFactor, int maxFigures)
    : minFactor_(minFactor),
      maxFactor_(maxFactor),
      maxFigures_(maxFigures),
      cells_(static_cast<std::size_t>((maxFactor - minFactor + 1) * maxFigures)) {}

}  // namespace seneschal::battle
