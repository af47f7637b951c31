#pragma once
// A surface that draws nothing and remembers what it was asked to draw: tests read it ("every
// place name was drawn as text") and benchmarks time a painter without rasterising.
#include <cstddef>
#include <string>
#include <vector>

#include "drawing/surface.hpp"

namespace seneschal::drawing {

class RecordingSurface final : public Surface {
  public:
    enum class Kind { Fill, Stroke, Text, Image, Picture, PushClip, PopClip, BeginGroup, EndGroup };

    // One call on the surface. Only the fields its kind uses are set.
    struct Operation {
        Kind kind = Kind::Fill;
        std::size_t segments = 0;  // Fill, Stroke: the path's segment count
        Colour colour;             // Fill, Text; Stroke: the stroke's colour
        Stroke stroke;             // Stroke
        std::string
            text;  // Text: the text; Image: the file; Picture: its key; BeginGroup: the name
        std::string groupKind;  // BeginGroup: the kind
        Point topLeft;          // Text
        Font font;              // Text
        Rect rect;              // Image: where; PushClip: the clip
    };

    struct DrawnText {
        std::string text;
        Point topLeft;
        Font font;
        Colour colour;
    };

    RecordingSurface(double width, double height) : width_(width), height_(height) {}

    double width() const override { return width_; }
    double height() const override { return height_; }
    // The real measurer, so that a layout made for this surface is the one a window would get.
    TextSize measure(std::string_view utf8, const Font& font) const override;

    void fill(const Path& path, Colour colour) override;
    void stroke(const Path& path, const Stroke& stroke) override;
    void text(std::string_view utf8, Point topLeft, const Font& font, Colour colour) override;
    void image(const std::string& pngFile, const Rect& where) override;
    void picture(const PictureBytes& picture, const Rect& where) override;
    void pushClip(const Rect& rect) override;
    void popClip() override;
    void beginGroup(std::string_view kind, std::string_view name) override;
    void endGroup() override;

    const std::vector<Operation>& operations() const { return operations_; }
    std::size_t operationCount() const { return operations_.size(); }
    const std::vector<DrawnText>& texts() const { return texts_; }
    void clear();

  private:
    double width_;
    double height_;
    std::vector<Operation> operations_;
    std::vector<DrawnText> texts_;
};

}  // namespace seneschal::drawing
