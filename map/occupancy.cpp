#include "map/occupancy.hpp"

#include <algorithm>
#include <cmath>

namespace seneschal::map {

Occupancy::Occupancy(const drawing::Rect& bounds, double cell)
    : bounds_(bounds),
      cell_(cell),
      columns_(std::max<std::size_t>(1, static_cast<std::size_t>(std::ceil(bounds.width / cell)))),
      rows_(std::max<std::size_t>(1, static_cast<std::size_t>(std::ceil(bounds.height / cell)))),
      buckets_(columns_ * rows_) {}

std::size_t Occupancy::column(double x) const {
    const double c = std::floor((x - bounds_.x) / cell_);
    return static_cast<std::size_t>(std::clamp(c, 0.0, static_cast<double>(columns_ - 1)));
}

std::size_t Occupancy::row(double y) const {
    const double r = std::floor((y - bounds_.y) / cell_);
    return static_cast<std::size_t>(std::clamp(r, 0.0, static_cast<double>(rows_ - 1)));
}

std::size_t Occupancy::take(const drawing::Rect& rect, int owner) {
    const std::size_t index = entries_.size();
    entries_.push_back({rect, owner, true});
    for (std::size_t r = row(rect.y); r <= row(rect.bottom()); ++r)
        for (std::size_t c = column(rect.x); c <= column(rect.right()); ++c)
            buckets_[r * columns_ + c].push_back(index);
    return index;
}

void Occupancy::release(std::size_t entry) {
    // Left in its buckets, skipped when asked about: releases are few.
    entries_[entry].live = false;
}

bool Occupancy::isFree(const drawing::Rect& rect) const {
    for (std::size_t r = row(rect.y); r <= row(rect.bottom()); ++r) {
        for (std::size_t c = column(rect.x); c <= column(rect.right()); ++c) {
            for (const std::size_t index : buckets_[r * columns_ + c]) {
                const Entry& entry = entries_[index];
                if (entry.live && entry.rect.overlaps(rect)) return false;
            }
        }
    }
    return true;
}

std::vector<std::size_t> Occupancy::blockers(const drawing::Rect& rect) const {
    std::vector<std::size_t> found;
    for (std::size_t r = row(rect.y); r <= row(rect.bottom()); ++r) {
        for (std::size_t c = column(rect.x); c <= column(rect.right()); ++c) {
            for (const std::size_t index : buckets_[r * columns_ + c]) {
                const Entry& entry = entries_[index];
                if (!entry.live || !entry.rect.overlaps(rect)) continue;
                if (std::find(found.begin(), found.end(), index) == found.end())
                    found.push_back(index);
            }
        }
    }
    return found;
}

}  // namespace seneschal::map
