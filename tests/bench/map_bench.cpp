// Issue 15's speed: a map of 300 places, 500 routes and 200 armies lays out its labels in 50 ms
// or less and repaints in 16 ms or less (one frame at 60 Hz). Repainting is measured on the
// recording surface: the painter's own work, without the rasteriser's.
#include <benchmark/benchmark.h>

#include "drawing/recording_surface.hpp"
#include "drawing/text_measure.hpp"
#include "map/map_layout.hpp"
#include "map/map_painter.hpp"
#include "tests/map/generated_map.hpp"

namespace {

using namespace seneschal;

map::LayoutRequest fitted(const application::MapView& view, double width, double height) {
    map::LayoutRequest request;
    request.width = width;
    request.height = height;
    request.transform = map::fitToSurface(view, width, height, true);
    return request;
}

void BM_MapLayout300Places500Routes200Armies(benchmark::State& state) {
    const application::MapView view = testing::generatedMap();
    const map::LayoutRequest request = fitted(view, 1600, 1000);
    for (auto _ : state) {
        map::MapLayout layout = map::layoutMap(view, request, drawing::textMeasurer());
        benchmark::DoNotOptimize(layout);
    }
}
BENCHMARK(BM_MapLayout300Places500Routes200Armies)->Unit(benchmark::kMillisecond);

void BM_MapRepaint300Places500Routes200Armies(benchmark::State& state) {
    const application::MapView view = testing::generatedMap();
    const map::LayoutRequest request = fitted(view, 1600, 1000);
    const map::MapLayout layout = map::layoutMap(view, request, drawing::textMeasurer());
    drawing::RecordingSurface surface(1600, 1000);
    for (auto _ : state) {
        surface.clear();
        map::paintMap(surface, view, layout, {});
        benchmark::DoNotOptimize(surface.operationCount());
    }
}
BENCHMARK(BM_MapRepaint300Places500Routes200Armies)->Unit(benchmark::kMillisecond);

}  // namespace
