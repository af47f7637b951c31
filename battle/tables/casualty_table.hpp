#pragma once
// GA-CAS-DICE and GA-CAS-MEN: the casualty table in both of the seed's readings, held as one
// flat array indexed by (final factor, figures) and filled once at load.
#include <cstdint>
#include <string>
#include <vector>

namespace seneschal::battle {

struct CasualtyCell {
    enum class Kind : std::uint8_t {
        None,    // "-": no chance of a figure
        Tenths,  // "0.#": two decimal dice; tens exactly 0 and units <= # removes one figure
        Dice     // "N*#": N decimal dice; each scoring <= # removes one figure
    };
    Kind kind = Kind::None;
    std::uint8_t dice = 0;       // N for Kind::Dice
    std::uint8_t threshold = 0;  // the # of "0.#" or "N*#"
    std::int16_t men = 0;        // GA-CAS-MEN: casualties in men

    // The expectation in figures of the dice reading (for checks and for odds).
    double expectedFigures() const;
    std::string diceText() const;  // "-", "0.5", "3*8"
};

// Parses "-", "0.#" or "N*#"; returns false on anything else.
bool parseCasualtyDice(const std::string& text, CasualtyCell& cell);

class CasualtyTable {
  public:
    CasualtyTable() = default;
    CasualtyTable(int minFactor, int maxFactor, int maxFigures);

    int minFactor() const { return minFactor_; }
    int maxFactor() const { return maxFactor_; }
    int maxFigures() const { return maxFigures_; }

    // factor in [minFactor, maxFactor], figures in [1, maxFigures].
    const CasualtyCell& at(int factor, int figures) const {
        return cells_[static_cast<std::size_t>((factor - minFactor_) * maxFigures_ + figures - 1)];
    }
    CasualtyCell& at(int factor, int figures) {
        return cells_[static_cast<std::size_t>((factor - minFactor_) * maxFigures_ + figures - 1)];
    }

  private:
    int minFactor_ = 0;
    int maxFactor_ = -1;
    int maxFigures_ = 0;
    std::vector<CasualtyCell> cells_;
};

}  // namespace seneschal::battle
