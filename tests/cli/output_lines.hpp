#pragma once
// What the CLI tests of issue 37 read back: a command's text by lines and their widths in code
// points, and its CSV by cells (RFC 4180 quoting) and columns named in the header.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace seneschal::cli {

inline std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

inline std::size_t columnsOf(const std::string& line) {
    std::size_t width = 0;
    for (const char c : line) width += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return width;
}

// The cells of a CSV line (RFC 4180: a quoted cell may hold commas and doubled quotes).
inline std::vector<std::string> cellsOf(const std::string& line) {
    std::vector<std::string> cells(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted && c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
            cells.back() += '"';
            ++i;
        } else if (c == '"') {
            quoted = !quoted;
        } else if (c == ',' && !quoted) {
            cells.emplace_back();
        } else {
            cells.back() += c;
        }
    }
    return cells;
}

inline std::size_t columnNamed(const std::string& header, const std::string& name) {
    const std::vector<std::string> cells = cellsOf(header);
    for (std::size_t c = 0; c < cells.size(); ++c)
        if (cells[c] == name) return c;
    ADD_FAILURE() << name << " is not a column of " << header;
    return 0;
}

}  // namespace seneschal::cli
