#include "drawing/recording_surface.hpp"

#include "drawing/text_measure.hpp"

namespace seneschal::drawing {

TextSize RecordingSurface::measure(std::string_view utf8, const Font& font) const {
    return textMeasurer().measure(utf8, font);
}

void RecordingSurface::fill(const Path& path, Colour colour) {
    Operation operation;
    operation.kind = Kind::Fill;
    operation.segments = path.segments().size();
    operation.colour = colour;
    operations_.push_back(std::move(operation));
}

void RecordingSurface::stroke(const Path& path, const Stroke& stroke) {
    Operation operation;
    operation.kind = Kind::Stroke;
    operation.segments = path.segments().size();
    operation.colour = stroke.colour;
    operation.stroke = stroke;
    operations_.push_back(std::move(operation));
}

void RecordingSurface::text(std::string_view utf8, Point topLeft, const Font& font, Colour colour) {
    Operation operation;
    operation.kind = Kind::Text;
    operation.text = std::string(utf8);
    operation.topLeft = topLeft;
    operation.font = font;
    operation.colour = colour;
    operations_.push_back(std::move(operation));
    texts_.push_back({std::string(utf8), topLeft, font, colour});
}

void RecordingSurface::image(const std::string& pngFile, const Rect& where) {
    Operation operation;
    operation.kind = Kind::Image;
    operation.text = pngFile;
    operation.rect = where;
    operations_.push_back(std::move(operation));
}

void RecordingSurface::picture(const PictureBytes& picture, const Rect& where) {
    Operation operation;
    operation.kind = Kind::Picture;
    operation.text = std::string(picture.key);
    operation.rect = where;
    operations_.push_back(std::move(operation));
}

void RecordingSurface::pushClip(const Rect& rect) {
    Operation operation;
    operation.kind = Kind::PushClip;
    operation.rect = rect;
    operations_.push_back(std::move(operation));
}

void RecordingSurface::popClip() {
    Operation operation;
    operation.kind = Kind::PopClip;
    operations_.push_back(std::move(operation));
}

void RecordingSurface::beginGroup(std::string_view kind, std::string_view name) {
    Operation operation;
    operation.kind = Kind::BeginGroup;
    operation.groupKind = std::string(kind);
    operation.text = std::string(name);
    operations_.push_back(std::move(operation));
}

void RecordingSurface::endGroup() {
    Operation operation;
    operation.kind = Kind::EndGroup;
    operations_.push_back(std::move(operation));
}

void RecordingSurface::clear() {
    operations_.clear();
    texts_.clear();
}

}  // namespace seneschal::drawing
