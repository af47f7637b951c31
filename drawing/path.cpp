#include <algorithm>
#include <numbers>

#include "drawing/surface.hpp"

namespace seneschal::drawing {

Path& Path::moveTo(double x, double y) {
    segments_.push_back({Op::Move, x, y, 0, 0, 0});
    return *this;
}

Path& Path::lineTo(double x, double y) {
    segments_.push_back({Op::Line, x, y, 0, 0, 0});
    return *this;
}

Path& Path::arc(double cx, double cy, double radius, double from, double to) {
    segments_.push_back({Op::Arc, cx, cy, radius, from, to});
    return *this;
}

Path& Path::close() {
    segments_.push_back({Op::Close, 0, 0, 0, 0, 0});
    return *this;
}

Path& Path::rectangle(const Rect& rect) {
    return moveTo(rect.x, rect.y)
        .lineTo(rect.right(), rect.y)
        .lineTo(rect.right(), rect.bottom())
        .lineTo(rect.x, rect.bottom())
        .close();
}

Path& Path::roundedRectangle(const Rect& rect, double radius) {
    // A radius larger than half a side would make the corners cross.
    const double r = std::min(radius, std::min(rect.width, rect.height) / 2);
    if (r <= 0) return rectangle(rect);
    constexpr double pi = std::numbers::pi;
    // Each arc is joined to the one before by the straight edge between them.
    return moveTo(rect.x + r, rect.y)
        .arc(rect.right() - r, rect.y + r, r, -pi / 2, 0)
        .arc(rect.right() - r, rect.bottom() - r, r, 0, pi / 2)
        .arc(rect.x + r, rect.bottom() - r, r, pi / 2, pi)
        .arc(rect.x + r, rect.y + r, r, pi, 3 * pi / 2)
        .close();
}

Path& Path::circle(double cx, double cy, double radius) {
    // The move starts a new figure, so no line joins the circle to whatever came before.
    return moveTo(cx + radius, cy).arc(cx, cy, radius, 0, 2 * std::numbers::pi).close();
}

Path& Path::polygon(const std::vector<Point>& points) {
    if (points.empty()) return *this;
    polyline(points);
    return close();
}

Path& Path::polyline(const std::vector<Point>& points) {
    if (points.empty()) return *this;
    moveTo(points.front().x, points.front().y);
    for (std::size_t i = 1; i < points.size(); ++i) lineTo(points[i].x, points[i].y);
    return *this;
}

}  // namespace seneschal::drawing
