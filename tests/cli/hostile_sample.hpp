#pragma once
// Which of the hostile corpus's cases a run takes: all of them in the release run; in the
// sanitized run (SENESCHAL_SANITIZED_RUN, tests/CMakeLists.txt) one in three, the one taken
// turning within each three (the first of cases 0-2, the second of 3-5, the third of 6-8, ...),
// so that every folder and .cases file is still sampled along its length, and a campaign file,
// whose three commands come in a row, is run by each command in turn.
#include <cstddef>
#include <vector>

namespace seneschal::testing {

template <typename Case>
std::vector<Case> casesToRun(const std::vector<Case>& all) {
#ifdef SENESCHAL_SANITIZED_RUN
    std::vector<Case> some;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i % 3 == (i / 3) % 3) some.push_back(all[i]);
    }
    return some;
#else
    return all;
#endif
}

}  // namespace seneschal::testing
