#pragma once
// A side's dispatch for the campaign's current turn (issue 35, docs/group-play.md;
// `seneschal-cli dispatch --db F --side S --out DIR`): one self-contained XHTML page (styles
// inline, the side's map inline as SVG, nothing fetched) and the same as a PDF for print,
// holding only what the side knows (application/views/side_knowledge.hpp): its map, its armies
// with their orders, the enemy armies its scouts report, its muster, prisoners, treasury, the
// chronicle of the turn as it concerns the side and the reports of the battles it fought in the
// turn, and the day its orders are due.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "application/orders/orders_file.hpp"
#include "campaign/file/campaign_file.hpp"
#include "reports/document.hpp"

namespace seneschal::application {

struct Dispatch {
    std::string sideId;
    std::string sideName;
    std::int64_t turn = 1;
    std::string deadline;  // the turn's last day, when its orders are due: "18 July 1346"
    reports::Document document;
    std::string mapSvg;  // the side's map, an <svg> element (no XML prolog)
    // The orders form (application/orders/group_play.hpp): none before group play starts.
    std::optional<OrdersForm> ordersForm;
};

// The dispatch of `side` (id or name; refused naming --side) for the turn the campaign's date
// is in (strategy.xml <turns>). Reads the campaign, never changes it.
Dispatch buildDispatch(campaign::CampaignFile& file, const std::string& side);

// The page: the document as XHTML with the map inline.
std::string dispatchXhtml(const Dispatch& dispatch);
// The PDF's bytes: the document as the report PDF writer prints it.
std::string dispatchPdf(const Dispatch& dispatch);

// "<side-id>-turn-<N>" (the files' name without extension).
std::string dispatchFileStem(const Dispatch& dispatch);

struct DispatchRequest {
    std::string side;
    std::filesystem::path outDir;  // an existing folder
    bool replaceExisting = false;  // --force
};

// Writes DIR/<side-id>-turn-N.html and .pdf; returns what a person reads of it. Throws
// UserError naming --out or --side (nothing written) for a folder that is not one, a file that
// exists without --force, or an unknown side.
std::string writeDispatch(campaign::CampaignFile& file, const DispatchRequest& request);

// Every side's dispatch for the turn into one folder (`dispatch --all`, the desk's Turn > Send
// dispatches): all built and every file checked before any is written, so a refusal (a folder
// that is not one, a file that exists without --force) writes none of them. Returns one line a
// side, as writeDispatch says it.
// Which of the files writeEveryDispatch would write are in the folder already (the desk asks
// before replacing them).
std::vector<std::filesystem::path> existingDispatches(campaign::CampaignFile& file,
                                                      const std::filesystem::path& outDir);
std::string writeEveryDispatch(campaign::CampaignFile& file, const std::filesystem::path& outDir,
                               bool replaceExisting);

}  // namespace seneschal::application
