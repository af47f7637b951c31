#include "base/plain_text.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "base/errors.hpp"

namespace seneschal {

std::optional<std::size_t> findInvalidUtf8(std::string_view text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    std::size_t i = 0;
    while (i < text.size()) {
        const unsigned char lead = byte(i);
        if (lead < 0x80) {
            ++i;
            continue;
        }
        // The length of the sequence and the range its second byte may take (RFC 3629,
        // table 3-7 of the Unicode standard): this excludes overlong forms, surrogates and
        // code points above U+10FFFF.
        std::size_t length = 0;
        unsigned char low = 0x80;
        unsigned char high = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            if (lead == 0xE0) low = 0xA0;
            if (lead == 0xED) high = 0x9F;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            if (lead == 0xF0) low = 0x90;
            if (lead == 0xF4) high = 0x8F;
        } else {
            return i;
        }
        if (i + length > text.size()) return i;
        if (byte(i + 1) < low || byte(i + 1) > high) return i;
        for (std::size_t k = 2; k < length; ++k) {
            if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return i;
        }
        i += length;
    }
    return std::nullopt;
}

std::optional<std::size_t> findControlCharacter(std::string_view text, TextKind kind) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c != 0x7F) continue;
        if (kind == TextKind::RunningText && (c == '\t' || c == '\n' || c == '\r')) continue;
        return i;
    }
    return std::nullopt;
}

std::string describeCharacter(unsigned char c) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(c));
    return buffer;
}

std::string printable(std::string_view text) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::string_view rest = text.substr(i);
        const std::size_t good = findInvalidUtf8(rest).value_or(rest.size());
        for (std::size_t k = 0; k < good; ++k) {
            const auto c = static_cast<unsigned char>(rest[k]);
            if (c < 0x20 || c == 0x7F) {
                out += "<" + describeCharacter(c) + ">";
            } else {
                out += rest[k];
            }
        }
        i += good;
        if (i < text.size()) {
            char byte[8];
            std::snprintf(byte, sizeof byte, "<0x%02X>", static_cast<unsigned char>(text[i]));
            out += byte;
            ++i;
        }
    }
    return out;
}

void checkPlainText(std::string_view text, TextKind kind, const std::string& what) {
    if (findInvalidUtf8(text)) throw UserError(what + " is not valid UTF-8 text");
    if (const auto at = findControlCharacter(text, kind)) {
        throw UserError(what + " holds the control character " +
                        describeCharacter(static_cast<unsigned char>(text[*at])) +
                        ", which cannot be shown or written to a file");
    }
}

std::optional<std::string> nameProblem(std::string_view name) {
    if (findInvalidUtf8(name)) return std::string("it is not valid UTF-8 text");
    if (const auto at = findControlCharacter(name, TextKind::Name)) {
        return "it holds the control character " +
               describeCharacter(static_cast<unsigned char>(name[*at])) +
               ", which cannot be shown or written to a file";
    }
    if (name.find_first_not_of(' ') == std::string_view::npos) return std::string("it is blank");
    if (name.size() > kMaxNameBytes) {
        return "it is " + std::to_string(name.size()) + " bytes long; a name has at most " +
               std::to_string(kMaxNameBytes);
    }
    return std::nullopt;
}

void checkName(std::string_view name, const std::string& what) {
    if (const auto problem = nameProblem(name)) {
        std::string shown = printable(name);
        if (shown.size() > 60) shown = shown.substr(0, 57) + "...";
        throw UserError(what + " '" + shown + "' is no name: " + *problem);
    }
}

std::string idFromName(std::string_view name, std::string_view fallback, std::size_t room) {
    std::string id;
    for (const unsigned char c : name) {
        if (id.size() >= room) break;
        if (c < 128 && std::isalnum(c) != 0) {
            id += static_cast<char>(std::tolower(c));
        } else if (!id.empty() && id.back() != '-') {
            id += '-';
        }
    }
    while (!id.empty() && id.back() == '-') id.pop_back();
    if (id.empty()) id = std::string(fallback.substr(0, room));
    return id;
}

bool isColour(std::string_view text) {
    if (text.size() != 7 || text[0] != '#') return false;
    return std::all_of(text.begin() + 1, text.end(), [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    });
}

namespace {

std::size_t proseWidthOf(std::string_view text) {
    std::size_t points = 0;
    for (const char c : text) points += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return points;
}

void wrapProseLine(std::string_view line, std::size_t width, std::string& out) {
    const std::size_t indent = std::min(line.find_first_not_of(' '), line.size());
    const bool columns = line.find("  ", indent) != std::string_view::npos;
    if (width == 0 || columns || proseWidthOf(line) <= width) {
        out.append(line);
        return;
    }
    const std::string hanging(indent + 2, ' ');
    std::string current(line.substr(0, indent));
    std::size_t currentWidth = indent;
    bool empty = true;  // no word on the current line yet
    std::size_t at = indent;
    while (at < line.size()) {
        std::size_t end = line.find(' ', at);
        if (end == std::string_view::npos) end = line.size();
        const std::string_view word = line.substr(at, end - at);
        const std::size_t wordWidth = proseWidthOf(word);
        if (!empty && currentWidth + 1 + wordWidth > width) {
            out += current;
            out += '\n';
            current = hanging;
            currentWidth = hanging.size();
            empty = true;
        }
        if (!empty) {
            current += ' ';
            ++currentWidth;
        }
        current.append(word);
        currentWidth += wordWidth;
        empty = false;
        at = end + 1;
    }
    out += current;
}

}  // namespace

std::string wrapProse(std::string_view text, std::size_t width) {
    std::string out;
    out.reserve(text.size() + text.size() / 16);
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        const bool last = end == std::string_view::npos;
        if (last) end = text.size();
        wrapProseLine(text.substr(start, end - start), width, out);
        if (!last) out += '\n';
        start = end + 1;
    }
    return out;
}

}  // namespace seneschal
