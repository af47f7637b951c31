#include "application/battles/outcome_files.hpp"

#include "application/battles/campaign_battle.hpp"
#include "base/errors.hpp"
#include "battle/outcome_xml.hpp"
#include "battle/resolvers.hpp"
#include "campaign/battles/apply_outcome.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/repository.hpp"

namespace seneschal::application {

namespace {

// The roster's refusals of an outcome ("outcome (field 'date'): ...", "unit 'X' (field 'men'):
// ...") name the file they came from, as the reader's own refusals do.
std::string namingOutcomeFile(const std::string& path, const std::string& message) {
    const std::string file = "outcome file '" + path + "'";
    if (message.rfind("outcome ", 0) == 0) return file + message.substr(7);
    return file + ": " + message;
}

}  // namespace

ApplyOutcomeResult applyOutcomeFile(campaign::CampaignFile& file,
                                    const ApplyOutcomeRequest& request) {
    const std::string campaignRules = campaign::readCampaignInfo(file.db()).rules;
    const auto& rules = campaign::rulebookFor(campaignRules);
    // The counts are checked at the scale of the rule set the battle was fought with (a quick
    // resolver's own file's, else the campaign's rule book's).
    const battle::BattleOutcome outcome = battle::readOutcome(
        request.outcomeFile,
        battle::menPerFigureOf(request.foughtWith.empty() ? campaignRules : request.foughtWith,
                               rules));
    try {
        campaign::prepareOutcome(file.db(), outcome, {}, request.foughtWith);  // checks only
    } catch (const DataError&) {
        throw;
    } catch (const UserError& refused) {
        throw UserError(namingOutcomeFile(request.outcomeFile, refused.what()));
    }
    const auto report =
        campaign::applyOutcome(file.db(), outcome, request.dryRun, {}, request.foughtWith);
    ApplyOutcomeResult result;
    result.preview = report.preview;
    if (report.action) {
        result.applied = report.action->description;
        result.marchOrders = report.marchOrders;
    }
    result.competition = outcome.type == battle::BattleType::Competition;
    return result;
}

}  // namespace seneschal::application
