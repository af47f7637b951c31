#include "drawing/picture.hpp"

#include <turbojpeg.h>

#include <bit>
#include <cstring>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "drawing/picture_decode.hpp"

namespace seneschal::drawing {

namespace {

constexpr std::string_view kPngSignature{"\x89PNG\r\n\x1a\n", 8};

bool isPng(std::string_view bytes) {
    return bytes.substr(0, kPngSignature.size()) == kPngSignature;
}

bool isJpeg(std::string_view bytes) {
    return bytes.size() >= 3 && static_cast<unsigned char>(bytes[0]) == 0xFF &&
           static_cast<unsigned char>(bytes[1]) == 0xD8 &&
           static_cast<unsigned char>(bytes[2]) == 0xFF;
}

std::string sizeProblem(std::int64_t width, std::int64_t height) {
    if (width < 1 || height < 1) return "it has no pixels";
    if (width > kMaxPictureSide || height > kMaxPictureSide) {
        return "it is " + groupedNumber(width) + " by " + groupedNumber(height) +
               " pixels; the most a side may have is " + groupedNumber(kMaxPictureSide);
    }
    if (width * height > kMaxPicturePixels) {
        return "it is " + groupedNumber(width) + " by " + groupedNumber(height) +
               " pixels; the most a picture may have is " + groupedNumber(kMaxPicturePixels);
    }
    return {};
}

std::uint32_t bigEndian32(std::string_view bytes, std::size_t at) {
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < 4; ++i)
        value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
    return value;
}

struct PngReader {
    std::string_view bytes;
    std::size_t at = 0;
};

cairo_status_t readPng(void* closure, unsigned char* data, unsigned int length) {
    auto* reader = static_cast<PngReader*>(closure);
    if (reader->bytes.size() - reader->at < length) return CAIRO_STATUS_READ_ERROR;
    std::memcpy(data, reader->bytes.data() + reader->at, length);
    reader->at += length;
    return CAIRO_STATUS_SUCCESS;
}

cairo_surface_t* decodePng(std::string_view bytes, std::string& why) {
    // The size, from the header (IHDR, right after the signature), before a pixel is decoded:
    // a small file must not ask for gigabytes.
    if (bytes.size() < 33 || bytes.substr(12, 4) != "IHDR") {
        why = "its PNG header is damaged";
        return nullptr;
    }
    why = sizeProblem(bigEndian32(bytes, 16), bigEndian32(bytes, 20));
    if (!why.empty()) return nullptr;
    PngReader reader{bytes};
    cairo_surface_t* surface = cairo_image_surface_create_from_png_stream(readPng, &reader);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        why = "it is not a PNG picture cairo can read (damaged or cut short)";
        return nullptr;
    }
    return surface;
}

cairo_surface_t* decodeJpeg(std::string_view bytes, std::string& why) {
    tjhandle decoder = tjInitDecompress();
    if (decoder == nullptr) {
        why = "the JPEG reader could not start";
        return nullptr;
    }
    auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    const auto size = static_cast<unsigned long>(bytes.size());
    int width = 0, height = 0, subsampling = 0, colourspace = 0;
    cairo_surface_t* surface = nullptr;
    if (tjDecompressHeader3(decoder, data, size, &width, &height, &subsampling, &colourspace) !=
        0) {
        why = std::string("its JPEG header is damaged (") + tjGetErrorStr2(decoder) + ")";
    } else if (why = sizeProblem(width, height); why.empty()) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
        if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
            why = "there is not the memory to hold it";
        } else {
            cairo_surface_flush(surface);
            // cairo's RGB24 is a native-endian 32-bit xRGB word a pixel.
            const int format = std::endian::native == std::endian::little ? TJPF_BGRX : TJPF_XRGB;
            // TJFLAG_LIMITSCANS: a progressive JPEG of endless scans is refused, not decoded for
            // minutes.
            if (tjDecompress2(decoder, data, size, cairo_image_surface_get_data(surface), width,
                              cairo_image_surface_get_stride(surface), height, format,
                              TJFLAG_LIMITSCANS | TJFLAG_STOPONWARNING) != 0) {
                why = std::string("it is not a JPEG picture that can be read (") +
                      tjGetErrorStr2(decoder) + ")";
            } else {
                cairo_surface_mark_dirty(surface);
            }
        }
        if (!why.empty()) {
            cairo_surface_destroy(surface);
            surface = nullptr;
        }
    }
    tjDestroy(decoder);
    return surface;
}

}  // namespace

cairo_surface_t* decodePicture(std::string_view bytes, std::string& why) {
    if (static_cast<std::int64_t>(bytes.size()) > kMaxPictureBytes) {
        why = "it is " + groupedNumber(static_cast<std::int64_t>(bytes.size())) +
              " bytes; the most a picture may have is " + groupedNumber(kMaxPictureBytes);
        return nullptr;
    }
    if (isPng(bytes)) return decodePng(bytes, why);
    if (isJpeg(bytes)) return decodeJpeg(bytes, why);
    why = "it is neither a PNG nor a JPEG picture";
    return nullptr;
}

PictureFacts readPictureFacts(std::string_view bytes) {
    std::string why;
    cairo_surface_t* surface = decodePicture(bytes, why);
    if (surface == nullptr) throw UserError(why);
    PictureFacts facts{isPng(bytes) ? "png" : "jpeg", cairo_image_surface_get_width(surface),
                       cairo_image_surface_get_height(surface)};
    cairo_surface_destroy(surface);
    return facts;
}

std::string pictureMediaType(std::string_view bytes) {
    if (isPng(bytes)) return "image/png";
    if (isJpeg(bytes)) return "image/jpeg";
    return "";
}

}  // namespace seneschal::drawing
