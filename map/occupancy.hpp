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

    // Takes `rect`; `owner` names what took it (e.g. a place's index), so that a label may sit
    // against its own marker.
    void take(const drawing::Rect& rect, int owner = -1);
    // Whether `rect` overlaps nothing taken, other than rectangles taken by `ignoreOwner`.
    bool isFree(const drawing::Rect& rect, int ignoreOwner = -2) const;

  private:
    struct Entry {
        drawing::Rect rect;
        int owner;
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
