#pragma once
// A parsed XML file that remembers its text, so that every error can name the file, the
// line and the element. Used by every loader: rules tables, scenarios, battles, outcomes.
#include <filesystem>
#include <optional>
#include <pugixml.hpp>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "base/errors.hpp"

namespace seneschal {

// Attributes that explain a rules table to a person and that no loader reads as a number: a
// table's `legend`, a row's or table's `seedNumbers` (which of its numbers are the seed's where
// the table or row is marked otherwise), a rules file's `reasons` (the document giving the
// reasoning behind its reconstructed tables). Every loader accepts them on any element;
// `seneschal-cli rules show` prints them (application/rules/rules_tables.cpp).
bool isAnnotationAttribute(std::string_view name);

class XmlSource {
  public:
    // Throws DataError (with the parser's line) if the file is missing or not well-formed, not
    // UTF-8, holds a control character (in text: other than tab, line feed, carriage return;
    // in an attribute: any) or an element with two attributes of the same name.
    static XmlSource fromFile(const std::filesystem::path& path);
    static XmlSource fromString(std::string text, std::string name);

    XmlSource(XmlSource&&) = default;
    XmlSource& operator=(XmlSource&&) = default;

    const pugi::xml_document& document() const { return doc_; }
    const std::string& name() const { return name_; }

    // The root element, checked to have the expected name.
    pugi::xml_node root(std::string_view expectedName) const;

    int lineOf(const pugi::xml_node& node) const;
    DataLocation locate(const pugi::xml_node& node, std::string_view attribute = {}) const;
    [[noreturn]] void fail(const pugi::xml_node& node, const std::string& what,
                           std::string_view attribute = {}) const;

    // Attribute readers: each fails with file, line and element@attribute when the value is
    // missing, not a number, or out of range.
    std::string text(const pugi::xml_node& node, const char* attribute) const;
    std::string text(const pugi::xml_node& node, const char* attribute,
                     const std::string& fallback) const;
    long long integer(const pugi::xml_node& node, const char* attribute, long long min,
                      long long max) const;
    long long integer(const pugi::xml_node& node, const char* attribute, long long min,
                      long long max, long long fallback) const;
    double number(const pugi::xml_node& node, const char* attribute, double min, double max) const;
    double number(const pugi::xml_node& node, const char* attribute, double min, double max,
                  double fallback) const;
    bool flag(const pugi::xml_node& node, const char* attribute, bool fallback) const;

    // Fails if the node has an attribute not in `allowed` (nor an annotation, above): a misspelt
    // attribute is an error, not silently ignored.
    void onlyAttributes(const pugi::xml_node& node,
                        std::initializer_list<std::string_view> allowed) const;
    // The same for a list made at run time (a reader's own attributes and its caller's).
    void onlyAttributes(const pugi::xml_node& node,
                        std::span<const std::string_view> allowed) const;
    // Fails if the node has a child element not in `allowed`.
    void onlyChildren(const pugi::xml_node& node,
                      std::initializer_list<std::string_view> allowed) const;

    // Every reader refuses what it does not know (issue 30). Each accessor above notes the
    // element it is given and the attribute it reads; `known` notes an element a reader takes
    // in through pugixml itself (its text) or keeps for people only. `refuseUnknown`, called by
    // every loader once it has read `top`, fails on the first element under it (itself
    // included) that nothing noted ("unknown element <x> inside <y>") and on the first
    // attribute neither read nor vetted by onlyAttributes (nor an annotation). Elements directly
    // under `top` named in `others` are another loader's (godsacre.xml's <results>) and skipped.
    void known(const pugi::xml_node& node) const;
    void refuseUnknown(const pugi::xml_node& top,
                       std::initializer_list<std::string_view> others = {}) const;

  private:
    XmlSource() = default;
    void parse();
    void checkRawText() const;
    void checkParsedValues() const;
    int lineAt(std::size_t offset) const;

    std::string name_;
    std::string text_;
    std::vector<std::size_t> lineStarts_;
    pugi::xml_document doc_;
    // What the reader has taken in: elements and attributes (by pugixml's object), and the
    // elements whose attributes onlyAttributes vetted.
    mutable std::unordered_set<const void*> seen_;
    mutable std::unordered_set<const void*> vetted_;
};

}  // namespace seneschal
