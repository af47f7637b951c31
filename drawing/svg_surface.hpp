#pragma once
// A surface that writes an SVG 1.1 document as text. Written by hand rather than through
// cairo's SVG surface because cairo turns text into glyph outlines: here every label stays a
// <text> element a person can search, copy and restyle, and every group the painter names
// (beginGroup) is a <g class=… data-name=…>. Numbers carry at most two decimals and never a
// locale's comma.
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "drawing/surface.hpp"

namespace seneschal::drawing {

class SvgSurface final : public Surface {
  public:
    SvgSurface(double width, double height);

    double width() const override { return width_; }
    double height() const override { return height_; }
    TextSize measure(std::string_view utf8, const Font& font) const override;

    void fill(const Path& path, Colour colour) override;
    void stroke(const Path& path, const Stroke& stroke) override;
    void text(std::string_view utf8, Point topLeft, const Font& font, Colour colour) override;
    // A file that does not exist is left out; one that does is linked (file: URI), not embedded.
    void image(const std::string& pngFile, const Rect& where) override;
    void picture(const PictureBytes& picture, const Rect& where) override;
    void pushClip(const Rect& rect) override;
    void popClip() override;
    void beginGroup(std::string_view kind, std::string_view name) override;
    void endGroup() override;

    // The <svg> element alone, every clip and group still open closed: for inline SVG in HTML.
    std::string svgElement() const;
    // The whole file: the XML declaration and svgElement().
    std::string document() const;

  private:
    double width_;
    double height_;
    std::string body_;
    int openElements_ = 0;  // clips and groups not yet closed, each a <g>
    int nextClipId_ = 1;
};

// The SVG document of a width × height drawing on `background` (the file is written by the one
// writer of output files, campaign/file/output_file.hpp).
std::string svgDocument(double width, double height, Colour background,
                        const std::function<void(Surface&)>& draw);

// For tests and other writers of SVG: a number with at most two decimals, "." as the point,
// no trailing zeros ("12", "0.5", "-3.25").
std::string svgNumber(double value);

}  // namespace seneschal::drawing
