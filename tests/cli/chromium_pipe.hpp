#pragma once
// Debian's Chromium, headless, driven through the DevTools protocol over a pipe
// (--remote-debugging-pipe: commands in on its fd 3, replies and events out on its fd 4, each
// message JSON ended by a NUL). Only what the dispatch page's test needs: a call and its reply,
// waiting for an event, a string out of a reply.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace seneschal::testing {

inline constexpr const char* kChromium = "/usr/bin/chromium";

// The JSON string `text` as a JSON literal.
inline std::string jsonString(const std::string& text) {
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                out += c;
        }
    }
    return out + "\"";
}

// The string value after `"key":"` in a message, unescaped; empty when absent.
inline std::string jsonField(const std::string& message, const std::string& key) {
    const std::string start = "\"" + key + "\":\"";
    std::size_t at = message.find(start);
    if (at == std::string::npos) return {};
    std::string out;
    for (at += start.size(); at < message.size() && message[at] != '"'; ++at) {
        if (message[at] != '\\') {
            out += message[at];
            continue;
        }
        const char e = message[++at];
        if (e == 'n')
            out += '\n';
        else if (e == 't')
            out += '\t';
        else if (e == 'r')
            out += '\r';
        else if (e == 'u') {
            const unsigned code =
                static_cast<unsigned>(std::stoul(message.substr(at + 1, 4), nullptr, 16));
            at += 4;
            if (code < 0x80) {
                out += static_cast<char>(code);
            } else if (code < 0x800) {
                out += static_cast<char>(0xC0 | (code >> 6));
                out += static_cast<char>(0x80 | (code & 0x3F));
            } else {
                out += static_cast<char>(0xE0 | (code >> 12));
                out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
                out += static_cast<char>(0x80 | (code & 0x3F));
            }
        } else {
            out += e;
        }
    }
    return out;
}

class ChromiumPipe {
  public:
    explicit ChromiumPipe(const std::filesystem::path& profile) {
        int toChrome[2], fromChrome[2];
        if (::pipe(toChrome) != 0 || ::pipe(fromChrome) != 0) throw std::runtime_error("pipe");
        pid_ = ::fork();
        if (pid_ == 0) {
            // Out of the way of 3 and 4 first, then onto them.
            const int in = ::fcntl(toChrome[0], F_DUPFD, 10);
            const int out = ::fcntl(fromChrome[1], F_DUPFD, 10);
            ::dup2(in, 3);
            ::dup2(out, 4);
            const int quiet = ::open("/dev/null", O_WRONLY);
            ::dup2(quiet, 1);
            ::dup2(quiet, 2);
            const std::string dataDir = "--user-data-dir=" + profile.string();
            ::execl(kChromium, "chromium", "--headless", "--no-sandbox", "--disable-gpu",
                    "--no-first-run", "--remote-debugging-pipe", dataDir.c_str(), "about:blank",
                    static_cast<char*>(nullptr));
            ::_exit(127);
        }
        ::close(toChrome[0]);
        ::close(fromChrome[1]);
        write_ = toChrome[1];
        read_ = fromChrome[0];
    }
    ~ChromiumPipe() {
        try {
            send("Browser.close", "{}", "");
        } catch (...) {
        }
        ::close(write_);
        ::close(read_);
        int status = 0;
        ::kill(pid_, SIGTERM);
        ::waitpid(pid_, &status, 0);
    }
    ChromiumPipe(const ChromiumPipe&) = delete;
    ChromiumPipe& operator=(const ChromiumPipe&) = delete;

    // Sends a command and returns its reply (events that come first are kept).
    std::string call(const std::string& method, const std::string& params,
                     const std::string& session = {}) {
        const int id = send(method, params, session);
        const std::string prefix = "{\"id\":" + std::to_string(id) + ",";
        for (;;) {
            std::string message = next();
            if (message.rfind(prefix, 0) == 0) {
                if (message.find("\"error\":") != std::string::npos)
                    throw std::runtime_error(method + ": " + message);
                return message;
            }
            events_.push_back(std::move(message));
        }
    }
    // The first event `method` whose text holds `part`, kept or yet to come.
    std::string waitFor(const std::string& method, const std::string& part = {}) {
        const std::string tag = "\"method\":\"" + method + "\"";
        auto matches = [&](const std::string& m) {
            return m.find(tag) != std::string::npos && m.find(part) != std::string::npos;
        };
        for (const std::string& event : events_)
            if (matches(event)) return event;
        for (;;) {
            std::string message = next();
            if (matches(message)) return message;
            events_.push_back(std::move(message));
        }
    }

  private:
    int send(const std::string& method, const std::string& params, const std::string& session) {
        const int id = ++lastId_;
        std::string message =
            "{\"id\":" + std::to_string(id) + ",\"method\":\"" + method + "\",\"params\":" + params;
        if (!session.empty()) message += ",\"sessionId\":\"" + session + "\"";
        message += "}";
        message.push_back('\0');
        std::size_t done = 0;
        while (done < message.size()) {
            const ssize_t n = ::write(write_, message.data() + done, message.size() - done);
            if (n <= 0) throw std::runtime_error("chromium closed its pipe");
            done += static_cast<std::size_t>(n);
        }
        return id;
    }
    // The next message, waiting at most a minute for it.
    std::string next() {
        for (;;) {
            const std::size_t end = buffer_.find('\0');
            if (end != std::string::npos) {
                std::string message = buffer_.substr(0, end);
                buffer_.erase(0, end + 1);
                return message;
            }
            pollfd ready{read_, POLLIN, 0};
            if (::poll(&ready, 1, 60'000) <= 0) throw std::runtime_error("chromium went quiet");
            char chunk[65536];
            const ssize_t n = ::read(read_, chunk, sizeof chunk);
            if (n <= 0) throw std::runtime_error("chromium closed its pipe");
            buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }

    pid_t pid_ = -1;
    int write_ = -1, read_ = -1;
    int lastId_ = 0;
    std::string buffer_;
    std::vector<std::string> events_;
};

}  // namespace seneschal::testing
