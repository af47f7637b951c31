// GA-RES-LOSE: how the extra figures are shared among the loser's units.
#include "battle/aftermath_share.hpp"

#include <gtest/gtest.h>

namespace seneschal::battle {
namespace {

using Shares = std::vector<int>;

TEST(GA_RES_LOSE_Share, WholeQuotasThenLargestRemainders) {
    // 7 over 10, 5, 6 (21): 3 r7, 1 r14, 2 r0 -> the leftover figure to the 5.
    EXPECT_EQ(shareByLargestRemainder(7, {10, 5, 6}), (Shares{3, 2, 2}));
    // 5 over 2, 4, 4 (10): exactly 1, 2, 2.
    EXPECT_EQ(shareByLargestRemainder(5, {2, 4, 4}), (Shares{1, 2, 2}));
}

TEST(GA_RES_LOSE_Share, TiesGoToTheLargerUnitThenTheEarlierOne) {
    // 2 over 1, 3 (4): 0 r2 and 1 r2 tie; the larger (3) takes it.
    EXPECT_EQ(shareByLargestRemainder(2, {1, 3}), (Shares{0, 2}));
    // 1 over 5, 5: a tie of equals; the first listed takes it.
    EXPECT_EQ(shareByLargestRemainder(1, {5, 5}), (Shares{1, 0}));
}

TEST(GA_RES_LOSE_Share, NeverMoreThanAUnitHasNorMoreThanAllHave) {
    EXPECT_EQ(shareByLargestRemainder(30, {4, 0, 6}), (Shares{4, 0, 6}));
    EXPECT_EQ(shareByLargestRemainder(0, {4, 6}), (Shares{0, 0}));
    EXPECT_EQ(shareByLargestRemainder(3, {0, 0}), (Shares{0, 0}));
    for (int total = 0; total <= 40; ++total) {
        const std::vector<int> weights = {7, 1, 0, 13, 2, 9};
        const Shares shares = shareByLargestRemainder(total, weights);
        int sum = 0;
        for (std::size_t i = 0; i < weights.size(); ++i) {
            EXPECT_LE(shares[i], weights[i]) << "total " << total;
            EXPECT_GE(shares[i], 0);
            sum += shares[i];
        }
        EXPECT_EQ(sum, std::min(total, 32));
    }
}

}  // namespace
}  // namespace seneschal::battle
