#include "application/orders/ransom_orders.hpp"

#include "base/errors.hpp"
#include "campaign/actions/action_log.hpp"
#include "campaign/actions/ransom_actions.hpp"

namespace seneschal::application {

namespace {

campaign::RansomVerb ransomVerbNamed(const std::string& verb) {
    const auto known = campaign::ransomVerbFromString(verb);
    if (!known) throw UserError("no ransom action '" + verb + "'");
    return *known;
}

}  // namespace

bool isRansomVerb(const std::string& verb) {
    return campaign::ransomVerbFromString(verb).has_value();
}

OrderResult ransomCaptive(campaign::CampaignFile& file, const RansomRequest& request) {
    campaign::RansomCaptive action(ransomVerbNamed(request.verb), request.captive, request.amount,
                                   request.executor);
    return {campaign::perform(file.db(), action).description, {}};
}

OrderResult ransomCaptives(campaign::CampaignFile& file, const RansomManyRequest& request) {
    campaign::RansomCaptives action(ransomVerbNamed(request.verb), request.captives,
                                    request.executor);
    return {campaign::perform(file.db(), action).description, {}};
}

OrderResult releaseAllCaptives(campaign::CampaignFile& file, const std::string& captor) {
    campaign::MassRelease release(captor);
    return {campaign::perform(file.db(), release).description, {}};
}

}  // namespace seneschal::application
