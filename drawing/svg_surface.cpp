#include "drawing/svg_surface.hpp"

#include <glib.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <numbers>
#include <system_error>

#include "drawing/text_measure.hpp"

namespace seneschal::drawing {

namespace fs = std::filesystem;

std::string svgNumber(double value) {
    if (!std::isfinite(value)) return "0";
    char buffer[400];  // room for any finite double in fixed notation
    const auto result =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 2);
    std::string text(buffer, result.ptr);
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0') text.pop_back();
        if (text.back() == '.') text.pop_back();
    }
    if (text == "-0") return "0";
    return text;
}

namespace {

constexpr double kTwoPi = 2 * std::numbers::pi;

// Text content and attribute values: the five XML specials as entities, and the control
// characters XML 1.0 forbids dropped, so that no name can break the document. UTF-8 is kept.
std::string svgEscaped(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&apos;";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' && c != '\r') {
                    break;
                }
                out += c;
        }
    }
    return out;
}

std::string svgColour(Colour colour) {
    constexpr char kHex[] = "0123456789abcdef";
    std::string out = "#";
    for (const std::uint8_t channel : {colour.red, colour.green, colour.blue}) {
        out += kHex[channel >> 4];
        out += kHex[channel & 0x0f];
    }
    return out;
}

// ` name="#rrggbb"`, and ` name-opacity="…"` when the colour is not opaque.
std::string svgPaint(const char* name, Colour colour) {
    std::string out = std::string(" ") + name + "=\"" + svgColour(colour) + "\"";
    if (colour.alpha != 255) {
        out += std::string(" ") + name + "-opacity=\"" + svgNumber(colour.alpha / 255.0) + "\"";
    }
    return out;
}

// Turns a Path into SVG path data, following cairo's rules: a line or arc without a current
// point starts a new figure, an arc is joined to the current point by a straight line, and
// after a close the current point is the figure's start.
class SvgPathData {
  public:
    std::string build(const Path& path) {
        for (const Path::Segment& segment : path.segments()) {
            switch (segment.op) {
                case Path::Op::Move:
                    moveTo({segment.a, segment.b});
                    break;
                case Path::Op::Line:
                    lineTo({segment.a, segment.b});
                    break;
                case Path::Op::Arc:
                    arc(segment);
                    break;
                case Path::Op::Close:
                    if (hasCurrent_) {
                        data_ += "Z";
                        current_ = figureStart_;
                    }
                    break;
            }
        }
        return data_;
    }

  private:
    void command(char letter, Point p) {
        if (!data_.empty()) data_ += ' ';
        data_ += letter;
        data_ += svgNumber(p.x) + " " + svgNumber(p.y);
    }
    void moveTo(Point p) {
        command('M', p);
        hasCurrent_ = true;
        current_ = figureStart_ = p;
    }
    void lineTo(Point p) {
        if (!hasCurrent_) return moveTo(p);
        command('L', p);
        current_ = p;
    }
    void arc(const Path::Segment& segment) {
        const double r = segment.radius;
        const double from = segment.from;
        double to = segment.to;
        // Like cairo, an end angle before the start goes round clockwise to reach it.
        if (to < from) to += kTwoPi * std::ceil((from - to) / kTwoPi);
        // Going round more than once draws nothing more.
        const double sweep = std::min(to - from, kTwoPi);
        const Point start{segment.a + r * std::cos(from), segment.b + r * std::sin(from)};
        const bool atStart = hasCurrent_ && std::abs(current_.x - start.x) < 0.005 &&
                             std::abs(current_.y - start.y) < 0.005;
        if (!atStart) lineTo(start);
        if (r <= 0 || sweep <= 0) return;
        // Pieces of at most half a circle: one SVG arc cannot draw a whole circle (its ends
        // would coincide), and the large-arc flag is then always 0.
        const int pieces = std::max(1, static_cast<int>(std::ceil(sweep / std::numbers::pi)));
        for (int i = 1; i <= pieces; ++i) {
            const double angle = from + sweep * i / pieces;
            const Point end{segment.a + r * std::cos(angle), segment.b + r * std::sin(angle)};
            if (!data_.empty()) data_ += ' ';
            // Sweep flag 1: increasing angles, clockwise on a y-down screen, as in cairo.
            data_ += "A" + svgNumber(r) + " " + svgNumber(r) + " 0 0 1 " + svgNumber(end.x) + " " +
                     svgNumber(end.y);
            current_ = end;
        }
    }

    std::string data_;
    bool hasCurrent_ = false;
    Point current_;
    Point figureStart_;
};

// A file: URI for an absolute path, its bytes outside the unreserved set percent-encoded.
std::string svgFileUri(const fs::path& file) {
    constexpr char kHex[] = "0123456789ABCDEF";
    std::string out = "file://";
    for (const char c : fs::absolute(file).string()) {
        const auto byte = static_cast<unsigned char>(c);
        if (std::isalnum(byte) || c == '/' || c == '-' || c == '.' || c == '_' || c == '~') {
            out += c;
        } else {
            out += '%';
            out += kHex[byte >> 4];
            out += kHex[byte & 0x0f];
        }
    }
    return out;
}

std::string svgRectAttributes(const Rect& rect) {
    return " x=\"" + svgNumber(rect.x) + "\" y=\"" + svgNumber(rect.y) + "\" width=\"" +
           svgNumber(rect.width) + "\" height=\"" + svgNumber(rect.height) + "\"";
}

}  // namespace

SvgSurface::SvgSurface(double width, double height) : width_(width), height_(height) {}

TextSize SvgSurface::measure(std::string_view utf8, const Font& font) const {
    return textMeasurer().measure(utf8, font);
}

void SvgSurface::fill(const Path& path, Colour colour) {
    const std::string data = SvgPathData().build(path);
    if (data.empty()) return;
    body_ += "<path d=\"" + data + "\"" + svgPaint("fill", colour) + "/>\n";
}

void SvgSurface::stroke(const Path& path, const Stroke& stroke) {
    const std::string data = SvgPathData().build(path);
    if (data.empty()) return;
    body_ += "<path d=\"" + data + "\" fill=\"none\"" + svgPaint("stroke", stroke.colour) +
             " stroke-width=\"" + svgNumber(stroke.width) + "\" stroke-linejoin=\"round\"";
    // The same dashes as the cairo surface draws.
    const double w = std::max(stroke.width, 1.0);
    switch (stroke.dash) {
        case Dash::Solid:
            break;
        case Dash::Dashed:
            body_ += " stroke-dasharray=\"" + svgNumber(6 * w) + " " + svgNumber(4 * w) + "\"";
            break;
        case Dash::Dotted:
            body_ += " stroke-dasharray=\"0.1 " + svgNumber(2 * w) + "\" stroke-linecap=\"round\"";
            break;
    }
    body_ += "/>\n";
}

void SvgSurface::text(std::string_view utf8, Point topLeft, const Font& font, Colour colour) {
    if (utf8.empty()) return;
    // SVG places text by its baseline; the measurer knows how far below the top that is.
    const double baseline = topLeft.y + measure(utf8, font).ascent;
    body_ += "<text x=\"" + svgNumber(topLeft.x) + "\" y=\"" + svgNumber(baseline) +
             "\" font-family=\"" + kFontFamily + ", sans-serif\" font-size=\"" +
             svgNumber(font.pixels) + "px\"";
    if (font.bold) body_ += " font-weight=\"bold\"";
    if (font.italic) body_ += " font-style=\"italic\"";
    body_ += svgPaint("fill", colour) +
             " dominant-baseline=\"alphabetic\" xml:space=\"preserve\">" + svgEscaped(utf8) +
             "</text>\n";
}

void SvgSurface::image(const std::string& pngFile, const Rect& where) {
    std::error_code ec;
    if (!fs::is_regular_file(pngFile, ec)) return;
    const std::string uri = svgEscaped(svgFileUri(pngFile));
    // Both spellings of the link: xlink:href for SVG 1.1 readers, href for SVG 2 ones.
    body_ += "<image" + svgRectAttributes(where) + " preserveAspectRatio=\"none\" xlink:href=\"" +
             uri + "\" href=\"" + uri + "\"/>\n";
}

// A picture held as bytes goes into the SVG itself, as a data: URI (base64, glib's encoder): the
// file stands alone, as the campaign file does.
void SvgSurface::picture(const PictureBytes& picture, const Rect& where) {
    const std::string type = pictureMediaType(picture.bytes);
    if (type.empty()) return;
    gchar* encoded = g_base64_encode(reinterpret_cast<const guchar*>(picture.bytes.data()),
                                     picture.bytes.size());
    const std::string uri = "data:" + type + ";base64," + encoded;
    g_free(encoded);
    // One spelling only (xlink:href, which SVG 1.1 and 2 readers both take): the picture is
    // megabytes, not written twice.
    body_ += "<image" + svgRectAttributes(where) + " preserveAspectRatio=\"none\" xlink:href=\"" +
             uri + "\"/>\n";
}

void SvgSurface::pushClip(const Rect& rect) {
    const std::string id = "clip" + std::to_string(nextClipId_++);
    body_ += "<clipPath id=\"" + id + "\"><rect" + svgRectAttributes(rect) + "/></clipPath>\n";
    body_ += "<g clip-path=\"url(#" + id + ")\">\n";
    ++openElements_;
}

void SvgSurface::popClip() {
    if (openElements_ == 0) return;
    body_ += "</g>\n";
    --openElements_;
}

void SvgSurface::beginGroup(std::string_view kind, std::string_view name) {
    body_ += "<g class=\"" + svgEscaped(kind) + "\"";
    if (!name.empty()) body_ += " data-name=\"" + svgEscaped(name) + "\"";
    body_ += ">\n";
    ++openElements_;
}

void SvgSurface::endGroup() {
    if (openElements_ == 0) return;
    body_ += "</g>\n";
    --openElements_;
}

std::string SvgSurface::svgElement() const {
    const std::string w = svgNumber(width_);
    const std::string h = svgNumber(height_);
    std::string out =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
        "version=\"1.1\" width=\"" +
        w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " + h + "\">\n";
    out += body_;
    for (int i = 0; i < openElements_; ++i) out += "</g>\n";
    out += "</svg>\n";
    return out;
}

std::string SvgSurface::document() const {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svgElement();
}

std::string svgDocument(double width, double height, Colour background,
                        const std::function<void(Surface&)>& draw) {
    SvgSurface surface(width, height);
    if (background.alpha != 0) surface.fill(Path().rectangle({0, 0, width, height}), background);
    draw(surface);
    return surface.document();
}

}  // namespace seneschal::drawing
