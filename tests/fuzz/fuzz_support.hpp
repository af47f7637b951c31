#pragma once
// What every harness shares: the fuzz input as the text of a file, and the one exception a
// reader may throw at a bad file. A UserError is a refusal the CLI prints as `error: ...`; any
// other exception escaping a reader (std::out_of_range from a stray .at(), a SQLite error) is a
// bug and, uncaught, a crash libFuzzer keeps.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>

#include "base/errors.hpp"

namespace seneschal::fuzz {

inline std::string text(const std::uint8_t* data, std::size_t size) {
    return std::string(reinterpret_cast<const char*>(data), size);
}

// SENESCHAL_FUZZ_VERBOSE=1 prints each refusal: handy when running a harness on one file to
// see why a seed is refused, silent (and fast) while fuzzing.
inline void refused(const UserError& error) {
    static const bool verbose = std::getenv("SENESCHAL_FUZZ_VERBOSE") != nullptr;
    if (verbose) std::cerr << "refused: " << error.what() << '\n';
}

// A property the harness checks failed: say which and abort, so libFuzzer keeps the input.
[[noreturn]] inline void violated(const std::string& what) {
    std::cerr << "seneschal fuzz: " << what << '\n';
    std::abort();
}

}  // namespace seneschal::fuzz
