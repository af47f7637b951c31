#include "application/reports/dispatch.hpp"

#include <algorithm>
#include <set>
#include <vector>

#include "application/orders/group_play.hpp"
#include "application/reports/listings.hpp"
#include "application/views/army_listing.hpp"
#include "application/views/campaign_views.hpp"
#include "application/views/map_seen_by.hpp"
#include "application/views/side_knowledge.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/output_file.hpp"
#include "campaign/stores/battle_records.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/strategy/turns.hpp"
#include "map/map_export.hpp"
#include "map/map_layout.hpp"
#include "reports/campaign_reports.hpp"
#include "reports/html_writer.hpp"
#include "reports/pdf_writer.hpp"

namespace seneschal::application {

namespace {

constexpr int kDispatchMapWidth = 960;  // pixels of the page's map
constexpr int kDispatchMapHeight = 680;

// Another document's blocks under a heading of its title, its own headings a level down.
void appendUnder(reports::Document& to, const reports::Document& from, int level) {
    to.heading(from.title(), level);
    for (const reports::Block& block : from.blocks()) {
        switch (block.kind) {
            case reports::Block::Kind::Heading:
                to.heading(block.text, std::min(3, std::max(level + 1, block.level)));
                break;
            case reports::Block::Kind::Paragraph:
                to.paragraph(block.text);
                break;
            case reports::Block::Kind::Note:
                to.note(block.text);
                break;
            case reports::Block::Kind::Bullets:
                to.bullets(block.items);
                break;
            case reports::Block::Kind::Facts:
                to.facts(block.facts);
                break;
            case reports::Block::Kind::TableKind:
                to.table(block.table);
                break;
            case reports::Block::Kind::ChartKind:
                to.chart(block.chart);
                break;
        }
    }
}

std::string dispatchPlaceName(const map::MapView& view, const std::string& id) {
    const map::MapPlace* place = view.findPlace(id);
    return place ? place->name : id;
}

// The enemy armies the side's scouts report: where each is and its men as they tell them.
reports::Table scoutedTable(const map::MapView& seen, const SideKnowledge& knows) {
    using reports::Table;
    Table table({{"army"}, {"side"}, {"where"}, {"men (as scouted)", Table::Align::Right}});
    for (const map::MapArmy& army : seen.armies) {
        if (knows.knowsDetailsOf(army.id)) continue;
        const std::string where =
            army.where.onTheMarch()
                ? "on the road to " + dispatchPlaceName(seen, army.where.towardPlace)
                : "at " + dispatchPlaceName(seen, army.where.placeId);
        table.addRow({army.name, army.side, where, "c. " + groupedNumber(army.men)});
    }
    return table;
}

reports::TableBlock tableBlock(std::string id, std::string caption, reports::Table table) {
    reports::TableBlock block;
    block.id = std::move(id);
    block.caption = std::move(caption);
    block.table = std::move(table);
    return block;
}

// The map's <svg> element, without the XML prolog that may not stand inside a page.
std::string inlineSvg(std::string svg) {
    const std::size_t start = svg.find("<svg");
    return start == std::string::npos ? svg : svg.substr(start);
}

}  // namespace

Dispatch buildDispatch(campaign::CampaignFile& file, const std::string& side) {
    SQLite::Database& db = file.db();
    const SideKnowledge knows = knowledgeOf(file, side);
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    const campaign::RulesBundle& rules = campaign::rulesOf(db);
    const campaign::strategy::Turn turn =
        campaign::strategy::turnOf(info.date.value - info.start.value, rules.strategy.turns);
    const campaign::DayNumber turnStart = info.start.plusDays(turn.firstDay);
    const campaign::DayNumber turnEnd = info.start.plusDays(turn.lastDay);
    // What the side hears of runs from the first day of the turn before (the one just played,
    // whose orders it sent) to today: a dispatch written as a turn begins tells of the last.
    const campaign::DayNumber since =
        turn.firstDay > 0
            ? info.start.plusDays(
                  campaign::strategy::turnOf(turn.firstDay - 1, rules.strategy.turns).firstDay)
            : turnStart;
    const std::string sinceText = campaign::formatLongDate(info.reckoning, since);

    Dispatch dispatch;
    dispatch.sideId = knows.sideId;
    dispatch.sideName = knows.sideName;
    dispatch.turn = turn.number;
    dispatch.deadline = campaign::formatLongDate(info.reckoning, turnEnd);

    // The map's picture too: the land is no secret, and a player reads his map by it.
    map::MapView seen = campaignMap(file, knows.sideId);
    attachMapPicture(seen, file);
    map::LayoutRequest layout;
    layout.width = kDispatchMapWidth;
    layout.height = kDispatchMapHeight;
    layout.legend = true;
    layout.transform = map::fitToSurface(seen, layout.width, layout.height, layout.legend);
    dispatch.mapSvg = inlineSvg(map::mapImage(seen, layout, map::MapImageFormat::Svg));

    reports::Document doc(knows.sideName + ": dispatch for turn " + std::to_string(turn.number),
                          info.name + ", " + campaign::formatLongDate(info.reckoning, info.date));
    doc.facts({{"Side", knows.sideName},
               {"Date", campaign::formatLongDate(info.reckoning, info.date)},
               {"Turn", std::to_string(turn.number) + ", " +
                            campaign::formatLongDate(info.reckoning, turnStart) + " to " +
                            dispatch.deadline},
               {"Orders due by", dispatch.deadline}});
    doc.paragraph("What " + knows.sideName +
                  " knows: its own armies, units, leaders, treasury and prisoners; the enemy "
                  "armies its scouts and watchers report, with their strength as the scouts "
                  "count it; the events since " +
                  sinceText + " it would hear of; the battles it fought since then.");

    doc.heading("Your armies");
    const reports::Table own = sideArmiesTable(seen, knows.sideName, true);
    if (own.rowCount() == 0)
        doc.paragraph(knows.sideName + " has no army in the field.");
    else
        doc.table(tableBlock("armies", "Where each army is, its orders and its arrival", own));

    doc.heading("Enemy armies reported");
    const reports::Table scouted = scoutedTable(seen, knows);
    if (scouted.rowCount() == 0) {
        doc.paragraph("Your scouts and watchers report no enemy army.");
    } else {
        doc.table(tableBlock("scouted", "What your scouts and watchers report", scouted));
    }

    doc.heading("Muster");
    doc.table(tableBlock("muster", "Every unit of yours and its men",
                         rosterListing(file, std::nullopt, knows.sideId)));

    doc.heading("Prisoners");
    const reports::Table prisoners = prisonersListing(file, knows.sideId);
    if (prisoners.rowCount() == 0)
        doc.paragraph("You hold no captives and none of yours is held.");
    else
        doc.table(tableBlock("prisoners", "Captives you hold and yours held by others", prisoners));

    doc.heading("Treasury");
    doc.table(tableBlock("treasury", "Your treasury and the ransoms outstanding",
                         treasuryListing(file, knows.sideId)));

    reports::ReportFilter chronicle;
    chronicle.side = campaign::find(db, campaign::Subject::Side, knows.sideId).key;
    const ChronicleHearing hearing(file, knows);
    chronicle.heard = [&hearing](const std::string& kind, const std::string& text) {
        return hearing.hears(kind, text);
    };
    chronicle.from = since;
    chronicle.to = info.date;
    appendUnder(doc, reports::chronicleReport(db, chronicle), 2);

    std::vector<campaign::AppliedBattleRow> fought;
    for (const campaign::AppliedBattleRow& row : campaign::listAppliedBattles(db))
        if (row.day >= since && row.day <= info.date && sideFought(file, knows, row.id))
            fought.push_back(row);
    doc.heading("Battles since " + sinceText);
    if (fought.empty())
        doc.paragraph(knows.sideName + " fought no battle since " + sinceText + ".");
    for (const campaign::AppliedBattleRow& row : fought)
        appendUnder(doc, reports::battleReport(db, row.id), 3);

    dispatch.document = std::move(doc);
    dispatch.ordersForm = ordersFormOf(file, knows, turn.number);
    return dispatch;
}

std::string dispatchXhtml(const Dispatch& dispatch) {
    std::string page = reports::writeXhtml(dispatch.document);
    std::string map = "<h2>Map</h2>\n<figure class=\"map\">" + dispatch.mapSvg + "</figure>\n";
    if (dispatch.ordersForm) {
        map += ordersFormXhtml(*dispatch.ordersForm);
    } else {
        map +=
            "<h2>Orders</h2>\n<p>The campaign has not started group play: tell the umpire your "
            "orders.</p>\n";
    }
    std::size_t at = page.find("<h2");
    if (at == std::string::npos) at = page.rfind("</body>");
    if (at == std::string::npos) return page + map;
    return page.insert(at, map);
}

std::string dispatchPdf(const Dispatch& dispatch) {
    reports::Document print = dispatch.document;
    print.note("The map of " + dispatch.sideName + " is drawn in the page " +
               dispatchFileStem(dispatch) + ".html.");
    return reports::pdfDocument(print);
}

std::string dispatchFileStem(const Dispatch& dispatch) {
    return dispatch.sideId + "-turn-" + std::to_string(dispatch.turn);
}

namespace {

void checkOutFolder(const std::filesystem::path& outDir) {
    if (outDir.empty()) throw UserError("--out: say which folder to write the dispatch to");
    std::error_code error;
    if (!std::filesystem::is_directory(outDir, error)) {
        throw UserError("--out '" + outDir.string() + "': no such folder");
    }
}

struct DispatchFiles {
    Dispatch dispatch;
    std::vector<campaign::OutputTarget> targets;
};

DispatchFiles dispatchFiles(campaign::CampaignFile& file, const std::string& side,
                            const std::filesystem::path& outDir) {
    DispatchFiles files{buildDispatch(file, side), {}};
    const std::string stem = dispatchFileStem(files.dispatch);
    files.targets = {{outDir / (stem + ".html"), "--out"}, {outDir / (stem + ".pdf"), "--out"}};
    return files;
}

std::string writeChecked(const DispatchFiles& files, const campaign::OutputPolicy& policy) {
    campaign::writeOutputFile(files.targets[0], dispatchXhtml(files.dispatch), policy);
    campaign::writeOutputFile(files.targets[1], dispatchPdf(files.dispatch), policy);
    return "Wrote the dispatch of " + files.dispatch.sideName + " for turn " +
           std::to_string(files.dispatch.turn) + " (orders due by " + files.dispatch.deadline +
           ") to " + files.targets[0].path.string() + " and " + files.targets[1].path.string() +
           ".";
}

}  // namespace

std::string writeDispatch(campaign::CampaignFile& file, const DispatchRequest& request) {
    checkOutFolder(request.outDir);
    const DispatchFiles files = dispatchFiles(file, request.side, request.outDir);
    campaign::OutputPolicy policy;
    policy.replaceExisting = request.replaceExisting;
    policy.protectedFiles = {file.path()};
    campaign::checkOutputs(files.targets, policy);
    return writeChecked(files, policy);
}

std::vector<std::filesystem::path> existingDispatches(campaign::CampaignFile& file,
                                                      const std::filesystem::path& outDir) {
    const campaign::CampaignInfo info = campaign::readCampaignInfo(file.db());
    const std::int64_t turn =
        campaign::strategy::turnOf(info.date.value - info.start.value,
                                   campaign::rulesOf(file.db()).strategy.turns)
            .number;
    std::vector<std::filesystem::path> found;
    for (const map::MapSide& side : campaignMap(file, std::nullopt).sides) {
        Dispatch named;
        named.sideId = side.id;
        named.turn = turn;
        const std::string stem = dispatchFileStem(named);
        for (const char* extension : {".html", ".pdf"}) {
            std::error_code error;
            const std::filesystem::path path = outDir / (stem + extension);
            if (std::filesystem::exists(path, error)) found.push_back(path);
        }
    }
    return found;
}

std::string writeEveryDispatch(campaign::CampaignFile& file, const std::filesystem::path& outDir,
                               bool replaceExisting) {
    checkOutFolder(outDir);
    std::vector<DispatchFiles> all;
    std::vector<campaign::OutputTarget> targets;
    for (const map::MapSide& side : campaignMap(file, std::nullopt).sides) {
        all.push_back(dispatchFiles(file, side.id, outDir));
        targets.insert(targets.end(), all.back().targets.begin(), all.back().targets.end());
    }
    if (all.empty()) throw UserError("the campaign has no side to write a dispatch for");
    campaign::OutputPolicy policy;
    policy.replaceExisting = replaceExisting;
    policy.protectedFiles = {file.path()};
    campaign::checkOutputs(targets, policy);
    std::string said;
    for (const DispatchFiles& files : all)
        said += (said.empty() ? "" : "\n") + writeChecked(files, policy);
    return said;
}

}  // namespace seneschal::application
