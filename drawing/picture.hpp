#pragma once
// A picture kept as its file's bytes (the map's background, issue 34): PNG, read by cairo, or
// JPEG, read by libjpeg-turbo. A picture is checked when it is taken in, so that a damaged or
// enormous one is refused with its reason, not drawn as nothing later.
#include <cstdint>
#include <string>
#include <string_view>

namespace seneschal::drawing {

// The most pixels a side and a picture may have: 16,384 a side, 64 million in all (256 MB
// decoded, four bytes a pixel), well above a scanned map at 600 dpi.
inline constexpr std::int64_t kMaxPictureSide = 16'384;
inline constexpr std::int64_t kMaxPicturePixels = 64'000'000;
// And the most bytes a picture file may have: 32 MiB.
inline constexpr std::int64_t kMaxPictureBytes = 32 * 1024 * 1024;

// A picture to draw: its bytes, and a key naming them (their digest) so that a surface decodes
// them once, not at every paint.
struct PictureBytes {
    std::string_view key;
    std::string_view bytes;
};

struct PictureFacts {
    std::string format;  // "png" or "jpeg"
    std::int64_t width = 0;
    std::int64_t height = 0;
};

// What the bytes are, read whole: throws UserError saying why for anything but a PNG or JPEG
// picture that decodes, or one above the limits.
PictureFacts readPictureFacts(std::string_view bytes);

// "image/png" or "image/jpeg" for the bytes' format, "" when they are neither.
std::string pictureMediaType(std::string_view bytes);

}  // namespace seneschal::drawing
