// Issue 15: every place named and nothing drawn over anything else, on every bundled map and a
// large made-up one, at fit-to-window on the two window sizes (and the desk's map pane at each),
// and zoomed in step by step as the mouse wheel does.
#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "application/files/campaign_files.hpp"
#include "application/files/demo_campaign.hpp"
#include "application/views/campaign_views.hpp"
#include "drawing/text_measure.hpp"
#include "map/map_layout.hpp"
#include "tests/campaign/temp_dir.hpp"
#include "tests/map/generated_map.hpp"
#include "tests/map/layout_checks.hpp"
#include "tests/test_files.hpp"

namespace seneschal {
namespace {

using map::MapView;

struct SurfaceSize {
    const char* name;
    double width;
    double height;
};

// The whole window's size (an exported map, a maximised map pane) and the desk's map pane in a
// window of that size.
constexpr SurfaceSize kSurfaces[] = {{"1280x800 window", 1280, 800},
                                     {"1600x1000 window", 1600, 1000},
                                     {"map pane at 1280x800", 584, 476},
                                     {"map pane at 1600x1000", 904, 676}};
constexpr int kWheelSteps[] = {0, 1, 2, 4, 8};  // mouse-wheel notches in from fit-to-window
constexpr double kWheelStep = 1.2;

MapView campaignMap(const std::filesystem::path& file) {
    auto campaign = application::openCampaign(file, application::CampaignAccess::Read);
    return application::buildDeskViews(campaign, "").map;
}

MapView bundledMap(const std::filesystem::path& scenario, const testing::TempDir& dir) {
    const std::filesystem::path file = dir.path() / (scenario.stem().string() + ".seneschal");
    application::newCampaign({scenario, file, false});
    return campaignMap(file);
}

std::string joined(const std::vector<std::string>& lines) {
    std::ostringstream out;
    for (std::size_t i = 0; i < lines.size() && i < 12; ++i) out << "\n  " << lines[i];
    if (lines.size() > 12) out << "\n  ... and " << lines.size() - 12 << " more";
    return out.str();
}

// Zoomed about the surface's centre, or about a place (the mouse wheel over it).
void expectReadableAtEveryZoom(const MapView& view, const std::string& mapName,
                               std::size_t surfaces = std::size(kSurfaces),
                               const std::string& about = {}) {
    for (std::size_t s = 0; s < surfaces; ++s) {
        const SurfaceSize& surface = kSurfaces[s];
        // The desk folds its legend in a pane narrower than 800 pixels (map_canvas.cpp).
        const bool folded = surface.width < 800;
        const map::MapTransform fit =
            map::fitToSurface(view, surface.width, surface.height, true, folded);
        for (const int steps : kWheelSteps) {
            map::LayoutRequest request;
            request.width = surface.width;
            request.height = surface.height;
            request.legendFolded = folded;
            request.transform = fit;
            drawing::Point centre{surface.width / 2, surface.height / 2};
            if (const map::MapPlace* place = view.findPlace(about))
                centre = fit.toScreen(place->at);
            request.transform.zoomAbout(centre, std::pow(kWheelStep, steps));
            const map::MapLayout layout = map::layoutMap(view, request, drawing::textMeasurer());
            const std::string where =
                mapName + ", " + surface.name + ", " + std::to_string(steps) + " wheel steps in";
            const std::vector<std::string> faults = testing::layoutFaults(view, layout);
            EXPECT_TRUE(faults.empty()) << where << ":" << joined(faults);
            if (steps == 0) {
                const std::vector<std::string> missing = testing::missingFromFit(view, layout);
                EXPECT_TRUE(missing.empty()) << where << ":" << joined(missing);
            }
        }
    }
}

TEST(MapLayoutGeometry, TheCrecyCampaignIsReadableAtEverySizeAndZoom) {
    testing::TempDir dir;
    expectReadableAtEveryZoom(bundledMap(testing::kCrecyScenario, dir), "Crécy 1346");
}

// Where the campaign is decided: the fords and bridges of the Somme, a few miles apart.
TEST(MapLayoutGeometry, TheCrecyCampaignIsReadableZoomedOnTheSomme) {
    testing::TempDir dir;
    expectReadableAtEveryZoom(bundledMap(testing::kCrecyScenario, dir), "Crécy 1346",
                              std::size(kSurfaces), "abbeville");
}

// Issue 34's campaigns in the box: Poitiers and Maupertuis a few miles apart, the Somme's
// crossings again in 1415.
TEST(MapLayoutGeometry, ThePoitiersAndAgincourtCampaignsAreReadableAtEverySizeAndZoom) {
    testing::TempDir dir;
    const MapView poitiers = bundledMap(testing::kScenarioDir / "poitiers-1356.xml", dir);
    expectReadableAtEveryZoom(poitiers, "Poitiers 1356");
    expectReadableAtEveryZoom(poitiers, "Poitiers 1356", std::size(kSurfaces), "poitiers");
    expectReadableAtEveryZoom(bundledMap(testing::kScenarioDir / "agincourt-1415.xml", dir),
                              "Agincourt 1415");
}

TEST(MapLayoutGeometry, TheSmallTestCampaignIsReadableAtEverySizeAndZoom) {
    testing::TempDir dir;
    expectReadableAtEveryZoom(bundledMap(testing::kSmallScenario, dir), "the small campaign");
}

// After the demo the armies have marched, fought at Crécy and withdrawn: stacks of several
// armies, battles fought and pending, as a group's map looks in play.
TEST(MapLayoutGeometry, TheCrecyCampaignAfterTheDemoIsReadableAtEverySizeAndZoom) {
    testing::TempDir dir;
    std::ostringstream quiet;
    const application::DemoResult demo =
        application::runDemo({dir.path(), "godsacre", 1346}, quiet);
    expectReadableAtEveryZoom(campaignMap(demo.campaignFile), "Crécy after the demo");
}

// As many armies as a long campaign fields at once; the benchmark lays out 200.
TEST(MapLayoutGeometry, AMapOf300PlacesAnd500RoutesIsReadableAtEverySizeAndZoom) {
    const MapView view = testing::generatedMap({300, 500, 60});
    ASSERT_EQ(view.places.size(), 300u);
    ASSERT_EQ(view.routes.size(), 500u);
    // 300 names need a whole window: the desk's pane shows such a map zoomed in.
    expectReadableAtEveryZoom(view, "the made-up map", 2);
}

}  // namespace
}  // namespace seneschal

namespace seneschal {
namespace {

// Unfolding the legend under the hand, like opening a stack, moves nothing on the map.
TEST(MapLayoutGeometry, UnfoldingAFoldedLegendMovesNothingElse) {
    testing::TempDir dir;
    const MapView view = bundledMap(testing::kCrecyScenario, dir);
    map::LayoutRequest request;
    request.width = 584;
    request.height = 476;
    request.legendFolded = true;
    request.transform = map::fitToSurface(view, 584, 476, true, true);
    const map::MapLayout folded = map::layoutMap(view, request, drawing::textMeasurer());
    request.legendOpen = true;
    const map::MapLayout open = map::layoutMap(view, request, drawing::textMeasurer());
    EXPECT_TRUE(folded.legendFolded);
    EXPECT_FALSE(open.legendFolded);
    EXPECT_GT(open.legend.height, folded.legend.height);
    ASSERT_EQ(open.labels.size(), folded.labels.size());
    for (std::size_t i = 0; i < open.labels.size(); ++i) {
        EXPECT_EQ(open.labels[i].plate.x, folded.labels[i].plate.x) << open.labels[i].text;
        EXPECT_EQ(open.labels[i].plate.y, folded.labels[i].plate.y) << open.labels[i].text;
    }
}

}  // namespace
}  // namespace seneschal
