#pragma once
// A colour as the campaign stores it (a side's or owner's heraldic colour), with no wx in it:
// the views below carry it and the desktop program turns it into a brush.
#include <cstdint>

namespace seneschal::drawing {

struct ViewColour {
    std::uint8_t red = 128;
    std::uint8_t green = 128;
    std::uint8_t blue = 128;
    friend bool operator==(const ViewColour&, const ViewColour&) = default;
};

}  // namespace seneschal::drawing
