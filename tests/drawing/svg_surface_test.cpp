// The SVG surface: a well-formed document, labels as real <text>, arcs as SVG arcs, clips and
// groups nested as they were opened, numbers without a locale.
#include "drawing/svg_surface.hpp"

#include <gtest/gtest.h>

#include <clocale>
#include <fstream>
#include <numbers>
#include <pugixml.hpp>
#include <regex>
#include <sstream>

#include "drawing/text_measure.hpp"
#include "scratch_dir.hpp"

namespace seneschal::drawing {
namespace {

pugi::xml_document parsed(const std::string& text) {
    pugi::xml_document document;
    const pugi::xml_parse_result result = document.load_string(text.c_str());
    EXPECT_TRUE(result) << result.description() << " at " << result.offset << " in\n" << text;
    return document;
}

TEST(SvgSurface, AnEmptyDrawingIsADocumentOfItsSize) {
    const SvgSurface surface(640, 480.5);
    const pugi::xml_document document = parsed(surface.document());
    const pugi::xml_node svg = document.child("svg");
    ASSERT_TRUE(svg);
    EXPECT_STREQ(svg.attribute("width").value(), "640");
    EXPECT_STREQ(svg.attribute("height").value(), "480.5");
    EXPECT_STREQ(svg.attribute("viewBox").value(), "0 0 640 480.5");
    EXPECT_STREQ(svg.attribute("xmlns").value(), "http://www.w3.org/2000/svg");
}

TEST(SvgSurface, TextKeepsItsCharactersAndUtf8) {
    SvgSurface surface(200, 100);
    const std::string awkward = "Crécy & <Calais> \"the 'ford'\"";
    surface.text(awkward, {10, 20}, Font{12, true, false}, {0x12, 0xab, 0xff, 255});
    const pugi::xml_document document = parsed(surface.document());
    const pugi::xml_node text = document.child("svg").child("text");
    ASSERT_TRUE(text);
    EXPECT_EQ(std::string(text.child_value()), awkward);
    EXPECT_STREQ(text.attribute("font-family").value(), "DejaVu Sans, sans-serif");
    EXPECT_STREQ(text.attribute("font-size").value(), "12px");
    EXPECT_STREQ(text.attribute("font-weight").value(), "bold");
    EXPECT_STREQ(text.attribute("fill").value(), "#12abff");
    EXPECT_FALSE(text.attribute("fill-opacity"));
}

TEST(SvgSurface, TextIsPlacedOnTheMeasuredBaseline) {
    SvgSurface surface(200, 100);
    const Font font{12, false, false};
    surface.text("Abbeville", {10, 20}, font, {});
    const pugi::xml_document document = parsed(surface.document());
    const pugi::xml_node text = document.child("svg").child("text");
    EXPECT_DOUBLE_EQ(text.attribute("x").as_double(), 10);
    EXPECT_NEAR(text.attribute("y").as_double(),
                20 + textMeasurer().measure("Abbeville", font).ascent, 0.005);
}

TEST(SvgSurface, ControlCharactersCannotBreakTheDocument) {
    SvgSurface surface(100, 100);
    surface.text(std::string("bell\x07 and nul") + '\0' + "end", {0, 0}, Font{}, {});
    surface.beginGroup("place", std::string("a\x01name"));
    surface.endGroup();
    const pugi::xml_document document = parsed(surface.document());
    EXPECT_STREQ(document.child("svg").child("text").child_value(), "bell and nulend");
}

TEST(SvgSurface, ACircleIsTwoHalfArcsFromItsRightmostPoint) {
    SvgSurface surface(100, 100);
    surface.fill(Path().circle(50, 40, 10), {255, 0, 0, 128});
    const pugi::xml_document document = parsed(surface.document());
    const pugi::xml_node path = document.child("svg").child("path");
    EXPECT_STREQ(path.attribute("d").value(), "M60 40 A10 10 0 0 1 40 40 A10 10 0 0 1 60 40Z");
    EXPECT_STREQ(path.attribute("fill").value(), "#ff0000");
    EXPECT_STREQ(path.attribute("fill-opacity").value(), "0.5");
}

TEST(SvgSurface, ARoundedRectangleJoinsItsCornerArcsWithEdges) {
    SvgSurface surface(100, 100);
    surface.stroke(Path().roundedRectangle({10, 10, 40, 20}, 5), {{0, 0, 0, 255}, 2, Dash::Solid});
    const pugi::xml_document document = parsed(surface.document());
    const pugi::xml_node path = document.child("svg").child("path");
    EXPECT_STREQ(path.attribute("d").value(),
                 "M15 10 L45 10 A5 5 0 0 1 50 15 L50 25 A5 5 0 0 1 45 30 L15 30 A5 5 0 0 1 10 25 "
                 "L10 15 A5 5 0 0 1 15 10Z");
    EXPECT_STREQ(path.attribute("fill").value(), "none");
    EXPECT_STREQ(path.attribute("stroke").value(), "#000000");
    EXPECT_STREQ(path.attribute("stroke-width").value(), "2");
    EXPECT_FALSE(path.attribute("stroke-dasharray"));
}

TEST(SvgSurface, AnArcWithoutACurrentPointStartsAFigureAndAnyArcAfterOneIsJoinedByALine) {
    SvgSurface surface(100, 100);
    const double pi = std::numbers::pi;
    // An end angle before the start goes on clockwise round to it, as in cairo.
    surface.stroke(Path().arc(50, 50, 10, 0, pi / 2).lineTo(0, 0).arc(50, 50, 10, pi, pi / 2),
                   {{}, 1, Dash::Solid});
    const pugi::xml_document document = parsed(surface.document());
    EXPECT_STREQ(document.child("svg").child("path").attribute("d").value(),
                 "M60 50 A10 10 0 0 1 50 60 L0 0 L40 50 A10 10 0 0 1 57.07 42.93 "
                 "A10 10 0 0 1 50 60");
}

TEST(SvgSurface, DashesAreWrittenAsTheWindowDrawsThem) {
    SvgSurface surface(100, 100);
    surface.stroke(Path().polyline({{0, 0}, {10, 10}}), {{}, 1.5, Dash::Dashed});
    surface.stroke(Path().polyline({{0, 0}, {10, 10}}), {{}, 2, Dash::Dotted});
    const pugi::xml_document document = parsed(surface.document());
    const pugi::xml_node dashed = document.child("svg").child("path");
    const pugi::xml_node dotted = dashed.next_sibling("path");
    EXPECT_STREQ(dashed.attribute("stroke-dasharray").value(), "9 6");
    EXPECT_STREQ(dotted.attribute("stroke-dasharray").value(), "0.1 4");
    EXPECT_STREQ(dotted.attribute("stroke-linecap").value(), "round");
}

TEST(SvgSurface, ClipsAndGroupsNestAsOpened) {
    SvgSurface surface(300, 200);
    surface.pushClip({10, 10, 200, 100});
    surface.beginGroup("place", "Crécy & \"Wadicourt\"");
    surface.fill(Path().circle(50, 50, 5), {});
    surface.endGroup();
    surface.beginGroup("army-stack", "English host");
    surface.endGroup();
    surface.popClip();
    surface.fill(Path().rectangle({0, 0, 300, 20}), {});  // after the clip: outside its group
    const pugi::xml_document document = parsed(surface.document());
    const pugi::xml_node svg = document.child("svg");

    const pugi::xml_node clipPath = svg.child("clipPath");
    ASSERT_TRUE(clipPath);
    const std::string id = clipPath.attribute("id").value();
    EXPECT_STREQ(clipPath.child("rect").attribute("width").value(), "200");
    const pugi::xml_node clipped = svg.child("g");
    EXPECT_EQ(std::string(clipped.attribute("clip-path").value()), "url(#" + id + ")");

    const pugi::xml_node place = clipped.child("g");
    EXPECT_STREQ(place.attribute("class").value(), "place");
    EXPECT_STREQ(place.attribute("data-name").value(), "Crécy & \"Wadicourt\"");
    EXPECT_TRUE(place.child("path"));
    const pugi::xml_node stack = place.next_sibling("g");
    EXPECT_STREQ(stack.attribute("class").value(), "army-stack");
    EXPECT_TRUE(svg.child("path"));
    EXPECT_FALSE(clipped.next_sibling("g"));
}

TEST(SvgSurface, TheDocumentClosesWhatThePainterLeftOpen) {
    SvgSurface surface(100, 100);
    surface.pushClip({0, 0, 50, 50});
    surface.pushClip({10, 10, 50, 50});
    surface.beginGroup("legend", "");
    const pugi::xml_document document = parsed(surface.document());
    const pugi::xml_node inner = document.child("svg").child("g").child("g");
    EXPECT_TRUE(inner.child("g"));
    EXPECT_STRNE(document.child("svg").child("clipPath").attribute("id").value(),
                 inner.previous_sibling("clipPath").attribute("id").value());
}

TEST(SvgSurface, NumbersHaveAtMostTwoDecimalsAndNoLocaleComma) {
    EXPECT_EQ(svgNumber(12), "12");
    EXPECT_EQ(svgNumber(0.5), "0.5");
    EXPECT_EQ(svgNumber(-3.25), "-3.25");
    EXPECT_EQ(svgNumber(1.0 / 3), "0.33");
    EXPECT_EQ(svgNumber(2.999), "3");
    EXPECT_EQ(svgNumber(-0.001), "0");
    EXPECT_EQ(svgNumber(1234567.891), "1234567.89");

    // A German locale, if the machine has one, changes nothing.
    const char* before = std::setlocale(LC_ALL, nullptr);
    const std::string saved = before != nullptr ? before : "C";
    std::setlocale(LC_ALL, "de_DE.UTF-8");
    SvgSurface surface(100.5, 100);
    surface.fill(Path().rectangle({1.25, 2.5, 3.75, 4}), {});
    const std::string document = surface.document();
    std::setlocale(LC_ALL, saved.c_str());
    EXPECT_NE(document.find("M1.25 2.5 L5 2.5"), std::string::npos) << document;
    EXPECT_NE(document.find("width=\"100.5\""), std::string::npos);
}

TEST(SvgSurface, AnImageIsLinkedOnlyWhenItsFileExists) {
    const testing::ScratchDir dir;
    const auto picture = dir / "back ground.png";
    std::ofstream(picture) << "not really a png";
    SvgSurface surface(100, 100);
    surface.image(picture.string(), {0, 0, 100, 50});
    surface.image((dir / "missing.png").string(), {0, 0, 100, 50});
    const pugi::xml_document document = parsed(surface.document());
    const pugi::xml_node image = document.child("svg").child("image");
    ASSERT_TRUE(image);
    EXPECT_FALSE(image.next_sibling("image"));
    EXPECT_STREQ(image.attribute("preserveAspectRatio").value(), "none");
    EXPECT_STREQ(image.attribute("height").value(), "50");
    const std::string href = image.attribute("href").value();
    EXPECT_EQ(href.rfind("file:///", 0), 0u) << href;
    EXPECT_NE(href.find("back%20ground.png"), std::string::npos) << href;
}

TEST(SvgSurface, AWholeDocumentHasItsBackgroundAndItsDrawing) {
    const std::string svg = svgDocument(120, 80, {255, 255, 255, 255}, [](Surface& surface) {
        surface.text("Crécy", {5, 5}, Font{}, {});
    });
    const pugi::xml_document document = parsed(svg);
    EXPECT_STREQ(document.child("svg").child("text").child_value(), "Crécy");
    EXPECT_STREQ(document.child("svg").child("path").attribute("fill").value(), "#ffffff");
}

}  // namespace
}  // namespace seneschal::drawing
