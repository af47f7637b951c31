#pragma once
// The rectangles already taken on the map, in a grid of buckets so that asking "is this spot
// free?" looks at the few rectangles nearby, not at all of them: a map of 300 places lays out
// in milliseconds, not seconds.
#include <cstddef>
#include <vector>

#include "drawing/surface.hpp"

namespace seneschal::map {

class Occupancy {
  public:
    // `bounds` is where rectangles will be asked about; rectangles outside still count, in the
    // edge buckets.
    explicit Occupancy(const drawing::Rect& bounds, double cell = 48.0);

    // Takes `rect` for `owner` (what took it: the layout numbers its labels and stacks; -1 for
    // what never moves) and returns the entry, to be released if it moves.
    std::size_t take(const drawing::Rect& rect, int owner = -1);
    void release(std::size_t entry);
    // Whether `rect` overlaps nothing taken.
    bool isFree(const drawing::Rect& rect) const;
    // The entries `rect` overlaps, each once.
    std::vector<std::size_t> blockers(const drawing::Rect& rect) const;
    int ownerOf(std::size_t entry) const { return entries_[entry].owner; }
    const drawing::Rect& rectOf(std::size_t entry) const { return entries_[entry].rect; }

  private:
    struct Entry {
        drawing::Rect rect;
        int owner;
        bool live;
    };
    std::size_t column(double x) const;
    std::size_t row(double y) const;

    drawing::Rect bounds_;
    double cell_;
    std::size_t columns_;
    std::size_t rows_;
    std::vector<Entry> entries_;
    std::vector<std::vector<std::size_t>> buckets_;
};

}  // namespace seneschal::map
