#include "campaign/actions/ransom_actions.hpp"

#include <array>
#include <vector>

#include "base/count_range.hpp"
#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "battle/aftermath_social.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/limits.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/chronicle.hpp"
#include "campaign/stores/leader_store.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/march_treasury.hpp"
#include "campaign/stores/repository.hpp"
#include "campaign/stores/unit_store.hpp"

namespace seneschal::campaign {

namespace {

constexpr std::array<std::pair<RansomVerb, const char*>, 7> kVerbs = {{
    {RansomVerb::Demand, "demand"},
    {RansomVerb::Pay, "pay"},
    {RansomVerb::Parole, "parole"},
    {RansomVerb::Release, "release"},
    {RansomVerb::Refuse, "refuse"},
    {RansomVerb::Execute, "execute"},
    {RansomVerb::Escape, "escape"},
}};

void requireHeld(const CaptiveLine& captive, const char* verb) {
    if (!isHeld(captive.status)) {
        throw UserError("captive " + std::to_string(captive.id) + " (" + captive.who + ") is " +
                        textOf(captive.status) + ", no longer held: cannot " + verb + " him");
    }
}

std::string money(std::int64_t amount, const std::string& currency) {
    return groupedNumber(amount) + " " + currency;  // "14,000 pounds"
}

struct UnitKind {
    std::string type;
    battle::TroopClass troopClass = battle::TroopClass::C;
    std::int64_t side = 0;
};

UnitKind unitKind(SQLite::Database& db, std::int64_t key) {
    const UnitFacts facts = readUnitFacts(db, key).value();
    return {facts.type, facts.troopClass, facts.side};
}

// GA-QUARTER: only troops who are their social superiors may slaughter captives.
bool maySlaughter(const battle::Rulebook& rules, const UnitKind& by, const UnitKind& captive) {
    return battle::isSocialSuperior(rules.troopType(by.type).background, by.troopClass,
                                    rules.troopType(captive.type).background, captive.troopClass);
}

}  // namespace

const char* toString(RansomVerb verb) {
    for (const auto& [v, word] : kVerbs) {
        if (v == verb) return word;
    }
    return "?";
}

std::optional<RansomVerb> ransomVerbFromString(std::string_view word) {
    for (const auto& [verb, text] : kVerbs) {
        if (word == text) return verb;
    }
    return std::nullopt;
}

const std::vector<RansomVerb>& ransomVerbs() {
    static const std::vector<RansomVerb> verbs = [] {
        std::vector<RansomVerb> all;
        for (const auto& [verb, word] : kVerbs) all.push_back(verb);
        return all;
    }();
    return verbs;
}

// Keep in step with the refusals of RansomCaptive::apply, pay and execute below: the
// prisoners pane offers a verb only when this says yes (tests/campaign/ransom_verbs_test.cpp
// holds the two together).
bool ransomVerbApplies(RansomVerb verb, const CaptiveLine& captive) {
    const CaptiveStatus status = captive.status;
    switch (verb) {
        case RansomVerb::Demand:
            return status == CaptiveStatus::Held;
        case RansomVerb::Pay:
            return (isHeld(status) || status == CaptiveStatus::Paroled) &&
                   captive.ransom > captive.paid;
        case RansomVerb::Release:
            return isHeld(status) || status == CaptiveStatus::Paroled;
        case RansomVerb::Refuse:
            return status == CaptiveStatus::Held || status == CaptiveStatus::Demanded ||
                   status == CaptiveStatus::PartPaid;
        case RansomVerb::Parole:
        case RansomVerb::Execute:
        case RansomVerb::Escape:
            return isHeld(status);
    }
    return false;
}

std::vector<Executioner> executioners(SQLite::Database& db, const CaptiveLine& captive) {
    std::vector<Executioner> found;
    if (captive.leaderKey != 0 || captive.unitKey == 0) return found;
    const battle::Rulebook& rules = rulebookFor(readCampaignInfo(db).rules);
    const UnitKind victims = unitKind(db, captive.unitKey);
    for (const SideUnit& unit : readUnitsOfSide(db, captive.captorKey)) {
        const UnitKind by{unit.type, unit.troopClass, captive.captorKey};
        if (maySlaughter(rules, by, victims)) found.push_back({unit.id, unit.name});
    }
    return found;
}

std::string RansomCaptive::name() const {
    switch (verb_) {
        case RansomVerb::Demand:
            return "Demand ransom";
        case RansomVerb::Pay:
            return "Pay ransom";
        case RansomVerb::Parole:
            return "Parole";
        case RansomVerb::Release:
            return "Release";
        case RansomVerb::Refuse:
            return "Refuse ransom";
        case RansomVerb::Execute:
            return "Execute";
        case RansomVerb::Escape:
            return "Escape";
    }
    return "Ransom";
}

void RansomCaptive::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    const CaptiveLine captive = readCaptive(db, captive_);
    const std::string currency = readCampaignInfo(db).currency;
    const DayNumber today = context.date();
    std::string event;
    switch (verb_) {
        case RansomVerb::Demand: {
            if (captive.status != CaptiveStatus::Held) {
                throw UserError("the ransom of captive " + std::to_string(captive.id) + " (" +
                                captive.who + ") cannot be demanded: he is " +
                                textOf(captive.status));
            }
            std::int64_t ransom = captive.ransom;
            if (amount_) {
                requireInRange(kRansomPounds, *amount_, "a ransom of");
                if (*amount_ < captive.paid || *amount_ < 0) {
                    throw UserError("a ransom of " + money(*amount_, currency) +
                                    " is less than nothing or than what is already paid");
                }
                ransom = *amount_;
            }
            demandRansom(context, captive, today, ransom,
                         subjectVerb(captive.captorName, "demands", "demand") + " " +
                             money(ransom, currency) + " for " + captive.who);
            event = subjectVerb(captive.captorName, "demands", "demand") + " a ransom of " +
                    money(ransom, currency) + " for " + captive.who;
            break;
        }
        case RansomVerb::Pay:
            pay(context);
            return;
        case RansomVerb::Parole:
            requireHeld(captive, "parole");
            event = returnCaptiveHome(context, captive, CaptiveStatus::Paroled) + " on parole; " +
                    money(captive.ransom - captive.paid, currency) + " still owed";
            break;
        case RansomVerb::Release:
            if (captive.status == CaptiveStatus::Paroled) {
                forgiveParoleDebt(context, captive);
                event = subjectVerb(captive.captorName, "forgives", "forgive") + " what " +
                        captive.who + " owes on parole";
            } else {
                requireHeld(captive, "release");
                event = returnCaptiveHome(context, captive, CaptiveStatus::Released) +
                        ", released by " + captive.captorName + " without ransom";
            }
            break;
        case RansomVerb::Refuse:
            if (captive.status != CaptiveStatus::Held &&
                captive.status != CaptiveStatus::Demanded &&
                captive.status != CaptiveStatus::PartPaid) {
                throw UserError("captive " + std::to_string(captive.id) + " (" + captive.who +
                                ") is " + textOf(captive.status) +
                                ": there is no ransom to refuse");
            }
            refuseRansom(context, captive);
            event =
                subjectVerb(captive.sideName, "refuses", "refuse") + " to pay for " + captive.who;
            break;
        case RansomVerb::Execute:
            execute(context);
            return;
        case RansomVerb::Escape:
            requireHeld(captive, "free");
            event =
                returnCaptiveHome(context, captive, CaptiveStatus::Escaped) + ", having escaped";
            break;
    }
    addChronicle(context, today, std::string("ransom-") + toString(verb_), event);
    description_ = name() + ": " + captive.who;
}

void RansomCaptive::pay(ActionContext& context) {
    SQLite::Database& db = context.db();
    const CaptiveLine captive = readCaptive(db, captive_);
    const std::string currency = readCampaignInfo(db).currency;
    if (!isHeld(captive.status) && captive.status != CaptiveStatus::Paroled) {
        throw UserError("captive " + std::to_string(captive.id) + " (" + captive.who + ") is " +
                        textOf(captive.status) + ": nothing is owed");
    }
    const std::int64_t owed = captive.ransom - captive.paid;
    const std::int64_t amount = amount_.value_or(owed);
    if (amount <= 0) throw UserError("a payment must be of at least 1 " + currency);
    requireInRange(kPaymentPounds, amount, "a payment of");
    if (amount > owed) {
        throw UserError("only " + money(owed, currency) + " is owed for " + captive.who + ", not " +
                        money(amount, currency));
    }
    const SideTreasury payer = readSideTreasury(db, captive.sideKey);
    const std::string& payerName = payer.name;
    const std::int64_t treasury = payer.pounds;
    if (treasury == 0) {
        throw UserError("the treasury of " + payerName + " is empty: it cannot pay " +
                        money(amount, currency) + " for " + captive.who);
    }
    if (treasury < amount) {
        throw UserError(payerName + " cannot pay " + money(amount, currency) + " for " +
                        captive.who + ": its treasury holds only " + money(treasury, currency) +
                        " (pay an instalment with --amount)");
    }
    PoundsTransfer transfer;
    transfer.from = captive.sideKey;
    transfer.to = captive.captorKey;
    transfer.pounds = amount;
    transfer.paidNote = "ransom paid for " + captive.who;
    transfer.receivedNote = "ransom received for " + captive.who;
    if (captive.leaderKey) transfer.leader = captive.leaderKey;
    if (captive.unitKey) transfer.unit = captive.unitKey;
    transferPounds(context, transfer);
    addRansomPaid(db, captive.id, amount);
    std::string event = subjectVerb(captive.sideName, "pays", "pay") + " " +
                        money(amount, currency) + " to " + captive.captorName + " for " +
                        captive.who;
    if (amount == owed) {
        if (captive.status == CaptiveStatus::Paroled) {
            setCaptiveStatus(db, captive.id, CaptiveStatus::Paid);
            event += "; the ransom is paid in full";
        } else {
            event += "; the ransom is paid in full. " +
                     returnCaptiveHome(context, captive, CaptiveStatus::Paid);
        }
    } else {
        if (captive.status != CaptiveStatus::Paroled)
            setCaptiveStatus(db, captive.id, CaptiveStatus::PartPaid);
        event += "; " + money(owed - amount, currency) + " still owed";
    }
    addChronicle(context, context.date(), "ransom-pay", event);
    description_ = "Pay " + money(amount, currency) + " for " + captive.who;
}

void RansomCaptive::execute(ActionContext& context) {
    SQLite::Database& db = context.db();
    const CaptiveLine captive = readCaptive(db, captive_);
    requireHeld(captive, "execute");
    markExecuted(db, captive.id);
    std::string event;
    if (captive.leaderKey) {
        executeLeader(context, captive.leaderKey, captive.captorName);
        event = captive.who + " is executed by " + captive.captorName;
    } else {
        // GA-QUARTER: only troops who are their social superiors may slaughter captives.
        if (executor_.empty()) {
            throw UserError("name the unit of " + captive.captorName + " that executes " +
                            captive.who +
                            " (--by UNIT): troops may slaughter only their social inferiors "
                            "(GA-QUARTER)");
        }
        const Found by = find(db, Subject::Unit, executor_);
        const UnitKind byKind = unitKind(db, by.key);
        if (byKind.side != captive.captorKey) {
            throw UserError(by.name + " is not of " + captive.captorName + ", who holds " +
                            captive.who + " (GA-QUARTER)");
        }
        const battle::Rulebook& rules = rulebookFor(readCampaignInfo(db).rules);
        if (!maySlaughter(rules, byKind, unitKind(db, captive.unitKey))) {
            throw UserError(by.name + " may not slaughter " + captive.who +
                            ": troops may slaughter only their social inferiors "
                            "(GA-QUARTER, GA-SOCIAL)");
        }
        slaughterCaptiveBatch(context, captive.batchKey, captive.unitKey, captive.men,
                              "[GA-QUARTER] slaughtered by " + by.name + " (a recorded choice)");
        event = captive.who + " are slaughtered by " + by.name + " of " + captive.captorName +
                " (GA-QUARTER)";
    }
    addChronicle(context, context.date(), "ransom-execute", event);
    description_ = "Execute " + captive.who;
}

std::string RansomCaptives::name() const {
    return RansomCaptive(verb_, 0).name();
}

void RansomCaptives::apply(ActionContext& context) {
    if (captives_.empty()) throw UserError("no captive chosen");
    std::string whom;
    for (const std::int64_t captive : captives_) {
        RansomCaptive one(verb_, captive, std::nullopt, executor_);
        one.apply(context);
        if (captives_.size() == 1) {
            description_ = one.describe();
            return;
        }
        whom += (whom.empty() ? "" : ", ") + readCaptive(context.db(), captive).who;
    }
    description_ = name() + ": " + std::to_string(captives_.size()) + " captives (" + whom + ")";
}

void MassRelease::apply(ActionContext& context) {
    SQLite::Database& db = context.db();
    std::int64_t captorKey = 0;
    std::string captorName;
    if (!captor_.empty()) {
        const Found side = find(db, Subject::Side, captor_);
        captorKey = side.key;
        captorName = side.name;
    }
    int released = 0;
    for (const CaptiveLine& captive : readCaptives(db)) {
        if (!isHeld(captive.status)) continue;
        if (captorKey != 0 && captive.captorKey != captorKey) continue;
        addChronicle(context, context.date(), "ransom-release",
                     returnCaptiveHome(context, captive, CaptiveStatus::Released) +
                         ", released by " + captive.captorName + " without ransom");
        ++released;
    }
    if (released == 0) {
        throw UserError(captorName.empty() ? "no captive is held"
                                           : captorName + " holds no captive");
    }
    description_ = "Release " + countOf(released, "captive", "captives") +
                   (captorName.empty() ? "" : " held by " + captorName);
}

}  // namespace seneschal::campaign
