#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "app/cli/cli.hpp"

int main(int argc, char** argv) {
    try {
        return seneschal::cli::runCli(std::vector<std::string>(argv + 1, argv + argc), std::cout,
                                      std::cerr);
    } catch (const std::exception& e) {
        // A bug, not a user error: say so plainly rather than abort with a core dump.
        std::cerr << "internal error: " << e.what() << '\n';
        return 70;
    }
}
