#pragma once
// What the map (and later the reports' charts) draws on, without saying where: a window (the
// desktop program's cairo context), a PNG or PDF file (cairo), an SVG file (text, with every
// label a <text> element), or a recording kept for tests and benchmarks. One painter, several
// surfaces: what the window shows is what the file holds.
//
// Coordinates are pixels, x to the right, y downwards. Text sizes are in pixels too (a 9-point
// desktop font at 96 dots per inch is 12 pixels), so that a measure and a drawing agree on
// every surface.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "drawing/picture.hpp"

namespace seneschal::drawing {

struct Colour {
    std::uint8_t red = 0;
    std::uint8_t green = 0;
    std::uint8_t blue = 0;
    std::uint8_t alpha = 255;
    friend bool operator==(const Colour&, const Colour&) = default;
};

struct Point {
    double x = 0;
    double y = 0;
    friend bool operator==(const Point&, const Point&) = default;
};

struct Rect {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
    double right() const { return x + width; }
    double bottom() const { return y + height; }
    bool contains(Point p) const {
        return p.x >= x && p.x <= right() && p.y >= y && p.y <= bottom();
    }
    // Rectangles that only touch along an edge do not overlap.
    bool overlaps(const Rect& other) const {
        return x < other.right() && other.x < right() && y < other.bottom() && other.y < bottom();
    }
};

struct Font {
    double pixels = 12;  // the em size
    bool bold = false;
    bool italic = false;
    friend bool operator==(const Font&, const Font&) = default;
};

struct TextSize {
    double width = 0;
    double height = 0;  // one line: ascent plus descent
    double ascent = 0;  // from the top to the baseline (where an SVG <text> is placed)
};

enum class Dash { Solid, Dashed, Dotted };

struct Stroke {
    Colour colour;
    double width = 1;
    Dash dash = Dash::Solid;
};

// A path of straight lines and circular arcs, in pixels.
class Path {
  public:
    enum class Op { Move, Line, Arc, Close };
    struct Segment {
        Op op = Op::Move;
        double a = 0, b = 0;      // Move/Line: x, y. Arc: centre x, y
        double radius = 0;        // Arc
        double from = 0, to = 0;  // Arc: angles in radians, clockwise on screen (y down)
    };

    Path& moveTo(double x, double y);
    Path& lineTo(double x, double y);
    // An arc of a circle from angle `from` to `to` (radians; to > from draws clockwise on the
    // screen). Joined to the current point by a straight line, as cairo does.
    Path& arc(double cx, double cy, double radius, double from, double to);
    Path& close();

    Path& rectangle(const Rect& rect);
    Path& roundedRectangle(const Rect& rect, double radius);
    Path& circle(double cx, double cy, double radius);
    Path& polygon(const std::vector<Point>& points);   // closed
    Path& polyline(const std::vector<Point>& points);  // open

    const std::vector<Segment>& segments() const { return segments_; }
    bool empty() const { return segments_.empty(); }

  private:
    std::vector<Segment> segments_;
};

// Measures text as the surface will draw it.
class TextMeasurer {
  public:
    virtual ~TextMeasurer() = default;
    virtual TextSize measure(std::string_view utf8, const Font& font) const = 0;
};

class Surface : public TextMeasurer {
  public:
    virtual double width() const = 0;
    virtual double height() const = 0;

    virtual void fill(const Path& path, Colour colour) = 0;
    virtual void stroke(const Path& path, const Stroke& stroke) = 0;
    // One line of text with its top-left corner at `topLeft`.
    virtual void text(std::string_view utf8, Point topLeft, const Font& font, Colour colour) = 0;
    // A PNG picture stretched over `where` (the map's background); a surface that cannot read
    // it draws nothing there.
    virtual void image(const std::string& pngFile, const Rect& where) = 0;
    // A picture held as its bytes (drawing/picture.hpp), stretched over `where` the same way.
    virtual void picture(const PictureBytes& picture, const Rect& where) = 0;

    // Everything until popClip() is drawn only inside `rect` (nested clips intersect).
    virtual void pushClip(const Rect& rect) = 0;
    virtual void popClip() = 0;

    // Names what follows, for a surface that keeps structure (an SVG <g id=… class=…>); the
    // others ignore it. `kind` is the class ("place", "army-stack"), `name` a person's name.
    virtual void beginGroup(std::string_view kind, std::string_view name) {
        (void)kind;
        (void)name;
    }
    virtual void endGroup() {}
};

}  // namespace seneschal::drawing
