// A map's terrain layer (docs/formats.md, "Terrain layer"), as the `<terrain>` element of a
// scenario otherwise whole (data/scenarios/test-small.xml, 600 by 400): any bytes either read
// into a layer within its bounds (issue 30 item 5: 100,000 points a feature, 1,000,000 a layer,
// every point on the map, an area of 3 points or more, a line of 2) or are refused with a
// UserError. A layer that reads is then laid out and painted as the desk and `map --out` do: in
// time linear in its points (libFuzzer's timeout catches the rasteriser's quadratic cost on a
// feature left unthinned), refusing nothing.
#include <fstream>
#include <sstream>

#include "base/data_dir.hpp"
#include "campaign/limits.hpp"
#include "campaign/scenarios/scenario_reader.hpp"
#include "drawing/recording_surface.hpp"
#include "drawing/text_measure.hpp"
#include "map/map_layout.hpp"
#include "map/map_painter.hpp"
#include "map/map_view.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace seneschal;

// test-small.xml split where its map opens, so that the input goes in as the map's first child.
struct Around {
    std::string before;
    std::string after;
};

const Around& around() {
    static const Around parts = [] {
        std::ifstream in(scenariosDir() / "test-small.xml", std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        const std::string all = text.str();
        const std::string map = "<map width=\"600\" height=\"400\">";
        const std::size_t at = all.find(map);
        if (at == std::string::npos)
            fuzz::violated("test-small.xml has no <map> to put a layer in");
        return Around{all.substr(0, at + map.size()), all.substr(at + map.size())};
    }();
    return parts;
}

map::TerrainKind kindOf(const std::string& kind) {
    if (kind == "land") return map::TerrainKind::Land;
    if (kind == "wood") return map::TerrainKind::Wood;
    if (kind == "marsh") return map::TerrainKind::Marsh;
    if (kind == "coast") return map::TerrainKind::Coast;
    if (kind == "river") return map::TerrainKind::River;
    fuzz::violated("a terrain feature of the unknown kind '" + kind + "' was read");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    campaign::ScenarioContents contents;
    try {
        const auto source = XmlSource::fromString(
            around().before + fuzz::text(data, size) + around().after, "fuzz-terrain.xml");
        contents = campaign::readScenarioContents(source);
    } catch (const UserError& error) {
        fuzz::refused(error);
        return 0;
    }
    const campaign::CampaignSnapshot& snapshot = contents.campaign;
    map::MapView view;
    view.width = static_cast<double>(snapshot.info.mapWidth);
    view.height = static_cast<double>(snapshot.info.mapHeight);
    std::size_t layer = 0;
    for (const campaign::TerrainFeature& feature : snapshot.terrain) {
        map::MapFeature out;
        out.kind = kindOf(feature.kind);
        const bool area = out.kind == map::TerrainKind::Land ||
                          out.kind == map::TerrainKind::Wood || out.kind == map::TerrainKind::Marsh;
        const std::size_t points = feature.points.size();
        if (points < (area ? 3u : 2u) ||
            points > static_cast<std::size_t>(campaign::kTerrainFeaturePoints.max)) {
            fuzz::violated("a terrain feature of " + std::to_string(points) + " points was read");
        }
        layer += points;
        for (const campaign::MapPoint& p : feature.points) {
            if (!(p.x >= 0 && p.y >= 0 && p.x <= view.width && p.y <= view.height)) {
                fuzz::violated("a terrain point off the map was read");
            }
            out.points.push_back({p.x, p.y});
        }
        view.terrain.push_back(std::move(out));
    }
    if (layer > static_cast<std::size_t>(campaign::kTerrainLayerPoints.max)) {
        fuzz::violated("a terrain layer of " + std::to_string(layer) + " points was read");
    }
    map::LayoutRequest request;
    request.width = 1280;
    request.height = 800;
    request.transform = map::fitToSurface(view, request.width, request.height, true);
    const map::MapLayout layout = map::layoutMap(view, request, drawing::textMeasurer());
    drawing::RecordingSurface surface(1280, 800);
    map::paintMap(surface, view, layout, {});
    return 0;
}
