#include "battle/aftermath_share.hpp"

#include <algorithm>
#include <numeric>

namespace seneschal::battle {

std::vector<int> shareByLargestRemainder(int total, const std::vector<int>& weights) {
    std::vector<int> shares(weights.size(), 0);
    const long long sum = std::accumulate(weights.begin(), weights.end(), 0LL,
                                          [](long long s, int w) { return s + std::max(w, 0); });
    const long long toShare = std::min<long long>(std::max(total, 0), sum);
    if (toShare == 0) return shares;

    std::vector<long long> remainders(weights.size(), 0);
    long long given = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        const long long product = toShare * std::max(weights[i], 0);
        shares[i] = static_cast<int>(product / sum);
        remainders[i] = product % sum;
        given += shares[i];
    }
    std::vector<std::size_t> order(weights.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (remainders[a] != remainders[b]) return remainders[a] > remainders[b];
        return weights[a] > weights[b];
    });
    // The leftover is fewer than the number of entries with a non-zero remainder, and each of
    // those is still below its weight, so one more each keeps every share within its weight.
    for (std::size_t k = 0; given < toShare; ++k, ++given) ++shares[order[k]];
    return shares;
}

}  // namespace seneschal::battle
