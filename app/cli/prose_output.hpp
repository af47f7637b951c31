#pragma once
// Prose wrapped at the terminal's width (issue 37): the terminal's columns when the output is
// one, 80 when it is not (a file, a pipe, a test). A table's rows (columns two spaces apart) are
// left whole: they fit the table width of their own (command_context.hpp `tableWidth`).
#include <sys/ioctl.h>
#include <unistd.h>

#include <ostream>
#include <streambuf>
#include <string>

#include "base/plain_text.hpp"

namespace seneschal::cli {

inline constexpr std::size_t kProseColumnsOffTerminal = 80;

// The width to wrap prose at when writing to standard output.
inline std::size_t proseWidth() {
    winsize size{};
    if (::isatty(STDOUT_FILENO) != 0 && ::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 &&
        size.ws_col > 0)
        return size.ws_col;
    return kProseColumnsOffTerminal;
}

// A stream that writes each line to `target` wrapped at `columns` (wrapProse) as soon as it ends,
// so a long command's lines appear as they are told. What is left at the end is written when it is
// destroyed.
class ProseStream : public std::ostream {
  public:
    ProseStream(std::ostream& target, std::size_t columns)
        : std::ostream(&buffer_), buffer_(target, columns) {}
    ~ProseStream() override { buffer_.flushLine(); }
    ProseStream(const ProseStream&) = delete;
    ProseStream& operator=(const ProseStream&) = delete;

  private:
    class LineBuffer : public std::streambuf {
      public:
        LineBuffer(std::ostream& target, std::size_t columns) : out_(target), width_(columns) {}
        void flushLine() {
            if (line_.empty()) return;
            out_ << wrapProse(line_, width_);
            line_.clear();
            out_.flush();
        }

      protected:
        int_type overflow(int_type c) override {
            if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
            line_ += traits_type::to_char_type(c);
            if (traits_type::to_char_type(c) == '\n') flushLine();
            return c;
        }
        int sync() override {
            flushLine();
            return 0;
        }

      private:
        std::ostream& out_;
        std::size_t width_;
        std::string line_;
    };
    LineBuffer buffer_;
};

}  // namespace seneschal::cli
