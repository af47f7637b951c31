#pragma once
// One way for every CLI test to run seneschal-cli in-process: the arguments as a user types
// them, the exit code and both streams back.
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/cli.hpp"

namespace seneschal::cli {

struct CliResult {
    int code;
    std::string out;
    std::string err;
};

inline CliResult run(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    const int code = runCli(args, out, err);
    return {code, out.str(), err.str()};
}

inline bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace seneschal::cli
