#pragma once
// The drawing library's own (no pango, so that cairo_surface.hpp may hold one): values kept by
// the text they are of and its font (the measurer's widths, the PDF surface's shaped words).
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "drawing/surface.hpp"

namespace seneschal::drawing::detail {

// Values kept by text and font: a table for each font (a report uses a handful), each looked
// up by the text itself, so that a hit makes no key and copies nothing (a long report looks up
// every word of every line).
template <typename Value>
class TextCache {
  public:
    Value* find(std::string_view utf8, const Font& font) {
        Table* table = tableFor(font);
        if (table == nullptr) return nullptr;
        const auto found = table->find(utf8);
        return found == table->end() ? nullptr : &found->second;
    }
    Value& insert(std::string_view utf8, const Font& font, Value value) {
        Table* table = tableFor(font);
        if (table == nullptr) table = &fonts_.emplace_back(font, Table{}).second;
        ++size_;
        return table->insert_or_assign(std::string(utf8), std::move(value)).first->second;
    }
    std::size_t size() const { return size_; }
    void clear() {
        fonts_.clear();
        size_ = 0;
    }
    template <typename Visit>
    void forEach(Visit visit) {
        for (auto& font : fonts_) {
            for (auto& entry : font.second) visit(entry.second);
        }
    }

  private:
    struct Hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view text) const {
            return std::hash<std::string_view>{}(text);
        }
    };
    using Table = std::unordered_map<std::string, Value, Hash, std::equal_to<>>;
    Table* tableFor(const Font& font) {
        for (auto& entry : fonts_) {
            if (entry.first == font) return &entry.second;
        }
        return nullptr;
    }
    std::vector<std::pair<Font, Table>> fonts_;
    std::size_t size_ = 0;
};

}  // namespace seneschal::drawing::detail
