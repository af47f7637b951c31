#include "battle/xml_source.hpp"

#include <gtest/gtest.h>

namespace seneschal {
namespace {

TEST(XmlSource, MalformedXmlNamesFileAndLine) {
    try {
        XmlSource::fromString("<rules>\n  <scale>\n</rules>\n", "bad.xml");
        FAIL() << "malformed XML was accepted";
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().file, "bad.xml");
        EXPECT_EQ(e.where().line, 3);
        EXPECT_NE(std::string(e.what()).find("bad.xml:3"), std::string::npos) << e.what();
    }
}

TEST(XmlSource, OutOfRangeNumberNamesLineElementAndAttribute) {
    const auto xml =
        XmlSource::fromString("<rules>\n\n  <scale menPerFigure=\"-5\"/>\n</rules>", "r.xml");
    const auto scale = xml.root("rules").child("scale");
    try {
        xml.integer(scale, "menPerFigure", 1, 1000);
        FAIL();
    } catch (const DataError& e) {
        EXPECT_EQ(e.where().line, 3);
        EXPECT_EQ(e.where().element, "scale@menPerFigure");
        EXPECT_NE(std::string(e.what()).find("-5"), std::string::npos);
    }
}

TEST(XmlSource, NotANumberAndUnknownAttributeAreErrors) {
    const auto xml = XmlSource::fromString("<a n=\"12x\" typo=\"1\"/>", "a.xml");
    const auto a = xml.root("a");
    EXPECT_THROW(xml.integer(a, "n", 0, 100), DataError);
    EXPECT_THROW(xml.onlyAttributes(a, {"n"}), DataError);
    EXPECT_THROW(xml.root("b"), DataError);
}

TEST(XmlSource, MissingFileIsADataError) {
    EXPECT_THROW(XmlSource::fromFile("/nonexistent/rules.xml"), DataError);
}

}  // namespace
}  // namespace seneschal
