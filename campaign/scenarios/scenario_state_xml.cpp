#include "campaign/scenarios/scenario_state_xml.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "base/errors.hpp"
#include "campaign/limits.hpp"
#include "campaign/scenarios/scenario_words.hpp"
#include "campaign/stores/captives.hpp"
#include "campaign/stores/vocabulary.hpp"

namespace seneschal::campaign {

namespace {

using pugi::xml_node;
namespace words = vocabulary;

constexpr long long kMaxCount = kUnitMen.max;  // campaign/limits.hpp

struct UnitRef {
    Unit* unit = nullptr;
    std::string side;
};

class StateReader {
  public:
    StateReader(const XmlSource& source, CampaignSnapshot& snapshot) : src_(source), s_(snapshot) {
        for (const Side& side : s_.sides) sides_.insert(side.id);
        for (const Place& place : s_.places) places_.insert(place.id);
        for (const Leader& leader : s_.leaders) leaders_.emplace(leader.id, &leader);
        for (Army& army : s_.armies) {
            armies_.insert(army.id);
            for (Battal& battal : army.battals)
                for (Unit& unit : battal.units) units_.emplace(unit.id, UnitRef{&unit, army.side});
        }
    }

    CampaignState read(xml_node root) {
        for (std::string_view single : kStateSections) {
            const std::string name(single);  // the range keeps the pointer: it must outlive it
            const auto all = root.children(name.c_str());
            if (std::distance(all.begin(), all.end()) > 1) {
                src_.fail(*std::next(all.begin()),
                          "only one <" + std::string(single) + "> allowed");
            }
        }
        for (xml_node node : section(root, "captives", {"captive"})) readCaptive(node);
        for (xml_node node : section(root, "depots", {"depot"})) readDepot(node);
        for (xml_node node : section(root, "marches", {"march", "merged", "disbanded"})) {
            const std::string_view name = node.name();
            if (name == "march") {
                readMarch(node);
            } else if (name == "merged") {
                readMerged(node);
            } else {
                readDisbanded(node);
            }
        }
        std::set<std::string> held;
        for (xml_node node : section(root, "holdings", {"holding"})) {
            src_.onlyAttributes(node, {"place", "side", "since"});
            src_.onlyChildren(node, {});
            PlaceHolding h{ref(node, "place", places_, "place"), ref(node, "side", sides_, "side"),
                           date(node, "since")};
            if (!held.insert(h.place).second)
                src_.fail(node, "place '" + h.place + "' is held twice", "place");
            state_.holdings.push_back(std::move(h));
        }
        std::set<std::string> purses, upkept;
        for (xml_node node : section(root, "pay", {"purse", "upkeep"})) {
            if (std::string_view(node.name()) == "purse") {
                src_.onlyAttributes(node, {"side", "pence"});
                src_.onlyChildren(node, {});
                SidePurse p{ref(node, "side", sides_, "side"), src_.integer(node, "pence", 0, 239)};
                if (!purses.insert(p.side).second)
                    src_.fail(node, "a second purse for side '" + p.side + "'", "side");
                state_.purses.push_back(std::move(p));
            } else {
                readUpkeep(node, upkept);
            }
        }
        std::set<std::string> battlePlaces;
        for (xml_node node : section(root, "battles", {"pending", "result"})) {
            if (std::string_view(node.name()) == "pending") {
                readPending(node, battlePlaces);
            } else {
                readResult(node);
            }
        }
        for (xml_node node : section(root, "chronicle", {"entry"})) {
            src_.onlyAttributes(node, {"date", "kind"});
            for (xml_node child : node.children()) {
                if (child.type() == pugi::node_element)
                    src_.fail(child, "a chronicle entry holds text only");
            }
            state_.chronicle.push_back(
                {date(node, "date"), src_.text(node, "kind"), node.text().get()});
        }
        return std::move(state_);
    }

  private:
    // The children of a section, after checking that it holds only `allowed` elements.
    pugi::xml_object_range<pugi::xml_node_iterator> section(
        xml_node root, const char* name, std::initializer_list<std::string_view> allowed) {
        const xml_node node = root.child(name);
        src_.onlyAttributes(node, {});
        src_.onlyChildren(node, allowed);
        return node.children();
    }

    std::string ref(xml_node node, const char* attribute, const std::set<std::string>& known,
                    const char* kind) {
        std::string id = src_.text(node, attribute);
        if (known.count(id) == 0)
            src_.fail(node, std::string("unknown ") + kind + " '" + id + "'", attribute);
        return id;
    }

    UnitRef unitRef(xml_node node, const char* attribute) {
        const std::string id = src_.text(node, attribute);
        const auto it = units_.find(id);
        if (it == units_.end()) src_.fail(node, "unknown unit '" + id + "'", attribute);
        return it->second;
    }

    DayNumber date(xml_node node, const char* attribute) {
        return readDate(src_, node, attribute, s_.info.reckoning);
    }

    std::optional<DayNumber> optionalDate(xml_node node, const char* attribute) {
        if (!node.attribute(attribute)) return std::nullopt;
        return date(node, attribute);
    }

    void readCaptive(xml_node node) {
        src_.onlyAttributes(node, {"leader", "unit", "men", "captor", "rule", "taken", "demandBy",
                                   "demanded", "deadline", "ransom", "paid", "status"});
        src_.onlyChildren(node, {});
        CaptiveRecord c;
        const bool isLeader = !node.attribute("leader").empty();
        if (isLeader == !node.attribute("unit").empty()) {
            src_.fail(node, "a captive is a leader or men of a unit: give one of the two",
                      isLeader ? "unit" : "leader");
        }
        c.status = scenarioWordAs<CaptiveStatus>(src_, node, "status", words::kCaptiveStatuses);
        c.captor = ref(node, "captor", sides_, "side");
        UnitRef unit;
        if (isLeader) {
            const std::string id = src_.text(node, "leader");
            const auto it = leaders_.find(id);
            if (it == leaders_.end()) src_.fail(node, "unknown leader '" + id + "'", "leader");
            if (node.attribute("men")) src_.fail(node, "a captive leader is one man", "men");
            c.leader = id;
            c.side = it->second->side;
            if (isHeld(c.status) &&
                (it->second->status != LeaderStatus::Captive || it->second->captor != c.captor)) {
                src_.fail(node,
                          "leader '" + id + "' is " + textOf(c.status) + " by '" + c.captor +
                              "' here but not captive of that side in <leaders>",
                          "status");
            }
        } else {
            unit = unitRef(node, "unit");
            c.unit = src_.text(node, "unit");
            c.side = unit.side;
            c.men = src_.integer(node, "men", 1, kMaxCount);
        }
        if (c.captor == c.side)
            src_.fail(node, "a captive cannot be held by his own side", "captor");
        c.rule = src_.text(node, "rule");
        c.taken = date(node, "taken");
        if (c.taken > s_.info.date) src_.fail(node, "taken after the campaign's date", "taken");
        c.demandBy = date(node, "demandBy");
        c.demanded = optionalDate(node, "demanded");
        c.deadline = date(node, "deadline");
        c.ransom = src_.integer(node, "ransom", kRansomPounds.min, kRansomPounds.max);
        c.paid = src_.integer(node, "paid", kRansomPounds.min, kRansomPounds.max, 0);
        // Men still held are men of their unit: the unit's sums must count them.
        if (unit.unit != nullptr && isHeld(c.status))
            unit.unit->captives.push_back({c.men, c.captor});
        state_.captives.push_back(std::move(c));
    }

    void readDepot(xml_node node) {
        src_.onlyAttributes(node, {"unit", "place", "men", "since"});
        src_.onlyChildren(node, {});
        const UnitRef unit = unitRef(node, "unit");
        DepotMen d;
        d.unit = src_.text(node, "unit");
        d.side = unit.side;
        if (node.attribute("place")) d.place = ref(node, "place", places_, "place");
        d.men = src_.integer(node, "men", 1, kMaxCount);
        d.since = date(node, "since");
        state_.depots.push_back(std::move(d));
    }

    void readMarch(xml_node node) {
        src_.onlyAttributes(node, {"army", "forced", "lastForced", "cameFrom"});
        src_.onlyChildren(node, {"stop"});
        ArmyMarch m;
        m.army = ref(node, "army", armies_, "army");
        if (!marched_.insert(m.army).second)
            src_.fail(node, "a second <march> for army '" + m.army + "'", "army");
        m.forced = src_.flag(node, "forced", false);
        m.lastForced = optionalDate(node, "lastForced");
        if (node.attribute("cameFrom")) m.cameFrom = ref(node, "cameFrom", places_, "place");
        for (xml_node stop : node.children("stop")) {
            src_.onlyAttributes(stop, {"place"});
            src_.onlyChildren(stop, {});
            m.stops.push_back(ref(stop, "place", places_, "place"));
        }
        state_.marches.push_back(std::move(m));
    }

    void readMerged(xml_node node) {
        src_.onlyAttributes(node, {"army", "into", "date"});
        src_.onlyChildren(node, {});
        ArmyMerged m{ref(node, "army", armies_, "army"), ref(node, "into", armies_, "army"),
                     date(node, "date")};
        if (m.army == m.into) src_.fail(node, "an army cannot merge into itself", "into");
        if (!mergedArmies_.insert(m.army).second)
            src_.fail(node, "army '" + m.army + "' is merged twice", "army");
        state_.merged.push_back(std::move(m));
    }

    void readDisbanded(xml_node node) {
        src_.onlyAttributes(node, {"army", "date", "reason"});
        src_.onlyChildren(node, {});
        ArmyDisbanded d{ref(node, "army", armies_, "army"), date(node, "date"),
                        src_.text(node, "reason")};
        if (d.reason.empty()) src_.fail(node, "a disbanded army is given its reason", "reason");
        if (mergedArmies_.count(d.army) > 0 || !disbandedArmies_.insert(d.army).second)
            src_.fail(node, "army '" + d.army + "' is already merged or disbanded", "army");
        state_.disbanded.push_back(std::move(d));
    }

    void readUpkeep(xml_node node, std::set<std::string>& seen) {
        src_.onlyAttributes(node, {"unit", "arrearsPence", "arrearsDays", "serviceFrom"});
        src_.onlyChildren(node, {});
        unitRef(node, "unit");
        UnitUpkeep u;
        u.unit = src_.text(node, "unit");
        if (!seen.insert(u.unit).second)
            src_.fail(node, "a second <upkeep> for unit '" + u.unit + "'", "unit");
        u.arrearsPence =
            src_.integer(node, "arrearsPence", kArrearsPence.min, kArrearsPence.max, 0);
        u.arrearsDays = src_.integer(node, "arrearsDays", kArrearsDays.min, kArrearsDays.max, 0);
        u.serviceFrom = optionalDate(node, "serviceFrom");
        state_.upkeep.push_back(std::move(u));
    }

    void readPending(xml_node node, std::set<std::string>& seen) {
        src_.onlyAttributes(node, {"place", "since"});
        src_.onlyChildren(node, {"army"});
        PendingBattle b{ref(node, "place", places_, "place"), date(node, "since"), {}};
        if (!seen.insert(b.place).second)
            src_.fail(node, "a second pending battle at '" + b.place + "'", "place");
        std::set<std::string> armies;
        for (xml_node army : node.children("army")) {
            src_.onlyAttributes(army, {"id"});
            src_.onlyChildren(army, {});
            std::string id = ref(army, "id", armies_, "army");
            if (!armies.insert(id).second)
                src_.fail(army, "army '" + id + "' is named twice in this battle", "id");
            b.armies.push_back(std::move(id));
        }
        state_.pendingBattles.push_back(std::move(b));
    }

    void readResult(xml_node node) {
        src_.onlyAttributes(node, {"unit", "place", "date", "result"});
        src_.onlyChildren(node, {});
        unitRef(node, "unit");
        state_.battleResults.push_back(
            {src_.text(node, "unit"), ref(node, "place", places_, "place"),
             scenarioWord(src_, node, "result", words::kBattleResults), date(node, "date")});
    }

    const XmlSource& src_;
    CampaignSnapshot& s_;
    CampaignState state_;
    std::set<std::string> sides_, places_, armies_, marched_, mergedArmies_, disbandedArmies_;
    std::map<std::string, const Leader*> leaders_;
    std::map<std::string, UnitRef> units_;
};

}  // namespace

void appendAttribute(pugi::xml_node node, const char* name, const std::string& value) {
    node.append_attribute(name).set_value(value.c_str());
}

void appendAttribute(pugi::xml_node node, const char* name, std::int64_t value) {
    node.append_attribute(name).set_value(static_cast<long long>(value));
}

DayNumber readDate(const XmlSource& source, pugi::xml_node node, const char* attribute,
                   Reckoning reckoning) {
    try {
        return parseDate(reckoning, source.text(node, attribute));
    } catch (const DataError&) {
        throw;  // already names its place in the file
    } catch (const UserError& e) {
        source.fail(node, e.what(), attribute);
    }
}

CampaignState readStateSections(const XmlSource& source, xml_node root,
                                CampaignSnapshot& snapshot) {
    return StateReader(source, snapshot).read(root);
}

void writeStateSections(xml_node root, const CampaignState& state, Reckoning reckoning) {
    auto iso = [&](DayNumber day) { return formatDate(reckoning, day); };
    if (!state.captives.empty()) {
        xml_node section = root.append_child("captives");
        for (const CaptiveRecord& c : state.captives) {
            xml_node node = section.append_child("captive");
            if (c.leader) {
                appendAttribute(node, "leader", *c.leader);
            } else {
                appendAttribute(node, "unit", *c.unit);
                appendAttribute(node, "men", c.men);
            }
            appendAttribute(node, "captor", c.captor);
            appendAttribute(node, "rule", c.rule);
            appendAttribute(node, "taken", iso(c.taken));
            appendAttribute(node, "demandBy", iso(c.demandBy));
            if (c.demanded) appendAttribute(node, "demanded", iso(*c.demanded));
            appendAttribute(node, "deadline", iso(c.deadline));
            appendAttribute(node, "ransom", c.ransom);
            if (c.paid != 0) appendAttribute(node, "paid", c.paid);
            appendAttribute(node, "status", textOf(c.status));
        }
    }
    if (!state.depots.empty()) {
        xml_node section = root.append_child("depots");
        for (const DepotMen& d : state.depots) {
            xml_node node = section.append_child("depot");
            appendAttribute(node, "unit", d.unit);
            if (d.place) appendAttribute(node, "place", *d.place);
            appendAttribute(node, "men", d.men);
            appendAttribute(node, "since", iso(d.since));
        }
    }
    if (!state.marches.empty() || !state.merged.empty() || !state.disbanded.empty()) {
        xml_node section = root.append_child("marches");
        for (const ArmyMarch& m : state.marches) {
            xml_node node = section.append_child("march");
            appendAttribute(node, "army", m.army);
            if (m.forced) appendAttribute(node, "forced", std::string("yes"));
            if (m.lastForced) appendAttribute(node, "lastForced", iso(*m.lastForced));
            if (m.cameFrom) appendAttribute(node, "cameFrom", *m.cameFrom);
            for (const std::string& place : m.stops)
                appendAttribute(node.append_child("stop"), "place", place);
        }
        for (const ArmyMerged& m : state.merged) {
            xml_node node = section.append_child("merged");
            appendAttribute(node, "army", m.army);
            appendAttribute(node, "into", m.into);
            appendAttribute(node, "date", iso(m.day));
        }
        for (const ArmyDisbanded& d : state.disbanded) {
            xml_node node = section.append_child("disbanded");
            appendAttribute(node, "army", d.army);
            appendAttribute(node, "date", iso(d.day));
            appendAttribute(node, "reason", d.reason);
        }
    }
    if (!state.holdings.empty()) {
        xml_node section = root.append_child("holdings");
        for (const PlaceHolding& h : state.holdings) {
            xml_node node = section.append_child("holding");
            appendAttribute(node, "place", h.place);
            appendAttribute(node, "side", h.side);
            appendAttribute(node, "since", iso(h.since));
        }
    }
    if (!state.purses.empty() || !state.upkeep.empty()) {
        xml_node section = root.append_child("pay");
        for (const SidePurse& p : state.purses) {
            xml_node node = section.append_child("purse");
            appendAttribute(node, "side", p.side);
            appendAttribute(node, "pence", p.pence);
        }
        for (const UnitUpkeep& u : state.upkeep) {
            xml_node node = section.append_child("upkeep");
            appendAttribute(node, "unit", u.unit);
            if (u.arrearsPence != 0) appendAttribute(node, "arrearsPence", u.arrearsPence);
            if (u.arrearsDays != 0) appendAttribute(node, "arrearsDays", u.arrearsDays);
            if (u.serviceFrom) appendAttribute(node, "serviceFrom", iso(*u.serviceFrom));
        }
    }
    if (!state.pendingBattles.empty() || !state.battleResults.empty()) {
        xml_node section = root.append_child("battles");
        for (const PendingBattle& b : state.pendingBattles) {
            xml_node node = section.append_child("pending");
            appendAttribute(node, "place", b.place);
            appendAttribute(node, "since", iso(b.since));
            for (const std::string& army : b.armies)
                appendAttribute(node.append_child("army"), "id", army);
        }
        for (const BattleResult& r : state.battleResults) {
            xml_node node = section.append_child("result");
            appendAttribute(node, "unit", r.unit);
            appendAttribute(node, "place", r.place);
            appendAttribute(node, "date", iso(r.day));
            appendAttribute(node, "result", r.result);
        }
    }
    if (!state.chronicle.empty()) {
        xml_node section = root.append_child("chronicle");
        for (const ChronicleEntry& e : state.chronicle) {
            xml_node node = section.append_child("entry");
            appendAttribute(node, "date", iso(e.day));
            appendAttribute(node, "kind", e.kind);
            node.text().set(e.text.c_str());
        }
    }
}

CampaignSnapshot withoutRecordedBatches(CampaignSnapshot snapshot, const CampaignState& state) {
    std::map<std::string, Unit*> units;
    for (Army& army : snapshot.armies)
        for (Battal& battal : army.battals)
            for (Unit& unit : battal.units) units.emplace(unit.id, &unit);
    for (const CaptiveRecord& c : state.captives) {
        if (!c.unit || !isHeld(c.status)) continue;
        std::vector<CaptiveBatch>& batches = units.at(*c.unit)->captives;
        const auto it = std::find_if(batches.begin(), batches.end(), [&](const CaptiveBatch& b) {
            return b.men == c.men && b.captor == c.captor;
        });
        if (it == batches.end()) {
            throw UserError("captive record of " + std::to_string(c.men) + " men of unit '" +
                            *c.unit + "' held by '" + c.captor +
                            "' has no captive batch in the campaign file; run check");
        }
        batches.erase(it);
    }
    return snapshot;
}

}  // namespace seneschal::campaign
