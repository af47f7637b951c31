#pragma once
// The real `seneschal-cli` as a child process (fork and exec), for the tests that must treat it
// as another program: killing it at a random moment (crash safety) or letting it race the
// desktop program for the campaign file. Its output goes to files the test can read after.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "tests/campaign/temp_dir.hpp"

namespace seneschal::testing {

// How a child ended.
struct ChildEnd {
    bool killed = false;  // by a signal (ours)
    int exitCode = -1;    // when it exited by itself
    int signal = 0;       // the signal that ended it, when killed
};

class CliProcess {
  public:
    // Starts SENESCHAL_CLI_BINARY with `args`; stdout and stderr are written to `out` and
    // `err` (created or truncated).
    CliProcess(const std::vector<std::string>& args, const std::filesystem::path& out,
               const std::filesystem::path& err)
        : out_(out), err_(err) {
        // Everything the child needs is prepared before fork: after it, in a process that may
        // have threads (the GUI tests), only async-signal-safe calls are allowed until exec.
        std::vector<std::string> argv{SENESCHAL_CLI_BINARY};
        argv.insert(argv.end(), args.begin(), args.end());
        std::vector<char*> pointers;
        for (std::string& arg : argv) pointers.push_back(arg.data());
        pointers.push_back(nullptr);
        const std::string outPath = out.string();
        const std::string errPath = err.string();
        pid_ = ::fork();
        if (pid_ < 0) throw std::runtime_error("fork failed");
        if (pid_ == 0) {
            const int outFd = ::open(outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            const int errFd = ::open(errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (outFd < 0 || errFd < 0 || ::dup2(outFd, STDOUT_FILENO) < 0 ||
                ::dup2(errFd, STDERR_FILENO) < 0)
                ::_exit(126);
            ::execv(pointers[0], pointers.data());
            ::_exit(127);
        }
        // Through syscall(): Debian 12's <sys/pidfd.h> declares pidfd_open without C linkage.
        pidfd_ = static_cast<int>(::syscall(SYS_pidfd_open, pid_, 0));
        if (pidfd_ < 0) throw std::runtime_error("pidfd_open failed");
    }
    ~CliProcess() {
        if (!reaped_) {
            ::kill(pid_, SIGKILL);
            wait();
        }
        ::close(pidfd_);
    }
    CliProcess(const CliProcess&) = delete;
    CliProcess& operator=(const CliProcess&) = delete;

    // Blocks until `delay` has passed or the child has ended, whichever comes first; true when
    // it has ended. The pidfd becomes readable when the child exits, so a child that
    // finishes early is not waited for.
    bool endsWithin(std::chrono::nanoseconds delay) {
        const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(delay);
        const timespec timeout{static_cast<time_t>(seconds.count()),
                               static_cast<long>((delay - seconds).count())};
        pollfd fd{pidfd_, POLLIN, 0};
        int ready = 0;
        do {
            ready = ::ppoll(&fd, 1, &timeout, nullptr);
        } while (ready < 0 && errno == EINTR);
        return ready > 0;
    }
    // Whether the child has ended, without waiting.
    bool ended() { return endsWithin(std::chrono::nanoseconds(0)); }

    void kill() { ::kill(pid_, SIGKILL); }

    ChildEnd wait() {
        int status = 0;
        while (::waitpid(pid_, &status, 0) < 0) {
            if (errno != EINTR) throw std::runtime_error("waitpid failed");
        }
        reaped_ = true;
        ChildEnd end;
        end.killed = WIFSIGNALED(status);
        if (end.killed) end.signal = WTERMSIG(status);
        if (WIFEXITED(status)) end.exitCode = WEXITSTATUS(status);
        return end;
    }

    std::string out() const { return readBytes(out_); }
    std::string err() const { return readBytes(err_); }

  private:
    std::filesystem::path out_, err_;
    pid_t pid_ = -1;
    int pidfd_ = -1;
    bool reaped_ = false;
};

// Runs the CLI to its end.
struct CliRun {
    int exitCode = -1;
    std::string out, err;
    std::chrono::steady_clock::duration took{};
};

inline CliRun runCliProcess(const std::vector<std::string>& args,
                            const std::filesystem::path& scratch) {
    const auto start = std::chrono::steady_clock::now();
    CliProcess child(args, scratch / "cli.out", scratch / "cli.err");
    const ChildEnd end = child.wait();
    CliRun run;
    run.took = std::chrono::steady_clock::now() - start;
    run.exitCode = end.killed ? -1 : end.exitCode;
    run.out = child.out();
    run.err = child.err();
    return run;
}

}  // namespace seneschal::testing
