// Issue 15's speed: a map of 300 places, 500 routes and 200 armies lays out its labels in 50 ms
// or less and repaints in 16 ms or less (one frame at 60 Hz). Repainting is measured on the
// recording surface: the painter's own work, without the rasteriser's.
#include <benchmark/benchmark.h>

#include <cmath>

#include "drawing/png_file.hpp"
#include "drawing/recording_surface.hpp"
#include "drawing/text_measure.hpp"
#include "map/map_layout.hpp"
#include "map/map_painter.hpp"
#include "tests/map/generated_map.hpp"

namespace {

using namespace seneschal;

map::LayoutRequest fitted(const map::MapView& view, double width, double height) {
    map::LayoutRequest request;
    request.width = width;
    request.height = height;
    request.transform = map::fitToSurface(view, width, height, true);
    return request;
}

void BM_MapLayout300Places500Routes200Armies(benchmark::State& state) {
    const map::MapView view = testing::generatedMap();
    const map::LayoutRequest request = fitted(view, 1600, 1000);
    for (auto _ : state) {
        map::MapLayout layout = map::layoutMap(view, request, drawing::textMeasurer());
        benchmark::DoNotOptimize(layout);
    }
}
BENCHMARK(BM_MapLayout300Places500Routes200Armies)->Unit(benchmark::kMillisecond);

void BM_MapRepaint300Places500Routes200Armies(benchmark::State& state) {
    const map::MapView view = testing::generatedMap();
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

// Issue 30 item 5: a terrain layer at the bounds a scenario may hold (docs/formats.md, "Terrain
// layer": 100,000 points a feature, 1,000,000 a layer) draws in time linear in its points, on the
// rasteriser (cairo) as `map --out x.png` and the desk draw it: each feature is simplified to
// the picture's resolution before it is handed over.
namespace {

// A coast of `count` points around the middle of the map: a circle with a ripple, as a traced
// coastline is (every point a little off the last, none far).
map::MapFeature coast(const map::MapView& view, map::TerrainKind kind, int count,
                      double radiusShare, double phase) {
    map::MapFeature feature;
    feature.kind = kind;
    const double cx = view.width / 2, cy = view.height / 2;
    const double radius = radiusShare * std::min(view.width, view.height) / 2;
    feature.points.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        const double angle = 2 * 3.141592653589793 * i / count + phase;
        const double r = radius * (1 + 0.03 * std::sin(37 * angle) + 0.01 * std::sin(611 * angle));
        feature.points.push_back({cx + r * std::cos(angle), cy + r * std::sin(angle)});
    }
    return feature;
}

void paintPicture(benchmark::State& state, const map::MapView& view) {
    const map::LayoutRequest request = fitted(view, 1600, 1000);
    const map::MapLayout layout = map::layoutMap(view, request, drawing::textMeasurer());
    std::size_t points = 0;
    for (const auto& f : view.terrain) points += f.points.size();
    for (auto _ : state) {
        const std::string png = drawing::encodePng(
            1600, 1000, drawing::Colour{255, 255, 255},
            [&](drawing::Surface& surface) { map::paintMap(surface, view, layout, {}); });
        benchmark::DoNotOptimize(png.size());
    }
    state.counters["points"] = static_cast<double>(points);
}

void BM_MapPictureCoastOf100kPoints(benchmark::State& state) {
    map::MapView view = testing::generatedMap();
    view.terrain.push_back(coast(view, map::TerrainKind::Land, 100'000, 0.9, 0));
    paintPicture(state, view);
}
BENCHMARK(BM_MapPictureCoastOf100kPoints)->Unit(benchmark::kMillisecond);

void BM_MapPictureLayerOfAMillionPoints(benchmark::State& state) {
    map::MapView view = testing::generatedMap();
    view.terrain.push_back(coast(view, map::TerrainKind::Land, 100'000, 0.95, 0));
    for (int i = 1; i < 7; ++i) {
        view.terrain.push_back(coast(view, map::TerrainKind::Wood, 100'000, 0.1 * i, 0.3 * i));
    }
    view.terrain.push_back(coast(view, map::TerrainKind::Marsh, 100'000, 0.75, 1));
    view.terrain.push_back(coast(view, map::TerrainKind::Coast, 100'000, 0.95, 0));
    view.terrain.push_back(coast(view, map::TerrainKind::River, 100'000, 0.5, 2));
    paintPicture(state, view);
}
BENCHMARK(BM_MapPictureLayerOfAMillionPoints)->Unit(benchmark::kMillisecond);

// The worst a hostile file within the bounds can do: a feature whose every edge crosses the
// map, each point far from the last (nothing to simplify).
void BM_MapPictureZigzagOf100kPoints(benchmark::State& state) {
    map::MapView view = testing::generatedMap();
    map::MapFeature zigzag;
    zigzag.kind = map::TerrainKind::Wood;
    const auto count = static_cast<int>(state.range(0));
    for (int i = 0; i < count; ++i) {
        zigzag.points.push_back({view.width * (i % 2 == 0 ? 0.05 : 0.95),
                                 view.height * (0.05 + 0.9 * ((i * 7919) % count) / count)});
    }
    view.terrain.push_back(std::move(zigzag));
    paintPicture(state, view);
}
BENCHMARK(BM_MapPictureZigzagOf100kPoints)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

}  // namespace
