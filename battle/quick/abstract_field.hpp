#pragma once
// The abstract field both quick resolvers fight on (docs/rules/quick-resolvers.md): pieces
// (PC stands, FW units) stand in numbered files, each at `pos`, how far it has come from its
// own start line, the two start lines `startGap` apart. These lookups are the same for both
// games; what a piece may do there is each game's own rule.
#include <cmath>
#include <cstddef>
#include <vector>

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

}  // namespace seneschal::battle::quick
