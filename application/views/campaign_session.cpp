#include "application/views/campaign_session.hpp"

#include <algorithm>
#include <sstream>

#include "application/battles/battle_odds.hpp"
#include "application/battles/campaign_battle.hpp"
#include "application/battles/pending_battles.hpp"
#include "application/orders/campaign_edits.hpp"
#include "application/reports/dispatch.hpp"
#include "application/reports/listings.hpp"
#include "application/reports/prisoners_document.hpp"
#include "application/tabletop/tabletop_console_files.hpp"
#include "application/views/campaign_views.hpp"
#include "application/views/map_seen_by.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "campaign/actions/army_orders.hpp"
#include "campaign/actions/march_actions.hpp"
#include "campaign/battles/battle_headlines.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/file/output_file.hpp"
#include "campaign/scenarios/scenario_import.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::application {

namespace {

std::string dayWord(std::int64_t days) {
    return countOf(days, "day", "days");
}

campaign::strategy::RouteGraph routeGraph(const campaign::CampaignSnapshot& snapshot) {
    std::vector<campaign::strategy::MapPlace> places;
    for (const campaign::Place& place : snapshot.places)
        places.push_back({place.id, place.name, place.kind});
    std::vector<campaign::strategy::MapRoute> routes;
    for (const campaign::Route& route : snapshot.routes)
        routes.push_back({route.from, route.to, route.kind, route.footDays, route.mountedDays});
    return campaign::strategy::RouteGraph(std::move(places), std::move(routes));
}

}  // namespace

std::string MarchPlan::describe() const {
    std::ostringstream text;
    text << armyName << " from " << from << " to " << destinationName << ", "
         << campaign::strategy::toString(rate) << (forced ? ", forced" : "") << ":\n";
    for (const std::string& stage : stages) text << "  " << stage << "\n";
    text << dayWord(days) << " of march" << (forced ? ", forced" : "") << "; arrives "
         << arrivalDate << ".";
    text << "\nThe army sets out when the calendar advances, and halts where it meets an enemy.";
    return text.str();
}

CampaignSession::CampaignSession(campaign::CampaignFile file) : file_(std::move(file)) {
    refresh();
}

CampaignSession::CampaignSession(CampaignSession&&) noexcept = default;
CampaignSession& CampaignSession::operator=(CampaignSession&&) noexcept = default;
CampaignSession::~CampaignSession() = default;

CampaignSession CampaignSession::open(const std::filesystem::path& campaignFile) {
    return CampaignSession(campaign::CampaignFile::open(campaignFile));
}

CampaignSession CampaignSession::importScenario(const std::filesystem::path& scenarioFile,
                                                const std::filesystem::path& campaignFile,
                                                bool replace) {
    campaign::importScenario(scenarioFile, campaignFile, replace, std::nullopt, readMapPictureFile);
    return open(campaignFile);
}

CampaignSession CampaignSession::newBlank(const BlankCampaignRequest& request) {
    newBlankCampaign(request);
    return open(request.campaign);
}

void CampaignSession::selectSide(const std::string& sideId) {
    selectedSide_ = sideId;
    views_.header =
        buildHeader(snapshot_, file_.path(), selectedSide_, static_cast<int>(pending_.size()));
}

void CampaignSession::showMapAs(const std::optional<std::string>& side) {
    std::optional<std::string> sideId;
    // Refused before anything changes; kept by id, so that the choice outlives a rename.
    if (side) sideId = findMapSide(views_.map, *side, file_.path().filename().string()).id;
    DeskViews views = buildDeskViews(file_, selectedSide_, sideId);
    mapSide_ = std::move(sideId);
    views_.map = std::move(views.map);
    views_.roster = std::move(views.roster);
    views_.prisoners = std::move(views.prisoners);
    views_.chronicle = std::move(views.chronicle);
}

void CampaignSession::refresh() {
    // Taken before reading: a commit made while reading shows as a change at the next look.
    viewsVersion_ = campaign::readDataVersion(file_.db());
    snapshot_ = campaign::readSnapshot(file_.db());
    pending_ = application::pendingBattles(file_);
    // A side gone from the file (a restored backup) leaves the umpire's map.
    if (mapSide_ && std::none_of(snapshot_.sides.begin(), snapshot_.sides.end(),
                                 [&](const campaign::Side& s) { return s.id == *mapSide_; }))
        mapSide_.reset();
    views_ = buildDeskViews(file_, selectedSide_, mapSide_);
}

bool CampaignSession::changedElsewhere() {
    return campaign::readDataVersion(file_.db()) != viewsVersion_;
}

campaign::ActionRecord CampaignSession::perform(campaign::Action& action) {
    return orderThenRefresh([&] { return campaign::perform(file_.db(), action); });
}

// Each order: the application call, then the views re-read (not when refused: nothing changed).
MarchResult CampaignSession::orderMarch(const MarchRequest& request) {
    return orderThenRefresh([&] { return application::orderMarch(file_, request); });
}

OrderResult CampaignSession::splitArmy(const SplitRequest& request) {
    return orderThenRefresh([&] { return application::splitArmy(file_, request); });
}

OrderResult CampaignSession::avoidBattle(const AvoidRequest& request) {
    return orderThenRefresh([&] { return application::avoidBattle(file_, request); });
}

AvoidChoices CampaignSession::avoidChoices(const std::string& place) {
    return application::avoidChoices(file_, place);
}

MapExportSummary CampaignSession::exportMap(const std::filesystem::path& out, int width, int height,
                                            bool replace) {
    return exportCampaignMap(file_, mapSide_, out, width, height, replace);
}

std::string CampaignSession::startGroupPlay() {
    return orderThenRefresh([&] { return application::startGroupPlay(file_); });
}

std::string CampaignSession::newSideKey(const std::string& side) {
    return orderThenRefresh([&] { return application::newSideKey(file_, side); });
}

std::string CampaignSession::sendDispatches(const std::filesystem::path& outDir,
                                            bool replaceExisting) {
    return application::writeEveryDispatch(file_, outDir, replaceExisting);
}

std::vector<std::filesystem::path> CampaignSession::existingDispatches(
    const std::filesystem::path& outDir) {
    return application::existingDispatches(file_, outDir);
}

std::string CampaignSession::receiveOrders(const std::vector<std::filesystem::path>& files,
                                           bool dryRun) {
    if (dryRun) return application::importOrders(file_, {files, true});
    return orderThenRefresh([&] { return application::importOrders(file_, {files, false}); });
}

std::string CampaignSession::endTurn(std::optional<std::int64_t> days) {
    // The turn is several actions (each side's orders, then the days): should one be refused
    // after others were done, the views are re-read all the same.
    try {
        return orderThenRefresh([&] { return application::endTurn(file_, {days}); });
    } catch (...) {
        refresh();
        throw;
    }
}

TurnStatus CampaignSession::turnStatus() {
    return application::turnStatus(file_);
}

OrderResult CampaignSession::mergeArmies(const std::vector<std::string>& armies) {
    return orderThenRefresh([&] { return application::mergeArmies(file_, armies); });
}

OrderResult CampaignSession::recruit(const RecruitRequest& request) {
    return orderThenRefresh([&] { return application::recruit(file_, request); });
}

OrderResult CampaignSession::payArrears(const PayRequest& request) {
    return orderThenRefresh([&] { return application::payArrears(file_, request); });
}

AdvanceResult CampaignSession::advance(const AdvanceRequest& request) {
    return orderThenRefresh([&] { return application::advanceCalendar(file_, request); });
}

OrderResult CampaignSession::addPlace(const AddPlaceRequest& request) {
    return orderThenRefresh([&] { return application::addPlace(file_, request); });
}

OrderResult CampaignSession::setPlace(const SetPlaceRequest& request) {
    return orderThenRefresh([&] { return application::setPlace(file_, request); });
}

OrderResult CampaignSession::addRoute(const AddRouteRequest& request) {
    return orderThenRefresh([&] { return application::addRoute(file_, request); });
}

OrderResult CampaignSession::addSide(const AddSideRequest& request) {
    return orderThenRefresh([&] { return application::addSide(file_, request); });
}

OrderResult CampaignSession::setSide(const SetSideRequest& request) {
    return orderThenRefresh([&] { return application::setSide(file_, request); });
}

OrderResult CampaignSession::setSideProgrammed(const SideProgrammedRequest& request) {
    return orderThenRefresh([&] { return application::setSideProgrammed(file_, request); });
}

OrderResult CampaignSession::addArmy(const AddArmyRequest& request) {
    return orderThenRefresh([&] { return application::addArmy(file_, request); });
}

OrderResult CampaignSession::setArmy(const SetArmyRequest& request) {
    return orderThenRefresh([&] { return application::setArmy(file_, request); });
}

OrderResult CampaignSession::addBattal(const AddBattalRequest& request) {
    return orderThenRefresh([&] { return application::addBattal(file_, request); });
}

OrderResult CampaignSession::addUnit(const AddUnitRequest& request) {
    return orderThenRefresh([&] { return application::addUnit(file_, request); });
}

OrderResult CampaignSession::correctUnit(const CorrectUnitRequest& request) {
    return orderThenRefresh([&] { return application::correctUnit(file_, request); });
}

OrderResult CampaignSession::setMapPicture(const std::filesystem::path& picture) {
    return orderThenRefresh([&] { return application::setMapPicture(file_, picture); });
}

OrderResult CampaignSession::removeMapPicture() {
    return orderThenRefresh([&] { return application::removeMapPicture(file_); });
}

OrderResult CampaignSession::setMapScale(const MapScaleRequest& request) {
    return orderThenRefresh([&] { return application::setMapScale(file_, request); });
}

OrderResult CampaignSession::disbandArmy(const DisbandArmyRequest& request) {
    return orderThenRefresh([&] { return application::disbandArmy(file_, request); });
}

OrderResult CampaignSession::addLeader(const AddLeaderRequest& request) {
    return orderThenRefresh([&] { return application::addLeader(file_, request); });
}

OrderResult CampaignSession::setLeader(const SetLeaderRequest& request) {
    return orderThenRefresh([&] { return application::setLeader(file_, request); });
}

OrderResult CampaignSession::removePlace(const std::string& place) {
    return orderThenRefresh([&] { return application::removePlace(file_, place); });
}

RouteDaysProposal CampaignSession::proposeRouteDays(const std::string& from, const std::string& to,
                                                    const std::string& kind) {
    return application::proposeRouteDays(file_, from, to, kind);
}

ArmiesChecked CampaignSession::checkArmies() {
    return application::checkArmies(file_);
}

OrderResult CampaignSession::renameUnit(const RenameUnitRequest& request) {
    return orderThenRefresh([&] { return application::renameUnit(file_, request); });
}

OrderResult CampaignSession::ransomCaptive(const RansomRequest& request) {
    return orderThenRefresh([&] { return application::ransomCaptive(file_, request); });
}

OrderResult CampaignSession::ransomCaptives(const RansomManyRequest& request) {
    return orderThenRefresh([&] { return application::ransomCaptives(file_, request); });
}

OrderResult CampaignSession::releaseAllCaptives() {
    return orderThenRefresh([&] { return application::releaseAllCaptives(file_); });
}

std::vector<BackupInfo> CampaignSession::backups() const {
    return campaign::listBackups(file_.path());
}

RestoreReport CampaignSession::restoreBackup(const std::string& name) {
    // Not re-read here: the backup may be of an older schema, which only opening upgrades.
    return application::restoreOpenableBackup(file_.path(), name);
}

const battle::Rulebook& CampaignSession::rulebook() const {
    return campaign::rulebookFor(snapshot_.info.rules);
}

std::string CampaignSession::dateText() const {
    return campaign::formatDate(snapshot_.info.reckoning, snapshot_.info.date);
}

std::string CampaignSession::longDateText() const {
    return campaign::formatLongDate(snapshot_.info.reckoning, snapshot_.info.date);
}

std::optional<campaign::ActionRecord> CampaignSession::undo() {
    return orderThenRefresh([&] { return campaign::undo(file_.db()); });
}

std::optional<campaign::ActionRecord> CampaignSession::redo() {
    return orderThenRefresh([&] { return campaign::redo(file_.db()); });
}

std::optional<campaign::ActionRecord> CampaignSession::nextUndo() {
    return campaign::nextUndo(file_.db());
}

std::optional<campaign::ActionRecord> CampaignSession::nextRedo() {
    return campaign::nextRedo(file_.db());
}

MarchPlan CampaignSession::planMarch(const std::string& armyId, const std::string& placeId,
                                     bool forced) {
    // The forecast MarchOrder itself writes: the same path, days and arrival.
    const campaign::MarchForecast forecast =
        campaign::forecastMarch(file_.db(), armyId, placeId, forced);
    const campaign::Army* army = nullptr;
    // forecastMarch found the army however it was typed; army names are unique.
    for (const campaign::Army& each : snapshot_.armies)
        if (each.name == forecast.armyName) army = &each;
    if (!army) throw UserError("no army '" + armyId + "' in this campaign");
    const campaign::strategy::RouteGraph graph = routeGraph(snapshot_);
    MarchPlan plan;
    plan.armyId = army->id;
    plan.armyName = forecast.armyName;
    plan.rate = forecast.rate;
    plan.forced = forced;
    plan.destination = graph.place(placeId).id;
    plan.destinationName = forecast.placeName;
    if (army->place) {
        plan.from = graph.place(*army->place).name;
    } else if (army->routeTo) {
        plan.from = "the road to " + graph.place(*army->routeTo).name;
    }
    for (const campaign::strategy::Leg& leg : forecast.path.legs)
        plan.stages.push_back(graph.place(leg.to).name + " (" + dayWord(leg.days) + ")");
    plan.days = forecast.days;
    plan.arrivalDate = forecast.arrivalText;
    if (!forecast.path.legs.empty()) {
        plan.firstStop = forecast.path.legs.front().to;
        plan.firstStopName = graph.place(plan.firstStop).name;
    }
    return plan;
}

std::vector<std::string> CampaignSession::armiesThatMayMergeInto(const std::string& keeper) {
    return campaign::armiesThatMayMergeInto(file_.db(), keeper);
}

void CampaignSession::exportScenario(const std::filesystem::path& scenarioFile) {
    // The desk's save dialog has asked before replacing an existing file; a campaign is still
    // never written over (campaign/file/output_file.hpp).
    campaign::exportScenario(file_.path(), scenarioFile, true);
}

battle::BattleSetup CampaignSession::battleSetupAt(const std::string& placeId,
                                                   battle::BattleType type,
                                                   const std::string& rulesId) {
    return setUpCampaignBattle(file_, placeId, type, rulesId);
}

std::vector<UnitFactorsLine> CampaignSession::campaignFactorsAt(const std::string& placeId) {
    return campaignFactors(file_, placeId);
}

battle::ResolvedBattle CampaignSession::fight(const battle::BattleSetup& setup,
                                              const std::string& placeId,
                                              const std::string& rulesId, std::uint64_t seed) {
    battle::ResolvedBattle fought = fightBattle(setup, rulesId, seed);
    stampCampaignOutcome(file_, placeId, fought.outcome);
    return fought;
}

std::vector<std::string> CampaignSession::battleHeadlines(
    const campaign::PreparedOutcome& prepared) const {
    return campaign::battleHeadlines(prepared, snapshot_.info.reckoning);
}

campaign::PreparedOutcome CampaignSession::previewOutcome(const battle::BattleOutcome& outcome,
                                                          const std::string& foughtWith) {
    return application::previewOutcome(file_, outcome, foughtWith);
}

campaign::ActionRecord CampaignSession::applyOutcome(
    const battle::BattleOutcome& outcome, const std::string& foughtWith,
    std::optional<campaign::CampaignStamp> previewedOn, const battle::ResolvedBattle* fought) {
    campaign::ApplyBattleOutcome action(outcome, {}, foughtWith, previewedOn);
    action.foughtAs(fought);
    return perform(action);
}

std::optional<TabletopDraft> CampaignSession::tabletopDraft(const std::string& place,
                                                            const battle::BattleOutcome& blank) {
    return loadTabletopDraft(file_, place, blank, rulebook().menPerFigure());
}

void CampaignSession::saveTabletopDraft(const std::string& place, const TabletopDraft& draft) {
    application::saveTabletopDraft(file_, place, draft);
}

void CampaignSession::discardTabletopDraft(const std::string& place) {
    application::discardTabletopDraft(file_, place);
}

TabletopConsole CampaignSession::tabletopConsole(const std::string& place,
                                                 std::optional<int> scale) {
    return openCampaignConsole(file_, place, rulebook(), scale);
}

bool CampaignSession::hasTabletopConsole(const std::string& place) {
    return loadCampaignConsole(file_, place).has_value();
}

void CampaignSession::keepTabletopConsole(const std::string& place,
                                          const TabletopConsole& console) {
    keepCampaignConsole(file_, place, console);
}

void CampaignSession::discardTabletopConsole(const std::string& place) {
    discardCampaignConsole(file_, place);
}

const char* reportTitle(ReportKind kind) {
    switch (kind) {
        case ReportKind::MusterRoll:
            return "Roster";
        case ReportKind::Leaders:
            return "Leaders";
        case ReportKind::Ledger:
            return "Ledger";
        case ReportKind::Prisoners:
            return "Prisoners and ransoms";
        case ReportKind::Treasury:
            return "Treasury";
    }
    return "Report";
}

reports::Table CampaignSession::reportTable(ReportKind kind) {
    switch (kind) {
        case ReportKind::MusterRoll:
            return rosterListing(file_, std::nullopt);
        case ReportKind::Leaders:
            return leadersListing(file_);
        case ReportKind::Ledger:
            return ledgerListing(file_);
        case ReportKind::Prisoners:
            return prisonersListing(file_);
        case ReportKind::Treasury:
            return treasuryListing(file_);
    }
    throw std::logic_error("unknown report");
}

void CampaignSession::saveReportCsv(ReportKind kind, const std::filesystem::path& out,
                                    bool replace) {
    std::ostringstream csv;
    reportTable(kind).writeCsv(csv);
    campaign::OutputPolicy policy;
    policy.replaceExisting = replace;
    policy.protectedFiles = {file_.path()};
    campaign::writeOutputFile({out, "the report's file"}, csv.str(), policy);
}

std::string CampaignSession::reportText(ReportKind kind) {
    std::ostringstream out;
    reportTable(kind).writeText(out);
    return out.str();
}

reports::Document CampaignSession::report(const CampaignReportRequest& request) {
    return campaignReport(file_, request);
}

reports::Table CampaignSession::battlesApplied() {
    return battlesListing(file_);
}

reports::Document CampaignSession::prisonersDocument() {
    return application::prisonersDocument(file_);
}

void CampaignSession::saveReport(const reports::Document& document, ReportFormat format,
                                 const std::filesystem::path& out, bool replace,
                                 const std::string& table) {
    saveReportFile(file_, document, format, out, replace, table);
}

void CampaignSession::rememberOdds(const std::string& place, const std::string& rulesId,
                                   const battle::OddsResult& odds) {
    if (odds.cancelled) return;
    rememberCampaignOdds(file_, place, rulesId, odds);
}

}  // namespace seneschal::application
