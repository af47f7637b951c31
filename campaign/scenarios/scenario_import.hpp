#pragma once
// Scenario file <-> campaign file. Import checks the whole scenario before it writes, builds
// the campaign in a temporary file beside the target and renames it into place only when
// everything is stored: a refused scenario leaves no campaign file behind.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "campaign/stores/map_store.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

struct ImportSummary {
    std::string name;
    std::size_t sides = 0, places = 0, routes = 0, leaders = 0, armies = 0, units = 0;
    Men men = 0;
    std::uint64_t seed = 0;  // the campaign's own seed (issue 36), kept in the file
};

// Reads and checks a map picture file (a PNG or JPEG within its limits), throwing UserError
// saying why not: given by application/, which holds the picture reader (drawing/picture.hpp).
using PictureReader = std::function<MapPicture(const std::filesystem::path&)>;

// Refuses an existing `campaignPath` unless `replace` is set; even then it replaces only a
// Seneschal campaign that no other program holds open (campaign/file/campaign_replace.hpp).
// The campaign's own seed is `seed`, or a new one when none is given; the summary says which.
// The scenario's map picture (<map background>, a file in its folder) is read by
// `readPicture` and kept in the campaign file; without a reader, only its path is kept.
ImportSummary importScenario(const std::filesystem::path& scenarioPath,
                             const std::filesystem::path& campaignPath, bool replace,
                             std::optional<std::uint64_t> seed = std::nullopt,
                             const PictureReader& readPicture = {});

// The same for a scenario held in memory (`new --blank`): `sourceName` is what its errors name.
ImportSummary importScenarioText(std::string text, const std::string& sourceName,
                                 const std::filesystem::path& campaignPath, bool replace,
                                 std::optional<std::uint64_t> seed = std::nullopt);

// Writes the campaign as it stands now, whole or not at all, by the rules of every output
// (campaign/file/output_file.hpp): an existing file is replaced only if `replace` is set. The
// map's picture kept in the file is written beside the scenario ("NAME-map.png" or ".jpg"),
// by the same rules, and named by its <map background>.
void exportScenario(const std::filesystem::path& campaignPath,
                    const std::filesystem::path& scenarioPath, bool replace = false);

}  // namespace seneschal::campaign
