// The path shapes: what each adds, in the order cairo and the SVG writer read it.
#include <gtest/gtest.h>

#include <numbers>

#include "drawing/surface.hpp"

namespace seneschal::drawing {
namespace {

using Op = Path::Op;

std::vector<Op> opsOf(const Path& path) {
    std::vector<Op> ops;
    for (const auto& segment : path.segments()) ops.push_back(segment.op);
    return ops;
}

TEST(Path, ACircleIsAMoveThenAWholeArc) {
    const Path path = Path().circle(10, 20, 5);
    EXPECT_EQ(opsOf(path), (std::vector<Op>{Op::Move, Op::Arc, Op::Close}));
    EXPECT_EQ(path.segments()[0].a, 15);
    EXPECT_EQ(path.segments()[0].b, 20);
    EXPECT_DOUBLE_EQ(path.segments()[1].to - path.segments()[1].from, 2 * std::numbers::pi);
}

TEST(Path, ARoundedRectangleHasFourCornerArcs) {
    const Path path = Path().roundedRectangle({0, 0, 40, 20}, 4);
    EXPECT_EQ(opsOf(path),
              (std::vector<Op>{Op::Move, Op::Arc, Op::Arc, Op::Arc, Op::Arc, Op::Close}));
    for (std::size_t i = 1; i <= 4; ++i) EXPECT_EQ(path.segments()[i].radius, 4);
}

TEST(Path, ARadiusTooLargeForTheRectangleIsHalfItsShortSide) {
    const Path path = Path().roundedRectangle({0, 0, 40, 10}, 30);
    EXPECT_EQ(path.segments()[1].radius, 5);
}

TEST(Path, NoRadiusIsAPlainRectangle) {
    EXPECT_EQ(opsOf(Path().roundedRectangle({0, 0, 40, 10}, 0)),
              (std::vector<Op>{Op::Move, Op::Line, Op::Line, Op::Line, Op::Close}));
}

TEST(Path, APolygonClosesAndAPolylineDoesNot) {
    const std::vector<Point> points{{0, 0}, {10, 0}, {10, 10}};
    EXPECT_EQ(opsOf(Path().polygon(points)),
              (std::vector<Op>{Op::Move, Op::Line, Op::Line, Op::Close}));
    EXPECT_EQ(opsOf(Path().polyline(points)), (std::vector<Op>{Op::Move, Op::Line, Op::Line}));
    EXPECT_TRUE(Path().polygon({}).empty());
}

}  // namespace
}  // namespace seneschal::drawing
