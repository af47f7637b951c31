#include "battle/xml_source.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>

#include "base/plain_text.hpp"

namespace seneschal {

XmlSource XmlSource::fromFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw DataError({path.string(), 0, {}}, "cannot open the file");
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return fromString(buffer.str(), path.string());
}

XmlSource XmlSource::fromString(std::string text, std::string name) {
    XmlSource source;
    source.name_ = std::move(name);
    source.text_ = std::move(text);
    source.parse();
    return source;
}

void XmlSource::parse() {
    lineStarts_.push_back(0);
    for (std::size_t i = 0; i < text_.size(); ++i) {
        if (text_[i] == '\n') lineStarts_.push_back(i + 1);
    }
    checkRawText();
    const auto result = doc_.load_buffer(
        text_.data(), text_.size(),
        pugi::parse_default | pugi::parse_declaration | pugi::parse_doctype, pugi::encoding_utf8);
    if (!result) {
        const auto offset = static_cast<std::size_t>(std::max<std::ptrdiff_t>(result.offset, 0));
        throw DataError({name_, lineAt(offset), {}},
                        std::string("not well-formed XML: ") + result.description());
    }
    checkParsedValues();
}

int XmlSource::lineAt(std::size_t offset) const {
    const auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
    return static_cast<int>(it - lineStarts_.begin());
}

// Before parsing: the file is UTF-8 (pugixml would take any bytes) and holds no control
// character XML 1.0 forbids (pugixml takes those too, and a NUL would cut a value short).
void XmlSource::checkRawText() const {
    if (const auto at = findInvalidUtf8(text_)) {
        char byte[8];
        std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text_[*at]));
        throw DataError({name_, lineAt(*at), {}},
                        std::string("byte ") + byte + " is not UTF-8 text; save the file as UTF-8");
    }
    if (const auto at = findControlCharacter(text_, TextKind::RunningText)) {
        throw DataError({name_, lineAt(*at), {}},
                        "the control character " +
                            describeCharacter(static_cast<unsigned char>(text_[*at])) +
                            " is not allowed in an XML file");
    }
}

// After parsing, what pugixml lets through: a document type declaration; a second attribute of the
// same name on one element (pugixml keeps both and readers would see only the first), and control
// characters or broken UTF-8 written as character references (`&#1;`, `&#xD800;`). Names and ids
// live in attributes, so an attribute may hold no control character at all; text may hold tab, line
// feed and carriage return. The walk is a loop, not a recursion: nesting depth is the file's.
void XmlSource::checkParsedValues() const {
    int roots = 0;
    for (const pugi::xml_node& top : doc_.children()) {
        // pugixml takes a fragment with several top-level elements; a file has one root.
        if (top.type() == pugi::node_element && ++roots > 1) {
            throw DataError(
                {name_, lineOf(top), top.name()},
                std::string("a second root element <") + top.name() + ">; the file must hold one");
        }
    }
    pugi::xml_node node = doc_.first_child();
    while (node) {
        if (node.type() == pugi::node_doctype) {
            // No format of ours has a DTD; refusing one makes plain that no entity is ever
            // expanded (pugixml expands none, so "billion laughs" and external entities
            // would otherwise pass through as literal text into names).
            throw DataError({name_, lineOf(node), {}},
                            "a <!DOCTYPE> is not allowed in a Seneschal file");
        }
        if (node.type() == pugi::node_element) {
            std::set<std::string_view> seen;
            for (const pugi::xml_attribute& attr : node.attributes()) {
                if (!seen.insert(attr.name()).second) {
                    fail(node, std::string("duplicate attribute '") + attr.name() + "'",
                         attr.name());
                }
                const std::string_view value = attr.value();
                if (findInvalidUtf8(value)) {
                    fail(node,
                         std::string("attribute '") + attr.name() + "' is not valid UTF-8 text",
                         attr.name());
                }
                if (const auto at = findControlCharacter(value, TextKind::Name)) {
                    fail(node,
                         std::string("attribute '") + attr.name() +
                             "' holds the control character " +
                             describeCharacter(static_cast<unsigned char>(value[*at])),
                         attr.name());
                }
            }
        } else if (node.type() == pugi::node_pcdata || node.type() == pugi::node_cdata) {
            const std::string_view value = node.value();
            const pugi::xml_node element = node.parent();
            if (findInvalidUtf8(value)) {
                throw DataError({name_, lineOf(node), element.name()},
                                "the text is not valid UTF-8");
            }
            if (const auto at = findControlCharacter(value, TextKind::RunningText)) {
                throw DataError({name_, lineOf(node), element.name()},
                                "the text holds the control character " +
                                    describeCharacter(static_cast<unsigned char>(value[*at])));
            }
        }
        // Depth first: down, else along, else up until there is a next sibling.
        if (node.first_child()) {
            node = node.first_child();
            continue;
        }
        while (node && !node.next_sibling()) node = node.parent();
        if (node) node = node.next_sibling();
    }
}

pugi::xml_node XmlSource::root(std::string_view expectedName) const {
    const pugi::xml_node element = doc_.document_element();
    if (!element) throw DataError({name_, 0, {}}, "the file holds no XML element");
    if (expectedName != element.name()) {
        fail(element, "expected a <" + std::string(expectedName) + "> file but found <" +
                          element.name() + ">");
    }
    known(element);
    return element;
}

int XmlSource::lineOf(const pugi::xml_node& node) const {
    const std::ptrdiff_t offset = node.offset_debug();
    if (offset < 0) return 0;
    return lineAt(static_cast<std::size_t>(offset));
}

DataLocation XmlSource::locate(const pugi::xml_node& node, std::string_view attribute) const {
    std::string element = node.name();
    if (!attribute.empty()) element += "@" + std::string(attribute);
    return {name_, lineOf(node), element};
}

void XmlSource::fail(const pugi::xml_node& node, const std::string& what,
                     std::string_view attribute) const {
    throw DataError(locate(node, attribute), what);
}

std::string XmlSource::text(const pugi::xml_node& node, const char* attribute) const {
    known(node);
    const pugi::xml_attribute attr = node.attribute(attribute);
    if (attr) seen_.insert(attr.internal_object());
    if (!attr) fail(node, std::string("missing attribute '") + attribute + "'", attribute);
    std::string value = attr.value();
    if (value.empty()) fail(node, std::string("attribute '") + attribute + "' is empty", attribute);
    return value;
}

std::string XmlSource::text(const pugi::xml_node& node, const char* attribute,
                            const std::string& fallback) const {
    known(node);
    const pugi::xml_attribute attr = node.attribute(attribute);
    if (attr) seen_.insert(attr.internal_object());
    return attr ? std::string(attr.value()) : fallback;
}

long long XmlSource::integer(const pugi::xml_node& node, const char* attribute, long long min,
                             long long max) const {
    const std::string value = text(node, attribute);
    long long parsed = 0;
    const char* first = value.data();
    const char* last = value.data() + value.size();
    if (*first == '+') ++first;
    const auto [end, ec] = std::from_chars(first, last, parsed);
    if (ec != std::errc() || end != last) {
        fail(node, std::string("'") + attribute + "' must be a whole number, not '" + value + "'",
             attribute);
    }
    if (parsed < min || parsed > max) {
        fail(node,
             std::string("'") + attribute + "' is " + value + ", outside " + std::to_string(min) +
                 ".." + std::to_string(max),
             attribute);
    }
    return parsed;
}

long long XmlSource::integer(const pugi::xml_node& node, const char* attribute, long long min,
                             long long max, long long fallback) const {
    known(node);
    if (!node.attribute(attribute)) return fallback;
    return integer(node, attribute, min, max);
}

double XmlSource::number(const pugi::xml_node& node, const char* attribute, double min,
                         double max) const {
    const std::string value = text(node, attribute);
    std::size_t used = 0;
    double parsed = 0;
    try {
        parsed = std::stod(value, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != value.size() || !std::isfinite(parsed)) {
        fail(node, std::string("'") + attribute + "' must be a number, not '" + value + "'",
             attribute);
    }
    if (parsed < min || parsed > max) {
        std::ostringstream range;
        range << min << ".." << max;
        fail(node, std::string("'") + attribute + "' is " + value + ", outside " + range.str(),
             attribute);
    }
    return parsed;
}

double XmlSource::number(const pugi::xml_node& node, const char* attribute, double min, double max,
                         double fallback) const {
    known(node);
    if (!node.attribute(attribute)) return fallback;
    return number(node, attribute, min, max);
}

bool XmlSource::flag(const pugi::xml_node& node, const char* attribute, bool fallback) const {
    known(node);
    const pugi::xml_attribute attr = node.attribute(attribute);
    if (!attr) return fallback;
    seen_.insert(attr.internal_object());
    const std::string value = attr.value();
    if (value == "true" || value == "yes" || value == "1") return true;
    if (value == "false" || value == "no" || value == "0") return false;
    fail(node, std::string("'") + attribute + "' must be true or false, not '" + value + "'",
         attribute);
}

bool isAnnotationAttribute(std::string_view name) {
    return name == "legend" || name == "seedNumbers" || name == "reasons";
}

void XmlSource::onlyAttributes(const pugi::xml_node& node,
                               std::initializer_list<std::string_view> allowed) const {
    onlyAttributes(node, std::span<const std::string_view>(allowed.begin(), allowed.size()));
}

void XmlSource::onlyAttributes(const pugi::xml_node& node,
                               std::span<const std::string_view> allowed) const {
    known(node);
    vetted_.insert(node.internal_object());
    for (const pugi::xml_attribute& attr : node.attributes()) {
        if (isAnnotationAttribute(attr.name())) continue;
        if (std::find(allowed.begin(), allowed.end(), std::string_view(attr.name())) ==
            allowed.end()) {
            fail(node, std::string("unknown attribute '") + attr.name() + "'", attr.name());
        }
    }
}

void XmlSource::onlyChildren(const pugi::xml_node& node,
                             std::initializer_list<std::string_view> allowed) const {
    known(node);
    for (const pugi::xml_node& child : node.children()) {
        if (child.type() != pugi::node_element) continue;
        if (std::find(allowed.begin(), allowed.end(), std::string_view(child.name())) ==
            allowed.end()) {
            fail(child, std::string("unknown element <") + child.name() + "> inside <" +
                            node.name() + ">");
        }
    }
}

void XmlSource::known(const pugi::xml_node& node) const {
    seen_.insert(node.internal_object());
}

void XmlSource::refuseUnknown(const pugi::xml_node& top,
                              std::initializer_list<std::string_view> others) const {
    const auto another = [&](const pugi::xml_node& node) {
        return node.parent() == top && std::find(others.begin(), others.end(),
                                                 std::string_view(node.name())) != others.end();
    };
    // Depth first without recursion (a hostile file may nest 100,000 deep).
    pugi::xml_node node = top;
    while (node) {
        bool descend = node.type() == pugi::node_element && !another(node);
        if (descend) {
            if (!seen_.contains(node.internal_object())) {
                fail(node, std::string("unknown element <") + node.name() + "> inside <" +
                               node.parent().name() + ">");
            }
            if (!vetted_.contains(node.internal_object())) {
                for (const pugi::xml_attribute& attr : node.attributes()) {
                    if (isAnnotationAttribute(attr.name())) continue;
                    if (!seen_.contains(attr.internal_object())) {
                        fail(node,
                             std::string("unknown attribute '") + attr.name() + "' on <" +
                                 node.name() + ">",
                             attr.name());
                    }
                }
            }
        }
        if (descend && node.first_child()) {
            node = node.first_child();
            continue;
        }
        while (node && node != top && !node.next_sibling()) node = node.parent();
        if (!node || node == top) break;
        node = node.next_sibling();
    }
}

}  // namespace seneschal
