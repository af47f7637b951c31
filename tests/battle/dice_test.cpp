#include "battle/dice.hpp"

#include <gtest/gtest.h>

#include <map>
#include <stdexcept>
#include <vector>

namespace seneschal::battle {
namespace {

TEST(GA_DICE, AverageDieShowsOnlyTwoToFiveWithThreeAndFourTwiceAsOften) {
    SeededDice dice(7);
    std::map<int, int> counts;
    const int rolls = 60000;
    for (int i = 0; i < rolls; ++i) ++counts[dice.averageD6()];
    ASSERT_EQ(counts.size(), 4u);
    EXPECT_NEAR(counts[2], rolls / 6, 500);
    EXPECT_NEAR(counts[3], rolls / 3, 700);
    EXPECT_NEAR(counts[4], rolls / 3, 700);
    EXPECT_NEAR(counts[5], rolls / 6, 500);
}

TEST(GA_DICE, OrdinaryDieIsUniformOneToSix) {
    SeededDice dice(11);
    std::map<int, int> counts;
    for (int i = 0; i < 60000; ++i) ++counts[dice.d6()];
    ASSERT_EQ(counts.size(), 6u);
    for (int face = 1; face <= 6; ++face) EXPECT_NEAR(counts[face], 10000, 450) << face;
}

TEST(GA_DICE, DecimalDieIsUniformZeroToNine) {
    SeededDice dice(13);
    std::map<int, int> counts;
    for (int i = 0; i < 100000; ++i) ++counts[dice.d10()];
    ASSERT_EQ(counts.size(), 10u);
    for (int face = 0; face <= 9; ++face) EXPECT_NEAR(counts[face], 10000, 450) << face;
}

TEST(GA_DICE, SameSeedGivesTheSameRollsAndAnotherSeedDoesNot) {
    SeededDice a(1346), b(1346), c(1347);
    std::vector<int> ra, rb, rc;
    for (int i = 0; i < 100; ++i) {
        ra.push_back(a.d10());
        rb.push_back(b.d10());
        rc.push_back(c.d10());
    }
    EXPECT_EQ(ra, rb);
    EXPECT_NE(ra, rc);
}

TEST(GA_DICE, SeededStreamIsFixedAcrossPlatformsAndReleases) {
    // A saved battle replays only if the stream never changes, on any platform or release: the
    // first faces of three seeds and die kinds, and the derived seeds, are pinned as literals
    // (xoshiro256** seeded by splitmix64, Lemire's bounded integer). If this fails, every stored
    // battle's seed replays a different battle: change the generator only with a new seed format.
    SeededDice ordinary(0);
    std::vector<int> d6;
    for (int i = 0; i < 12; ++i) d6.push_back(ordinary.d6());
    EXPECT_EQ(d6, (std::vector<int>{4, 5, 1, 3, 5, 6, 3, 4, 6, 6, 1, 1}));

    SeededDice average(1346);
    std::vector<int> averageFaces;
    for (int i = 0; i < 12; ++i) averageFaces.push_back(average.averageD6());
    EXPECT_EQ(averageFaces, (std::vector<int>{4, 3, 4, 3, 4, 5, 2, 4, 3, 3, 3, 4}));

    SeededDice decimal(1346);
    std::vector<int> d10;
    for (int i = 0; i < 12; ++i) d10.push_back(decimal.d10());
    EXPECT_EQ(d10, (std::vector<int>{8, 2, 6, 2, 8, 9, 0, 5, 2, 2, 2, 7}));

    SeededDice raw(0);
    EXPECT_EQ(raw.next(), 11091344671253066420ull);
    EXPECT_EQ(SeededDice::deriveSeed(5, 3), 10587018825764163446ull);
    EXPECT_EQ(SeededDice::deriveSeed(0, 0), 7960286522194355700ull);
    EXPECT_NE(SeededDice::deriveSeed(5, 3), SeededDice::deriveSeed(5, 4));
    EXPECT_NE(SeededDice::deriveSeed(5, 3), SeededDice::deriveSeed(6, 3));
}

TEST(GA_DICE, ScriptedDicePlayBackTheirFacesInOrder) {
    ScriptedDice dice{0, 5, 6, 3};
    EXPECT_EQ(dice.d10(), 0);
    EXPECT_EQ(dice.d10(), 5);
    EXPECT_EQ(dice.d6(), 6);
    EXPECT_EQ(dice.averageD6(), 3);
    EXPECT_EQ(dice.remaining(), 0u);
}

TEST(GA_DICE, ScriptedDiceRefuseAnImpossibleFaceAndRunningOut) {
    ScriptedDice sixOnAverage{6};
    EXPECT_THROW(sixOnAverage.averageD6(), std::logic_error);
    ScriptedDice tenOnDecimal{10};
    EXPECT_THROW(tenOnDecimal.d10(), std::logic_error);
    ScriptedDice empty;
    EXPECT_THROW(empty.d6(), std::logic_error);
}

}  // namespace
}  // namespace seneschal::battle
