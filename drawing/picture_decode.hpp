#pragma once
// Inside drawing/: a picture's bytes decoded into a cairo image surface (the cairo surfaces
// draw it; picture.cpp checks it with the same decoder).
#include <cairo.h>

#include <string>
#include <string_view>

namespace seneschal::drawing {

// A new image surface (the caller owns the reference) holding the picture, or nullptr with
// `why` said for bytes that are not a PNG or JPEG within the limits of picture.hpp.
cairo_surface_t* decodePicture(std::string_view bytes, std::string& why);

}  // namespace seneschal::drawing
