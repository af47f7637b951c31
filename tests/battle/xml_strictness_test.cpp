// What every loader refuses through XmlSource, whatever the format (issue 13, item 8): a
// duplicate attribute, bytes that are not UTF-8, control characters, a DOCTYPE.
#include <gtest/gtest.h>

#include <string>

#include "base/plain_text.hpp"
#include "battle/xml_source.hpp"

namespace seneschal {
namespace {

// The refusal's place in the file, or a failure if the text was accepted.
DataError refusalOf(const std::string& text) {
    try {
        XmlSource::fromString(text, "hostile.xml");
    } catch (const DataError& e) {
        return e;
    }
    ADD_FAILURE() << "accepted: " << text;
    return DataError({}, "accepted");
}

TEST(XmlStrictness, ADuplicateAttributeIsRefusedNamingLineAndAttribute) {
    const DataError e = refusalOf("<unit\n  name=\"A\"\n  men=\"1\" name=\"B\"/>");
    EXPECT_EQ(e.where().file, "hostile.xml");
    EXPECT_EQ(e.where().line, 1);
    EXPECT_EQ(e.where().element, "unit@name");
    EXPECT_NE(std::string(e.what()).find("duplicate attribute 'name'"), std::string::npos)
        << e.what();
}

TEST(XmlStrictness, BytesThatAreNotUtf8AreRefusedNamingTheLine) {
    for (const std::string bad : {"\xFF", "\xC3", "\xC0\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80"}) {
        const DataError e = refusalOf("<a>\n<b name=\"x" + bad + "\"/></a>");
        EXPECT_EQ(e.where().line, 2) << e.what();
        EXPECT_NE(std::string(e.what()).find("not UTF-8"), std::string::npos) << e.what();
    }
}

TEST(XmlStrictness, ControlCharactersAreRefusedRawOrAsReferences) {
    EXPECT_NE(std::string(refusalOf("<a>\n<b name=\"x\x01y\"/></a>").what()).find("U+0001"),
              std::string::npos);
    EXPECT_EQ(refusalOf(std::string("<a>\n\n<b/>\0</a>", 14)).where().line, 3);
    const DataError reference = refusalOf("<a>\n<b name=\"x&#1;y\"/></a>");
    EXPECT_EQ(reference.where().element, "b@name");
    EXPECT_NE(std::string(reference.what()).find("U+0001"), std::string::npos);
    // A name may not hold even a tab or a line break...
    EXPECT_EQ(refusalOf("<a><b name=\"x&#10;y\"/></a>").where().element, "b@name");
    // ...nor text a control character, though it may hold tabs and line breaks.
    EXPECT_EQ(refusalOf("<a>\n<b>x&#27;[2J</b></a>").where().element, "b");
    EXPECT_NO_THROW(XmlSource::fromString("<a><b>one\n\ttwo\r\n</b></a>", "ok.xml"));
}

TEST(XmlStrictness, ACharacterReferenceToASurrogateIsRefused) {
    const DataError e = refusalOf("<a><b name=\"&#xD800;\"/></a>");
    EXPECT_EQ(e.where().element, "b@name");
}

TEST(XmlStrictness, EntitiesAreNeverExpandedBecauseADoctypeIsRefused) {
    const std::string laughs =
        "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        " <!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n]>\n"
        "<a name=\"&lol2;\"/>";
    EXPECT_NE(std::string(refusalOf(laughs).what()).find("DOCTYPE"), std::string::npos);
    const std::string external =
        "<!DOCTYPE a [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n<a>&xxe;</a>";
    EXPECT_EQ(refusalOf(external).where().line, 1);
}

TEST(XmlStrictness, AByteOrderMarkAndAccentedLettersAreFine) {
    const auto xml = XmlSource::fromString(
        "\xEF\xBB\xBF<a name=\"Cr\xC3\xA9"
        "cy\"/>",
        "bom.xml");
    EXPECT_EQ(std::string(xml.root("a").attribute("name").value()),
              "Cr\xC3\xA9"
              "cy");
}

TEST(XmlStrictness, DeepNestingIsWalkedWithoutRecursion) {
    std::string closed;
    for (int i = 0; i < 100000; ++i) closed += "<a>";
    closed += "&#1;";
    for (int i = 0; i < 100000; ++i) closed += "</a>";
    EXPECT_NE(std::string(refusalOf(closed).what()).find("U+0001"), std::string::npos);
}

TEST(PlainText, PrintableShowsControlCharactersAndBadBytesOnOneLine) {
    EXPECT_EQ(printable("a\nb\x01\xFF"
                        "c"),
              "a<U+000A>b<U+0001><0xFF>c");
    EXPECT_THROW(checkPlainText("Sir\tHugh", TextKind::Name, "the name"), UserError);
    EXPECT_NO_THROW(checkPlainText("Sir\tHugh", TextKind::RunningText, "the text"));
}

}  // namespace
}  // namespace seneschal
