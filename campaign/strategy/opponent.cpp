#include "campaign/strategy/opponent.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <tuple>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "battle/xml_source.hpp"
#include "campaign/strategy/rules_table.hpp"
#include "campaign/strategy/upkeep.hpp"

namespace seneschal::campaign::strategy {

const OpponentPlan* OpponentPolicy::findPlan(const std::string& id) const {
    for (const OpponentPlan& plan : plans)
        if (plan.id == id) return &plan;
    return nullptr;
}

const OpponentCharacter& OpponentPolicy::character(const std::string& id) const {
    for (const OpponentCharacter& c : characters)
        if (c.id == id) return c;
    return characters.front();
}

namespace {

const std::set<std::string, std::less<>> kOpponentEvents = {"outnumbered", "enemy-weak",
                                                            "place-threatened"};

class OpponentLoader {
  public:
    explicit OpponentLoader(const XmlSource& xml) : xml_(xml) {}

    OpponentPolicy load() {
        OpponentPolicy policy;
        policy.source = xml_.name();
        const pugi::xml_node root = xml_.root("opponent");
        xml_.onlyAttributes(root, {"name"});
        xml_.onlyChildren(root, {"plans", "events", "odds", "thresholds", "characters", "pay",
                                 "rest", "ransom", "recruit", "concentrate", "shadow"});
        loadPlans(policy, table(root, "plans", {}));
        const pugi::xml_node events =
            table(root, "events", {"outnumberedPercent", "weakPercent", "threatDays"});
        policy.outnumberedPercent =
            static_cast<int>(xml_.integer(events, "outnumberedPercent", 100, 10000));
        policy.weakPercent = static_cast<int>(xml_.integer(events, "weakPercent", 1, 100));
        policy.threatDays = static_cast<int>(xml_.integer(events, "threatDays", 0, 365));
        policy.steepness = xml_.number(table(root, "odds", {"steepness"}), "steepness", 0.1, 20.0);
        const pugi::xml_node thresholds =
            table(root, "thresholds", {"offerAtPercent", "avoidBelowPercent", "sightDays"});
        policy.offerAtPercent =
            static_cast<int>(xml_.integer(thresholds, "offerAtPercent", 1, 100));
        policy.avoidBelowPercent =
            static_cast<int>(xml_.integer(thresholds, "avoidBelowPercent", 0, 99));
        if (policy.avoidBelowPercent >= policy.offerAtPercent) {
            xml_.fail(thresholds, "avoidBelowPercent must be below offerAtPercent",
                      "avoidBelowPercent");
        }
        policy.sightDays = static_cast<int>(xml_.integer(thresholds, "sightDays", 0, 365));
        loadCharacters(policy, table(root, "characters", {}));
        policy.payAfterArrearsDays = static_cast<int>(
            xml_.integer(table(root, "pay", {"afterArrearsDays"}), "afterArrearsDays", 0, 365));
        policy.restAfterBattleDays = static_cast<int>(
            xml_.integer(table(root, "rest", {"afterBattleDays"}), "afterBattleDays", 0, 365));
        loadRansom(policy, table(root, "ransom",
                                 {"demandAfterDays", "paroleAtPaidPercent", "spendPercent",
                                  "instalmentPercent", "instalmentEveryDays", "refuseAbovePercent",
                                  "releaseWorthlessAfterDays"}));
        const pugi::xml_node recruit =
            table(root, "recruit", {"reserveDays", "spendPercent", "mostPercentOfArmy"});
        policy.recruitReserveDays = static_cast<int>(xml_.integer(recruit, "reserveDays", 0, 3650));
        policy.recruitSpendPercent =
            static_cast<int>(xml_.integer(recruit, "spendPercent", 0, 100));
        policy.recruitMostPercent =
            static_cast<int>(xml_.integer(recruit, "mostPercentOfArmy", 0, 1000));
        policy.concentrateDays = static_cast<int>(
            xml_.integer(table(root, "concentrate", {"withinDays"}), "withinDays", 0, 365));
        policy.shadowDays =
            static_cast<int>(xml_.integer(table(root, "shadow", {"keepDays"}), "keepDays", 1, 365));
        return policy;
    }

  private:
    void loadRansom(OpponentPolicy& policy, const pugi::xml_node& node) {
        const auto number = [&](const char* name, std::int64_t low, std::int64_t high) {
            return static_cast<int>(xml_.integer(node, name, low, high));
        };
        policy.demandAfterDays = number("demandAfterDays", 0, 365);
        policy.paroleAtPaidPercent = number("paroleAtPaidPercent", 1, 100);
        policy.spendPercent = number("spendPercent", 1, 100);
        policy.instalmentPercent = number("instalmentPercent", 1, 100);
        policy.instalmentEveryDays = number("instalmentEveryDays", 1, 3650);
        policy.refuseAbovePercent = number("refuseAbovePercent", 1, 100000);
        policy.releaseWorthlessAfterDays = number("releaseWorthlessAfterDays", 0, 365);
    }

    pugi::xml_node table(const pugi::xml_node& root, const char* name,
                         std::initializer_list<std::string_view> attributes) {
        static constexpr std::array<std::string_view, 1> kRules = {"campaign"};
        return rulesTable(xml_, root, name, attributes, kRules);
    }

    void loadPlans(OpponentPolicy& policy, const pugi::xml_node& node) {
        xml_.onlyChildren(node, {"plan"});
        std::vector<int> faces(7, 0);
        for (const pugi::xml_node& row : node.children("plan")) {
            xml_.onlyAttributes(row, {"id", "words", "from", "to", "redrawOn"});
            OpponentPlan plan;
            plan.id = xml_.text(row, "id");
            if (policy.findPlan(plan.id)) xml_.fail(row, "a second plan '" + plan.id + "'", "id");
            plan.words = xml_.text(row, "words");
            plan.from = static_cast<int>(xml_.integer(row, "from", 1, 6));
            plan.to = static_cast<int>(xml_.integer(row, "to", plan.from, 6));
            for (int face = plan.from; face <= plan.to; ++face) {
                if (faces[static_cast<std::size_t>(face)]++ != 0)
                    xml_.fail(row, "the die's face " + std::to_string(face) + " draws two plans",
                              "from");
            }
            const std::string events = xml_.text(row, "redrawOn", "");
            std::size_t start = 0;
            while (start < events.size()) {
                std::size_t end = events.find(' ', start);
                if (end == std::string::npos) end = events.size();
                const std::string event = events.substr(start, end - start);
                if (!event.empty()) {
                    if (kOpponentEvents.count(event) == 0)
                        xml_.fail(row,
                                  "unknown event '" + event +
                                      "' (outnumbered, enemy-weak or place-threatened)",
                                  "redrawOn");
                    plan.redrawOn.push_back(event);
                }
                start = end + 1;
            }
            policy.plans.push_back(std::move(plan));
        }
        for (int face = 1; face <= 6; ++face) {
            if (faces[static_cast<std::size_t>(face)] == 0)
                xml_.fail(node, "the die's face " + std::to_string(face) + " draws no plan");
        }
    }

    void loadCharacters(OpponentPolicy& policy, const pugi::xml_node& node) {
        xml_.onlyChildren(node, {"character"});
        for (const pugi::xml_node& row : node.children("character")) {
            xml_.onlyAttributes(row, {"id", "offerShift", "avoidShift"});
            OpponentCharacter c;
            c.id = xml_.text(row, "id");
            if (c.id != "cautious" && c.id != "bold")
                xml_.fail(row, "character must be 'cautious' or 'bold', not '" + c.id + "'", "id");
            c.offerShift = static_cast<int>(xml_.integer(row, "offerShift", -100, 100));
            c.avoidShift = static_cast<int>(xml_.integer(row, "avoidShift", -100, 100));
            policy.characters.push_back(c);
        }
        for (const char* id : {"cautious", "bold"}) {
            if (std::none_of(policy.characters.begin(), policy.characters.end(),
                             [&](const OpponentCharacter& c) { return c.id == id; }))
                xml_.fail(node, std::string("no character '") + id + "'");
        }
    }

    const XmlSource& xml_;
};

constexpr int kFar = std::numeric_limits<int>::max() / 4;

// Route days between places, both ways along every route (Dijkstra; the graphs are small).
class Distances {
  public:
    explicit Distances(const std::vector<KnownRoute>& routes) {
        for (const KnownRoute& r : routes) {
            next_[r.from].push_back({r.to, r.days});
            next_[r.to].push_back({r.from, r.days});
        }
    }
    int between(const std::string& from, const std::string& to) {
        if (from == to) return 0;
        const std::map<std::string, int>& all = from_(from);
        const auto it = all.find(to);
        return it == all.end() ? kFar : it->second;
    }
    std::vector<std::string> neighbours(const std::string& place) const {
        std::vector<std::string> out;
        const auto it = next_.find(place);
        if (it == next_.end()) return out;
        for (const auto& [to, days] : it->second) out.push_back(to);
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

  private:
    const std::map<std::string, int>& from_(const std::string& start) {
        auto found = cache_.find(start);
        if (found != cache_.end()) return found->second;
        std::map<std::string, int> best{{start, 0}};
        std::set<std::pair<int, std::string>> open{{0, start}};
        while (!open.empty()) {
            const auto [days, place] = *open.begin();
            open.erase(open.begin());
            const auto it = next_.find(place);
            if (it == next_.end()) continue;
            for (const auto& [to, step] : it->second) {
                const int d = days + step;
                const auto known = best.find(to);
                if (known != best.end() && known->second <= d) continue;
                if (known != best.end()) open.erase({known->second, to});
                best[to] = d;
                open.insert({d, to});
            }
        }
        return cache_.emplace(start, std::move(best)).first->second;
    }
    std::map<std::string, std::vector<std::pair<std::string, int>>> next_;
    std::map<std::string, std::map<std::string, int>> cache_;
};

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = static_cast<char>(text[0] - 32);
    return text;
}

class DayDecider {
  public:
    DayDecider(const OpponentView& view, const OpponentPolicy& policy)
        : view_(view), policy_(policy), distances_(view.routes) {
        const OpponentCharacter& c = policy.character(view.character);
        offerAt_ = std::clamp(policy.offerAtPercent + c.offerShift, 1, 100);
        avoidBelow_ = std::clamp(policy.avoidBelowPercent + c.avoidShift, 0, offerAt_ - 1);
        for (const KnownPlace& p : view.places) names_[p.id] = p.name;
    }

    std::vector<OpponentDecision> pendingBattles() {
        plan_ = view_.plan ? policy_.findPlan(*view_.plan) : nullptr;
        for (const KnownBattle& battle : view_.battles) avoidPending(battle);
        return std::move(decisions_);
    }

    std::vector<OpponentDecision> decide(battle::DiceSource& dice) {
        purse_ = view_.treasuryPence;
        drawPlan(dice);
        payArrears();
        ransoms();
        own_ = view_.own;
        std::sort(own_.begin(), own_.end(),
                  [](const KnownArmy& a, const KnownArmy& b) { return a.id < b.id; });
        mergeAtPlaces();
        for (const KnownArmy& army : own_) {
            if (army.inBattle || army.place.empty()) continue;
            recruitFor(army);
            orderArmy(army);
        }
        return std::move(decisions_);
    }

  private:
    std::string placeName(const std::string& id) const {
        const auto it = names_.find(id);
        return it == names_.end() ? id : it->second;
    }
    bool ownHeld(const std::string& place) const {
        for (const KnownPlace& p : view_.places)
            if (p.id == place) return p.owner == view_.sideId;
        return false;
    }
    std::string planText() const {
        if (plan_ == nullptr)
            return "offer battle at odds of " + std::to_string(offerAt_) +
                   "% or better, avoid it below " + std::to_string(avoidBelow_) + "%";
        return "plan: " + plan_->words + " (offer battle at odds of " + std::to_string(offerAt_) +
               "% or better, avoid it below " + std::to_string(avoidBelow_) + "%)";
    }
    std::string seen(const KnownArmy& enemy, int days) const {
        return enemy.name + " (c. " + groupedNumber(enemy.men) + " men) was seen " +
               (days == 0 ? std::string("at its place")
                          : countOf(days, "day", "days") + " from it");
    }

    // The named events of the day, each with the words that say why.
    std::map<std::string, std::string> events() {
        std::map<std::string, std::string> found;
        for (const KnownArmy& own : view_.own) {
            if (own.place.empty()) continue;
            for (const KnownArmy& enemy : view_.enemies) {
                const int d = distances_.between(own.place, enemy.place);
                if (d > policy_.sightDays) continue;
                if (enemy.men * 100 >= policy_.outnumberedPercent * own.men)
                    found.emplace("outnumbered", own.name + " is outnumbered: " + seen(enemy, d));
                if (enemy.men * 100 <= policy_.weakPercent * own.men)
                    found.emplace("enemy-weak", enemy.name + " is weak: " + seen(enemy, d));
            }
        }
        for (const KnownPlace& place : view_.places) {
            if (place.owner != view_.sideId) continue;
            for (const KnownArmy& enemy : view_.enemies) {
                const int d = distances_.between(place.id, enemy.place);
                if (d <= policy_.threatDays)
                    found.emplace("place-threatened",
                                  place.name + " is threatened: " + enemy.name + " was seen " +
                                      (d == 0 ? std::string("there")
                                              : countOf(d, "day", "days") + " from it"));
            }
        }
        return found;
    }

    void drawPlan(battle::DiceSource& dice) {
        const OpponentPlan* now = view_.plan ? policy_.findPlan(*view_.plan) : nullptr;
        std::string why;
        if (now) {
            const std::map<std::string, std::string> happened = events();
            for (const std::string& event : now->redrawOn) {
                if (const auto it = happened.find(event); it != happened.end()) {
                    why = it->second;
                    break;
                }
            }
            if (why.empty()) {
                plan_ = now;
                return;
            }
        }
        const int face = dice.d6();
        for (const OpponentPlan& plan : policy_.plans)
            if (face >= plan.from && face <= plan.to) plan_ = &plan;
        OpponentDecision d;
        d.order = OpponentOrder::Plan;
        d.kind = "plan";
        d.place = plan_->id;
        if (!now) {
            d.text = subjectVerb(view_.sideName, "draws its", "draw their") +
                     " plan: " + plan_->words + " (a die of " + std::to_string(face) + ")";
        } else if (now == plan_) {
            d.text = subjectVerb(view_.sideName, "keeps its", "keep their") + " plan, " +
                     plan_->words + " (a die of " + std::to_string(face) + "): " + why;
        } else {
            d.text = subjectVerb(view_.sideName, "changes its", "change their") + " plan to " +
                     plan_->words + " (a die of " + std::to_string(face) + "): " + why;
        }
        decisions_.push_back(std::move(d));
    }

    void payArrears() {
        if (view_.arrearsPence <= 0 || view_.arrearsDays < policy_.payAfterArrearsDays) return;
        if (view_.treasuryPence < view_.arrearsPence) return;
        OpponentDecision d;
        d.order = OpponentOrder::Pay;
        d.kind = "pay";
        d.text = subjectVerb(view_.sideName, "pays", "pay") + " " +
                 formatMoney(view_.arrearsPence, view_.pencePerPound) +
                 " of arrears: " + (soundsPlural(view_.sideName) ? "their" : "its") +
                 " men are owed " + countOf(view_.arrearsDays, "day's pay", "days' pay") +
                 ", and unpaid men fight the worse for it; " + planText();
        decisions_.push_back(std::move(d));
        purse_ -= view_.arrearsPence;
    }

    // Its ransom decisions, captive by captive in the order taken, spending from what the
    // treasury holds after the day's arrears (opponent.xml <ransom>).
    void ransoms() {
        std::int64_t pounds = view_.treasuryPence / std::max<std::int64_t>(view_.pencePerPound, 1);
        if (!decisions_.empty() && decisions_.back().order == OpponentOrder::Pay)
            pounds -= view_.arrearsPence / std::max<std::int64_t>(view_.pencePerPound, 1);
        const std::int64_t poundsBefore = pounds;
        using State = KnownCaptive::State;
        for (const KnownCaptive& c : view_.captives) {
            if (c.ransom <= 0) {
                // Worth no ransom: as captor, it sends them home once held so many days; as
                // their side, there is nothing to pay.
                if (!c.ours && c.state == State::Held &&
                    c.daysHeld >= policy_.releaseWorthlessAfterDays) {
                    ransom(c, "release", std::nullopt,
                           subjectVerb(view_.sideName, "releases", "release") + " " + c.who +
                               " without ransom: worth none, and held " +
                               countOf(c.daysHeld, "day", "days") + " at its cost");
                }
                continue;
            }
            const std::int64_t owed = c.ransom - c.paid;
            if (!c.ours) {
                if (c.state == State::Held && c.daysHeld >= policy_.demandAfterDays) {
                    ransom(c, "demand", std::nullopt,
                           subjectVerb(view_.sideName, "demands", "demand") + " " +
                               money(c.ransom) + " of " + c.other + " for " + c.who +
                               ": the ransom the rules set, held " +
                               countOf(c.daysHeld, "day", "days"));
                } else if ((c.state == State::Demanded || c.state == State::PartPaid) &&
                           c.paid > 0 && c.paid * 100 >= c.ransom * policy_.paroleAtPaidPercent) {
                    ransom(c, "parole", std::nullopt,
                           subjectVerb(view_.sideName, "releases", "release") + " " + c.who +
                               " on parole: " + money(c.paid) + " of " + money(c.ransom) +
                               " is paid, at least " + std::to_string(policy_.paroleAtPaidPercent) +
                               "%, and the rest is owed on parole");
                }
                continue;
            }
            if (c.state != State::Demanded && c.state != State::PartPaid &&
                c.state != State::Paroled)
                continue;  // not yet demanded: it does not know the price
            const std::int64_t share = pounds * policy_.spendPercent / 100;
            const std::string means = "the treasury holds " + money(pounds) + ", and " +
                                      std::to_string(policy_.spendPercent) +
                                      "% of it may go to one ransom";
            if (owed <= share) {
                ransom(c, "pay", std::nullopt,
                       subjectVerb(view_.sideName, "pays", "pay") + " the " + money(owed) +
                           " owed to " + c.other + " for " + c.who + ": " + means);
                pounds -= owed;
            } else if (c.state == State::Demanded &&
                       c.ransom * 100 > pounds * policy_.refuseAbovePercent) {
                ransom(c, "refuse", std::nullopt,
                       subjectVerb(view_.sideName, "refuses", "refuse") + " the " +
                           money(c.ransom) + " " + c.other + " demands for " + c.who +
                           ": more than " + std::to_string(policy_.refuseAbovePercent) +
                           "% of the " + money(pounds) + " in its treasury, beyond paying");
            } else if (c.daysSinceDemand > 0 &&
                       c.daysSinceDemand % policy_.instalmentEveryDays == 0) {
                const std::int64_t instalment = std::min(
                    owed, std::max<std::int64_t>(1, c.ransom * policy_.instalmentPercent / 100));
                if (instalment > share) continue;  // it cannot spare it: left owing
                ransom(c, "pay", instalment,
                       subjectVerb(view_.sideName, "pays", "pay") + " an instalment of " +
                           money(instalment) + " to " + c.other + " for " + c.who + " (" +
                           money(owed - instalment) +
                           " still owed): " + countOf(c.daysSinceDemand, "day", "days") +
                           " since the demand, and " + means);
                pounds -= instalment;
            }
        }
        purse_ -= (poundsBefore - pounds) * view_.pencePerPound;  // what recruiting may not spend
    }

    std::string money(std::int64_t pounds) const {
        return formatMoney(pounds * view_.pencePerPound, view_.pencePerPound);
    }

    void ransom(const KnownCaptive& captive, const char* verb, std::optional<std::int64_t> amount,
                const std::string& text) {
        OpponentDecision d;
        d.order = OpponentOrder::Ransom;
        d.kind = "ransom";
        d.verb = verb;
        d.captive = captive.id;
        d.amount = amount;
        d.text = text + "; " + planText();
        decisions_.push_back(std::move(d));
    }

    void march(const KnownArmy& army, const std::string& place, const char* kind,
               const std::string& text) {
        if (place.empty() || place == army.destination) return;
        if (!army.onTheMarch && army.destination.empty() && place == army.place) return;
        OpponentDecision d;
        d.kind = kind;
        d.army = army.id;
        d.place = place;
        d.text = text;
        decisions_.push_back(std::move(d));
    }

    // The nearest enemy in sight of the army, and its distance.
    std::pair<const KnownArmy*, int> nearestEnemy(const KnownArmy& army, int within) {
        const KnownArmy* nearest = nullptr;
        int best = kFar;
        for (const KnownArmy& enemy : view_.enemies) {
            const int d = distances_.between(army.place, enemy.place);
            if (d > within) continue;
            if (d < best || (d == best && nearest && enemy.id < nearest->id)) {
                nearest = &enemy;
                best = d;
            }
        }
        return {nearest, best};
    }

    // Where the army falls back to: the neighbouring place furthest from the enemy (one of its
    // own side's first among equals), never nearer it; none: it stands.
    std::string fallBackPlace(const KnownArmy& army, const KnownArmy& enemy) {
        const int now = distances_.between(army.place, enemy.place);
        std::string best;
        std::tuple<int, bool> bestKey{now, false};
        for (const std::string& n : distances_.neighbours(army.place)) {
            if (n == enemy.place) continue;
            const std::tuple<int, bool> key{distances_.between(n, enemy.place), ownHeld(n)};
            if (std::get<0>(key) > now && key > bestKey) {
                bestKey = key;
                best = n;
            }
        }
        return best;
    }

    std::string nearestPlace(const KnownArmy& army, bool wantOwn) {
        std::string best;
        int bestDays = kFar;
        for (const KnownPlace& p : view_.places) {
            if ((p.owner == view_.sideId) != wantOwn) continue;
            const int d = distances_.between(army.place, p.id);
            if (d < bestDays || (d == bestDays && p.id < best)) {
                bestDays = d;
                best = p.id;
            }
        }
        return bestDays >= kFar ? std::string() : best;
    }

    // An army that fought a battle no more than restAfterBattleDays ago rests and regroups where
    // it is: no offer of battle, no pursuit, no relief. The chronicle says so on its first day
    // of rest; true while it rests.
    bool resting(const KnownArmy& army) {
        if (army.daysSinceBattle < 1 || army.daysSinceBattle > policy_.restAfterBattleDays)
            return false;
        if (army.daysSinceBattle == 1 && !army.onTheMarch) {
            OpponentDecision d;
            d.order = OpponentOrder::Rest;
            d.kind = "rest";
            d.army = army.id;
            d.place = army.place;
            d.text = capitalised(army.name) + " rests and regroups at " + placeName(army.place) +
                     ": it fought a battle yesterday, and an army offers no battle, pursues no "
                     "enemy and relieves no place for " +
                     countOf(policy_.restAfterBattleDays, "day", "days") + " after one; " +
                     planText();
            decisions_.push_back(std::move(d));
        }
        return true;
    }

    // A battle pending where its own armies stand: it falls back by night (the campaign's avoid
    // battle order) when the win chance there is below the avoid threshold and the rule lets it.
    void avoidPending(const KnownBattle& battle) {
        std::int64_t own = 0, enemy = 0;
        std::vector<const KnownArmy*> ours, theirs;
        for (const KnownArmy& a : view_.own)
            if (a.place == battle.place && a.inBattle && !a.onTheMarch) {
                own += a.men;
                ours.push_back(&a);
            }
        for (const KnownArmy& a : view_.enemies)
            if (a.place == battle.place && !a.onTheMarch) {
                enemy += a.men;
                theirs.push_back(&a);
            }
        if (ours.empty() || theirs.empty() || !battle.allowed || battle.ways.empty()) return;
        const int chance = winChancePercent(policy_, own, enemy);
        if (chance >= avoidBelow_) return;
        // Its own side's place first, then the one furthest from any other enemy it knows of.
        std::string best;
        std::pair<bool, int> bestKey{false, -1};
        for (const std::string& way : battle.ways) {  // ties: the first (the ways are by id)
            int furthest = kFar;
            for (const KnownArmy& other : view_.enemies)
                if (other.place != battle.place)
                    furthest = std::min(furthest, distances_.between(way, other.place));
            const std::pair<bool, int> key{ownHeld(way), furthest};
            if (best.empty() || key > bestKey) {
                best = way;
                bestKey = key;
            }
        }
        std::string names, enemies;
        for (const KnownArmy* a : ours) names += (names.empty() ? "" : " and ") + a->name;
        for (const KnownArmy* a : theirs)
            enemies += (enemies.empty() ? "" : " and ") + a->name + " (c. " +
                       groupedNumber(a->men) + " men)";
        OpponentDecision d;
        d.order = OpponentOrder::AvoidBattle;
        d.kind = "avoid-battle";
        d.army = ours.front()->id;
        d.place = battle.place;
        d.toward = best;
        d.text = capitalised(names) + (ours.size() == 1 ? " avoids" : " avoid") +
                 " the battle at " + placeName(battle.place) + ", falling back by night to " +
                 placeName(best) + ": " + enemies + (theirs.size() == 1 ? " faces " : " face ") +
                 groupedNumber(own) + " men, and a battle would be won " + std::to_string(chance) +
                 "% of the time; " + planText();
        decisions_.push_back(std::move(d));
    }

    // Armies of its own standing at one place, neither marching nor in a battle, are merged into
    // the one with the most men (the campaign's merge order): one host, not several to be beaten
    // one by one. The merged ones give no order of their own that day; the keeper decides with
    // all their men.
    void mergeAtPlaces() {
        std::map<std::string, std::vector<std::size_t>> at;
        for (std::size_t i = 0; i < own_.size(); ++i) {
            const KnownArmy& a = own_[i];
            if (!a.onTheMarch && !a.inBattle && !a.place.empty()) at[a.place].push_back(i);
        }
        std::set<std::size_t> gone;
        for (const auto& [place, armies] : at) {
            if (armies.size() < 2) continue;
            std::size_t keeper = armies.front();
            for (std::size_t i : armies)
                if (own_[i].men > own_[keeper].men) keeper = i;
            OpponentDecision d;
            d.order = OpponentOrder::Merge;
            d.kind = "merge";
            d.army = own_[keeper].id;
            d.place = place;
            std::string names;
            std::int64_t men = own_[keeper].men;
            for (std::size_t i : armies) {
                if (i == keeper) continue;
                d.merged.push_back(own_[i].id);
                names += (names.empty() ? "" : " and ") + own_[i].name;
                men += own_[i].men;
                gone.insert(i);
            }
            d.text = capitalised(names) + (d.merged.size() == 1 ? " joins " : " join ") +
                     own_[keeper].name + " at " + placeName(place) + ", " + groupedNumber(men) +
                     " men in one host: armies apart are beaten one by one; " + planText();
            own_[keeper].men = men;
            decisions_.push_back(std::move(d));
        }
        std::vector<KnownArmy> kept;
        for (std::size_t i = 0; i < own_.size(); ++i)
            if (!gone.contains(i)) kept.push_back(own_[i]);
        own_ = std::move(kept);
    }

    // Another army of its own, standing within concentrateDays route days, with which `army`
    // would be strong enough against `enemy` where alone it is not: strong enough to stand where
    // alone it would fall back, or to offer battle where alone it would not. The nearest; none.
    const KnownArmy* concentrateWith(const KnownArmy& army, const KnownArmy& enemy, int alone) {
        const KnownArmy* best = nullptr;
        int bestDays = kFar;
        for (const KnownArmy& other : own_) {
            if (other.id == army.id || other.inBattle || other.onTheMarch || other.place.empty())
                continue;
            const int days = distances_.between(army.place, other.place);
            if (days > policy_.concentrateDays || days == 0) continue;
            const int together = winChancePercent(policy_, army.men + other.men, enemy.men);
            const bool helps = (alone < avoidBelow_ && together >= avoidBelow_) ||
                               (alone < offerAt_ && together >= offerAt_);
            if (helps && (days < bestDays || (days == bestDays && other.id < best->id))) {
                best = &other;
                bestDays = days;
            }
        }
        return best;
    }

    // Men raised where the army stands (opponent.xml <recruit>): in a place its side holds, with
    // an enemy in sight it is not strong enough to offer battle to, out of what the treasury holds
    // beyond so many days' wages; for the unit furthest below its muster (its wounded counted as
    // back), else its largest.
    void recruitFor(const KnownArmy& army) {
        if (army.recruitAt.empty() || army.onTheMarch || army.units.empty()) return;
        const auto [enemy, days] = nearestEnemy(army, policy_.sightDays);
        if (enemy == nullptr) return;
        const int chance = winChancePercent(policy_, army.men, enemy->men);
        if (chance >= offerAt_) return;  // strong enough as it is
        const std::int64_t reserve = view_.dailyPayPence * policy_.recruitReserveDays;
        if (purse_ <= reserve) return;
        const std::int64_t spare = purse_ - reserve;
        const std::int64_t budget = spare / 100 * policy_.recruitSpendPercent +
                                    spare % 100 * policy_.recruitSpendPercent / 100;
        const KnownUnit* unit = nullptr;
        for (const KnownUnit& u : army.units) {
            if (u.perManPence <= 0) continue;
            if (unit == nullptr || std::tuple(u.shortOfMuster(), u.present) >
                                       std::tuple(unit->shortOfMuster(), unit->present))
                unit = &u;
        }
        if (unit == nullptr) return;
        const std::int64_t shortOf = unit->shortOfMuster();
        std::int64_t men = budget / unit->perManPence;
        men = std::min(
            men, std::max<std::int64_t>(1, army.men / 100 * policy_.recruitMostPercent +
                                               army.men % 100 * policy_.recruitMostPercent / 100));
        if (shortOf > 0) men = std::min(men, shortOf);
        if (men < 1) return;
        purse_ -= men * unit->perManPence;
        OpponentDecision d;
        d.order = OpponentOrder::Recruit;
        d.kind = "recruit";
        d.army = army.id;
        d.place = army.recruitAt;
        d.unit = unit->id;
        d.amount = men;
        d.text = capitalised(army.name) + " raises " + countOf(men, "man", "men") + " at " +
                 placeName(army.recruitAt) + " for " + unit->name + " (" +
                 formatMoney(men * unit->perManPence, view_.pencePerPound) +
                 "): " + seen(*enemy, days) + ", and a battle would be won " +
                 std::to_string(chance) + "% of the time; " +
                 (shortOf > 0
                      ? unit->name + " is " + groupedNumber(shortOf) + " short of its muster, and "
                      : std::string()) +
                 "the treasury keeps " + countOf(policy_.recruitReserveDays, "day's", "days'") +
                 " wages (" + formatMoney(reserve, view_.pencePerPound) + "); " + planText();
        decisions_.push_back(std::move(d));
    }

    // A day's march nearer the enemy, to a place no nearer than shadowDays from it (the nearest
    // such neighbour; ties by id); none when it is as near as that already.
    void shadow(const KnownArmy& army, const KnownArmy& enemy, int days, int chance) {
        if (days <= policy_.shadowDays) return;
        std::string best;
        int bestDays = days;
        for (const std::string& n : distances_.neighbours(army.place)) {
            const int d = distances_.between(n, enemy.place);
            if (d < policy_.shadowDays || d >= bestDays) continue;
            best = n;
            bestDays = d;
        }
        if (best.empty()) return;
        march(army, best, "shadow",
              capitalised(army.name) + " shadows " + enemy.name + ", marching to " +
                  placeName(best) + ": " + seen(enemy, days) + ", and a battle would be won " +
                  std::to_string(chance) + "% of the time, too few to offer it and too many to " +
                  "fall back; it keeps " + countOf(policy_.shadowDays, "day", "days") +
                  " from it; " + planText());
    }

    void orderArmy(const KnownArmy& army) {
        const std::string who = capitalised(army.name);
        const auto [enemy, days] = nearestEnemy(army, policy_.sightDays);
        if (enemy) {
            const int chance = winChancePercent(policy_, army.men, enemy->men);
            const std::string odds =
                "a battle would be won " + std::to_string(chance) + "% of the time";
            if (chance < offerAt_) {
                if (const KnownArmy* ally = concentrateWith(army, *enemy, chance)) {
                    // The smaller goes to the larger (ties: by id); the larger stands for it.
                    if (std::tuple(army.men, ally->id) < std::tuple(ally->men, army.id)) {
                        const int together =
                            winChancePercent(policy_, army.men + ally->men, enemy->men);
                        march(army, ally->place, "concentrate",
                              who + " marches to join " + ally->name + " at " +
                                  placeName(ally->place) + ": " + seen(*enemy, days) + "; alone " +
                                  odds + ", together " + std::to_string(together) + "%; " +
                                  planText());
                    }
                    return;
                }
            }
            if (chance < avoidBelow_) {
                const std::string to = fallBackPlace(army, *enemy);
                if (!to.empty()) {
                    march(army, to, "avoid",
                          who + " falls back to " + placeName(to) + " to avoid battle: " +
                              seen(*enemy, days) + ", and " + odds + "; " + planText());
                }
                return;
            }
            if (resting(army)) return;
            if (chance >= offerAt_) {
                march(army, enemy->place, "offer",
                      who + " marches to " + placeName(enemy->place) + " to offer battle: " +
                          seen(*enemy, days) + ", and " + odds + "; " + planText());
                return;
            }
        }
        // A place of its own with an enemy near it, and no army of its own there or bound there:
        // the one nearest the army. An army already bound for a threatened place of its own keeps
        // on: sent each day to whichever other place its going left uncovered, it went back and
        // forth between two and relieved neither.
        const auto threatOf = [&](const std::string& placeId) -> const KnownArmy* {
            for (const KnownArmy& threat : view_.enemies) {
                if (threat.place == placeId) continue;
                if (distances_.between(placeId, threat.place) <= policy_.threatDays) return &threat;
            }
            return nullptr;
        };
        if (!army.destination.empty() && ownHeld(army.destination) && threatOf(army.destination))
            return;
        if (resting(army)) return;
        const KnownPlace* relieve = nullptr;
        const KnownArmy* relieveFrom = nullptr;
        int relieveDays = kFar;
        for (const KnownPlace& place : view_.places) {
            if (place.owner != view_.sideId) continue;
            bool covered = false;
            for (const KnownArmy& own : view_.own)
                covered = covered || (own.place == place.id && !own.onTheMarch) ||
                          own.destination == place.id;
            if (covered) continue;
            const KnownArmy* threat = threatOf(place.id);
            if (threat == nullptr) continue;
            // Defending the realm, it relieves its places however far; otherwise only those
            // within the reach it reacts to.
            const int away = distances_.between(army.place, place.id);
            if (plan_->id != "defend-the-realm" && away > policy_.sightDays) continue;
            if (winChancePercent(policy_, army.men, threat->men) < avoidBelow_) continue;
            if (away < relieveDays) {
                relieve = &place;
                relieveFrom = threat;
                relieveDays = away;
            }
        }
        if (relieve != nullptr) {
            march(army, relieve->id, "relieve",
                  who + " marches to relieve " + relieve->name + ": " + relieveFrom->name +
                      " (c. " + groupedNumber(relieveFrom->men) + " men) was seen " +
                      countOf(distances_.between(relieve->id, relieveFrom->place), "day", "days") +
                      " from it; " + planText());
            return;
        }
        if (enemy && plan_->id != "defend-the-realm") {
            // Too weak to offer battle, too strong to fall back: it shadows the enemy, keeping
            // shadowDays route days from it, ready to strike when the odds turn.
            const int chance = winChancePercent(policy_, army.men, enemy->men);
            if (chance >= avoidBelow_ && chance < offerAt_) {
                shadow(army, *enemy, days, chance);
                return;
            }
        }
        if (!army.destination.empty()) return;  // on its way: it keeps its orders
        if (plan_->id == "defend-the-realm") {
            if (ownHeld(army.place)) return;
            const std::string home = nearestPlace(army, true);
            march(army, home, "march",
                  who + " marches to " + placeName(home) + ", the nearest place its side holds; " +
                      planText());
            return;
        }
        if (!ownHeld(army.place) && !army.onTheMarch) return;  // taking the place it stands in
        if (plan_->id == "seek-battle") {
            const auto [far, farDays] = nearestEnemy(army, kFar - 1);
            if (far) {
                march(army, far->place, "march",
                      who + " marches to " + placeName(far->place) +
                          " to seek battle: " + seen(*far, farDays) + "; " + planText());
                return;
            }
        }
        const std::string raid = nearestPlace(army, false);
        march(army, raid, "march",
              who + " marches on " + placeName(raid) +
                  ", the nearest place its side does not hold; " + planText());
    }

    const OpponentView& view_;
    const OpponentPolicy& policy_;
    Distances distances_;
    std::map<std::string, std::string> names_;
    int offerAt_ = 60, avoidBelow_ = 35;
    const OpponentPlan* plan_ = nullptr;
    std::int64_t purse_ = 0;      // pence: the treasury less what the day's decisions spent
    std::vector<KnownArmy> own_;  // its armies as the day's merges leave them, by id
    std::vector<OpponentDecision> decisions_;
};

}  // namespace

OpponentPolicy loadOpponentPolicy(const std::filesystem::path& path) {
    const XmlSource xml = XmlSource::fromFile(path);
    OpponentPolicy policy = OpponentLoader(xml).load();
    xml.refuseUnknown(xml.document().document_element());
    return policy;
}

OpponentPolicy loadOpponentPolicyFromString(const std::string& xml, const std::string& name) {
    const XmlSource source = XmlSource::fromString(xml, name);
    OpponentPolicy policy = OpponentLoader(source).load();
    source.refuseUnknown(source.document().document_element());
    return policy;
}

int winChancePercent(const OpponentPolicy& policy, std::int64_t own, std::int64_t enemy) {
    if (own <= 0) return 0;
    if (enemy <= 0) return 100;
    const double ratio = static_cast<double>(enemy) / static_cast<double>(own);
    const double chance = 1.0 / (1.0 + std::pow(ratio, policy.steepness));
    return static_cast<int>(std::lround(chance * 100.0));
}

std::vector<OpponentDecision> decideDay(const OpponentView& view, const OpponentPolicy& policy,
                                        battle::DiceSource& dice) {
    return DayDecider(view, policy).decide(dice);
}

std::vector<OpponentDecision> decidePendingBattles(const OpponentView& view,
                                                   const OpponentPolicy& policy) {
    return DayDecider(view, policy).pendingBattles();
}

}  // namespace seneschal::campaign::strategy
