#pragma once
// Sharing a whole number of losses among units in proportion to what each has, by the
// largest-remainder method (GA-RES-LOSE's extra figures; docs/rules/aftermath.md).
#include <vector>

namespace seneschal::battle {

// Shares min(total, sum of weights) among the weights: each gets the whole part of its
// proportional quota, and the figures left go one each to the largest fractional remainders,
// ties to the larger weight, then to the earlier entry. No share ever exceeds its weight.
std::vector<int> shareByLargestRemainder(int total, const std::vector<int>& weights);

}  // namespace seneschal::battle
