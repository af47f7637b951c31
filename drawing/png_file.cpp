#include "drawing/png_file.hpp"

#include <cairo.h>

#include <cmath>
#include <stdexcept>
#include <string>

#include "drawing/cairo_surface.hpp"

namespace seneschal::drawing {

namespace {

cairo_status_t appendPngBytes(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

}  // namespace

std::string encodePng(int width, int height, Colour background,
                      const std::function<void(Surface&)>& draw) {
    return encodePng(width, height, 1.0, background, draw);
}

std::string encodePng(int width, int height, double scale, Colour background,
                      const std::function<void(Surface&)>& draw) {
    cairo_surface_t* image = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, static_cast<int>(std::lround(width * scale)),
        static_cast<int>(std::lround(height * scale)));
    cairo_t* cairo = cairo_create(image);
    cairo_set_source_rgba(cairo, background.red / 255.0, background.green / 255.0,
                          background.blue / 255.0, background.alpha / 255.0);
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE);
    cairo_paint(cairo);
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER);
    cairo_scale(cairo, scale, scale);

    std::string bytes;
    cairo_status_t status = cairo_status(cairo);
    if (status == CAIRO_STATUS_SUCCESS) {
        try {
            CairoSurface surface(cairo, width, height);
            draw(surface);
        } catch (...) {
            cairo_destroy(cairo);
            cairo_surface_destroy(image);
            throw;
        }
        status = cairo_status(cairo);
    }
    if (status == CAIRO_STATUS_SUCCESS) {
        cairo_surface_flush(image);
        status = cairo_surface_write_to_png_stream(image, appendPngBytes, &bytes);
    }
    cairo_destroy(cairo);
    cairo_surface_destroy(image);
    if (status != CAIRO_STATUS_SUCCESS) {
        throw std::runtime_error(std::string("cannot draw a ") + std::to_string(width) + " x " +
                                 std::to_string(height) +
                                 " picture: " + cairo_status_to_string(status));
    }
    return bytes;
}

}  // namespace seneschal::drawing
