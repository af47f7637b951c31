// The one measurer: sizes that grow the way text does, and the same answer every time.
#include "drawing/text_measure.hpp"

#include <gtest/gtest.h>

namespace seneschal::drawing {
namespace {

TEST(TextMeasure, ALongerTextIsWider) {
    const Font font;
    const TextSize shortText = textMeasurer().measure("Crécy", font);
    const TextSize longText = textMeasurer().measure("Crécy-en-Ponthieu", font);
    EXPECT_GT(shortText.width, 10);
    EXPECT_GT(longText.width, shortText.width + 20);
}

TEST(TextMeasure, BoldIsWiderThanRegular) {
    const TextSize regular = textMeasurer().measure("Abbeville", Font{12, false, false});
    const TextSize bold = textMeasurer().measure("Abbeville", Font{12, true, false});
    EXPECT_GT(bold.width, regular.width);
}

TEST(TextMeasure, LargerTextIsTallerAndItsBaselineLower) {
    const TextSize small = textMeasurer().measure("Calais", Font{12, false, false});
    const TextSize large = textMeasurer().measure("Calais", Font{24, false, false});
    EXPECT_GT(large.height, 1.5 * small.height);
    EXPECT_GT(large.ascent, small.ascent);
    // One line of 12-pixel DejaVu Sans is about 14 pixels, most of it above the baseline.
    EXPECT_NEAR(small.height, 14, 2);
    EXPECT_GT(small.ascent, small.height / 2);
    EXPECT_LT(small.ascent, small.height);
}

TEST(TextMeasure, ACachedMeasureEqualsTheFirst) {
    const Font font{13, false, true};
    const TextSize first = textMeasurer().measure("Blanchetaque ford", font);
    const TextSize again = textMeasurer().measure("Blanchetaque ford", font);
    EXPECT_EQ(first.width, again.width);
    EXPECT_EQ(first.height, again.height);
    EXPECT_EQ(first.ascent, again.ascent);
}

TEST(TextMeasure, FontsOfOneTextAreMeasuredApart) {
    // The cache is keyed by text and font: the 24-pixel text is not given the 12-pixel answer.
    const TextSize regular = textMeasurer().measure("Noyelles", Font{12, false, false});
    const TextSize twice = textMeasurer().measure("Noyelles", Font{24, false, false});
    EXPECT_NEAR(twice.width, 2 * regular.width, 0.1 * regular.width);
}

TEST(TextMeasure, EmptyTextHasNoWidthButALineHeight) {
    const TextSize empty = textMeasurer().measure("", Font{});
    EXPECT_EQ(empty.width, 0);
    EXPECT_GT(empty.height, 0);
}

}  // namespace
}  // namespace seneschal::drawing
