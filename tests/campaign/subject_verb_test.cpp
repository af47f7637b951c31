// Issue 37, words: a side's name takes the verb that agrees with it in the chronicle and the
// ransoms ("Kingdom of France pays", "The Barons pay"), and sums of money are grouped.
#include <gtest/gtest.h>

#include "base/grouped_number.hpp"
#include "campaign/strategy/upkeep.hpp"

namespace seneschal {
namespace {

TEST(SubjectVerb, APluralSideNameTakesThePluralVerb) {
    EXPECT_EQ(subjectVerb("The Barons", "pays", "pay"), "The Barons pay");
    EXPECT_EQ(subjectVerb("Knights of Saint John", "pays", "pay"), "Knights of Saint John pay");
    EXPECT_EQ(subjectVerb("Kingdom of France", "pays", "pay"), "Kingdom of France pays");
    EXPECT_EQ(subjectVerb("Kingdom of Lyons", "pays", "pay"), "Kingdom of Lyons pays");
    EXPECT_EQ(subjectVerb("The Duchess", "demands", "demand"), "The Duchess demands");
    EXPECT_EQ(subjectVerb("England", "refuses", "refuse"), "England refuses");
}

TEST(SubjectVerb, PoundsAreGroupedByThousands) {
    EXPECT_EQ(campaign::strategy::formatMoney(14000 * 240 + 12 * 10 + 4), "£14,000 10s 4d");
    EXPECT_EQ(campaign::strategy::formatMoney(999 * 240), "£999");
}

}  // namespace
}  // namespace seneschal
