#pragma once
// seneschal-cli as a function, so tests run it in-process with their own streams.
// Exit codes: 0 success, 1 a user error (bad file, unknown name, refused action),
// 2 a wrong command or option (usage is printed).
#include <ostream>
#include <string>
#include <vector>

namespace seneschal::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitUserError = 1;
inline constexpr int kExitUsage = 2;

int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace seneschal::cli
