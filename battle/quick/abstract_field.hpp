#pragma once
// The abstract field both quick resolvers fight on (docs/rules/quick-resolvers.md): pieces
// (PC stands, FW units) stand in numbered files, each at `pos`, how far it has come from its
// own start line, the two start lines `startGap` apart. These lookups are the same for both
// games; what a piece may do there is each game's own rule.
#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

#include "battle/battle_file.hpp"
#include "battle/force.hpp"
#include "battle/quick/quick_common.hpp"

namespace seneschal::battle::quick {

// Positions are sums of fractional moves: two pieces this close stand level.
inline constexpr double kLevelTolerance = 1e-9;

// How far apart two pieces are along the field's depth: between friends the difference of
// their positions, between enemies what is left of the gap between the start lines
// (negative once they have passed each other).
template <typename Piece>
double fieldGap(const Piece& a, const Piece& b, double startGap) {
    if (a.side == b.side) return std::fabs(a.pos - b.pos);
    return startGap - a.pos - b.pos;
}

// The enemy in the piece's file that has come furthest towards it; -1 when there is none.
template <typename Piece>
int frontEnemyIn(const std::vector<Piece>& pieces, const Piece& piece) {
    int best = -1;
    for (const Piece& other : pieces) {
        if (other.removed || other.side == piece.side || other.file != piece.file) continue;
        if (best < 0 || other.pos > pieces[static_cast<std::size_t>(best)].pos) best = other.id;
    }
    return best;
}

// The nearest friend in the piece's file level with it or ahead of it; -1 when there is none.
template <typename Piece>
int friendAheadIn(const std::vector<Piece>& pieces, const Piece& piece) {
    int best = -1;
    for (const Piece& other : pieces) {
        if (other.removed || other.side != piece.side || other.id == piece.id ||
            other.file != piece.file || other.pos < piece.pos - kLevelTolerance)
            continue;
        if (best < 0 || other.pos < pieces[static_cast<std::size_t>(best)].pos) best = other.id;
    }
    return best;
}

// What one side puts on the field (PC-DEPLOY, FW-DEPLOY): its pieces' ids in the front line and
// in reserve (the pieces of a battal ordered to Reserve), each in the order of the set-up.
struct SideLines {
    std::vector<int> front;
    std::vector<int> reserve;
    int total() const { return static_cast<int>(front.size() + reserve.size()); }
};

// Deploys side `side` (0 or 1) of `setup`, army by army, battal by battal, unit by unit: each
// unit cut into `piecesFor(unit.men, menPerPiece, menPerFigure)` pieces sharing its whole figures
// (quick_common.hpp). The game makes its own pieces and hears what was deployed:
//   startUnit(army, battal, unit) -> a maker of the unit's pieces, called as
//     make(piece, pieces, figures) -> the new piece's id (the unit is classified here, whether
//     or not it fields a piece);
//   unitDeployed(army, battal, unit, ids): after each unit, with its pieces (none for a unit
//     that fields no whole figure);
//   battalDeployed(army, battal, ids): after each battal, with its pieces;
//   armyDeployed(army, lines, frontFrom): after each army; its front-line pieces are those of
//     lines.front from index frontFrom.
template <typename StartUnit, typename UnitDeployed, typename BattalDeployed, typename ArmyDeployed>
SideLines deploySide(const BattleSetup& setup, int side, int menPerPiece, int menPerFigure,
                     StartUnit startUnit, UnitDeployed unitDeployed, BattalDeployed battalDeployed,
                     ArmyDeployed armyDeployed) {
    SideLines lines;
    const std::string& sideId = setup.sides.at(static_cast<std::size_t>(side)).id;
    for (const ArmySpec& army : setup.armies) {
        if (army.side != sideId) continue;
        const std::size_t frontFrom = lines.front.size();
        for (const BattalSpec& battal : army.battals) {
            std::vector<int> battalPieces;
            for (const UnitSpec& unit : battal.units) {
                auto makePiece = startUnit(army, battal, unit);
                const int count = piecesFor(unit.men, menPerPiece, menPerFigure);
                const std::vector<int> shares = shareFigures(unit.men / menPerFigure, count);
                std::vector<int> unitPieces;
                for (int i = 0; i < count; ++i) {
                    const int id = makePiece(i, count, shares[static_cast<std::size_t>(i)]);
                    unitPieces.push_back(id);
                    battalPieces.push_back(id);
                    (battal.orders == BattalOrders::Reserve ? lines.reserve : lines.front)
                        .push_back(id);
                }
                unitDeployed(army, battal, unit, unitPieces);
            }
            battalDeployed(army, battal, battalPieces);
        }
        armyDeployed(army, lines, frontFrom);
    }
    return lines;
}

// Stands the pieces `ids` side by side in files centred on the field's middle, at `pos` (0 the
// side's start line, negative behind it).
template <typename Piece>
void placeLine(std::vector<Piece>& pieces, const std::vector<int>& ids, double pos) {
    const int first = -static_cast<int>(ids.size() / 2);
    for (std::size_t i = 0; i < ids.size(); ++i) {
        Piece& piece = pieces[static_cast<std::size_t>(ids[i])];
        piece.file = first + static_cast<int>(i);
        piece.pos = pos;
    }
}

}  // namespace seneschal::battle::quick
